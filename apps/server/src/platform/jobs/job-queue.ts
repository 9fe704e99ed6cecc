import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { jobs } from './jobs.tables.ts';

export { JobRunner, type JobContext, type JobHandler, type JobRunnerOptions, type RunnerHealth } from './job-runner.ts';

const whileRunning = (keep: unknown, otherwise: unknown) =>
  sql`case when ${jobs.state} = 'running' then ${keep} else ${otherwise} end`;

/**
 * Schedules the job of a key, or moves it: a finished job is scheduled afresh. A running job keeps
 * its lease and runner; the bumped generation makes that runner leave it pending at the new time
 * instead of done, so the move is not lost.
 */
export async function scheduleJob(db: Queryable, kind: string, key: string, runAt: Date, payload: Record<string, unknown> = {}): Promise<void> {
  await db.insert(jobs).values({ kind, key, payload, runAt }).onConflictDoUpdate({
    target: jobs.key,
    set: {
      kind, payload, runAt,
      generation: sql`${jobs.generation} + 1`,
      state: whileRunning(sql`'running'`, sql`'pending'`),
      attempts: whileRunning(jobs.attempts, sql`0`),
      lockedUntil: whileRunning(jobs.lockedUntil, null),
      lockToken: whileRunning(jobs.lockToken, null),
      lastError: whileRunning(jobs.lastError, null),
      finishedAt: null,
    },
  });
}

/**
 * Cancels the job of a key. A pending job is deleted; a running one is left to finish, with no next
 * time, so its runner marks it done instead of running it again.
 */
export async function cancelJob(db: Queryable, key: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.key, key), eq(jobs.state, 'pending')));
  await db.update(jobs).set({ runAt: null, generation: sql`${jobs.generation} + 1` })
    .where(and(eq(jobs.key, key), eq(jobs.state, 'running')));
}
