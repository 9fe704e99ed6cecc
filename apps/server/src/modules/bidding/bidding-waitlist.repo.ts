import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import { lotteryKey } from './bidding-clearing.repo.ts';
import { cssBids, cssCourses } from './bidding.tables.ts';

export interface WaitlistEntry { id: number; student_id: number; points: number }

/**
 * The course's add/drop waitlist in order: its live round-2 bids by points, ties by the round's
 * lottery (the order its clearing would use), so the first in line is the one the clearing would seat.
 */
export async function waitlist(tx: Queryable, planId: number, courseId: number, limit: number): Promise<WaitlistEntry[]> {
  return rowsOf<WaitlistEntry>(await tx.execute(sql`
    select b.id, b.student_id, b.points from css_bids b join css_rounds s on s.plan_id = b.plan_id and s.round = 2
    where b.plan_id = ${planId} and b.course_id = ${courseId} and b.round = 2 and b.status = 'live'
    order by b.points desc, ${lotteryKey} limit ${limit}`));
}

/** Locks the course's row against other drops of it (not against bids, whose key-share locks it allows). */
export async function lockCourse(tx: Queryable, courseId: number) {
  const [row] = await tx.select().from(cssCourses).where(eq(cssCourses.id, courseId)).for('no key update');
  return row;
}

/** The entry takes the seat: won now, at what it paid; false when it is no longer live (its student dropped it). */
export async function markPromoted(tx: Queryable, bidId: number, paid: number): Promise<boolean> {
  const rows = await tx.update(cssBids).set({ status: 'won', paid, promotedAt: sql`now()`, resolvedAt: sql`now()` })
    .where(and(eq(cssBids.id, bidId), eq(cssBids.status, 'live'))).returning({ id: cssBids.id });
  return rows.length === 1;
}

export async function takeSeat(tx: Queryable, courseId: number): Promise<void> {
  await tx.update(cssCourses).set({ wonCount: sql`${cssCourses.wonCount} + 1` }).where(eq(cssCourses.id, courseId));
}
