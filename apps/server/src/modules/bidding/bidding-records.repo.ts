import { and, desc, eq, sql } from 'drizzle-orm';
import type { PageQuery } from '@portal/contracts';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { courseFilters, requiredTypes } from './bidding.repo.ts';
import { cssBids, cssCourseHistory, cssCourses, cssDeselectRecords, cssMaxUseLog, cssPlans, cssPointLog } from './bidding.tables.ts';

/** The student's own records: the points and max-use logs, the registration view and its figures. */

type LogPage = Pick<PageQuery, 'pageNo' | 'pageSize' | 'orderBy' | 'sort' | 'conModels' | 'queryText'>;
type Page = Pick<PageQuery, 'pageNo' | 'pageSize' | 'conModels'>;

export const pointLogAllow: AllowList = { pointDatetime: cssPointLog.at, point: cssPointLog.points, totalPoint: cssPointLog.totalAfter, pointUseType: cssPointLog.useType };
export const maxUseLogAllow: AllowList = { maxUseDatetime: cssMaxUseLog.at, maxUse: cssMaxUseLog.delta, totalMaxUse: cssMaxUseLog.totalAfter, useType: cssMaxUseLog.useType };

export async function pointLog(db: Queryable, studentId: number, q: LogPage) {
  const where = and(eq(cssPointLog.studentId, studentId), textSearch(q.queryText, cssCourses.nameCn, cssCourses.nameEn, cssPlans.planName),
    filtersOf(pointLogAllow, q.conModels));
  const rows = await db.select({ log: cssPointLog, planName: cssPlans.planName, planNameEn: cssPlans.planNameEn, course: cssCourses })
    .from(cssPointLog).innerJoin(cssPlans, eq(cssPlans.id, cssPointLog.planId)).leftJoin(cssCourses, eq(cssCourses.id, cssPointLog.courseId))
    .where(where).orderBy(...orderOf(pointLogAllow, q, [desc(cssPointLog.at), desc(cssPointLog.id)])).limit(q.pageSize).offset(offsetOf(q));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(cssPointLog)
    .innerJoin(cssPlans, eq(cssPlans.id, cssPointLog.planId)).leftJoin(cssCourses, eq(cssCourses.id, cssPointLog.courseId)).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function maxUseLog(db: Queryable, studentId: number, q: LogPage) {
  const where = and(eq(cssMaxUseLog.studentId, studentId), textSearch(q.queryText, cssCourses.nameCn, cssCourses.nameEn, cssPlans.planName),
    filtersOf(maxUseLogAllow, q.conModels));
  const rows = await db.select({ log: cssMaxUseLog, planName: cssPlans.planName, planNameEn: cssPlans.planNameEn, course: cssCourses })
    .from(cssMaxUseLog).innerJoin(cssPlans, eq(cssPlans.id, cssMaxUseLog.planId)).leftJoin(cssCourses, eq(cssCourses.id, cssMaxUseLog.courseId))
    .where(where).orderBy(...orderOf(maxUseLogAllow, q, [desc(cssMaxUseLog.at), desc(cssMaxUseLog.id)])).limit(q.pageSize).offset(offsetOf(q));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(cssMaxUseLog)
    .innerJoin(cssPlans, eq(cssPlans.id, cssMaxUseLog.planId)).leftJoin(cssCourses, eq(cssCourses.id, cssMaxUseLog.courseId)).where(where);
  return { rows, total: count?.n ?? 0 };
}

export interface RegistrationDbRow {
  id: number; course_number: string; name_cn: string; name_en: string; course_type: number; teacher: string; teacher_en: string; credit: string | number;
  class_times: unknown; venue: string; venue_en: string; seat_limit: number; language: string; status: string | null; points: number | null;
  queue: number | null; round: number | null; placed_at: string | Date | null; dropped_at: string | Date | null; total: number;
}

/** Required courses of the plan (everyone takes them). */
export async function requiredRows(db: Queryable, planId: number, q: Page): Promise<RegistrationDbRow[]> {
  const c = cssCourses;
  return rowsOf<RegistrationDbRow>(await db.execute(sql`
    select ${c.id} as id, ${c.courseNumber} as course_number, ${c.nameCn} as name_cn, ${c.nameEn} as name_en, ${c.courseType} as course_type,
      ${c.teacher} as teacher, ${c.teacherEn} as teacher_en, ${c.credit} as credit, ${c.classTimes} as class_times, ${c.venue} as venue, ${c.venueEn} as venue_en, ${c.seatLimit} as seat_limit,
      ${c.language} as language, 'won' as status, null::int as points, null::int as queue, null::int as round, null::timestamptz as placed_at,
      null::timestamptz as dropped_at, count(*) over ()::int as total
    from ${c} where ${and(eq(c.planId, planId), sql`${c.courseType} in ${requiredTypes}`, filtersOf(courseFilters, q.conModels))}
    order by ${c.courseNumber} limit ${q.pageSize} offset ${offsetOf(q)}`));
}

/** The student's elective bids of the plan, the latest per course and round, with rank and state. */
export async function myElectiveRows(db: Queryable, planId: number, studentId: number, q: Page): Promise<RegistrationDbRow[]> {
  const c = cssCourses;
  const offset = offsetOf(q);
  const filters = filtersOf(courseFilters, q.conModels);
  return rowsOf<RegistrationDbRow>(await db.execute(sql`
    select distinct on (b.course_id) ${c.id} as id, ${c.courseNumber} as course_number, ${c.nameCn} as name_cn, ${c.nameEn} as name_en,
      ${c.courseType} as course_type, ${c.teacher} as teacher, ${c.teacherEn} as teacher_en, ${c.credit} as credit, ${c.classTimes} as class_times,
      ${c.venue} as venue, ${c.venueEn} as venue_en,
      ${c.seatLimit} as seat_limit, ${c.language} as language, b.status, b.points,
      (1 + (select count(*) from css_bids x where x.course_id = ${c.id} and x.round = b.round and x.status <> 'dropped'
        and (x.points > b.points or (x.points = b.points and x.seq < b.seq))))::int as queue,
      b.round, b.placed_at, b.dropped_at, 0 as total
    from css_bids b join ${c} on ${c.id} = b.course_id
    where b.plan_id = ${planId} and b.student_id = ${studentId} and not (b.status = 'dropped' and b.resolved_at is null)
      ${filters ? sql`and ${filters}` : sql``}
    order by b.course_id, b.seq desc`)).sort((a, b) => a.course_number.localeCompare(b.course_number))
    .map((r, _i, all) => ({ ...r, total: all.length })).slice(offset, offset + q.pageSize);
}

/** Courses won in round 1 and given up in add/drop, newest first. */
export async function droppedRows(db: Queryable, planId: number, studentId: number, q: Page) {
  const where = and(eq(cssDeselectRecords.planId, planId), eq(cssDeselectRecords.studentId, studentId), filtersOf(courseFilters, q.conModels));
  const rows = await db.select({ d: cssDeselectRecords, c: cssCourses, points: cssBids.points, placedAt: cssBids.placedAt })
    .from(cssDeselectRecords).innerJoin(cssCourses, eq(cssCourses.id, cssDeselectRecords.courseId)).innerJoin(cssBids, eq(cssBids.id, cssDeselectRecords.bidId))
    .where(where).orderBy(desc(cssDeselectRecords.createdAt)).limit(q.pageSize).offset(offsetOf(q));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(cssDeselectRecords)
    .innerJoin(cssCourses, eq(cssCourses.id, cssDeselectRecords.courseId)).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Credits of the electives the student won in the plan, and of electives passed before. */
export async function creditSums(db: Queryable, planId: number, studentId: number): Promise<{ won: number; history: number }> {
  const [won] = await db.select({ credits: sql<string>`coalesce(sum(${cssCourses.credit}), 0)` }).from(cssBids)
    .innerJoin(cssCourses, eq(cssCourses.id, cssBids.courseId))
    .where(and(eq(cssBids.planId, planId), eq(cssBids.studentId, studentId), eq(cssBids.status, 'won')));
  const [history] = await db.select({ credits: sql<string>`coalesce(sum(${cssCourseHistory.credit}), 0)` }).from(cssCourseHistory)
    .where(and(eq(cssCourseHistory.studentId, studentId), eq(cssCourseHistory.isElective, true)));
  return { won: Number(won?.credits ?? 0), history: Number(history?.credits ?? 0) };
}
