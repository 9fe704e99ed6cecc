import { and, eq, inArray, sql } from 'drizzle-orm';
import { BUSINESS_TYPE, definitionIssueText, definitionIssues, surveyDefinitionSchema, type SurveyDefinitionInput } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { assignmentHasResponses, deleteAssignment, insertAssignment } from './survey-admin.repo.ts';
import { insertQuestions } from './survey-definitions.repo.ts';
import { surveyAssignees, surveyAssignments, surveys } from './surveys.tables.ts';

/**
 * What other modules use of the engine to send a survey of their own records (careers' activities,
 * later appointments and meals): one assignment per record, and its assignees added as people
 * register. The answering page, the rules of saving and the results stay the engine's.
 */

/** The surveys a record may link to (not faculty or mentor surveys, which have their own contexts). */
export async function linkableSurveys(db: Queryable, kinds: readonly string[] = ['activity', 'generic']) {
  return db.select({ id: surveys.id, name: surveys.name, nameEn: sql<string>`coalesce(${surveys.nameEn}, ${surveys.name})` })
    .from(surveys).where(inArray(surveys.kind, [...kinds])).orderBy(surveys.id);
}

/** The names of these surveys, by id (a record shows the survey it links to). */
export async function surveyNamesOf(db: Queryable, ids: readonly number[]): Promise<Map<number, { name: string; nameEn: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: surveys.id, name: surveys.name, nameEn: sql<string>`coalesce(${surveys.nameEn}, ${surveys.name})` })
    .from(surveys).where(inArray(surveys.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { name: r.name, nameEn: r.nameEn }]));
}

/** An assignment of the survey for one record (businessType of the kind, e.g. 'Activity'), with nobody asked yet. */
export async function openRecordAssignment(tx: Queryable, v: {
  surveyId: number; kind: 'activity' | 'appointment' | 'meal'; title: string; titleEn: string; beginTime: Date; endTime: Date; createdBy: number | null;
  /** Demo data dates it from its own calendar; a live save takes the database's time. */
  createdAt?: Date;
}): Promise<number> {
  return insertAssignment(tx, {
    surveyId: v.surveyId, businessType: BUSINESS_TYPE[v.kind], title: v.title, titleEn: v.titleEn, targetLabel: v.title, targetLabelEn: v.titleEn,
    beginTime: v.beginTime, endTime: v.endTime, createdBy: v.createdBy, ...(v.createdAt ? { createdAt: v.createdAt } : {}),
  }, []);
}

/** Moves the record's assignment window (the record's dates changed). */
export async function moveRecordAssignment(tx: Queryable, assignmentId: number, v: { title: string; titleEn: string; beginTime: Date; endTime: Date }): Promise<void> {
  await tx.update(surveyAssignments).set({ title: v.title, titleEn: v.titleEn, targetLabel: v.title, targetLabelEn: v.titleEn, beginTime: v.beginTime, endTime: v.endTime })
    .where(eq(surveyAssignments.id, assignmentId));
}

/** Removes a record's assignment that nobody answered (the record went, or links another survey); one with answers stays. */
export async function dropRecordAssignment(tx: Queryable, assignmentId: number): Promise<boolean> {
  if (await assignmentHasResponses(tx, assignmentId)) return false;
  return deleteAssignment(tx, assignmentId);
}

/** Asks these users to answer the assignment; someone already asked stays asked once. */
export async function assignSurveyTo(tx: Queryable, assignmentId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.insert(surveyAssignees).values(userIds.map((userId) => ({ assignmentId, userId }))).onConflictDoNothing();
}

/** Whether the user is asked to answer the assignment. */
export async function isSurveyAssignee(db: Queryable, assignmentId: number, userId: number): Promise<boolean> {
  const rows = await db.select({ a: surveyAssignees.assignmentId }).from(surveyAssignees)
    .where(and(eq(surveyAssignees.assignmentId, assignmentId), eq(surveyAssignees.userId, userId)));
  return rows.length > 0;
}

/** A survey from a definition, checked as the builder checks it (for other modules' demo data, dated `createdAt`). */
export async function defineSurvey(tx: Queryable, input: SurveyDefinitionInput, createdBy: number | null, createdAt?: Date): Promise<number> {
  const def = surveyDefinitionSchema.parse(input);
  const issues = definitionIssues(def.questions);
  if (issues.length) throw new Error(`survey ${def.name}: ${issues.map((i) => definitionIssueText(i, 'en')).join('; ')}`);
  const [row] = await tx.insert(surveys).values({
    name: def.name, nameEn: def.nameEn, description: def.description, descriptionEn: def.descriptionEn, kind: def.kind, anonymous: def.kind === 'faculty', createdBy,
    ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
  }).returning({ id: surveys.id });
  await insertQuestions(tx, row!.id, def.questions);
  return row!.id;
}
