import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

const sample = (name: string) => fileURLToPath(new URL(`../../../docs/samples/${name}`, import.meta.url));

/**
 * eduadmin imports the catalogue's samples the way the teaching office would: docs/samples/cohorts.xlsx
 * on the programmes-and-classes page and docs/samples/courses.xlsx on the catalogue page, each previewed
 * row by row and confirmed, then finds the rows in the lists, in both languages. The second language's
 * run meets the rows the first imported: its preview says so and its confirm changes nothing.
 */
for (const lang of ['zh-CN', 'en-US'] as const) {
  const en = lang === 'en-US';
  test(`eduadmin imports the cohort and course samples (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signIn(page, 'eduadmin');

    await page.goto('/admin/teaching/cohorts');
    await expect(page.getByTestId('cohort-row').first()).toBeVisible();
    await page.getByTestId('cohorts-import').click();
    await page.locator('.ant-modal input[type=file]').setInputFiles(sample('cohorts.xlsx'));
    await expect(page.getByTestId('catalogue-import-preview')).toBeVisible();
    await expect(page.getByTestId('catalogue-import-summary')).toContainText(en ? '13 rows' : '共 13 行');
    await expect(page.getByTestId('catalogue-import-confirm')).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `cohort import preview ${lang}`);
    await page.getByTestId('catalogue-import-confirm').click();
    await expect(page.locator('.ant-message')).toContainText(en ? 'Imported:' : '已导入');
    await page.getByTestId('cohorts-search').locator('input').fill('EMBA2025-SH1');
    await page.getByTestId('cohorts-search').locator('input').press('Enter');
    await expect(page.getByTestId('cohort-row')).toHaveCount(1);
    await expect(page.getByTestId('cohort-row')).toContainText('EMBA 2025 Shanghai, Class 1');

    await page.goto('/admin/teaching/courses');
    await expect(page.getByTestId('course-row').first()).toBeVisible();
    await page.getByTestId('courses-import').click();
    await page.locator('.ant-modal input[type=file]').setInputFiles(sample('courses.xlsx'));
    await expect(page.getByTestId('catalogue-import-summary')).toContainText(en ? '14 rows' : '共 14 行');
    await expect(page.getByTestId('catalogue-import-summary')).toContainText(en ? '0 with problems' : '有问题 0');
    await page.getByTestId('catalogue-import-confirm').click();
    await expect(page.locator('.ant-message')).toContainText(en ? 'Imported:' : '已导入');
    await page.getByTestId('courses-search').locator('input').fill('Entrepreneurship and Innovation');
    await page.getByTestId('courses-search').locator('input').press('Enter');
    await expect(page.getByTestId('course-row')).toHaveCount(1);
    const row = page.getByTestId('course-row');
    await expect(row).toContainText('Entrepreneurship and Innovation');
    await expect(row).toContainText(en ? 'English' : '英文');
    await expect(row).toContainText(en ? '12 Elective' : '12 选修');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `course catalogue ${lang}`);
  });
}

test('a bad row is named in the preview and blocks the confirm', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await signIn(page, 'eduadmin');
  await page.goto('/admin/teaching/courses');
  await page.getByTestId('courses-import').click();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Courses');
  sheet.addRow(['课程编号 Course number', '课程名称 Name (Chinese)', '英文名称 Name (English)', '学分 Credit', '课程类型代码 Course type code', '项目 Programmes', '授课语言 Language']);
  sheet.addRow(['E2E001', '测试', 'Test', 2, 99, 'MBA', '']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  await page.locator('.ant-modal input[type=file]').setInputFiles({ name: 'courses.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await expect(page.getByTestId('import-problem-row')).toContainText('The course type code "99" does not exist');
  await expect(page.getByTestId('catalogue-import-confirm')).toBeDisabled();
});

/** The bidding console fills a plan course from the catalogue: a course offered to the plan's programme. */
test('courseadmin fills a plan course from the catalogue (en-US)', async ({ page }) => {
  await useLanguage(page, 'en-US');
  const token = await signIn(page, 'courseadmin');
  const plans = (await (await page.request.get('/api/admin/bidding/plans?pageType=mba&pageSize=1', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { data: { id: number }[] } };
  await page.goto(`/admin/bidding/plans/${plans.data.data[0]!.id}/courses`);
  await page.getByTestId('admin-course-new').click();
  const picker = page.getByTestId('course-form-catalogue');
  await picker.click();
  await picker.locator('input').fill('MBA5003');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'MBA5003' }).first().click();
  await expect(page.getByTestId('course-form-number')).toHaveValue('MBA5003');
  await expect(page.getByTestId('course-form-name-en')).not.toHaveValue('');
  await expect(page.getByTestId('course-form-name-cn')).not.toHaveValue('');
});
