import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import type { ScopeLabel } from '../../platform/domains/module.ts';
import { scopesByUser } from '../../platform/domains/role-scopes.ts';
import { schoolTerms, startClasses, startClassTeachers, teachingCourses } from './teaching.tables.ts';

/**
 * A teacher's classes of the terms not yet over by the database clock (the current and the coming
 * ones): what the roles page shows beside a teacher. Past terms' classes stay out, or a teacher of
 * ten years would carry a column of history. The academic-year issue will replace these classes.
 */
export async function teacherClassScopes(q: Queryable, userIds: readonly number[]): Promise<Map<number, ScopeLabel[]>> {
  if (!userIds.length) return new Map();
  const rows = await q.select({
    userId: startClassTeachers.teacherId,
    zh: sql<string>`${teachingCourses.nameCn} || ' · ' || ${startClasses.className} || '（' || ${schoolTerms.name} || '）'`,
    en: sql<string>`${teachingCourses.nameEn} || ' · ' || coalesce(nullif(${startClasses.classNameEn}, ''), ${startClasses.className}) || ' (' || ${schoolTerms.nameEn} || ')'`,
  }).from(startClassTeachers)
    .innerJoin(startClasses, eq(startClasses.id, startClassTeachers.startClassId))
    .innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId))
    .innerJoin(schoolTerms, and(eq(schoolTerms.schoolYear, startClasses.schoolYear), eq(schoolTerms.term, startClasses.term)))
    .where(and(inArray(startClassTeachers.teacherId, [...userIds]), gt(schoolTerms.endsAt, sql`now()`)))
    .orderBy(desc(startClasses.schoolYear), desc(startClasses.term), asc(teachingCourses.courseNumber), asc(startClasses.className));
  return scopesByUser(rows);
}
