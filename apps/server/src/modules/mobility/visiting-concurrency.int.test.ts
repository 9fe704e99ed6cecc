import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { mobilityKit } from './mobility-test-kit.ts';

/**
 * Many students apply to one project at the same moment. Only PostgreSQL runs the requests really
 * side by side (PGlite has one connection): there 50 apply to 5 places, on PGlite 20. The project's
 * row lock lets exactly limitCount be selected and queues the others in a strict order; cancelling
 * places at once promotes exactly as many queued.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const N = onPostgres ? 50 : 20;
const LIMIT = 5;
let t: TestApp;
const tokens: Record<string, string> = {};
let students: { id: number; username: string }[] = [];
beforeAll(async () => {
  t = await startTestApp();
  students = await freshStudents(t.db, N);
  for (let i = 0; i < students.length; i += 25) {
    await Promise.all(students.slice(i, i + 25).map(async (s) => { tokens[s.username] = (await t.login(s.username)).token; }));
  }
}, 300_000);
afterAll(async () => { await t.close(); });
const k = mobilityKit(() => t, tokens);
const ok = (r: { json: () => { statusCode: number } }) => r.json().statusCode === 200;

describe('concurrent applications', () => {
  it(`${N} students applying to ${LIMIT} places at once: exactly ${LIMIT} selected, the rest queued with distinct ranks`, async () => {
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, LIMIT);
    const answers = await Promise.all(students.map((s) => k.apply(s.username, p)));
    expect(answers.every(ok)).toBe(true);
    const results = answers.map((r) => r.json().data as { selectStatus: number; rankNumber: number });
    expect(results.filter((r) => r.selectStatus === 1)).toHaveLength(LIMIT);
    expect(new Set(results.map((r) => r.rankNumber)).size).toBe(N);
    // Everyone selected ranks before everyone queued.
    expect(Math.max(...results.filter((r) => r.selectStatus === 1).map((r) => r.rankNumber))).toBe(LIMIT);
    const live = await k.statuses(p);
    expect(live.filter((x) => x.status === 1)).toHaveLength(LIMIT);
    expect(live).toHaveLength(N);
  }, 300_000);

  it('the selected all cancelling at once promote exactly as many queued, first come first served', async () => {
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, LIMIT);
    for (const s of students.slice(0, LIMIT * 2)) await k.applied(s.username, p);
    const answers = await Promise.all(students.slice(0, LIMIT).map((s) => k.cancel(s.username, p)));
    expect(answers.every(ok)).toBe(true);
    const live = await k.statuses(p);
    expect(live.map((x) => x.status)).toEqual(Array(LIMIT).fill(1));
    expect(live.map((x) => x.student_id)).toEqual(students.slice(LIMIT, LIMIT * 2).map((s) => s.id));
  }, 300_000);

  it('one student applying to two projects of a plan at once holds one application (97003)', async () => {
    const plan = await k.makePlan();
    const [a, b] = [await k.makeProject(plan, LIMIT), await k.makeProject(plan, LIMIT)];
    const s = students[N - 1]!.username;
    const r = await Promise.all([k.apply(s, a), k.apply(s, b), k.apply(s, a)]);
    expect(r.filter(ok)).toHaveLength(1);
    expect(r.filter((x) => x.json().message === '97003')).toHaveLength(2);
  }, 120_000);
});
