import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { courseBody, hoursFromNow, kit, planBody, roundKit, type Person } from './bidding-test-kit.ts';

/**
 * Issue 29, the read side of bidding: sealed rounds (no ranks, averages or bid counts for students
 * while a round is open; staff see them; back after clearing), a course's charts after clearing
 * (bid histogram, price over past terms) and the simulator (bids against last term's prices).
 * Bids over HTTP, staff close the rounds. PGlite and PostgreSQL.
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
/** Course numbers of one test, so earlier plans of other tests (same database on PostgreSQL) are not their history. */
const numbers = (...names: string[]) => { const tag = randomBytes(3).toString('hex').toUpperCase(); return names.map((n) => `${n}${tag}`); };


/** Add/drop opens now: the windows move (keeping the plan's first begin, so the order of terms stays) and the plan's job opens round 2. */
async function openAddDrop(id: number, firstBegin: number, over: Record<string, unknown> = {}): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT', url: `/api/admin/bidding/plans/${id}`, headers: { authorization: `Bearer ${staff}` },
    payload: planBody({ maxCourses: 3, firstBegin: hoursFromNow(firstBegin), firstEnd: hoursFromNow(firstBegin + 0.5), secondBegin: hoursFromNow(firstBegin + 0.75), secondEnd: hoursFromNow(24), ...over }),
  });
  expect(res.json().statusCode).toBe(200);
  await t.app.jobs.runDue();
  expect(((await k.get(staff, `/api/admin/bidding/plans/${id}`)).data as { planState: number }).planState).toBe(5);
}

type Row = { courseNumber: string; courseId: number; queue: number | null; bidCount: number | null; firstChooseAvgPoint: number | null; point: number | null };
const rowsOf = async (p: Person, planID: number, round: 1 | 2 = 1, extra = '') =>
  ((await k.get(p.token, `/api/GSMCssPlan/GetCssStudentList${round === 1 ? 'First' : 'Second'}?planID=${planID}&pageNo=0${extra}`)).data as { data: Row[] }).data;
const rowOf = async (p: Person, planID: number, course: string, round: 1 | 2 = 1) => (await rowsOf(p, planID, round)).find((r) => r.courseNumber === course)!;
const registration = async (p: Person, planID: number) =>
  ((await k.get(p.token, `/api/ViewCssserverStudentListInfo/GetCssStudentList?planID=${planID}&pageNo=0`)).data as { data: { courseNumber: string; queue: number | null }[] }).data;
const staffCourse = async (planId: number, n: string) =>
  ((await k.get(staff, `/api/admin/bidding/plans/${planId}/courses`)).data as { id: number; courseNumber: string; bidCount: number }[]).find((c) => c.courseNumber === n)!;

describe('sealed rounds', () => {
  it('answer students no rank, average or bid count while the round is open, staff everything, and all of it after clearing', async () => {
    const [s1, s2, s3] = await students(3);
    const [A, B] = numbers('SA', 'SB');
    const id = await openPlan([[A!, 1], [B!, 2]], { sealed: true });
    expect(((await k.get(staff, `/api/admin/bidding/plans/${id}`)).data as { sealed: boolean }).sealed).toBe(true);
    expect(((await k.get(s1!.token, `/api/GSMCssPlan/GetCssPlan/${id}`)).data as { sealed: boolean }).sealed).toBe(true);
    await bid(s1!, id, A!, 300);
    await bid(s2!, id, A!, 200);
    await bid(s3!, id, A!, 250);
    await bid(s2!, id, B!, 150);

    for (const r of await rowsOf(s2!, id)) expect(r).toMatchObject({ queue: null, bidCount: null, firstChooseAvgPoint: null });
    expect((await rowOf(s2!, id, A!)).point).toBe(200);
    // A sort by rank answers, in the default order, so it cannot show the hidden ranks' order.
    expect((await rowsOf(s2!, id, 1, '&orderBy=queue&sort=asc')).map((r) => r.courseNumber)).toEqual([A, B].sort());
    for (const r of await registration(s2!, id)) expect(r.queue).toBeNull();
    // Staff still see the ranks and the counts.
    expect((await staffCourse(id, A!)).bidCount).toBe(3);
    const bidders = (await k.get(staff, `/api/admin/bidding/courses/${(await staffCourse(id, A!)).id}/bidders`)).data as { points: number; rank: number }[];
    expect(bidders.map((b) => [b.points, b.rank])).toEqual([[300, 1], [250, 2], [200, 3]]);

    expect((await next(id)).planState).toBe(4);
    expect(await rowOf(s2!, id, A!)).toMatchObject({ queue: 3, bidCount: 3, firstChooseAvgPoint: 250 });
    expect((await registration(s2!, id)).find((r) => r.courseNumber === A)!.queue).toBe(3);
    // Round 2 is sealed in turn; the first round's average is of a published round and stays.
    await openAddDrop(id, -3, { sealed: true });
    await bid(s1!, id, B!, 120, 2);
    expect(await rowOf(s1!, id, B!, 2)).toMatchObject({ queue: null, bidCount: null, firstChooseAvgPoint: 150 });
    expect(await rowOf(s1!, id, A!, 2)).toMatchObject({ firstChooseAvgPoint: 250 });
  });

  it('leaves an unsealed plan showing ranks and counts while open, and is frozen once bidding has started (92150)', async () => {
    const [s1, s2] = await students(2);
    const [A] = numbers('SO');
    const id = await openPlan([[A!, 1]]);
    expect(((await k.get(staff, `/api/admin/bidding/plans/${id}`)).data as { sealed: boolean }).sealed).toBe(false);
    await bid(s1!, id, A!, 300);
    await bid(s2!, id, A!, 200);
    expect(await rowOf(s2!, id, A!)).toMatchObject({ queue: 2, bidCount: 2, firstChooseAvgPoint: 250 });
    expect((await registration(s2!, id))[0]!.queue).toBe(2);

    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/bidding/plans/${id}`, headers: { authorization: `Bearer ${staff}` }, payload: planBody({ maxCourses: 3, sealed: true }) });
    expect(res.json()).toMatchObject({ statusCode: 700, message: '92150' });
    expect(((await k.get(staff, `/api/admin/bidding/plans/${id}`)).data as { sealed: boolean }).sealed).toBe(false);
    // Before bidding starts it may change.
    const later = await k.post(staff, '/api/admin/bidding/plans', planBody({ firstBegin: hoursFromNow(2), firstEnd: hoursFromNow(24) }));
    const laterId = (later.data as { id: number }).id;
    const put = await t.app.inject({ method: 'PUT', url: `/api/admin/bidding/plans/${laterId}`, headers: { authorization: `Bearer ${staff}` }, payload: planBody({ firstBegin: hoursFromNow(2), firstEnd: hoursFromNow(24), sealed: true }) });
    expect(put.json()).toMatchObject({ statusCode: 200 });
    expect(((await k.get(staff, `/api/admin/bidding/plans/${laterId}`)).data as { sealed: boolean }).sealed).toBe(true);
  });
});

type Charts = { courseNumber: string; rounds: { round: number; price: number | null; buckets: { from: number; to: number; count: number }[] }[]; pastPrices: { planId: number; round: number; price: number | null }[] };

describe('charts after clearing', () => {
  it('answer the bids in buckets without identities and the price of the same course number in earlier plans, to students and staff', async () => {
    const people = await students(4);
    const [C] = numbers('CH');
    // Last term: C cleared at 250 (2 seats, 3 bids).
    const earlier = await openPlan([[C!, 2]], { firstBegin: hoursFromNow(-5) });
    await bid(people[0]!, earlier, C!, 300);
    await bid(people[1]!, earlier, C!, 250);
    await bid(people[2]!, earlier, C!, 200);
    expect((await next(earlier)).planState).toBe(4);
    // This term.
    const id = await openPlan([[C!, 1]]);
    await bid(people[0]!, id, C!, 120);
    await bid(people[3]!, id, C!, 480);
    const courseId = (await rowOf(people[0]!, id, C!)).courseId;
    const url = `/api/GSMCssPlan/courses/${courseId}/charts`;
    expect(await k.get(people[0]!.token, url)).toMatchObject({ statusCode: 700, message: '92151' });

    expect((await next(id)).planState).toBe(4);
    const charts = (await k.get(people[0]!.token, url)).data as Charts;
    expect(charts.courseNumber).toBe(C);
    expect(charts.rounds).toHaveLength(1);
    expect(charts.rounds[0]!.price).toBe(480);
    expect(charts.rounds[0]!.buckets.reduce((n, b) => n + b.count, 0)).toBe(2);
    expect(charts.rounds[0]!.buckets[0]).toMatchObject({ from: 120, count: 1 });
    expect(charts.rounds[0]!.buckets.at(-1)).toMatchObject({ to: 480, count: 1 });
    expect(charts.pastPrices).toEqual([expect.objectContaining({ planId: earlier, round: 1, price: 250 })]);
    const text = JSON.stringify(charts);
    for (const p of people) expect(text).not.toContain(p.username);

    // Staff read the same; a student outside the plan's programme cannot.
    expect((await k.get(staff, `/api/admin/bidding/courses/${courseId}/charts`)).data).toEqual(charts);
    const [emba] = await students(1, { pageType: 'emba' });
    expect((await k.get(emba!.token, url)).statusCode).not.toBe(200);
  });
});

type Sim = { courseNumber: string; point: number; verdict: string; price: number | null; source: { planId: number; round: number } | null };

describe('the simulator', () => {
  it('says what the bids would have won at the latest published price of the course number: above, equal (a lottery), below, none', async () => {
    const people = await students(4);
    const [C, D, N] = numbers('SM', 'SD', 'SN');
    // Two terms ago C cleared at 300; last term at 250 in round 1 and at 180 in add/drop, the latest.
    const older = await openPlan([[C!, 1]], { firstBegin: hoursFromNow(-9) });
    await bid(people[0]!, older, C!, 300);
    await bid(people[1]!, older, C!, 290);
    expect((await next(older)).planState).toBe(4);
    const last = await openPlan([[C!, 1], [D!, 1]], { firstBegin: hoursFromNow(-5) });
    await bid(people[0]!, last, C!, 250);
    await bid(people[1]!, last, C!, 240);
    await bid(people[2]!, last, D!, 400);
    await bid(people[3]!, last, D!, 400);
    expect((await next(last)).planState).toBe(4);
    await t.app.inject({ method: 'PUT', url: `/api/admin/bidding/courses/${(await staffCourse(last, C!)).id}`, headers: { authorization: `Bearer ${staff}` }, payload: courseBody(C!, 2) });
    await openAddDrop(last, -5);
    await bid(people[2]!, last, C!, 180, 2);
    expect((await next(last)).planState).toBe(7);

    const id = await openPlan([[C!, 1], [D!, 1], [N!, 1]]);
    const [me] = await students(1);
    await bid(me!, id, C!, 200);
    const sim = await k.post(me!.token, '/api/GSMCssPlan/simulate', { planID: id, bids: [{ courseNumber: C, point: 200 }, { courseNumber: D, point: 400 }, { courseNumber: D, point: 399 }, { courseNumber: N, point: 150 }] });
    expect(sim.statusCode).toBe(200);
    expect((sim.data as Sim[]).map((r) => [r.courseNumber, r.point, r.verdict, r.price, r.source?.planId ?? null, r.source?.round ?? null])).toEqual([
      [C, 200, 'won', 180, last, 2], [D, 400, 'tie', 400, last, 1], [D, 399, 'lost', 400, last, 1], [N, 150, 'noHistory', null, null, null],
    ]);
    // A course the plan does not have, and another programme's student.
    expect(await k.post(me!.token, '/api/GSMCssPlan/simulate', { planID: id, bids: [{ courseNumber: 'NOPE', point: 100 }] })).toMatchObject({ statusCode: 700, message: '92010' });
    const [emba] = await students(1, { pageType: 'emba' });
    expect((await k.post(emba!.token, '/api/GSMCssPlan/simulate', { planID: id, bids: [{ courseNumber: C, point: 200 }] })).statusCode).not.toBe(200);
  });
});
