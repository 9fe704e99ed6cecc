import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { requiredCourseTypes, type PageQuery } from '@portal/contracts';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList, type SortList } from '../../platform/http/paging.ts';
import type { Plan } from './bidding-states.ts';
import { cssAccounts, cssCourseHistory, cssCourses, cssPlanYears, cssPlans } from './bidding.tables.ts';

/** The student side's reads: plans, accounts, the course list of a round. */

export type Course = typeof cssCourses.$inferSelect;
export type ListPage = Pick<PageQuery, 'pageNo' | 'pageSize' | 'orderBy' | 'sort' | 'conModels' | 'queryText'>;

export const requiredTypes = sql`(${sql.join(requiredCourseTypes.map((t) => sql`${t}`), sql`, `)})`;

export async function planById(db: Queryable, planId: number): Promise<Plan | undefined> {
  const [plan] = await db.select().from(cssPlans).where(eq(cssPlans.id, planId));
  return plan;
}

export async function planYears(db: Queryable, planId: number): Promise<number[]> {
  const rows = await db.select({ year: cssPlanYears.year }).from(cssPlanYears).where(eq(cssPlanYears.planId, planId));
  return rows.map((r) => r.year).sort();
}

/** The plan fields a list may be sorted and filtered by (student list and staff console). */
export const planAllow: AllowList = {
  planName: cssPlans.planName, schoolYear: cssPlans.schoolYear, term: cssPlans.term, firstBegin: cssPlans.firstBegin,
  planState: cssPlans.planState, pageType: cssPlans.pageType, id: cssPlans.id,
};

/** The published plans of a programme and entrance year, newest first unless asked otherwise. */
export async function visiblePlans(db: Queryable, who: { pageType: string; year: number }, q: ListPage): Promise<{ rows: Plan[]; total: number }> {
  const where = and(
    eq(cssPlans.published, true), eq(cssPlans.pageType, who.pageType),
    inArray(cssPlans.id, db.select({ id: cssPlanYears.planId }).from(cssPlanYears).where(eq(cssPlanYears.year, who.year))),
    textSearch(q.queryText, cssPlans.planName, cssPlans.planNameEn), filtersOf(planAllow, q.conModels),
  );
  const rows = await db.select().from(cssPlans).where(where)
    .orderBy(...orderOf(planAllow, q, [desc(cssPlans.firstBegin), desc(cssPlans.id)])).limit(q.pageSize).offset(offsetOf(q));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(cssPlans).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function accountOf(db: Queryable, planId: number, studentId: number) {
  const [account] = await db.select().from(cssAccounts).where(and(eq(cssAccounts.planId, planId), eq(cssAccounts.studentId, studentId)));
  return account;
}

export async function courseByNumber(db: Queryable, planId: number, courseNumber: string): Promise<Course | undefined> {
  const [row] = await db.select().from(cssCourses).where(and(eq(cssCourses.planId, planId), eq(cssCourses.courseNumber, courseNumber)));
  return row;
}

/** A course of the same number the student passed before (an earlier plan or the transcript). */
export async function passedCourse(db: Queryable, studentId: number, courseNumber: string) {
  const [row] = await db.select().from(cssCourseHistory)
    .where(and(eq(cssCourseHistory.studentId, studentId), eq(cssCourseHistory.courseNumber, courseNumber)));
  return row;
}

export interface CourseListRow {
  id: number; course_number: string; name_cn: string; name_en: string; course_type: number; teacher: string; teacher_en: string;
  credit: string | number; class_times: unknown; venue: string; venue_en: string; seat_limit: number; won_count: number;
  clearing_price_first: number | null; clearing_price_second: number | null; min_point: number; max_point: number;
  my_points: number | null; my_status: string | null; my_queue: number | null; my_paid: number | null; my_resolved: boolean;
  cc_bidders: number | null; cc_seats: number | null; cc_winners: number | null; cc_price: number | null; cc_lowest: number | null; cc_highest: number | null;
  first_status: string | null; first_points: number | null; first_dropped_at: string | Date | null; first_avg: string | number | null; bid_count: number; total: number;
}

/** Filters of the course list: columns of css_courses, which the query names by table. */
export const courseFilters: AllowList = {
  courseNumber: cssCourses.courseNumber, courseName: cssCourses.nameCn, courseNameEN: cssCourses.nameEn, teacher: cssCourses.teacher,
  score: cssCourses.credit, courseType: cssCourses.courseType, countLimites: cssCourses.seatLimit,
};
const courseSorts: SortList = { ...courseFilters, point: sql`mine.points`, queue: sql`my_queue` };

/**
 * The elective courses of a plan as one student sees them in a round: their latest bid there, its
 * rank ('queue': once cleared, the clearing's order — points, then the lottery; while open, 1 + the
 * bids with more points, so equal points share a rank and placement order never counts), the
 * round's clearing figures, the round-1 result and the points range of a bid (css_bid_range, the
 * same function that checks bids).
 */
export async function electiveRows(db: Queryable, p: ListPage & { planId: number; studentId: number; round: 1 | 2 }): Promise<CourseListRow[]> {
  const c = cssCourses;
  return rowsOf<CourseListRow>(await db.execute(sql`
    select ${c.id} as id, ${c.courseNumber} as course_number, ${c.nameCn} as name_cn, ${c.nameEn} as name_en, ${c.courseType} as course_type,
      ${c.teacher} as teacher, ${c.teacherEn} as teacher_en, ${c.credit} as credit, ${c.classTimes} as class_times, ${c.venue} as venue, ${c.venueEn} as venue_en, ${c.seatLimit} as seat_limit,
      ${c.wonCount} as won_count, ${c.clearingPriceFirst} as clearing_price_first, ${c.clearingPriceSecond} as clearing_price_second,
      r.min_point, r.max_point, mine.points as my_points, mine.status as my_status,
      case when mine.status is null or mine.status = 'dropped' then null when mine.rank is not null then mine.rank else 1 + (
        select count(*) from css_bids x where x.course_id = ${c.id} and x.round = ${p.round} and x.status <> 'dropped' and x.promoted_at is null and x.points > mine.points)::int end as my_queue,
      mine.paid as my_paid, mine.resolved_at is not null as my_resolved,
      cc.bidders as cc_bidders, cc.seats as cc_seats, cc.winners as cc_winners, cc.price as cc_price, cc.lowest_bid as cc_lowest, cc.highest_bid as cc_highest,
      first.status as first_status, first.points as first_points, first.dropped_at as first_dropped_at,
      (select round(avg(x.points), 1) from css_bids x where x.course_id = ${c.id} and x.round = 1 and x.status <> 'dropped') as first_avg,
      (select count(*)::int from css_bids x where x.course_id = ${c.id} and x.round = ${p.round} and x.status <> 'dropped') as bid_count,
      count(*) over ()::int as total
    from ${c} join css_plans p on p.id = ${c.planId}
    cross join lateral css_bid_range(p.page_type, p.min_point, p.max_point, ${c.credit}) r
    left join css_course_clearings cc on cc.course_id = ${c.id} and cc.round = ${p.round}
    left join lateral (select b.points, b.status, b.seq, b.rank, b.paid, b.resolved_at from css_bids b
      where b.course_id = ${c.id} and b.student_id = ${p.studentId} and b.round = ${p.round} order by b.seq desc limit 1) mine on true
    left join lateral (select b.status, b.points, b.dropped_at from css_bids b
      where b.course_id = ${c.id} and b.student_id = ${p.studentId} and b.round = 1 and b.status in ('won', 'dropped', 'lost') order by b.seq desc limit 1) first on true
    where ${and(eq(c.planId, p.planId), sql`${c.courseType} not in ${requiredTypes}`,
      textSearch(p.queryText, c.courseNumber, c.nameCn, c.nameEn, c.teacher, c.teacherEn), filtersOf(courseFilters, p.conModels))}
    order by ${sql.join(orderOf(courseSorts, p, [sql`${c.courseNumber}`]), sql`, `)}
    limit ${p.pageSize} offset ${offsetOf(p)}`));
}
