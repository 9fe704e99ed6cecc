import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { SCHOOL_TZ, type ConModel } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { windowOpen } from '../../platform/time/db-clock.ts';
import { lectureSignups, lectures, lectureTeachers, lectureWaitlist } from './lectures.tables.ts';

/**
 * ACAD-S04, by the database clock: 3 completed once the lecture has ended; 0 before sign-up
 * opens; 1 while it is open (begin inclusive, end exclusive); 2 from its close until the end.
 */
export const statusSql = sql<number>`(case when ${lectures.endsAt} <= now() then 3 when now() < ${lectures.signupBegin} then 0
  when ${windowOpen(lectures.signupBegin, lectures.signupEnd)} then 1 else 2 end)::int`;
const withinSql = sql<boolean>`${windowOpen(lectures.signupBegin, lectures.signupEnd)}`;
const local = (col: typeof lectures.startsAt, fmt: string) => sql<string>`to_char(${col} at time zone ${SCHOOL_TZ}, ${fmt})`;
const teacherIdsSql = sql<string>`coalesce((select string_agg(t.teacher_id::text, ',' order by t.teacher_id) from ${lectureTeachers} t where t.lecture_id = ${lectures.id}), '')`;
/** Homework may be handed in: signed up, qualified clock-in, none yet, before the deadline (exclusive). */
export const homeworkOpenSql = sql<boolean>`coalesce(${lectureSignups.id} is not null and ${lectureSignups.clockingInStatus} = 1
  and ${lectureSignups.homeworkFileId} is null and ${lectures.homeworkDeadline} is not null and now() < ${lectures.homeworkDeadline}, false)`;

/**
 * The lecture of the row, named with its table: drizzle leaves columns unqualified in a query of
 * one table, and inside a subquery of the waitlist (which has an id too) "id" would be the entry's.
 */
const lectureIdOfRow = sql.raw('"lectures"."id"');

/** Students waiting for a seat of the lecture of the row. */
export const waitingCountSql = sql<number>`(select count(*)::int from ${lectureWaitlist} w where w.lecture_id = ${lectureIdOfRow})`;

/**
 * The student's place in the lecture's line (1 is next), by (queued_at, id) as the promotion takes
 * it; null when they are not waiting, or once the lecture has started (no seat is given then).
 */
const waitlistPositionSql = (studentId: number) => sql<number | null>`(select nullif(count(*), 0)::int from ${lectureWaitlist} me
  join ${lectureWaitlist} q on q.lecture_id = me.lecture_id and (q.queued_at, q.id) <= (me.queued_at, me.id)
  where me.lecture_id = ${lectureIdOfRow} and me.student_id = ${studentId} and now() < ${lectures.startsAt})`;

/** What a lecture's audience is judged by: the student's own record, never the payload. */
export interface StudentAudience { pageType: string | null; entranceYear: number | null }

export async function audienceOf(db: Queryable, studentId: number): Promise<StudentAudience> {
  const [row] = await db.select({ pageType: users.pageType, entranceYear: users.studyEntranceYear }).from(users).where(eq(users.id, studentId));
  return { pageType: row?.pageType ?? null, entranceYear: row?.entranceYear ?? null };
}

/**
 * The lecture is for this student (README, 'Audience'): each list empty (everyone) or naming the
 * student's programme and entrance year. A student without one is outside any list that is set.
 */
export function inAudienceSql(a: StudentAudience): SQL<boolean> {
  return audienceRuleSql(sql`${a.pageType ?? ''}::text`, sql`${a.entranceYear ?? -1}::int`);
}

/** The same rule for students read in the query (users' columns): the waitlist's pruning (lecture-waitlist.repo.ts). */
export const inAudienceOfUserSql = (): SQL<boolean> =>
  audienceRuleSql(sql`coalesce(${users.pageType}, '')`, sql`coalesce(${users.studyEntranceYear}, -1)`);

function audienceRuleSql(pageType: SQL, entranceYear: SQL): SQL<boolean> {
  return sql<boolean>`((cardinality(${lectures.audiencePageTypes}) = 0 or ${pageType} = any(${lectures.audiencePageTypes}))
    and (cardinality(${lectures.audienceEntranceYears}) = 0 or ${entranceYear} = any(${lectures.audienceEntranceYears})))`;
}

/** Request names the student lists filter and sort by. */
export const studentListAllowList: AllowList = {
  subject: lectures.subject,
  subjectEn: lectures.subjectEn,
  schoolYear: lectures.schoolYear,
  termValue: lectures.term,
  day: lectures.startsAt,
  startTime: lectures.startsAt,
  teacherNames: lectures.teacherNames,
  address: lectures.venue,
  signupStartDay: lectures.signupBegin,
  signupEndDay: lectures.signupEnd,
  credit: lectures.credit,
  clockingInStatus: lectureSignups.clockingInStatus,
  achievementStatus: lectureSignups.achievementStatus,
};

const rowColumns = (studentId: number) => ({
  id: lectures.id, subject: lectures.subject, subjectEn: lectures.subjectEn, schoolYear: lectures.schoolYear, termValue: lectures.term,
  status: statusSql, day: local(lectures.startsAt, 'YYYY-MM-DD'), startTime: local(lectures.startsAt, 'HH24:MI'), endTime: local(lectures.endsAt, 'HH24:MI'),
  startsAt: lectures.startsAt, endsAt: lectures.endsAt, teacherId: teacherIdsSql, teacherNames: lectures.teacherNames, teacherNamesEn: lectures.teacherNamesEn,
  address: lectures.venue, addressEn: lectures.venueEn, signupBegin: lectures.signupBegin, signupEnd: lectures.signupEnd, capacity: lectures.capacity,
  signUpCount: lectures.signedUp, credit: lectures.credit, homeworkDeadline: lectures.homeworkDeadline, isWithinTime: withinSql,
  signupId: lectureSignups.id, clockingInStatus: lectureSignups.clockingInStatus, achievementStatus: lectureSignups.achievementStatus,
  homeworkFileId: lectureSignups.homeworkFileId, homeworkFileName: storedFiles.originalName, homeworkOpen: homeworkOpenSql,
  waitlistPosition: waitlistPositionSql(studentId), waitingCount: waitingCountSql,
});

function joined(db: Queryable, studentId: number) {
  return db.select(rowColumns(studentId)).from(lectures)
    .leftJoin(lectureSignups, and(eq(lectureSignups.lectureId, lectures.id), eq(lectureSignups.studentId, studentId)))
    .leftJoin(storedFiles, eq(storedFiles.id, lectureSignups.homeworkFileId));
}
export type StudentLectureRecord = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export interface StudentListParams {
  studentId: number;
  audience: StudentAudience;
  /** Only the caller's signed-up lectures (my lectures). */
  mine: boolean;
  queryText: string;
  conModels: ConModel[];
  orderBy?: string | null;
  sort?: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

export async function listForStudent(db: Queryable, p: StudentListParams): Promise<{ rows: StudentLectureRecord[]; total: number }> {
  // Outside its audience a lecture is not listed, unless the student signed up before it was narrowed.
  const where = and(
    p.mine ? isNotNull(lectureSignups.id) : or(inAudienceSql(p.audience), isNotNull(lectureSignups.id)),
    textSearch(p.queryText, lectures.subject, lectures.subjectEn, lectures.teacherNames, lectures.teacherNamesEn, lectures.venue, lectures.venueEn),
    filtersOf(studentListAllowList, p.conModels),
  );
  // Open for sign-up first, then the soonest lecture; finished ones last, newest first.
  const fallback: SQL[] = [sql`(${lectures.endsAt} <= now())`, sql`case when ${lectures.endsAt} <= now() then null else ${lectures.startsAt} end asc nulls last`, desc(lectures.startsAt), asc(lectures.id)];
  const rows = await joined(db, p.studentId).where(where).orderBy(...orderOf(studentListAllowList, p, fallback)).limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(lectures)
    .leftJoin(lectureSignups, and(eq(lectureSignups.lectureId, lectures.id), eq(lectureSignups.studentId, p.studentId))).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** One lecture with the student's sign-up. */
export async function findForStudent(db: Queryable, lectureId: number, studentId: number): Promise<StudentLectureRecord | undefined> {
  const [row] = await joined(db, studentId).where(eq(lectures.id, lectureId));
  return row;
}

/** The student's lecture whose homework is open, else the latest one with homework handed in (C27 without a lecture). */
export async function homeworkLectureOf(db: Queryable, studentId: number): Promise<StudentLectureRecord | undefined> {
  const [row] = await joined(db, studentId).where(and(isNotNull(lectureSignups.id), isNotNull(lectures.homeworkDeadline)))
    .orderBy(desc(homeworkOpenSql), desc(isNotNull(lectureSignups.homeworkFileId)), desc(lectures.startsAt)).limit(1);
  return row;
}

/**
 * The lecture's state judged at this very moment (clock_timestamp), read after its row lock was
 * taken; with the student's audience, whether the lecture is for them.
 */
export async function lockedLectureState(tx: Queryable, lectureId: number, audience?: StudentAudience) {
  const [row] = await tx.select({
    id: lectures.id, capacity: lectures.capacity, signedUp: lectures.signedUp,
    inAudience: audience ? inAudienceSql(audience) : sql<boolean>`true`,
    ended: sql<boolean>`${lectures.endsAt} <= clock_timestamp()`,
    started: sql<boolean>`${lectures.startsAt} <= clock_timestamp()`,
    notYet: sql<boolean>`clock_timestamp() < ${lectures.signupBegin}`,
    open: sql<boolean>`${windowOpen(lectures.signupBegin, lectures.signupEnd, sql`clock_timestamp()`)}`,
    homeworkDeadline: lectures.homeworkDeadline,
    homeworkDue: sql<boolean>`${lectures.homeworkDeadline} is not null and ${lectures.homeworkDeadline} <= clock_timestamp()`,
  }).from(lectures).where(eq(lectures.id, lectureId)).for('update');
  return row;
}

export async function changeSeats(tx: Queryable, lectureId: number, by: number): Promise<void> {
  await tx.update(lectures).set({ signedUp: sql`${lectures.signedUp} + ${by}` }).where(eq(lectures.id, lectureId));
}

export type SignupRecord = typeof lectureSignups.$inferSelect;

export async function findSignup(db: Queryable, lectureId: number, studentId: number, lock = false): Promise<SignupRecord | undefined> {
  const q = db.select().from(lectureSignups).where(and(eq(lectureSignups.lectureId, lectureId), eq(lectureSignups.studentId, studentId))).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Inserts the sign-up and answers its id; null means the student was already signed up (the unique key decides). */
export async function insertSignup(tx: Queryable, lectureId: number, studentId: number): Promise<number | null> {
  const rows = await tx.insert(lectureSignups).values({ lectureId, studentId }).onConflictDoNothing().returning({ id: lectureSignups.id });
  return rows[0]?.id ?? null;
}

export async function deleteSignup(tx: Queryable, id: number): Promise<void> {
  await tx.delete(lectureSignups).where(eq(lectureSignups.id, id));
}

/** Hands the homework in once: an existing one is never overwritten (the where clause), so nothing back means it was there. */
export async function setHomework(tx: Queryable, signupId: number, fileId: string): Promise<boolean> {
  const rows = await tx.update(lectureSignups).set({ homeworkFileId: fileId, homeworkAt: sql`now()` })
    .where(and(eq(lectureSignups.id, signupId), sql`${lectureSignups.homeworkFileId} is null`, eq(lectureSignups.clockingInStatus, 1)))
    .returning({ id: lectureSignups.id });
  return rows.length > 0;
}

export async function clearHomework(tx: Queryable, signupId: number): Promise<void> {
  await tx.update(lectureSignups).set({ homeworkFileId: null, homeworkAt: null }).where(eq(lectureSignups.id, signupId));
}

export async function fileUse(db: Queryable, fileId: string): Promise<{ use: string; ownerId: number | null; name: string } | undefined> {
  const [row] = await db.select({ use: storedFiles.use, ownerId: storedFiles.ownerId, name: storedFiles.originalName }).from(storedFiles).where(eq(storedFiles.id, fileId));
  return row;
}
