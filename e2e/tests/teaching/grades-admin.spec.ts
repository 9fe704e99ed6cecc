import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { chineseOutsideZh, expectNoSeriousViolations } from '../shared/axe-support.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

interface Envelope<T> { statusCode: number; data: T }
interface GradeRow { studentNumber: string; schoolYear: number; term: number; classRank: number | null }

/**
 * eduadmin imports grades the way staff do: the template from the page's API, filled in with one
 * correction of a seeded row and one row for a student who does not exist; the preview names the
 * bad row in the reader's language and the confirmation saves the good one.
 */
for (const lang of ['zh-CN', 'en-US'] as const) {
  const en = lang === 'en-US';
  test(`eduadmin previews and imports grades (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const token = await signIn(page, 'eduadmin');
    const headers = { Authorization: `Bearer ${token}` };
    await page.goto('/education/achievement/admin');
    await expect(page.getByTestId('grade-admin-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `grade management ${lang}`);
    if (en) expect(await chineseOutsideZh(page)).toEqual([]);

    const list = (await (await page.request.post('/api/admin/teaching/grades', { headers, data: { pageNo: 0, pageSize: 1, studentType: 'undergraduate' } })).json()) as Envelope<{ data: GradeRow[] }>;
    const seeded = list.data.data[0]!;
    const template = (await (await page.request.get('/api/admin/teaching/grades/template', { headers })).json()) as Envelope<{ fileUrl: string }>;
    const templateBook = new ExcelJS.Workbook();
    await templateBook.xlsx.load(await (await page.request.get(template.data.fileUrl)).body() as unknown as ArrayBuffer);
    // The template's header row, then our rows in place of its samples.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Grades');
    // row.values is one-based: its first slot is empty.
    sheet.addRow((templateBook.worksheets[0]!.getRow(1).values as ExcelJS.CellValue[]).slice(1));
    sheet.addRow([seeded.studentNumber, '', seeded.schoolYear, seeded.term, 1, 2, 3.9, 3.95]);
    sheet.addRow(['NOBODY-1', '', seeded.schoolYear, seeded.term, 1, 1, 3, 3]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());

    await page.getByTestId('grades-import').click();
    await page.locator('.ant-modal input[type=file]').setInputFiles({ name: 'grades.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
    await expect(page.getByTestId('grades-import-preview')).toBeVisible();
    await expect(page.getByTestId('import-problem-row')).toHaveCount(1);
    await expect(page.getByTestId('import-problem-row')).toContainText(en ? 'No student has the student number NOBODY-1' : '学号为 NOBODY-1 的学生不存在');
    await expect(page.getByTestId('grades-import-confirm')).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `grade import preview ${lang}`);
    await page.getByTestId('grades-import-confirm').click();
    await expect(page.locator('.ant-message')).toContainText(en ? '0 new, 1 updated' : '新增 0 行，更新 1 行');
  });
}
