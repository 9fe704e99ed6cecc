import { expect, test } from '@playwright/test';
import { chineseOutsideZh, expectNoSeriousViolations } from '../shared/axe-support.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * The course timetable (ACAD-R07, U09-U11, S09) on the demo: mba01 and benyan01 have weekly classes
 * this month (benyan01 three on Wednesdays), emba01 dated weekend sessions, grad01 no timetable.
 */
const PATH = '/education/timetable/index';

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`mba01 reads the timetable calendar and list (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signIn(page, 'mba01', PATH);
    const calendar = page.getByTestId('timetable-calendar');
    await expect(calendar.getByTestId('timetable-course').first()).toBeVisible();
    await expect(calendar.getByText(lang === 'en-US' ? 'Organisational Behaviour' : '组织行为学').first()).toBeVisible();
    await expect(page.getByTestId('timetable-legend').locator('li')).toHaveCount(12);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `timetable calendar ${lang}`);
    if (lang === 'en-US') expect(await chineseOutsideZh(page)).toEqual([]);

    // The course-name filter keeps one course.
    await page.getByTestId('timetable-course-name').fill(lang === 'en-US' ? 'Marketing' : '营销');
    await page.getByTestId('timetable-query').click();
    await expect(calendar.getByTestId('timetable-course').filter({ hasText: lang === 'en-US' ? 'Organisational Behaviour' : '组织行为学' })).toHaveCount(0);
    await expect(calendar.getByTestId('timetable-course').first()).toBeVisible();

    await page.getByRole('tab', { name: lang === 'en-US' ? 'Course list' : '课程列表' }).click();
    const rows = page.getByTestId('timetable-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: lang === 'en-US' ? 'Wk01' : '第01周' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `timetable list ${lang}`);
    if (lang === 'en-US') expect(await chineseOutsideZh(page)).toEqual([]);
  });
}

test('benyan01 opens the courses of a busy day behind view more', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await signIn(page, 'benyan01', PATH);
  const more = page.getByTestId('timetable-more').first();
  await expect(more).toBeVisible();
  await more.click();
  await expect(page.locator('.timetable-popover').getByTestId('timetable-course')).toHaveCount(3);
  expect(await chineseOutsideZh(page)).toEqual([]);
});

test('emba01 sees the list only; grad01 a type mismatch', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await signIn(page, 'emba01', PATH);
  await expect(page.getByTestId('timetable-row').first()).toBeVisible();
  await expect(page.getByTestId('timetable-calendar')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'EMBA timetable list');
  expect(await chineseOutsideZh(page)).toEqual([]);

  await signIn(page, 'grad01', PATH);
  await expect(page.getByTestId('timetable-mismatch')).toContainText('Student type mismatch');
});
