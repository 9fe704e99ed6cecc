import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { chooseDay } from '../shared/date-picker.ts';
import { pickOption } from '../shared/select.ts';
import { signIn } from '../shell/support.ts';

/**
 * teacher01 keeps the attendance of the MBA class MBA5003 (this term): records a student in the
 * dialog, imports a roster sheet made here (bad rows shown with their problems, the others saved)
 * and reads the rates, in both languages; axe on the two pages and the dialogs. Records go on the
 * class's own days (its Tuesdays), which the dialog's picker alone offers.
 */

interface Student { studentNumber: string; name: string; enName: string }

/** Today at the school (Beijing, UTC+8). */
const schoolToday = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The class's days without demo records: the seed records its last five days before the seed day (today). */
async function freeDays(request: APIRequestContext, token: string, startClassId: number): Promise<string[]> {
  const res = await request.get(`/api/GSMStartClassAttendance/Days?startClassId=${startClassId}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { statusCode: number; data: { days: string[] } };
  expect(body.statusCode).toBe(200);
  const today = schoolToday();
  const busy = new Set(body.data.days.filter((d) => d < today).slice(-5));
  return body.data.days.filter((d) => !busy.has(d));
}

async function post<T>(request: APIRequestContext, token: string, url: string, data: object): Promise<T> {
  const res = await request.post(url, { headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await res.json()) as { statusCode: number; data: T };
  expect(body.statusCode, url).toBe(200);
  return body.data;
}

async function mbaClass(request: APIRequestContext, token: string) {
  const list = await post<{ data: { id: number; pageType: string; courseNumber: string }[] }>(request, token, '/api/GsmBishopManagement/Search', { pageNo: 0, pageSize: 999 });
  const cls = list.data.find((c) => c.courseNumber === 'MBA5003')!;
  const students = await post<{ data: Student[] }>(request, token, '/api/GsmBishopManagement/SearchQueryText', { pageNo: 0, pageSize: 30, startClassId: cls.id, queryText: '' });
  return { cls, students: students.data };
}

async function rosterSheet(rows: [string, string, string, string][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Attendance');
  sheet.addRow(['学号 Student number', '姓名 Name', '日期 Date (YYYY-MM-DD)', '状态 Status', '备注 Remark']);
  for (const [number, date, status, remark] of rows) sheet.addRow([number, '', date, status, remark]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const useLanguage = (page: Page, lang: string) => page.addInitScript((l) => window.localStorage.setItem('portal.language', l), lang);

for (const [lang, base] of [['zh-CN', { dialog: 0, sheet: [1, 2] }], ['en-US', { dialog: 3, sheet: [4, 5] }]] as const) {
  test(`teacher01 records, imports and reads the rates (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const en = lang === 'en-US';
    // A retry (or --repeat-each) writes on later class days: a record for the same day and student is
    // refused as a duplicate, so the first try's rows must not stand in the second's way.
    const shift = 6 * (test.info().retry + test.info().repeatEachIndex);
    const offsets = { dialog: base.dialog + shift, sheet: [base.sheet[0] + shift, base.sheet[1] + shift] as const };
    const token = await signIn(page, 'teacher01');
    const { cls, students } = await mbaClass(page.request, token);
    const [first, second, third] = [students[2]!, students[3]!, students[4]!];
    const free = await freeDays(page.request, token, cls.id);
    const day = (i: number) => free[i]!;

    await page.goto('/education/assistant/index');
    const row = page.getByTestId('attendance-course-row').filter({ hasText: 'MBA5003' });
    await expect(row).toBeVisible();
    await expectNoSeriousViolations(page, 'course list');
    await row.getByTestId('attendance-course-link').click();
    await expect(page).toHaveURL(new RegExp(`/education/assistant/attendance/mba/${cls.id}`));
    await expect(page.getByTestId('attendance-header')).toContainText('MBA5003');
    await expect(page.getByTestId('attendance-row').first()).toBeVisible();
    await expect(page.getByTestId('rate-below').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'class page');

    // One record through the dialog: the student search offers the class's students, the name follows.
    await page.getByTestId('attendance-add').click();
    const dialog = page.getByRole('dialog');
    // The day is picked on the calendar: typed keys raced the picker's own edits of the field on a
    // loaded machine ('2026-11-041-19').
    await chooseDay(page, dialog.getByTestId('attendance-date'), day(offsets.dialog));
    // The calendar panel can stay open over the status field on a loaded machine: a click on the
    // dialog's title closes it (Escape would close the dialog too).
    if (await page.locator('.ant-picker-dropdown:visible').count() > 0) await dialog.locator('.ant-modal-title').click();
    await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    const status = en ? 'Absent' : '旷课';
    await pickOption(page, dialog.getByTestId('attendance-status'), new RegExp(`^${status}$`));
    await dialog.getByTestId('attendance-student').click();
    await page.keyboard.type(first.studentNumber);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: first.studentNumber }).click();
    await expect(dialog.getByTestId('attendance-name')).toHaveValue(en ? first.enName : first.name);
    // Read once the student list has closed: while it slides away its listbox is half there.
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'attendance dialog');
    await dialog.getByRole('button', { name: en ? 'Save' : '保 存' }).or(dialog.getByRole('button', { name: '保存' })).click();
    await expect(dialog).toBeHidden();
    // The list is paged newest first; a search for the student keeps the new row on the first page.
    const searchFor = async (text: string) => {
      const box = page.getByTestId('attendance-search').locator('input');
      await box.fill(text);
      await box.press('Enter');
    };
    await searchFor(first.studentNumber);
    await expect(page.getByTestId('attendance-row').filter({ hasText: day(offsets.dialog) }).filter({ hasText: first.studentNumber })).toBeVisible();

    // A roster sheet: two good rows, one with an unknown status and one on a day the class does not meet.
    await page.getByTestId('attendance-import').click();
    const noClass = nextDay(day(offsets.sheet[1]));
    const bytes = await rosterSheet([
      [second.studentNumber, day(offsets.sheet[0]), 'Present', ''],
      [third.studentNumber, day(offsets.sheet[0]), en ? 'Late' : '迟到', ''],
      [second.studentNumber, day(offsets.sheet[1]), 'Sleeping', ''],
      [third.studentNumber, noClass, 'Present', ''],
    ]);
    await page.getByTestId('import-file').setInputFiles({ name: 'attendance.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
    await expect(page.getByTestId('import-preview')).toBeVisible();
    await expect(page.getByTestId('import-row-problem')).toHaveCount(2);
    await expect(page.getByTestId('import-row-problem').filter({ hasText: en ? 'The attendance status "Sleeping" does not exist' : '考勤状态“Sleeping”不存在' })).toBeVisible();
    await expect(page.getByTestId('import-row-problem').filter({ hasText: en ? `The class does not meet on ${noClass}` : `本班 ${noClass} 没有课` })).toBeVisible();
    await expectNoSeriousViolations(page, 'import preview');
    await page.getByTestId('import-confirm').click();
    await expect(page.getByText(en ? '2 records saved, 0 rows skipped' : '已保存 2 条记录，跳过 0 行')).toBeVisible();
    await searchFor(third.studentNumber);
    await expect(page.getByTestId('attendance-row').filter({ hasText: third.studentNumber }).filter({ hasText: day(offsets.sheet[0]) })).toBeVisible();

    // The rates follow the threshold set on the page.
    await page.getByTestId('attendance-threshold').fill('100');
    await page.getByTestId('attendance-threshold').press('Tab');
    await expect(page).toHaveURL(/threshold=100/);
    await expect(page.getByTestId('attendance-below')).toContainText(en ? 'below 100%' : '低于 100%');
  });
}
