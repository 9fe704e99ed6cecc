import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch } from '../../platform/http/paging.ts';
import { roundAllowList, roundClock, type ListQuery } from './selection.repo.ts';
import { selectionChoices, selectionResumes, selectionRounds, selectionStudents, selectionTeachers } from './selection.tables.ts';

/** Queries of the staff's side: rounds with their figures, members, teachers with live demand, pairs. */

const r = selectionRounds;
const t = selectionTeachers;
const c = selectionChoices;

export interface AdminRoundQuery extends ListQuery {
  selectionType?: string | null;
  pageType?: string | null;
}

/**
 * The round's figures, as correlated subqueries. The outer round is named in full: in a select
 * from one table drizzle writes its columns unqualified, and a bare "id" inside the subquery would
 * be the inner table's own.
 */
const roundId = sql.raw('"selection_rounds"."id"');
const figures = {
  studentCount: sql<number>`(select count(*)::int from selection_students s where s.round_id = ${roundId})`,
  teacherCount: sql<number>`(select count(*)::int from selection_teachers st where st.round_id = ${roundId})`,
  capacity: sql<number>`(select coalesce(sum(st.selection_times), 0)::int from selection_teachers st where st.round_id = ${roundId})`,
  confirmedCount: sql<number>`(select count(*)::int from selection_choices sc where sc.round_id = ${roundId} and sc.status = 1)`,
  waitingCount: sql<number>`(select count(*)::int from selection_choices sc where sc.round_id = ${roundId} and sc.status = 0)`,
};

export async function listRounds(db: Queryable, q: AdminRoundQuery) {
  const where = and(
    q.selectionType ? eq(r.selectionType, q.selectionType) : undefined,
    q.pageType ? eq(r.pageType, q.pageType) : undefined,
    textSearch(q.queryText, r.name),
    filtersOf(roundAllowList, q.conModels),
  );
  const rows = await db.select({ round: r, ...roundClock, ...figures }).from(r).where(where)
    .orderBy(...orderOf(roundAllowList, q, [sql`${r.startTime} desc`, asc(r.id)])).limit(q.pageSize).offset(offsetOf(q));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(r).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function roundWithFigures(db: Queryable, id: number) {
  const [row] = await db.select({ round: r, ...roundClock, ...figures }).from(r).where(eq(r.id, id));
  return row;
}

/** Students of a programme (and entrance year) or by number, with the student role. */
export async function studentsBy(db: Queryable, f: { programme?: string; entranceYear?: number | null; numbers?: string[] }) {
  return db.select({ id: users.id, studentNumber: users.studentNumber }).from(users).where(and(
    sql`exists (select 1 from user_roles ur where ur.user_id = ${users.id} and ur.role = 'student')`,
    f.programme ? eq(users.pageType, f.programme) : undefined,
    f.entranceYear ? eq(users.studyEntranceYear, f.entranceYear) : undefined,
    f.numbers ? inArray(users.studentNumber, f.numbers) : undefined,
  ));
}

export async function addMembers(db: Queryable, roundId: number, studentIds: number[]): Promise<number> {
  if (!studentIds.length) return 0;
  const rows = await db.insert(selectionStudents).values(studentIds.map((studentId) => ({ roundId, studentId }))).onConflictDoNothing().returning({ id: selectionStudents.id });
  return rows.length;
}

export async function membersWithChoices(db: Queryable, roundId: number) {
  const members = await db.select({ studentId: users.id, studentNumber: users.studentNumber, name: users.name, className: users.className, resume: selectionResumes.fileId })
    .from(selectionStudents).innerJoin(users, eq(users.id, selectionStudents.studentId))
    .leftJoin(selectionResumes, eq(selectionResumes.studentId, users.id))
    .where(eq(selectionStudents.roundId, roundId)).orderBy(asc(users.studentNumber), asc(users.id));
  const choices = await db.select({ studentId: c.studentId, teacherId: c.teacherId, teacherName: t.name, choiceRank: c.choiceRank, status: c.status })
    .from(c).innerJoin(t, eq(t.id, c.teacherId)).where(eq(c.roundId, roundId)).orderBy(asc(c.studentId), asc(c.choiceRank));
  return { members, choices };
}

const teacherId = sql.raw('"selection_teachers"."id"');

/** Each teacher of a round with the demand on them now: confirmed, waiting, first among waiting choices. */
export async function teacherDemand(db: Queryable, roundId: number) {
  return db.select({
    teacher: t,
    username: users.username,
    waitingCount: sql<number>`(select count(*)::int from selection_choices sc where sc.teacher_id = ${teacherId} and sc.status = 0)`,
    firstChoiceCount: sql<number>`(select count(*)::int from selection_choices sc where sc.teacher_id = ${teacherId} and sc.status = 0
      and sc.choice_rank = (select min(c2.choice_rank) from selection_choices c2 where c2.round_id = sc.round_id and c2.student_id = sc.student_id and c2.status = 0))`,
  }).from(t).leftJoin(users, eq(users.id, t.userId)).where(eq(t.roundId, roundId)).orderBy(asc(t.sortOrder), asc(t.name), asc(t.id));
}

export async function userIdsByUsername(db: Queryable, names: string[]): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names));
  return new Map(rows.map((u) => [u.username, u.id]));
}

/** The confirmed pairs of a round, for the export. */
export async function confirmedPairs(db: Queryable, roundId: number) {
  return db.select({
    studentNumber: users.studentNumber, studentName: users.name, className: users.className, teacherName: t.name,
    choiceRank: c.choiceRank, confirmedBy: c.confirmedBy, decidedAt: c.decidedAt,
  }).from(c).innerJoin(t, eq(t.id, c.teacherId)).innerJoin(users, eq(users.id, c.studentId))
    .where(and(eq(c.roundId, roundId), eq(c.status, 1))).orderBy(asc(t.name), asc(users.studentNumber));
}
