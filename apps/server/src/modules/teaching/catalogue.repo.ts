import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CatalogueCourseInput, PageQuery, PageTypeName, TeachingLanguage } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { startClasses, teachingCourses } from './teaching.tables.ts';

/** Queries of the course catalogue (teaching_courses), staff side. */

const c = teachingCourses;
export const courseAllowList: AllowList = {
  courseNumber: c.courseNumber, nameCn: c.nameCn, nameEn: c.nameEn, credit: c.credit, courseType: c.courseType, language: c.language,
};

// Qualified by hand: in a one-table select drizzle writes a column without its table, which the subquery would take for its own.
const classCount = sql<number>`(select count(*)::int from ${startClasses} s where s.course_id = "teaching_courses"."id")`;
const columns = {
  id: c.id, courseNumber: c.courseNumber, nameCn: c.nameCn, nameEn: c.nameEn, credit: c.credit, courseType: c.courseType,
  programmes: c.programmes, language: c.language, classCount,
};
export interface CourseRecord {
  id: number; courseNumber: string; nameCn: string; nameEn: string; credit: number; courseType: number;
  programmes: string[]; language: string; classCount: number;
}

export interface CourseListParams extends PageQuery { programme?: PageTypeName | undefined }

export async function listCourses(q: Queryable, p: CourseListParams): Promise<{ rows: CourseRecord[]; total: number }> {
  const where = and(
    textSearch(p.queryText, c.courseNumber, c.nameCn, c.nameEn),
    p.programme ? sql`${p.programme} = any(${c.programmes})` : undefined,
    filtersOf(courseAllowList, p.conModels),
  );
  const fallback: SQL[] = [asc(c.courseNumber)];
  const rows = await q.select(columns).from(c).where(where).orderBy(...orderOf(courseAllowList, p, fallback)).limit(p.pageSize).offset(offsetOf(p));
  const [count] = await q.select({ n: sql<number>`count(*)::int` }).from(c).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findCourse(q: Queryable, id: number): Promise<CourseRecord | undefined> {
  const [row] = await q.select(columns).from(c).where(eq(c.id, id));
  return row;
}

/** Every course, by number, for the export. */
export function allCourses(q: Queryable): Promise<CourseRecord[]> {
  return q.select(columns).from(c).orderBy(asc(c.courseNumber));
}

/** The stored courses of these numbers, for an import's check (create, update or unchanged). */
export function coursesNumbered(q: Queryable, numbers: readonly string[]): Promise<CourseRecord[]> {
  if (numbers.length === 0) return Promise.resolve([]);
  return q.select(columns).from(c).where(inArray(c.courseNumber, [...numbers]));
}

const values = (v: CatalogueCourseInput) => ({
  courseNumber: v.courseNumber, nameCn: v.nameCn, nameEn: v.nameEn, credit: v.credit, courseType: v.courseType,
  programmes: [...v.programmes], language: v.language as TeachingLanguage,
});

export async function insertCourse(q: Queryable, v: CatalogueCourseInput): Promise<number> {
  const [row] = await q.insert(c).values(values(v)).returning({ id: c.id });
  return row!.id;
}

/** Locks the course while it is changed or deleted, so a class started meanwhile is seen. */
export async function lockCourse(q: Queryable, id: number): Promise<{ id: number; courseNumber: string } | undefined> {
  const [row] = await q.select({ id: c.id, courseNumber: c.courseNumber }).from(c).where(eq(c.id, id)).for('update');
  return row;
}

export async function updateCourse(q: Queryable, id: number, v: CatalogueCourseInput): Promise<void> {
  await q.update(c).set(values(v)).where(eq(c.id, id));
}

export async function hasClasses(q: Queryable, id: number): Promise<boolean> {
  const [row] = await q.select({ id: startClasses.id }).from(startClasses).where(eq(startClasses.courseId, id)).limit(1);
  return !!row;
}

export async function deleteCourse(q: Queryable, id: number): Promise<void> {
  await q.delete(c).where(eq(c.id, id));
}

/**
 * The import's write: one statement for every course of the file, inserted or, by course number,
 * updated. Answers the numbers that were new (xmax = 0 marks a row the statement inserted).
 */
export async function upsertCourses(q: Queryable, list: readonly CatalogueCourseInput[]): Promise<{ created: number; updated: number }> {
  if (list.length === 0) return { created: 0, updated: 0 };
  const rows = await q.insert(c).values(list.map(values)).onConflictDoUpdate({
    target: c.courseNumber,
    set: {
      nameCn: sql`excluded.name_cn`, nameEn: sql`excluded.name_en`, credit: sql`excluded.credit`, courseType: sql`excluded.course_type`,
      programmes: sql`excluded.programmes`, language: sql`excluded.language`,
    },
  }).returning({ inserted: sql<boolean>`(xmax = 0)` });
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created };
}

/** A course taught already is offered to the programmes of its classes (the migration's backfill; the demo seed runs it too). */
export async function programmesFromClasses(q: Queryable): Promise<void> {
  await q.execute(sql`
    update ${c} set programmes = s.programmes
    from (select course_id, array_agg(distinct page_type order by page_type) as programmes from ${startClasses} group by course_id) s
    where s.course_id = ${c.id} and ${c.programmes} = '{}'::text[]`);
}
