import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../platform/auth/users.seed.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
import type { TestApp } from '../../test/harness.ts';
import { mealMenus, mealReservations } from './meals.tables.ts';

/** Shared steps of the meal integration tests: dates by the database clock, the demo menu, saves. */
export function mealsKit(t: () => TestApp, tokens: Record<string, string>) {
  const kit = apiKit(t, tokens);
  /** The school date `n` days from today, by the database clock (the one the rules read). */
  const day = async (n: number) =>
    rowsOf<{ d: string }>(await t().db.execute(sql`select to_char((now() at time zone 'Asia/Shanghai')::date + ${n}::int, 'YYYY-MM-DD') as d`))[0]!.d;
  /** The demo menu covering today (seeded from today to seven days ahead). */
  const currentMenu = async () => {
    const today = await day(0);
    const [m] = await t().db.select().from(mealMenus).where(and(sql`${mealMenus.startDate} <= ${today}::date`, sql`${mealMenus.endDate} >= ${today}::date`));
    return m!;
  };
  /** Sets the cut-off of the current menu: 0 closes tomorrow all day today, 1440 keeps it open until midnight. */
  const setCutoff = async (minutes: number) => {
    await t().db.update(mealMenus).set({ cutoffMinutes: minutes }).where(eq(mealMenus.id, (await currentMenu()).id));
  };
  const save = (who: string, body: Record<string, unknown>, lang?: string) => kit.call(who, 'POST', '/api/GSMRestaurantStudentReserve/Save', body, lang);
  const rowsOfStudent = async (username: string) =>
    t().db.select().from(mealReservations).where(eq(mealReservations.studentId, await kit.userId(username))).orderBy(mealReservations.reserveDate);
  return { ...kit, day, currentMenu, setCutoff, save, rowsOfStudent };
}

/** A fresh student with no bookings (mba, on campus unless told). */
export async function makeMealStudent(t: TestApp, username: string, opts: { offCampus?: boolean } = {}): Promise<number> {
  const [u] = await t.db.insert(users).values({
    username, name: `订餐学生 ${username}`, enName: `Meal Student ${username}`, email: `${username}@example.edu.cn`, passwordHash: await hashPassword(DEMO_PASSWORD),
    studentNumber: `M${username}`, pageType: 'mba', studentTypeId: 3, studyEntranceYear: 2025, isOutBishop: opts.offCampus ?? false,
  }).returning({ id: users.id });
  await t.db.insert(userRoles).values({ userId: u!.id, role: 'student' });
  return u!.id;
}
