import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { courseBody, hoursFromNow, kit, planBody } from './bidding-test-kit.ts';
import { cssPlans } from './bidding.tables.ts';

/** Past clearing points: the lowest winning bid of a course number in earlier, published rounds. */

let t: TestApp;
let k: ReturnType<typeof kit>;
let staff: string;
let mba01: string;
let mba02: string;
beforeAll(async () => {
  t = await startTestApp();
  k = kit(t);
  staff = (await t.login('courseadmin')).token;
  mba01 = (await t.login('mba01')).token;
  mba02 = (await t.login('mba02')).token;
});
afterAll(async () => { await t.close(); });

type Row = { courseNumber: string; pastClearingPoint: number | null };
const rowsOf = async (planId: number, round: 1 | 2) =>
  ((await k.get(mba01, `/api/GSMCssPlan/GetCssStudentList${round === 1 ? 'First' : 'Second'}?planID=${planId}&pageNo=0`)).data as { data: Row[] }).data;
const pastOf = async (planId: number, round: 1 | 2, courseNumber: string) => (await rowsOf(planId, round)).find((r) => r.courseNumber === courseNumber)?.pastClearingPoint;
const newPlan = async (firstBeginHours: number, courses: [string, number][]) => {
  const id = ((await k.post(staff, '/api/admin/bidding/plans', planBody({ firstBegin: hoursFromNow(firstBeginHours) }))).data as { id: number }).id;
  for (const [n, seats] of courses) expect((await k.post(staff, `/api/admin/bidding/plans/${id}/courses`, courseBody(n, seats))).statusCode).toBe(200);
  return id;
};
const bid = (token: string, planID: number, courseNumber: string, point: number) =>
  k.post(token, '/api/GSMCssPlan/PostFristCourses', { planID, courseNumber, point });

describe('past clearing points', () => {
  let earlier: number;
  let later: number;

  it('shows none until an earlier plan’s round is cleared and published, then its lowest winning bid', async () => {
    earlier = await newPlan(-3, [['HX1', 2], ['HX2', 1]]);
    later = await newPlan(-1, [['HX1', 2], ['HX2', 1], ['HX3', 1]]);
    await t.app.jobs.runDue();
    expect((await bid(mba01, earlier, 'HX1', 240)).statusCode).toBe(200);
    expect((await bid(mba02, earlier, 'HX1', 180)).statusCode).toBe(200);
    expect((await bid(mba02, earlier, 'HX2', 130)).statusCode).toBe(200);
    // Live bids have won nothing yet.
    expect(await pastOf(later, 1, 'HX1')).toBeNull();

    expect((await k.post(staff, `/api/admin/bidding/plans/${earlier}/move`, { action: 'next' })).data).toEqual({ planState: 4 });
    const rows = await rowsOf(later, 1);
    expect(Object.fromEntries(rows.map((r) => [r.courseNumber, r.pastClearingPoint]))).toEqual({ HX1: 180, HX2: 130, HX3: null });
  });

  it('counts only published results', async () => {
    // Cleared but not yet published (state 3): the winning bids are not public.
    await t.db.update(cssPlans).set({ planState: 3 }).where(eq(cssPlans.id, earlier));
    expect(await pastOf(later, 1, 'HX1')).toBeNull();
    await t.db.update(cssPlans).set({ planState: 4 }).where(eq(cssPlans.id, earlier));
    expect(await pastOf(later, 1, 'HX1')).toBe(180);
  });

  it('does not show a plan its own round 1 while it is bid, only in its add/drop, and never a later plan', async () => {
    expect(await pastOf(earlier, 1, 'HX1')).toBeNull();
    expect(await pastOf(earlier, 2, 'HX1')).toBe(180);
    // The later plan's results are not the earlier plan's past.
    await bid(mba01, later, 'HX3', 100);
    expect((await k.post(staff, `/api/admin/bidding/plans/${later}/move`, { action: 'next' })).data).toEqual({ planState: 4 });
    expect(await pastOf(earlier, 2, 'HX3')).toBeUndefined();
    expect(await pastOf(earlier, 2, 'HX2')).toBe(130);
  });

  it('gives the staff each published round of the course number, newest plan first, with seats', async () => {
    const courses = (await k.get(staff, `/api/admin/bidding/plans/${later}/courses`)).data as { id: number; courseNumber: string }[];
    const hx1 = courses.find((c) => c.courseNumber === 'HX1')!;
    const history = (await k.get(staff, `/api/admin/bidding/courses/${hx1.id}/clearing-history`)).data;
    expect(history).toEqual([{ planId: earlier, planName: '测试计划', planNameEn: 'Test plan', round: 1, lowestWinningBid: 180, winners: 2, seats: 2 }]);
    const hx3 = courses.find((c) => c.courseNumber === 'HX3')!;
    expect((await k.get(staff, `/api/admin/bidding/courses/${hx3.id}/clearing-history`)).data).toEqual([
      { planId: later, planName: '测试计划', planNameEn: 'Test plan', round: 1, lowestWinningBid: 100, winners: 1, seats: 1 },
    ]);
    expect((await k.get(mba01, `/api/admin/bidding/courses/${hx1.id}/clearing-history`)).statusCode).not.toBe(200);
  });
});
