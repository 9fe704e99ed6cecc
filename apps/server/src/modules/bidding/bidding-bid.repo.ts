import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';

/**
 * The statements of one bid, kept to a few round trips because a bid is the hot path of the
 * registration rush: raw SQL, no query builder, and the account, bid and both log rows in one.
 */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface PlanAndCourse {
  plan_id: number; page_type: string; plan_state: number; published: boolean; first_begin: Date | string; first_end: Date | string;
  second_begin: Date | string; second_end: Date | string; min_point: number; max_point: number; points_budget: number; max_courses: number;
  year_ok: boolean; course_id: number | null; course_type: number | null; credit: string | number | null; seat_limit: number | null; won_count: number | null;
}

export async function planAndCourse(tx: Queryable, planId: number, year: number, courseNumber: string): Promise<PlanAndCourse | undefined> {
  return rowsOf<PlanAndCourse>(await tx.execute(sql`
    select p.id as plan_id, p.page_type, p.plan_state, p.published, p.first_begin, p.first_end, p.second_begin, p.second_end,
      p.min_point, p.max_point, p.points_budget, p.max_courses,
      exists (select 1 from css_plan_years y where y.plan_id = p.id and y.year = ${year}) as year_ok,
      c.id as course_id, c.course_type, c.credit, c.seat_limit, c.won_count
    from css_plans p left join css_courses c on c.plan_id = p.id and c.course_number = ${courseNumber}
    where p.id = ${planId}`))[0];
}

export interface LockedAccount { available: number; uses_available: number; max_uses: number; won: boolean; live_round: boolean }

/** Creates the account on first use and locks it (an upsert locks the row it returns), with the student's bids on the course. */
export async function lockAccountWithBids(tx: Queryable, p: { planId: number; studentId: number; budget: number; maxUses: number; courseId: number; round: number }): Promise<LockedAccount> {
  const [account] = rowsOf<{ available: number; uses_available: number; max_uses: number }>(await tx.execute(sql`
    insert into css_accounts (plan_id, student_id, budget, available, max_uses, uses_available)
    values (${p.planId}, ${p.studentId}, ${p.budget}, ${p.budget}, ${p.maxUses}, ${p.maxUses})
    on conflict (plan_id, student_id) do update set plan_id = excluded.plan_id
    returning available, uses_available, max_uses`));
  const [mine] = rowsOf<{ won: boolean; live_round: boolean }>(await tx.execute(sql`
    select coalesce(bool_or(status = 'won'), false) as won, coalesce(bool_or(status = 'live' and round = ${p.round}), false) as live_round
    from css_bids where course_id = ${p.courseId} and student_id = ${p.studentId} and status in ('live', 'won')`));
  return { ...account!, won: mine?.won ?? false, live_round: mine?.live_round ?? false };
}

/** The bid, the account movement available → held and its two log rows, in one statement. */
export async function insertBid(tx: Queryable, p: { planId: number; studentId: number; courseId: number; round: number; points: number }): Promise<void> {
  await tx.execute(sql`
    with acc as (
      update css_accounts set available = available - ${p.points}, held = held + ${p.points},
        uses_available = uses_available - 1, uses_held = uses_held + 1
      where plan_id = ${p.planId} and student_id = ${p.studentId}
      returning available, uses_available
    ), bid as (
      insert into css_bids (plan_id, course_id, student_id, round, points) values (${p.planId}, ${p.courseId}, ${p.studentId}, ${p.round}, ${p.points})
      returning id
    ), points_log as (
      insert into css_point_log (plan_id, student_id, course_id, use_type, points, total_after)
      select ${p.planId}, ${p.studentId}, ${p.courseId}, 'hold', ${p.points}, available from acc
    )
    insert into css_max_use_log (plan_id, student_id, course_id, use_type, delta, total_after)
    select ${p.planId}, ${p.studentId}, ${p.courseId}, 'hold', 1, uses_available from acc where exists (select 1 from bid)`);
}
