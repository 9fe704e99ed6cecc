import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import type { Eligibility, EligibilityStudent, EligibilityView } from '@portal/contracts';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';
import { windowOpen } from '../../platform/time/db-clock.ts';
import { mobExemptions, mobPlans, mobProjects, mobSelections, mobStudentFiles } from './mobility.tables.ts';

/** Queries of the students' side; every window is judged by the database clock (README 'Time'). */

const q = async <T>(db: Queryable, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

/** The plan students act on: the one with the latest start (README 'Current plan'). */
const currentPlanId = sql`(select id from mob_plans order by start_time desc, id desc limit 1)`;

export interface PlanRow {
  id: number; schoolYearName: string; number: string; startTime: Date; endTime: Date; explain: string; exemptExplain: string;
  exemptBegin: Date | null; exemptEnd: Date | null; projectCount: number; isOpen: boolean; isCurrent: boolean; exemptOpen: boolean;
  eligibility: EligibilityView;
}

/** A row's eligibility lists as one object (README 'Eligibility'). */
export const eligibilityOf = (alias: ReturnType<typeof sql>) => sql`json_build_object('pageTypes', ${alias}.eligible_page_types,
  'entranceYears', ${alias}.eligible_entrance_years, 'studentTypes', ${alias}.eligible_student_types)`;

const planColumns = sql`p.id, p.school_year_name as "schoolYearName", p.number, p.start_time as "startTime", p.end_time as "endTime",
  p.explain, p.exempt_explain as "exemptExplain", p.exempt_begin as "exemptBegin", p.exempt_end as "exemptEnd",
  (select count(*)::int from mob_projects x where x.plan_id = p.id) as "projectCount",
  ${windowOpen(sql`p.start_time`, sql`p.end_time`)} as "isOpen",
  p.id = ${currentPlanId} as "isCurrent",
  coalesce(${windowOpen(sql`p.exempt_begin`, sql`p.exempt_end`)}, false) as "exemptOpen",
  ${eligibilityOf(sql`p`)} as eligibility`;

export async function planPage(db: Queryable, pageNo: number, pageSize: number): Promise<{ rows: PlanRow[]; total: number }> {
  const rows = await q<PlanRow>(db, sql`select ${planColumns} from mob_plans p order by p.start_time desc, p.id desc limit ${pageSize} offset ${pageNo * pageSize}`);
  const [n] = await q<{ n: number }>(db, sql`select count(*)::int as n from mob_plans`);
  return { rows, total: n!.n };
}

export async function planById(db: Queryable, id: number): Promise<PlanRow | undefined> {
  return (await q<PlanRow>(db, sql`select ${planColumns} from mob_plans p where p.id = ${id}`))[0];
}

/** The plan whose exemption window is open now (the latest if several), else null. */
export async function exemptPlan(db: Queryable): Promise<PlanRow | undefined> {
  return (await q<PlanRow>(db, sql`select ${planColumns} from mob_plans p
    where ${windowOpen(sql`p.exempt_begin`, sql`p.exempt_end`)} order by p.start_time desc, p.id desc limit 1`))[0];
}

/** The plan the exemption statement and record belong to: the open exemption window's, else the current plan's. */
export async function exemptOrCurrentPlan(db: Queryable): Promise<PlanRow | undefined> {
  return (await exemptPlan(db)) ?? (await q<PlanRow>(db, sql`select ${planColumns} from mob_plans p where p.id = ${currentPlanId}`))[0];
}

export interface HistoryFacts { plans: number; exempted: boolean; joined: boolean; joinedComplete: boolean }

/** The facts the history value is computed from (README 'History'). */
export async function historyFacts(db: Queryable, studentId: number): Promise<HistoryFacts> {
  const [r] = await q<HistoryFacts>(db, sql`select
    (select count(*)::int from mob_plans) as plans,
    exists (select 1 from mob_exemptions e where e.student_id = ${studentId} and e.status = 2) as exempted,
    exists (select 1 from mob_selections s join mob_plans p on p.id = s.plan_id
      where s.student_id = ${studentId} and s.status = 1 and p.end_time <= now()) as joined,
    exists (select 1 from mob_selections s join mob_plans p on p.id = s.plan_id
      join mob_student_files f on f.plan_id = s.plan_id and f.student_id = s.student_id
      where s.student_id = ${studentId} and s.status = 1 and p.end_time <= now() and ${completeSql(sql`f`)}) as "joinedComplete"`);
  return r!;
}

/** SQL true when a documents row (alias) has the passport number and every category. */
export const completeSql = (f: ReturnType<typeof sql>) => sql`(${f}.passport_no <> '' and cardinality(${f}.card_no_file) > 0 and cardinality(${f}.summary_file) > 0
  and cardinality(${f}.management_file) > 0 and cardinality(${f}.insurance_policy_file) > 0 and cardinality(${f}.homework_file) > 0
  and cardinality(${f}.visit_form_file) > 0)`;

export interface ProjectRow {
  id: number; planId: number; schoolYearName: string; projectName: string; city: string; activeTime: string; limitCount: number; description: string;
  selectCount: number; rankCount: number; selectStatus: number | null; rankNumber: number | null; selectTime: Date | null;
  eligibility: EligibilityView;
}

/** A plan's projects with the counts and the caller's own application and rank. */
export async function projectPage(db: Queryable, planId: number, studentId: number, pageNo: number, pageSize: number): Promise<{ rows: ProjectRow[]; total: number }> {
  const rows = await q<ProjectRow>(db, sql`
    with live as (
      select s.project_id, s.student_id, s.status, s.select_time, row_number() over (partition by s.project_id order by s.seq)::int as rank
      from mob_selections s where s.plan_id = ${planId} and s.status in (1, 2))
    select x.id, x.plan_id as "planId", p.school_year_name as "schoolYearName", x.project_name as "projectName", x.city, x.active_time as "activeTime",
      x.limit_count as "limitCount", x.description,
      (select count(*)::int from live l where l.project_id = x.id and l.status = 1) as "selectCount",
      (select count(*)::int from live l where l.project_id = x.id) as "rankCount",
      m.status as "selectStatus", m.rank as "rankNumber", m.select_time as "selectTime", ${eligibilityOf(sql`x`)} as eligibility
    from mob_projects x join mob_plans p on p.id = x.plan_id
    left join live m on m.project_id = x.id and m.student_id = ${studentId}
    where x.plan_id = ${planId} order by x.id limit ${pageSize} offset ${pageNo * pageSize}`);
  const [n] = await q<{ n: number }>(db, sql`select count(*)::int as n from mob_projects where plan_id = ${planId}`);
  return { rows, total: n!.n };
}

export interface LockedProject { id: number; planId: number; limitCount: number; eligibility: EligibilityView }

/** The project row, locked: every application and cancellation of a project runs under it (README 'Capacity'). */
export async function lockProject(tx: Queryable, id: number): Promise<LockedProject | undefined> {
  return (await q<LockedProject>(tx, sql`
    select x.id, x.plan_id as "planId", x.limit_count as "limitCount", ${eligibilityOf(sql`x`)} as eligibility from mob_projects x where x.id = ${id} for update`))[0];
}

/** The caller's live application in a plan, if any (one at most: mob_selections_one_per_plan). */
export async function liveSelectionInPlan(tx: Queryable, planId: number, studentId: number) {
  return (await tx.select().from(mobSelections)
    .where(and(eq(mobSelections.planId, planId), eq(mobSelections.studentId, studentId), sql`${mobSelections.status} in (1, 2)`)))[0];
}

export async function selectedCount(tx: Queryable, projectId: number): Promise<number> {
  const [r] = await q<{ n: number }>(tx, sql`select count(*)::int as n from mob_selections where project_id = ${projectId} and status = 1`);
  return r!.n;
}

export async function insertSelection(tx: Queryable, v: { planId: number; projectId: number; studentId: number; status: number }): Promise<number> {
  const [r] = await tx.insert(mobSelections).values(v).returning({ id: mobSelections.id });
  return r!.id;
}

/** The caller's rank among the project's live applications. */
export async function rankOf(tx: Queryable, projectId: number, studentId: number): Promise<number> {
  const [r] = await q<{ rank: number }>(tx, sql`select rank from (
    select student_id, row_number() over (order by seq)::int as rank from mob_selections where project_id = ${projectId} and status in (1, 2)) x
    where student_id = ${studentId}`);
  return r?.rank ?? 0;
}

export async function liveSelection(tx: Queryable, projectId: number, studentId: number) {
  return (await tx.select().from(mobSelections)
    .where(and(eq(mobSelections.projectId, projectId), eq(mobSelections.studentId, studentId), sql`${mobSelections.status} in (1, 2)`)))[0];
}

export async function cancelSelection(tx: Queryable, id: number): Promise<void> {
  await tx.update(mobSelections).set({ status: 3, cancelledAt: sql`now()` }).where(eq(mobSelections.id, id));
}

/** Promotes the first queued applications while places are free; the project must be locked. Answers the applications promoted. */
export async function promoteQueued(tx: Queryable, projectId: number): Promise<{ id: number; studentId: number }[]> {
  return q<{ id: number; studentId: number }>(tx, sql`
    update mob_selections set status = 1 where id in (
      select id from mob_selections where project_id = ${projectId} and status = 2 order by seq
      limit greatest(0, (select limit_count from mob_projects where id = ${projectId})
        - (select count(*) from mob_selections where project_id = ${projectId} and status = 1)))
    returning id, student_id as "studentId"`);
}

export async function hasLiveSelectionInPlan(db: Queryable, planId: number, studentId: number): Promise<boolean> {
  const [r] = await q<{ x: boolean }>(db, sql`select exists (select 1 from mob_selections where plan_id = ${planId} and student_id = ${studentId} and status in (1, 2)) as x`);
  return r!.x;
}

export async function exemptionOf(db: Queryable, planId: number, studentId: number) {
  return (await db.select().from(mobExemptions).where(and(eq(mobExemptions.planId, planId), eq(mobExemptions.studentId, studentId))))[0];
}

export async function approvedExemption(db: Queryable, planId: number, studentId: number): Promise<boolean> {
  const e = await exemptionOf(db, planId, studentId);
  return e?.status === 2;
}

/** The student's record eligibility is judged by (never the request's fields). */
export async function eligibilityStudent(db: Queryable, studentId: number): Promise<EligibilityStudent> {
  const [r] = await db.select({ pageType: users.pageType, entranceYear: users.studyEntranceYear, studentTypeId: users.studentTypeId }).from(users).where(eq(users.id, studentId));
  return r ?? { pageType: null, entranceYear: null, studentTypeId: null };
}

/**
 * The student's lock, taken by applying and by approving an exemption before the project's: an
 * approval never misses an application still being written (README 'Exemption releases the
 * place'). No key update: rows referring to the student are still written meanwhile.
 */
export async function lockStudent(tx: Queryable, studentId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${studentId} for no key update`);
}

export async function lockExemption(tx: Queryable, planId: number, studentId: number) {
  return (await tx.select().from(mobExemptions).where(and(eq(mobExemptions.planId, planId), eq(mobExemptions.studentId, studentId))).for('update'))[0];
}

export async function exemptionById(db: Queryable, id: number) {
  return (await db.select().from(mobExemptions).where(eq(mobExemptions.id, id)))[0];
}

/** Inserts or rewrites the caller's exemption as submitted (status 1); the review comment is never touched here. */
export async function upsertExemption(tx: Queryable, v: { planId: number; studentId: number; reason: string; fileIds: string[] }): Promise<number> {
  const [r] = await tx.insert(mobExemptions).values({ ...v, status: 1 })
    .onConflictDoUpdate({ target: [mobExemptions.planId, mobExemptions.studentId], set: { reason: v.reason, fileIds: v.fileIds, status: 1, updatedAt: sql`now()` } })
    .returning({ id: mobExemptions.id });
  return r!.id;
}

export async function studentFilesOf(db: Queryable, planId: number, studentId: number) {
  return (await db.select().from(mobStudentFiles).where(and(eq(mobStudentFiles.planId, planId), eq(mobStudentFiles.studentId, studentId))))[0];
}

export type StudentFilesValues = Pick<typeof mobStudentFiles.$inferInsert,
  'passportNo' | 'cardNoFile' | 'summaryFile' | 'managementFile' | 'insurancePolicyFile' | 'homeworkFile' | 'visitFormFile'>;

export async function upsertStudentFiles(tx: Queryable, planId: number, studentId: number, v: StudentFilesValues): Promise<number> {
  const [r] = await tx.insert(mobStudentFiles).values({ planId, studentId, ...v })
    .onConflictDoUpdate({ target: [mobStudentFiles.planId, mobStudentFiles.studentId], set: { ...v, updatedAt: sql`now()` } })
    .returning({ id: mobStudentFiles.id });
  return r!.id;
}

/** Names of stored files by id (for the lists sent back as JSON text). */
export async function fileNames(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: storedFiles.id, name: storedFiles.originalName }).from(storedFiles).where(inArray(storedFiles.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The stored columns of an eligibility (README 'Eligibility'). */
export const eligibilityColumns = (e: Eligibility) => ({ eligiblePageTypes: e.pageTypes, eligibleEntranceYears: e.entranceYears, eligibleStudentTypes: e.studentTypes });

export { mobPlans, mobProjects };
