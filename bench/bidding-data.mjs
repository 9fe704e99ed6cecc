// Data of the bidding benchmark, written straight into the database before the server starts.
import { sql } from 'drizzle-orm';

export const rows = async (db, q) => (await db.execute(q)).rows;

/** A published MBA plan in its open first round (entrance year 2025) with `courses` courses B0000…. */
export async function insertOpenPlan(db, courses) {
  const [plan] = await rows(db, sql`
    insert into css_plans (plan_name, page_type, school_year, term, first_begin, first_end, second_begin, second_end, plan_state, published,
      points_budget, min_point, max_point, max_courses)
    values ('bench', 'mba', '2026-2027', 1, now() - interval '1 hour', now() + interval '2 hours', now() + interval '3 hours', now() + interval '4 hours',
      2, true, 2500, 100, 500, 5) returning id`);
  await db.execute(sql`insert into css_plan_years (plan_id, year) values (${plan.id}, 2025)`);
  await db.execute(sql`
    insert into css_courses (plan_id, course_number, name_cn, name_en, course_type, teacher, credit, seat_limit)
    select ${plan.id}, 'B' || lpad(g::text, 4, '0'), '课程 ' || g, 'Course ' || g, 12, 'T', 2, 20 + (g % 5) * 10
    from generate_series(0, ${courses - 1}) g`);
  return plan;
}

export async function createBenchData(db, { students, courses }) {
  const [staff] = await rows(db, sql`insert into users (username, name, hr_user_id) values ('bench-staff', 'Bench staff', 'BENCH') returning id`);
  await db.execute(sql`insert into user_roles (user_id, role) values (${staff.id}, 'course.admin')`);
  const made = await rows(db, sql`
    insert into users (username, name, email, student_number, page_type, student_type_id, study_entrance_year)
    select 'bench' || g, 'Student ' || g, 'bench' || g || '@example.edu.cn', 'B' || lpad(g::text, 6, '0'), 'mba', 3, 2025
    from generate_series(1, ${students}) g returning id`);
  await db.execute(sql`insert into user_roles (user_id, role) select id, 'student' from users where username like 'bench%' and username <> 'bench-staff'`);
  const plan = await insertOpenPlan(db, courses);
  return { planId: plan.id, staffId: staff.id, studentIds: made.map((r) => r.id) };
}

/** The invariants of the issue, read from the database after the clearing (a win costs what it paid: its price under uniform pricing). */
export async function checkInvariants(db, { planId, minBids, maxBids = minBids }) {
  const [a] = await rows(db, sql`
    select count(*) filter (where available + held + spent <> budget or available < 0 or held < 0 or spent < 0)::int as bad_points,
      count(*) filter (where held <> 0)::int as still_held
    from css_accounts where plan_id = ${planId}`);
  const [s] = await rows(db, sql`
    select count(*) filter (where a.spent <> coalesce(w.p, 0))::int as bad_spent from css_accounts a
    left join (select student_id, sum(coalesce(paid, points))::int as p from css_bids where plan_id = ${planId} and status = 'won' group by student_id) w
      on w.student_id = a.student_id where a.plan_id = ${planId}`);
  const [c] = await rows(db, sql`
    select count(*) filter (where w.n > c.seat_limit or coalesce(w.n, 0) <> c.won_count)::int as bad_seats
    from css_courses c left join (select course_id, count(*)::int as n from css_bids where status = 'won' group by course_id) w on w.course_id = c.id
    where c.plan_id = ${planId}`);
  const [b] = await rows(db, sql`select count(*)::int as n, count(*) filter (where status = 'live')::int as live from css_bids where plan_id = ${planId}`);
  const ok = a.bad_points === 0 && a.still_held === 0 && s.bad_spent === 0 && c.bad_seats === 0 && b.n >= minBids && b.n <= maxBids && b.live === 0;
  if (!ok) console.error('invariants:', { ...a, ...s, ...c, bids: b.n, minBids, maxBids, live: b.live });
  return ok;
}

/** Every bid answered 200 is in the database with its points (after a kill -9 too); returns how many are not. */
export async function missingAcked(db, { planId, acked }) {
  const [m] = await rows(db, sql`
    select count(*)::int as missing from unnest(${sql.raw(`'{${acked.map((w) => w.studentId).join(',')}}'::int[]`)},
      ${sql.raw(`'{${acked.map((w) => w.body.courseNumber).join(',')}}'::text[]`)}, ${sql.raw(`'{${acked.map((w) => w.body.point).join(',')}}'::int[]`)}) as k(student_id, course_number, points)
    where not exists (select 1 from css_bids b join css_courses c on c.id = b.course_id
      where b.plan_id = ${planId} and c.course_number = k.course_number and b.student_id = k.student_id and b.points = k.points and b.round = 1)`);
  return m.missing;
}

/** Moves the end of round 1 to `seconds` from now, as staff saving the plan would. */
export async function endRoundSoon(db, planId, seconds) {
  const [plan] = await rows(db, sql`update css_plans set first_end = now() + make_interval(secs => ${seconds}) where id = ${planId}
    returning id, published, first_begin as "firstBegin", first_end as "firstEnd", second_begin as "secondBegin", second_end as "secondEnd"`);
  const at = (v) => new Date(v);
  return { ...plan, firstBegin: at(plan.firstBegin), firstEnd: at(plan.firstEnd), secondBegin: at(plan.secondBegin), secondEnd: at(plan.secondEnd) };
}

export async function planState(db, planId) {
  const [p] = await rows(db, sql`select plan_state from css_plans where id = ${planId}`);
  return p.plan_state;
}

/** The plan's jobs: each must have run exactly once (claimed once, done). */
export async function planJobs(db, planId) {
  return rows(db, sql`select key, state, attempts from jobs where key like ${`bidding:plan:${planId}:%`} order by key`);
}

/** With BENCH_PG_STATEMENTS=1: the statements that took the database's time, nested ones included (=calls: top-level ones by calls). */
export async function topStatements(db, limit = 15, width = 110) {
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  return rows(db, sql`select calls, round(total_exec_time)::int as total_ms, round(mean_exec_time::numeric, 3) as mean_ms,
      left(regexp_replace(query, '\\s+', ' ', 'g'), ${width}) as query
    from pg_stat_statements order by ${sql.raw(process.env.BENCH_PG_STATEMENTS === 'calls' ? 'toplevel desc, calls' : 'total_exec_time')} desc limit ${limit}`);
}

/**
 * `bidsEach` first-round bids per student written straight into the tables, as css_place_bid would
 * have left them (account, bid, points held, both hold log rows): the clearing-only mode measures the
 * clearing of a large round without the minutes of HTTP it would take to place it. Each student's
 * courses fall in distinct blocks of the list, so no student bids twice on one course.
 */
export async function insertBids(db, { planId, studentIds, courses, bidsEach }) {
  const ids = sql.raw(`'{${studentIds.join(',')}}'::int[]`);
  const block = Math.floor(courses / bidsEach);
  await db.execute(sql`
    insert into css_accounts (plan_id, student_id, budget, available, max_uses, uses_available)
    select ${planId}, u, p.points_budget, p.points_budget, p.max_courses, p.max_courses from unnest(${ids}) u cross join css_plans p where p.id = ${planId}`);
  await db.execute(sql`
    with s as (select u as student_id, ord from unnest(${ids}) with ordinality as t(u, ord)),
    picks as (
      select s.student_id, 'B' || lpad(((s.ord * 7 + j * ${block} + floor(random() * ${block}))::int % ${courses})::text, 4, '0') as course_number,
        100 + floor(random() * 41)::int * 10 as points
      from s cross join generate_series(0, ${bidsEach - 1}) j
    )
    insert into css_bids (plan_id, course_id, student_id, round, points)
    select ${planId}, c.id, p.student_id, 1, p.points from picks p join css_courses c on c.plan_id = ${planId} and c.course_number = p.course_number
    order by random()`);
  await db.execute(sql`
    update css_accounts a set held = s.p, available = a.available - s.p, uses_held = s.n, uses_available = a.uses_available - s.n
    from (select student_id, sum(points)::int as p, count(*)::int as n from css_bids where plan_id = ${planId} group by student_id) s
    where a.plan_id = ${planId} and a.student_id = s.student_id`);
  await db.execute(sql`
    insert into css_point_log (plan_id, student_id, course_id, use_type, points, total_after)
    select plan_id, student_id, course_id, 'hold', points, 0 from css_bids where plan_id = ${planId}`);
  await db.execute(sql`
    insert into css_max_use_log (plan_id, student_id, course_id, use_type, delta, total_after)
    select plan_id, student_id, course_id, 'hold', 1, 0 from css_bids where plan_id = ${planId}`);
  const [n] = await rows(db, sql`select count(*)::int as n from css_bids where plan_id = ${planId}`);
  return n.n;
}
