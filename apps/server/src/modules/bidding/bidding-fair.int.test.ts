import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { lotteryKey } from './bidding-replay.ts';
import { hoursFromNow, kit, planBody, roundKit, type Person } from './bidding-test-kit.ts';
import { cssAccounts, cssBids, cssPointLog } from './bidding.tables.ts';

/**
 * Issue 29's bidding rules through the real paths (bids over HTTP, staff close the rounds): uniform
 * pricing and its refunds, pay-as-bid, ties broken by the round's seeded lottery and never by time,
 * the seed's hash before and the seed after, the replay, and each bid's outcome as students and staff
 * read it. PGlite and PostgreSQL.
 */
let t: TestApp;
let k: ReturnType<typeof kit>;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  k = kit(t);
  staff = (await t.login('courseadmin')).token;
}, 60_000);
afterAll(async () => { await t.close(); });

const { students, bid, next, openPlan } = roundKit(() => ({ t, staff }));


type Row = Record<string, unknown> & { courseNumber: string; outcome: string | null; paid: number | null; queue: number | null; clearing: Record<string, unknown> | null };
const rowsOf = async (p: Person, planID: number, round: 1 | 2 = 1) =>
  ((await k.get(p.token, `/api/GSMCssPlan/GetCssStudentList${round === 1 ? 'First' : 'Second'}?planID=${planID}&pageNo=0`)).data as { data: Row[] }).data;
const rowOf = async (p: Person, planID: number, course: string, round: 1 | 2 = 1) => (await rowsOf(p, planID, round)).find((r) => r.courseNumber === course)!;
const account = async (planId: number, p: Person) =>
  (await t.db.select().from(cssAccounts).where(and(eq(cssAccounts.planId, planId), eq(cssAccounts.studentId, p.id))))[0]!;
const pointLog = async (planId: number, p: Person) =>
  t.db.select().from(cssPointLog).where(and(eq(cssPointLog.planId, planId), eq(cssPointLog.studentId, p.id))).orderBy(asc(cssPointLog.id));

describe('uniform pricing', () => {
  it('is the default of a new plan: winners pay the clearing price, the rest comes back as a log row; a course that does not fill clears at the minimum', async () => {
    const [s1, s2, s3, s4] = await students(4);
    const id = await openPlan([['U1', 2], ['U2', 3]]);
    expect(((await k.get(staff, `/api/admin/bidding/plans/${id}`)).data as { pricing: string }).pricing).toBe('uniform');
    await bid(s1!, id, 'U1', 300);
    await bid(s2!, id, 'U1', 250);
    await bid(s3!, id, 'U1', 200);
    await bid(s4!, id, 'U2', 150);
    await bid(s1!, id, 'U2', 120);
    // While open: no outcome, no figures.
    expect(await rowOf(s1!, id, 'U1')).toMatchObject({ outcome: null, paid: null, clearing: null });
    expect((await next(id)).planState).toBe(4);

    // U1 filled (3 bids, 2 seats): the price is the lowest winning bid, 250; s1 paid 250 of its 300.
    expect(await rowOf(s1!, id, 'U1')).toMatchObject({
      outcome: 'won', paid: 250, clearingPrice: 250, clearing: { round: 1, bidders: 3, seats: 2, winners: 2, price: 250, lowestBid: 200, highestBid: 300 },
    });
    expect(await rowOf(s2!, id, 'U1')).toMatchObject({ outcome: 'won', paid: 250 });
    expect(await rowOf(s3!, id, 'U1')).toMatchObject({ outcome: 'outbid', paid: null, point: 200, clearingPrice: 250 });
    // U2 did not fill (2 bids, 3 seats): both pay the plan's minimum, 100.
    expect(await rowOf(s4!, id, 'U2')).toMatchObject({ outcome: 'won', paid: 100, clearing: { bidders: 2, seats: 3, winners: 2, price: 100, lowestBid: 120, highestBid: 150 } });

    // s1: budget 1000, bids 300 + 120, paid 250 + 100.
    expect(await account(id, s1!)).toMatchObject({ available: 650, held: 0, spent: 350 });
    expect(await account(id, s3!)).toMatchObject({ available: 1000, held: 0, spent: 0 });
    const log = (await pointLog(id, s1!)).filter((r) => r.useType !== 'hold');
    expect(log.map((r) => [r.useType, r.points])).toEqual(expect.arrayContaining([['spend', 250], ['price-refund', 50], ['spend', 100], ['price-refund', 20]]));
    expect(log).toHaveLength(4);
    // The running balance ends at the account's.
    expect(Math.max(...log.map((r) => r.totalAfter))).toBe(650);
    // The student reads the price-refund in the log.
    const viewed = (await k.get(s1!.token, '/api/ViewCssPointRecord?pageNo=0&pageSize=50')).data as { data: { pointUseType: string; point: number; planID: number }[] };
    expect(viewed.data.filter((r) => r.planID === id && r.pointUseType === 'price-refund').map((r) => r.point).sort()).toEqual([20, 50]);

    // Staff see the same figures per course and each bidder's outcome.
    const courses = (await k.get(staff, `/api/admin/bidding/plans/${id}/courses`)).data as { id: number; courseNumber: string; clearings: Record<string, unknown>[] }[];
    const u1 = courses.find((c) => c.courseNumber === 'U1')!;
    expect(u1.clearings).toEqual([{ round: 1, bidders: 3, seats: 2, winners: 2, price: 250, lowestBid: 200, highestBid: 300 }]);
    const bidders = (await k.get(staff, `/api/admin/bidding/courses/${u1.id}/bidders`)).data as { points: number; outcome: string; paid: number | null; rank: number }[];
    expect(bidders.map((b) => [b.points, b.outcome, b.paid, b.rank])).toEqual([[300, 'won', 250, 1], [250, 'won', 250, 2], [200, 'outbid', null, 3]]);
  });

  it('applies to the add/drop round, and a drop of a round-1 win refunds what it cost', async () => {
    const [s1, s2, s3] = await students(3);
    const id = await openPlan([['R1', 2], ['R2', 2]]);
    await bid(s1!, id, 'R1', 400);
    await bid(s2!, id, 'R1', 300);
    await bid(s3!, id, 'R1', 250);
    expect((await next(id)).planState).toBe(4);
    expect(await rowOf(s1!, id, 'R1')).toMatchObject({ outcome: 'won', paid: 300 });
    // Add/drop opens now: the windows move and the plan's job opens round 2.
    const moved = await t.app.inject({
      method: 'PUT', url: `/api/admin/bidding/plans/${id}`, headers: bearer(staff),
      payload: planBody({ maxCourses: 3, firstBegin: hoursFromNow(-3), firstEnd: hoursFromNow(-2), secondBegin: hoursFromNow(-1), secondEnd: hoursFromNow(24) }),
    });
    expect(moved.json().statusCode).toBe(200);
    await t.app.jobs.runDue();
    const plan = (await k.get(s1!.token, `/api/GSMCssPlan/GetCssPlan/${id}`)).data as { planState: number; rounds: { round: number; seed: string | null }[] };
    expect(plan.planState).toBe(5);
    // Round 2's seed was drawn as it opened and is still secret; round 1's is published.
    expect(plan.rounds.map((r) => [r.round, r.seed === null])).toEqual([[1, false], [2, true]]);

    // s1 gives up R1: the refund is what the win cost (300), not the 400 bid.
    expect((await k.del(s1!.token, `/api/GSMCssPlan/DeleteGSMCsscoursesStudentInfoForSecond?planID=${id}&courseNumber=R1`)).statusCode).toBe(200);
    expect(await account(id, s1!)).toMatchObject({ spent: 0, available: 1000 });
    await bid(s2!, id, 'R2', 300, 2);
    await bid(s3!, id, 'R2', 200, 2);
    expect((await next(id)).planState).toBe(7);
    // R2: 2 bids for 2 seats fills it exactly, so the price is the lowest winning bid (not the minimum).
    expect(await rowOf(s2!, id, 'R2', 2)).toMatchObject({ outcome: 'won', paid: 200, clearing: { round: 2, bidders: 2, seats: 2, winners: 2, price: 200 } });
    // s2: R1 won at 300 in round 1, R2 at 200.
    expect(await account(id, s2!)).toMatchObject({ spent: 500, held: 0, available: 500 });
    // The round-1 win given up still reads as won at its price on the round-1 list.
    expect(await rowOf(s1!, id, 'R1')).toMatchObject({ outcome: 'won', paid: 300 });
    expect(((await k.get(staff, `/api/admin/bidding/plans/${id}/rounds/2/replay`)).data as { matches: boolean }).matches).toBe(true);
    expect(((await k.get(staff, `/api/admin/bidding/plans/${id}/rounds/1/replay`)).data as { matches: boolean }).matches).toBe(true);
  });
});

describe('pay-as-bid', () => {
  it('charges each winner their own bid, records the lowest winning bid as the price, and writes no price-refund', async () => {
    const [s1, s2, s3] = await students(3);
    const id = await openPlan([['P1', 2]], { pricing: 'pay_as_bid' });
    await bid(s1!, id, 'P1', 300);
    await bid(s2!, id, 'P1', 250);
    await bid(s3!, id, 'P1', 200);
    await next(id);
    expect(await rowOf(s1!, id, 'P1')).toMatchObject({ outcome: 'won', paid: 300, clearingPrice: 250 });
    expect(await rowOf(s3!, id, 'P1')).toMatchObject({ outcome: 'outbid' });
    expect(await account(id, s1!)).toMatchObject({ spent: 300, available: 700 });
    expect((await pointLog(id, s1!)).map((r) => r.useType)).toEqual(['hold', 'spend']);
  });

  it('keeps the pricing rule once bidding has started (92101)', async () => {
    const [s1] = await students(1);
    const id = await openPlan([['F1', 2]]);
    await bid(s1!, id, 'F1', 200);
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/bidding/plans/${id}`, headers: bearer(staff), payload: planBody({ maxCourses: 3, pricing: 'pay_as_bid' }) });
    expect(res.json()).toMatchObject({ statusCode: 700, message: '92101' });
    expect(((await k.get(staff, `/api/admin/bidding/plans/${id}`)).data as { pricing: string }).pricing).toBe('uniform');
  });
});

describe('ties at the price', () => {
  it('go by the round’s seeded lottery, never by time; the hash is shown while open, the seed after, and the replay agrees', async () => {
    const people = await students(4);
    const id = await openPlan([['T1', 1], ['T2', 1]]);
    const plan = async (p: Person) => (await k.get(p.token, `/api/GSMCssPlan/GetCssPlan/${id}`)).data as { rounds: { round: number; seedHash: string; seed: string | null }[] };
    const open = await plan(people[0]!);
    expect(open.rounds).toEqual([{ round: 1, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/), seed: null }]);
    expect(((await k.get(staff, `/api/admin/bidding/plans/${id}`)).data as { rounds: unknown[] }).rounds).toEqual(open.rounds);
    // Everyone bids 200 on both courses, placed in opposite orders: placement order must not decide.
    for (const p of people) await bid(p, id, 'T1', 200);
    for (const p of [...people].reverse()) await bid(p, id, 'T2', 200);
    // While open, equal points share a rank.
    for (const p of people) expect((await rowOf(p, id, 'T1')).queue).toBe(1);
    // Nor does the replay exist yet.
    expect((await k.get(staff, `/api/admin/bidding/plans/${id}/rounds/1/replay`))).toMatchObject({ statusCode: 700, message: '92100' });

    await next(id);
    const after = await plan(people[0]!);
    const seed = after.rounds[0]!.seed!;
    expect(after.rounds[0]!.seedHash).toBe(open.rounds[0]!.seedHash);
    expect(createHash('sha256').update(seed).digest('hex')).toBe(open.rounds[0]!.seedHash);

    const courses = (await k.get(staff, `/api/admin/bidding/plans/${id}/courses`)).data as { id: number; courseNumber: string }[];
    for (const { courseNumber: course, id: courseId } of courses) {
      const order = [...people].sort((x, y) => Buffer.compare(lotteryKey(seed, x.id, courseId), lotteryKey(seed, y.id, courseId)));
      const rows = await Promise.all(order.map((p) => rowOf(p, id, course)));
      expect(rows.map((r) => r.outcome)).toEqual(['won', 'lottery', 'lottery', 'lottery']);
      expect(rows.map((r) => r.queue)).toEqual([1, 2, 3, 4]);
      expect(rows[1]).toMatchObject({ point: 200, clearingPrice: 200 });
    }

    const replay = (await k.get(staff, `/api/admin/bidding/plans/${id}/rounds/1/replay`)).data as { seed: string; bids: unknown[]; courses: unknown[]; matches: boolean; differences: string[] };
    expect(replay).toMatchObject({ seed, matches: true, differences: [] });
    expect(replay.bids).toHaveLength(8);
    expect(replay.courses).toHaveLength(2);
    // A stored result that is not the rules' is caught.
    const winner = (await t.db.select().from(cssBids).where(and(eq(cssBids.planId, id), eq(cssBids.status, 'won'))))[0]!;
    await t.db.update(cssBids).set({ rank: 9 }).where(eq(cssBids.id, winner.id));
    const tampered = (await k.get(staff, `/api/admin/bidding/plans/${id}/rounds/1/replay`)).data as { matches: boolean; differences: string[] };
    expect(tampered.matches).toBe(false);
    expect(tampered.differences.join('\n')).toContain(`bid ${winner.id}`);
    // Students cannot call it.
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/bidding/plans/${id}/rounds/1/replay`, headers: bearer(people[0]!.token) })).statusCode).toBe(403);
  });

  it('give the same result when staff clear the round again (the seed is drawn once)', async () => {
    const people = await students(3);
    const id = await openPlan([['S1', 1]]);
    for (const p of people) await bid(p, id, 'S1', 150);
    await next(id);
    const winners = async () => (await t.db.select({ s: cssBids.studentId }).from(cssBids).where(and(eq(cssBids.planId, id), inArray(cssBids.status, ['won'])))).map((r) => r.s);
    const first = await winners();
    expect((await k.post(staff, `/api/admin/bidding/plans/${id}/clear`, { round: 1 })).data).toEqual({ planState: 4 });
    expect(await winners()).toEqual(first);
    expect(((await k.get(staff, `/api/admin/bidding/plans/${id}/rounds/1/replay`)).data as { matches: boolean }).matches).toBe(true);
  });
});
