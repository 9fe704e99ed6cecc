import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { windowOpen } from '../../platform/time/db-clock.ts';
import { surveyAssignees, surveyAssignments, surveyResponses, surveys } from './surveys.tables.ts';

/** What the notices of an assignment say and link to, and whether its window is open by the database clock. */
export async function assignmentForNotice(db: Queryable, id: number) {
  const [row] = await db.select({
    id: surveyAssignments.id, surveyId: surveyAssignments.surveyId, kind: surveys.kind,
    businessType: surveyAssignments.businessType, businessValue2: surveyAssignments.businessValue2,
    surveyName: surveys.name, surveyNameEn: surveys.nameEn, title: surveyAssignments.title, titleEn: surveyAssignments.titleEn,
    courseNameCn: surveyAssignments.courseNameCn, courseNameEn: surveyAssignments.courseNameEn,
    teacherName: surveyAssignments.teacherName, teacherNameEn: surveyAssignments.teacherNameEn,
    position: surveyAssignments.position, positionEn: surveyAssignments.positionEn,
    beginTime: surveyAssignments.beginTime, endTime: surveyAssignments.endTime, createdAt: surveyAssignments.createdAt,
    open: sql<boolean>`${windowOpen(surveyAssignments.beginTime, surveyAssignments.endTime)}`,
  }).from(surveyAssignments).innerJoin(surveys, eq(surveys.id, surveyAssignments.surveyId)).where(eq(surveyAssignments.id, id));
  return row;
}
export type AssignmentForNotice = NonNullable<Awaited<ReturnType<typeof assignmentForNotice>>>;

/** The assignees who have not submitted (a draft is not an answer), in id order. */
export async function unansweredAssignees(db: Queryable, assignmentId: number): Promise<number[]> {
  const rows = await db.select({ userId: surveyAssignees.userId }).from(surveyAssignees)
    .where(and(eq(surveyAssignees.assignmentId, assignmentId), sql`not exists (
      select 1 from ${surveyResponses} r where r.assignment_id = ${surveyAssignees.assignmentId} and r.user_id = ${surveyAssignees.userId} and r.status = 'submitted')`))
    .orderBy(surveyAssignees.userId);
  return rows.map((r) => r.userId);
}

/** Asks these users; answers those newly asked (someone asked before stays asked once, and is not told again). */
export async function insertAssignees(tx: Queryable, assignmentId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx.insert(surveyAssignees).values([...new Set(userIds)].map((userId) => ({ assignmentId, userId })))
    .onConflictDoNothing().returning({ userId: surveyAssignees.userId });
  return rows.map((r) => r.userId);
}

/** The assignments of a survey (its deletion takes them, and their reminders with them). */
export async function assignmentIdsOf(db: Queryable, surveyId: number): Promise<number[]> {
  const rows = await db.select({ id: surveyAssignments.id }).from(surveyAssignments).where(eq(surveyAssignments.surveyId, surveyId));
  return rows.map((r) => r.id);
}
