import { and, count, desc, eq, gte, lte, max, min, ne, sql } from 'drizzle-orm';
import type { PageQuery } from '@portal/contracts';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import { offsetOf, textSearch } from '../../platform/http/paging.ts';
import { schoolTodaySql } from '../../platform/time/db-clock.ts';
import { mealMenus, mealReservations } from './meals.tables.ts';

/** Queries of the canteen's console: menus and the daily counts. */

export type MenuValues = { content: string; startDate: string; endDate: string; cutoffMinutes: number; surveyId: number | null };

/**
 * Menu writes take the table's lock, so two menus saved at once cannot both pass the overlap check
 * (reads go on; reservations only read menus).
 */
export async function lockMenus(tx: Queryable): Promise<void> {
  await tx.execute(sql`lock table ${mealMenus} in share row exclusive mode`);
}

export async function overlappingMenu(tx: Queryable, startDate: string, endDate: string, exceptId: number | null) {
  const [row] = await tx.select({ startDate: mealMenus.startDate, endDate: mealMenus.endDate }).from(mealMenus)
    .where(and(lte(mealMenus.startDate, endDate), gte(mealMenus.endDate, startDate), exceptId === null ? undefined : ne(mealMenus.id, exceptId))).limit(1);
  return row;
}

/** The first and last dates booked on a menu (null when nobody booked). */
export async function bookedRange(tx: Queryable, menuId: number) {
  const [row] = await tx.select({ first: min(mealReservations.reserveDate), last: max(mealReservations.reserveDate), n: count() })
    .from(mealReservations).where(eq(mealReservations.menuId, menuId));
  return row!;
}

export async function menuById(tx: Queryable, id: number) {
  const [row] = await tx.select().from(mealMenus).where(eq(mealMenus.id, id));
  return row;
}

export async function insertMenu(tx: Queryable, v: MenuValues & { createdBy: number }) {
  const [row] = await tx.insert(mealMenus).values(v).returning({ id: mealMenus.id });
  return row!.id;
}

export async function updateMenu(tx: Queryable, id: number, v: Partial<MenuValues> & { surveyAssignmentId?: number | null }) {
  await tx.update(mealMenus).set({ ...v, updatedAt: sql`now()` }).where(eq(mealMenus.id, id));
}

export async function deleteMenu(tx: Queryable, id: number) {
  await tx.delete(mealMenus).where(eq(mealMenus.id, id));
}

// Written out with the table names: inside a subquery a bare column name would bind to the inner table.
const reservationsOfMenu = sql<number>`(select count(*)::int from meal_reservations r where r.menu_id = meal_menus.id)`;

/** The menus, latest first; the text search looks into the menu's text. */
export async function menuPage(db: Queryable, q: PageQuery) {
  const where = textSearch(q.queryText, mealMenus.content);
  const [rows, [total]] = await Promise.all([
    db.select({
      id: mealMenus.id, content: mealMenus.content, startDate: mealMenus.startDate, endDate: mealMenus.endDate, cutoffMinutes: mealMenus.cutoffMinutes,
      surveyId: mealMenus.surveyId, reservations: reservationsOfMenu, updatedAt: mealMenus.updatedAt,
    }).from(mealMenus).where(where).orderBy(desc(mealMenus.startDate)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(mealMenus).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Lunches and dinners booked per day from `from` to `to`, every day listed (a day nobody booked
 * shows zeros, so the kitchen sees it was counted).
 */
export async function dailyCounts(db: Queryable, from: string, to: string) {
  return rowsOf<{ date: string; lunch: number; dinner: number }>(await db.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as date,
      count(r.id) filter (where r.lunch)::int as lunch,
      count(r.id) filter (where r.dinner)::int as dinner
    from generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') as d
    left join ${mealReservations} r on r.reserve_date = d::date
    group by d order by d`));
}

export async function schoolToday(db: Queryable): Promise<string> {
  const [row] = rowsOf<{ today: string }>(await db.execute(sql`select to_char(${schoolTodaySql()}, 'YYYY-MM-DD') as today`));
  return row!.today;
}
