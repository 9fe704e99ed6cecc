import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageQuery } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { selectionChoices, selectionResumes, selectionRounds, selectionStudents, selectionTeachers } from './selection.tables.ts';

/** Queries of the students' side of selection; the rules are the service's (selection.service.ts). */

const r = selectionRounds;
const t = selectionTeachers;
const c = selectionChoices;

/** The round's figures by the database clock (README 'Rounds'): begin inclusive, end exclusive. */
export const roundClock = {
  timeStatus: sql<number>`(case when now() < ${r.startTime} then 0 when now() < ${r.endTime} then 1 else 2 end)::int`,
  isCurrent: sql<boolean>`(${r.releaseStatus} = 1 and ${r.status} = 1 and ${r.startTime} <= now() and now() < ${r.endTime})`,
  isEnded: sql<boolean>`(${r.endTime} <= now() or ${r.releaseStatus} = 2)`,
};

export type RoundRecord = typeof selectionRounds.$inferSelect & { timeStatus: number; isCurrent: boolean; isEnded: boolean };
export type TeacherRecord = typeof selectionTeachers.$inferSelect;
export type ChoiceRecord = typeof selectionChoices.$inferSelect;

export async function findRound(db: Queryable, id: number): Promise<RoundRecord | undefined> {
  const [row] = await db.select({ ...rowOf(r), ...roundClock }).from(r).where(eq(r.id, id));
  return row;
}

/** Locks a round's row: the stable matching's confirmation and the round's edits queue on it. */
export async function lockRound(db: Queryable, id: number): Promise<RoundRecord | undefined> {
  const [row] = await db.select({ ...rowOf(r), ...roundClock }).from(r).where(eq(r.id, id)).for('update');
  return row;
}

function rowOf<T extends typeof selectionRounds>(table: T) {
  const { id, selectionType, pageType, name, year, startTime, endTime, releaseStatus, status, studentSelectionTimes, remark, matchingConfirmedAt, createdAt, updatedAt } = table;
  return { id, selectionType, pageType, name, year, startTime, endTime, releaseStatus, status, studentSelectionTimes, remark, matchingConfirmedAt, createdAt, updatedAt };
}

export const roundAllowList: AllowList = { name: r.name, year: r.year, startTime: r.startTime, endTime: r.endTime, releaseStatus: r.releaseStatus };

/** The paging, search and order of a list request (contracts' PageQuery). */
export type ListQuery = Pick<PageQuery, 'queryText' | 'conModels' | 'orderBy' | 'sort' | 'pageNo' | 'pageSize'>;

export interface StudentRoundQuery extends ListQuery {
  studentId: number;
  pageTypes: string[];
  kinds: string[];
  /** Only rounds open now or still to come (GetCurrentValidSelectionInfo). */
  currentOnly?: boolean;
}

const confirmedChoice = alias(selectionChoices, 'confirmed_choice');
const confirmedTeacher = alias(selectionTeachers, 'confirmed_teacher');

/** The released rounds a student takes part in, with the teacher who confirmed them there, if any. */
export async function roundsOfStudent(db: Queryable, q: StudentRoundQuery) {
  const where = and(
    eq(selectionStudents.studentId, q.studentId),
    inArray(r.pageType, q.pageTypes),
    inArray(r.selectionType, q.kinds),
    inArray(r.releaseStatus, [1, 2]),
    eq(r.status, 1),
    q.currentOnly ? sql`(${r.releaseStatus} = 1 and now() < ${r.endTime})` : undefined,
    textSearch(q.queryText, r.name),
    filtersOf(roundAllowList, q.conModels),
  );
  const base = () => db.select({
    round: { ...rowOf(r), ...roundClock },
    choice: { teacherId: confirmedChoice.teacherId, status: confirmedChoice.status, choiceRank: confirmedChoice.choiceRank, confirmedBy: confirmedChoice.confirmedBy },
    teacherName: confirmedTeacher.name,
  }).from(selectionStudents)
    .innerJoin(r, eq(r.id, selectionStudents.roundId))
    .leftJoin(confirmedChoice, and(eq(confirmedChoice.roundId, r.id), eq(confirmedChoice.studentId, q.studentId), eq(confirmedChoice.status, 1)))
    .leftJoin(confirmedTeacher, eq(confirmedTeacher.id, confirmedChoice.teacherId));
  const rows = await base().where(where).orderBy(...orderOf(roundAllowList, q, [sql`${r.startTime} desc`, asc(r.id)])).limit(q.pageSize).offset(offsetOf(q));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(selectionStudents).innerJoin(r, eq(r.id, selectionStudents.roundId)).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** A student's choices in these rounds with their teachers' names, for the explanation of a round without a teacher. */
export async function choiceLinesOf(db: Queryable, studentId: number, roundIds: number[]) {
  if (!roundIds.length) return [];
  return db.select({ roundId: c.roundId, teacherName: t.name, choiceRank: c.choiceRank, status: c.status, unplacedByMatching: c.unplacedByMatching })
    .from(c).innerJoin(t, eq(t.id, c.teacherId))
    .where(and(eq(c.studentId, studentId), inArray(c.roundId, roundIds))).orderBy(asc(c.roundId), asc(c.choiceRank));
}

export async function findMembership(db: Queryable, roundId: number, studentId: number) {
  const [row] = await db.select().from(selectionStudents).where(and(eq(selectionStudents.roundId, roundId), eq(selectionStudents.studentId, studentId)));
  return row;
}

/** Locks the student's record in the round: a choice and a confirmation for the same student queue here. */
export async function lockMembership(db: Queryable, roundId: number, studentId: number) {
  const [row] = await db.select().from(selectionStudents).where(and(eq(selectionStudents.roundId, roundId), eq(selectionStudents.studentId, studentId))).for('update');
  return row;
}

/**
 * Counts one more choice, compare-and-swap against the round's limit: the row is updated only while
 * below it, so concurrent choices cannot pass it. Returns the new count, or undefined at the limit.
 */
export async function takeChoice(db: Queryable, membershipId: number): Promise<number | undefined> {
  const [row] = await db.update(selectionStudents).set({ selectedTimes: sql`${selectionStudents.selectedTimes} + 1` })
    .where(and(eq(selectionStudents.id, membershipId), sql`${selectionStudents.selectedTimes} < (select ${r.studentSelectionTimes} from ${r} where ${r.id} = ${selectionStudents.roundId})`))
    .returning({ n: selectionStudents.selectedTimes });
  return row?.n;
}

export async function confirmedChoiceOf(db: Queryable, roundId: number, studentId: number) {
  const [row] = await db.select().from(c).where(and(eq(c.roundId, roundId), eq(c.studentId, studentId), eq(c.status, 1)));
  return row;
}

export async function choicesOfStudent(db: Queryable, roundId: number, studentId: number): Promise<ChoiceRecord[]> {
  return db.select().from(c).where(and(eq(c.roundId, roundId), eq(c.studentId, studentId))).orderBy(asc(c.choiceRank));
}

export async function findTeacher(db: Queryable, id: number): Promise<TeacherRecord | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row;
}

/** Locks a teacher's row: a choice made as the quota fills queues behind the confirmation (README 'Quotas'). */
export async function lockTeacher(db: Queryable, id: number): Promise<TeacherRecord | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
  return row;
}

export async function findChoice(db: Queryable, id: number): Promise<ChoiceRecord | undefined> {
  const [row] = await db.select().from(c).where(eq(c.id, id));
  return row;
}

export async function insertChoice(db: Queryable, v: typeof selectionChoices.$inferInsert): Promise<ChoiceRecord> {
  const [row] = await db.insert(c).values(v).returning();
  return row!;
}

/** The lists of a round's teachers sort by these (request name → column). */
export const teacherAllowList: AllowList = {
  name: t.name, companyName: t.companyName, position: t.position, industry: t.industry, researchDirection: t.researchDirection,
  confirmStudentCount: t.confirmedCount, agreeSelectionCount: t.confirmedCount, selectionTimes: t.selectionTimes,
};

const suggested = alias(selectionTeachers, 'suggested_teacher');
const mine = alias(selectionChoices, 'my_choice');

export interface TeacherListQuery extends ListQuery {
  roundId: number;
  studentId: number;
}

/** A round's teachers with the caller's choice of each and the number of students holding a place (waiting or confirmed). */
export async function teachersForStudent(db: Queryable, q: TeacherListQuery) {
  const where = and(
    eq(t.roundId, q.roundId),
    textSearch(q.queryText, t.name, t.companyName, t.position, t.industry, t.researchDirection, t.thesisTopicSelection),
    filtersOf(teacherAllowList, q.conModels),
  );
  const rows = await db.select({
    teacher: t,
    myStatus: mine.status,
    myChoiceId: mine.id,
    suggestedName: suggested.name,
    photoName: storedFiles.originalName,
    // The outer teacher named in full (see selection-admin.repo.ts 'figures').
    haveCount: sql<number>`(select count(*)::int from selection_choices sc where sc.teacher_id = "selection_teachers"."id" and sc.status in (0, 1))`,
  }).from(t)
    .leftJoin(mine, and(eq(mine.teacherId, t.id), eq(mine.studentId, q.studentId)))
    .leftJoin(suggested, eq(suggested.id, mine.suggestedTeacherId))
    .leftJoin(storedFiles, eq(storedFiles.id, t.photoFileId))
    .where(where)
    .orderBy(...orderOf(teacherAllowList, q, [asc(t.sortOrder), asc(t.name), asc(t.id)]))
    .limit(q.pageSize).offset(offsetOf(q));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(t).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function resumeOf(db: Queryable, studentId: number) {
  const [row] = await db.select({ fileId: selectionResumes.fileId, name: storedFiles.originalName }).from(selectionResumes)
    .innerJoin(storedFiles, eq(storedFiles.id, selectionResumes.fileId)).where(eq(selectionResumes.studentId, studentId));
  return row;
}

export async function upsertResume(db: Queryable, studentId: number, fileId: string): Promise<void> {
  await db.insert(selectionResumes).values({ studentId, fileId }).onConflictDoUpdate({ target: selectionResumes.studentId, set: { fileId, updatedAt: sql`now()` } });
}

export async function studentName(db: Queryable, id: number) {
  const [row] = await db.select({ name: users.name, studentNumber: users.studentNumber }).from(users).where(eq(users.id, id));
  return row;
}

