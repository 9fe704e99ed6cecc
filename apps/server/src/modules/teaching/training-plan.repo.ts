import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ConModel } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { enrolments, startClassTeachers, startClasses, teachingCourses } from './teaching.tables.ts';
import { classChangeRecords } from './training.tables.ts';

/**
 * The student's side of the EMBA training plan: the enrolments with their results, the class's
 * session dates and teachers, the homework and whether a class change is pending.
 */

/** Columns the course lists may be filtered and sorted by. */
export const planListAllowList: AllowList = {
  courseType: teachingCourses.courseType,
  courseNumber: teachingCourses.courseNumber,
  courseNameCN: teachingCourses.nameCn,
  courseNameEN: teachingCourses.nameEn,
  schoolYear: startClasses.schoolYear,
  term: startClasses.term,
  className: startClasses.className,
  score: teachingCourses.credit,
  passStatus: enrolments.passStatus,
  result: enrolments.grade,
  workAttendanceType: enrolments.workAttendanceType,
};

/** First and last session of an EMBA class, its first session's venue, and its teachers, as subqueries. */
export const classFacts = {
  firstSession: sql<Date | null>`(select min(cs.starts_at) from class_sessions cs where cs.start_class_id = ${startClasses.id})`,
  lastSession: sql<Date | null>`(select max(cs.ends_at) from class_sessions cs where cs.start_class_id = ${startClasses.id})`,
  sessionVenue: sql<string | null>`(select cs.venue from class_sessions cs where cs.start_class_id = ${startClasses.id} order by cs.starts_at limit 1)`,
  sessionVenueEn: sql<string | null>`(select cs.venue_en from class_sessions cs where cs.start_class_id = ${startClasses.id} order by cs.starts_at limit 1)`,
  teacherNames: sql<string | null>`(select string_agg(u.name, ', ' order by u.name) from start_class_teachers t join users u on u.id = t.teacher_id where t.start_class_id = ${startClasses.id})`,
  teacherNamesEn: sql<string | null>`(select string_agg(coalesce(u.en_name, u.name), ', ' order by u.name) from start_class_teachers t join users u on u.id = t.teacher_id where t.start_class_id = ${startClasses.id})`,
};

const pendingChangeId = sql<number | null>`(select r.id from ${classChangeRecords} r
  where r.student_id = ${enrolments.studentId} and r.course_id = ${enrolments.courseId} and r.audit_status = 0 limit 1)`;

const rowColumns = {
  e: enrolments,
  c: startClasses,
  course: teachingCourses,
  fileName: storedFiles.originalName,
  homeworkOpen: sql<boolean>`coalesce(now() < ${startClasses.homeworkDeadline}, false)`,
  pendingChangeId,
  ...classFacts,
};

function joined(db: Queryable) {
  return db.select(rowColumns).from(enrolments)
    .innerJoin(startClasses, eq(startClasses.id, enrolments.startClassId))
    .innerJoin(teachingCourses, eq(teachingCourses.id, enrolments.courseId))
    .leftJoin(storedFiles, eq(storedFiles.id, enrolments.homeworkFileId));
}
export type PlanRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export interface PlanListParams {
  studentId: number;
  queryText: string;
  conModels: ConModel[];
  orderBy?: string | null;
  sort: 'asc' | 'desc' | undefined;
  pageNo: number;
  pageSize: number;
}

/** The student's enrolments, paged; conModels carry courseType (11 required, 12 elective). */
export async function listPlanCourses(db: Queryable, p: PlanListParams): Promise<{ rows: PlanRow[]; total: number }> {
  const where = and(
    eq(enrolments.studentId, p.studentId),
    textSearch(p.queryText, teachingCourses.nameCn, teachingCourses.nameEn, teachingCourses.courseNumber, startClasses.className),
    filtersOf(planListAllowList, p.conModels),
  );
  const fallback: SQL[] = [desc(startClasses.schoolYear), desc(startClasses.term), asc(teachingCourses.courseNumber)];
  const rows = await joined(db).where(where).orderBy(...orderOf(planListAllowList, p, fallback)).limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(enrolments)
    .innerJoin(startClasses, eq(startClasses.id, enrolments.startClassId))
    .innerJoin(teachingCourses, eq(teachingCourses.id, enrolments.courseId))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Credits of the student's courses by type: enrolled and passed (passStatus 1). */
export async function creditSums(db: Queryable, studentId: number): Promise<{ courseType: number; enrolled: number; passed: number }[]> {
  const rows = await db.select({
    courseType: teachingCourses.courseType,
    enrolled: sql<string>`coalesce(sum(${teachingCourses.credit}), 0)`,
    passed: sql<string>`coalesce(sum(${teachingCourses.credit}) filter (where ${enrolments.passStatus} = 1), 0)`,
  }).from(enrolments)
    .innerJoin(teachingCourses, eq(teachingCourses.id, enrolments.courseId))
    .where(eq(enrolments.studentId, studentId))
    .groupBy(teachingCourses.courseType);
  return rows.map((r) => ({ courseType: r.courseType, enrolled: Number(r.enrolled), passed: Number(r.passed) }));
}

/** The caller's enrolment in a start class, locked when asked (homework writes, class-change applications). */
export async function findEnrolment(db: Queryable, studentId: number, startClassId: number, lock = false) {
  const q = db.select({ e: enrolments, c: startClasses }).from(enrolments)
    .innerJoin(startClasses, eq(startClasses.id, enrolments.startClassId))
    .where(and(eq(enrolments.studentId, studentId), eq(enrolments.startClassId, startClassId))).limit(1);
  const [row] = lock ? await q.for('update', { of: enrolments }) : await q;
  return row;
}

/** Whether the start class's homework window is still open by the database clock (deadline exclusive). */
export async function homeworkOpenNow(db: Queryable, startClassId: number): Promise<boolean> {
  const [row] = await db.select({ open: sql<boolean>`coalesce(now() < ${startClasses.homeworkDeadline}, false)` })
    .from(startClasses).where(eq(startClasses.id, startClassId));
  return row?.open === true;
}

export async function setHomework(db: Queryable, enrolmentId: number, fileId: string | null): Promise<void> {
  await db.update(enrolments).set({ homeworkFileId: fileId, homeworkAt: fileId ? sql`now()` : null }).where(eq(enrolments.id, enrolmentId));
}

/** The enrolment a homework file belongs to, with the class's teachers: who may download it. */
export async function homeworkOwner(db: Queryable, fileId: string): Promise<{ studentId: number; teacherIds: number[] } | undefined> {
  const [row] = await db.select({ studentId: enrolments.studentId, startClassId: enrolments.startClassId }).from(enrolments)
    .where(eq(enrolments.homeworkFileId, fileId)).limit(1);
  if (!row) return undefined;
  const teachers = await db.select({ id: startClassTeachers.teacherId }).from(startClassTeachers).where(eq(startClassTeachers.startClassId, row.startClassId));
  return { studentId: row.studentId, teacherIds: teachers.map((t) => t.id) };
}
