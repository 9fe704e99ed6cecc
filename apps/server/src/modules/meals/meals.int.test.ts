import type { MealMenu, MealReservation, Page } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { makeMealStudent, mealsKit } from './meals-test-kit.ts';
import { mealReservations } from './meals.tables.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['meala', 'mealb', 'mealc']) await makeMealStudent(t, u);
  await makeMealStudent(t, 'mealout', { offCampus: true });
  for (const u of ['meala', 'mealb', 'mealc', 'mealout', 'mba01', 'canteen01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = mealsKit(() => t, tokens);
const body = (reserveDate: string, lunch = true, dinner = false, id?: number) => ({ id, reserveDate, isReserveLunch: lunch, isReservedinner: dinner });
// Most tests want tomorrow open whatever the hour: midnight at the end of today.
beforeEach(async () => { await k.setCutoff(1440); });

describe('the menu (BOOK-C08)', () => {
  it('answers the menu covering today with the dates a student may still book', async () => {
    const menu = await k.okData<MealMenu>(k.call('meala', 'GET', '/api/GSMRestaurantStudentMenu'));
    expect(menu).toMatchObject({ startDate: await k.day(0), endDate: await k.day(7), bookableTo: await k.day(7), cutoffTime: '24:00' });
    expect(menu.fileName).toContain('<table>');
    // Today closed at yesterday's cut-off; tomorrow's cut-off (midnight tonight) is ahead.
    expect(menu.bookableFrom).toBe(await k.day(1));
    await k.setCutoff(0);
    expect((await k.okData<MealMenu>(k.call('meala', 'GET', '/api/GSMRestaurantStudentMenu'))).bookableFrom).toBe(await k.day(2));
  });
});

describe('booking a date (BOOK-C10)', () => {
  it('books lunch and dinner for a day, once', async () => {
    const tomorrow = await k.day(1);
    const saved = await k.okData<MealReservation>(k.save('meala', { ...body(tomorrow, true, true), menuId: null }));
    expect(saved).toMatchObject({ reserveDate: tomorrow, isReserveLunch: true, isReservedinner: true, editable: true, menuId: (await k.currentMenu()).id });
    const again = await k.refused(k.save('meala', body(tomorrow, false, true), 'en-US'), '1403');
    expect(again.messageEn).toBe(`You already have a booking for ${tomorrow}; edit that one`);
    expect((await k.rowsOfStudent('meala')).map((r) => [r.reserveDate, r.lunch, r.dinner])).toEqual([[tomorrow, true, true]]);
  });

  it('takes the form values 1 and 0 as booleans and refuses a missing meal', async () => {
    const day = await k.day(3);
    expect(await k.okData<MealReservation>(k.save('mealb', { reserveDate: day, isReserveLunch: 0, isReservedinner: 1 }))).toMatchObject({ isReserveLunch: false, isReservedinner: true });
    const res = await k.save('mealb', { reserveDate: await k.day(4), isReserveLunch: true });
    expect(res.json().statusCode).not.toBe(200);
    expect((await k.rowsOfStudent('mealb')).map((r) => r.reserveDate)).toEqual([day]);
  });

  it('keeps dates inside the menu: from today to its end date, not the day after (Q-38)', async () => {
    const end = await k.day(7);
    await k.okData(k.save('mealc', body(end)));
    const after = await k.refused(k.save('mealc', body(await k.day(8))), '1401');
    expect(after.message).toBe('1401');
    expect(after.messageEn).toBe(`Meals can only be booked from ${await k.day(0)} to ${end}`);
    await k.refused(k.save('mealc', body(await k.day(-1))), '1401');
    await k.refused(k.save('mealc', body(await k.day(40))), '1401');
    expect((await k.rowsOfStudent('mealc')).map((r) => r.reserveDate)).toEqual([end]);
  });

  it('closes a day at the cut-off on the day before, by the database clock', async () => {
    await k.setCutoff(0);
    const tomorrow = await k.day(1);
    const refused = await k.refused(k.save('mealc', body(tomorrow), 'en-US'), '1402');
    expect(refused.messageEn).toBe(`Bookings for ${tomorrow} closed at ${await k.day(0)} 00:00`);
    // Today is closed whatever the cut-off: its cut-off was yesterday.
    await k.setCutoff(1440);
    await k.refused(k.save('mealc', body(await k.day(0))), '1402');
    // The day after tomorrow closes at tomorrow's cut-off, still ahead.
    await k.setCutoff(0);
    await k.okData(k.save('mealc', body(await k.day(2))));
    expect((await k.rowsOfStudent('mealc')).map((r) => r.reserveDate)).toEqual([await k.day(2), await k.day(7)]);
  });

  it('refuses off-campus students', async () => {
    const res = await k.refused(k.save('mealout', body(await k.day(2))), '1405');
    expect(res.messageEn).toBe('Meal booking is for students living on campus');
    expect(await k.rowsOfStudent('mealout')).toEqual([]);
  });
});

describe('changing a booking (edit window)', () => {
  it('changes the meals while the day is open, never the date', async () => {
    const day = await k.day(5);
    const made = await k.okData<MealReservation>(k.save('mealb', body(day, true, false)));
    expect(await k.okData<MealReservation>(k.save('mealb', body(day, false, true, made.id)))).toMatchObject({ id: made.id, isReserveLunch: false, isReservedinner: true });
    await k.refused(k.save('mealb', body(await k.day(6), true, true, made.id)), '1404');
    const [row] = await t.db.select().from(mealReservations).where(eq(mealReservations.id, made.id));
    expect(row).toMatchObject({ reserveDate: day, lunch: false, dinner: true });
  });

  it('refuses a change after the cut-off and changes nothing', async () => {
    const tomorrow = await k.day(1);
    const made = await k.okData<MealReservation>(k.save('mealb', body(tomorrow, true, true)));
    await k.setCutoff(0);
    await k.refused(k.save('mealb', body(tomorrow, false, false, made.id)), '1402');
    const [row] = await t.db.select().from(mealReservations).where(eq(mealReservations.id, made.id));
    expect(row).toMatchObject({ lunch: true, dinner: true });
    const list = await k.okData<Page<MealReservation>>(k.call('mealb', 'GET', '/api/GSMRestaurantStudentReserve?pageNo=0'));
    expect(list.data.find((r) => r.id === made.id)?.editable).toBe(false);
  });

  it("answers 403 for another student's booking and leaves it as it was", async () => {
    const tomorrow = await k.day(1);
    const [mine] = (await k.rowsOfStudent('mba01')).filter((r) => r.reserveDate === tomorrow);
    expect(mine).toBeDefined();
    await k.forbidden(k.save('meala', body(mine!.reserveDate, false, false, mine!.id)));
    const [row] = await t.db.select().from(mealReservations).where(eq(mealReservations.id, mine!.id));
    expect(row).toMatchObject({ lunch: mine!.lunch, dinner: mine!.dinner, studentId: mine!.studentId });
  });
});

describe('the lists (BOOK-C09, C11)', () => {
  it('lists from today on in the current list and the days before in history, 30 a page', async () => {
    const current = await k.okData<Page<MealReservation>>(k.call('mba01', 'GET', '/api/GSMRestaurantStudentReserve?pageNo=0'));
    expect(current.data.map((r) => r.reserveDate)).toEqual([await k.day(0), await k.day(1), await k.day(2)]);
    expect(current.data[0]!.editable).toBe(false);
    const history = await k.okData<Page<MealReservation>>(k.call('mba01', 'POST', '/api/GSMRestaurantStudentReserve/GetPageList', { pageNo: 0, conModels: [] }));
    expect(history.data.map((r) => r.reserveDate)).toEqual([await k.day(-1), await k.day(-3), await k.day(-5), await k.day(-7)]);
    expect(history.data.every((r) => !r.editable)).toBe(true);
  });

  it('filters history by lunch and dinner and sorts it by date', async () => {
    const list = (conModels: unknown[], extra: Record<string, unknown> = {}) =>
      k.okData<Page<MealReservation>>(k.call('mba01', 'POST', '/api/GSMRestaurantStudentReserve/GetPageList', { pageNo: 0, conModels, ...extra }));
    const noLunch = await list([{ fieldName: 'isReserveLunch', fieldValue: 'false', conditionalType: 0 }]);
    expect(noLunch.data.map((r) => r.reserveDate)).toEqual([await k.day(-3)]);
    const dinner = await list([{ fieldName: 'isReservedinner', fieldValue: 'true', conditionalType: 0 }], { orderBy: 'reserveDate', sort: 'asc' });
    expect(dinner.data.map((r) => r.reserveDate)).toEqual([await k.day(-7), await k.day(-3), await k.day(-1)]);
    expect(dinner.total).toBe(3);
    await k.refused(k.call('mba01', 'POST', '/api/GSMRestaurantStudentReserve/GetPageList', { pageNo: 0, conModels: [{ fieldName: 'studentId', fieldValue: '1', conditionalType: 0 }] }), '90004');
  });

  it('shows each student only their own bookings', async () => {
    const list = await k.okData<Page<MealReservation>>(k.call('meala', 'GET', '/api/GSMRestaurantStudentReserve?pageNo=0'));
    const mine = (await k.rowsOfStudent('meala')).map((r) => r.id);
    expect(list.data.map((r) => r.id).sort()).toEqual(mine.sort());
  });
});

describe('who may call', () => {
  it('keeps the canteen console from students and the student calls from the canteen', async () => {
    await k.forbidden(k.call('mba01', 'GET', '/api/meals-admin/options'));
    await k.forbidden(k.call('mba01', 'POST', '/api/meals-admin/menus/list', { pageNo: 0 }));
    await k.forbidden(k.call('mba01', 'POST', '/api/meals-admin/menus', { fileName: '<p>x</p>', startDate: await k.day(20), endDate: await k.day(21), cutoffTime: '17:00' }));
    await k.forbidden(k.call('mba01', 'GET', `/api/meals-admin/counts?from=${await k.day(0)}&to=${await k.day(7)}`));
    await k.forbidden(k.call('mba01', 'POST', '/api/meals-admin/counts/export', { from: await k.day(0), to: await k.day(7) }));
    await k.forbidden(k.call('canteen01', 'POST', '/api/GSMRestaurantStudentReserve/Save', body(await k.day(2))));
  });
});
