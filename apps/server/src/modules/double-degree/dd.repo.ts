import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { EligibilityStudent } from '@portal/contracts';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import { dictionaryItems, storedFiles, users } from '../../platform/db/platform.tables.ts';
import { windowOpen } from '../../platform/time/db-clock.ts';
import { ddApplyManages, ddDocuments, ddInterviewAdresses, ddInterviewDays, ddInterviewTimes, ddProjects, ddSignups } from './dd.tables.ts';

/** Queries of the students' side; windows by the database clock (README 'Time'). */

export type ManageRow = typeof ddApplyManages.$inferSelect & { isOpen: boolean; notStarted: boolean };
export type SignupRow = typeof ddSignups.$inferSelect;

const withWindow = {
  isOpen: sql<boolean>`${windowOpen(ddApplyManages.singupStartTime, ddApplyManages.singupEndTime)}`,
  notStarted: sql<boolean>`(now() < ${ddApplyManages.singupStartTime})`,
};

export async function manageById(db: Queryable, id: number): Promise<ManageRow | undefined> {
  const [r] = await db.select({ m: ddApplyManages, ...withWindow }).from(ddApplyManages).where(eq(ddApplyManages.id, id));
  return r ? { ...r.m, isOpen: r.isOpen, notStarted: r.notStarted } : undefined;
}

/** The round students see: the enabled one with the latest window (README 'Enabled round'). */
export async function enabledManage(db: Queryable): Promise<ManageRow | undefined> {
  const [r] = await db.select({ m: ddApplyManages, ...withWindow }).from(ddApplyManages).where(eq(ddApplyManages.isEnable, true))
    .orderBy(desc(ddApplyManages.singupStartTime), desc(ddApplyManages.id)).limit(1);
  return r ? { ...r.m, isOpen: r.isOpen, notStarted: r.notStarted } : undefined;
}

export async function projectsOf(db: Queryable, manageId: number) {
  return db.select().from(ddProjects).where(eq(ddProjects.applyManageId, manageId)).orderBy(asc(ddProjects.id));
}

export async function projectById(db: Queryable, id: number) {
  return (await db.select().from(ddProjects).where(eq(ddProjects.id, id)))[0];
}

export async function signupsOfStudent(db: Queryable, studentId: number) {
  return db.select().from(ddSignups).where(eq(ddSignups.studentId, studentId)).orderBy(asc(ddSignups.id));
}

export async function signupById(db: Queryable, id: number): Promise<SignupRow | undefined> {
  return (await db.select().from(ddSignups).where(eq(ddSignups.id, id)))[0];
}

export async function lockSignup(db: Queryable, id: number): Promise<SignupRow | undefined> {
  return (await db.select().from(ddSignups).where(eq(ddSignups.id, id)).for('update'))[0];
}

export async function signupOf(db: Queryable, projectId: number, studentId: number): Promise<SignupRow | undefined> {
  return (await db.select().from(ddSignups).where(and(eq(ddSignups.projectId, projectId), eq(ddSignups.studentId, studentId))))[0];
}

export async function insertSignup(db: Queryable, values: typeof ddSignups.$inferInsert): Promise<number> {
  const [r] = await db.insert(ddSignups).values(values).returning({ id: ddSignups.id });
  return r!.id;
}

export async function updateSignup(db: Queryable, id: number, values: Partial<typeof ddSignups.$inferInsert>): Promise<void> {
  await db.update(ddSignups).set({ ...values, updatedAt: sql`now()` }).where(eq(ddSignups.id, id));
}

/** Submitted applications of a student in a round (the maximum-programmes rule). */
export async function submittedCount(db: Queryable, manageId: number, studentId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(ddSignups)
    .where(and(eq(ddSignups.applyManageId, manageId), eq(ddSignups.studentId, studentId), isNotNull(ddSignups.submitTime)));
  return r!.n;
}

/** Serialises one student's submissions: the maximum is checked and the submission written under this lock. */
export async function lockStudent(db: Queryable, studentId: number): Promise<void> {
  await db.execute(sql`select id from users where id = ${studentId} for update`);
}

/** The student's record eligibility is judged by (never the request's fields). */
export async function eligibilityStudent(db: Queryable, studentId: number): Promise<EligibilityStudent> {
  const [r] = await db.select({ pageType: users.pageType, entranceYear: users.studyEntranceYear, studentTypeId: users.studentTypeId }).from(users).where(eq(users.id, studentId));
  return r ?? { pageType: null, entranceYear: null, studentTypeId: null };
}

export async function account(db: Queryable, id: number) {
  return (await db.select({ name: users.name, studentNumber: users.studentNumber, className: users.className, mobile: users.mobile, email: users.email })
    .from(users).where(eq(users.id, id)))[0];
}

export async function nationalityNames(db: Queryable, ids: string[]): Promise<Map<string, { name: string; enName: string }>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: dictionaryItems.fieldValue, name: dictionaryItems.fieldName, enName: dictionaryItems.extraProperties }).from(dictionaryItems)
    .where(and(eq(dictionaryItems.type, 'Nationality'), inArray(dictionaryItems.fieldValue, ids)));
  return new Map(rows.map((r) => [r.id, { name: r.name, enName: r.enName ?? '' }]));
}

export async function fileRow(db: Queryable, id: string) {
  return (await db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0];
}

export async function documentsOf(db: Queryable, manageId: number, studentId: number) {
  return db.select({ fileId: ddDocuments.fileId, vcFileType: ddDocuments.vcFileType, fileName: storedFiles.originalName })
    .from(ddDocuments).innerJoin(storedFiles, eq(storedFiles.id, ddDocuments.fileId))
    .where(and(eq(ddDocuments.applyManageId, manageId), eq(ddDocuments.studentId, studentId))).orderBy(asc(ddDocuments.id));
}

export async function replaceDocuments(db: Queryable, manageId: number, studentId: number, files: { fileId: string; vcFileType: number }[]): Promise<void> {
  await db.delete(ddDocuments).where(and(eq(ddDocuments.applyManageId, manageId), eq(ddDocuments.studentId, studentId)));
  if (files.length) await db.insert(ddDocuments).values(files.map((f) => ({ applyManageId: manageId, studentId, fileId: f.fileId, vcFileType: f.vcFileType })));
}

export async function interviewDaysOf(db: Queryable, projectId: number) {
  return db.select().from(ddInterviewDays).where(eq(ddInterviewDays.projectId, projectId)).orderBy(asc(ddInterviewDays.day));
}

export async function adressesOf(db: Queryable, dayIds: number[]) {
  if (!dayIds.length) return [];
  return db.select().from(ddInterviewAdresses).where(inArray(ddInterviewAdresses.dayId, dayIds)).orderBy(asc(ddInterviewAdresses.id));
}

/** Slots of the days with whether each is taken or already begun (by the database clock). */
export async function timesOf(db: Queryable, dayIds: number[]) {
  if (!dayIds.length) return [];
  return rowsOf<{ id: number; dayId: number; startTime: Date; endTime: Date; isUsed: boolean; isPast: boolean }>(await db.execute(sql`
    select t.id, t.day_id as "dayId", t.start_time as "startTime", t.end_time as "endTime",
      exists (select 1 from dd_signups s where s.interview_time_id = t.id) as "isUsed", t.start_time <= now() as "isPast"
    from dd_interview_times t where t.day_id in (${sql.join(dayIds.map((d) => sql`${d}`), sql`, `)}) order by t.start_time, t.id`));
}

export async function slotWithDay(db: Queryable, timeId: number) {
  return rowsOf<{ id: number; projectId: number; dayId: number; startTime: Date; isPast: boolean }>(await db.execute(sql`
    select t.id, d.project_id as "projectId", d.id as "dayId", t.start_time as "startTime", t.start_time <= now() as "isPast"
    from dd_interview_times t join dd_interview_days d on d.id = t.day_id where t.id = ${timeId}`))[0];
}

export async function adressById(db: Queryable, id: number) {
  return (await db.select().from(ddInterviewAdresses).where(eq(ddInterviewAdresses.id, id)))[0];
}

export async function bookingOf(db: Queryable, timeId: number | null, adressId: number | null) {
  if (!timeId || !adressId) return null;
  const [t] = await db.select().from(ddInterviewTimes).where(eq(ddInterviewTimes.id, timeId));
  const a = await adressById(db, adressId);
  return t && a ? { startTime: t.startTime, endTime: t.endTime, adress: a.adress } : null;
}

export async function hasInterviewDays(db: Queryable, projectId: number): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(ddInterviewDays).where(eq(ddInterviewDays.projectId, projectId));
  return r!.n > 0;
}

export async function markSubmitted(db: Queryable, id: number, pdfFileId: string): Promise<void> {
  await db.update(ddSignups).set({ submitTime: sql`now()`, pdfFileId, updatedAt: sql`now()` }).where(eq(ddSignups.id, id));
}

export async function slotTaken(db: Queryable, timeId: number): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(ddSignups).where(eq(ddSignups.interviewTimeId, timeId));
  return r!.n > 0;
}

export async function hasSignups(db: Queryable, projectId: number): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(ddSignups).where(eq(ddSignups.projectId, projectId));
  return r!.n > 0;
}
