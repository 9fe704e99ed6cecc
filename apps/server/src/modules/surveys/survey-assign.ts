import { and, eq, inArray, sql } from 'drizzle-orm';
import { BUSINESS_TYPE, definitionIssueText, definitionIssues, surveyDefinitionSchema, type SurveyDefinitionInput } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { assignmentHasResponses, deleteAssignment, insertAssignment } from './survey-admin.repo.ts';
import { dropClosingReminder, syncClosingReminder } from './survey-closing.ts';
import { insertQuestions } from './survey-definitions.repo.ts';
import { reportAssigned } from './survey-notices.ts';
import { assignmentForNotice, insertAssignees } from './survey-notices.repo.ts';
import { surveyAssignees, surveyAssignments, surveys } from './surveys.tables.ts';

/**
 * What other modules use of the engine to send a survey of their own records (careers' activities,
 * later appointments and meals): one assignment per record, and its assignees added as people
 * register. The answering page, the rules of saving and the results stay the engine's, and so do
 * the notices (README 'Notices'): whoever is newly asked is told, and the closing reminder follows
 * the window.
 */

/**
 * Demo data (the modules' seeds) writes what happened, not what would be told: no notices and no
 * reminder jobs, so the seeded template holds no deliveries that every test's runDue would send.
 */
export interface SeedOptions { demo?: boolean }

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
}, opts: SeedOptions = {}): Promise<number> {
  const id = await insertAssignment(tx, {
    surveyId: v.surveyId, businessType: BUSINESS_TYPE[v.kind], title: v.title, titleEn: v.titleEn, targetLabel: v.title, targetLabelEn: v.titleEn,
    beginTime: v.beginTime, endTime: v.endTime, createdBy: v.createdBy, ...(v.createdAt ? { createdAt: v.createdAt } : {}),
  }, []);
  if (!opts.demo) await syncClosingReminder(tx, id);
  return id;
}

/** Moves the record's assignment window (the record's dates changed), and its closing reminder with it. */
export async function moveRecordAssignment(tx: Queryable, assignmentId: number, v: { title: string; titleEn: string; beginTime: Date; endTime: Date }): Promise<void> {
  const before = await assignmentForNotice(tx, assignmentId);
  await tx.update(surveyAssignments).set({ title: v.title, titleEn: v.titleEn, targetLabel: v.title, targetLabelEn: v.titleEn, beginTime: v.beginTime, endTime: v.endTime })
    .where(eq(surveyAssignments.id, assignmentId));
  // A save that leaves the dates as they were (most edits of an activity or menu) leaves the reminder alone.
  const moved = !before || before.beginTime.getTime() !== v.beginTime.getTime() || before.endTime.getTime() !== v.endTime.getTime();
  if (moved) await syncClosingReminder(tx, assignmentId);
}

/** Removes a record's assignment that nobody answered (the record went, or links another survey); one with answers stays. */
export async function dropRecordAssignment(tx: Queryable, assignmentId: number): Promise<boolean> {
  if (await assignmentHasResponses(tx, assignmentId)) return false;
  await dropClosingReminder(tx, assignmentId);
  return deleteAssignment(tx, assignmentId);
}

/** Asks these users to answer the assignment and tells those newly asked; someone already asked stays asked once. */
export async function assignSurveyTo(tx: Queryable, assignmentId: number, userIds: readonly number[], opts: SeedOptions = {}): Promise<void> {
  const asked = await insertAssignees(tx, assignmentId, userIds);
  if (!opts.demo) await reportAssigned(tx, assignmentId, asked);
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
