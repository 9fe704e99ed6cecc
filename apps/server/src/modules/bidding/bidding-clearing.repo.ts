import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { drawSeed } from './bidding-rounds.repo.ts';

/**
 * The lottery key of a bid: SHA-256 of the text `seed:studentId:courseId` (the seed as its hex text,
 * ids in decimal), compared as bytes; the lower key ranks first among equal points. The same function
 * as `lotteryKey` in bidding-replay.ts, which checks a stored clearing against it.
 */
export const lotteryKey = sql`sha256(convert_to(s.seed || ':' || b.student_id || ':' || b.course_id, 'UTF8'))`;

/**
 * A round's clearing outcomes: its won and lost bids, less the waitlist entries that took a seat
 * during add/drop (promoted_at), which no clearing decided and no re-clearing undoes.
 */
const cleared = sql`status in ('won', 'lost') and promoted_at is null`;

/** Per student: the round's resolved bids' points, what the wins cost, what came back, and the counts (for a reversal). */
const resolvedSums = (planId: number, round: number) => sql`(
  select student_id,
    sum(points)::int as all_p, coalesce(sum(paid) filter (where status = 'won'), 0)::int as paid_p, sum(points - coalesce(paid, 0))::int as back_p,
    (count(*) filter (where status = 'won'))::int as won_n, (count(*) filter (where status = 'lost'))::int as lost_n
  from css_bids where plan_id = ${planId} and round = ${round} and ${cleared} group by student_id
)`;

/**
 * Clearing of one round, set-based in one statement (its CTEs write the figures, the bids and the
 * courses from one ranking): per course, bids ranked by points, then by the round's lottery; the
 * first `seats left` win. The price: under pay-as-bid each winner pays their bid (the course's
 * recorded price is its lowest winning bid); under uniform every winner pays the course's clearing
 * price, the lowest winning bid when the course fills, the bid range's minimum when it does not.
 * Accounts move held → spent (what the wins cost) and held → available (lost bids, and the part of a
 * winning bid above its price), each with log rows whose running totals follow placement order:
 * 'spend' of what a win cost, 'refund' of a lost bid, 'price-refund' of the part above the price.
 */
export async function clearRound(tx: Queryable, planId: number, round: 1 | 2): Promise<void> {
  // A plan put straight into an open state (the demo data, an old plan) has no seed yet: the clearing draws it.
  await drawSeed(tx, planId, round);
  // The sorts of a large round (105,000 bids) spill to disk at the default 4 MB; this transaction only.
  await tx.execute(sql`set local work_mem = '64MB'`);
  const priceColumn = sql.identifier(round === 1 ? 'clearing_price_first' : 'clearing_price_second');
  // The statement's log rows reference only rows it updates itself: the logs' reference check is
  // skipped for it alone (css_log_refs_check in bidding.functions.sql says why), and back on after.
  await tx.execute(sql`select set_config('css.log_refs_held', 'on', true)`);
  // One statement: every part reads the bids once, through the ranking and the updated rows it returns.
  // Its parts see the accounts as they were before it, which is the balance the log rows start from.
  await tx.execute(sql`
    with ranked as (
      select b.id, b.course_id, b.points,
        row_number() over (partition by b.course_id order by b.points desc, ${lotteryKey})::int as rk
      from css_bids b cross join (select seed from css_rounds where plan_id = ${planId} and round = ${round}) s
      where b.plan_id = ${planId} and b.round = ${round} and b.status = 'live'
    ),
    figures as (
      select c.id as course_id, greatest(c.seat_limit - c.won_count, 0) as seats, count(r.id)::int as bidders,
        min(r.points) filter (where r.rk <= c.seat_limit - c.won_count) as lowest_win, min(r.points) as lowest, max(r.points) as highest,
        css_bid_min(p.page_type, p.min_point) as floor_price, p.pricing
      from css_courses c join css_plans p on p.id = c.plan_id left join ranked r on r.course_id = c.id
      where c.plan_id = ${planId}
      group by c.id, c.seat_limit, c.won_count, p.page_type, p.min_point, p.pricing
    ),
    priced as (
      select f.*, least(f.bidders, f.seats)::int as winners,
        case when least(f.bidders, f.seats) = 0 then null
          when f.pricing = 'uniform' and f.bidders < f.seats then f.floor_price else f.lowest_win end as price
      from figures f
    ),
    saved as (
      insert into css_course_clearings (course_id, round, plan_id, seats, bidders, winners, price, lowest_bid, highest_bid)
      select course_id, ${round}, ${planId}, seats, bidders, winners, price, lowest, highest from priced
    ),
    resolved as (
      update css_bids b set status = case when r.rk <= q.seats then 'won' else 'lost' end, rank = r.rk, resolved_at = now(),
        paid = case when r.rk > q.seats then null when q.pricing = 'uniform' then q.price else b.points end
      from ranked r join priced q on q.course_id = r.course_id
      where b.id = r.id
      returning b.plan_id, b.student_id, b.course_id, b.seq, b.points, b.status, b.paid
    ),
    sums as (
      select student_id, sum(points)::int as all_p, coalesce(sum(paid), 0)::int as paid_p, sum(points - coalesce(paid, 0))::int as back_p,
        (count(*) filter (where status = 'won'))::int as won_n, (count(*) filter (where status = 'lost'))::int as lost_n
      from resolved group by student_id
    ),
    accounts as (
      update css_accounts a set
        held = a.held - s.all_p, spent = a.spent + s.paid_p, available = a.available + s.back_p,
        uses_held = a.uses_held - s.won_n - s.lost_n, uses_spent = a.uses_spent + s.won_n, uses_available = a.uses_available + s.lost_n
      from sums s where a.plan_id = ${planId} and a.student_id = s.student_id
    ),
    before as (
      select a.student_id, a.available, a.uses_available from css_accounts a join sums s on s.student_id = a.student_id where a.plan_id = ${planId}
    ),
    moves as (
      select r.plan_id, r.student_id, r.course_id, r.seq, 0 as k,
        case when r.status = 'won' then 'spend' else 'refund' end as use_type,
        case when r.status = 'won' then r.paid else r.points end as amount,
        case when r.status = 'won' then 0 else r.points end as delta
      from resolved r
      union all
      select r.plan_id, r.student_id, r.course_id, r.seq, 1, 'price-refund', r.points - r.paid, r.points - r.paid
      from resolved r where r.status = 'won' and r.paid < r.points
    ),
    point_log as (
      insert into css_point_log (plan_id, student_id, course_id, use_type, points, total_after)
      select m.plan_id, m.student_id, m.course_id, m.use_type, m.amount,
        a.available + sum(m.delta) over (partition by m.student_id order by m.seq, m.k rows unbounded preceding)
      from moves m join before a on a.student_id = m.student_id
    ),
    use_log as (
      insert into css_max_use_log (plan_id, student_id, course_id, use_type, delta, total_after)
      select r.plan_id, r.student_id, r.course_id, case when r.status = 'won' then 'spend' else 'return' end, 1,
        a.uses_available + count(*) filter (where r.status = 'lost') over (partition by r.student_id order by r.seq rows unbounded preceding)
      from resolved r join before a on a.student_id = r.student_id
    )
    update css_courses c set won_count = c.won_count + q.winners, ${priceColumn} = q.price
    from priced q where c.id = q.course_id`);
  await tx.execute(sql`select set_config('css.log_refs_held', 'off', true)`);
}

/** Undoes a round's clearing (for a re-run): every resolved bid of the round is live again; the seed stays. */
export async function reverseRound(tx: Queryable, planId: number, round: 1 | 2): Promise<void> {
  await writeReversalLogs(tx, planId, round);
  await tx.execute(sql`
    update css_accounts a set
      held = a.held + s.all_p, spent = a.spent - s.paid_p, available = a.available - s.back_p,
      uses_held = a.uses_held + s.won_n + s.lost_n, uses_spent = a.uses_spent - s.won_n, uses_available = a.uses_available - s.lost_n
    from ${resolvedSums(planId, round)} s
    where a.plan_id = ${planId} and a.student_id = s.student_id`);
  const priceColumn = sql.identifier(round === 1 ? 'clearing_price_first' : 'clearing_price_second');
  await tx.execute(sql`
    update css_courses c set won_count = c.won_count - coalesce(w.n, 0), ${priceColumn} = null
    from css_courses c2 left join (
      select course_id, count(*)::int as n from css_bids
      where plan_id = ${planId} and round = ${round} and status = 'won' and promoted_at is null group by course_id
    ) w on w.course_id = c2.id
    where c.id = c2.id and c.plan_id = ${planId}`);
  await tx.execute(sql`delete from css_course_clearings where plan_id = ${planId} and round = ${round}`);
  await tx.execute(sql`
    update css_bids set status = 'live', resolved_at = null, paid = null, rank = null
    where plan_id = ${planId} and round = ${round} and ${cleared}`);
}

/**
 * Log rows of a reversal, written before the accounts move back: one 'reverse' per resolved bid; the
 * balance after each row is the balance before less the points taken back so far (a lost bid's points,
 * the part of a winning bid above its price), per student in placement order.
 */
async function writeReversalLogs(tx: Queryable, planId: number, round: number): Promise<void> {
  const resolved = sql`b.plan_id = ${planId} and b.round = ${round} and b.status in ('won', 'lost') and b.promoted_at is null`;
  await tx.execute(sql`
    insert into css_point_log (plan_id, student_id, course_id, use_type, points, total_after)
    select b.plan_id, b.student_id, b.course_id, 'reverse', b.points,
      a.available - sum(b.points - coalesce(b.paid, 0)) over (partition by b.student_id order by b.seq rows unbounded preceding)
    from css_bids b join css_accounts a on a.plan_id = b.plan_id and a.student_id = b.student_id
    where ${resolved}`);
  await tx.execute(sql`
    insert into css_max_use_log (plan_id, student_id, course_id, use_type, delta, total_after)
    select b.plan_id, b.student_id, b.course_id, 'reverse', 1,
      a.uses_available - count(*) filter (where b.status = 'lost') over (partition by b.student_id order by b.seq rows unbounded preceding)
    from css_bids b join css_accounts a on a.plan_id = b.plan_id and a.student_id = b.student_id
    where ${resolved}`);
}
