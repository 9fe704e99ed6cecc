import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { databaseFollowsNodeClock, pinNodeClock, releaseNodeClock } from '../../test/clocks.ts';
import { demoStudent } from '../../test/demo-students.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { kit } from './bidding-test-kit.ts';
import { advancePlan } from './bidding-states.ts';
import { cssPlans } from './bidding.tables.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => { t = await startTestApp(); k = kit(t); });
afterAll(async () => { await t.close(); });

const HOUR = 3600_000;
const at = (h: number) => new Date(Date.now() + h * HOUR);

describe('plan states move by themselves', () => {
  it('schedules one job per window and walks the plan through both clearings as time passes', async () => {
    const staff = (await t.login('courseadmin')).token;
    const student = (await t.login('mba01')).token;
    const { studyEntranceYear } = await demoStudent(t, 'mba01');
    const { id } = (await k.post(staff, '/api/admin/bidding/plans', {
      planName: 'timed', pageType: 'mba', entranceYears: [studyEntranceYear], schoolYear: '2026-2027', term: 1,
      firstBegin: at(-1).toISOString(), firstEnd: at(1).toISOString(), secondBegin: at(2).toISOString(), secondEnd: at(3).toISOString(),
      pointsBudget: 500, studentPersonalPoint: 100, studentPersonalPointMax: 300, maxCourses: 2, published: true,
    })).data as { id: number };
    await k.post(staff, `/api/admin/bidding/plans/${id}/courses`, { courseNumber: 'X1', courseNameCN: 'X1', courseNameEN: 'X1', courseType: 12, teacher: 'T', credit: 1, seatLimit: 1 });
    const planned = await t.db.select().from(jobs);
    expect(planned.filter((j) => j.key.startsWith(`bidding:plan:${id}:`))).toHaveLength(4);

    await t.app.jobs.runDue();
    expect((await t.db.select().from(cssPlans).where(eq(cssPlans.id, id)))[0]!.planState).toBe(2);
    expect((await k.post(student, '/api/GSMCssPlan/PostFristCourses', { planID: id, courseNumber: 'X1', point: 150 })).statusCode).toBe(200);

    // The clock passes firstEnd: the job (run late, or twice) clears round 1 and publishes.
    expect(await advancePlan(t.db, id, at(1.5))).toBe(4);
    expect(await advancePlan(t.db, id, at(1.5))).toBe(4);
    const won = (await k.get(student, `/api/GSMCssPlan/GetCssStudentListFirst?planID=${id}&pageNo=0`)).data as { data: { selectStatus: number; clearingPrice: number }[] };
    expect(won.data[0]).toMatchObject({ selectStatus: 3, clearingPrice: 150 });
    expect(await advancePlan(t.db, id, at(2.5))).toBe(5);
    expect(await advancePlan(t.db, id, at(4))).toBe(7);
  });

  it('leaves unpublished plans alone', async () => {
    const [plan] = await t.db.insert(cssPlans).values({
      planName: 'draft', pageType: 'mba', schoolYear: '2026-2027', term: 1, firstBegin: at(-3), firstEnd: at(-2), secondBegin: at(-1.5), secondEnd: at(-1),
      pointsBudget: 100, minPoint: 10, maxPoint: 50, maxCourses: 1, published: false,
    }).returning();
    expect(await advancePlan(t.db, plan!.id)).toBeNull();
  });
});

// PostgreSQL keeps its own clock: with Node's a year behind, only a rule on the database's clock opens the round.
describe.skipIf(databaseFollowsNodeClock)('plan states on the database clock', () => {
  it('opens the first round when the database says its window has begun, whatever Node\'s clock says', async () => {
    const now = await dbNow(t.db);
    const [plan] = await t.db.insert(cssPlans).values({
      planName: 'db clock', pageType: 'mba', schoolYear: '2026-2027', term: 1,
      firstBegin: new Date(now.getTime() - HOUR), firstEnd: new Date(now.getTime() + HOUR),
      secondBegin: new Date(now.getTime() + 2 * HOUR), secondEnd: new Date(now.getTime() + 3 * HOUR),
      pointsBudget: 100, minPoint: 10, maxPoint: 50, maxCourses: 1, published: true,
    }).returning();
    pinNodeClock(new Date(now.getTime() - 365 * 24 * HOUR));
    try {
      expect(await advancePlan(t.db, plan!.id)).toBe(2);
    } finally {
      releaseNodeClock();
    }
  });
});
