import { aliasedTable, and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ConModel } from '@portal/contracts';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { enrolments, startClasses, teachingCourses } from './teaching.tables.ts';
import { classFacts } from './training-plan.repo.ts';
import { classChangeRecords } from './training.tables.ts';

/** Class-change records and the moves an approval makes (module README, 'Training: class changes'). */

const oldClass = aliasedTable(startClasses, 'old_class');
const newClass = aliasedTable(startClasses, 'new_class');
const student = aliasedTable(users, 'student');

export const changeListAllowList: AllowList = {
  auditStatus: classChangeRecords.auditStatus,
  courseId: classChangeRecords.courseId,
  courseNumber: teachingCourses.courseNumber,
  courseNameCN: teachingCourses.nameCn,
  creationTime: classChangeRecords.createdAt,
  studentNumber: student.studentNumber,
  creatorName: student.name,
};

const firstOf = (id: SQL | typeof newClass.id) => sql<Date | null>`(select min(cs.starts_at) from class_sessions cs where cs.start_class_id = ${id})`;
const lastOf = (id: SQL | typeof newClass.id) => sql<Date | null>`(select max(cs.ends_at) from class_sessions cs where cs.start_class_id = ${id})`;

const recordColumns = {
  r: classChangeRecords,
  course: teachingCourses,
  oldClassName: oldClass.className,
  oldClassNameEn: oldClass.classNameEn,
  newClassName: newClass.className,
  newClassNameEn: newClass.classNameEn,
  newStartDate: firstOf(newClass.id),
  newEndDate: lastOf(newClass.id),
  creatorName: student.name,
  creatorNameEn: student.enName,
  studentNumber: student.studentNumber,
};

function joined(db: Queryable) {
  return db.select(recordColumns).from(classChangeRecords)
    .innerJoin(teachingCourses, eq(teachingCourses.id, classChangeRecords.courseId))
    .innerJoin(oldClass, eq(oldClass.id, classChangeRecords.oldStartClassId))
    .innerJoin(newClass, eq(newClass.id, classChangeRecords.newStartClassId))
    .innerJoin(student, eq(student.id, classChangeRecords.studentId));
}
export type ChangeRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export interface ChangeListParams {
  /** The student's own records; omitted for the staff list. */
  studentId?: number;
  queryText: string;
  conModels: ConModel[];
  orderBy?: string | null;
  sort: 'asc' | 'desc' | undefined;
  pageNo: number;
  pageSize: number;
}

export async function listChanges(db: Queryable, p: ChangeListParams): Promise<{ rows: ChangeRow[]; total: number }> {
  const where = and(
    p.studentId === undefined ? undefined : eq(classChangeRecords.studentId, p.studentId),
    textSearch(p.queryText, teachingCourses.nameCn, teachingCourses.nameEn, teachingCourses.courseNumber, student.name, student.studentNumber),
    filtersOf(changeListAllowList, p.conModels),
  );
  const fallback: SQL[] = [desc(classChangeRecords.createdAt), desc(classChangeRecords.id)];
  const rows = await joined(db).where(where).orderBy(...orderOf(changeListAllowList, p, fallback)).limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(classChangeRecords)
    .innerJoin(teachingCourses, eq(teachingCourses.id, classChangeRecords.courseId))
    .innerJoin(student, eq(student.id, classChangeRecords.studentId))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** One record with its course and both classes, as the lists show it (and the decision's notice tells it). */
export async function changeRow(db: Queryable, id: number): Promise<ChangeRow | undefined> {
  const [row] = await joined(db).where(eq(classChangeRecords.id, id));
  return row;
}

export type ChangeRecordRow = typeof classChangeRecords.$inferSelect;

export async function findChange(db: Queryable, id: number, lock = false): Promise<ChangeRecordRow | undefined> {
  const q = db.select().from(classChangeRecords).where(eq(classChangeRecords.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function pendingChangeFor(db: Queryable, studentId: number, courseId: number): Promise<ChangeRecordRow | undefined> {
  const [row] = await db.select().from(classChangeRecords)
    .where(and(eq(classChangeRecords.studentId, studentId), eq(classChangeRecords.courseId, courseId), eq(classChangeRecords.auditStatus, 0))).limit(1);
  return row;
}

export async function insertChange(db: Queryable, v: typeof classChangeRecords.$inferInsert): Promise<number> {
  const [row] = await db.insert(classChangeRecords).values(v).returning({ id: classChangeRecords.id });
  return row!.id;
}

/** Moves a pending record to its final status; false when it was no longer pending. */
export async function closeChange(db: Queryable, id: number, status: number, by: { auditedBy?: number; comment?: string }): Promise<boolean> {
  const rows = await db.update(classChangeRecords)
    .set({ auditStatus: status, auditedBy: by.auditedBy ?? null, auditComment: by.comment ?? '', auditedAt: sql`now()` })
    .where(and(eq(classChangeRecords.id, id), eq(classChangeRecords.auditStatus, 0))).returning({ id: classChangeRecords.id });
  return rows.length === 1;
}

/** Candidate classes (GSMStartClass/Search): released classes with their seats, dates and teachers. */
export const classSearchAllowList: AllowList = {
  release: startClasses.released,
  courseStatus: startClasses.released,
  courseId: startClasses.courseId,
  Id: startClasses.id,
  id: startClasses.id,
  schoolYear: startClasses.schoolYear,
  term: startClasses.term,
  pageType: startClasses.pageType,
  courseNumber: teachingCourses.courseNumber,
};

export async function searchClasses(db: Queryable, p: { conModels: ConModel[]; queryText: string; pageNo: number; pageSize: number; embaClassDate?: SQL }) {
  const where = and(
    textSearch(p.queryText, teachingCourses.nameCn, teachingCourses.nameEn, teachingCourses.courseNumber, startClasses.className),
    filtersOf(classSearchAllowList, p.conModels),
    p.embaClassDate,
  );
  const rows = await db.select({ c: startClasses, course: teachingCourses, ...classFacts }).from(startClasses)
    .innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId))
    .where(where).orderBy(asc(startClasses.schoolYear), asc(startClasses.term), asc(startClasses.className), asc(startClasses.id))
    .limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(startClasses)
    .innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId)).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Locks start classes in id order (two approvals between the same classes cannot deadlock) and returns them. */
export async function lockClasses(tx: Queryable, ids: number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx.select().from(startClasses).where(inArray(startClasses.id, sorted)).orderBy(asc(startClasses.id)).for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The first course of the student's other enrolments whose times overlap the new class: dated EMBA
 * sessions that overlap, or weekly slots of the same term on the same weekday whose weeks and
 * periods both overlap. The enrolment being moved is left out.
 */
export async function clashingCourse(db: Queryable, studentId: number, movingEnrolmentId: number, newClassId: number): Promise<{ courseNumber: string; nameCn: string; nameEn: string } | undefined> {
  const [row] = rowsOf<{ course_number: string; name_cn: string; name_en: string }>(await db.execute(sql`
    select c.course_number, c.name_cn, c.name_en from ${enrolments} e
      join ${startClasses} sc on sc.id = e.start_class_id
      join ${teachingCourses} c on c.id = e.course_id
      join ${startClasses} nc on nc.id = ${newClassId}
    where e.student_id = ${studentId} and e.id <> ${movingEnrolmentId}
      and (
        exists (select 1 from class_sessions a join class_sessions b on a.starts_at < b.ends_at and b.starts_at < a.ends_at
                where a.start_class_id = ${newClassId} and b.start_class_id = e.start_class_id)
        or (sc.school_year = nc.school_year and sc.term = nc.term and exists (
                select 1 from class_weekly_slots a join class_weekly_slots b on a.week_name = b.week_name
                  and a.week_start <= b.week_end and b.week_start <= a.week_end
                  and a.begin_time < b.end_time and b.begin_time < a.end_time
                where a.start_class_id = ${newClassId} and b.start_class_id = e.start_class_id))
      )
    order by c.course_number limit 1`));
  return row ? { courseNumber: row.course_number, nameCn: row.name_cn, nameEn: row.name_en } : undefined;
}

/** Moves an enrolment to another class and keeps both classes' seat counts (callers hold the row locks). */
export async function moveEnrolment(tx: Queryable, enrolmentId: number, fromClassId: number, toClassId: number): Promise<void> {
  await tx.update(enrolments).set({ startClassId: toClassId, source: 'change' }).where(eq(enrolments.id, enrolmentId));
  await tx.update(startClasses).set({ enrolled: sql`${startClasses.enrolled} - 1` }).where(eq(startClasses.id, fromClassId));
  await tx.update(startClasses).set({ enrolled: sql`${startClasses.enrolled} + 1` }).where(eq(startClasses.id, toClassId));
}

/** The enrolment of a student in a class, locked. */
export async function lockEnrolment(tx: Queryable, studentId: number, startClassId: number) {
  const [row] = await tx.select().from(enrolments)
    .where(and(eq(enrolments.studentId, studentId), eq(enrolments.startClassId, startClassId))).limit(1).for('update');
  return row;
}
