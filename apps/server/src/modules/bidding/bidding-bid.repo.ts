import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Queryable } from '../../platform/db/client.ts';
import { cssBids, cssCourses, cssDeselectRecords } from './bidding.tables.ts';

/** A bid's writes: placing one (css_place_bid) and the two kinds of drop. */

export type Bid = typeof cssBids.$inferSelect;

export interface BidOutcome {
  code: string;
  params: Record<string, string | number>;
}

export interface BidRequest {
  planId: number; studentId: number; pageType: string | null; year: number; courseNumber: string; points: number | null; round: 1 | 2;
}

type OutcomeRow = { code: string; params: Record<string, string | number> | string | null };
const outcomeOf = (row: OutcomeRow | undefined): BidOutcome => ({
  code: row?.code ?? '90040',
  params: typeof row?.params === 'string' ? JSON.parse(row.params) as Record<string, string | number> : row?.params ?? {},
});

/**
 * Bids in one round trip and one transaction (the registration rush's hot path; the service's group
 * commit gathers them): css_place_bids checks every rule of each bid under the plan's shared lock and
 * the student's account row lock, then writes the bid, the account movement and both log rows. One
 * outcome per bid, in the order given.
 */
export async function placeBids(db: Db, bids: readonly BidRequest[]): Promise<BidOutcome[]> {
  const payload = JSON.stringify(bids.map((b) => ({
    plan: b.planId, student: b.studentId, pageType: b.pageType, year: b.year, course: b.courseNumber, points: b.points, round: b.round,
  })));
  const result = await db.execute(sql`select code, params from css_place_bids(${payload}::jsonb) order by idx`);
  return rowsOf<OutcomeRow>(result).map(outcomeOf);
}

/** Marks the student's live bid of the round dropped; undefined when there is none. */
export async function dropLiveBid(tx: Queryable, courseId: number, studentId: number, round: 1 | 2): Promise<Bid | undefined> {
  const [bid] = await tx.update(cssBids).set({ status: 'dropped', droppedAt: new Date() })
    .where(and(eq(cssBids.courseId, courseId), eq(cssBids.studentId, studentId), eq(cssBids.round, round), eq(cssBids.status, 'live')))
    .returning();
  return bid;
}

/** A won seat add/drop can give up: round 1's, or one a waitlist entry took in round 2. */
const givable = (courseId: number, studentId: number) => and(eq(cssBids.courseId, courseId), eq(cssBids.studentId, studentId), eq(cssBids.status, 'won'),
  or(eq(cssBids.round, 1), isNotNull(cssBids.promotedAt)));

export async function hasGivableWin(tx: Queryable, courseId: number, studentId: number): Promise<boolean> {
  const rows = await tx.select({ id: cssBids.id }).from(cssBids).where(givable(courseId, studentId));
  return rows.length > 0;
}

/** Gives up the student's round-1 (or waitlist) win on the course and frees its seat; undefined when there is none. */
export async function giveUpWin(tx: Queryable, courseId: number, studentId: number): Promise<Bid | undefined> {
  const [won] = await tx.update(cssBids).set({ status: 'dropped', droppedAt: new Date() })
    .where(givable(courseId, studentId))
    .returning();
  if (won) await tx.update(cssCourses).set({ wonCount: sql`${cssCourses.wonCount} - 1` }).where(eq(cssCourses.id, courseId));
  return won;
}

export async function recordDeselect(tx: Queryable, r: { planId: number; studentId: number; courseId: number; bidId: number; refunded: number }): Promise<void> {
  await tx.insert(cssDeselectRecords).values(r);
}
