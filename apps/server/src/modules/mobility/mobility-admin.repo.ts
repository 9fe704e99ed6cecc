import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import { windowOpen } from '../../platform/time/db-clock.ts';
import type { EligibilityView } from '@portal/contracts';
import { completeSql, eligibilityOf } from './mobility.repo.ts';
import { mobExemptions, mobPlans, mobProjects } from './mobility.tables.ts';

/** Queries of the international office's console. */

const q = async <T>(db: Queryable, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

export interface AdminPlanRow {
  id: number; schoolYearName: string; number: string; startTime: Date; endTime: Date; exemptBegin: Date | null; exemptEnd: Date | null;
  explain: string; exemptExplain: string; projectCount: number; applicants: number; exemptions: number; isOpen: boolean; isCurrent: boolean; exemptOpen: boolean;
  eligibility: EligibilityView;
}

export async function plans(db: Queryable): Promise<AdminPlanRow[]> {
  return q<AdminPlanRow>(db, sql`select p.id, p.school_year_name as "schoolYearName", p.number, p.start_time as "startTime", p.end_time as "endTime",
    p.exempt_begin as "exemptBegin", p.exempt_end as "exemptEnd", p.explain, p.exempt_explain as "exemptExplain",
    (select count(*)::int from mob_projects x where x.plan_id = p.id) as "projectCount",
    (select count(*)::int from mob_selections s where s.plan_id = p.id and s.status in (1, 2)) as applicants,
    (select count(*)::int from mob_exemptions e where e.plan_id = p.id) as exemptions,
    ${windowOpen(sql`p.start_time`, sql`p.end_time`)} as "isOpen",
    p.id = (select id from mob_plans order by start_time desc, id desc limit 1) as "isCurrent",
    coalesce(${windowOpen(sql`p.exempt_begin`, sql`p.exempt_end`)}, false) as "exemptOpen", ${eligibilityOf(sql`p`)} as eligibility
    from mob_plans p order by p.start_time desc, p.id desc`);
}

export type PlanValues = Omit<typeof mobPlans.$inferInsert, 'id' | 'createdAt'>;

export async function insertPlan(db: Queryable, v: PlanValues): Promise<number> {
  const [r] = await db.insert(mobPlans).values(v).returning({ id: mobPlans.id });
  return r!.id;
}

export async function updatePlan(db: Queryable, id: number, v: Omit<PlanValues, 'createdBy'>): Promise<boolean> {
  return (await db.update(mobPlans).set(v).where(eq(mobPlans.id, id)).returning({ id: mobPlans.id })).length > 0;
}

export interface AdminProjectRow {
  id: number; planId: number; projectName: string; city: string; activeTime: string; limitCount: number; description: string; selectCount: number; queueCount: number;
  eligibility: EligibilityView;
}

export async function projects(db: Queryable, planId: number): Promise<AdminProjectRow[]> {
  return q<AdminProjectRow>(db, sql`select x.id, x.plan_id as "planId", x.project_name as "projectName", x.city, x.active_time as "activeTime",
    x.limit_count as "limitCount", x.description,
    (select count(*)::int from mob_selections s where s.project_id = x.id and s.status = 1) as "selectCount",
    (select count(*)::int from mob_selections s where s.project_id = x.id and s.status = 2) as "queueCount", ${eligibilityOf(sql`x`)} as eligibility
    from mob_projects x where x.plan_id = ${planId} order by x.id`);
}

export type ProjectValues = Omit<typeof mobProjects.$inferInsert, 'id' | 'createdAt'>;

export async function insertProject(db: Queryable, v: ProjectValues): Promise<number> {
  const [r] = await db.insert(mobProjects).values(v).returning({ id: mobProjects.id });
  return r!.id;
}

export async function updateProject(db: Queryable, id: number, v: Omit<ProjectValues, 'planId'>): Promise<void> {
  await db.update(mobProjects).set(v).where(eq(mobProjects.id, id));
}

export async function deleteProjectIfUnused(db: Queryable, id: number): Promise<'deleted' | 'used' | 'missing'> {
  const [used] = await q<{ x: boolean }>(db, sql`select exists (select 1 from mob_selections where project_id = ${id}) as x`);
  if (used!.x) return 'used';
  return (await db.delete(mobProjects).where(eq(mobProjects.id, id)).returning({ id: mobProjects.id })).length ? 'deleted' : 'missing';
}

export interface AdminExemptionRow {
  id: number; planId: number; studentName: string; studentNumber: string | null; className: string | null; status: number; reason: string;
  fileIds: string[]; auditOpinion: string | null; updatedAt: Date;
}

export async function exemptions(db: Queryable, planId: number): Promise<AdminExemptionRow[]> {
  return q<AdminExemptionRow>(db, sql`select e.id, e.plan_id as "planId", u.name as "studentName", u.student_number as "studentNumber", u.class_name as "className",
    e.status, e.reason, e.file_ids::text[] as "fileIds", e.audit_opinion as "auditOpinion", e.updated_at as "updatedAt"
    from mob_exemptions e join users u on u.id = e.student_id where e.plan_id = ${planId} order by e.status, e.updated_at desc`);
}

export async function lockExemptionById(tx: Queryable, id: number) {
  return (await tx.select().from(mobExemptions).where(eq(mobExemptions.id, id)).for('update'))[0];
}

/** Writes the decision; answers when it was made (the notice's key: a returned exemption may be reviewed again). */
export async function reviewExemption(tx: Queryable, id: number, v: { status: number; auditOpinion: string; reviewedBy: number }): Promise<Date> {
  const [r] = await tx.update(mobExemptions).set({ ...v, reviewedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(mobExemptions.id, id))
    .returning({ reviewedAt: mobExemptions.reviewedAt });
  return r!.reviewedAt!;
}

export interface ApplicantRow {
  selectionId: number; projectId: number; projectName: string; studentName: string; studentNumber: string | null; className: string | null;
  selectStatus: number; rankNumber: number; selectTime: Date; passportNo: string | null; isComplete: boolean | null;
  cardNoFile: string[] | null; summaryFile: string[] | null; managementFile: string[] | null; insurancePolicyFile: string[] | null; homeworkFile: string[] | null; visitFormFile: string[] | null;
}

/** The live applications of a plan by project and rank, with each student's documents. */
export async function applicants(db: Queryable, planId: number): Promise<ApplicantRow[]> {
  return q<ApplicantRow>(db, sql`select s.id as "selectionId", s.project_id as "projectId", x.project_name as "projectName", u.name as "studentName",
    u.student_number as "studentNumber", u.class_name as "className", s.status as "selectStatus",
    row_number() over (partition by s.project_id order by s.seq)::int as "rankNumber", s.select_time as "selectTime",
    f.passport_no as "passportNo", ${completeSql(sql`f`)} as "isComplete",
    f.card_no_file::text[] as "cardNoFile", f.summary_file::text[] as "summaryFile", f.management_file::text[] as "managementFile",
    f.insurance_policy_file::text[] as "insurancePolicyFile", f.homework_file::text[] as "homeworkFile", f.visit_form_file::text[] as "visitFormFile"
    from mob_selections s join mob_projects x on x.id = s.project_id join users u on u.id = s.student_id
    left join mob_student_files f on f.plan_id = s.plan_id and f.student_id = s.student_id
    where s.plan_id = ${planId} and s.status in (1, 2) order by s.project_id, s.seq`);
}
