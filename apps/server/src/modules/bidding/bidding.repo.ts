import { and, eq, sql, type SQL } from 'drizzle-orm';
import { requiredCourseTypes } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { BizError } from '../../platform/http/errors.ts';
import { cssCourses, cssPlanYears } from './bidding.tables.ts';

export type Course = typeof cssCourses.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const required = sql.raw(`(${requiredCourseTypes.join(',')})`);

export async function planYears(db: Queryable, planId: number): Promise<number[]> {
  const rows = await db.select({ year: cssPlanYears.year }).from(cssPlanYears).where(eq(cssPlanYears.planId, planId));
  return rows.map((r) => r.year).sort();
}

export async function courseByNumber(db: Queryable, planId: number, courseNumber: string, lock = false): Promise<Course | undefined> {
  const q = db.select().from(cssCourses).where(and(eq(cssCourses.planId, planId), eq(cssCourses.courseNumber, courseNumber)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export interface CourseListRow {
  id: number; course_number: string; name_cn: string; name_en: string; course_type: number; teacher: string;
  credit: string | number; class_times: unknown; venue: string; seat_limit: number; won_count: number;
  clearing_price_first: number | null; clearing_price_second: number | null;
  my_points: number | null; my_status: string | null; my_queue: number | null;
  first_status: string | null; first_points: number | null; first_dropped_at: string | Date | null; first_avg: string | number | null; bid_count: number; total: number;
}

const courseOrder: Record<string, SQL> = {
  courseNumber: sql`c.course_number`, courseName: sql`c.name_cn`, courseNameEN: sql`c.name_en`, teacher: sql`c.teacher`,
  score: sql`c.credit`, countLimites: sql`c.seat_limit`, courseType: sql`c.course_type`, point: sql`mine.points`, queue: sql`my_queue`,
};

/**
 * The elective courses of a plan as one student sees them in a round: their latest bid there, its
 * rank ('queue' = 1 + bids with more points, or equal points placed earlier), and the round-1 result.
 */
export async function electiveRows(db: Queryable, p: {
  planId: number; studentId: number; round: 1 | 2; pageNo: number; pageSize: number; orderBy: string | null; sort: 'asc' | 'desc' | undefined;
}): Promise<CourseListRow[]> {
  if (p.orderBy && !Object.hasOwn(courseOrder, p.orderBy)) throw new BizError('90004', { field: p.orderBy });
  const order = p.orderBy ? sql`${courseOrder[p.orderBy]} ${sql.raw(p.sort === 'desc' ? 'desc nulls last' : 'asc nulls last')}, c.course_number` : sql`c.course_number`;
  return rowsOf<CourseListRow>(await db.execute(sql`
    select c.id, c.course_number, c.name_cn, c.name_en, c.course_type, c.teacher, c.credit, c.class_times, c.venue, c.seat_limit,
      c.won_count, c.clearing_price_first, c.clearing_price_second,
      mine.points as my_points, mine.status as my_status,
      case when mine.status is not null and mine.status <> 'dropped' then 1 + (
        select count(*) from css_bids x where x.course_id = c.id and x.round = ${p.round} and x.status <> 'dropped'
          and (x.points > mine.points or (x.points = mine.points and x.seq < mine.seq)))::int end as my_queue,
      first.status as first_status, first.points as first_points, first.dropped_at as first_dropped_at,
      (select round(avg(x.points), 1) from css_bids x where x.course_id = c.id and x.round = 1 and x.status <> 'dropped') as first_avg,
      (select count(*)::int from css_bids x where x.course_id = c.id and x.round = ${p.round} and x.status <> 'dropped') as bid_count,
      count(*) over ()::int as total
    from css_courses c
    left join lateral (select b.points, b.status, b.seq from css_bids b
      where b.course_id = c.id and b.student_id = ${p.studentId} and b.round = ${p.round} order by b.seq desc limit 1) mine on true
    left join lateral (select b.status, b.points, b.dropped_at from css_bids b
      where b.course_id = c.id and b.student_id = ${p.studentId} and b.round = 1 and b.status in ('won', 'dropped', 'lost') order by b.seq desc limit 1) first on true
    where c.plan_id = ${p.planId} and c.course_type not in ${required}
    order by ${order}
    limit ${p.pageSize} offset ${p.pageNo * p.pageSize}`));
}

export interface RegistrationDbRow {
  id: number; course_number: string; name_cn: string; name_en: string; course_type: number; teacher: string; credit: string | number;
  class_times: unknown; venue: string; seat_limit: number; language: string; status: string | null; points: number | null;
  queue: number | null; placed_at: string | Date | null; dropped_at: string | Date | null; total: number;
}

/** Required courses of the plan (everyone takes them). */
export async function requiredRows(db: Queryable, planId: number, pageNo: number, pageSize: number): Promise<RegistrationDbRow[]> {
  return rowsOf<RegistrationDbRow>(await db.execute(sql`
    select c.id, c.course_number, c.name_cn, c.name_en, c.course_type, c.teacher, c.credit, c.class_times, c.venue, c.seat_limit, c.language,
      'won' as status, null::int as points, null::int as queue, null::timestamptz as placed_at, null::timestamptz as dropped_at, count(*) over ()::int as total
    from css_courses c where c.plan_id = ${planId} and c.course_type in ${required}
    order by c.course_number limit ${pageSize} offset ${pageNo * pageSize}`));
}

/** The student's elective bids of the plan, the latest per course and round, with rank and state. */
export async function myElectiveRows(db: Queryable, planId: number, studentId: number, pageNo: number, pageSize: number): Promise<RegistrationDbRow[]> {
  return rowsOf<RegistrationDbRow>(await db.execute(sql`
    select distinct on (b.course_id) c.id, c.course_number, c.name_cn, c.name_en, c.course_type, c.teacher, c.credit, c.class_times, c.venue,
      c.seat_limit, c.language, b.status, b.points,
      (1 + (select count(*) from css_bids x where x.course_id = c.id and x.round = b.round and x.status <> 'dropped'
        and (x.points > b.points or (x.points = b.points and x.seq < b.seq))))::int as queue,
      b.placed_at, b.dropped_at, 0 as total
    from css_bids b join css_courses c on c.id = b.course_id
    where b.plan_id = ${planId} and b.student_id = ${studentId} and not (b.status = 'dropped' and b.resolved_at is null)
    order by b.course_id, b.seq desc`)).sort((a, b) => a.course_number.localeCompare(b.course_number))
    .map((r, _i, all) => ({ ...r, total: all.length })).slice(pageNo * pageSize, (pageNo + 1) * pageSize);
}
