import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Queryable } from '../db/client.ts';
import { SCHOOL_TZ } from '@portal/contracts';

/**
 * One clock for every window (bids, drops, surveys, alerts; later lectures, activities, bookings,
 * selections, applications): the database's. Several server processes and the database may
 * disagree by seconds, and a window must close at the same instant for everyone, so no rule reads
 * Node's clock. Inside a transaction now() is the transaction's start, so one request sees one
 * instant throughout.
 *
 * The boundary rule, the same everywhere (docs/time.md): a window is open from its begin,
 * inclusive, to its end, exclusive: begin <= now < end. At the end instant it is already closed.
 */

/** The database's now(), for rules that are easier to state in TypeScript than in SQL. */
export async function dbNow(db: Queryable): Promise<Date> {
  const [row] = rowsOf<{ now: Date | string }>(await db.execute(sql`select now() as now`));
  return new Date(row!.now);
}

/**
 * SQL true while the window of these columns is open by the database's clock: now() by default,
 * or clock_timestamp() for a check made after waiting for a lock, when the transaction's start
 * is no longer the moment that counts.
 */
export function windowOpen(begin: AnyPgColumn | SQL, end: AnyPgColumn | SQL, at: SQL = sql`now()`): SQL {
  return sql`(${begin} <= ${at} and ${at} < ${end})`;
}

/** SQL true once the window has ended (its end instant included, as the rule above says). */
export function windowEnded(end: AnyPgColumn | SQL, at: SQL = sql`now()`): SQL {
  return sql`${end} <= ${at}`;
}

/** The same rule for values already read, judged at an instant from dbNow(). */
export function isWindowOpen(window: { begin: Date; end: Date }, now: Date): boolean {
  return window.begin.getTime() <= now.getTime() && now.getTime() < window.end.getTime();
}

/** SQL: today's date in the school's zone by the database clock (a reservation day, a menu's first day). */
export const schoolTodaySql = (at: SQL = sql`now()`): SQL => sql`(${at} at time zone ${SCHOOL_TZ})::date`;

/** SQL: the instant a school-zone date plus some minutes after its midnight (date + interval is local time). */
export const schoolInstantSql = (day: SQL | AnyPgColumn, minutes: SQL | AnyPgColumn | number): SQL =>
  sql`((${day})::date + make_interval(mins => (${minutes})::int)) at time zone ${SCHOOL_TZ}`;
