import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText, type AdminPlan, type AdminProject, type Page, type TripPlan, type TripPlanDetail } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { mobilityKit } from './mobility-test-kit.ts';

/**
 * Eligibility of study-trip plans and visiting projects (README 'Eligibility'): each dimension
 * refused on applying and on submitting an exemption, with the audience, the student and what does
 * not match named in both languages, nothing written; the lists explain it beforehand; the office
 * sets it on its forms; the demo's plan is for MBA and EMBA students of the last two entrance years.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const who: Record<'mba' | 'emba' | 'benyan' | 'old' | 'none', string> = { mba: '', emba: '', benyan: '', old: '', none: '' };
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'emba01', 'benyan01', 'grad01', 'mobilityadmin']) tokens[u] = (await t.login(u)).token;
  const make = async (key: keyof typeof who, over: object) => {
    const [s] = await freshStudents(t.db, 1, over);
    who[key] = s!.username;
    tokens[s!.username] = (await t.login(s!.username)).token;
  };
  await make('mba', { pageType: 'mba', studentTypeId: 3, studyEntranceYear: 2024 });
  await make('emba', { pageType: 'emba', studentTypeId: 4, studyEntranceYear: 2025 });
  await make('benyan', { pageType: 'benyan', studentTypeId: 1, studyEntranceYear: 2023 });
  await make('old', { pageType: 'mba', studentTypeId: 3, studyEntranceYear: 2019 });
  await make('none', { pageType: null, studentTypeId: null, studyEntranceYear: null });
}, 60_000);
afterAll(async () => { await t.close(); });
const k = mobilityKit(() => t, tokens);
const live = async (projectId: number) => (await k.statuses(projectId)).length;

describe('demo data', () => {
  it("this year's plan is for MBA and EMBA students of the last two entrance years: benyan01 and grad01 are told why not, mba01 and emba01 may apply", async () => {
    const plans = await k.okData<Page<TripPlan>>(k.call('benyan01', 'GET', '/api/GSMVisitSchoolPlan/GeVisitSchoolPlanList?pageNo=0'));
    const current = plans.data.find((x) => x.isCurrent)!;
    expect(current).toMatchObject({ eligible: false, eligibility: { pageTypes: ['emba', 'mba'] } });
    expect(current.eligibility.entranceYears).toHaveLength(2);
    const projects = await k.projects('grad01', current.id);
    const r = await k.refused(k.apply('grad01', projects.data[0]!.id), '97200');
    expect(r.params.missesEn).toBe('programme');
    expect((await k.projects('benyan01', current.id)).data.every((x) => !x.eligible)).toBe(true);
    const mba = Object.fromEntries((await k.projects('mba01', current.id)).data.map((x) => [x.projectName.includes('HEC') ? 'hec' : x.id, x.eligible]));
    expect(mba.hec).toBe(false);
    expect(Object.values(mba).filter(Boolean)).toHaveLength(3);
    expect((await k.projects('emba01', current.id)).data.every((x) => x.eligible)).toBe(true);
  });
});

describe('applying (C09) to a plan for some students only', () => {
  it('refuses a student outside the programmes, naming the audience and the student in both languages, and writes nothing', async () => {
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 5);
    await k.setEligibility('mob_plans', plan, { pageTypes: ['mba', 'emba'], entranceYears: [2024, 2025] });
    const r = await k.refused(k.apply(who.benyan, p), '97200');
    expect(r.messageEn).toBe('This study-trip plan is open to MBA or EMBA 2024–2025 students; you are Undergraduate 2023 (not matching: programme, entrance year)');
    expect(messageText('97200', 'zh', r.params)).toBe('该游学计划仅面向MBA、EMBA 2024–2025 级学生，你是本研 2023 级（不符：项目、入学年份）');
    expect(await live(p)).toBe(0);
    expect((await k.applied(who.mba, p)).selectStatus).toBe(1);
    expect((await k.applied(who.emba, p)).selectStatus).toBe(1);
  });

  it('judges each dimension alone: entrance year, student type; a student with nothing on record is outside any set list', async () => {
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 5);
    await k.setEligibility('mob_plans', plan, { entranceYears: [2024] });
    expect((await k.refused(k.apply(who.old, p), '97200')).params).toMatchObject({ youEn: '2019', missesEn: 'entrance year' });
    await k.setEligibility('mob_plans', plan, { studentTypes: [4] });
    expect((await k.refused(k.apply(who.old, p), '97200')).params).toMatchObject({ audienceEn: 'students (student type: EMBA)', missesEn: 'student type' });
    await k.setEligibility('mob_plans', plan, { pageTypes: ['mba'] });
    expect((await k.refused(k.apply(who.none, p), '97200')).params).toMatchObject({ youEn: 'no programme on record', missesEn: 'programme' });
    expect(await live(p)).toBe(0);
    // Everyone again once the office clears the lists.
    await k.setEligibility('mob_plans', plan, {});
    expect((await k.applied(who.none, p)).selectStatus).toBe(1);
  });

  it("refuses a project's own narrower list (97201) while the plan admits the student", async () => {
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 5);
    await k.setEligibility('mob_plans', plan, { pageTypes: ['mba', 'emba'] });
    await k.setEligibility('mob_projects', p, { pageTypes: ['emba'] });
    const r = await k.refused(k.apply(who.mba, p), '97201');
    expect(r.messageEn).toBe('This visiting project is open to EMBA students; you are MBA (not matching: programme)');
    expect((await k.applied(who.emba, p)).selectStatus).toBe(1);
    // The plan's refusal comes first.
    expect((await k.refused(k.apply(who.benyan, p), '97200')).params.missesEn).toBe('programme');
  });

  it('lets a student who joined before the office narrowed the plan keep the place and cancel it', async () => {
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 5);
    await k.applied(who.benyan, p);
    await k.setEligibility('mob_plans', plan, { pageTypes: ['mba'] });
    expect((await k.row(who.benyan, plan, p)).selectStatus).toBe(1);
    expect(await k.okData(k.cancel(who.benyan, p))).toEqual({ promoted: 0 });
    await k.refused(k.apply(who.benyan, p), '97200');
  });
});

describe('the lists explain it before the student tries (C06, C07, C08)', () => {
  it('send whom the plan and each project are for and whether the caller is among them', async () => {
    const plan = await k.makePlan();
    const [open, embaOnly] = [await k.makeProject(plan, 5), await k.makeProject(plan, 5)];
    await k.setEligibility('mob_plans', plan, { pageTypes: ['emba', 'mba'], entranceYears: [2024, 2025] });
    await k.setEligibility('mob_projects', embaOnly, { pageTypes: ['emba'] });
    const rowOf = async (u: string) => (await k.okData<Page<TripPlan>>(k.call(u, 'GET', '/api/GSMVisitSchoolPlan/GeVisitSchoolPlanList?pageNo=0'))).data.find((x) => x.id === plan)!;
    expect(await rowOf(who.benyan)).toMatchObject({ eligible: false, eligibility: { pageTypes: ['emba', 'mba'], entranceYears: [2024, 2025], studentTypes: [] } });
    expect((await rowOf(who.mba)).eligible).toBe(true);
    expect((await k.okData<TripPlanDetail>(k.call(who.benyan, 'GET', `/api/GSMVisitSchoolPlan/${plan}`))).eligible).toBe(false);
    const rows = async (u: string) => Object.fromEntries((await k.projects(u, plan)).data.map((x) => [x.id, x.eligible]));
    expect(await rows(who.mba)).toEqual({ [open]: true, [embaOnly]: false });
    expect(await rows(who.emba)).toEqual({ [open]: true, [embaOnly]: true });
    // Outside the plan, no project of it is open to the student.
    expect(await rows(who.benyan)).toEqual({ [open]: false, [embaOnly]: false });
    expect((await k.projects(who.mba, plan)).data.find((x) => x.id === embaOnly)!.eligibility.pageTypes).toEqual(['emba']);
  });
});

describe('submitting an exemption (C05)', () => {
  it('is refused on a plan not for the student (97200), nothing written', async () => {
    const plan = await k.makePlan();
    await k.setEligibility('mob_plans', plan, { pageTypes: ['mba'] });
    const f = await k.uploaded(who.benyan, 'exemption');
    await k.refused(k.submitExemption(who.benyan, { id: 0, status: 1, reason: '工作出差', fileList: JSON.stringify([f]) }), '97200');
    expect(await k.okData(k.call(who.benyan, 'GET', '/api/GSMVisitSchoolExempt/GetExemptInfo'))).toBeNull();
    const g = await k.uploaded(who.mba, 'exemption');
    await k.okData(k.submitExemption(who.mba, { id: 0, status: 1, reason: '工作出差', fileList: JSON.stringify([g]) }));
  });
});

describe("the office's forms", () => {
  it('store a plan\'s and a project\'s eligibility, sorted and without repeats, and show them back; bad lists are refused and change nothing', async () => {
    const now = Date.now();
    const body = {
      schoolYearName: '2031-2032', number: 'E-1', startTime: new Date(now - 3_600_000).toISOString(), endTime: new Date(now + 86_400_000).toISOString(),
      exemptBegin: null, exemptEnd: null, explain: '', exemptExplain: '', eligibility: { pageTypes: ['mba', 'emba', 'mba'], entranceYears: [2025, 2024], studentTypes: [] },
    };
    const { id } = await k.okData<{ id: number }>(k.call('mobilityadmin', 'POST', '/api/mobility/admin/plans', body));
    const plans = await k.okData<AdminPlan[]>(k.call('mobilityadmin', 'GET', '/api/mobility/admin/plans'));
    expect(plans.find((x) => x.id === id)!.eligibility).toEqual({ pageTypes: ['emba', 'mba'], entranceYears: [2024, 2025], studentTypes: [] });
    const bad = await k.call('mobilityadmin', 'PUT', `/api/mobility/admin/plans/${id}`, { ...body, eligibility: { pageTypes: ['exec'] } });
    expect(bad.json()).toMatchObject({ statusCode: 700, message: '90003' });
    const again = await k.okData<AdminPlan[]>(k.call('mobilityadmin', 'GET', '/api/mobility/admin/plans'));
    expect(again.find((x) => x.id === id)!.eligibility.pageTypes).toEqual(['emba', 'mba']);
    const project = { planId: id, projectName: 'EMBA 专场', city: 'Paris', activeTime: '8 月', limitCount: 3, description: '', eligibility: { pageTypes: ['emba'], entranceYears: [], studentTypes: [4] } };
    const { id: pid } = await k.okData<{ id: number }>(k.call('mobilityadmin', 'POST', '/api/mobility/admin/projects', project));
    const projects = await k.okData<AdminProject[]>(k.call('mobilityadmin', 'GET', `/api/mobility/admin/projects?planId=${id}`));
    expect(projects.find((x) => x.id === pid)!.eligibility).toEqual({ pageTypes: ['emba'], entranceYears: [], studentTypes: [4] });
    expect((await k.refused(k.apply(who.mba, pid), '97201')).params.missesEn).toBe('programme, student type');
    // A form that leaves eligibility out keeps the plan open to everyone (older clients).
    const { eligibility: _, ...older } = body;
    const { id: plain } = await k.okData<{ id: number }>(k.call('mobilityadmin', 'POST', '/api/mobility/admin/plans', { ...older, number: 'E-2' }));
    expect((await k.okData<AdminPlan[]>(k.call('mobilityadmin', 'GET', '/api/mobility/admin/plans'))).find((x) => x.id === plain)!.eligibility.pageTypes).toEqual([]);

    await k.dropPlan(plain);
    await k.dropPlan(id);
  });
});
