import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AssignOptions, AssignmentTarget, ConModel } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { windowEnded } from '../../platform/time/db-clock.ts';
import { recentStartClasses } from '../teaching/index.ts';
import { surveyAssignees, surveyAssignments, surveyQuestions, surveyResponses, surveys } from './surveys.tables.ts';

export const adminSurveyAllowList: AllowList = {
  id: surveys.id,
  name: surveys.name,
  kind: surveys.kind,
  updatedAt: surveys.updatedAt,
};

const questionCount = sql<number>`(select count(*)::int from ${surveyQuestions} q where q.survey_id = "surveys"."id" and q.parent_id is null)`;
const assignmentCount = sql<number>`(select count(*)::int from ${surveyAssignments} a where a.survey_id = "surveys"."id")`;
const submittedCount = sql<number>`(select count(*)::int from ${surveyResponses} r where r.survey_id = "surveys"."id" and r.status = 'submitted')`;
const responseCount = sql<number>`(select count(*)::int from ${surveyResponses} r where r.survey_id = "surveys"."id")`;

export interface AdminListParams {
  queryText: string;
  kind?: string | null | undefined;
  conModels: ConModel[];
  orderBy?: string | null | undefined;
  sort: 'asc' | 'desc' | undefined;
  pageNo: number;
  pageSize: number;
}

export async function listSurveys(db: Queryable, p: AdminListParams) {
  const where = and(
    p.kind ? eq(surveys.kind, p.kind) : undefined,
    textSearch(p.queryText, surveys.name, surveys.nameEn),
    filtersOf(adminSurveyAllowList, p.conModels),
  );
  const rows = await db.select({ survey: surveys, questionCount, assignmentCount, submittedCount, responseCount }).from(surveys).where(where)
    .orderBy(...orderOf(adminSurveyAllowList, p, [desc(surveys.updatedAt), desc(surveys.id)])).limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(surveys).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function responseCountOf(db: Queryable, surveyId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId));
  return row?.n ?? 0;
}

export async function assignmentCountOf(db: Queryable, surveyId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(surveyAssignments).where(eq(surveyAssignments.surveyId, surveyId));
  return row?.n ?? 0;
}

const students = and(isNotNull(users.studentNumber), eq(users.isDisabled, false),
  sql`exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ur.role = 'student')`);

/** What a survey can be sent to: classes and cohorts of the students, and the teachers. */
export async function assignOptions(db: Queryable): Promise<Omit<AssignOptions, 'mentorRounds'>> {
  // A class is named by its Chinese name; its English name is the one its students carry, or the Chinese.
  const classes = await db.select({ className: sql<string>`${users.className}`, classNameEn: sql<string>`coalesce(max(${users.classNameEn}), ${users.className})`, students: sql<number>`count(*)::int` }).from(users)
    .where(and(students, isNotNull(users.className))).groupBy(users.className).orderBy(asc(users.className));
  const cohorts = await db.select({ pageType: sql<string>`${users.pageType}`, studyEntranceYear: users.studyEntranceYear, students: sql<number>`count(*)::int` }).from(users)
    .where(and(students, isNotNull(users.pageType))).groupBy(users.pageType, users.studyEntranceYear).orderBy(asc(users.pageType), desc(users.studyEntranceYear));
  const teachers = await db.select({ id: users.id, name: users.name, enName: users.enName }).from(users)
    .where(sql`exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ur.role = 'teacher')`).orderBy(asc(users.name));
  const startClasses = (await recentStartClasses(db)).map((c) => ({
    id: c.id, courseNameCN: c.courseNameCn, courseNameEN: c.courseNameEn, className: c.className, classNameEn: c.classNameEn || c.className,
    schoolYear: c.schoolYear, term: c.term, teacherIds: c.teacherIds, students: c.students,
  }));
  return { classes, cohorts, teachers, startClasses };
}

/** The students a target names, and (for a list of numbers) the numbers no student has. */
export async function studentsOf(db: Queryable, target: Exclude<AssignmentTarget, { by: 'startClass' }>): Promise<{ ids: number[]; unknown: string[] }> {
  let where: SQL | undefined;
  if (target.by === 'class') where = eq(users.className, target.className);
  else if (target.by === 'cohort') where = and(eq(users.pageType, target.pageType), target.studyEntranceYear ? eq(users.studyEntranceYear, target.studyEntranceYear) : undefined);
  else where = inArray(users.studentNumber, target.studentNumbers);
  const rows = await db.select({ id: users.id, studentNumber: users.studentNumber }).from(users).where(and(students, where)).orderBy(asc(users.id));
  const found = new Set(rows.map((r) => r.studentNumber));
  const unknown = target.by === 'students' ? [...new Set(target.studentNumbers)].filter((n) => !found.has(n)) : [];
  return { ids: rows.map((r) => r.id), unknown };
}

export async function teachersByIds(db: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name, enName: users.enName }).from(users)
    .where(and(inArray(users.id, ids), sql`exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ur.role = 'teacher')`));
}

export async function insertAssignment(tx: Queryable, values: typeof surveyAssignments.$inferInsert, userIds: number[]): Promise<number> {
  const [row] = await tx.insert(surveyAssignments).values(values).returning({ id: surveyAssignments.id });
  const id = row!.id;
  for (let i = 0; i < userIds.length; i += 500) {
    await tx.insert(surveyAssignees).values(userIds.slice(i, i + 500).map((userId) => ({ assignmentId: id, userId })));
  }
  return id;
}

const assigneeCount = sql<number>`(select count(*)::int from ${surveyAssignees} x where x.assignment_id = "survey_assignments"."id")`;
const submittedOf = sql<number>`(select count(*)::int from ${surveyResponses} r where r.assignment_id = "survey_assignments"."id" and r.status = 'submitted')`;
const draftsOf = sql<number>`(select count(*)::int from ${surveyResponses} r where r.assignment_id = "survey_assignments"."id" and r.status = 'draft')`;

/** The target's own English label, else a class target's read from its students; other targets' labels are not words. */
const targetLabelEnOf = sql<string>`coalesce(${surveyAssignments.targetLabelEn}, (select max(u.class_name_en) from ${users} u where u.class_name = ${surveyAssignments.targetLabel}), ${surveyAssignments.targetLabel})`;

export async function listAssignments(db: Queryable, where: SQL | undefined) {
  return db.select({ a: surveyAssignments, assignees: assigneeCount, submitted: submittedOf, drafts: draftsOf, targetLabelEn: targetLabelEnOf }).from(surveyAssignments)
    .where(where).orderBy(desc(surveyAssignments.beginTime), desc(surveyAssignments.id));
}
export const bySurvey = (surveyId: number) => eq(surveyAssignments.surveyId, surveyId);
export const byTeacher = (teacherId: number) => eq(surveyAssignments.teacherId, teacherId);
export const byIds = (ids: number[]) => inArray(surveyAssignments.id, ids);

export async function deleteAssignment(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.delete(surveyAssignments).where(eq(surveyAssignments.id, id)).returning({ id: surveyAssignments.id });
  return rows.length === 1;
}

/**
 * Locks the assignments of a scope whose window has closed by the database clock (the end is
 * exclusive, platform/time/db-clock.ts), waiting for answers still being saved to them (a save
 * shares the row), and returns their ids. After the lock no answer can reach them: a save checks
 * the window only once it holds its share.
 */
export async function lockClosedAssignments(tx: Queryable, where: SQL | undefined): Promise<number[]> {
  const rows = await tx.select({ id: surveyAssignments.id }).from(surveyAssignments)
    .where(and(where, windowEnded(surveyAssignments.endTime, sql`clock_timestamp()`))).orderBy(asc(surveyAssignments.id)).for('no key update');
  return rows.map((r) => r.id);
}

export async function assignmentHasResponses(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: surveyResponses.id }).from(surveyResponses).where(eq(surveyResponses.assignmentId, id)).limit(1);
  return Boolean(row);
}

/** The submitted answers of a survey, optionally of some assignments only, with who and when. */
export async function submittedResponses(db: Queryable, surveyId: number, assignmentIds: number[] | null) {
  if (assignmentIds && assignmentIds.length === 0) return [];
  return db.select({
    answers: surveyResponses.answers, submittedAt: surveyResponses.submittedAt, assignmentId: surveyResponses.assignmentId,
    username: users.username, name: users.name, studentNumber: users.studentNumber,
  }).from(surveyResponses).innerJoin(users, eq(users.id, surveyResponses.userId))
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.status, 'submitted'), assignmentIds ? inArray(surveyResponses.assignmentId, assignmentIds) : undefined))
    .orderBy(asc(surveyResponses.submittedAt), asc(surveyResponses.id));
}
export type SubmittedResponse = Awaited<ReturnType<typeof submittedResponses>>[number];

export async function updateSurvey(db: Queryable, id: number, values: Partial<typeof surveys.$inferInsert>): Promise<void> {
  await db.update(surveys).set({ ...values, updatedAt: new Date() }).where(eq(surveys.id, id));
}

export async function insertSurvey(db: Queryable, values: typeof surveys.$inferInsert): Promise<number> {
  const [row] = await db.insert(surveys).values(values).returning({ id: surveys.id });
  return row!.id;
}

export async function deleteSurvey(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.delete(surveys).where(eq(surveys.id, id)).returning({ id: surveys.id });
  return rows.length === 1;
}

