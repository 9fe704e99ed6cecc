import type { MealReservation } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { mealMenus } from './meals.tables.ts';
import { makeMealStudent, mealsKit } from './meals-test-kit.ts';

/**
 * Saves at the same moment. Only PostgreSQL runs them side by side (PGlite has one connection), so
 * that is where these bite: the unique index keeps one booking per student and date, and the menu
 * table's lock keeps two menus from taking the same days.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  await makeMealStudent(t, 'mealrace');
  for (const u of ['mealrace', 'canteen01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = mealsKit(() => t, tokens);

describe('concurrent meal writes', () => {
  it('twenty saves of the same date at once leave one booking, the others refused with 1403', async () => {
    await k.setCutoff(1440);
    const day = await k.day(3);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      k.save('mealrace', { reserveDate: day, isReserveLunch: i % 2 === 0, isReservedinner: true })));
    const codes = answers.map((a) => a.json() as { statusCode: number; message: string; data: MealReservation | null });
    expect(codes.filter((c) => c.statusCode === 200)).toHaveLength(1);
    expect(codes.filter((c) => c.statusCode === 700 && c.message === '1403')).toHaveLength(19);
    const rows = await k.rowsOfStudent('mealrace');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(codes.find((c) => c.statusCode === 200)!.data!.id);
  });

  it('two menus for the same days published at once: one is saved', async () => {
    const body = { fileName: '<p>同时发布</p>', startDate: await k.day(30), endDate: await k.day(33), cutoffTime: '17:00' };
    const before = await t.db.$count(mealMenus);
    const answers = await Promise.all(Array.from({ length: 6 }, () => k.call('canteen01', 'POST', '/api/meals-admin/menus', body)));
    expect(answers.filter((a) => a.json().statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().message === '1408')).toHaveLength(5);
    expect(await t.db.$count(mealMenus)).toBe(before + 1);
  });
});
