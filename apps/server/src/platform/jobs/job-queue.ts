import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.ts';
import { jobs } from './jobs.tables.ts';

export type JobHandler = (payload: Record<string, unknown>, db: Db) => Promise<void>;
interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

const LEASE_S = 120;
const MAX_ATTEMPTS = 8;

/** Schedules (or reschedules) the job of a key; a job that already ran is scheduled afresh. */
export async function scheduleJob(db: Queryable, kind: string, key: string, runAt: Date, payload: Record<string, unknown> = {}): Promise<void> {
  await db.insert(jobs).values({ kind, key, payload, runAt }).onConflictDoUpdate({
    target: jobs.key,
    set: { kind, payload, runAt, state: 'pending', attempts: 0, lastError: null, finishedAt: null, lockedUntil: null },
    // A running job keeps its lease; it will see the new times when it reads the database.
    setWhere: sql`${jobs.state} <> 'running'`,
  });
}

export async function cancelJob(db: Queryable, key: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.key, key), eq(jobs.state, 'pending')));
}

/**
 * Runs due jobs. Handlers must be idempotent: a job whose runner died is taken again once its lease
 * ends, and a failed job is retried with a growing delay.
 */
export class JobRunner {
  private readonly db: Db;
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(db: Db) {
    this.db = db;
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  private async claim(): Promise<ClaimedJob | undefined> {
    const result = await this.db.execute(sql`
      update ${jobs} set state = 'running', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LEASE_S})
      where id = (
        select id from ${jobs}
        where (state = 'pending' and run_at <= now()) or (state = 'running' and locked_until < now())
        order by run_at limit 1 for update skip locked
      )
      returning id, kind, payload, attempts`);
    const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
    return row ? { id: Number(row.id), kind: String(row.kind), payload: (row.payload ?? {}) as Record<string, unknown>, attempts: Number(row.attempts) } : undefined;
  }

  /** Runs every job due now; returns how many ran. */
  async runDue(limit = 100): Promise<number> {
    let ran = 0;
    for (; ran < limit; ran += 1) {
      const job = await this.claim();
      if (!job) break;
      const handler = this.handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`no handler for ${job.kind}`);
        await handler(job.payload, this.db);
        await this.db.update(jobs).set({ state: 'done', finishedAt: new Date(), lockedUntil: null }).where(eq(jobs.id, job.id));
      } catch (err) {
        const failed = job.attempts >= MAX_ATTEMPTS;
        await this.db.update(jobs).set({
          state: failed ? 'failed' : 'pending',
          lastError: err instanceof Error ? err.message.slice(0, 2000) : String(err),
          runAt: new Date(Date.now() + 2 ** Math.min(job.attempts, 10) * 1000),
          lockedUntil: null,
        }).where(eq(jobs.id, job.id));
      }
    }
    return ran;
  }

  start(intervalMs = 1000): void {
    if (this.timer) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.runDue().then(() => undefined, () => undefined).finally(() => { this.running = null; });
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
