import { sql } from 'drizzle-orm';
import type { ApplyResult, Page, StudentFileRecord, VisitProject } from '@portal/contracts';
import { rowsOf } from '../../platform/db/client.ts';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { multipart, pdf } from '../../test/upload-fixtures.ts';

const hours = (h: number) => sql`now() + make_interval(secs => ${h * 3600})`;

/** Shared steps of the mobility integration tests: plans and projects dated from the database clock, uploads, the calls. */
export function mobilityKit(t: () => TestApp, tokens: Record<string, string>) {
  const api = apiKit(t, tokens);
  const { call, okData } = api;

  /**
   * A plan whose selection window runs from `from` to `to` hours from now (exemption window the
   * same unless given). It starts later than every plan made before it, so it is the current one.
   */
  const makePlan = async (o: { from?: number; to?: number; exempt?: [number, number] | null } = {}) => {
    const from = o.from ?? -1;
    const to = o.to ?? 24;
    const ex: [number, number] | null = o.exempt === undefined ? [from, to] : o.exempt;
    const [r] = rowsOf<{ id: number }>(await t().db.execute(sql`
      insert into mob_plans (school_year_name, number, start_time, end_time, exempt_begin, exempt_end, explain, exempt_explain)
      values ('测试学年', 'T-' || floor(random() * 1e6)::text, ${hours(from)}, ${hours(to)}, ${ex ? hours(ex[0]) : null}, ${ex ? hours(ex[1]) : null}, '<p>说明</p>', '<p>免修说明</p>')
      returning id`));
    return r!.id;
  };
  /** Removes a plan made to be current (a future one), so the plans made after it are current again. */
  const dropPlan = async (planId: number) => {
    await t().db.execute(sql`delete from mob_selections where plan_id = ${planId}`);
    await t().db.execute(sql`delete from mob_exemptions where plan_id = ${planId}`);
    await t().db.execute(sql`delete from mob_student_files where plan_id = ${planId}`);
    await t().db.execute(sql`delete from mob_projects where plan_id = ${planId}`);
    await t().db.execute(sql`delete from mob_plans where id = ${planId}`);
  };
  const makeProject = async (planId: number, limit: number) => {
    const [r] = rowsOf<{ id: number }>(await t().db.execute(sql`
      insert into mob_projects (plan_id, project_name, city, active_time, limit_count) values (${planId}, '测试项目', '上海', '7 月', ${limit}) returning id`));
    return r!.id;
  };
  /** Sets whom a plan or a project is for (README 'Eligibility'), as the office's form would. */
  const setEligibility = async (table: 'mob_plans' | 'mob_projects', id: number, e: { pageTypes?: string[]; entranceYears?: number[]; studentTypes?: number[] }) => {
    await t().db.execute(sql`update ${sql.identifier(table)} set eligible_page_types = ${`{${(e.pageTypes ?? []).join(',')}}`}::text[],
      eligible_entrance_years = ${`{${(e.entranceYears ?? []).join(',')}}`}::integer[], eligible_student_types = ${`{${(e.studentTypes ?? []).join(',')}}`}::integer[]
      where id = ${id}`);
  };
  const upload = async (who: string, use: string, name = 'proof.pdf', content: Buffer = pdf()) => {
    const body = multipart(name, content);
    const res = await t().app.inject({ method: 'POST', url: `/api/GsmFile/FileUpLoad?use=${use}`, payload: body.payload, headers: { ...body.headers, ...bearer(tokens[who]!) } });
    return res.json() as { statusCode: number; message: string; data: { id: string; fileName: string; fileUrl: string } | null };
  };
  const uploaded = async (who: string, use: string) => {
    const r = await upload(who, use);
    if (!r.data) throw new Error(`upload failed: ${r.message}`);
    return { id: r.data.id, fileName: r.data.fileName };
  };

  const apply = (who: string, projectId: number) => call(who, 'POST', `/api/GSMVisitSchoolProject/Submit/${projectId}`);
  const cancel = (who: string, projectId: number) => call(who, 'POST', `/api/GSMVisitSchoolProject/Cancel/${projectId}`);
  const projects = (who: string, planId: number) =>
    okData<Page<VisitProject>>(call(who, 'POST', '/api/GSMVisitSchoolProject/GeVisitSchoolProjectList', { pageNo: 0, planId }));
  const row = async (who: string, planId: number, projectId: number) => (await projects(who, planId)).data.find((p) => p.id === projectId)!;
  const applied = (who: string, projectId: number) => okData<ApplyResult>(apply(who, projectId));
  const submitExemption = (who: string, body: object) => call(who, 'POST', '/api/GSMVisitSchoolExempt/Submit', body);
  const saveFiles = (who: string, body: object) => call(who, 'PUT', '/api/GSMVisitSchoolProject/SaveStudentFile', body);
  const studentFile = (who: string, planId: number) => okData<StudentFileRecord>(call(who, 'GET', `/api/GSMVisitSchoolProject/GetStudentFile/${planId}`));
  const history = (who: string) => okData<number>(call(who, 'GET', '/api/GSMVisitSchoolStudentHistory'));
  /** Statuses of a project's live applications by student id. */
  const statuses = async (projectId: number) => rowsOf<{ student_id: number; status: number }>(await t().db.execute(sql`
    select student_id, status from mob_selections where project_id = ${projectId} and status in (1, 2) order by seq`));
  return { ...api, makePlan, dropPlan, makeProject, setEligibility, upload, uploaded, apply, cancel, projects, row, applied, submitExemption, saveFiles, studentFile, history, statuses };
}
