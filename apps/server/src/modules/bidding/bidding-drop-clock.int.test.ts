import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dbNow } from '../../platform/time/db-clock.ts';
import { databaseFollowsNodeClock, pinNodeClock, releaseNodeClock } from '../../test/clocks.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { kit } from './bidding-test-kit.ts';
import { cssBids, cssCourses, cssPlans } from './bidding.tables.ts';

/** The drop window is judged like the bid window: on the database clock, begin inclusive, end exclusive. */
let t: TestApp;
let k: ReturnType<typeof kit>;
let mba: string;
let plan: number;
let course: string;
beforeAll(async () => {
  t = await startTestApp();
  k = kit(t);
  mba = (await t.login('mba01')).token;
  plan = await k.planId('mba', 2);
  // A seeded live bid of mba01 in the open first round, to drop.
  const [live] = await t.db.select({ number: cssCourses.courseNumber }).from(cssBids).innerJoin(cssCourses, eq(cssCourses.id, cssBids.courseId))
    .where(and(eq(cssBids.planId, plan), eq(cssBids.studentId, await k.userId('mba01')), eq(cssBids.status, 'live')));
  course = live!.number;
});
afterAll(async () => { await t.close(); });
afterEach(() => { releaseNodeClock(); });
const HOUR = 3600_000;
const YEAR = 365 * 24 * HOUR;

const setFirstRound = (begin: Date, end: Date) => t.db.update(cssPlans).set({ firstBegin: begin, firstEnd: end }).where(eq(cssPlans.id, plan));
const drop = () => k.del(mba, `/api/GSMCssPlan/DeleteGSMCsscoursesStudentInfo?planID=${plan}&courseNumber=${course}`);

describe.runIf(databaseFollowsNodeClock)('the drop window at its boundary instants', () => {
  it('is closed at its end instant and open at its begin instant', async () => {
    const at = await dbNow(t.db);
    pinNodeClock(at);
    await setFirstRound(new Date(at.getTime() - HOUR), at);
    expect((await drop()).message).toBe('-110');
    await setFirstRound(at, new Date(at.getTime() + HOUR));
    const dropped = await drop();
    expect(dropped.statusCode, JSON.stringify(dropped)).toBe(200);
  });
});

describe.skipIf(databaseFollowsNodeClock)('the drop window on the database clock', () => {
  it('refuses when only Node\'s clock is inside the window, and drops when the database\'s is', async () => {
    const now = await dbNow(t.db);
    pinNodeClock(new Date(now.getTime() - YEAR));
    await setFirstRound(new Date(now.getTime() - YEAR - HOUR), new Date(now.getTime() - YEAR + HOUR));
    expect((await drop()).message).toBe('-110');
    await setFirstRound(new Date(now.getTime() - HOUR), new Date(now.getTime() + HOUR));
    const dropped = await drop();
    expect(dropped.statusCode, JSON.stringify(dropped)).toBe(200);
  });
});
