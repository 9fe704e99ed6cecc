import { and, eq } from 'drizzle-orm';
import { PlanState } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/platform.tables.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { cssPlans } from '../bidding/bidding.tables.ts';
import { planWins } from '../bidding/index.ts';
import { enrolBiddingWins, runBiddingWinsJob } from './teaching-bidding-wins.ts';
import { enrolStudents } from './teaching-enrolments.repo.ts';
import { currentTermKey, makeStartClass, makeStudents } from './teaching-test-kit.ts';
import { enrolments, startClasses, teachingCourses } from './teaching.tables.ts';

/** Enrolments: the seat count holds under concurrent writes; bidding wins become enrolments once. */
describe('enrolments', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  it('never fills a class beyond its capacity, however many enrol at once', async () => {
    const klass = await makeStartClass(t.db, { term: await currentTermKey(t.db), pageType: 'mba', capacity: 5 });
    const students = await makeStudents(t.db, 'mba', 12);
    const results = await Promise.allSettled(students.map((s) => t.db.transaction((tx) => enrolStudents(tx, klass.id, [{ id: s.id }]))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const [row] = await t.db.select().from(startClasses).where(eq(startClasses.id, klass.id));
    expect(row!.enrolled).toBe(5);
    expect(await t.db.$count(enrolments, eq(enrolments.startClassId, klass.id))).toBe(5);
  });

  it('enrols a student once per course and term, and counts only new seats', async () => {
    const klass = await makeStartClass(t.db, { term: await currentTermKey(t.db), pageType: 'mba', capacity: 5 });
    const [s] = await makeStudents(t.db, 'mba', 1);
    expect((await t.db.transaction((tx) => enrolStudents(tx, klass.id, [{ id: s!.id }]))).size).toBe(1);
    expect((await t.db.transaction((tx) => enrolStudents(tx, klass.id, [{ id: s!.id }]))).size).toBe(0);
    expect((await t.db.select().from(startClasses).where(eq(startClasses.id, klass.id)))[0]!.enrolled).toBe(1);
  });

  it('turns the final wins of a bidding plan into enrolments, once; open plans wait', async () => {
    const [published] = await t.db.select().from(cssPlans).where(and(eq(cssPlans.pageType, 'mba'), eq(cssPlans.planState, PlanState.secondPublished)));
    const [open] = await t.db.select().from(cssPlans).where(and(eq(cssPlans.pageType, 'mba'), eq(cssPlans.planState, PlanState.firstOpen)));
    const wins = (await planWins(t.db, published!.id))!;
    expect(wins.final).toBe(true);
    const winners = wins.courses.reduce((n, c) => n + c.studentIds.length, 0);
    expect(winners).toBeGreaterThan(0);
    const made = await t.db.transaction((tx) => enrolBiddingWins(tx, wins));
    // Winners already in the course this term (the demo's own classes) keep that one enrolment.
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThanOrEqual(winners);
    await runBiddingWinsJob({ planId: published!.id }, t.db);
    expect(await t.db.$count(enrolments, eq(enrolments.source, 'bidding'))).toBe(made);
    for (const c of wins.courses) {
      const [course] = await t.db.select().from(teachingCourses).where(eq(teachingCourses.courseNumber, c.courseNumber));
      const rows = await t.db.select().from(enrolments).where(and(eq(enrolments.courseId, course!.id), eq(enrolments.schoolYear, wins.schoolYear), eq(enrolments.term, wins.term)));
      expect(c.studentIds.every((id) => rows.some((r) => r.studentId === id)), c.courseNumber).toBe(true);
    }

    const [mba01] = await t.db.select().from(users).where(eq(users.username, 'mba01'));
    const mine = await t.db.select({ number: teachingCourses.courseNumber, klass: startClasses }).from(enrolments)
      .innerJoin(startClasses, eq(startClasses.id, enrolments.startClassId)).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId))
      .where(and(eq(enrolments.studentId, mba01!.id), eq(enrolments.source, 'bidding')));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((m) => m.klass.cssPlanId === published!.id && m.klass.schoolYear === wins.schoolYear && m.klass.term === wins.term)).toBe(true);

    expect(await t.db.transaction(async (tx) => enrolBiddingWins(tx, (await planWins(tx, open!.id))!))).toBe(0);
  });

  it('schedules the enrolment job when a plan publishes its round-2 result, in the same transaction', async () => {
    const [addDrop] = await t.db.select().from(cssPlans).where(and(eq(cssPlans.pageType, 'mba'), eq(cssPlans.planState, PlanState.secondOpen)));
    const key = `teaching.bidding-wins:${addDrop!.id}`;
    expect(await t.db.$count(jobs, eq(jobs.key, key))).toBe(0);
    const { token } = await t.login('courseadmin');
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/bidding/plans/${addDrop!.id}/move`, headers: bearer(token), payload: { action: 'next' } });
    expect(res.json(), res.body).toMatchObject({ statusCode: 200 });
    expect((await t.db.select().from(cssPlans).where(eq(cssPlans.id, addDrop!.id)))[0]!.planState).toBe(PlanState.secondPublished);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.key, key));
    expect(job).toMatchObject({ kind: 'teaching.bidding-wins', payload: { planId: addDrop!.id } });
  });
});
