// Data of the notifications benchmark, written straight into the database before the server starts:
// students who bid in an open first round, so that closing it publishes results to every one of them.
import { sql } from 'drizzle-orm';
import { createBenchData, rows } from './bidding-data.mjs';

/**
 * `students` students with `bidsEach` live first-round bids each on `courses` courses, their accounts
 * holding the points (budget = available + held + spent, as the bid path would leave them), every
 * tenth student reading the portal in English. Answers the plan, the staff user and the students.
 */
export async function createBiddersData(db, { students, courses, bidsEach }) {
  const made = await createBenchData(db, { students, courses });
  const { planId } = made;
  await db.execute(sql`
    insert into css_accounts (plan_id, student_id, budget, available, max_uses, uses_available)
    select ${planId}, id, 2500, 2500, 5, 5 from users where username like 'bench%' and username <> 'bench-staff'`);
  // Distinct courses per student (k × 13 apart), points 100…500 in steps of 10.
  await db.execute(sql`
    with c as (select id, row_number() over (order by id) - 1 as i from css_courses where plan_id = ${planId}),
    s as (select id, row_number() over (order by id) as g from users where username like 'bench%' and username <> 'bench-staff')
    insert into css_bids (plan_id, course_id, student_id, round, points)
    select ${planId}, c.id, s.id, 1, 100 + ((s.g * 31 + k * 17) % 41) * 10
    from s cross join generate_series(0, ${bidsEach - 1}) k join c on c.i = (s.g * 7 + k * 13) % ${courses}
    order by random()`);
  await db.execute(sql`
    update css_accounts a set held = b.p, available = a.budget - b.p, uses_held = b.n, uses_available = a.max_uses - b.n
    from (select student_id, sum(points)::int as p, count(*)::int as n from css_bids where plan_id = ${planId} group by student_id) b
    where a.plan_id = ${planId} and a.student_id = b.student_id`);
  await db.execute(sql`update users set language = 'en-US' where username like 'bench%' and username <> 'bench-staff' and id % 10 = 0`);
  const [admin] = await rows(db, sql`insert into users (username, name, kind, is_admin) values ('bench-admin', 'Bench admin', 'staff', true) returning id`);
  await db.execute(sql`insert into user_roles (user_id, role) values (${admin.id}, 'admin')`);
  return { ...made, adminId: admin.id };
}

/** What the outbox holds after the run, read from the database: every figure must be one per student. */
export async function outboxFigures(db, planId) {
  const key = `bidding.results:${planId}:1:%`;
  const [f] = await rows(db, sql`
    select
      (select count(*)::int from notification_events where event_key like ${key}) as events,
      (select count(*)::int from notifications where key like ${key}) as notices,
      (select count(distinct user_id)::int from notifications where key like ${key}) as notice_users,
      (select count(*)::int from notification_deliveries d join notification_events e on e.id = d.event_id
        where e.event_key like ${key} and d.channel = 'portal' and d.status = 'sent') as portal_sent,
      (select count(*)::int from notification_deliveries d join notification_events e on e.id = d.event_id
        where e.event_key like ${key} and d.channel = 'email' and d.status = 'sent') as email_sent,
      (select count(*)::int from notification_deliveries d join notification_events e on e.id = d.event_id
        where e.event_key like ${key} and d.status <> 'sent') as not_sent,
      (select coalesce(sum(d.attempts), 0)::int from notification_deliveries d join notification_events e on e.id = d.event_id
        where e.event_key like ${key} and d.channel = 'email') as email_attempts,
      (select extract(epoch from max(created_at)) * 1000 from notifications where key like ${key}) as last_notice_ms`);
  return { ...f, last_notice_ms: Number(f.last_notice_ms) };
}
