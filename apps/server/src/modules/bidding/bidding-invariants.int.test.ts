import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { kit } from './bidding-test-kit.ts';

/**
 * Random interleavings of concurrent bids, drops and a clearing, then the invariants of the issue,
 * read from the database: budget = available + held + spent with none negative, held equal to the
 * live bids and spent to what the won bids paid (the plan is uniform-priced: its clearing price), at most one live bid per student, course and round, winners within the
 * seats, and every request answered 200 had exactly one effect. Runs on PGlite and, in CI, PostgreSQL.
 */
let t: TestApp;
let k: ReturnType<typeof kit>;
let staff: string;
const students: { token: string; number: string }[] = [];
/** The students' entrance year, which follows the seed's school year. */
let entranceYear = 0;
beforeAll(async () => {
  t = await startTestApp();
  k = kit(t);
  staff = (await t.login('courseadmin')).token;
  for (const u of ['mba01', 'mba02', 'mba03', 'mba04', 'mba05']) {
    const { token } = await t.login(u);
    const info = await k.get(token, '/api/User/info');
    const { studentNumber, studyEntranceYear } = info.data as { studentNumber: string; studyEntranceYear: number };
    students.push({ token, number: studentNumber });
    entranceYear = studyEntranceYear;
  }
});
afterAll(async () => { await t.close(); });

const HOUR = 3600_000;
const COURSES = ['C1', 'C2', 'C3'];
const SEATS = [1, 2, 1];

async function freshPlan(): Promise<number> {
  const at = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
  const created = await k.post(staff, '/api/admin/bidding/plans', {
    planName: 'property', pageType: 'mba', entranceYears: [entranceYear], schoolYear: '2026-2027', term: 1,
    firstBegin: at(-1), firstEnd: at(1), secondBegin: at(2), secondEnd: at(3), pointsBudget: 600,
    studentPersonalPoint: 100, studentPersonalPointMax: 300, maxCourses: 2, published: true,
  });
  const planId = (created.data as { id: number }).id;
  for (const [i, n] of COURSES.entries()) {
    await k.post(staff, `/api/admin/bidding/plans/${planId}/courses`, {
      courseNumber: n, courseNameCN: n, courseNameEN: n, courseType: 12, teacher: 'T', credit: 1, seatLimit: SEATS[i],
    });
  }
  await k.post(staff, `/api/admin/bidding/plans/${planId}/move`, { action: 'next' });
  return planId;
}

type Op = { kind: 'bid'; s: number; c: number; p: number } | { kind: 'drop'; s: number; c: number } | { kind: 'clear' };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('bid' as const), s: fc.nat(4), c: fc.nat(2), p: fc.integer({ min: 50, max: 350 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), s: fc.nat(4), c: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
);

async function run(planId: number, op: Op): Promise<{ op: Op; status: number }> {
  if (op.kind === 'clear') return { op, status: (await k.post(staff, `/api/admin/bidding/plans/${planId}/move`, { action: 'next' })).statusCode };
  const st = students[op.s]!;
  if (op.kind === 'bid') {
    return { op, status: (await k.post(st.token, '/api/GSMCssPlan/PostFristCourses', { planID: planId, courseNumber: COURSES[op.c], point: op.p })).statusCode };
  }
  return { op, status: (await k.del(st.token, `/api/GSMCssPlan/DeleteGSMCsscoursesStudentInfo?planID=${planId}&courseNumber=${COURSES[op.c]}&studentNumber=${st.number}`)).statusCode };
}

const rows = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q) as unknown as { rows: T[] }).rows;

async function checkInvariants(planId: number, results: { op: Op; status: number }[]): Promise<void> {
  const accounts = await rows<{ budget: number; available: number; held: number; spent: number; live_p: number; won_p: number; live_n: number; won_n: number; uses_held: number; uses_spent: number; uses_available: number; max_uses: number }>(sql`
    select a.*, coalesce((select sum(points) from css_bids b where b.plan_id = a.plan_id and b.student_id = a.student_id and b.status = 'live'), 0)::int as live_p,
      coalesce((select sum(paid) from css_bids b where b.plan_id = a.plan_id and b.student_id = a.student_id and b.status = 'won'), 0)::int as won_p,
      (select count(*) from css_bids b where b.plan_id = a.plan_id and b.student_id = a.student_id and b.status = 'live')::int as live_n,
      (select count(*) from css_bids b where b.plan_id = a.plan_id and b.student_id = a.student_id and b.status = 'won')::int as won_n
    from css_accounts a where a.plan_id = ${planId}`);
  for (const a of accounts) {
    expect(a.available + a.held + a.spent).toBe(a.budget);
    expect(Math.min(a.available, a.held, a.spent)).toBeGreaterThanOrEqual(0);
    expect(a.held).toBe(a.live_p);
    expect(a.spent).toBe(a.won_p);
    expect(a.uses_held).toBe(a.live_n);
    expect(a.uses_spent).toBe(a.won_n);
    expect(a.uses_available + a.uses_held + a.uses_spent).toBe(a.max_uses);
  }
  const doubles = await rows<{ n: number }>(sql`select count(*)::int as n from (select 1 from css_bids where plan_id = ${planId} and status = 'live' group by student_id, course_id, round having count(*) > 1) d`);
  expect(doubles[0]!.n).toBe(0);
  const seats = await rows<{ seat_limit: number; won_count: number; winners: number }>(sql`
    select c.seat_limit, c.won_count, (select count(*) from css_bids b where b.course_id = c.id and b.status = 'won')::int as winners
    from css_courses c where c.plan_id = ${planId}`);
  for (const c of seats) {
    expect(c.winners).toBeLessThanOrEqual(c.seat_limit);
    expect(c.winners).toBe(c.won_count);
  }
  const [counts] = await rows<{ bids: number; dropped: number }>(sql`
    select count(*)::int as bids, (count(*) filter (where status = 'dropped'))::int as dropped from css_bids where plan_id = ${planId}`);
  expect(counts!.bids).toBe(results.filter((r) => r.op.kind === 'bid' && r.status === 200).length);
  expect(counts!.dropped).toBe(results.filter((r) => r.op.kind === 'drop' && r.status === 200).length);
  const [logs] = await rows<{ holds: number }>(sql`select count(*)::int as holds from css_point_log where plan_id = ${planId} and use_type = 'hold'`);
  expect(logs!.holds).toBe(counts!.bids);
}

describe('bidding invariants under concurrency', () => {
  it('hold for random interleavings of bids, drops and a clearing', async () => {
    await fc.assert(fc.asyncProperty(fc.array(fc.array(opArb, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 }), async (batches) => {
      const planId = await freshPlan();
      const results: { op: Op; status: number }[] = [];
      for (const batch of batches) results.push(...await Promise.all(batch.map((op) => run(planId, op))));
      // Every answer is either done (200) or a refusal (700): nothing fails half-way.
      expect(results.every((r) => r.status === 200 || r.status === 700)).toBe(true);
      await checkInvariants(planId, results);
    }), { numRuns: Number(process.env.PROPERTY_RUNS ?? 25) });
  });
});
