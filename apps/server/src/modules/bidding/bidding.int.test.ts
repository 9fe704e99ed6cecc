import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentNumbersOf } from '../../test/demo-students.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { kit } from './bidding-test-kit.ts';
import { cssAccounts, cssBids, cssDeselectRecords, cssPointLog } from './bidding.tables.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;
let mba: string;
let emba: string;
let openMba: number;
let openEmba: number;
// mba01's and a classmate's numbers, which carry their entrance year (the seed's school year minus one).
let mine: string;
let classmate: string;
beforeAll(async () => {
  t = await startTestApp();
  k = kit(t);
  [mine = '', classmate = ''] = await studentNumbersOf(t, ['mba01', 'mba02']);
  mba = (await t.login('mba01')).token;
  emba = (await t.login('emba01')).token;
  openMba = await k.planId('mba', 2);
  openEmba = await k.planId('emba', 2);
});
afterAll(async () => { await t.close(); });

const bid = (token: string, planID: number, courseNumber: string, point: unknown, round = 1) =>
  k.post(token, round === 1 ? '/api/GSMCssPlan/PostFristCourses' : '/api/GSMCssPlan/PostSecondCourses', { planID, courseNumber, point, batch: 1 });
const courses = async (token: string, planID: number, round = 1) =>
  (await k.get(token, `/api/GSMCssPlan/GetCssStudentList${round === 1 ? 'First' : 'Second'}?planID=${planID}&pageNo=0`)).data as { data: Record<string, unknown>[]; total: number };

describe('plans', () => {
  it('lists the plans of the student’s programme and entrance year only', async () => {
    const list = (await k.get(mba, '/api/GSMCssPlan/GetCssPlanList?pageNo=0&pageSize=10')).data as { data: { pageType: string; planState: number }[]; total: number };
    expect(list.total).toBe(5);
    expect(list.data.every((p) => p.pageType === 'mba')).toBe(true);
    expect(new Set(list.data.map((p) => p.planState))).toEqual(new Set([1, 2, 5, 7, 8]));
    const grad = (await t.login('grad01')).token;
    expect(((await k.get(grad, '/api/GSMCssPlan/GetCssPlanList?pageNo=0')).data as { total: number }).total).toBe(0);
    expect((await k.get(mba, `/api/GSMCssPlan/GetCssPlan/${openEmba}`)).message).toBe('-120');
  });

  it('answers the plan with its remark and the student’s account', async () => {
    const plan = (await k.get(mba, `/api/GSMCssPlan/GetCssPlan/${openMba}`)).data as Record<string, unknown>;
    expect(plan).toMatchObject({ planState: 2, courseSelectionOpened: true, studentPersonalPoint: 100, studentPersonalPointMax: 500 });
    expect(plan.account).toMatchObject({ budget: 1000, held: 260, available: 740, usesHeld: 1 });
    expect(String(plan.remark)).toContain('<p>');
  });

  it('refuses an ordering field outside the allow-list and a column filter', async () => {
    expect((await k.get(mba, '/api/GSMCssPlan/GetCssPlanList?pageNo=0&orderBy=remark')).message).toBe('90004');
    const filter = encodeURIComponent(JSON.stringify([{ fieldName: 'password', fieldValue: 'x', conditionalType: 0 }]));
    expect((await k.get(mba, `/api/ViewCssPointRecord?pageNo=0&conModels=${filter}`)).message).toBe('90004');
  });

  it('answers a page number too large for an offset with 700, never 500, and caps the page size', async () => {
    for (const url of [
      '/api/GSMCssPlan/GetCssPlanList?pageNo=99999999999999999999', `/api/GSMCssPlan/GetCssStudentListFirst?planID=${openMba}&pageNo=1e20&pageSize=30`,
      '/api/ViewCssPointRecord?pageNo=9007199254740993', '/api/GSMCssPlan/GetCssPlanList?pageSize=1111',
    ]) expect(await k.get(mba, url)).toMatchObject({ statusCode: 700, message: '90003' });
    const last = await k.get(mba, '/api/GSMCssPlan/GetCssPlanList?pageNo=1000000&pageSize=1110');
    expect(last).toMatchObject({ statusCode: 200, data: { data: [], total: 5 } });
  });

  it('filters and sorts the course list through its allow-list, rows without a bid last', async () => {
    const filter = encodeURIComponent(JSON.stringify([{ fieldName: 'courseNumber', fieldValue: 'MBA6102,MBA6104', conditionalType: 6 }]));
    const some = (await k.get(mba, `/api/GSMCssPlan/GetCssStudentListFirst?planID=${openMba}&conModels=${filter}`)).data as { data: { courseNumber: string }[]; total: number };
    expect(some.data.map((r) => r.courseNumber)).toEqual(['MBA6102', 'MBA6104']);
    expect(some.total).toBe(2);
    const found = (await k.get(mba, `/api/GSMCssPlan/GetCssStudentListFirst?planID=${openMba}&queryText=${encodeURIComponent(' digital ')}`)).data as { data: { courseNumber: string }[] };
    expect(found.data.map((r) => r.courseNumber)).toEqual(['MBA6103']);
    const byPoint = (await k.get(mba, `/api/GSMCssPlan/GetCssStudentListFirst?planID=${openMba}&orderBy=point&sort=desc`)).data as { data: { point: number | null }[] };
    expect(byPoint.data[0]!.point).not.toBeNull();
    expect(byPoint.data.at(-1)!.point).toBeNull();
    const secret = encodeURIComponent(JSON.stringify([{ fieldName: 'seq', fieldValue: '1', conditionalType: 0 }]));
    expect((await k.get(mba, `/api/GSMCssPlan/GetCssStudentListFirst?planID=${openMba}&conModels=${secret}`)).message).toBe('90004');
  });
});

describe('first round', () => {
  it('ranks the courses with the student’s own bid and queue', async () => {
    const rows = await courses(mba, openMba);
    expect(rows.total).toBe(8);
    const mine = rows.data.find((r) => r.courseNumber === 'MBA6102')!;
    expect(mine).toMatchObject({ point: 260, selectStatus: 1 });
    expect(Number(mine.queue)).toBeGreaterThanOrEqual(1);
    expect(Number(mine.queue)).toBeLessThanOrEqual(Number(mine.bidCount));
    expect(rows.data.every((r) => r.clearingPrice === null)).toBe(true);
  });

  it('answers 1201 for a course passed before, and 200 otherwise', async () => {
    const passed = await k.post(mba, '/api/GSMCssPlan/BidCheckHistoryCourse', { planID: openMba, courseNumber: 'MBA6101' });
    expect(passed).toMatchObject({ statusCode: 1201, message: '1201' });
    expect(passed.params).toMatchObject({ courseName: '公司金融' });
    expect((await k.post(mba, '/api/GSMCssPlan/BidCheckHistoryCourse', { planID: openMba, courseNumber: 'MBA6103' })).statusCode).toBe(200);
  });

  it('takes a bid: points held, a log row, a rank; the same bid again is refused', async () => {
    expect((await bid(mba, openMba, 'MBA6103', 300)).statusCode).toBe(200);
    const row = (await courses(mba, openMba)).data.find((r) => r.courseNumber === 'MBA6103')!;
    expect(row).toMatchObject({ point: 300, selectStatus: 1 });
    const log = (await k.get(mba, '/api/ViewCssPointRecord?pageNo=0&pageSize=1')).data as { data: Record<string, unknown>[] };
    expect(log.data[0]).toMatchObject({ pointUseType: 'hold', point: 300, totalPoint: 440, courseNameEN: 'Digital Marketing' });
    const uses = (await k.get(mba, '/api/ViewCssMaxUseRecord?pageNo=0&pageSize=1')).data as { data: Record<string, unknown>[] };
    expect(uses.data[0]).toMatchObject({ useType: 'hold', totalMaxUse: 1 });
    expect((await bid(mba, openMba, 'MBA6103', 200)).message).toBe('92004');
  });

  it('refuses bids outside the range or not whole, and beyond the points or the course allowance', async () => {
    for (const point of [99, 501, 150.5, 'abc', null]) {
      const res = await bid(mba, openMba, 'MBA6105', point);
      expect(res).toMatchObject({ statusCode: 700, message: '92001' });
      expect(res.params).toMatchObject({ min: 100, max: 500 });
    }
    expect((await bid(mba, openMba, 'MBA6105', 450)).message).toBe('92002');
    expect((await bid(mba, openMba, 'MBA6105', 400)).statusCode).toBe(200);
    expect((await bid(mba, openMba, 'MBA6106', 100)).message).toBe('92003');
    expect((await bid(mba, openMba, 'MBA5001', 100)).message).toBe('92010');
    const [account] = await t.db.select().from(cssAccounts).where(and(eq(cssAccounts.planId, openMba), eq(cssAccounts.studentId, await k.userId('mba01'))));
    expect(account).toMatchObject({ available: 40, held: 960, spent: 0, usesAvailable: 0, usesHeld: 3 });
  });

  it('caps EMBA bids at 500 × credit', async () => {
    expect((await bid(emba, openEmba, 'EMBA7103', 501)).message).toBe('92001');
    expect((await bid(emba, openEmba, 'EMBA7104', 1001)).params).toMatchObject({ min: 100, max: 1000 });
    expect((await bid(emba, openEmba, 'EMBA7104', 1000)).statusCode).toBe(200);
  });

  it('drops a live bid and gives its points and allowance back', async () => {
    expect((await k.del(mba, `/api/GSMCssPlan/DeleteGSMCsscoursesStudentInfo?planID=${openMba}&courseNumber=MBA6105&studentNumber=${mine}`)).statusCode).toBe(200);
    const [account] = await t.db.select().from(cssAccounts).where(and(eq(cssAccounts.planId, openMba), eq(cssAccounts.studentId, await k.userId('mba01'))));
    expect(account).toMatchObject({ available: 440, held: 560, usesAvailable: 1 });
    expect((await k.del(mba, `/api/GSMCssPlan/DeleteGSMCsscoursesStudentInfo?planID=${openMba}&courseNumber=MBA6105`)).message).toBe('92007');
  });

  it('refuses another student’s number with HTTP 403 and changes nothing', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/GSMCssPlan/DeleteGSMCsscoursesStudentInfo?planID=${openMba}&courseNumber=MBA6103&studentNumber=${classmate}`, headers: { authorization: `Bearer ${mba}` } });
    expect(res.statusCode).toBe(403);
    expect((await courses(mba, openMba)).data.find((r) => r.courseNumber === 'MBA6103')).toMatchObject({ selectStatus: 1 });
    expect((await k.get(mba, `/api/ViewCssserverStudentListInfo/GetCourseRegistationSummary?PlanID=${openMba}&StudentNumber=${classmate}`)).statusCode).toBe(403);
  });

  it('refuses add/drop calls while the first round is open, and says the queue is settled', async () => {
    expect((await bid(mba, openMba, 'MBA6107', 100, 2)).message).toBe('-110');
    expect((await k.get(mba, `/api/GSMCssPlan/GetIsQueue?PlanID=${openMba}`)).statusCode).toBe(200);
  });
});

describe('add/drop', () => {
  let plan: number;
  beforeAll(async () => { plan = await k.planId('mba', 5); });

  it('shows round-1 results with the clearing price', async () => {
    const rows = (await courses(mba, plan, 2)).data;
    const won = rows.find((r) => r.courseNumber === 'MBA6101')!;
    expect(won).toMatchObject({ firstStatus: 1, point: 450 });
    expect(typeof won.firstChooseAvgPoint).toBe('number');
    expect(rows.every((r) => Number(r.remainder) >= 0)).toBe(true);
    const first = (await courses(mba, plan, 1)).data.find((r) => r.courseNumber === 'MBA6101')!;
    expect(first.clearingPrice).toEqual(expect.any(Number));
    expect(first.selectStatus).toBe(3);
  });

  it('bids where seats remain, refuses a course already won, and drops the bid', async () => {
    const rows = (await courses(mba, plan, 2)).data;
    const open = rows.find((r) => Number(r.remainder) > 0 && r.firstStatus === 0)!;
    expect((await bid(mba, plan, String(open.courseNumber), 100, 2)).statusCode).toBe(200);
    expect((await bid(mba, plan, 'MBA6101', 100, 2)).message).toBe('92006');
    expect((await k.del(mba, `/api/GSMCssPlan/DeleteGSMCsscoursesStudentInfoForSecond?planID=${plan}&courseNumber=${open.courseNumber}`)).statusCode).toBe(200);
  });

  it('gives up a course won in round 1: seat freed, points refunded, a dropped-course record', async () => {
    const before = (await courses(mba, plan, 2)).data.find((r) => r.courseNumber === 'MBA6101')!;
    expect((await k.del(mba, `/api/GSMCssPlan/DeleteGSMCsscoursesStudentInfoForSecond?planID=${plan}&courseNumber=MBA6101`)).statusCode).toBe(200);
    const after = (await courses(mba, plan, 2)).data.find((r) => r.courseNumber === 'MBA6101')!;
    expect(after).toMatchObject({ firstStatus: 0, isDeselect: true });
    expect(after.remainder).toBe(Number(before.remainder) + 1);
    const records = await t.db.select().from(cssDeselectRecords).where(eq(cssDeselectRecords.planId, plan));
    expect(records).toHaveLength(1);
    // The demo's add/drop plan is uniform-priced: the refund is what the win cost (its clearing price), not the 450 bid.
    const [won] = await t.db.select().from(cssBids).where(eq(cssBids.id, records[0]!.bidId));
    expect(won).toMatchObject({ points: 450, status: 'dropped' });
    expect(won!.paid).toBeLessThanOrEqual(450);
    expect(records[0]!.refunded).toBe(won!.paid);
    const dropped = (await k.post(mba, '/api/GSMCssDeselectRecord/GetPageList', { planID: plan, pageNo: 0 })).data as { data: Record<string, unknown>[]; total: number };
    expect(dropped.total).toBe(1);
    expect(dropped.data[0]).toMatchObject({ courseNumber: 'MBA6101', courseSelectionState: 4 });
    const refund = await t.db.select().from(cssPointLog).where(and(eq(cssPointLog.planId, plan), eq(cssPointLog.useType, 'refund'), eq(cssPointLog.studentId, await k.userId('mba01'))));
    expect(refund.some((r) => r.points === won!.paid)).toBe(true);
  });
});

describe('registration view', () => {
  it('lists required courses, the student’s electives and a summary that adds up', async () => {
    const plan = await k.planId('mba', 7);
    const required = (await k.get(mba, `/api/ViewCssserverStudentListInfo/GetCourseRequire?planID=${plan}&pageNo=0`)).data as { total: number; data: Record<string, unknown>[] };
    expect(required.total).toBe(2);
    const electives = (await k.get(mba, `/api/ViewCssserverStudentListInfo/GetCssStudentList?planID=${plan}&pageNo=0`)).data as { data: { courseSelectionState: number; score: number; courseNumber: string }[] };
    expect(electives.data.map((e) => e.courseNumber)).toEqual(['MBA6101', 'MBA6104']);
    const summary = (await k.get(mba, `/api/ViewCssserverStudentListInfo/GetCourseRegistationSummary?PlanID=${plan}`)).data as Record<string, number>;
    expect(summary.allPoint).toBe(summary.usePoint! + summary.nousePoint!);
    const wonCredits = electives.data.filter((e) => e.courseSelectionState === 1).reduce((s, e) => s + e.score, 0);
    expect(summary.inScore).toBe(wonCredits);
    expect(summary.allScore).toBe(summary.inScore! + summary.outScore!);
    expect(summary.outScore).toBe(3);
  });
});
