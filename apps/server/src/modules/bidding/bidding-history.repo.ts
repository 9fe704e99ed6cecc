import { sql } from 'drizzle-orm';
import { PlanState } from '@portal/contracts';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';

/**
 * Past clearing points: the lowest winning bid of a course number in the rounds whose results were
 * published. A round-1 win given up in add/drop ('dropped' with resolved_at set) still won at its
 * points, so it counts; a live bid withdrawn before clearing (resolved_at null) never won.
 */

const wonAtClearing = sql`(b.status = 'won' or (b.status = 'dropped' and b.resolved_at is not null))`;
/** A round's results are public once the plan reached that round's 'published' state. */
const roundPublished = sql`((b.round = 1 and p.plan_state >= ${PlanState.firstPublished}) or (b.round = 2 and p.plan_state >= ${PlanState.secondPublished}))`;

/**
 * For each course number, the lowest winning bid a student may know of while bidding in this plan's
 * round: plans that began before this one, and in add/drop this plan's published first round too.
 */
export async function pastClearingPoints(db: Queryable, planId: number, round: 1 | 2, courseNumbers: string[]): Promise<Map<string, number>> {
  if (courseNumbers.length === 0) return new Map();
  const rows = rowsOf<{ course_number: string; points: number }>(await db.execute(sql`
    select c.course_number, min(b.points)::int as points
    from css_courses c
    join css_plans p on p.id = c.plan_id
    join css_plans me on me.id = ${planId}
    join css_bids b on b.course_id = c.id
    where c.course_number in (${sql.join(courseNumbers.map((n) => sql`${n}`), sql`, `)})
      and ${wonAtClearing} and ${roundPublished}
      and ((p.id <> me.id and p.first_begin < me.first_begin) or (p.id = me.id and ${round} = 2 and b.round = 1))
    group by c.course_number`));
  return new Map(rows.map((r) => [r.course_number, r.points]));
}

export interface ClearingHistoryRow {
  plan_id: number; plan_name: string; plan_name_en: string | null; first_begin: Date | string; round: number; lowest: number; winners: number; seats: number;
}

/** Every published round of every plan that offered the course's number, newest first (the staff view). */
export async function clearingHistory(db: Queryable, courseId: number): Promise<ClearingHistoryRow[]> {
  return rowsOf<ClearingHistoryRow>(await db.execute(sql`
    select p.id as plan_id, p.plan_name, p.plan_name_en, p.first_begin, b.round, min(b.points)::int as lowest,
      count(*)::int as winners, c.seat_limit as seats
    from css_courses me
    join css_courses c on c.course_number = me.course_number
    join css_plans p on p.id = c.plan_id
    join css_bids b on b.course_id = c.id
    where me.id = ${courseId} and ${wonAtClearing} and ${roundPublished}
    group by p.id, p.plan_name, p.plan_name_en, p.first_begin, b.round, c.seat_limit
    order by p.first_begin desc, p.id desc, b.round desc`));
}
