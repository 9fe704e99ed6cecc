import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from './jobs.tables.ts';

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  /** The generation the run belongs to; a different one at the end means the job was moved. */
  generation: number;
  token: string;
}

const secs = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;
const heldBy = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.lockToken, job.token));
const moved = (job: ClaimedJob) => sql`${jobs.generation} <> ${job.generation}`;

/**
 * Takes the earliest due job of one of `kinds`: pending, or running under a lease that ended (its
 * runner died). SKIP LOCKED lets several runners claim side by side without taking one job twice.
 */
export async function claimJob(db: Db, kinds: string[], leaseMs: number, token: string): Promise<ClaimedJob | undefined> {
  const [row] = await db.update(jobs).set({
    state: 'running',
    attempts: sql`${jobs.attempts} + 1`,
    lockedUntil: sql`now() + ${secs(leaseMs)}`,
    lockToken: token,
  }).where(eq(jobs.id, sql`(
    select id from ${jobs}
    where run_at <= now() and ${inArray(jobs.kind, kinds)}
      and (state = 'pending' or (state = 'running' and locked_until < now()))
    order by run_at limit 1 for update skip locked)`))
    .returning({ id: jobs.id, kind: jobs.kind, key: jobs.key, payload: jobs.payload, attempts: jobs.attempts, generation: jobs.generation });
  return row ? { ...row, payload: (row.payload ?? {}) as Record<string, unknown>, token } : undefined;
}

/** Extends the lease of a job still held by this run; false when the lease was lost. */
export async function renewLease(db: Db, job: ClaimedJob, leaseMs: number): Promise<boolean> {
  const rows = await db.update(jobs).set({ lockedUntil: sql`now() + ${secs(leaseMs)}` }).where(heldBy(job)).returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Ends a successful run: done, or pending again at the new time when the job was scheduled again
 * during the run, or done without another run when it was cancelled during the run (run_at null).
 */
export async function completeJob(db: Db, job: ClaimedJob): Promise<void> {
  const again = sql`${moved(job)} and ${jobs.runAt} is not null`;
  await db.update(jobs).set({
    state: sql`case when ${again} then 'pending' else 'done' end`,
    attempts: sql`case when ${again} then 0 else ${jobs.attempts} end`,
    finishedAt: sql`case when ${again} then null else now() end`,
    lastError: null,
    lockedUntil: null,
    lockToken: null,
  }).where(heldBy(job));
}

/**
 * Ends a failed run: retried after a growing delay until `maxAttempts`, then failed. A job moved
 * during the run starts afresh at its new time; one cancelled during the run is not retried.
 */
export async function failJob(db: Db, job: ClaimedJob, error: string, maxAttempts: number): Promise<void> {
  const again = sql`${moved(job)} and ${jobs.runAt} is not null`;
  const retry = sql`not ${moved(job)} and ${jobs.attempts} < ${maxAttempts}`;
  const backoffMs = 2 ** Math.min(job.attempts, 10) * 1000;
  await db.update(jobs).set({
    state: sql`case when ${again} or ${retry} then 'pending' else 'failed' end`,
    runAt: sql`case when ${retry} then now() + ${secs(backoffMs)} else ${jobs.runAt} end`,
    attempts: sql`case when ${again} then 0 else ${jobs.attempts} end`,
    finishedAt: sql`case when ${again} or ${retry} then null else now() end`,
    lastError: error.slice(0, 2000),
    lockedUntil: null,
    lockToken: null,
  }).where(heldBy(job));
}

/**
 * Deletes finished and failed rows older than the retention, and cancelled rows whose runner died
 * mid-run (running, no next time, lease over). Returns how many went.
 */
export async function purgeJobs(db: Db, retentionMs: number): Promise<number> {
  const rows = await db.delete(jobs).where(sql`
    (${jobs.state} in ('done', 'failed') and coalesce(${jobs.finishedAt}, ${jobs.runAt}) < now() - ${secs(retentionMs)})
    or (${jobs.state} = 'running' and ${jobs.runAt} is null and ${jobs.lockedUntil} < now())`).returning({ id: jobs.id });
  return rows.length;
}
