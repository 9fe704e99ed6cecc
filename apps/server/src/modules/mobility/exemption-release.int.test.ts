import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@portal/contracts';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { mobilityKit } from './mobility-test-kit.ts';

/**
 * An approved exemption releases the student's application (README 'Exemption releases the
 * place'): their place goes to the first queued in the approval's transaction, who is told; a
 * queued one leaves the queue; a rejection or a return keeps everything. Under concurrency (really
 * side by side on PostgreSQL) approvals interleaved with the student's own application, others'
 * applications and cancellations never leave an exempted student with an application, nor more
 * selected than places, nor a queued student ahead of a selected one.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
// Students of the two concurrent tests, after the ten of the others.
const G1 = onPostgres ? 20 : 6;
const G2 = onPostgres ? 24 : 10;
let t: TestApp;
const tokens: Record<string, string> = {};
let s: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  tokens.mobilityadmin = (await t.login('mobilityadmin')).token;
  s = (await freshStudents(t.db, 10 + G1 + G2)).map((x) => x.username);
  for (let i = 0; i < s.length; i += 20) await Promise.all(s.slice(i, i + 20).map(async (u) => { tokens[u] = (await t.login(u)).token; }));
}, 300_000);
afterAll(async () => { await t.close(); });
const k = mobilityKit(() => t, tokens);

const exemption = async (u: string) => {
  const f = await k.uploaded(u, 'exemption');
  return (await k.okData<{ id: number }>(k.submitExemption(u, { id: 0, status: 1, reason: '驻外工作', fileList: JSON.stringify([f]) }))).id;
};
const review = (id: number, status: number, auditOpinion = status === 2 ? '' : '请补充材料') =>
  k.call('mobilityadmin', 'POST', `/api/mobility/admin/exemptions/${id}/review`, { status, auditOpinion });
const promotedNotices = async (u: string) =>
  (await k.okData<{ data: Notification[] }>(k.call(u, 'GET', '/api/notifications?pageSize=50'))).data.filter((n) => n.kind === 'mobility.queue-promoted');
const statusOf = async (projectId: number, u: string) => {
  const id = await k.userId(u);
  return rowsOf<{ status: number }>(await t.db.execute(sql`select status from mob_selections where project_id = ${projectId} and student_id = ${id} order by seq desc limit 1`))[0]?.status;
};

describe('an approved exemption', () => {
  it('releases the place and promotes the first queued in the same transaction, who is told', async () => {
    const [holder, first, second] = s.slice(0, 3) as [string, string, string];
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 1);
    await k.applied(holder, p);
    await k.applied(first, p);
    await k.applied(second, p);
    const id = await exemption(holder);
    expect(await k.okData(review(id, 2))).toEqual({ id, status: 2, released: true, promoted: 1 });
    expect(await statusOf(p, holder)).toBe(3);
    expect((await k.statuses(p)).map((x) => x.status)).toEqual([1, 2]);
    expect(await k.row(first, plan, p)).toMatchObject({ selectStatus: 1, rankNumber: 1, selectCount: 1 });
    expect(await k.row(second, plan, p)).toMatchObject({ selectStatus: 2, rankNumber: 2 });
    await t.app.jobs.runDue();
    expect(await promotedNotices(first)).toHaveLength(1);
    expect(await promotedNotices(second)).toHaveLength(0);
    // The released student cannot take a place again in this plan.
    await k.refused(k.apply(holder, p), '97010');
  });

  it('takes a queued student out of the queue, promoting no one; those behind move up', async () => {
    const [a, b, c, d] = s.slice(3, 7) as [string, string, string, string];
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 1);
    for (const u of [a, b, c, d]) await k.applied(u, p);
    const id = await exemption(b);
    expect(await k.okData(review(id, 2))).toEqual({ id, status: 2, released: true, promoted: 0 });
    expect(await k.row(c, plan, p)).toMatchObject({ selectStatus: 2, rankNumber: 2 });
    expect(await k.row(a, plan, p)).toMatchObject({ selectStatus: 1 });
    await t.app.jobs.runDue();
    expect(await promotedNotices(c)).toHaveLength(0);
  });

  it('releases nothing on a return or a rejection, and answers released false without an application', async () => {
    const [a, b, none] = s.slice(7, 10) as [string, string, string];
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 1);
    await k.applied(a, p);
    await k.applied(b, p);
    const id = await exemption(a);
    expect(await k.okData(review(id, 4))).toMatchObject({ released: false, promoted: 0 });
    await exemption(a);
    expect(await k.okData(review(id, 3))).toMatchObject({ released: false, promoted: 0 });
    expect((await k.statuses(p)).map((x) => x.status)).toEqual([1, 2]);
    const other = await exemption(none);
    expect(await k.okData(review(other, 2))).toEqual({ id: other, status: 2, released: false, promoted: 0 });
  });
});

describe('under concurrency', () => {
  it('approvals at the moment the exempted students apply: none of them is left with an application', async () => {
    const group = s.slice(10, 10 + G1);
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 5);
    const ids = await Promise.all(group.map(exemption));
    const answers = await Promise.all(group.flatMap((u, i) => [k.apply(u, p), review(ids[i]!, 2)]));
    // Each application either came first (and was released) or came after (97010).
    for (const [i, r] of answers.entries()) {
      const body = r.json();
      if (i % 2 === 0) expect(body.statusCode === 200 || body.message === '97010', r.body).toBe(true);
      else expect(body.statusCode, r.body).toBe(200);
    }
    expect(await k.statuses(p)).toEqual([]);
  }, 300_000);

  it('an approval among applications and cancellations of others: exactly the places selected, in order of application', async () => {
    const LIMIT = 3;
    const [holder, ...others] = s.slice(10 + G1) as string[];
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, LIMIT);
    await k.applied(holder!, p);
    const early = others.slice(0, 4);
    for (const u of early) await k.applied(u, p);
    const id = await exemption(holder!);
    const late = others.slice(4);
    const answers = await Promise.all([review(id, 2), k.cancel(early[0]!, p), ...late.map((u) => k.apply(u, p))]);
    for (const r of answers) expect(r.json().statusCode, r.body).toBe(200);
    const live = await k.statuses(p);
    expect(live.filter((x) => x.status === 1)).toHaveLength(LIMIT);
    // Selected applications always rank before queued ones.
    const firstQueued = live.findIndex((x) => x.status === 2);
    expect(live.slice(firstQueued).every((x) => x.status === 2)).toBe(true);
    expect(live.map((x) => x.student_id)).not.toContain(await k.userId(holder!));
    expect(live).toHaveLength(early.length - 1 + late.length);
    // The first applicants still waiting got the places, whatever the interleaving.
    expect(live.slice(0, LIMIT).map((x) => x.student_id)).toEqual(await Promise.all(early.slice(1, 1 + LIMIT).map((u) => k.userId(u))));
  }, 300_000);
});
