import { and, asc, eq, inArray } from 'drizzle-orm';
import { Role } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { timesOfClasses } from './class-admin.repo.ts';
import type { TermKey } from './teaching-terms.repo.ts';
import { startClasses, teachingCourses, termHolidays } from './teaching.tables.ts';

/**
 * Queries of the term rollover (term-rollover.service.ts): the source term's classes with their
 * teachers, slots and sessions, which of those teachers still teach, the target term's holidays.
 * The target term's classes and the writes are the class admin's (class-admin.repo.ts).
 */

const ofTerm = (k: TermKey) => and(eq(startClasses.schoolYear, k.schoolYear), eq(startClasses.term, k.term));

/** The term's classes in a fixed order (course number, class name, id): the order the copies are checked in, so a preview and its confirm agree. */
export async function sourceClasses(q: Queryable, k: TermKey) {
  const classes = await q.select({
    id: startClasses.id, courseId: startClasses.courseId, courseNumber: teachingCourses.courseNumber, courseName: teachingCourses.nameCn, courseNameEn: teachingCourses.nameEn,
    pageType: startClasses.pageType, className: startClasses.className, classNameEn: startClasses.classNameEn,
    venue: startClasses.venue, venueEn: startClasses.venueEn, capacity: startClasses.capacity,
  }).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId)).where(ofTerm(k))
    .orderBy(asc(teachingCourses.courseNumber), asc(startClasses.className), asc(startClasses.id));
  const times = await timesOfClasses(q, classes.map((c) => c.id));
  return classes.map((c) => ({
    ...c,
    teachers: times.teachers.get(c.id) ?? [],
    slots: (times.slots.get(c.id) ?? []).map(({ id: _id, ...s }) => s),
    sessions: (times.sessions.get(c.id) ?? []).map(({ id: _id, ...s }) => s),
  }));
}
export type SourceClass = Awaited<ReturnType<typeof sourceClasses>>[number];

/** Of the given accounts, those who may still be given a class: the teacher role, and not disabled (left the school). */
export async function activeTeacherIds(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await q.select({ id: users.id }).from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, Role.teacher)))
    .where(and(inArray(users.id, [...new Set(ids)]), eq(users.isDisabled, false)));
  return new Set(rows.map((r) => r.id));
}

/** The term's days off with their names, by school day. */
export async function holidayNames(q: Queryable, k: TermKey): Promise<Map<string, { name: string; nameEn: string }>> {
  const rows = await q.select({ day: termHolidays.day, name: termHolidays.name, nameEn: termHolidays.nameEn }).from(termHolidays)
    .where(and(eq(termHolidays.schoolYear, k.schoolYear), eq(termHolidays.term, k.term)));
  return new Map(rows.map((r) => [r.day, { name: r.name, nameEn: r.nameEn }]));
}
