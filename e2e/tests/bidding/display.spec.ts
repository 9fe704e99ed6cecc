import { expect, test } from '@playwright/test';
import { apiSignIn } from '../shell/support.ts';
import { EMBA_ADD_DROP_EN, EMBA_OPEN_EN, EMBA_PUBLISHED, EMBA_PUBLISHED_EN, MBA_ADD_DROP, MBA_ENDED, MBA_OPEN, MBA_OPEN_EN, MBA_PLANNING, MBA_PUBLISHED, courseRow, embaTermEn, mbaTermZh, openPlanList, planId, planRow, startSelection } from './support.ts';

/**
 * What the screens show, for MBA and EMBA and in both languages (education.md §1–2): term names,
 * class times, the review page, clearing prices once a round is published, the registration view's
 * tables, and the reload on a language switch. Nothing here changes data.
 */
const encoded = (name: string) => encodeURIComponent(Buffer.from(encodeURIComponent(name)).toString('base64'));

test('MBA plan list in Chinese: terms, states, and Start only where a round is open', async ({ page }) => {
  await openPlanList(page, 'mba01');
  await expect(planRow(page, MBA_OPEN).getByTestId('plan-term')).toHaveText(mbaTermZh('open'));
  await expect(planRow(page, MBA_OPEN).getByTestId('plan-state')).toHaveText('第一轮选课中');
  await expect(planRow(page, MBA_PUBLISHED).getByTestId('plan-state')).toHaveText('补退选结果已公布');
  // Other specs may add plans of their own; the seeded ones are checked by name.
  await expect(planRow(page, MBA_OPEN).getByTestId('plan-start')).toHaveCount(1);
  await expect(planRow(page, MBA_ADD_DROP).getByTestId('plan-start')).toHaveCount(1);
  for (const name of [MBA_PUBLISHED, MBA_ENDED, MBA_PLANNING]) {
    await expect(planRow(page, name).getByTestId('plan-start')).toHaveCount(0);
    await expect(planRow(page, name).getByTestId('plan-review')).toHaveCount(0);
  }
  await expect(planRow(page, MBA_PLANNING).getByTestId('plan-state')).toHaveText('计划中');
  await expect(planRow(page, MBA_ENDED).getByTestId('plan-state')).toHaveText('已结束');
  await page.getByTestId('plans-log').click();
  await expect(page).toHaveURL(/\/education\/optional\/log$/);
  await page.getByTestId('log-back').click();
  await expect(page).toHaveURL(/\/education\/optional\/plane$/);
});

test('EMBA in English: semesters, dated class times, and a language switch reloads the bidding page', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('portal.language', 'en-US');
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  });
  await openPlanList(page, 'emba01');
  await expect(planRow(page, EMBA_OPEN_EN).getByTestId('plan-term')).toHaveText(embaTermEn('open'));
  await expect(planRow(page, EMBA_ADD_DROP_EN).getByTestId('plan-term')).toHaveText(embaTermEn('addDrop'));
  await expect(planRow(page, EMBA_PUBLISHED_EN).getByTestId('plan-term')).toHaveText(embaTermEn('published'));

  await startSelection(page, EMBA_OPEN_EN);
  await expect(page.getByTestId('bidding-title')).toHaveText(`First-round selection[${EMBA_OPEN_EN}]`);
  const row = courseRow(page, 'Digital Transformation');
  await expect(row.getByTestId('course-type')).toHaveText('Lecture');
  await expect(row.getByTestId('class-time')).toHaveText(/^\d{4}-\d{2}-\d{2}–\d{4}-\d{2}-\d{2}09:00–17:00$/);
  await page.getByTestId('tab-intro').click();
  await expect(page.getByTestId('plan-remark')).toContainText('you have 1500 points');

  // The screen is marked langReload: switching reloads it, in Chinese.
  await page.evaluate(() => Object.assign(window, { e2eMarker: true }));
  await page.getByTestId('language-option-zh-CN').click();
  await expect(page.getByTestId('bidding-title')).toContainText('第一轮选课');
  expect(await page.evaluate(() => Reflect.get(window, 'e2eMarker') === true)).toBe(false);
  await expect(courseRow(page, '数字化转型').getByTestId('course-type')).toHaveText('讲座');
});

test('MBA class times in English read Wk01–Wk08 with the weekday', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('portal.language', 'en-US'));
  await openPlanList(page, 'mba01');
  await startSelection(page, MBA_OPEN_EN);
  await expect(courseRow(page, 'Corporate Finance').getByTestId('class-time')).toHaveText('Wk01–Wk08Monday 14:00–16:35');
  await expect(courseRow(page, 'Strategic Management').getByTestId('class-time')).toHaveText('Wk01–Wk08Tuesday 19:00–21:35');
  await expect(courseRow(page, 'Corporate Finance').getByTestId('course-type')).toHaveText('Elective');
});

test('the review page is read-only, and a published round shows clearing prices', async ({ page }) => {
  const token = await apiSignIn(page.request, 'mba01');
  const open = await planId(page.request, token, MBA_OPEN);
  await page.goto(`/education/optional/lesson-primary-details/${encoded(MBA_OPEN)}/${open}`);
  await expect(page.getByTestId('bidding-title')).toHaveText(`课程预览【${MBA_OPEN}】`);
  await expect(page.getByTestId('course-row')).toHaveCount(8);
  await expect(page.getByTestId('bid-button')).toHaveCount(0);
  await expect(page.getByTestId('clearing-price')).toHaveCount(0);

  const published = await planId(page.request, token, MBA_PUBLISHED);
  await page.goto(`/education/optional/lesson-primary/${encoded(MBA_PUBLISHED)}/${published}?min=100&max=500&id=${published}`);
  const won = courseRow(page, '公司金融');
  await expect(won.getByTestId('bid-status')).toHaveText('已中选');
  await expect(won.getByTestId('clearing-price')).toHaveText(/^\d+$/);
  await expect(won.getByTestId('bid-button')).toBeDisabled();
  await expect(courseRow(page, '创业管理').getByTestId('bid-status')).toHaveText('未中选');
});

test('registration view: MBA has three tables, EMBA only its electives', async ({ page }) => {
  await openPlanList(page, 'mba01');
  await planRow(page, MBA_PUBLISHED).getByTestId('plan-name').click();
  await expect(page.getByTestId('registration-title')).toContainText(MBA_PUBLISHED);
  await expect(page.getByTestId('registration-required')).toBeVisible();
  await expect(page.getByTestId('registration-required-row')).toHaveCount(2);
  await expect(page.getByTestId('registration-electives-row').filter({ hasText: '公司金融' }).getByTestId('selection-state')).toHaveText('已选中');
  await expect(page.getByTestId('registration-dropped')).toBeVisible();
  await expect(page.getByTestId('summary-allPoint')).toHaveText('1000');
  await page.getByTestId('registration-back').click();
  await expect(page.getByTestId('bidding-plan-list')).toBeVisible();

  await page.context().clearCookies();
  await openPlanList(page, 'emba01');
  await planRow(page, EMBA_PUBLISHED).getByTestId('plan-name').click();
  await expect(page.getByTestId('registration-electives')).toBeVisible();
  await expect(page.getByTestId('registration-required')).toHaveCount(0);
  await expect(page.getByTestId('registration-dropped')).toHaveCount(0);
  await expect(page.getByTestId('summary-embaOptionalScore')).toBeVisible();
  await expect(page.getByTestId('summary-allScore')).toHaveCount(0);
  await expect(page.getByTestId('registration-back')).toBeVisible();
});
