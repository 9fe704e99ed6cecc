import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { Role, type ConModel, type LectureInput } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { storedFiles, userRoles, users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import type { LectureTimePlace } from './lecture-notices.repo.ts';
import { statusSql, waitingCountSql } from './lectures.repo.ts';
import { lectureSignups, lectures, lectureTeachers } from './lectures.tables.ts';

/** Queries of the lecture staff pages. */

const teacherIdsSql = sql<number[]>`coalesce((select array_agg(t.teacher_id order by t.teacher_id) from ${lectureTeachers} t where t.lecture_id = ${lectures.id}), '{}')`;
const taughtBy = (teacherId: number) => sql`exists (select 1 from ${lectureTeachers} t where t.lecture_id = ${lectures.id} and t.teacher_id = ${teacherId})`;

export const adminListAllowList: AllowList = {
  subject: lectures.subject, subjectEn: lectures.subjectEn, schoolYear: lectures.schoolYear, termValue: lectures.term, startsAt: lectures.startsAt,
  capacity: lectures.capacity, signUpCount: lectures.signedUp, signupStartDay: lectures.signupBegin, signupEndDay: lectures.signupEnd, credit: lectures.credit,
};

const adminColumns = {
  id: lectures.id, subject: lectures.subject, subjectEn: lectures.subjectEn, schoolYear: lectures.schoolYear, termValue: lectures.term, status: statusSql,
  startsAt: lectures.startsAt, endsAt: lectures.endsAt, address: lectures.venue, addressEn: lectures.venueEn, teacherNames: lectures.teacherNames,
  teacherNamesEn: lectures.teacherNamesEn, teacherIds: teacherIdsSql, capacity: lectures.capacity, signUpCount: lectures.signedUp, waitingCount: waitingCountSql,
  signupStartDay: lectures.signupBegin, signupEndDay: lectures.signupEnd, credit: lectures.credit, homeWorkDeadline: lectures.homeworkDeadline,
  audiencePageTypes: lectures.audiencePageTypes, audienceEntranceYears: lectures.audienceEntranceYears,
};
export type AdminLectureRecord = Awaited<ReturnType<ReturnType<typeof adminQuery>['execute']>>[number];
const adminQuery = (db: Queryable) => db.select(adminColumns).from(lectures);

export interface AdminListParams {
  /** Only the lectures this teacher gives; undefined for teaching.admin. */
  teacherId?: number;
  queryText: string;
  conModels: ConModel[];
  orderBy?: string | null;
  sort?: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

export async function listLectures(db: Queryable, p: AdminListParams): Promise<{ rows: AdminLectureRecord[]; total: number }> {
  const where = and(
    p.teacherId === undefined ? undefined : taughtBy(p.teacherId),
    textSearch(p.queryText, lectures.subject, lectures.subjectEn, lectures.teacherNames, lectures.teacherNamesEn, lectures.venue),
    filtersOf(adminListAllowList, p.conModels),
  );
  const fallback: SQL[] = [desc(lectures.startsAt), desc(lectures.id)];
  const rows = await adminQuery(db).where(where).orderBy(...orderOf(adminListAllowList, p, fallback)).limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(lectures).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findLecture(db: Queryable, id: number): Promise<AdminLectureRecord | undefined> {
  const [row] = await adminQuery(db).where(eq(lectures.id, id));
  return row;
}

export async function teachesLecture(db: Queryable, lectureId: number, teacherId: number): Promise<boolean> {
  const [row] = await db.select({ id: lectureTeachers.lectureId }).from(lectureTeachers)
    .where(and(eq(lectureTeachers.lectureId, lectureId), eq(lectureTeachers.teacherId, teacherId))).limit(1);
  return !!row;
}

const values = (v: LectureInput) => ({
  subject: v.subject, subjectEn: v.subjectEn, schoolYear: v.schoolYear, term: v.termValue, startsAt: new Date(v.startsAt), endsAt: new Date(v.endsAt),
  venue: v.address, venueEn: v.addressEn, teacherNames: v.teacherNames, teacherNamesEn: v.teacherNamesEn, capacity: v.capacity,
  signupBegin: new Date(v.signupStartDay), signupEnd: new Date(v.signupEndDay), credit: v.credit,
  homeworkDeadline: v.homeWorkDeadline ? new Date(v.homeWorkDeadline) : null,
  audiencePageTypes: [...new Set(v.audiencePageTypes)].sort(), audienceEntranceYears: [...new Set(v.audienceEntranceYears)].sort((a, b) => a - b),
});

export async function insertLecture(tx: Queryable, v: LectureInput, createdBy: number | null): Promise<number> {
  const [row] = await tx.insert(lectures).values({ ...values(v), createdBy }).returning({ id: lectures.id });
  await setTeachers(tx, row!.id, v.teacherIds);
  return row!.id;
}

/**
 * Locks the lecture against concurrent sign-ups while its capacity is checked and changed; with
 * its time and place before the change, which the change notice compares with (lecture-notices.ts).
 */
export async function lockedSeats(tx: Queryable, id: number): Promise<(LectureTimePlace & { signedUp: number }) | undefined> {
  const [row] = await tx.select({
    signedUp: lectures.signedUp, subject: lectures.subject, subjectEn: lectures.subjectEn, startsAt: lectures.startsAt, endsAt: lectures.endsAt,
    venue: lectures.venue, venueEn: lectures.venueEn,
  }).from(lectures).where(eq(lectures.id, id)).for('update');
  return row;
}

export async function updateLecture(tx: Queryable, id: number, v: LectureInput): Promise<void> {
  await tx.update(lectures).set(values(v)).where(eq(lectures.id, id));
  await setTeachers(tx, id, v.teacherIds);
}

async function setTeachers(tx: Queryable, lectureId: number, teacherIds: number[]): Promise<void> {
  await tx.delete(lectureTeachers).where(eq(lectureTeachers.lectureId, lectureId));
  if (teacherIds.length) await tx.insert(lectureTeachers).values([...new Set(teacherIds)].map((teacherId) => ({ lectureId, teacherId })));
}

export async function deleteLecture(tx: Queryable, id: number): Promise<void> {
  await tx.delete(lectures).where(eq(lectures.id, id));
}

/** Accounts holding the teacher role, for the teacher picker and the check of chosen ids. */
export async function teacherOptions(db: Queryable, ids?: number[]): Promise<{ id: number; name: string; enName: string }[]> {
  return db.select({ id: users.id, name: users.name, enName: sql<string>`coalesce(${users.enName}, ${users.name})` }).from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, Role.teacher)))
    .where(ids ? inArray(users.id, ids.length ? ids : [0]) : undefined).orderBy(asc(users.username));
}

export const signupAllowList: AllowList = {
  studentNumber: users.studentNumber, studentName: users.name, className: users.className, signedAt: lectureSignups.signedAt,
  clockingInStatus: lectureSignups.clockingInStatus, achievementStatus: lectureSignups.achievementStatus, homeWorkAt: lectureSignups.homeworkAt,
};

const signupColumns = {
  id: lectureSignups.id, studentId: lectureSignups.studentId, studentNumber: sql<string>`coalesce(${users.studentNumber}, ${users.username})`,
  studentName: users.name, studentNameEn: sql<string>`coalesce(${users.enName}, ${users.name})`, className: sql<string>`coalesce(${users.className}, '')`,
  signedAt: lectureSignups.signedAt, clockingInStatus: lectureSignups.clockingInStatus, achievementStatus: lectureSignups.achievementStatus,
  homeworkFileId: lectureSignups.homeworkFileId, homeworkFileName: storedFiles.originalName, homeworkAt: lectureSignups.homeworkAt,
  homeworkCollectedAt: lectureSignups.homeworkCollectedAt,
};
export type SignupListRecord = Awaited<ReturnType<ReturnType<typeof signupQuery>['execute']>>[number];
const signupQuery = (db: Queryable) => db.select(signupColumns).from(lectureSignups)
  .innerJoin(users, eq(users.id, lectureSignups.studentId)).leftJoin(storedFiles, eq(storedFiles.id, lectureSignups.homeworkFileId));

export async function listSignups(db: Queryable, lectureId: number, p: Omit<AdminListParams, 'teacherId'>): Promise<{ rows: SignupListRecord[]; total: number }> {
  const where = and(eq(lectureSignups.lectureId, lectureId), textSearch(p.queryText, users.studentNumber, users.name, users.enName, users.className), filtersOf(signupAllowList, p.conModels));
  const rows = await signupQuery(db).where(where).orderBy(...orderOf(signupAllowList, p, [asc(users.studentNumber), asc(lectureSignups.id)]))
    .limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(lectureSignups).innerJoin(users, eq(users.id, lectureSignups.studentId)).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Every sign-up of a lecture, for the export (a lecture holds at most its capacity). */
export async function allSignups(db: Queryable, lectureId: number): Promise<SignupListRecord[]> {
  return signupQuery(db).where(eq(lectureSignups.lectureId, lectureId)).orderBy(asc(users.studentNumber), asc(lectureSignups.id));
}

export async function findSignupById(db: Queryable, id: number, lock = false) {
  const q = db.select().from(lectureSignups).where(eq(lectureSignups.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function updateSignup(tx: Queryable, id: number, set: { clockingInStatus?: number | null; achievementStatus?: number | null }): Promise<void> {
  await tx.update(lectureSignups).set(set).where(eq(lectureSignups.id, id));
}

/** Marks the handed-in homework of a lecture collected: from then on the students cannot remove it. */
export async function collectHomework(tx: Queryable, lectureId: number): Promise<number> {
  const rows = await tx.update(lectureSignups).set({ homeworkCollectedAt: sql`now()` })
    .where(and(eq(lectureSignups.lectureId, lectureId), isNotNull(lectureSignups.homeworkFileId), isNull(lectureSignups.homeworkCollectedAt)))
    .returning({ id: lectureSignups.id });
  return rows.length;
}
