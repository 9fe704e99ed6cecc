import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { offsetOf } from '../../platform/http/paging.ts';
import { inAudienceOfUserSql } from './lectures.repo.ts';
import { lectures, lectureWaitlist as w } from './lectures.tables.ts';

/**
 * The queries of a lecture's waitlist (README 'Lectures', 'Waitlist'). Every write runs in a
 * transaction that first took the lecture's row lock (lockedLectureState / lockedSeats), so joins,
 * leaves, withdrawals and promotions of one lecture queue behind each other; the unique key holds
 * one entry per lecture and student even if that were forgotten.
 */

/** The entry of the row, named with its table (drizzle leaves columns unqualified in a query of one table). */
const entry = (col: 'lecture_id' | 'queued_at' | 'id') => sql.raw(`"lecture_waitlist"."${col}"`);
/** Entries ahead of this one and itself: the place in line as the promotion takes it. */
const positionSql = sql<number>`(select count(*)::int from ${w} q where q.lecture_id = ${entry('lecture_id')}
  and (q.queued_at, q.id) <= (${entry('queued_at')}, ${entry('id')}))`;

export async function findWaiting(db: Queryable, lectureId: number, studentId: number): Promise<{ id: number; position: number } | undefined> {
  const [row] = await db.select({ id: w.id, position: positionSql }).from(w).where(and(eq(w.lectureId, lectureId), eq(w.studentId, studentId)));
  return row;
}

/**
 * Puts the student at the end of the line. queued_at is clock_timestamp() (the column's default):
 * the moment the join was judged under the lock, not the transaction's start, so a request that
 * waited longer for the lock does not overtake the ones served before it. Nothing back: already waiting.
 */
export async function insertWaiting(tx: Queryable, lectureId: number, studentId: number): Promise<number | null> {
  const rows = await tx.insert(w).values({ lectureId, studentId }).onConflictDoNothing().returning({ id: w.id });
  return rows[0]?.id ?? null;
}

export async function deleteWaiting(tx: Queryable, id: number): Promise<void> {
  await tx.delete(w).where(eq(w.id, id));
}

/** The first n in line, locked, for promotion. */
export async function firstWaiting(tx: Queryable, lectureId: number, n: number): Promise<{ id: number; studentId: number }[]> {
  if (n <= 0) return [];
  return tx.select({ id: w.id, studentId: w.studentId }).from(w).where(eq(w.lectureId, lectureId))
    .orderBy(asc(w.queuedAt), asc(w.id)).limit(n).for('update');
}

/**
 * After staff narrowed the audience: the entries of students now outside it go (they are no longer
 * offered the lecture, so no seat may reach them). Answers how many went.
 */
export async function pruneOutsideAudience(tx: Queryable, lectureId: number): Promise<number> {
  const outside = tx.select({ id: w.id }).from(w).innerJoin(users, eq(users.id, w.studentId)).innerJoin(lectures, eq(lectures.id, w.lectureId))
    .where(and(eq(w.lectureId, lectureId), sql`not ${inAudienceOfUserSql()}`));
  const rows = await tx.delete(w).where(sql`${w.id} in (${outside})`).returning({ id: w.id });
  return rows.length;
}

const staffColumns = {
  id: w.id, position: positionSql, studentId: w.studentId, studentNumber: sql<string>`coalesce(${users.studentNumber}, ${users.username})`,
  studentName: users.name, studentNameEn: sql<string>`coalesce(${users.enName}, ${users.name})`, className: sql<string>`coalesce(${users.className}, '')`,
  classNameEn: sql<string>`coalesce(${users.classNameEn}, ${users.className}, '')`,
  queuedAt: w.queuedAt,
};

/** A lecture's waitlist in line order, for its staff page. */
export async function listWaitlist(db: Queryable, lectureId: number, p: { pageNo: number; pageSize: number }) {
  const rows = await db.select(staffColumns).from(w).innerJoin(users, eq(users.id, w.studentId)).where(eq(w.lectureId, lectureId))
    .orderBy(asc(w.queuedAt), asc(w.id)).limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(w).where(eq(w.lectureId, lectureId));
  return { rows, total: count?.n ?? 0 };
}
