import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { JobRunner, scheduleJob } from './job-queue.ts';
import { jobs } from './jobs.tables.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

describe('durable job queue', () => {
  it('runs a due job once, leaves a future one, and moves a job when scheduled again', async () => {
    const seen: unknown[] = [];
    const runner = new JobRunner(t.db);
    runner.register('test.echo', async (payload) => { seen.push(payload.n); });
    await scheduleJob(t.db, 'test.echo', 'echo:1', new Date(Date.now() - 1000), { n: 1 });
    await scheduleJob(t.db, 'test.echo', 'echo:2', new Date(Date.now() + 3600_000), { n: 2 });
    await runner.runDue();
    await runner.runDue();
    expect(seen).toEqual([1]);
    await scheduleJob(t.db, 'test.echo', 'echo:2', new Date(Date.now() - 1000), { n: 2 });
    await runner.runDue();
    expect(seen).toEqual([1, 2]);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.key, 'echo:2'));
    expect(row).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('survives a runner that died: another runner takes the job once its lease has ended', async () => {
    await scheduleJob(t.db, 'test.crash', 'crash:1', new Date(Date.now() - 1000));
    // A runner claimed it and died (state running, lease already over).
    await t.db.update(jobs).set({ state: 'running', lockedUntil: new Date(Date.now() - 1000), attempts: 1 }).where(eq(jobs.key, 'crash:1'));
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
    await scheduleJob(t.db, 'test.flaky', 'flaky:1', new Date(Date.now() - 1000));
    await runner.runDue();
    const [row] = await t.db.select().from(jobs).where(eq(jobs.key, 'flaky:1'));
    expect(calls).toBe(1);
    expect(row).toMatchObject({ state: 'pending', lastError: 'database away' });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});
