// Data of the list benchmark: about 100,000 rows behind each list, written with set-based SQL
// (generate_series) straight into the throwaway database before the server starts.
import { sql } from 'drizzle-orm';
import { insertOpenPlan, rows } from './bidding-data.mjs';

export const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const STUDENTS = ROWS / 5;
const COURSES = 200;

async function people(db) {
  const [staff] = await rows(db, sql`insert into users (username, name, hr_user_id) values ('bench-staff', 'Bench staff', 'BENCH') returning id`);
  await db.execute(sql`insert into user_roles (user_id, role) select ${staff.id}, r from unnest(array['course.admin', 'survey.admin', 'news.admin', 'career.admin']) r`);
  const [first] = await rows(db, sql`
    insert into users (username, name, email, student_number, page_type, student_type_id, study_entrance_year)
    select 'bench' || g, 'Student ' || g, 'bench' || g || '@example.edu.cn', 'B' || lpad(g::text, 6, '0'), 'mba', 3, 2025
    from generate_series(1, ${STUDENTS}) g returning id`);
  await db.execute(sql`insert into user_roles (user_id, role) select id, 'student' from users where username like 'bench%' and username <> 'bench-staff'`);
  return { staffId: staff.id, firstStudent: first.id };
}

/** ROWS notices for everyone, half reports and half rules, one in a thousand pinned. */
async function notices(db) {
  await db.execute(sql`
    insert into notices (title, en_title, field_type, content, is_top, publish_time, created_at, updated_at)
    select 'Notice ' || g, 'Notice ' || g, case when g % 2 = 0 then 'report' else 'rule' end, '<p>Text of notice ' || g || '</p>',
      g % 1000 = 0, now() - make_interval(mins => g), now(), now()
    from generate_series(1, ${ROWS}) g`);
}

/** One open plan of 200 courses, five live bids from each of ROWS / 5 students: ROWS bids and log rows. */
async function bidding(db, firstStudent) {
  const plan = await insertOpenPlan(db, COURSES);
  // Accounts first: bids and log rows reference their account.
  await db.execute(sql`
    insert into css_accounts (plan_id, student_id, budget, available, held, max_uses, uses_available, uses_held)
    select ${plan.id}, ${firstStudent} + s, 2500, 1500, 1000, 5, 0, 5 from generate_series(0, ${STUDENTS - 1}) s`);
  // Student s bids 100, 150, … 300 on courses (7s + 13k) mod 200: five distinct courses, 1,000 points held.
  await db.execute(sql`
    with b as (select s, k, c.id as course_id from generate_series(0, ${STUDENTS - 1}) s cross join generate_series(0, 4) k
      join css_courses c on c.plan_id = ${plan.id} and c.course_number = 'B' || lpad(((s * 7 + k * 13) % ${COURSES})::text, 4, '0'))
    insert into css_bids (plan_id, course_id, student_id, round, points) select ${plan.id}, course_id, ${firstStudent} + s, 1, 100 + k * 50 from b`);
  await db.execute(sql`
    insert into css_point_log (plan_id, student_id, course_id, use_type, points, total_after)
    select plan_id, student_id, course_id, 'hold', points, 1500 from css_bids where plan_id = ${plan.id}`);
  await db.execute(sql`
    insert into css_max_use_log (plan_id, student_id, course_id, use_type, delta, total_after)
    select plan_id, student_id, course_id, 'hold', 1, 0 from css_bids where plan_id = ${plan.id}`);
  return plan.id;
}

/**
 * 1,000 surveys (one in ten for graduates), ROWS / 10 open faculty assignments of ten students each:
 * ROWS assignees, and a response (half of them submitted) from every assignee.
 */
async function surveys(db, staffId, firstStudent) {
  await db.execute(sql`
    insert into surveys (name, name_en, kind, created_by)
    select 'Survey ' || g, 'Survey ' || g, case when g % 10 = 0 then 'graduate' else 'faculty' end, ${staffId} from generate_series(1, 1000) g`);
  await db.execute(sql`
    insert into survey_assignments (survey_id, business_type, title, course_name_cn, course_name_en, teacher_name, page_type, begin_time, end_time, created_by)
    select s.id, '0', 'Assignment ' || g, '课程 ' || g, 'Course ' || g, 'Teacher ' || (g % 300), 'mba',
      now() - interval '1 day', now() + make_interval(days => 1 + g % 60), ${staffId}
    from generate_series(1, ${ROWS / 10}) g join surveys s on s.name = 'Survey ' || (1 + g % 1000)`);
  await db.execute(sql`
    insert into survey_assignees (assignment_id, user_id)
    select a.id, ${firstStudent} + ((a.id * 10 + k) % ${STUDENTS}) from survey_assignments a cross join generate_series(0, 9) k
    on conflict do nothing`);
  // The student who lists is also asked about the first 50 assignments, graduate surveys among them.
  await db.execute(sql`insert into survey_assignees (assignment_id, user_id) select id, ${firstStudent} from survey_assignments order by id limit 50 on conflict do nothing`);
  await db.execute(sql`
    insert into survey_responses (assignment_id, user_id, survey_id, status, answers, submitted_at)
    select e.assignment_id, e.user_id, a.survey_id, case when e.user_id % 2 = 0 then 'submitted' else 'draft' end, '[]'::jsonb,
      case when e.user_id % 2 = 0 then now() end
    from survey_assignees e join survey_assignments a on a.id = e.assignment_id`);
}

/**
 * Attendance: one start class of 5,000 enrolled students with twenty days of records each, ROWS
 * records, listed by a teaching administrator (the teacher's own check is one more indexed lookup).
 */
async function attendance(db, staffId, firstStudent) {
  const students = 5000;
  await db.execute(sql`insert into user_roles (user_id, role) values (${staffId}, 'teaching.admin') on conflict do nothing`);
  await db.execute(sql`insert into school_terms (school_year, term, name, name_en, starts_at, ends_at)
    values (1990, 1, '1990-1991 秋季学期', '1990-1991 autumn', '1990-09-01', '1991-01-20') on conflict do nothing`);
  const [course] = await rows(db, sql`insert into teaching_courses (course_number, name_cn, name_en, course_type) values ('BENCH-ATT', '考勤基准', 'Attendance bench', 12) returning id`);
  const [cls] = await rows(db, sql`insert into start_classes (course_id, school_year, term, page_type, class_name, capacity, enrolled)
    values (${course.id}, 1990, 1, 'mba', 'Bench class', ${students}, ${students}) returning id`);
  await db.execute(sql`insert into start_class_teachers (start_class_id, teacher_id) values (${cls.id}, ${staffId})`);
  await db.execute(sql`insert into enrolments (start_class_id, course_id, school_year, term, student_id)
    select ${cls.id}, ${course.id}, 1990, 1, ${firstStudent} + s from generate_series(0, ${students - 1}) s`);
  await db.execute(sql`insert into attendance_records (start_class_id, student_id, attendance_date, status)
    select ${cls.id}, ${firstStudent} + s, date '1990-09-03' + (d * 7), case when (s + d) % 9 = 0 then 'Absent' else 'Present' end
    from generate_series(0, ${students - 1}) s cross join generate_series(0, ${ROWS / students - 1}) d`);
  return cls.id;
}

/**
 * Timetable: 20 classes of 5,000 students each in the attendance bench's term (1990-1), two weekly
 * slots per class: ROWS enrolments; the first student reads one month of the term.
 */
async function timetable(db, firstStudent) {
  const students = 5000;
  await db.execute(sql`insert into class_times (period, name, name_en, begin_time, end_time)
    select p, '第' || p || '节', 'Period ' || p, lpad((7 + p)::text, 2, '0') || ':00', lpad((7 + p)::text, 2, '0') || ':45' from generate_series(1, 12) p on conflict do nothing`);
  await db.execute(sql`insert into teaching_courses (course_number, name_cn, name_en, course_type)
    select 'BENCH-TT' || c, '课表基准 ' || c, 'Timetable bench ' || c, 11 from generate_series(1, 20) c`);
  await db.execute(sql`insert into start_classes (course_id, school_year, term, page_type, class_name, capacity, enrolled)
    select id, 1990, 1, 'mba', 'Bench timetable class', ${students}, ${students} from teaching_courses where course_number like 'BENCH-TT%'`);
  await db.execute(sql`insert into class_weekly_slots (start_class_id, week_start, week_end, week_name, class_start, class_end, begin_time, end_time)
    select sc.id, 0, 17, 1 + (sc.id + k) % 7, 1 + k * 4, 3 + k * 4, lpad((8 + k * 4)::text, 2, '0') || ':00', lpad((10 + k * 4)::text, 2, '0') || ':45'
    from start_classes sc cross join generate_series(0, 1) k where sc.class_name = 'Bench timetable class'`);
  await db.execute(sql`insert into enrolments (start_class_id, course_id, school_year, term, student_id)
    select sc.id, sc.course_id, 1990, 1, ${firstStudent} + s from start_classes sc cross join generate_series(0, ${students - 1}) s
    where sc.class_name = 'Bench timetable class'`);
}

/**
 * ROWS recruitment postings from ROWS / 50 employers across the 20 industries and 4 categories: nine
 * in ten published, deadlines from 30 days ago to 90 days ahead (a quarter expired), newest first.
 */
async function positions(db) {
  const employers = ROWS / 50;
  await db.execute(sql`
    insert into career_employers (c_name, e_name, industry, property, city)
    select '单位 ' || e, 'Employer ' || e, ((e % 20) + 1)::text, ((e % 9) + 1)::text, 'City ' || (e % 30) from generate_series(1, ${employers}) e`);
  await db.execute(sql`
    insert into career_positions (employer_id, name, category, end_date, status, published_at, expired_at, search_text, description)
    select emp.id, '职位 Position ' || g, (array['FullTime', 'PartTime', 'Full-Part', 'Intern'])[g % 4 + 1],
      current_date - 30 + (g % 121), case when g % 10 = 0 then 0 when g % 10 = 5 then 2 else 1 end,
      case when g % 10 = 0 then null else now() - make_interval(mins => g) end, case when g % 500 = 7 then now() end,
      '职位 Position ' || g || ' / ' || emp.c_name || ' / ' || emp.e_name, '<p>Description ' || g || '</p>'
    from generate_series(1, ${ROWS}) g join career_employers emp on emp.c_name = '单位 ' || (g % ${employers} + 1)`);
}

export async function createListData(db) {
  const { staffId, firstStudent } = await people(db);
  await notices(db);
  const planId = await bidding(db, firstStudent);
  await surveys(db, staffId, firstStudent);
  const startClassId = await attendance(db, staffId, firstStudent);
  await timetable(db, firstStudent);
  await positions(db);
  // Rows this old would have been vacuumed by now: the visibility map lets counts scan the index only.
  await db.execute(sql`vacuum analyze`);
  // Every student looks alike; the one listing is the first.
  return { staffId, studentId: firstStudent, planId, startClassId };
}

/** With pg_stat_statements loaded: database time and buffers of the top-level statements since the last call. */
export async function statementCost(db) {
  const [c] = await rows(db, sql`select coalesce(sum(total_exec_time), 0)::float as ms, coalesce(sum(shared_blks_hit + shared_blks_read), 0)::int as blocks,
      coalesce(sum(calls), 0)::int as calls
    from pg_stat_statements where toplevel and query not like '%pg_stat_statements%'`);
  await db.execute(sql`select pg_stat_statements_reset()`);
  return c;
}
