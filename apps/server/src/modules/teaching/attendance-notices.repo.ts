import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { attendanceRecords } from './attendance.tables.ts';
import { startClasses, startClassTeachers, teachingCourses } from './teaching.tables.ts';

/** What an attendance warning reads besides the rates (attendance.repo.ts statusLists). */

/** The class's course and names, its page type (the teacher's page path) and its teachers. */
export async function classForWarning(q: Queryable, startClassId: number) {
  const [row] = await q.select({
    id: startClasses.id, pageType: startClasses.pageType, className: startClasses.className, classNameEn: startClasses.classNameEn,
    courseNumber: teachingCourses.courseNumber, nameCn: teachingCourses.nameCn, nameEn: teachingCourses.nameEn,
  }).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId)).where(eq(startClasses.id, startClassId));
  if (!row) return undefined;
  const teachers = await q.select({ id: startClassTeachers.teacherId }).from(startClassTeachers)
    .where(eq(startClassTeachers.startClassId, startClassId)).orderBy(asc(startClassTeachers.teacherId));
  return { ...row, teacherIds: teachers.map((t) => t.id) };
}

/** The student of a record (before an edit or a deletion changes whose rate it counts in). */
export async function recordStudent(q: Queryable, id: number): Promise<number | undefined> {
  const [row] = await q.select({ studentId: attendanceRecords.studentId }).from(attendanceRecords).where(eq(attendanceRecords.id, id));
  return row?.studentId;
}
