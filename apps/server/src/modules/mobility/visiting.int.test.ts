import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeListId, decodeListId, type Page, type TripPlan, type TripPlanDetail } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { png } from '../../test/upload-fixtures.ts';
import { mobilityKit } from './mobility-test-kit.ts';

/** Visiting projects (README 'Applications', 'Capacity', 'Documents'): each rule and code through the API. */
let t: TestApp;
const tokens: Record<string, string> = {};
let s: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'emba01', 'mobilityadmin']) tokens[u] = (await t.login(u)).token;
  s = (await freshStudents(t.db, 6)).map((x) => x.username);
  for (const u of s) tokens[u] = (await t.login(u)).token;
}, 60_000);
afterAll(async () => { await t.close(); });
const k = mobilityKit(() => t, tokens);

describe('demo data', () => {
  it('mba01 sees an open current plan with four projects, one full with a queue, and a closed plan', async () => {
    expect(await k.history('mba01')).toBe(-1);
    const plans = await k.okData<Page<TripPlan>>(k.call('mba01', 'GET', '/api/GSMVisitSchoolPlan/GeVisitSchoolPlanList?pageNo=0'));
    expect(plans.data).toHaveLength(2);
    const [open, closed] = plans.data;
    expect(open).toMatchObject({ isOpen: true, isCurrent: true, projectCount: 4 });
    expect(closed).toMatchObject({ isOpen: false, isCurrent: false, projectCount: 2 });
    const list = await k.projects('mba01', open!.id);
    expect(list.data.every((p) => p.isSelect && p.selectStatus === null)).toBe(true);
    const full = list.data.find((p) => p.rankCount > p.limitCount)!;
    expect(full).toMatchObject({ limitCount: 4, selectCount: 4, rankCount: 6 });
    expect(list.data.some((p) => p.selectCount === p.limitCount - 1)).toBe(true);
  });
});

describe('applying and cancelling (C08…C10)', () => {
  it('selects within limitCount, then queues with position rankNumber − selectCount; cancelling a place promotes the first queued', async () => {
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 2);
    expect(await k.applied(s[0]!, p)).toEqual({ selectStatus: 1, rankNumber: 1, selectCount: 1 });
    expect(await k.applied(s[1]!, p)).toEqual({ selectStatus: 1, rankNumber: 2, selectCount: 2 });
    expect(await k.applied(s[2]!, p)).toEqual({ selectStatus: 2, rankNumber: 3, selectCount: 2 });
    expect(await k.applied(s[3]!, p)).toEqual({ selectStatus: 2, rankNumber: 4, selectCount: 2 });
    const r = await k.row(s[3]!, plan, p);
    expect(r.rankNumber! - r.selectCount).toBe(2);
    expect(await k.okData(k.cancel(s[0]!, p))).toEqual({ promoted: 1 });
    expect((await k.statuses(p)).map((x) => x.status)).toEqual([1, 1, 2]);
    expect(await k.row(s[2]!, plan, p)).toMatchObject({ selectStatus: 1, rankNumber: 2, selectCount: 2 });
    expect(await k.row(s[3]!, plan, p)).toMatchObject({ selectStatus: 2, rankNumber: 3 });
    // A queued student cancelling frees nothing and promotes no one.
    expect(await k.okData(k.cancel(s[3]!, p))).toEqual({ promoted: 0 });
    expect(await k.row(s[0]!, plan, p)).toMatchObject({ selectStatus: null, rankNumber: null });
  });

  it('one live application per plan (97003), another project of the plan included; after cancelling, a new one is allowed', async () => {
    const plan = await k.makePlan();
    const [a, b] = [await k.makeProject(plan, 5), await k.makeProject(plan, 5)];
    await k.applied(s[4]!, a);
    await k.refused(k.apply(s[4]!, a), '97003');
    await k.refused(k.apply(s[4]!, b), '97003');
    await k.okData(k.cancel(s[4]!, a));
    expect((await k.applied(s[4]!, b)).selectStatus).toBe(1);
    await k.refused(k.cancel(s[4]!, a), '97004');
  });

  it('refuses (97000 no permission) a plan that is closed, not yet open or not current, whatever mode the route said', async () => {
    const closed = await k.makePlan({ from: -48, to: -24 });
    const pc = await k.makeProject(closed, 5);
    await k.refused(k.apply(s[5]!, pc), '97000');
    const older = await k.makePlan();
    const po = await k.makeProject(older, 5);
    const newer = await k.makePlan();
    await k.makeProject(newer, 5);
    expect((await k.row(s[5]!, older, po)).isSelect).toBe(false);
    await k.refused(k.apply(s[5]!, po), '97000');
    await k.refused(k.cancel(s[5]!, po), '97000');
    const future = await k.makePlan({ from: 2, to: 48 });
    const pf = await k.makeProject(future, 5);
    const detail = await k.okData<TripPlanDetail>(k.call(s[5]!, 'GET', `/api/GSMVisitSchoolPlan/${future}`));
    expect(detail).toMatchObject({ isOpen: false, isCurrent: true });
    expect(new Date(detail.startTime).getTime()).toBeGreaterThan(new Date(detail.serverTime).getTime());
    // A forged 'select' route id: the server answers by the plan, not the mode.
    const forged = decodeListId(encodeListId('select', future));
    expect(forged).toEqual({ mode: 'select', planId: future });
    expect((await k.row(s[5]!, future, pf)).isSelect).toBe(false);
    await k.refused(k.apply(s[5]!, pf), '97000');
    await k.dropPlan(future);
    await k.refused(k.apply(s[5]!, 2_000_000), '97002');
  });

  it('raising a limit promotes the queue at once; lowering takes no place away', async () => {
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 1);
    const [x, y, z] = await freshStudents(t.db, 3);
    for (const u of [x!, y!, z!]) tokens[u.username] = (await t.login(u.username)).token;
    for (const u of [x!, y!, z!]) await k.applied(u.username, p);
    const body = { planId: plan, projectName: '测试项目', city: '上海', activeTime: '7 月', limitCount: 2, description: '<p>x</p><script>alert(1)</script>' };
    await k.okData(k.call('mobilityadmin', 'PUT', `/api/mobility/admin/projects/${p}`, body));
    expect((await k.statuses(p)).map((r) => r.status)).toEqual([1, 1, 2]);
    await k.okData(k.call('mobilityadmin', 'PUT', `/api/mobility/admin/projects/${p}`, { ...body, limitCount: 1 }));
    expect((await k.statuses(p)).map((r) => r.status)).toEqual([1, 1, 2]);
  });
});

describe('documents (C11, C12)', () => {
  const empty = { cardNoFile: '[]', summaryFile: '[]', managementFile: '[]', insurancePolicyFile: '[]', homeworkFile: '[]', visitFormFile: '[]' };

  it('need an application in the plan (97011); passport and six categories make them complete; files must be own visiting uploads', async () => {
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 5);
    const [u] = (await freshStudents(t.db, 1)).map((x) => x.username);
    tokens[u!] = (await t.login(u!)).token;
    const f = await k.uploaded(u!, 'visiting');
    await k.refused(k.saveFiles(u!, { id: 0, planId: plan, passportNo: 'E12345678', ...empty, cardNoFile: JSON.stringify([f]) }), '97011');
    await k.applied(u!, p);
    const lists = Object.fromEntries(Object.keys(empty).map((c) => [c, JSON.stringify([f])]));
    const saved = await k.okData<{ isComplete: boolean; cardNoFile: string }>(k.saveFiles(u!, { id: 0, planId: plan, passportNo: 'E12345678', ...lists }));
    expect(saved.isComplete).toBe(true);
    expect(JSON.parse(saved.cardNoFile)[0].fileUrl).toMatch(/^\/uploadfiles\//);
    expect((await k.studentFile(u!, plan)).passportNo).toBe('E12345678');
    await k.refused(k.saveFiles(u!, { planId: plan, passportNo: 'E1', ...empty }), '97012');
    const eleven = JSON.stringify(Array.from({ length: 11 }, () => f));
    const r = await t.app.inject({ method: 'PUT', url: '/api/GSMVisitSchoolProject/SaveStudentFile', headers: { authorization: `Bearer ${tokens[u!]}` }, payload: { planId: plan, passportNo: '', ...empty, summaryFile: eleven } });
    expect(r.json().statusCode).not.toBe(200);
    // Another student's upload, or an upload under another screen's rule, is refused.
    const others = await k.uploaded(s[0]!, 'visiting');
    await k.refused(k.saveFiles(u!, { planId: plan, passportNo: '', ...empty, homeworkFile: JSON.stringify([others]) }), '97009');
    const general = await k.uploaded(u!, 'general');
    await k.refused(k.saveFiles(u!, { planId: plan, passportNo: '', ...empty, homeworkFile: JSON.stringify([general]) }), '97009');
    // Another student's number: 403.
    await k.forbidden(k.saveFiles(u!, { planId: plan, studentNumber: 'X0000001', passportNo: '', ...empty }));
  });

  it('the visiting rule sniffs the content: a PNG named .pdf and an .exe are refused', async () => {
    const spoofed = await k.upload('mba01', 'visiting', 'passport.pdf', png());
    expect(spoofed.statusCode).toBe(700);
    const exe = await k.upload('mba01', 'visiting', 'tool.exe', Buffer.from('MZ\x90\x00'));
    expect(exe.statusCode).toBe(700);
    expect((await k.upload('mba01', 'visiting', 'photo.png', png())).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('staff calls are for mobility.admin only (students 403)', async () => {
    await k.forbidden(k.call('mba01', 'GET', '/api/mobility/admin/plans'));
    await k.okData(k.call('mobilityadmin', 'GET', '/api/mobility/admin/plans'));
  });
});
