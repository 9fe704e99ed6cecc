import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ConModel, SurveyAnswer, SurveyKind } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { windowOpen } from '../../platform/time/db-clock.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { surveyAssignees, surveyAssignments, surveyResponses, surveys } from './surveys.tables.ts';


/** Columns the student lists may be filtered and sorted by (request name → column). */
export const studentListAllowList: AllowList = {
  surveyName: surveys.name,
  surveyNameEn: surveys.nameEn,
  evaluationType: surveyAssignments.evaluationType,
  courseNameCN: surveyAssignments.courseNameCn,
  courseNameEN: surveyAssignments.courseNameEn,
  teacherName: surveyAssignments.teacherName,
  position: surveyAssignments.position,
  title: surveyAssignments.title,
  beginTime: surveyAssignments.beginTime,
  endTime: surveyAssignments.endTime,
  createTime: surveyAssignments.createdAt,
  creationTime: surveyResponses.submittedAt,
  submitSurvyTime: surveyResponses.submittedAt,
};

const rowColumns = {
  a: surveyAssignments,
  surveyName: surveys.name,
  surveyNameEn: surveys.nameEn,
  kind: surveys.kind,
  anonymous: surveys.anonymous,
  status: surveyResponses.status,
  submittedAt: surveyResponses.submittedAt,
};

function joined(db: Queryable, userId: number) {
  return db.select(rowColumns).from(surveyAssignees)
    .innerJoin(surveyAssignments, eq(surveyAssignments.id, surveyAssignees.assignmentId))
    .innerJoin(surveys, eq(surveys.id, surveyAssignments.surveyId))
    .leftJoin(surveyResponses, and(eq(surveyResponses.assignmentId, surveyAssignees.assignmentId), eq(surveyResponses.userId, userId)));
}
export type StudentRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export interface StudentListParams {
  userId: number;
  kind: SurveyKind;
  pageType?: string | null;
  /** Searched in the survey name, title, course and teacher names. */
  queryText: string;
  conModels: ConModel[];
  orderBy?: string | null | undefined;
  sort: 'asc' | 'desc' | undefined;
  /** true submitted only, false not submitted only. */
  isSubmit?: boolean | null;
  pageNo: number;
  pageSize: number;
}

const submitted = eq(surveyResponses.status, 'submitted');

export async function listForStudent(db: Queryable, p: StudentListParams): Promise<{ rows: StudentRow[]; total: number }> {
  const where = and(
    eq(surveyAssignees.userId, p.userId),
    eq(surveys.kind, p.kind),
    p.pageType ? eq(surveyAssignments.pageType, p.pageType) : undefined,
    textSearch(p.queryText, surveys.name, surveys.nameEn, surveyAssignments.title, surveyAssignments.titleEn, surveyAssignments.courseNameCn,
      surveyAssignments.courseNameEn, surveyAssignments.teacherName, surveyAssignments.teacherNameEn, surveyAssignments.evaluationType),
    p.isSubmit === true ? submitted : undefined,
    p.isSubmit === false ? or(isNull(surveyResponses.status), ne(surveyResponses.status, 'submitted')) : undefined,
    filtersOf(studentListAllowList, p.conModels),
  );
  // Unfilled first, then the window closing soonest.
  const fallback: SQL[] = [sql`(${surveyResponses.status} = 'submitted') nulls first`, asc(surveyAssignments.endTime), desc(surveyAssignments.id)];
  const rows = await joined(db, p.userId).where(where).orderBy(...orderOf(studentListAllowList, p, fallback)).limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(surveyAssignees)
    .innerJoin(surveyAssignments, eq(surveyAssignments.id, surveyAssignees.assignmentId))
    .innerJoin(surveys, eq(surveys.id, surveyAssignments.surveyId))
    .leftJoin(surveyResponses, and(eq(surveyResponses.assignmentId, surveyAssignees.assignmentId), eq(surveyResponses.userId, p.userId)))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export type AssignmentRecord = typeof surveyAssignments.$inferSelect;
export type SurveyRecord = typeof surveys.$inferSelect;
export type ResponseRecord = typeof surveyResponses.$inferSelect;

export async function findSurvey(db: Queryable, id: number, lock?: 'share' | 'update'): Promise<SurveyRecord | undefined> {
  const q = db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
  const [row] = lock === 'share' ? await q.for('share') : lock === 'update' ? await q.for('update') : await q;
  return row;
}

export async function findAssignment(db: Queryable, id: number, lock?: 'share' | 'update'): Promise<AssignmentRecord | undefined> {
  const q = db.select().from(surveyAssignments).where(eq(surveyAssignments.id, id)).limit(1);
  const [row] = lock === 'share' ? await q.for('share') : lock === 'update' ? await q.for('update') : await q;
  return row;
}

/**
 * Whether the window of an assignment is open by the database clock at this very moment:
 * clock_timestamp(), not now(), because the caller asks after waiting for the row lock, and a
 * release of the results may have closed the door in the meantime (module README, 'Anonymity').
 */
export async function isOpenNow(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ open: sql<boolean>`${windowOpen(surveyAssignments.beginTime, surveyAssignments.endTime, sql`clock_timestamp()`)}` })
    .from(surveyAssignments).where(eq(surveyAssignments.id, id));
  return row?.open === true;
}

export async function isAssignee(db: Queryable, assignmentId: number, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: surveyAssignees.userId }).from(surveyAssignees)
    .where(and(eq(surveyAssignees.assignmentId, assignmentId), eq(surveyAssignees.userId, userId))).limit(1);
  return Boolean(row);
}

export async function findResponse(db: Queryable, assignmentId: number, userId: number): Promise<ResponseRecord | undefined> {
  const [row] = await db.select().from(surveyResponses)
    .where(and(eq(surveyResponses.assignmentId, assignmentId), eq(surveyResponses.userId, userId))).limit(1);
  return row;
}

/**
 * Saves a draft or submits, in one statement: a submitted response is never overwritten (the
 * conflict update only touches drafts; the trigger refuses anything else). No row back means the
 * response was already submitted.
 */
export async function saveResponse(db: Queryable, v: { assignmentId: number; userId: number; surveyId: number; answers: SurveyAnswer[]; submit: boolean }): Promise<ResponseRecord | undefined> {
  const now = new Date();
  const [row] = await db.insert(surveyResponses).values({
    assignmentId: v.assignmentId, userId: v.userId, surveyId: v.surveyId, answers: v.answers,
    status: v.submit ? 'submitted' : 'draft', submittedAt: v.submit ? now : null, updatedAt: now,
  }).onConflictDoUpdate({
    target: [surveyResponses.assignmentId, surveyResponses.userId],
    set: { answers: sql`excluded.answers`, status: sql`excluded.status`, submittedAt: sql`excluded.submitted_at`, updatedAt: sql`excluded.updated_at` },
    setWhere: eq(surveyResponses.status, 'draft'),
  }).returning();
  return row;
}
