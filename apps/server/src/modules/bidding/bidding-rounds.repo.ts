import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import { cssCourseClearings, cssRounds } from './bidding.tables.ts';

/** A round's lottery seed and the published figures of its clearing. */

export type RoundSeed = typeof cssRounds.$inferSelect;
export type CourseClearingRow = typeof cssCourseClearings.$inferSelect;

/** The seed's commitment: SHA-256 of the seed's text, which anyone can check with `printf %s SEED | sha256sum`. */
export const seedHashOf = (seed: string) => createHash('sha256').update(seed, 'utf8').digest('hex');

/**
 * Draws the round's seed unless it has one: 32 random bytes from the server's CSPRNG, as hex. Drawn
 * once per round, so a re-clearing or a job run twice uses the same seed and gives the same order.
 * `fixed` is for the demo data only, whose results must be the same on every seed, drawn when its
 * round opened (`at`; demo times are round ones).
 */
export async function drawSeed(tx: Queryable, planId: number, round: 1 | 2, fixed?: { seed: string; at: Date }): Promise<void> {
  const seed = fixed?.seed ?? randomBytes(32).toString('hex');
  await tx.insert(cssRounds).values({ planId, round, seed, seedHash: seedHashOf(seed), ...(fixed ? { drawnAt: fixed.at } : {}) }).onConflictDoNothing();
}

export async function roundsOf(db: Queryable, planId: number): Promise<RoundSeed[]> {
  return db.select().from(cssRounds).where(eq(cssRounds.planId, planId)).orderBy(asc(cssRounds.round));
}

export async function seedOf(db: Queryable, planId: number, round: 1 | 2): Promise<RoundSeed | undefined> {
  const [row] = await db.select().from(cssRounds).where(and(eq(cssRounds.planId, planId), eq(cssRounds.round, round)));
  return row;
}

/** Every course's figures of a cleared round, keyed by course id. */
export async function courseClearings(db: Queryable, planId: number, round: 1 | 2): Promise<Map<number, CourseClearingRow>> {
  const rows = await db.select().from(cssCourseClearings).where(and(eq(cssCourseClearings.planId, planId), eq(cssCourseClearings.round, round)));
  return new Map(rows.map((r) => [r.courseId, r]));
}

export interface ReplayCourseRow { course_id: number; course_number: string; seats: number; floor_price: number; price: number | null; winners: number }
export interface ReplayBidRow { bid_id: number; student_id: number; course_id: number; points: number; won: boolean; paid: number | null; rank: number | null }

/**
 * What a cleared round's clearing read and wrote: the seats it offered and the floor price of each
 * course, and every bid it resolved with its stored outcome. A round-1 win given up in add/drop
 * (dropped, resolved) was a win at the clearing; a waitlist entry that took a freed seat (promoted_at)
 * was not decided by the clearing and is left out.
 */
export async function replayRows(db: Queryable, planId: number, round: 1 | 2): Promise<{ courses: ReplayCourseRow[]; bids: ReplayBidRow[] }> {
  const courses = rowsOf<ReplayCourseRow>(await db.execute(sql`
    select cc.course_id, c.course_number, cc.seats, css_bid_min(p.page_type, p.min_point) as floor_price, cc.price, cc.winners
    from css_course_clearings cc join css_courses c on c.id = cc.course_id join css_plans p on p.id = cc.plan_id
    where cc.plan_id = ${planId} and cc.round = ${round} order by c.course_number`));
  const bids = rowsOf<ReplayBidRow>(await db.execute(sql`
    select id as bid_id, student_id, course_id, points, (status = 'won' or status = 'dropped') as won, paid, rank
    from css_bids where plan_id = ${planId} and round = ${round} and resolved_at is not null and promoted_at is null order by course_id, id`));
  return { courses, bids };
}
