import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { filtersOf, offsetOf, orderOf, type AllowList } from '../../platform/http/paging.ts';
import { schoolInstantSql, schoolTodaySql } from '../../platform/time/db-clock.ts';
import { mealMenus, mealReservations } from './meals.tables.ts';

/** Queries of the student's side: the menu of a date, the reservations, their windows. */

/** SQL: the instant the bookings of a date close: the menu's cut-off on the day before (README 'Windows'). */
export const cutoffOf = (day: SQL | typeof mealReservations.reserveDate, minutes: SQL | typeof mealMenus.cutoffMinutes = mealMenus.cutoffMinutes) =>
  schoolInstantSql(sql`(${day})::date - 1`, minutes);
/** SQL: the date is still open for booking or changing by the database clock. */
export const dayOpen = (day: SQL | typeof mealReservations.reserveDate) => sql<boolean>`(now() < ${cutoffOf(day)})`;

const hhmm = sql<string>`to_char(make_interval(mins => ${mealMenus.cutoffMinutes}::int), 'HH24:MI')`;

export interface MenuRow {
  id: number; content: string; startDate: string; endDate: string; cutoffMinutes: number; cutoffTime: string;
  surveyId: number | null; surveyAssignmentId: number | null; today: string; bookableFrom: string | null;
}

const menuColumns = {
  id: mealMenus.id, content: mealMenus.content, startDate: mealMenus.startDate, endDate: mealMenus.endDate,
  cutoffMinutes: mealMenus.cutoffMinutes, cutoffTime: hhmm, surveyId: mealMenus.surveyId, surveyAssignmentId: mealMenus.surveyAssignmentId,
  today: sql<string>`to_char(${schoolTodaySql()}, 'YYYY-MM-DD')`,
  // The first of the menu's days (from today on) whose cut-off is still ahead: today's never is once
  // yesterday's cut-off passed, tomorrow's is until today's cut-off.
  bookableFrom: sql<string | null>`(select to_char(d, 'YYYY-MM-DD') from generate_series(greatest(${mealMenus.startDate}, ${schoolTodaySql()})::timestamp, ${mealMenus.endDate}::timestamp, interval '1 day') as d
    where now() < ${cutoffOf(sql`d`)} order by d limit 1)`,
};

/**
 * The menu students see (BOOK-C08): the one covering today, otherwise the next to come. A menu that
 * has ended is history.
 */
export async function currentMenu(db: Queryable): Promise<MenuRow | undefined> {
  const [row] = await db.select(menuColumns).from(mealMenus).where(gte(mealMenus.endDate, schoolTodaySql())).orderBy(asc(mealMenus.startDate)).limit(1);
  return row;
}

/** The menu serving a date, with the date's window (its cut-off instant in school time) and whether it is before today. */
export async function menuOfDate(db: Queryable, day: string) {
  const [row] = await db.select({
    ...menuColumns,
    open: dayOpen(sql`${day}`),
    deadline: sql<string>`to_char(${cutoffOf(sql`${day}`)} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')`,
    past: sql<boolean>`(${day}::date < ${schoolTodaySql()})`,
  }).from(mealMenus).where(and(sql`${mealMenus.startDate} <= ${day}::date`, sql`${mealMenus.endDate} >= ${day}::date`)).limit(1);
  return row;
}

const reservationColumns = {
  id: mealReservations.id, reserveDate: mealReservations.reserveDate, isReserveLunch: mealReservations.lunch,
  isReservedinner: mealReservations.dinner, menuId: mealReservations.menuId, editable: dayOpen(mealReservations.reserveDate),
};

/** The filters and orders the two lists take (BOOK-U09: date sortable, lunch and dinner yes/no). */
const allow: AllowList = { reserveDate: mealReservations.reserveDate, isReserveLunch: mealReservations.lunch, isReservedinner: mealReservations.dinner };

/**
 * A student's reservations: `upcoming` from today on, in date order (the current list), otherwise
 * the days before today, latest first (history; README 'Lists').
 */
export async function reservationPage(db: Queryable, studentId: number, q: PageQuery, upcoming: boolean) {
  const where = and(
    eq(mealReservations.studentId, studentId),
    upcoming ? gte(mealReservations.reserveDate, schoolTodaySql()) : lt(mealReservations.reserveDate, schoolTodaySql()),
    filtersOf(allow, q.conModels),
  );
  const fallback = [upcoming ? asc(mealReservations.reserveDate) : desc(mealReservations.reserveDate)];
  const [rows, [total]] = await Promise.all([
    db.select(reservationColumns).from(mealReservations).innerJoin(mealMenus, eq(mealMenus.id, mealReservations.menuId)).where(where)
      .orderBy(...orderOf(allow, q, fallback)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(mealReservations).where(where),
  ]);
  return { data: rows, total: total?.n ?? 0 };
}

export async function reservationById(db: Queryable, id: number) {
  const [row] = await db.select({ ...reservationColumns, studentId: mealReservations.studentId }).from(mealReservations)
    .innerJoin(mealMenus, eq(mealMenus.id, mealReservations.menuId)).where(eq(mealReservations.id, id));
  return row;
}

/** A new reservation, or nothing when the student already has one that day (the unique index decides). */
export async function insertReservation(db: Queryable, v: { studentId: number; menuId: number; reserveDate: string; lunch: boolean; dinner: boolean }) {
  const rows = await db.insert(mealReservations).values(v).onConflictDoNothing({ target: [mealReservations.studentId, mealReservations.reserveDate] })
    .returning({ id: mealReservations.id });
  return rows[0]?.id;
}

/**
 * Changes the meals of a reservation while its day is open: the window is part of the update, so
 * a change arriving a moment after the cut-off changes nothing. Answers whether it changed.
 */
export async function updateOpenReservation(db: Queryable, id: number, v: { lunch: boolean; dinner: boolean }): Promise<boolean> {
  const rows = await db.update(mealReservations).set({ lunch: v.lunch, dinner: v.dinner, updatedAt: sql`now()` })
    .where(and(eq(mealReservations.id, id), sql`now() < (select ${cutoffOf(sql`meal_reservations.reserve_date`, sql`m.cutoff_minutes`)} from meal_menus m where m.id = meal_reservations.menu_id)`))
    .returning({ id: mealReservations.id });
  return rows.length > 0;
}
