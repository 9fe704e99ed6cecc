import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { EligibilityView } from '@portal/contracts';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { windowOpen } from '../../platform/time/db-clock.ts';
import { ddApplyManages, ddInterviewAdresses, ddInterviewDays, ddInterviewTimes, ddProjects, ddSignups } from './dd.tables.ts';

/** Queries of the office's console. */

export type ManageValues = Omit<typeof ddApplyManages.$inferInsert, 'id' | 'createdAt'>;

export async function manages(db: Queryable) {
  return db.select({
    m: ddApplyManages,
    isOpen: sql<boolean>`${windowOpen(ddApplyManages.singupStartTime, ddApplyManages.singupEndTime)}`,
    projectCount: sql<number>`(select count(*)::int from dd_projects p where p.apply_manage_id = ${ddApplyManages.id})`,
    applicants: sql<number>`(select count(*)::int from dd_signups s where s.apply_manage_id = ${ddApplyManages.id} and s.submit_time is not null)`,
  }).from(ddApplyManages).orderBy(desc(ddApplyManages.singupStartTime), desc(ddApplyManages.id));
}

export async function insertManage(db: Queryable, v: ManageValues): Promise<number> {
  return (await db.insert(ddApplyManages).values(v).returning({ id: ddApplyManages.id }))[0]!.id;
}

export async function updateManage(db: Queryable, id: number, v: ManageValues): Promise<boolean> {
  return (await db.update(ddApplyManages).set(v).where(eq(ddApplyManages.id, id)).returning({ id: ddApplyManages.id })).length > 0;
}

export async function projects(db: Queryable, manageId: number) {
  return rowsOf<{ id: number; ddApplyManageId: number; name: string; year: string; submitted: number; drafts: number; eligibility: EligibilityView }>(await db.execute(sql`
    select p.id, p.apply_manage_id as "ddApplyManageId", p.name, p.year,
      json_build_object('pageTypes', p.eligible_page_types, 'entranceYears', p.eligible_entrance_years, 'studentTypes', p.eligible_student_types) as eligibility,
      (select count(*)::int from dd_signups s where s.project_id = p.id and s.submit_time is not null) as submitted,
      (select count(*)::int from dd_signups s where s.project_id = p.id and s.submit_time is null) as drafts
    from dd_projects p where p.apply_manage_id = ${manageId} order by p.id`));
}

type ProgrammeValues = Omit<typeof ddProjects.$inferInsert, 'id' | 'createdAt'>;

export async function insertProject(db: Queryable, v: ProgrammeValues): Promise<number> {
  return (await db.insert(ddProjects).values(v).returning({ id: ddProjects.id }))[0]!.id;
}

export async function updateProject(db: Queryable, id: number, v: ProgrammeValues): Promise<boolean> {
  return (await db.update(ddProjects).set(v).where(eq(ddProjects.id, id)).returning({ id: ddProjects.id })).length > 0;
}

export async function deleteProjectIfUnused(db: Queryable, id: number): Promise<'deleted' | 'used' | 'missing'> {
  const [r] = rowsOf<{ used: boolean; found: boolean }>(await db.execute(sql`select
    exists (select 1 from dd_projects where id = ${id}) as found,
    exists (select 1 from dd_signups where project_id = ${id}) or exists (select 1 from dd_interview_days where project_id = ${id}) as used`));
  if (!r!.found) return 'missing';
  if (r!.used) return 'used';
  await db.delete(ddProjects).where(eq(ddProjects.id, id));
  return 'deleted';
}

/** Submitted applications of a round with the student's account fields. */
export async function submitted(db: Queryable, manageId: number) {
  return submittedWhere(db, { manageId });
}

/** Submitted applications, narrowed to a round, a programme and a set of programmes (`projectIds`: a reviewer's; absent: all). */
export async function submittedWhere(db: Queryable, f: { manageId?: number | undefined; projectId?: number | undefined; projectIds?: number[] | null }) {
  if (f.projectIds && !f.projectIds.length) return [];
  return db.select({ s: ddSignups, projectName: ddProjects.name, studentName: users.name, studentNumber: users.studentNumber })
    .from(ddSignups).innerJoin(ddProjects, eq(ddProjects.id, ddSignups.projectId)).innerJoin(users, eq(users.id, ddSignups.studentId))
    .where(and(
      isNotNull(ddSignups.submitTime),
      f.manageId === undefined ? undefined : eq(ddSignups.applyManageId, f.manageId),
      f.projectId === undefined ? undefined : eq(ddSignups.projectId, f.projectId),
      f.projectIds ? inArray(ddSignups.projectId, f.projectIds) : undefined,
    )).orderBy(asc(ddProjects.id), asc(ddSignups.submitTime));
}
export type SubmittedRow = Awaited<ReturnType<typeof submittedWhere>>[number];

export async function setResults(db: Queryable, id: number, v: { gsmResult: number; partnerResult: number; lastResult: number }): Promise<void> {
  await db.update(ddSignups).set({ ...v, updatedAt: sql`now()` }).where(eq(ddSignups.id, id));
}

export async function insertDay(db: Queryable, projectId: number, day: string, adresses: string[], slots: { startTime: Date; endTime: Date }[]): Promise<number> {
  const [d] = await db.insert(ddInterviewDays).values({ projectId, day }).returning({ id: ddInterviewDays.id });
  await db.insert(ddInterviewAdresses).values(adresses.map((adress) => ({ dayId: d!.id, adress })));
  await db.insert(ddInterviewTimes).values(slots.map((s) => ({ dayId: d!.id, ...s })));
  return d!.id;
}

export async function dayById(db: Queryable, id: number) {
  return (await db.select().from(ddInterviewDays).where(eq(ddInterviewDays.id, id)))[0];
}

export async function dayHasBookings(db: Queryable, dayId: number): Promise<boolean> {
  const [r] = rowsOf<{ used: boolean }>(await db.execute(sql`select exists (select 1 from dd_signups s join dd_interview_times t on t.id = s.interview_time_id
    where t.day_id = ${dayId}) as used`));
  return r!.used;
}

export async function deleteDay(db: Queryable, id: number): Promise<void> {
  await db.delete(ddInterviewDays).where(eq(ddInterviewDays.id, id));
}

/** Who booked each slot of the days. */
export async function bookings(db: Queryable, timeIds: number[]) {
  if (!timeIds.length) return [];
  return db.select({ timeId: ddSignups.interviewTimeId, signupId: ddSignups.id, adress: ddInterviewAdresses.adress, studentName: users.name, studentNumber: users.studentNumber })
    .from(ddSignups).innerJoin(users, eq(users.id, ddSignups.studentId)).innerJoin(ddInterviewAdresses, eq(ddInterviewAdresses.id, ddSignups.interviewAdressId))
    .where(inArray(ddSignups.interviewTimeId, timeIds));
}
