import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { attendanceRecords } from './attendance.tables.ts';
import type { TermKey } from './teaching-terms.repo.ts';
import { enrolments, startClasses, teachingCourses } from './teaching.tables.ts';

/**
 * What a student's own attendance page reads. Their classes of a term are the ones they are
 * enrolled in and the ones holding their records: after a class change the enrolment has moved,
 * and the weeks recorded in the old class still count there (README 'Attendance for students').
 */

const mine = (studentId: number) => or(
  sql`exists (select 1 from ${enrolments} e where e.start_class_id = ${startClasses.id} and e.student_id = ${studentId})`,
  sql`exists (select 1 from ${attendanceRecords} r where r.start_class_id = ${startClasses.id} and r.student_id = ${studentId})`,
);

/** The terms the student has classes in, newest first. */
export async function studentTerms(q: Queryable, studentId: number): Promise<TermKey[]> {
  return q.selectDistinct({ schoolYear: startClasses.schoolYear, term: startClasses.term }).from(startClasses)
    .where(mine(studentId)).orderBy(desc(startClasses.schoolYear), desc(startClasses.term));
}

export async function studentClasses(q: Queryable, studentId: number, key: TermKey) {
  return q.select({
    startClassId: startClasses.id, courseNumber: teachingCourses.courseNumber, courseName: teachingCourses.nameCn, courseNameEn: teachingCourses.nameEn,
    className: startClasses.className, classNameEn: startClasses.classNameEn,
  }).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId))
    .where(and(eq(startClasses.schoolYear, key.schoolYear), eq(startClasses.term, key.term), mine(studentId)))
    .orderBy(asc(teachingCourses.courseNumber), asc(startClasses.id));
}

/** The student's records in these classes, by day. */
export async function studentRecords(q: Queryable, studentId: number, classIds: number[]) {
  if (classIds.length === 0) return [];
  return q.select({ startClassId: attendanceRecords.startClassId, date: attendanceRecords.attendanceDate, status: attendanceRecords.status, remark: attendanceRecords.remark })
    .from(attendanceRecords).where(and(eq(attendanceRecords.studentId, studentId), inArray(attendanceRecords.startClassId, classIds)))
    .orderBy(asc(attendanceRecords.attendanceDate), asc(attendanceRecords.id));
}
