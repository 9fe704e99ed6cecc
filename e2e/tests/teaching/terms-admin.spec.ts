import { expect, test, type Locator, type Page } from '@playwright/test';
import { chineseOutsideZh, expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { pickOption } from '../shared/select.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/** The input of an antd DatePicker, whether the test id sits on it or on its wrapper. */
async function typeDay(field: Locator, day: string): Promise<void> {
  const input = (await field.evaluate((e) => e.tagName)) === 'INPUT' ? field : field.locator('input');
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

const drawer = (page: Page) => page.getByTestId('term-form');

/**
 * eduadmin keeps the school calendar: the seeded school years are listed by year; a new term is
 * entered by its first day and weeks (the drawer shows week 0 and the last day the server will
 * store) with a holiday and its make-up day; an overlapping term is refused in the reader's
 * language and nothing is saved; the new term is then deleted. A school year of its own per
 * language, far from the seeded ones, so the two runs never meet.
 */
for (const lang of ['zh-CN', 'en-US'] as const) {
  const en = lang === 'en-US';
  const year = en ? 2132 : 2131;
  test(`eduadmin enters, refuses and deletes terms (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signIn(page, 'eduadmin');
    await expect(page.getByTestId('function-group').filter({ hasText: en ? 'Teaching administration' : '教务管理' })).toBeVisible();
    await expect(page.getByRole('link', { name: en ? 'Terms and holidays' : '学年学期' }).first()).toBeVisible();
    await page.goto('/admin/teaching/terms');
    await expect(page.getByTestId('terms-year').first()).toBeVisible();
    expect(await page.getByTestId('terms-year').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('term-row').first()).toContainText(/\d{4}-\d{2}-\d{2}/);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `terms admin ${lang}`);
    if (en) expect(await chineseOutsideZh(page)).toEqual([]);

    // A new autumn term from 1 September: week 0 is the Monday on or after it, as the drawer shows.
    await page.getByTestId('terms-create').click();
    await expect(drawer(page)).toBeVisible();
    await page.getByTestId('term-school-year').fill(String(year));
    await page.getByTestId('term-name').fill(`${year}-${year + 1} 秋季`);
    await page.getByTestId('term-name-en').fill(`Autumn ${year}-${year + 1}`);
    await typeDay(page.getByTestId('term-first-day'), `${year}-09-01`);
    await page.getByTestId('term-weeks').fill('18');
    await expect(page.getByTestId('term-span')).toContainText(new RegExp(`${year}-09-0\\d`));
    await expect(page.getByTestId('term-span')).toContainText(`${year + 1}-01-`);
    await page.getByTestId('holiday-add').click();
    await typeDay(page.getByTestId('holiday-day').first(), `${year}-10-01`);
    await page.getByTestId('holiday-name').first().fill('国庆节');
    await page.getByTestId('holiday-name-en').first().fill('National Day');
    await typeDay(page.getByTestId('holiday-make-up').first(), `${year}-10-10`);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `term drawer ${lang}`);
    await page.getByTestId('term-form-save').click();
    await expect(page.locator('.ant-message')).toContainText(en ? 'Operation succeeded' : '操作成功');
    const section = page.getByTestId('terms-year').filter({ hasText: `${year}-${year + 1}` });
    await expect(section.getByTestId('term-row')).toHaveCount(1);
    await expect(section.getByTestId('term-row')).toContainText(en ? `Autumn ${year}-${year + 1}` : `${year}-${year + 1} 秋季`);
    await expect(section.getByTestId('term-row')).toContainText(`${year}-09-01`);

    // A spring term starting inside the autumn one: refused, naming it, in the reader's language.
    await page.getByTestId('terms-create').click();
    await expect(drawer(page)).toBeVisible();
    await page.getByTestId('term-school-year').fill(String(year));
    await pickOption(page, 'term-code', en ? '3 Spring' : '3 春季');
    await page.getByTestId('term-name').fill('春季');
    await page.getByTestId('term-name-en').fill('Spring');
    await typeDay(page.getByTestId('term-first-day'), `${year}-12-01`);
    await page.getByTestId('term-weeks').fill('10');
    await page.getByTestId('term-form-save').click();
    await expect(page.locator('.ant-message')).toContainText(en ? `The dates overlap the term ${year}-${year + 1}-1` : `与 ${year}-${year + 1}-1 学期`);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(section.getByTestId('term-row')).toHaveCount(1);

    // The holiday is kept with its make-up day, and the unused term can go.
    await section.getByTestId('term-edit').click();
    await expect(page.getByTestId('holiday-row')).toHaveCount(1);
    await expect(page.getByTestId('holiday-make-up').first().locator('xpath=self::input|.//input').first()).toHaveValue(`${year}-10-10`);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await section.getByTestId('term-delete').click();
    await confirmDialog(page);
    await expect(page.getByTestId('terms-year').filter({ hasText: `${year}-${year + 1}` })).toHaveCount(0);
  });
}
