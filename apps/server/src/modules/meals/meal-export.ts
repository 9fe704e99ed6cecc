import ExcelJS from 'exceljs';
import { addTableSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import type { MealCounts } from '@portal/contracts';

const weekdays = ['日 Sun', '一 Mon', '二 Tue', '三 Wed', '四 Thu', '五 Fri', '六 Sat'];

/**
 * The kitchen's sheet: one row per day with the lunches and dinners booked, then the totals.
 * Headers in both languages, as the other exports of the portal; numbers stay numbers.
 */
export async function countsWorkbook(counts: MealCounts, from: string, to: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = addTableSheet(book, '订餐统计 Meal counts', [
    { header: '日期 Date', key: 'date', width: 14 },
    { header: '星期 Weekday', key: 'weekday', width: 12 },
    { header: '午餐 Lunch', key: 'lunch', width: 12 },
    { header: '晚餐 Dinner', key: 'dinner', width: 12 },
  ], counts.days.map((d) => ({ date: d.date, weekday: weekdays[new Date(`${d.date}T00:00:00Z`).getUTCDay()], lunch: d.lunch, dinner: d.dinner })));
  sheet.addRow({ date: '合计 Total', weekday: `${from} ~ ${to}`, lunch: counts.totalLunch, dinner: counts.totalDinner }).font = { bold: true };
  return workbookBuffer(book);
}
