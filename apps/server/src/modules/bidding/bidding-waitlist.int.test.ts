import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { lotteryKey } from './bidding-replay.ts';
import { hoursFromNow, kit, planBody, roundKit, type Person } from './bidding-test-kit.ts';
import { cssAccounts, cssBids, cssCourses, cssPointLog, cssRounds } from './bidding.tables.ts';

/**
 * The add/drop waitlist through the real paths: a bid on a full course is a waitlist entry that holds
 * its points; a seat given up goes to the first in line (points, then the round's lottery) in the
 * drop's transaction, with its log rows and a notice; the round's clearing leaves the promoted seat
 * alone and the rest lose with no seat. The concurrent case counts seats and points after 200
 * simultaneous requests. PGlite and PostgreSQL.
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

const dropUrl = (id: number, course: string) => `/api/GSMCssPlan/DeleteGSMCsscoursesStudentInfoForSecond?planID=${id}&courseNumber=${course}`;
const account = async (planId: number, p: Person) =>
  (await t.db.select().from(cssAccounts).where(and(eq(cssAccounts.planId, planId), eq(cssAccounts.studentId, p.id))))[0]!;
const logTypes = async (planId: number, p: Person) =>
  (await t.db.select().from(cssPointLog).where(and(eq(cssPointLog.planId, planId), eq(cssPointLog.studentId, p.id))).orderBy(asc(cssPointLog.id)))
    .map((r) => `${r.useType} ${r.points}`);
const bidOf = async (planId: number, p: Person, round: 1 | 2) =>
  (await t.db.select().from(cssBids).where(and(eq(cssBids.planId, planId), eq(cssBids.studentId, p.id), eq(cssBids.round, round))))[0];
const course = async (planId: number, n: string) =>
  (await t.db.select().from(cssCourses).where(and(eq(cssCourses.planId, planId), eq(cssCourses.courseNumber, n))))[0]!;
/** The student's round-2 row of the course, as the add/drop page reads it. */
const pageRow = async (p: Person, planID: number, course: string) =>
  ((await k.get(p.token, `/api/GSMCssPlan/GetCssStudentListSecond?planID=${planID}&pageNo=0`)).data as { data: { courseNumber: string; queue: number | null; remainder: number; selectStatus: number }[] })
    .data.find((r) => r.courseNumber === course)!;
const notices = async (p: Person, kind: string) =>
  ((await k.get(p.token, '/api/notifications?pageSize=50')).data as { data: { kind: string; title: string; titleEn: string; bodyEn: string }[] }).data.filter((n) => n.kind === kind);

/** Round 1 cleared with `winners` in `courseNumber`'s seats, then add/drop opened now. */
async function addDropWithFullCourse(courseNumber: string, seats: number, winners: Person[], extra: [string, number][] = []) {
  const id = await openPlan([[courseNumber, seats], ...extra]);
  for (const [i, w] of winners.entries()) await bid(w, id, courseNumber, 150 + i);
  expect((await next(id)).planState).toBe(4);
  const moved = await t.app.inject({
    method: 'PUT', url: `/api/admin/bidding/plans/${id}`, headers: bearer(staff),
    payload: planBody({ maxCourses: 3, firstBegin: hoursFromNow(-3), firstEnd: hoursFromNow(-2), secondBegin: hoursFromNow(-1), secondEnd: hoursFromNow(24) }),
  });
  expect(moved.json().statusCode).toBe(200);
  await t.app.jobs.runDue();
  return id;
}

describe('add/drop waitlist', () => {
  it('takes a bid on a full course, gives a freed seat to the first in line by points then lottery, with its logs and a notice; the clearing keeps it', async () => {
    const [a, b, w1, w2, w3, x] = await students(6);
    const id = await addDropWithFullCourse('WL', 2, [a!, b!], [['OPEN', 5]]);
    const wl = await course(id, 'WL');
    // Uniform pricing, full course: round 1's price is the lowest winning bid, 150.
    expect(wl).toMatchObject({ wonCount: 2, seatLimit: 2, clearingPriceFirst: 150 });

    await bid(w1!, id, 'WL', 200, 2);
    await bid(w2!, id, 'WL', 300, 2);
    await bid(w3!, id, 'WL', 300, 2);
    await bid(x!, id, 'OPEN', 120, 2);
    // Waitlist entries hold their points like any bid; their log says so. A bid on a course with seats is a plain hold.
    expect(await logTypes(id, w2!)).toEqual(['waitlist 300']);
    expect(await logTypes(id, x!)).toEqual(['hold 120']);
    expect(await account(id, w2!)).toMatchObject({ available: 700, held: 300 });

    // The tie at 300 between w2 and w3 goes by the round's lottery, as its clearing would order it.
    const [seed] = await t.db.select().from(cssRounds).where(and(eq(cssRounds.planId, id), eq(cssRounds.round, 2)));
    const [first, second] = [w2!, w3!].sort((p, q) => Buffer.compare(lotteryKey(seed!.seed, p.id, wl.id), lotteryKey(seed!.seed, q.id, wl.id)));

    expect((await k.del(a!.token, dropUrl(id, 'WL'))).statusCode).toBe(200);
    expect(await bidOf(id, first!, 2)).toMatchObject({ status: 'won', paid: 150 });
    expect((await bidOf(id, first!, 2))!.promotedAt).not.toBeNull();
    expect(await bidOf(id, second!, 2)).toMatchObject({ status: 'live' });
    expect(await course(id, 'WL')).toMatchObject({ wonCount: 2 });
    // Held 300, spent what round 1's winners paid, the rest back: every movement a log row.
    expect(await logTypes(id, first!)).toEqual(['waitlist 300', 'spend 150', 'price-refund 150']);
    expect(await account(id, first!)).toMatchObject({ available: 850, held: 0, spent: 150, usesSpent: 1, usesHeld: 0 });
    await t.app.jobs.runDue(); // the notice's delivery
    const told = await notices(first!, 'bidding.waitlist-promoted');
    expect(told).toHaveLength(1);
    expect(told[0]!.titleEn).toBe('Waitlist seat: WL Course WL');
    expect(told[0]!.bodyEn).toContain('paid the clearing price of 150, so 150 points are back');
    expect(await notices(second!, 'bidding.waitlist-promoted')).toHaveLength(0);
    // The page shows each entry's place in line: the promoted seat no longer counts ahead of w1.
    expect(await pageRow(w1!, id, 'WL')).toMatchObject({ queue: 2, remainder: 0, selectStatus: 1 });
    expect(await pageRow(first!, id, 'WL')).toMatchObject({ selectStatus: 3 });

    // b gives up the other round-1 seat of the still-full course: the next in line takes it.
    expect((await k.del(b!.token, dropUrl(id, 'WL'))).statusCode).toBe(200);
    expect(await bidOf(id, second!, 2)).toMatchObject({ status: 'won', paid: 150 });
    // The promoted student may give the seat up again; the next in line (w1, 200) takes it at 150.
    expect((await k.del(first!.token, dropUrl(id, 'WL'))).statusCode).toBe(200);
    expect(await account(id, first!)).toMatchObject({ available: 1000, held: 0, spent: 0 });
    expect(await bidOf(id, w1!, 2)).toMatchObject({ status: 'won', paid: 150 });
    // Now the course is full with nobody waiting: a, who gave up a seat, joins the waitlist again.
    await bid(a!, id, 'WL', 400, 2);
    expect(await logTypes(id, a!)).toContain('waitlist 400');

    // The round closes: the promoted seats stay won; what still waits loses with no seat and is refunded.
    expect((await next(id)).planState).toBe(7);
    expect(await bidOf(id, second!, 2)).toMatchObject({ status: 'won', paid: 150 });
    expect(await bidOf(id, w1!, 2)).toMatchObject({ status: 'won', paid: 150 });
    expect(await bidOf(id, a!, 2)).toMatchObject({ status: 'lost' });
    expect(await account(id, a!)).toMatchObject({ held: 0, spent: 0, available: 1000 });
    expect(await course(id, 'WL')).toMatchObject({ wonCount: 2 });
    // Staff clear the round again: nothing moves.
    expect((await k.post(staff, `/api/admin/bidding/plans/${id}/clear`, { round: 2 })).data).toEqual({ planState: 7 });
    expect(await course(id, 'WL')).toMatchObject({ wonCount: 2 });
    expect(await bidOf(id, w1!, 2)).toMatchObject({ status: 'won', paid: 150 });
    expect(await account(id, w1!)).toMatchObject({ held: 0, spent: 150, available: 850 });
  });

  it('gives a seat freed on a course that still had seats to nobody: it is one more seat for the clearing', async () => {
    const [a, b, w] = await students(3);
    const id = await addDropWithFullCourse('HALF', 3, [a!, b!]);
    await bid(w!, id, 'HALF', 300, 2);
    expect(await logTypes(id, w!)).toEqual(['hold 300']);
    expect((await k.del(a!.token, dropUrl(id, 'HALF'))).statusCode).toBe(200);
    expect(await bidOf(id, w!, 2)).toMatchObject({ status: 'live', promotedAt: null });
    expect(await course(id, 'HALF')).toMatchObject({ wonCount: 1 });
    expect((await next(id)).planState).toBe(7);
    expect(await bidOf(id, w!, 2)).toMatchObject({ status: 'won', promotedAt: null });
  });

  it('holds under concurrent drops, bids and withdrawals: seats never above the limit, the seats go to the top of the line, every account balances', async () => {
    const seats = 20;
    const people = await students(seats + 100 + 140);
    const winners = people.slice(0, seats);
    const waiting = people.slice(seats, seats + 100);
    const late = people.slice(seats + 100);
    const id = await addDropWithFullCourse('CC', seats, winners);
    // 100 entries at distinct points 440..341: the line's order is known.
    for (const [i, p] of waiting.entries()) await bid(p, id, 'CC', 440 - i, 2);
    // 200 at once: the 20 seats given up, 140 lower bids (300..161) joining, and entries 20..59 withdrawn.
    const withdrawn = waiting.slice(20, 60);
    const requests = [
      ...winners.map((p) => k.del(p.token, dropUrl(id, 'CC'))),
      ...late.map((p, i) => k.post(p.token, '/api/GSMCssPlan/PostSecondCourses', { planID: id, courseNumber: 'CC', point: 300 - i })),
      ...withdrawn.map((p) => k.del(p.token, dropUrl(id, 'CC'))),
    ];
    const answers = await Promise.all(requests);
    expect(answers.map((r) => r.statusCode)).toEqual(requests.map(() => 200));

    expect(await course(id, 'CC')).toMatchObject({ wonCount: seats });
    const won = rowsOf<{ student_id: number }>(await t.db.execute(sql`
      select student_id from css_bids where plan_id = ${id} and course_id = (select id from css_courses where plan_id = ${id} and course_number = 'CC')
        and round = 2 and status = 'won' order by student_id`)).map((r) => r.student_id);
    expect(won).toEqual(waiting.slice(0, seats).map((p) => p.id).sort((x, y) => x - y));
    const bad = rowsOf<{ n: number }>(await t.db.execute(sql`
      select count(*)::int as n from css_accounts a where a.plan_id = ${id} and (a.held <> coalesce((select sum(points) from css_bids b
        where b.plan_id = a.plan_id and b.student_id = a.student_id and b.status = 'live'), 0) or a.available + a.held + a.spent <> a.budget)`));
    expect(bad[0]!.n).toBe(0);
    const promotedNotices = rowsOf<{ n: number }>(await t.db.execute(sql`
      select count(*)::int as n from notification_events where kind = 'bidding.waitlist-promoted' and event_key like 'bidding.waitlist-promoted:%'
        and event_key in (select 'bidding.waitlist-promoted:' || id from css_bids where plan_id = ${id})`));
    expect(promotedNotices[0]!.n).toBe(seats);
  }, 120_000);
});
