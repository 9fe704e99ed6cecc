import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { cssBids, cssCourses, cssPlans } from './bidding.tables.ts';

/** One resolved bid of a round with its course, in the order the notice lists them. */
export interface RoundResultRow {
  studentId: number;
  courseNumber: string;
  nameCn: string;
  nameEn: string;
  points: number;
  won: boolean;
  /** What the win cost; null for a lost bid. */
  paid: number | null;
  /** The round's lowest winning bid of the course (clearing_price_first or _second). */
  clearingPrice: number | null;
}

/**
 * A plan's names and every won or lost bid of one round, per student then course number: what the
 * results notices of the round say (a waitlist entry that took a seat was told then, not here). Read by the results job the clearing's transaction scheduled.
 */
export async function roundResults(q: Queryable, planId: number, round: 1 | 2) {
  const [plan] = await q.select({ planName: cssPlans.planName, planNameEn: cssPlans.planNameEn }).from(cssPlans).where(eq(cssPlans.id, planId));
  if (!plan) return undefined;
  const price = round === 1 ? cssCourses.clearingPriceFirst : cssCourses.clearingPriceSecond;
  const rows: RoundResultRow[] = await q.select({
    studentId: cssBids.studentId, courseNumber: cssCourses.courseNumber, nameCn: cssCourses.nameCn, nameEn: cssCourses.nameEn,
    points: cssBids.points, won: sql<boolean>`${cssBids.status} = 'won'`, paid: cssBids.paid, clearingPrice: price,
  }).from(cssBids).innerJoin(cssCourses, eq(cssCourses.id, cssBids.courseId))
    .where(and(eq(cssBids.planId, planId), eq(cssBids.round, round), inArray(cssBids.status, ['won', 'lost']), isNull(cssBids.promotedAt)))
    .orderBy(asc(cssBids.studentId), asc(cssCourses.courseNumber));
  return { plan, rows };
}
