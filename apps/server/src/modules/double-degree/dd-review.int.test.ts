import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DdAdminApplicant, DdCriterion, DdMySheet, DdReviewer, DdReviewProgramme, DdReviews } from '@portal/contracts';
import { Role } from '@portal/contracts';
import { userRoles } from '../../platform/db/platform.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { ddKit } from './dd-test-kit.ts';

/**
 * Reviewing (README 'Reviewing'): the office assigns reviewers and sets the criteria; a reviewer
 * sees and scores their programmes' applicants only; the office reads the sheets side by side,
 * decides and publishes, which tells the student once.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  const [a, b, c] = await freshStudents(t.db, 3);
  Object.assign(ids, { a: a!.id, b: b!.id, c: c!.id });
  // c is a second reviewer (a teaching assistant, say), so that two sheets sit side by side.
  await t.db.insert(userRoles).values({ userId: c!.id, role: Role.ddReviewer });
  for (const [who, p] of Object.entries({ a, b, c })) tokens[who] = (await t.login(p!.username)).token;
  for (const u of ['reviewer01', 'mobilityadmin']) tokens[u] = (await t.login(u)).token;
}, 60_000);
afterAll(async () => { await t.close(); });
const k = ddKit(() => t, tokens);
const office = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => k.call('mobilityadmin', method, `/api/double-degree/admin${url}`, body);
const reviewer = (method: 'GET' | 'PUT', url: string, body?: object) => k.call('reviewer01', method, url, body);
const sheetUrl = (id: number) => `/api/double-degree/review/applicants/${id}/sheet`;
const criteria = [{ name: '学术', nameEn: 'Academic', maxScore: 30 }, { name: '动机', nameEn: 'Motivation', maxScore: 20 }];

/** A round with two programmes: reviewer01 reviews the first; a applied to the first, b to the second. */
async function setUp() {
  const r = await k.makeRound();
  const other = await k.addProgramme(r.manageId);
  const reviewerId = await k.userId('reviewer01');
  const team = await k.okData<DdReviewer[]>(office('GET', '/reviewers'));
  expect(team.map((x) => x.id)).toContain(reviewerId);
  await k.okData(office('PUT', `/projects/${r.projectId}/reviewers`, { reviewerIds: [reviewerId] }));
  const cs = await k.okData<DdCriterion[]>(office('PUT', `/manages/${r.manageId}/criteria`, { criteria }));
  const mine = await k.submitted('a', r);
  const theirs = await k.submitted('b', { manageId: r.manageId, projectId: other });
  return { ...r, other, mine, theirs, cs, reviewerId };
}

describe('the office sets up the reviewing', () => {
  it('assigns reviewers only from dd.reviewer holders and sets criteria in both languages', async () => {
    const r = await setUp();
    expect((await k.okData<DdReviewer[]>(office('GET', '/reviewers'))).find((x) => x.id === r.reviewerId)!.ddProjectIds).toContain(r.projectId);
    await k.refused(office('PUT', `/projects/${r.projectId}/reviewers`, { reviewerIds: [ids.a] }), '97120');
    expect(r.cs.map((c) => [c.nameEn, c.maxScore])).toEqual([['Academic', 30], ['Motivation', 20]]);
    expect(await k.okData<DdCriterion[]>(office('GET', `/manages/${r.manageId}/criteria`))).toEqual(r.cs);
    await k.forbidden(k.call('reviewer01', 'PUT', `/api/double-degree/admin/manages/${r.manageId}/criteria`, { criteria }));
    await k.forbidden(k.call('reviewer01', 'PUT', `/api/double-degree/admin/projects/${r.projectId}/reviewers`, { reviewerIds: [] }));
  });
});

describe("a reviewer's scope", () => {
  it("lists their programmes' applicants only; another programme's answers 403 for the filter, the detail and the sheet", async () => {
    const r = await setUp();
    const all = await k.okData<DdAdminApplicant[]>(reviewer('GET', `/api/double-degree/admin/applicants?ddApplyManageId=${r.manageId}`));
    expect(all.map((x) => x.id)).toEqual([r.mine]);
    expect(all[0]).toMatchObject({ reviewStatus: 'toScore', myTotal: null, sheetCount: 0 });
    const open = await k.okData<DdAdminApplicant[]>(reviewer('GET', '/api/double-degree/admin/applicants'));
    expect(open.every((x) => x.ddProjectId !== r.other)).toBe(true);
    expect((await k.okData<DdAdminApplicant[]>(office('GET', `/applicants?ddApplyManageId=${r.manageId}`))).map((x) => x.id).sort()).toEqual([r.mine, r.theirs].sort());
    const programmes = await k.okData<DdReviewProgramme[]>(reviewer('GET', '/api/double-degree/review/programmes'));
    expect(programmes.find((p) => p.id === r.projectId)).toMatchObject({ applicants: 1, toScore: 1 });
    expect(programmes.some((p) => p.id === r.other)).toBe(false);

    await k.forbidden(reviewer('GET', `/api/double-degree/admin/applicants?ddProjectId=${r.other}`));
    await k.forbidden(reviewer('GET', `/api/DDSingupStudent/QueryDDSingupStudentDetail?DDSingupStudentId=${r.theirs}`));
    await k.forbidden(reviewer('GET', sheetUrl(r.theirs)));
    await k.forbidden(reviewer('PUT', sheetUrl(r.theirs), { scores: [], comment: '' }));
    await k.okData(reviewer('GET', `/api/DDSingupStudent/QueryDDSingupStudentDetail?DDSingupStudentId=${r.mine}`));
  });

  it('refuses students on every reviewer route', async () => {
    const r = await setUp();
    await k.forbidden(k.call('a', 'GET', '/api/double-degree/review/programmes'));
    await k.forbidden(k.call('a', 'GET', sheetUrl(r.mine)));
    await k.forbidden(k.call('a', 'PUT', sheetUrl(r.mine), { scores: [], comment: '' }));
    await k.forbidden(k.call('a', 'GET', `/api/double-degree/admin/applicants?ddApplyManageId=${r.manageId}`));
    await k.forbidden(k.call('a', 'GET', `/api/double-degree/admin/applicants/${r.mine}/reviews`));
    await k.forbidden(reviewer('GET', `/api/double-degree/admin/applicants/${r.mine}/reviews`));
  });
});

describe('the score sheet', () => {
  it('takes whole scores from 0 to each maximum for every criterion, and is the reviewer\'s to edit until the office decides', async () => {
    const r = await setUp();
    const [ac, mo] = r.cs;
    const body = (a: number, m: number, comment = '扎实 Solid') => ({ scores: [{ criterionId: ac!.id, score: a }, { criterionId: mo!.id, score: m }], comment });
    const blank = await k.okData<DdMySheet>(reviewer('GET', sheetUrl(r.mine)));
    expect(blank).toMatchObject({ editable: true, scores: [], comment: '', updatedAt: null });
    expect(blank.criteria).toEqual(r.cs);

    const above = await k.refused(reviewer('PUT', sheetUrl(r.mine), body(31, 10)), '97125');
    expect(above.messageEn).toBe('The score for "Academic" must be from 0 to 30');
    await k.refused(reviewer('PUT', sheetUrl(r.mine), body(12.5, 10)), '97124');
    await k.refused(reviewer('PUT', sheetUrl(r.mine), body(-1, 10)), '97125');
    await k.refused(reviewer('PUT', sheetUrl(r.mine), { scores: [{ criterionId: ac!.id, score: 10 }] }), '97126');
    await k.refused(reviewer('PUT', sheetUrl(r.mine), { scores: [{ criterionId: 2_000_000_000, score: 1 }] }), '97121');
    expect((await k.okData<DdMySheet>(reviewer('GET', sheetUrl(r.mine)))).updatedAt).toBeNull();

    await k.okData(reviewer('PUT', sheetUrl(r.mine), body(20, 15)));
    const edited = await k.okData<DdMySheet>(reviewer('PUT', sheetUrl(r.mine), body(25, 18, '更好 Better')));
    expect(edited).toMatchObject({ comment: '更好 Better', scores: [{ criterionId: ac!.id, score: 25 }, { criterionId: mo!.id, score: 18 }] });
    const listed = await k.okData<DdAdminApplicant[]>(reviewer('GET', `/api/double-degree/admin/applicants?ddProjectId=${r.projectId}&reviewStatus=scored`));
    expect(listed).toEqual([expect.objectContaining({ id: r.mine, myTotal: 43, sheetCount: 1 })]);
    expect(await k.okData<DdAdminApplicant[]>(reviewer('GET', `/api/double-degree/admin/applicants?ddProjectId=${r.projectId}&reviewStatus=toScore`))).toEqual([]);

    // Scores exist: the criteria may be renamed, not re-scaled.
    await k.refused(office('PUT', `/manages/${r.manageId}/criteria`, { criteria: r.cs.map((c) => ({ ...c, maxScore: 50 })) }), '97122');
    await k.okData(office('PUT', `/manages/${r.manageId}/criteria`, { criteria: r.cs.map((c) => ({ ...c, nameEn: `${c.nameEn}!` })) }));

    await k.okData(office('PUT', `/applicants/${r.mine}/decision`, { decision: 1 }));
    await k.refused(reviewer('PUT', sheetUrl(r.mine), body(1, 1)), '97127');
    expect((await k.okData<DdMySheet>(reviewer('GET', sheetUrl(r.mine)))).editable).toBe(false);
  });
});

describe('the office decides and publishes', () => {
  it('reads every sheet side by side, and publishing tells the student once', async () => {
    const r = await setUp();
    await k.okData(office('PUT', `/projects/${r.projectId}/reviewers`, { reviewerIds: [r.reviewerId, ids.c!] }));
    const scores = (a: number, m: number) => ({ scores: [{ criterionId: r.cs[0]!.id, score: a }, { criterionId: r.cs[1]!.id, score: m }], comment: `${a}/${m}` });
    await k.okData(reviewer('PUT', sheetUrl(r.mine), scores(28, 19)));
    const before = await k.okData<DdReviews>(office('GET', `/applicants/${r.mine}/reviews`));
    expect(before.pending.map((p) => p.reviewerId)).toEqual([ids.c!]);
    await k.okData(k.call('c', 'PUT', sheetUrl(r.mine), scores(20, 10)));

    const side = await k.okData<DdReviews>(office('GET', `/applicants/${r.mine}/reviews`));
    expect(side.maxTotal).toBe(50);
    expect(side.pending).toEqual([]);
    expect(side.sheets.map((s) => [s.reviewerId, s.scores.map((x) => x.score), s.total, s.comment])).toEqual([
      [r.reviewerId, [28, 19], 47, '28/19'], [ids.c!, [20, 10], 30, '20/10'],
    ]);

    await k.refused(office('POST', '/publish', { ddApplyManageId: r.manageId }), '97130');
    await k.okData(office('PUT', `/applicants/${r.mine}/decision`, { decision: 2 }));
    await k.okData(office('PUT', `/applicants/${r.mine}/decision`, { decision: 1 }));
    expect(await k.okData(office('POST', '/publish', { ddApplyManageId: r.manageId }))).toEqual({ published: 1 });
    await k.refused(office('POST', '/publish', { ddApplyManageId: r.manageId }), '97130');
    await k.refused(office('PUT', `/applicants/${r.mine}/decision`, { decision: 2 }), '97129');

    const row = (await k.okData<DdAdminApplicant[]>(office('GET', `/applicants?ddProjectId=${r.projectId}`)))[0]!;
    expect(row).toMatchObject({ gsmResult: 1, decision: 1, decisionPublished: true, reviewStatus: 'decided' });
    await t.app.jobs.runDue();
    const inbox = await k.okData<{ data: { kind: string; titleEn: string }[] }>(k.call('a', 'GET', '/api/notifications?pageSize=100'));
    expect(inbox.data.filter((n) => n.kind === 'double-degree.result-published')).toEqual([expect.objectContaining({ titleEn: expect.stringMatching(/passed/i) })]);
    const other = await k.okData<{ data: { kind: string }[] }>(k.call('b', 'GET', '/api/notifications?pageSize=100'));
    expect(other.data.filter((n) => n.kind === 'double-degree.result-published')).toEqual([]);
  });
});
