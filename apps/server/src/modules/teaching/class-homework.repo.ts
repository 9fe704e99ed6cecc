import { and, asc, count, desc, eq, exists, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { classFacts } from './training-plan.repo.ts';
import { enrolments, schoolTerms, startClassTeachers, startClasses, teachingCourses } from './teaching.tables.ts';

/** Queries of a class's homework on the staff side (README 'Class homework'); each takes the database or a transaction. */

const handedIn = sql<number>`(select count(*)::int from ${enrolments} e where e.start_class_id = ${startClasses.id} and e.homework_file_id is not null)`;

const classColumns = {
  id: startClasses.id, courseNumber: teachingCourses.courseNumber, courseNameCN: teachingCourses.nameCn, courseNameEN: teachingCourses.nameEn,
  className: startClasses.className, classNameEn: sql<string>`coalesce(nullif(${startClasses.classNameEn}, ''), ${startClasses.className})`,
  schoolYear: startClasses.schoolYear, term: startClasses.term, pageType: startClasses.pageType,
  teacherNames: sql<string>`coalesce(${classFacts.teacherNames}, '')`, teacherNamesEn: sql<string>`coalesce(${classFacts.teacherNamesEn}, '')`,
  homeworkDeadline: startClasses.homeworkDeadline,
  homeworkOpen: sql<boolean>`coalesce(now() < ${startClasses.homeworkDeadline}, false)`,
  enrolled: startClasses.enrolled, handedIn,
};

/** Filters and orders of the list; nothing else reaches SQL. */
export const homeworkClassAllowList: AllowList = {
  courseNumber: teachingCourses.courseNumber, className: startClasses.className, schoolYear: startClasses.schoolYear, term: startClasses.term,
  pageType: startClasses.pageType, homeworkDeadline: startClasses.homeworkDeadline,
};

const teaches = (q: Queryable, teacherId: number) => exists(q.select({ x: sql`1` }).from(startClassTeachers)
  .where(and(eq(startClassTeachers.startClassId, startClasses.id), eq(startClassTeachers.teacherId, teacherId))));

/** The classes a teacher teaches (teacherId), or every class (null), newest term first. */
export async function homeworkClasses(q: Queryable, query: PageQuery, teacherId: number | null) {
  const where = and(teacherId === null ? undefined : teaches(q, teacherId), filtersOf(homeworkClassAllowList, query.conModels),
    textSearch(query.queryText, teachingCourses.courseNumber, teachingCourses.nameCn, teachingCourses.nameEn, startClasses.className, startClasses.classNameEn));
  const fallback: SQL[] = [desc(startClasses.schoolYear), desc(startClasses.term), asc(teachingCourses.courseNumber), asc(startClasses.className), asc(startClasses.id)];
  const rows = await q.select(classColumns).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId))
    .where(where).orderBy(...orderOf(homeworkClassAllowList, query, fallback)).limit(query.pageSize).offset(offsetOf(query));
  const [total] = await q.select({ n: count() }).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

export type HomeworkClassRecord = Awaited<ReturnType<typeof homeworkClasses>>['rows'][number];

/** One class with its term's window, or undefined for an unknown class. */
export async function homeworkClass(q: Queryable, id: number) {
  const [row] = await q.select({ ...classColumns, termStartsAt: schoolTerms.startsAt, termEndsAt: schoolTerms.endsAt }).from(startClasses)
    .innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId))
    .innerJoin(schoolTerms, and(eq(schoolTerms.schoolYear, startClasses.schoolYear), eq(schoolTerms.term, startClasses.term)))
    .where(eq(startClasses.id, id));
  return row;
}

export async function teachesClass(q: Queryable, startClassId: number, teacherId: number): Promise<boolean> {
  const [row] = await q.select({ id: startClassTeachers.teacherId }).from(startClassTeachers)
    .where(and(eq(startClassTeachers.startClassId, startClassId), eq(startClassTeachers.teacherId, teacherId)));
  return !!row;
}

/**
 * The class row locked with its term's window and the deadline before the change. The lock orders
 * concurrent deadline changes, so the audit's 'previous' is the value each one replaced.
 */
export async function lockedDeadline(q: Queryable, id: number) {
  const [row] = await q.select({ deadline: startClasses.homeworkDeadline, termStartsAt: schoolTerms.startsAt, termEndsAt: schoolTerms.endsAt })
    .from(startClasses)
    .innerJoin(schoolTerms, and(eq(schoolTerms.schoolYear, startClasses.schoolYear), eq(schoolTerms.term, startClasses.term)))
    .where(eq(startClasses.id, id)).for('update', { of: startClasses });
  return row;
}

export async function setDeadline(q: Queryable, id: number, deadline: Date | null): Promise<void> {
  await q.update(startClasses).set({ homeworkDeadline: deadline }).where(eq(startClasses.id, id));
}

/**
 * Every student enrolled in the class with what they handed in, by student number. Late is judged
 * against the class's present deadline: a hand-in is only accepted before the deadline of its
 * moment, so a late one is one handed in before the deadline was moved earlier than it.
 */
export async function submissions(q: Queryable, startClassId: number) {
  return q.select({
    studentId: users.id, studentNumber: sql<string>`coalesce(${users.studentNumber}, '')`, name: users.name,
    enName: sql<string>`coalesce(nullif(${users.enName}, ''), ${users.name})`,
    fileId: storedFiles.id, fileName: storedFiles.originalName, fileSize: storedFiles.size, handedInAt: enrolments.homeworkAt,
    late: sql<boolean>`coalesce(${enrolments.homeworkAt} >= ${startClasses.homeworkDeadline}, false)`,
  }).from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .innerJoin(startClasses, eq(startClasses.id, enrolments.startClassId))
    .leftJoin(storedFiles, eq(storedFiles.id, enrolments.homeworkFileId))
    .where(eq(enrolments.startClassId, startClassId))
    .orderBy(asc(users.studentNumber), asc(users.id));
}

/** The handed-in files of the class, with what the zip names them by. */
export async function handedInFiles(q: Queryable, startClassId: number) {
  return q.select({
    studentId: users.id, studentNumber: users.studentNumber, name: users.name, originalName: storedFiles.originalName, storedName: storedFiles.storedName,
  }).from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .innerJoin(storedFiles, eq(storedFiles.id, enrolments.homeworkFileId))
    .where(and(eq(enrolments.startClassId, startClassId), isNotNull(enrolments.homeworkFileId)))
    .orderBy(asc(users.studentNumber), asc(users.id));
}
