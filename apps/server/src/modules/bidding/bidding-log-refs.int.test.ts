import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { clearRound } from './bidding-clearing.repo.ts';
import { roundKit } from './bidding-test-kit.ts';
import { cssAccounts, cssCourses, cssMaxUseLog, cssPointLog } from './bidding.tables.ts';

/**
 * The logs' references are checked per statement by triggers (bidding.functions.sql, 'Log
 * references') instead of foreign keys: a row of an account or course that does not exist is
 * refused, an account's rows go with it, a deleted course leaves its rows without a course.
 */
let t: TestApp;
let staff: string;
const r = roundKit(() => ({ t, staff }));
beforeAll(async () => { t = await startTestApp(); staff = (await t.login('courseadmin')).token; });
afterAll(async () => { await t.close(); });

const sqlState = async (p: Promise<unknown>) => {
  try { await p; return 'ok'; } catch (e) { const c = (e as { cause?: { code?: string }; code?: string }); return c.cause?.code ?? c.code ?? String(e); }
};

describe('the points and max-use logs reference their account and course', () => {
  it('refuses rows of an account or a course that does not exist, in a multi-row statement too', async () => {
    const planId = await r.openPlan([['LR1', 2]]);
    const [student] = await r.students(1);
    await r.bid(student!, planId, 'LR1', 150);
    const [course] = await t.db.select().from(cssCourses).where(and(eq(cssCourses.planId, planId), eq(cssCourses.courseNumber, 'LR1')));
    const good = { planId, studentId: student!.id, courseId: course!.id, useType: 'hold', points: 1, totalAfter: 1 };
    const [other] = await freshStudents(t.db, 1, { studyEntranceYear: 2025 });
    expect(await sqlState(t.db.insert(cssPointLog).values([good, { ...good, studentId: other!.id }]))).toBe('23503');
    expect(await sqlState(t.db.insert(cssPointLog).values([good, { ...good, courseId: 2_000_000_000 }]))).toBe('23503');
    expect(await sqlState(t.db.insert(cssMaxUseLog).values({ planId, studentId: other!.id, courseId: null, useType: 'hold', delta: 1, totalAfter: 1 }))).toBe('23503');
    expect(await sqlState(t.db.update(cssMaxUseLog).set({ courseId: 2_000_000_000 }).where(eq(cssMaxUseLog.planId, planId)))).toBe('23503');
    // Nothing of a refused statement was written: the bid's own hold rows only.
    expect(await t.db.select().from(cssPointLog).where(eq(cssPointLog.planId, planId))).toHaveLength(1);
    expect(await sqlState(t.db.insert(cssPointLog).values([good, { ...good, courseId: null }]))).toBe('ok');
  });

  it('deletes an account\'s rows with it and keeps a deleted course\'s rows without their course', async () => {
    const planId = await r.openPlan([['LR2', 2], ['LR3', 2]]);
    const [a, b] = await r.students(2);
    await r.bid(a!, planId, 'LR2', 150);
    await r.bid(a!, planId, 'LR3', 150);
    await r.bid(b!, planId, 'LR3', 150);
    const count = async (table: typeof cssPointLog | typeof cssMaxUseLog, studentId: number) =>
      (await t.db.select().from(table).where(and(eq(table.planId, planId), eq(table.studentId, studentId)))).length;
    // A course deleted by the database (the staff console refuses a course with bids).
    const [lr2] = await t.db.select().from(cssCourses).where(and(eq(cssCourses.planId, planId), eq(cssCourses.courseNumber, 'LR2')));
    await t.db.execute(sql`delete from css_bids where course_id = ${lr2!.id}`);
    await t.db.delete(cssCourses).where(eq(cssCourses.id, lr2!.id));
    const aRows = await t.db.select().from(cssPointLog).where(and(eq(cssPointLog.planId, planId), eq(cssPointLog.studentId, a!.id)));
    expect(aRows.map((x) => x.courseId === null).sort()).toEqual([false, true]);
    await t.db.execute(sql`delete from css_bids where plan_id = ${planId} and student_id = ${a!.id}`);
    await t.db.delete(cssAccounts).where(and(eq(cssAccounts.planId, planId), eq(cssAccounts.studentId, a!.id)));
    expect([await count(cssPointLog, a!.id), await count(cssMaxUseLog, a!.id)]).toEqual([0, 0]);
    expect([await count(cssPointLog, b!.id), await count(cssMaxUseLog, b!.id)]).toEqual([1, 1]);
  });

  it('checks again right after the clearing, which skips the check for its own statement only', async () => {
    const planId = await r.openPlan([['LR4', 1]]);
    const [a, b] = await r.students(2);
    await r.bid(a!, planId, 'LR4', 150);
    await r.bid(b!, planId, 'LR4', 160);
    const [other] = await freshStudents(t.db, 1, { studyEntranceYear: 2025 });
    const state = await sqlState(t.db.transaction(async (tx) => {
      await clearRound(tx, planId, 1);
      await tx.insert(cssPointLog).values({ planId, studentId: other!.id, courseId: null, useType: 'hold', points: 1, totalAfter: 1 });
    }));
    expect(state).toBe('23503');
  });
});
