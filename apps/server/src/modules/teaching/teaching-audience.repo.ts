import { asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { enrolments, schoolTerms, startClasses, startClassTeachers, teachingCourses } from './teaching.tables.ts';

/**
 * A start class as an audience for another module: the survey engine sends faculty evaluations to
 * a class's enrolled students, naming its course and teachers. Public through index.ts.
 */
export interface StartClassAudience {
  id: number;
  courseNameCn: string;
  courseNameEn: string;
  className: string;
  classNameEn: string;
  schoolYear: number;
  term: number;
  teacherIds: number[];
  studentIds: number[];
}

const teacherIdsOf = sql<number[]>`coalesce((select array_agg(t.teacher_id order by t.teacher_id) from ${startClassTeachers} t where t.start_class_id = ${startClasses.id}), '{}')`;
const enrolledOf = sql<number>`(select count(*)::int from ${enrolments} e where e.start_class_id = ${startClasses.id})`;

/** The class, its teachers and its enrolled students; undefined for an unknown class. */
export async function startClassAudience(q: Queryable, startClassId: number): Promise<StartClassAudience | undefined> {
  const [row] = await q.select({
    id: startClasses.id, courseNameCn: teachingCourses.nameCn, courseNameEn: teachingCourses.nameEn, className: startClasses.className,
    classNameEn: startClasses.classNameEn, schoolYear: startClasses.schoolYear, term: startClasses.term, teacherIds: teacherIdsOf,
  }).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId)).where(eq(startClasses.id, startClassId));
  if (!row) return undefined;
  const students = await q.select({ id: enrolments.studentId }).from(enrolments).where(eq(enrolments.startClassId, startClassId)).orderBy(asc(enrolments.studentId));
  return { ...row, teacherIds: row.teacherIds ?? [], studentIds: students.map((s) => s.id) };
}

export interface StartClassOption extends Omit<StartClassAudience, 'studentIds'> { students: number }

/**
 * Start classes of the school year the database clock is in and the one before (newest first):
 * what a survey can be sent to.
 */
export async function recentStartClasses(q: Queryable): Promise<StartClassOption[]> {
  const fromSchoolYear = sql<number>`(select coalesce(max(${schoolTerms.schoolYear}), 0) - 1 from ${schoolTerms} where ${schoolTerms.startsAt} <= now())`;
  const rows = await q.select({
    id: startClasses.id, courseNameCn: teachingCourses.nameCn, courseNameEn: teachingCourses.nameEn, className: startClasses.className,
    classNameEn: startClasses.classNameEn, schoolYear: startClasses.schoolYear, term: startClasses.term, teacherIds: teacherIdsOf, students: enrolledOf,
  }).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId))
    .where(gte(startClasses.schoolYear, fromSchoolYear))
    .orderBy(desc(startClasses.schoolYear), desc(startClasses.term), asc(teachingCourses.courseNumber), asc(startClasses.className)).limit(500);
  return rows.map((r) => ({ ...r, teacherIds: r.teacherIds ?? [] }));
}
