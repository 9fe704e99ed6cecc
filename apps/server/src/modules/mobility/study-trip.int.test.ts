import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminExemption, Exemption } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { mobilityKit } from './mobility-test-kit.ts';

/** History and exemption (README 'History', 'Exemption'): each rule and code through the API. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'emba01', 'mobilityadmin']) tokens[u] = (await t.login(u)).token;
}, 60_000);
afterAll(async () => { await t.close(); });
const k = mobilityKit(() => t, tokens);
const fresh = async () => {
  const [u] = await freshStudents(t.db, 1);
  tokens[u!.username] = (await t.login(u!.username)).token;
  return u!.username;
};
const info = (who: string) => k.okData<Exemption | null>(k.call(who, 'GET', '/api/GSMVisitSchoolExempt/GetExemptInfo'));
const review = (id: number, status: number, auditOpinion: string) => k.call('mobilityadmin', 'POST', `/api/mobility/admin/exemptions/${id}/review`, { status, auditOpinion });

describe('demo data', () => {
  it('emba01: the exemption window is open, with its statement, and no exemption yet', async () => {
    expect(await k.okData(k.call('emba01', 'GET', '/api/GSMVisitSchoolExempt/GetExemptIsOpen'))).toBe(true);
    expect(await k.okData<string>(k.call('emba01', 'GET', '/api/GSMVisitSchoolExempt/GetExplan'))).toContain('免修');
    expect(await info('emba01')).toBeNull();
    expect(await k.history('emba01')).toBe(-1);
  });
});

describe('exemption (C02…C05) and its review', () => {
  it('a student submits (status 1), cannot write the comment or another status, edits only in 1 or 4; staff return, reject, approve', async () => {
    const u = await fresh();
    await k.makePlan();
    const f = await k.uploaded(u, 'exemption');
    // A status other than 1 is refused; the review comment sent is ignored.
    await k.refused(k.submitExemption(u, { id: 0, status: 2, reason: '工作出差', fileList: JSON.stringify([f]) }), '97007');
    const { id } = await k.okData<{ id: number; status: number }>(k.submitExemption(u, { id: 0, status: 1, reason: '工作出差', fileList: JSON.stringify([f]), auditOpinion: '我自己批准' }));
    let e = (await info(u))!;
    expect(e).toMatchObject({ id, status: 1, reason: '工作出差', auditOpinion: null });
    expect(JSON.parse(e.fileList)).toMatchObject([{ id: f.id, fileName: 'proof.pdf' }]);
    // Editable while 1: a second submit rewrites it.
    await k.okData(k.submitExemption(u, { id, status: 1, reason: '工作出差（补充）', fileList: e.fileList }));
    await k.refused(review(id, 4, ''), '97015');
    await k.okData(review(id, 4, '请补充公司证明'));
    e = (await info(u))!;
    expect(e).toMatchObject({ status: 4, auditOpinion: '请补充公司证明' });
    // Returned (4): editable again; resubmitting sets 1 and keeps the office's comment.
    await k.okData(k.submitExemption(u, { id, status: 1, reason: '已补充', fileList: e.fileList, auditOpinion: '' }));
    expect(await info(u)).toMatchObject({ status: 1, auditOpinion: '请补充公司证明' });
    await k.okData(review(id, 3, '理由不充分'));
    await k.refused(k.submitExemption(u, { id, status: 1, reason: '再试', fileList: e.fileList }), '97006');
    await k.refused(review(id, 2, ''), '97014');
  });

  it('an approved exemption makes history 1 and bars applying to a project (97010)', async () => {
    const u = await fresh();
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 5);
    const f = await k.uploaded(u, 'exemption');
    const { id } = await k.okData<{ id: number }>(k.submitExemption(u, { id: 0, status: 1, reason: '健康原因', fileList: JSON.stringify([f]) }));
    const list = await k.okData<AdminExemption[]>(k.call('mobilityadmin', 'GET', `/api/mobility/admin/exemptions?planId=${plan}`));
    expect(list.find((x) => x.id === id)?.files[0]?.fileUrl).toMatch(/^\/uploadfiles\//);
    await k.okData(review(id, 2, ''));
    expect(await k.history(u)).toBe(1);
    await k.refused(k.apply(u, p), '97010');
  });

  it('reason and attachments are required (97008); at most ten; files must be the caller\'s exemption uploads (97009)', async () => {
    const u = await fresh();
    await k.makePlan();
    const f = await k.uploaded(u, 'exemption');
    await k.refused(k.submitExemption(u, { id: 0, status: 1, reason: '  ', fileList: JSON.stringify([f]) }), '97008');
    await k.refused(k.submitExemption(u, { id: 0, status: 1, reason: '原因', fileList: '[]' }), '97008');
    const res = await k.submitExemption(u, { id: 0, status: 1, reason: '原因', fileList: JSON.stringify(Array.from({ length: 11 }, () => f)) });
    expect(res.json().statusCode).not.toBe(200);
    const theirs = await k.uploaded('mba01', 'exemption');
    await k.refused(k.submitExemption(u, { id: 0, status: 1, reason: '原因', fileList: JSON.stringify([theirs]) }), '97009');
    const visiting = await k.uploaded(u, 'visiting');
    await k.refused(k.submitExemption(u, { id: 0, status: 1, reason: '原因', fileList: JSON.stringify([visiting]) }), '97009');
  });

  it('another student\'s exemption id is refused (403)', async () => {
    const [a, b] = [await fresh(), await fresh()];
    await k.makePlan();
    const f = await k.uploaded(a, 'exemption');
    const { id } = await k.okData<{ id: number }>(k.submitExemption(a, { id: 0, status: 1, reason: '原因', fileList: JSON.stringify([f]) }));
    const g = await k.uploaded(b, 'exemption');
    await k.forbidden(k.submitExemption(b, { id, status: 1, reason: '改别人的', fileList: JSON.stringify([g]) }));
  });

  it('closed window: GetExemptIsOpen false and Submit refused (97005)', async () => {
    const u = await fresh();
    await t.db.execute(sql`update mob_plans set exempt_begin = null, exempt_end = null`);
    await k.makePlan({ exempt: null });
    expect(await k.okData(k.call(u, 'GET', '/api/GSMVisitSchoolExempt/GetExemptIsOpen'))).toBe(false);
    const f = await k.uploaded(u, 'exemption');
    await k.refused(k.submitExemption(u, { id: 0, status: 1, reason: '原因', fileList: JSON.stringify([f]) }), '97005');
  });
});

describe('history (C01)', () => {
  it('2 with a place in a closed plan, 3 once its documents are complete; −2 without any plan', async () => {
    const u = await fresh();
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 5);
    await k.applied(u, p);
    expect(await k.history(u)).toBe(-1);
    const f = await k.uploaded(u, 'visiting');
    const lists = Object.fromEntries(['cardNoFile', 'summaryFile', 'managementFile', 'insurancePolicyFile', 'homeworkFile', 'visitFormFile'].map((c) => [c, JSON.stringify([f])]));
    await k.okData(k.saveFiles(u, { planId: plan, passportNo: 'E7654321', ...lists, visitFormFile: '[]' }));
    await t.db.execute(sql`update mob_plans set start_time = now() - interval '2 days', end_time = now() - interval '1 day' where id = ${plan}`);
    expect(await k.history(u)).toBe(2);
    await t.db.execute(sql`update mob_student_files set visit_form_file = card_no_file where plan_id = ${plan}`);
    expect(await k.history(u)).toBe(3);
    for (const table of ['mob_selections', 'mob_exemptions', 'mob_student_files', 'mob_projects', 'mob_plans']) await t.db.execute(sql`delete from ${sql.identifier(table)}`);
    expect(await k.history(u)).toBe(-2);
  });
});
