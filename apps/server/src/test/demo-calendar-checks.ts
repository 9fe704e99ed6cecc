import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { demoEntranceOffsets } from '../platform/auth/users.seed.ts';
import { rowsOf, type Queryable } from '../platform/db/client.ts';

/**
 * The agreements of a seeded demo (issue 9), read back from the database as a user would meet
 * them: plan names, windows, notices and the calendar must tell one story. Used by
 * demo-calendar.int.test.ts on today's seed and on seeds moved through the year.
 */

const q = async <T>(db: Queryable, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
const beijingDay = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const ms = (d: Date | string) => new Date(d).getTime();

interface PlanRow { plan_name: string; plan_name_en: string; school_year: string; term: number; first_begin: Date; first_end: Date; second_begin: Date; second_end: Date; created_at: Date }

/** Season of a term name, the months its first and last days may fall in, and its number. */
const SEASONS: Record<string, { first: number[]; last: number[]; term: number; en: string }> = {
  秋季: { first: [9], last: [1], term: 1, en: 'autumn' },
  冬季: { first: [1], last: [2], term: 2, en: 'winter' },
  春季: { first: [2], last: [6], term: 3, en: 'spring' },
  // Summer begins on the Monday on or before 1 July (terms run whole weeks, demo-calendar.ts).
  夏季: { first: [6, 7], last: [8, 9], term: 4, en: 'summer' },
};

/** Plan names name the term of their schoolYear/term columns, and the calendar's term of that name runs in its months. */
export async function termsAgree(db: Queryable): Promise<void> {
  const plans = await q<PlanRow>(db, sql`select * from css_plans`);
  expect(plans.length).toBeGreaterThan(0);
  for (const p of plans) {
    const m = /^(?:(\d{4})-(\d{4})|(\d{4})) (秋季|冬季|春季|夏季) /.exec(p.plan_name);
    expect(m, p.plan_name).toBeTruthy();
    const season = SEASONS[m![4]!]!;
    expect(p.term, p.plan_name).toBe(season.term);
    const termName = p.plan_name.slice(0, m![0].length - 1);
    expect(p.plan_name_en.toLowerCase(), p.plan_name).toContain(`${season.en} ${m![1] ? `${m![1]}-${m![2]}` : m![3]}`);
    if (m![1]) expect(p.school_year).toBe(`${m![1]}-${m![2]}`);
    // The calendar's classes-begin and registration entries of the term date it.
    const [classes] = await q<{ starts_at: Date }>(db, sql`select starts_at from calendar_events where title = ${`${termName}学期开课`}`);
    expect(classes, `${termName} classes begin`).toBeDefined();
    const first = beijingDay(new Date(classes!.starts_at));
    expect(season.first, `${termName} begins ${first}`).toContain(Number(first.slice(5, 7)));
    const startYear = Number(m![1] ?? m![3]);
    expect(Number(first.slice(0, 4)), `${termName} begins ${first}`).toBe(m![4] === '秋季' ? startYear : startYear + (m![1] ? 1 : 0));
    // Its last exam week ends in the month the season ends (winter and summer have none).
    const [finals] = await q<{ ends_at: Date }>(db, sql`select ends_at from calendar_events where title = ${`${termName}期末考试周`}`);
    if (finals) expect(season.last, `${termName} ends ${beijingDay(new Date(finals.ends_at))}`).toContain(Number(beijingDay(new Date(finals.ends_at)).slice(5, 7)));
    // A term is bid for before it starts: every round closes by its first day.
    expect(ms(p.second_end), `${p.plan_name} rounds before ${first}`).toBeLessThanOrEqual(ms(`${first}T00:00:00+08:00`));
    expect(ms(p.first_begin)).toBeLessThan(ms(p.first_end));
    expect(ms(p.first_end)).toBeLessThanOrEqual(ms(p.second_begin));
    expect(ms(p.second_begin)).toBeLessThan(ms(p.second_end));
    // The calendar shows the same rounds, to the minute.
    for (const [title, begin, end] of [[`${termName}选课竞价第一轮`, p.first_begin, p.first_end], [`${termName}选课竞价第二轮（补退选）`, p.second_begin, p.second_end]] as const) {
      const rows = await q<{ starts_at: Date; ends_at: Date }>(db, sql`select starts_at, ends_at from calendar_events where title = ${title}`);
      expect(rows.map((r) => [ms(r.starts_at), ms(r.ends_at)]), title).toEqual([[ms(begin), ms(end)]]);
    }
  }
}

const ZH = /(\d{4}) 年 (\d{1,2}) 月 (\d{1,2}) 日 (\d{2}):(\d{2})/g;
const EN = /(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) (\d{4}), (\d{2}):(\d{2})/g;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const beijing = (y: string, mo: number, d: string, h: string, mi: string) => Date.UTC(Number(y), mo - 1, Number(d), Number(h) - 8, Number(mi));
const zhTimes = (s: string) => [...s.matchAll(ZH)].map((m) => beijing(m[1]!, Number(m[2]), m[3]!, m[4]!, m[5]!));
const enTimes = (s: string) => [...s.matchAll(EN)].map((m) => beijing(m[3]!, MONTHS.indexOf(m[2]!.slice(0, 3)) + 1, m[1]!, m[4]!, m[5]!));

/** Every notice about a term's bid rounds quotes that term's plans' windows exactly, in both languages, and goes out before them. */
export async function noticesAgree(db: Queryable): Promise<number> {
  const rows = await q<{ title: string; content: string; en_content: string; publish_time: Date }>(db, sql`select title, content, en_content, publish_time from notices where title like '%选课竞价%'`);
  const plans = await q<PlanRow>(db, sql`select * from css_plans`);
  for (const n of rows) {
    const term = /^(.+?)学期选课竞价/.exec(n.title)?.[1];
    const mine = plans.filter((p) => term && p.plan_name.startsWith(`${term} `));
    expect(mine.length, n.title).toBeGreaterThan(0);
    const windows = mine.flatMap((p) => [[ms(p.first_begin), ms(p.first_end)], [ms(p.second_begin), ms(p.second_end)]].map((w) => w.join('/')));
    for (const times of [zhTimes(n.content), enTimes(n.en_content)]) {
      expect(times.length, n.title).toBeGreaterThanOrEqual(2);
      expect(times.length % 2).toBe(0);
      for (let i = 0; i < times.length; i += 2) expect(windows, n.title).toContain(`${times[i]}/${times[i + 1]}`);
      expect(ms(n.publish_time), n.title).toBeLessThanOrEqual(Math.min(...times));
    }
    expect(enTimes(n.en_content)).toEqual(zhTimes(n.content));
  }
  return rows.length;
}

/** Every time the seed wrote is a whole or half hour in Beijing, to the second. */
export async function timesAreRound(db: Queryable): Promise<void> {
  const columns = await q<{ table_name: string; column_name: string }>(db, sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type = 'timestamp with time zone' and table_name <> 'jobs'`);
  expect(columns.length).toBeGreaterThan(10);
  const odd: string[] = [];
  for (const c of columns) {
    const [row] = await q<{ n: number; sample: string | null }>(db, sql`
      select count(*)::int as n, min(${sql.identifier(c.column_name)})::text as sample from ${sql.identifier(c.table_name)}
      where ${sql.identifier(c.column_name)} is not null
        and (extract(second from ${sql.identifier(c.column_name)}) <> 0
          or extract(minute from ${sql.identifier(c.column_name)} at time zone 'Asia/Shanghai') not in (0, 30))`);
    if (row!.n > 0) odd.push(`${c.table_name}.${c.column_name}: ${row!.n} (${row!.sample})`);
  }
  expect(odd).toEqual([]);
}

/** Things are created before the periods they open, and answered or bid inside them. */
export async function creationComesFirst(db: Queryable): Promise<void> {
  const counts = await q<Record<string, number>>(db, sql`select
    (select count(*)::int from css_plans where created_at >= first_begin) as plans,
    (select count(*)::int from survey_assignments where created_at >= begin_time) as assignments,
    (select count(*)::int from survey_assignments a join surveys s on s.id = a.survey_id where s.created_at > a.created_at) as surveys,
    (select count(*)::int from survey_responses r join survey_assignments a on a.id = r.assignment_id
      where r.created_at < a.begin_time or r.updated_at >= a.end_time or r.submitted_at >= a.end_time) as responses,
    (select count(*)::int from notices where created_at > publish_time or created_at > coalesce(start_time, publish_time)) as notices,
    (select count(*)::int from css_bids b join css_plans p on p.id = b.plan_id
      where b.placed_at < case when b.round = 1 then p.first_begin else p.second_begin end
         or b.placed_at >= case when b.round = 1 then p.first_end else p.second_end end) as bids,
    (select count(*)::int from users u where u.created_at > (select min(x) from (
      select min(created_at) as x from css_plans union all select min(created_at) from surveys union all select min(created_at) from notices) m)) as users`);
  expect(counts[0]).toEqual({ plans: 0, assignments: 0, surveys: 0, responses: 0, notices: 0, bids: 0, users: 0 });
}

/**
 * A survey goes to a class: as many assignees as the class has students, and no more answers than
 * that. An activity's survey goes to those holding a place in the activity instead, a menu's to the
 * students who booked a meal on it, an appointment's to the student who attended it.
 */
export async function classesAgree(db: Queryable): Promise<void> {
  const rows = await q<{ id: number; target_label: string; assignees: number; class_size: number; submitted: number }>(db, sql`
    select a.id, a.target_label,
      (select count(*)::int from survey_assignees x where x.assignment_id = a.id) as assignees,
      case when a.business_type = 'Activity' then (select count(*)::int from career_activity_signups s join career_activities c on c.id = s.activity_id
          where c.survey_assignment_id = a.id and s.status = 1)
      when a.business_type = 'Appointment' then (select count(distinct s.student_id)::int from appt_subscribes s
          where s.survey_assignment_id = a.id and s.outcome = 1)
      when a.business_type = 'Meal' then (select count(distinct r.student_id)::int from meal_reservations r join meal_menus m on m.id = r.menu_id
          where m.survey_assignment_id = a.id and (r.lunch or r.dinner))
        else (select count(*)::int from users u where u.class_name = a.target_label) end as class_size,
      (select count(*)::int from survey_responses r where r.assignment_id = a.id and r.status = 'submitted') as submitted
    from survey_assignments a`);
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(r.assignees, `assignment ${r.id} to ${r.target_label}`).toBe(r.class_size);
    expect(r.submitted).toBeLessThanOrEqual(r.assignees);
  }
  const [teachers] = await q<{ n: number }>(db, sql`
    select count(distinct a.teacher_id)::int as n from survey_assignments a join user_roles r on r.user_id = a.teacher_id and r.role = 'teacher'`);
  expect(teachers!.n).toBeGreaterThanOrEqual(3);
}

/** Spring Festival (the first day of the lunar year) by year, from the almanac, not from the seed's table. */
const SPRING_FESTIVAL: Record<number, string> = { 2025: '01-29', 2026: '02-17', 2027: '02-06', 2028: '01-26', 2029: '02-13' };

/** Holidays on their real dates. */
export async function holidaysAgree(db: Queryable): Promise<void> {
  const rows = await q<{ title: string; starts_at: Date; ends_at: Date }>(db, sql`
    select title, starts_at, ends_at from calendar_events where title in ('春节假期', '国庆节假期', '元旦', '劳动节假期')`);
  const festivals = rows.filter((r) => r.title === '春节假期');
  expect(festivals.length).toBeGreaterThanOrEqual(2);
  for (const r of rows) {
    const first = beijingDay(new Date(r.starts_at));
    const last = beijingDay(new Date(r.ends_at));
    const y = Number(first.slice(0, 4));
    if (r.title === '国庆节假期') expect(first.slice(5)).toBe('10-01');
    if (r.title === '元旦') expect(first.slice(5)).toBe('01-01');
    if (r.title === '劳动节假期') expect(first.slice(5)).toBe('05-01');
    if (r.title === '春节假期') {
      // From New Year's Eve: the festival's own day is the second.
      const day = new Date(ms(`${first}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const year = Number(day.slice(0, 4));
      if (SPRING_FESTIVAL[year]) expect(day, `Spring Festival ${year}`).toBe(`${year}-${SPRING_FESTIVAL[year]}`);
      expect(last >= day).toBe(true);
    }
    expect(y).toBeGreaterThan(2000);
  }
  // Notices about a holiday go out before it: the National Day notice the week before 1 October.
  const [national] = await q<{ publish_time: Date }>(db, sql`select publish_time from notices where title = '国庆节放假及调课安排'`);
  expect(beijingDay(new Date(national!.publish_time)).slice(5)).toBe('09-24');
}

/**
 * The demo students are in the years the school year puts them in (users.seed.ts offsets), and
 * their numbers and classes, in both languages, carry that year; classmates share it.
 */
export async function studentsFollowTheYear(db: Queryable, schoolYear: number): Promise<void> {
  for (const [username, offset] of Object.entries(demoEntranceOffsets)) {
    const [u] = await q<{ study_entrance_year: number; student_number: string; class_name: string; class_name_en: string }>(db, sql`
      select study_entrance_year, student_number, class_name, class_name_en from users where username = ${username}`);
    const year = schoolYear - offset;
    expect(u!.study_entrance_year, username).toBe(year);
    expect(u!.student_number.startsWith(String(year)), `${username} ${u!.student_number}`).toBe(true);
    for (const name of [u!.class_name, u!.class_name_en]) expect(name, username).toContain(String(year));
    expect(u!.class_name_en, username).not.toMatch(/[\u3400-\u9fff]/);
    const [others] = await q<{ n: number; all: number }>(db, sql`
      select count(*) filter (where study_entrance_year <> ${year} or class_name_en is distinct from ${u!.class_name_en})::int as n, count(*)::int as all
      from users where class_name = ${u!.class_name}`);
    expect(others!.n, `classmates of ${username}`).toBe(0);
    if (username === 'mba01' || username === 'emba01') expect(others!.all, `${username}'s class`).toBeGreaterThan(10);
  }
}

/**
 * A course's evaluation names the teacher the bidding plans give the same course, in both
 * languages, and that teacher is the demo account it is assigned to; every teacher account teaches.
 */
export async function teachersAgree(db: Queryable): Promise<void> {
  const rows = await q<{ course: string; teacher_name: string; teacher_name_en: string; name: string; en_name: string; is_teacher: boolean; courses: string[] }>(db, sql`
    select a.course_name_cn as course, a.teacher_name, a.teacher_name_en, u.name, u.en_name,
      exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'teacher') as is_teacher,
      array(select distinct c.teacher || ' / ' || c.teacher_en from css_courses c where c.name_cn = a.course_name_cn) as courses
    from survey_assignments a join users u on u.id = a.teacher_id
    where a.course_name_cn is not null and a.course_name_cn <> ''`);
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect([r.name, r.en_name, r.is_teacher], `the account assigned ${r.course}`).toEqual([r.teacher_name, r.teacher_name_en, true]);
    if (r.courses.length) expect(r.courses, `teachers of ${r.course}`).toEqual([`${r.teacher_name} / ${r.teacher_name_en}`]);
  }
  // Not vacuous: some evaluated courses are the plans' courses.
  expect(rows.filter((r) => r.courses.length).length).toBeGreaterThanOrEqual(2);
  const idle = await q<{ username: string }>(db, sql`
    select u.username from users u join user_roles r on r.user_id = u.id and r.role = 'teacher'
    where not exists (select 1 from css_courses c where c.teacher = u.name and c.teacher_en = u.en_name)
      and not exists (select 1 from survey_assignments a where a.teacher_id = u.id)`);
  expect(idle).toEqual([]);
}
