import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { cancelJob, JobRunner, scheduleJob } from './job-queue.ts';
import { jobs } from './jobs.tables.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const rowOf = async (key: string) => (await t.db.select().from(jobs).where(eq(jobs.key, key)))[0];
const past = () => new Date(Date.now() - 1000);
const inAnHour = () => new Date(Date.now() + 3600_000);

describe('durable job queue', () => {
  it('runs a due job once, leaves a future one, and moves a job when scheduled again', async () => {
    const seen: unknown[] = [];
    const runner = new JobRunner(t.db);
    runner.register('test.echo', async (payload) => { seen.push(payload.n); });
    await scheduleJob(t.db, 'test.echo', 'echo:1', past(), { n: 1 });
    await scheduleJob(t.db, 'test.echo', 'echo:2', inAnHour(), { n: 2 });
    await runner.runDue();
    await runner.runDue();
    expect(seen).toEqual([1]);
    await scheduleJob(t.db, 'test.echo', 'echo:2', past(), { n: 2 });
    await runner.runDue();
    expect(seen).toEqual([1, 2]);
    expect(await rowOf('echo:2')).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('survives a runner that died: another runner takes the job once its lease has ended', async () => {
    await scheduleJob(t.db, 'test.crash', 'crash:1', past());
    // A runner claimed it and died (state running, lease already over).
    await t.db.update(jobs).set({ state: 'running', lockedUntil: past(), attempts: 1 }).where(eq(jobs.key, 'crash:1'));
    const ran: string[] = [];
    const next = new JobRunner(t.db);
    next.register('test.crash', async () => { ran.push('again'); });
    await next.runDue();
    expect(ran).toEqual(['again']);
  });

  it('retries a failing job later and records the error', async () => {
    const runner = new JobRunner(t.db);
    let calls = 0;
    runner.register('test.flaky', async () => { calls += 1; throw new Error('database away'); });
    await scheduleJob(t.db, 'test.flaky', 'flaky:1', past());
    await runner.runDue();
    const row = await rowOf('flaky:1');
    expect(calls).toBe(1);
    expect(row).toMatchObject({ state: 'pending', lastError: 'database away' });
    expect(row!.runAt!.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('scheduling a job while it runs (a plan window moved during its job)', () => {
  it('keeps the new time: the job is pending at it after the run, and runs then', async () => {
    const seen: unknown[] = [];
    const moveTo = inAnHour();
    const runner = new JobRunner(t.db);
    runner.register('test.move', async (payload, db) => {
      seen.push(payload.n);
      if (payload.n === 1) await scheduleJob(db, 'test.move', 'move:1', moveTo, { n: 2 });
    });
    await scheduleJob(t.db, 'test.move', 'move:1', past(), { n: 1 });
    await runner.runDue();
    expect(seen).toEqual([1]);
    const row = await rowOf('move:1');
    expect(row).toMatchObject({ state: 'pending', attempts: 0, payload: { n: 2 }, lockedUntil: null, finishedAt: null });
    expect(row!.runAt!.getTime()).toBe(moveTo.getTime());

    // The new time comes (moved to now here): the job runs with the new payload.
    await t.db.update(jobs).set({ runAt: past() }).where(eq(jobs.key, 'move:1'));
    await runner.runDue();
    expect(seen).toEqual([1, 2]);
    expect(await rowOf('move:1')).toMatchObject({ state: 'done' });
  });

  it('runs again in the same pass when moved to a time already due', async () => {
    const seen: unknown[] = [];
    const runner = new JobRunner(t.db);
    runner.register('test.again', async (payload, db) => {
      seen.push(payload.n);
      if (payload.n === 1) await scheduleJob(db, 'test.again', 'again:1', past(), { n: 2 });
    });
    await scheduleJob(t.db, 'test.again', 'again:1', past(), { n: 1 });
    await runner.runDue();
    expect(seen).toEqual([1, 2]);
  });

  it('keeps a move made while a failing run is under way, at the new time with fresh attempts', async () => {
    const moveTo = inAnHour();
    const runner = new JobRunner(t.db);
    runner.register('test.movefail', async (_payload, db) => {
      await scheduleJob(db, 'test.movefail', 'movefail:1', moveTo);
      throw new Error('broke after the move');
    });
    await scheduleJob(t.db, 'test.movefail', 'movefail:1', past());
    await runner.runDue();
    const row = await rowOf('movefail:1');
    expect(row).toMatchObject({ state: 'pending', attempts: 0, lastError: 'broke after the move' });
    expect(row!.runAt!.getTime()).toBe(moveTo.getTime());
  });

  it('does not run again a job cancelled during its run, even one moved first', async () => {
    let calls = 0;
    const runner = new JobRunner(t.db);
    runner.register('test.cancel', async (_payload, db) => {
      calls += 1;
      await scheduleJob(db, 'test.cancel', 'cancel:1', past());
      await cancelJob(db, 'cancel:1');
    });
    await scheduleJob(t.db, 'test.cancel', 'cancel:1', past());
    await runner.runDue();
    expect(calls).toBe(1);
    expect(await rowOf('cancel:1')).toMatchObject({ state: 'done', runAt: null });

    // Scheduled afresh later, it runs again.
    await scheduleJob(t.db, 'test.cancel', 'cancel:1', past());
    runner.register('test.cancel', async () => { calls += 1; });
    await runner.runDue();
    expect(calls).toBe(2);
  });
});
