import ExcelJS from 'exceljs';
import type { MealCounts, MealMenu, MealMenuAdminRow, Page } from '@portal/contracts';
import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetCellText } from '../../platform/files/sheet-cells.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { makeMealStudent, mealsKit } from './meals-test-kit.ts';
import { mealMenus, mealReservations } from './meals.tables.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  await makeMealStudent(t, 'mealsv');
  for (const u of ['canteen01', 'mba01', 'mealsv']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = mealsKit(() => t, tokens);
const menu = async (from: number, to: number, extra: Record<string, unknown> = {}) =>
  ({ fileName: '<p>午餐：面条</p>', startDate: await k.day(from), endDate: await k.day(to), cutoffTime: '17:00', ...extra });

describe('publishing menus', () => {
  it('publishes a menu with its text sanitised', async () => {
    const { id } = await k.okData<{ id: number }>(k.call('canteen01', 'POST', '/api/meals-admin/menus',
      await menu(20, 26, { fileName: '<p onclick="x()">周三：饺子<script>alert(1)</script></p><img src="javascript:alert(1)">' })));
    const [row] = await t.db.select().from(mealMenus).where(eq(mealMenus.id, id));
    // The image with a script: source goes with its source (only our own images are kept).
    expect(row!.content).toBe('<p>周三：饺子</p>');
    expect(row!.cutoffMinutes).toBe(17 * 60);
    const list = await k.okData<Page<MealMenuAdminRow>>(k.call('canteen01', 'POST', '/api/meals-admin/menus/list', { pageNo: 0, conModels: [] }));
    expect(list.data[0]).toMatchObject({ id, startDate: await k.day(20), cutoffTime: '17:00', reservations: 0 });
  });

  it('refuses overlapping dates and an end before the start, and saves nothing', async () => {
    const before = await t.db.$count(mealMenus);
    const clash = await k.refused(k.call('canteen01', 'POST', '/api/meals-admin/menus', await menu(5, 9), 'en-US'), '1408');
    expect(clash.messageEn).toBe(`The dates overlap the menu of ${await k.day(0)} to ${await k.day(7)}`);
    await k.refused(k.call('canteen01', 'POST', '/api/meals-admin/menus', await menu(40, 39)), '1407');
    expect(await t.db.$count(mealMenus)).toBe(before);
  });

  it('keeps a menu with bookings: no deletion, no range that drops a booked day', async () => {
    const current = await k.currentMenu();
    await k.refused(k.call('canteen01', 'DELETE', `/api/meals-admin/menus/${current.id}`), '1409');
    const shrink = await k.refused(k.call('canteen01', 'PUT', `/api/meals-admin/menus/${current.id}`, await menu(0, 1)), '1412');
    expect(shrink.message).toBe('1412');
    const [row] = await t.db.select().from(mealMenus).where(eq(mealMenus.id, current.id));
    expect(row!.endDate).toBe(await k.day(7));
    await k.okData(k.call('canteen01', 'PUT', `/api/meals-admin/menus/${current.id}`, await menu(0, 8, { cutoffTime: '24:00', surveyID: current.surveyId })));
    expect((await k.currentMenu()).endDate).toBe(await k.day(8));
  });

  it('deletes a menu nobody booked from', async () => {
    const { id } = await k.okData<{ id: number }>(k.call('canteen01', 'POST', '/api/meals-admin/menus', await menu(60, 61)));
    await k.okData(k.call('canteen01', 'DELETE', `/api/meals-admin/menus/${id}`));
    expect(await t.db.$count(mealMenus, eq(mealMenus.id, id))).toBe(0);
  });
});

describe('the meal survey', () => {
  it('asks a student who books a meal to answer the menu survey on the meal survey page', async () => {
    await t.db.update(mealMenus).set({ cutoffMinutes: 1440 }).where(eq(mealMenus.id, (await k.currentMenu()).id));
    const before = await k.okData<MealMenu>(k.call('mealsv', 'GET', '/api/GSMRestaurantStudentMenu'));
    expect(before.surveyID).not.toBeNull();
    expect(before.surveyOpen).toBe(false);
    await k.okData(k.save('mealsv', { reserveDate: await k.day(2), isReserveLunch: true, isReservedinner: false }));
    const after = await k.okData<MealMenu>(k.call('mealsv', 'GET', '/api/GSMRestaurantStudentMenu'));
    expect(after.surveyOpen).toBe(true);
    // The engine's answering call takes the assignment as businessValue with businessType Meal.
    const survey = await k.call('mealsv', 'GET', `/api/FacultySurvey/GetSurveyByID/${after.surveyID}?businessType=Meal&businessValue=${after.surveyAssignmentId}`);
    expect(survey.json().statusCode, survey.body).toBe(200);
  });
});

describe('daily counts', () => {
  const fromDb = async (from: string, to: string) => {
    const rows = await t.db.select().from(mealReservations).where(and(gte(mealReservations.reserveDate, from), lte(mealReservations.reserveDate, to)));
    const by = new Map<string, { lunch: number; dinner: number }>();
    for (const r of rows) {
      const c = by.get(r.reserveDate) ?? { lunch: 0, dinner: 0 };
      by.set(r.reserveDate, { lunch: c.lunch + (r.lunch ? 1 : 0), dinner: c.dinner + (r.dinner ? 1 : 0) });
    }
    return by;
  };

  it('counts lunches and dinners per day, every day listed', async () => {
    const [from, to] = [await k.day(-8), await k.day(8)];
    const counts = await k.okData<MealCounts>(k.call('canteen01', 'GET', `/api/meals-admin/counts?from=${from}&to=${to}`));
    expect(counts.days).toHaveLength(17);
    const expected = await fromDb(from, to);
    for (const d of counts.days) expect([d.date, d.lunch, d.dinner]).toEqual([d.date, expected.get(d.date)?.lunch ?? 0, expected.get(d.date)?.dinner ?? 0]);
    expect(counts.totalLunch).toBe([...expected.values()].reduce((n, c) => n + c.lunch, 0));
    expect(counts.totalLunch).toBeGreaterThan(3);
    await k.refused(k.call('canteen01', 'GET', `/api/meals-admin/counts?from=${to}&to=${from}`), '1407');
    await k.refused(k.call('canteen01', 'GET', `/api/meals-admin/counts?from=${from}&to=${await k.day(400)}`), '1411');
  });

  it('exports the same figures as xlsx behind a signed link', async () => {
    const [from, to] = [await k.day(-8), await k.day(8)];
    const file = await k.okData<{ fileName: string; fileUrl: string }>(k.call('canteen01', 'POST', '/api/meals-admin/counts/export', { from, to }));
    expect(file.fileName).toBe(`meal-counts-${from}-${to}.xlsx`);
    const res = await t.app.inject({ method: 'GET', url: file.fileUrl });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '日期 Date', '星期 Weekday', '午餐 Lunch', '晚餐 Dinner']);
    const expected = await fromDb(from, to);
    const days: [string, number, number][] = [];
    sheet.eachRow((row, n) => { if (n > 1) days.push([sheetCellText(row.getCell(1).value), Number(row.getCell(3).value), Number(row.getCell(4).value)]); });
    const total = days.pop()!;
    expect(days).toHaveLength(17);
    for (const [date, lunch, dinner] of days) expect([date, lunch, dinner]).toEqual([date, expected.get(date)?.lunch ?? 0, expected.get(date)?.dinner ?? 0]);
    expect(total).toEqual(['合计 Total', [...expected.values()].reduce((n, c) => n + c.lunch, 0), [...expected.values()].reduce((n, c) => n + c.dinner, 0)]);
  });
});
