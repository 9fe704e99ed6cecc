import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';

/** Per student: points and count of the round's won and lost bids. */
const resolvedSums = (planId: number, round: number) => sql`(
  select student_id,
    coalesce(sum(points) filter (where status = 'won'), 0)::int as won_p, coalesce(sum(points) filter (where status = 'lost'), 0)::int as lost_p,
    (count(*) filter (where status = 'won'))::int as won_n, (count(*) filter (where status = 'lost'))::int as lost_n
  from css_bids where plan_id = ${planId} and round = ${round} and status in ('won', 'lost') group by student_id
)`;

/**
 * Clearing of one round, set-based so that a plan of thousands of bids clears in one pass:
 * rank = order by points, then placement; the first `seats left` bids of each course win.
 * Winners' points and allowance move held → spent, losers' held → available, each with log rows
 * whose running totals are computed per student in placement order.
 */
export async function clearRound(tx: Queryable, planId: number, round: 1 | 2): Promise<void> {
  await tx.execute(sql`
    with ranked as (
      select b.id, row_number() over (partition by b.course_id order by b.points desc, b.seq asc) as rk,
             c.seat_limit - c.won_count as seats
      from css_bids b join css_courses c on c.id = b.course_id
      where b.plan_id = ${planId} and b.round = ${round} and b.status = 'live'
    )
    update css_bids b set status = case when r.rk <= r.seats then 'won' else 'lost' end, resolved_at = now()
    from ranked r where b.id = r.id`);

  const priceColumn = sql.identifier(round === 1 ? 'clearing_price_first' : 'clearing_price_second');
  await tx.execute(sql`
    update css_courses c set won_count = c.won_count + coalesce(w.n, 0), ${priceColumn} = w.price
    from css_courses c2 left join (
      select course_id, count(*)::int as n, min(points) as price from css_bids
      where plan_id = ${planId} and round = ${round} and status = 'won' group by course_id
    ) w on w.course_id = c2.id
    where c.id = c2.id and c.plan_id = ${planId}`);

  await tx.execute(sql`
    update css_accounts a set
      held = a.held - s.won_p - s.lost_p, spent = a.spent + s.won_p, available = a.available + s.lost_p,
      uses_held = a.uses_held - s.won_n - s.lost_n, uses_spent = a.uses_spent + s.won_n, uses_available = a.uses_available + s.lost_n
    from ${resolvedSums(planId, round)} s
    where a.plan_id = ${planId} and a.student_id = s.student_id`);

  await writeClearingLogs(tx, planId, round, 'clear');
}

/** Undoes a round's clearing (for a re-run): every resolved bid of the round is live again. */
export async function reverseRound(tx: Queryable, planId: number, round: 1 | 2): Promise<void> {
  await writeClearingLogs(tx, planId, round, 'reverse');
  await tx.execute(sql`
    update css_accounts a set
      held = a.held + s.won_p + s.lost_p, spent = a.spent - s.won_p, available = a.available - s.lost_p,
      uses_held = a.uses_held + s.won_n + s.lost_n, uses_spent = a.uses_spent - s.won_n, uses_available = a.uses_available - s.lost_n
    from ${resolvedSums(planId, round)} s
    where a.plan_id = ${planId} and a.student_id = s.student_id`);
  const priceColumn = sql.identifier(round === 1 ? 'clearing_price_first' : 'clearing_price_second');
  await tx.execute(sql`
    update css_courses c set won_count = c.won_count - coalesce(w.n, 0), ${priceColumn} = null
    from css_courses c2 left join (
      select course_id, count(*)::int as n from css_bids
      where plan_id = ${planId} and round = ${round} and status = 'won' group by course_id
    ) w on w.course_id = c2.id
    where c.id = c2.id and c.plan_id = ${planId}`);
  await tx.execute(sql`
    update css_bids set status = 'live', resolved_at = null
    where plan_id = ${planId} and round = ${round} and status in ('won', 'lost')`);
}

/**
 * Log rows of a clearing (after the accounts moved) or of its reversal (before they move back):
 * the balance after each row is the balance before the batch plus the returns so far, per student.
 */
async function writeClearingLogs(tx: Queryable, planId: number, round: number, mode: 'clear' | 'reverse'): Promise<void> {
  const sign = mode === 'clear' ? 1 : -1;
  const pointType = mode === 'clear' ? sql`case when b.status = 'won' then 'spend' else 'refund' end` : sql`'reverse'`;
  const useType = mode === 'clear' ? sql`case when b.status = 'won' then 'spend' else 'return' end` : sql`'reverse'`;
  // In 'clear' mode the accounts already include the returns, so the balance before is available − all returns.
  const baseShift = mode === 'clear' ? -1 : 0;
  await tx.execute(sql`
    insert into css_point_log (plan_id, student_id, course_id, use_type, points, total_after)
    select b.plan_id, b.student_id, b.course_id, ${pointType}, b.points,
      a.available + ${baseShift} * sum(case when b.status = 'lost' then b.points else 0 end) over (partition by b.student_id)
        + ${sign} * sum(case when b.status = 'lost' then b.points else 0 end) over (partition by b.student_id order by b.seq rows unbounded preceding)
    from css_bids b join css_accounts a on a.plan_id = b.plan_id and a.student_id = b.student_id
    where b.plan_id = ${planId} and b.round = ${round} and b.status in ('won', 'lost')`);
  await tx.execute(sql`
    insert into css_max_use_log (plan_id, student_id, course_id, use_type, delta, total_after)
    select b.plan_id, b.student_id, b.course_id, ${useType}, 1,
      a.uses_available + ${baseShift} * count(*) filter (where b.status = 'lost') over (partition by b.student_id)
        + ${sign} * count(*) filter (where b.status = 'lost') over (partition by b.student_id order by b.seq rows unbounded preceding)
    from css_bids b join css_accounts a on a.plan_id = b.plan_id and a.student_id = b.student_id
    where b.plan_id = ${planId} and b.round = ${round} and b.status in ('won', 'lost')`);
}
