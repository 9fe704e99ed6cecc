import { and, asc, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { AttendanceCourseRow, PageQuery, StartClassHeader, StudentHit } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch } from '../../platform/http/paging.ts';
import { attendanceRecords } from './attendance.tables.ts';
import { enrolments, startClasses, startClassTeachers, teachingCourses } from './teaching.tables.ts';

/** Queries of the attendance part; each takes the database or an open transaction. */

export interface ClassKey { id: number; schoolYear: number; term: number; pageType: string }

export async function classKey(q: Queryable, id: number): Promise<ClassKey | undefined> {
  const [row] = await q.select({ id: startClasses.id, schoolYear: startClasses.schoolYear, term: startClasses.term, pageType: startClasses.pageType })
    .from(startClasses).where(eq(startClasses.id, id));
  return row;
}

export async function teaches(q: Queryable, startClassId: number, userId: number): Promise<boolean> {
  const [row] = await q.select({ id: startClassTeachers.teacherId }).from(startClassTeachers)
    .where(and(eq(startClassTeachers.startClassId, startClassId), eq(startClassTeachers.teacherId, userId)));
  return !!row;
}

const teacherNames = (col: 'name' | 'en_name') =>
  sql<string>`coalesce((select string_agg(coalesce(u.${sql.raw(col)}, u.name), ', ' order by u.id) from ${startClassTeachers} t join ${users} u on u.id = t.teacher_id where t.start_class_id = ${startClasses.id}), '')`;

const courseColumns = {
  courseNumber: teachingCourses.courseNumber, courseNameCN: teachingCourses.nameCn, courseNameEN: teachingCourses.nameEn,
  studyClassName: startClasses.className, year: startClasses.schoolYear, term: startClasses.term, pageType: startClasses.pageType,
};

/** ACAD-C10: the classes a teacher teaches, or every class (teacherId null), newest term first. */
export async function courseList(q: Queryable, query: PageQuery, teacherId: number | null): Promise<{ data: AttendanceCourseRow[]; total: number }> {
  const mine = teacherId === null ? undefined
    : exists(q.select({ x: sql`1` }).from(startClassTeachers).where(and(eq(startClassTeachers.startClassId, startClasses.id), eq(startClassTeachers.teacherId, teacherId))));
  const where = and(mine, filtersOf(courseColumns, query.conModels),
    textSearch(query.queryText, teachingCourses.courseNumber, teachingCourses.nameCn, teachingCourses.nameEn, startClasses.className, startClasses.classNameEn));
  const base = () => q.select({
    id: startClasses.id, courseId: startClasses.courseId, courseNumber: teachingCourses.courseNumber, courseNameCN: teachingCourses.nameCn,
    courseNameEN: teachingCourses.nameEn, teacherName: teacherNames('name'), teacherNameEn: teacherNames('en_name'), studyClassName: startClasses.className,
    studyClassNameEn: startClasses.classNameEn, pageType: startClasses.pageType, year: startClasses.schoolYear, term: startClasses.term,
  }).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId)).where(where);
  const data = await base().orderBy(...orderOf(courseColumns, query, [desc(startClasses.schoolYear), desc(startClasses.term), asc(teachingCourses.courseNumber), asc(startClasses.id)]))
    .limit(query.pageSize).offset(offsetOf(query));
  const [total] = await q.select({ n: count() }).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId)).where(where);
  return { data: data.map((r) => ({ ...r, studyClassNameEn: r.studyClassNameEn || r.studyClassName })), total: total?.n ?? 0 };
}

/** ACAD-C07: the class header, or undefined for an unknown class. */
export async function header(q: Queryable, id: number): Promise<StartClassHeader | undefined> {
  const [c] = await q.select({
    id: startClasses.id, year: startClasses.schoolYear, term: startClasses.term, courseNumber: teachingCourses.courseNumber, courseNameCN: teachingCourses.nameCn,
    courseNameEN: teachingCourses.nameEn, studyClassName: startClasses.className, studyClassNameEn: startClasses.classNameEn, pageType: startClasses.pageType,
  }).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId)).where(eq(startClasses.id, id));
  if (!c) return undefined;
  const teacherList = await q.select({ id: users.id, name: users.name, enName: sql<string>`coalesce(${users.enName}, ${users.name})` })
    .from(startClassTeachers).innerJoin(users, eq(users.id, startClassTeachers.teacherId)).where(eq(startClassTeachers.startClassId, id)).orderBy(asc(users.id));
  return { teacherList, gSMStartClass: { ...c, studyClassNameEn: c.studyClassNameEn || c.studyClassName } };
}

const recordFilters = {
  attendanceDate: attendanceRecords.attendanceDate, status: attendanceRecords.status, studentNumber: users.studentNumber, name: users.name,
};

export interface RecordRow { id: number; attendanceDate: string; status: string; studentNumber: string; name: string; enName: string; remark: string; startClassId: number }

const recordColumns = {
  id: attendanceRecords.id, attendanceDate: attendanceRecords.attendanceDate, status: attendanceRecords.status, studentNumber: sql<string>`coalesce(${users.studentNumber}, '')`,
  name: users.name, enName: sql<string>`coalesce(${users.enName}, ${users.name})`, remark: attendanceRecords.remark, startClassId: attendanceRecords.startClassId,
};

/** ACAD-C02: a page of a class's records; the default order (newest day first) follows attendance_records_class_day_idx. */
export async function records(q: Queryable, startClassId: number, query: PageQuery): Promise<{ data: RecordRow[]; total: number }> {
  const where = and(eq(attendanceRecords.startClassId, startClassId), filtersOf(recordFilters, query.conModels),
    textSearch(query.queryText, users.studentNumber, users.name, users.enName, attendanceRecords.remark));
  const data = await q.select(recordColumns).from(attendanceRecords).innerJoin(users, eq(users.id, attendanceRecords.studentId)).where(where)
    .orderBy(...orderOf(recordFilters, query, [desc(attendanceRecords.attendanceDate), desc(attendanceRecords.id)]))
    .limit(query.pageSize).offset(offsetOf(query));
  // Every record has its student (a foreign key, not null), so without a condition on the student the
  // count reads the class's index alone rather than joining 100,000 rows to users.
  const onStudent = !!query.queryText || query.conModels.some((m) => m.fieldName === 'studentNumber' || m.fieldName === 'name');
  const counted = onStudent
    ? q.select({ n: count() }).from(attendanceRecords).innerJoin(users, eq(users.id, attendanceRecords.studentId)).where(where)
    : q.select({ n: count() }).from(attendanceRecords).where(where);
  const [total] = await counted;
  return { data, total: total?.n ?? 0 };
}

export async function record(q: Queryable, id: number): Promise<RecordRow | undefined> {
  const [row] = await q.select(recordColumns).from(attendanceRecords).innerJoin(users, eq(users.id, attendanceRecords.studentId)).where(eq(attendanceRecords.id, id));
  return row;
}

/** ACAD-C03: the class's enrolled students matching the text. */
export async function enrolledStudents(q: Queryable, startClassId: number, query: PageQuery): Promise<{ data: StudentHit[]; total: number }> {
  const where = and(eq(enrolments.startClassId, startClassId), textSearch(query.queryText, users.studentNumber, users.name, users.enName));
  const data = await q.select({ id: users.id, studentNumber: sql<string>`coalesce(${users.studentNumber}, '')`, name: users.name, enName: sql<string>`coalesce(${users.enName}, ${users.name})` })
    .from(enrolments).innerJoin(users, eq(users.id, enrolments.studentId)).where(where)
    .orderBy(asc(users.studentNumber), asc(users.id)).limit(query.pageSize).offset(offsetOf(query));
  const [total] = await q.select({ n: count() }).from(enrolments).innerJoin(users, eq(users.id, enrolments.studentId)).where(where);
  return { data, total: total?.n ?? 0 };
}

/** Students by number, with whether each is enrolled in the class. */
export async function studentsByNumber(q: Queryable, startClassId: number, numbers: string[]): Promise<Map<string, { id: number; name: string; enrolled: boolean }>> {
  if (numbers.length === 0) return new Map();
  const rows = await q.select({ id: users.id, studentNumber: users.studentNumber, name: users.name, enrolment: enrolments.id }).from(users)
    .leftJoin(enrolments, and(eq(enrolments.studentId, users.id), eq(enrolments.startClassId, startClassId)))
    .where(inArray(users.studentNumber, numbers));
  return new Map(rows.map((r) => [r.studentNumber!, { id: r.id, name: r.name, enrolled: r.enrolment !== null }]));
}

/** The (student, day) pairs of a class already recorded among these students, as 'studentId|date'. */
export async function recordedDays(q: Queryable, startClassId: number, studentIds: number[]): Promise<Set<string>> {
  if (studentIds.length === 0) return new Set();
  const rows = await q.select({ s: attendanceRecords.studentId, d: attendanceRecords.attendanceDate }).from(attendanceRecords)
    .where(and(eq(attendanceRecords.startClassId, startClassId), inArray(attendanceRecords.studentId, studentIds)));
  return new Set(rows.map((r) => `${r.s}|${r.d}`));
}

export type NewRecord = typeof attendanceRecords.$inferInsert;

export async function insertRecord(q: Queryable, row: NewRecord): Promise<number> {
  const [r] = await q.insert(attendanceRecords).values(row).returning({ id: attendanceRecords.id });
  return r!.id;
}

/** Inserts the rows, skipping any (student, class, day) recorded meanwhile; answers how many went in. */
export async function insertNew(q: Queryable, rows: NewRecord[]): Promise<number> {
  if (rows.length === 0) return 0;
  const done = await q.insert(attendanceRecords).values(rows).onConflictDoNothing().returning({ id: attendanceRecords.id });
  return done.length;
}

export async function updateRecord(q: Queryable, id: number, set: Pick<NewRecord, 'studentId' | 'attendanceDate' | 'status' | 'remark' | 'recordedBy'>): Promise<void> {
  await q.update(attendanceRecords).set({ ...set, updatedAt: sql`now()` }).where(eq(attendanceRecords.id, id));
}

export async function deleteRecord(q: Queryable, id: number): Promise<void> {
  await q.delete(attendanceRecords).where(eq(attendanceRecords.id, id));
}

/** Per enrolled student: the statuses of their records in the class (the points are the service's, attendance-points in the contracts). */
export async function statusLists(q: Queryable, startClassId: number): Promise<{ studentId: number; studentNumber: string; name: string; enName: string; statuses: string[] }[]> {
  return q.select({
    studentId: users.id, studentNumber: sql<string>`coalesce(${users.studentNumber}, '')`, name: users.name, enName: sql<string>`coalesce(${users.enName}, ${users.name})`,
    statuses: sql<string[]>`coalesce(array_agg(${attendanceRecords.status}) filter (where ${attendanceRecords.id} is not null), '{}')`,
  }).from(enrolments).innerJoin(users, eq(users.id, enrolments.studentId))
    .leftJoin(attendanceRecords, and(eq(attendanceRecords.startClassId, enrolments.startClassId), eq(attendanceRecords.studentId, enrolments.studentId)))
    .where(eq(enrolments.startClassId, startClassId))
    .groupBy(users.id, users.studentNumber, users.name, users.enName).orderBy(asc(users.studentNumber), asc(users.id));
}

/** Every record of a class with its student, by student then day: the export's rows. */
export async function classRecords(q: Queryable, startClassId: number) {
  return q.select({
    studentId: attendanceRecords.studentId, attendanceDate: attendanceRecords.attendanceDate, status: attendanceRecords.status, remark: attendanceRecords.remark,
  }).from(attendanceRecords).where(eq(attendanceRecords.startClassId, startClassId)).orderBy(asc(attendanceRecords.studentId), asc(attendanceRecords.attendanceDate));
}

/** The class roster for the template, by student number. */
export async function roster(q: Queryable, startClassId: number): Promise<{ studentNumber: string; name: string }[]> {
  return q.select({ studentNumber: sql<string>`coalesce(${users.studentNumber}, '')`, name: users.name })
    .from(enrolments).innerJoin(users, eq(users.id, enrolments.studentId)).where(eq(enrolments.startClassId, startClassId))
    .orderBy(asc(users.studentNumber), asc(users.id));
}
