import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText, type DdAdminApplicant, type DdAdminProject, type DdProgramRow } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { ddKit } from './dd-test-kit.ts';

/**
 * Eligibility of double-degree programmes (README 'Eligibility'): each dimension refused when a
 * student starts an application (step 1's first save) and when they submit (97202, the audience,
 * the student and what does not match named in both languages, nothing written); the programme
 * list explains it beforehand; the office sets it on the programme's form; the demo's programmes
 * are for MBA students, so grad01's submission never reaches the office's list.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'grad01', 'mobilityadmin']) tokens[u] = (await t.login(u)).token;
  const add = async (key: string, over: object) => {
    const [s] = await freshStudents(t.db, 1, over);
    tokens[key] = (await t.login(s!.username)).token;
  };
  await add('mba', { pageType: 'mba', studentTypeId: 3, studyEntranceYear: 2024 });
  await add('mba2', { pageType: 'mba', studentTypeId: 3, studyEntranceYear: 2024 });
  await add('master', { pageType: 'master', studentTypeId: 2, studyEntranceYear: 2023 });
}, 60_000);
afterAll(async () => { await t.close(); });
const k = ddKit(() => t, tokens);
const limit = (projectId: number, e: { pageTypes?: string[]; entranceYears?: number[]; studentTypes?: number[] }) => t.db.execute(sql`
  update dd_projects set eligible_page_types = ${`{${(e.pageTypes ?? []).join(',')}}`}::text[],
    eligible_entrance_years = ${`{${(e.entranceYears ?? []).join(',')}}`}::integer[], eligible_student_types = ${`{${(e.studentTypes ?? []).join(',')}}`}::integer[]
  where id = ${projectId}`);
const programmes = (who: string) => k.okData<DdProgramRow[]>(k.call(who, 'GET', '/api/DDApplyManage/GetEnableDDApplyManageProjectForStudent'));
const signups = async (projectId: number) => (await k.rows<{ n: number }>(sql`select count(*)::int as n from dd_signups where project_id = ${projectId}`))[0]!.n;

describe('demo data', () => {
  it("this year's programmes are for MBA students: grad01 is told why before and when trying, mba01 may apply", async () => {
    const list = await programmes('grad01');
    expect(list).toHaveLength(3);
    expect(list.every((p) => !p.eligible && p.eligibility.pageTypes.join() === 'mba')).toBe(true);
    expect((await programmes('mba01')).every((p) => p.eligible)).toBe(true);
    const p = list[0]!;
    const before = await signups(p.id);
    const r = await k.refused(k.saveInfo('grad01', k.studentInfo({ manageId: p.ddApplyManageId, projectId: p.id }, await k.photo('grad01'))), '97202');
    expect(r.messageEn).toBe("This double-degree programme is open to MBA students; you are Master's (not matching: programme)");
    expect(messageText('97202', 'zh', r.params)).toBe('该双学位项目仅面向MBA学生，你是硕士（不符：项目）');
    // Nothing written (the demo's classmates applied to it already).
    expect(await signups(p.id)).toBe(before);
  });
});

describe('starting and submitting an application', () => {
  it('refuses each dimension at the first save and writes nothing', async () => {
    const r = await k.makeRound();
    await limit(r.projectId, { pageTypes: ['mba'] });
    expect((await k.refused(k.saveInfo('master', k.studentInfo(r, await k.photo('master'))), '97202')).params.missesEn).toBe('programme');
    await limit(r.projectId, { entranceYears: [2025] });
    expect((await k.refused(k.saveInfo('mba', k.studentInfo(r, await k.photo('mba'))), '97202')).params).toMatchObject({ youEn: '2024', missesEn: 'entrance year' });
    await limit(r.projectId, { studentTypes: [4] });
    expect((await k.refused(k.saveInfo('mba', k.studentInfo(r, await k.photo('mba'))), '97202')).params.missesEn).toBe('student type');
    expect(await signups(r.projectId)).toBe(0);
    await limit(r.projectId, { pageTypes: ['mba'], entranceYears: [2024], studentTypes: [3] });
    expect((await programmes('mba')).find((p) => p.id === r.projectId)!.eligible).toBe(true);
    expect((await programmes('master')).find((p) => p.id === r.projectId)!.eligible).toBe(false);
    await k.start('mba', r);
    expect(await signups(r.projectId)).toBe(1);
  });

  it('refuses the submission of a draft begun before the office narrowed the programme, and lets it be submitted once cleared', async () => {
    const r = await k.makeRound();
    const id = await k.complete('mba2', r);
    await limit(r.projectId, { pageTypes: ['emba'] });
    const res = await k.refused(k.submit('mba2', id), '97202');
    expect(res.messageEn).toBe('This double-degree programme is open to EMBA students; you are MBA (not matching: programme)');
    const [row] = await k.rows<{ submitted: boolean }>(sql`select submit_time is not null as submitted from dd_signups where id = ${id}`);
    expect(row!.submitted).toBe(false);
    const applicants = await k.okData<DdAdminApplicant[]>(k.call('mobilityadmin', 'GET', `/api/double-degree/admin/applicants?ddApplyManageId=${r.manageId}`));
    expect(applicants).toHaveLength(0);
    await limit(r.projectId, {});
    await k.okData(k.submit('mba2', id));
  });
});

describe("the office's programme form", () => {
  it('stores the eligibility, shows it back, and refuses a bad list without changing anything', async () => {
    const r = await k.makeRound();
    const body = { ddApplyManageId: r.manageId, name: 'EMBA 双学位 EMBA Double Degree', year: '2031-2032', eligibility: { pageTypes: ['emba'], entranceYears: [2022, 2021], studentTypes: [4] } };
    const { id } = await k.okData<{ id: number }>(k.call('mobilityadmin', 'POST', '/api/double-degree/admin/projects', body));
    const list = async () => (await k.okData<DdAdminProject[]>(k.call('mobilityadmin', 'GET', `/api/double-degree/admin/projects?ddApplyManageId=${r.manageId}`))).find((p) => p.id === id)!;
    expect((await list()).eligibility).toEqual({ pageTypes: ['emba'], entranceYears: [2021, 2022], studentTypes: [4] });
    const bad = await k.call('mobilityadmin', 'PUT', `/api/double-degree/admin/projects/${id}`, { ...body, eligibility: { studentTypes: [9] } });
    expect(bad.json()).toMatchObject({ statusCode: 700, message: '90003' });
    expect((await list()).eligibility.studentTypes).toEqual([4]);
    await k.okData(k.call('mobilityadmin', 'PUT', `/api/double-degree/admin/projects/${id}`, { ...body, eligibility: { pageTypes: [], entranceYears: [], studentTypes: [] } }));
    expect((await list()).eligibility).toEqual({ pageTypes: [], entranceYears: [], studentTypes: [] });
  });
});
