import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { Role } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { enrolments, startClasses, teachingCourses } from './teaching.tables.ts';

/** Lookups of the class imports (class-import.ts): courses by number, teachers by staff number or username, classes by name. */

export async function coursesByNumber(q: Queryable, numbers: readonly string[]): Promise<Map<string, number>> {
  if (!numbers.length) return new Map();
  const rows = await q.select({ id: teachingCourses.id, n: teachingCourses.courseNumber }).from(teachingCourses).where(inArray(teachingCourses.courseNumber, [...numbers]));
  return new Map(rows.map((r) => [r.n, r.id]));
}

/** Teachers by staff number (hrUserId) or username. */
export async function teachersByKey(q: Queryable, keys: readonly string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const rows = await q.select({ id: users.id, hr: users.hrUserId, username: users.username }).from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, Role.teacher)))
    .where(or(inArray(users.hrUserId, [...keys]), inArray(users.username, [...keys])));
  const out = new Map<string, number>();
  for (const r of rows) {
    if (r.hr) out.set(r.hr, r.id);
    out.set(r.username, r.id);
  }
  return out;
}

export async function classByName(q: Queryable, courseId: number, schoolYear: number, term: number, className: string) {
  const [row] = await q.select({ id: startClasses.id, capacity: startClasses.capacity, enrolled: startClasses.enrolled }).from(startClasses)
    .where(and(eq(startClasses.courseId, courseId), eq(startClasses.schoolYear, schoolYear), eq(startClasses.term, term), eq(startClasses.className, className)))
    .for('update');
  return row;
}

/** Of these students, those already enrolled in the course that term (whatever class). */
export async function alreadyInCourse(q: Queryable, courseId: number, schoolYear: number, term: number, studentIds: readonly number[]): Promise<Set<number>> {
  if (!studentIds.length) return new Set();
  const rows = await q.select({ id: enrolments.studentId }).from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.schoolYear, schoolYear), eq(enrolments.term, term), inArray(enrolments.studentId, [...studentIds]), sql`true`));
  return new Set(rows.map((r) => r.id));
}
