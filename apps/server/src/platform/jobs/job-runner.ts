import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { claimJob, completeJob, failJob, purgeJobs, renewLease, type ClaimedJob } from './jobs.repo.ts';

export interface JobContext {
  /** Aborted when this run lost its lease (another runner took the job over, or it was deleted). */
  signal: AbortSignal;
  /** This run's number, 1 for the first; a retry counts up. */
  attempt: number;
  /** No retry follows a failure of this run: a handler that records failures does it now. */
  lastAttempt: boolean;
}
export type JobHandler = (payload: Record<string, unknown>, db: Db, ctx: JobContext) => Promise<void>;

export interface JobRunnerOptions {
  /** How long a claim holds without renewal; a heartbeat renews it every third of this while a handler runs. */
  leaseMs?: number;
  /** Jobs running at once in this runner, all kinds together (each also holds a pool connection at times). */
  maxConcurrent?: number;
  maxAttempts?: number;
  /** Done and failed rows older than this are deleted by the runner. */
  retentionMs?: number;
  purgeEveryMs?: number;
  /** Where errors of the runner itself go (a handler's error is recorded on its row). */
  onError?: (err: unknown) => void;
}

interface Registration {
  handler: JobHandler;
  /** Jobs of this kind running at once in this runner. */
  concurrency: number;
  /** The kind sends e-mail: its due jobs are the mail outbox of the metrics. */
  mail: boolean;
}

/** What the readiness check asks of a runner: whether it was started and when a poll last went through. */
export interface RunnerHealth {
  started: boolean;
  /** `Date.now()` of the last pass that reached the database (claimed or found nothing), 0 before one. */
  lastPollAt: number;
  intervalMs: number;
}

const DAY_MS = 86_400_000;

/**
 * Runs due jobs. Handlers must be idempotent: a job whose runner died is taken again once its lease
 * ends, and a failed job is retried with a growing delay. Each kind has its own slots, so a slow kind
 * never holds back another; README.md beside this file gives the whole design.
 */
export class JobRunner {
  private readonly db: Db;
  private readonly opts: Required<JobRunnerOptions>;
  private readonly kinds = new Map<string, Registration>();
  private readonly busy = new Map<string, number>();
  private readonly active = new Set<Promise<void>>();
  /** One claiming loop at a time per runner; ticks and runDue queue behind it. */
  private claiming: Promise<unknown> = Promise.resolve();
  private lastPurge = 0;
  private timer: NodeJS.Timeout | null = null;
  private intervalMs = 1000;
  private lastPollAt = 0;
  /** Set while stop() waits, so a claiming loop under way takes no more jobs. */
  private stopping = false;

  constructor(db: Db, opts: JobRunnerOptions = {}) {
    this.db = db;
    this.opts = {
      leaseMs: 120_000, maxConcurrent: 8, maxAttempts: 8, retentionMs: 7 * DAY_MS, purgeEveryMs: 3_600_000,
      onError: (err) => { console.error('job runner:', err); },
      ...opts,
    };
  }

  register(kind: string, handler: JobHandler, opts: { concurrency?: number; mail?: boolean } = {}): void {
    this.kinds.set(kind, { handler, concurrency: Math.max(1, opts.concurrency ?? 1), mail: opts.mail ?? false });
  }

  /** The registered kinds that send e-mail. */
  mailKinds(): string[] {
    return [...this.kinds].filter(([, r]) => r.mail).map(([kind]) => kind);
  }

  health(): RunnerHealth {
    return { started: this.timer !== null, lastPollAt: this.lastPollAt, intervalMs: this.intervalMs };
  }

  /**
   * Runs every job due now, and those that fall due or are moved to now meanwhile, and waits for
   * them (the runner's own running jobs included); returns how many it started. Tests call it by hand.
   */
  async runDue(limit = 100): Promise<number> {
    await this.purgeIfDue();
    let started = 0;
    for (;;) {
      // A pass leaves out the kinds whose slots are full. If one of their jobs ends while the pass's
      // claim query is out, the pass claims nothing and then finds nothing running, though that
      // kind's next job is due. Only a pass that began with nothing running and claimed nothing
      // has looked at every kind.
      const idleAtStart = this.active.size === 0;
      const claimed = await this.fill(limit - started);
      started += claimed;
      if (this.active.size === 0 && (started >= limit || (claimed === 0 && idleAtStart))) return started;
      if (this.active.size > 0) await Promise.race(this.active);
    }
  }

  /** Deletes old finished rows now; the runner also does it by itself every `purgeEveryMs`. */
  async purge(): Promise<number> {
    this.lastPurge = Date.now();
    return purgeJobs(this.db, this.opts.retentionMs);
  }

  start(intervalMs = 1000): void {
    if (this.timer) return;
    this.intervalMs = intervalMs;
    this.timer = setInterval(() => { this.tick(); }, intervalMs);
    this.timer.unref();
    this.tick();
  }

  /** Stops claiming and waits for the running jobs to end (their heartbeats stop with them). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping = true;
    try {
      await this.claiming;
      await Promise.all(this.active);
    } finally {
      this.stopping = false;
    }
  }

  private tick(): void {
    this.purgeIfDue().catch(this.opts.onError);
    this.fill(Number.POSITIVE_INFINITY).catch(this.opts.onError);
  }

  private async purgeIfDue(): Promise<void> {
    if (Date.now() - this.lastPurge >= this.opts.purgeEveryMs) await this.purge();
  }

  private fill(limit: number): Promise<number> {
    const next = this.claiming.then(() => this.claimInto(limit));
    this.claiming = next.catch(() => undefined);
    return next;
  }

  /** Claims due jobs of the kinds with a free slot and starts them without waiting for them. */
  private async claimInto(limit: number): Promise<number> {
    let started = 0;
    while (started < limit && !this.stopping && this.active.size < this.opts.maxConcurrent) {
      const free = [...this.kinds].filter(([kind, r]) => (this.busy.get(kind) ?? 0) < r.concurrency).map(([kind]) => kind);
      if (free.length === 0) break;
      const job = await claimJob(this.db, free, this.opts.leaseMs, randomUUID());
      if (!job) break;
      started += 1;
      this.launch(job);
    }
    // Reached without an error: the database answered, or every slot was busy (a runner at work).
    this.lastPollAt = Date.now();
    return started;
  }

  private launch(job: ClaimedJob): void {
    this.busy.set(job.kind, (this.busy.get(job.kind) ?? 0) + 1);
    const run: Promise<void> = this.execute(job).catch(this.opts.onError).finally(() => {
      this.busy.set(job.kind, (this.busy.get(job.kind) ?? 1) - 1);
      this.active.delete(run);
      // A freed slot takes the next due job of its kind without waiting for the next tick.
      if (this.timer) this.tick();
    });
    this.active.add(run);
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const abort = new AbortController();
    const heartbeat = setInterval(() => {
      renewLease(this.db, job, this.opts.leaseMs).then((held) => {
        if (!held) { clearInterval(heartbeat); abort.abort(); }
      }, this.opts.onError);
    }, this.opts.leaseMs / 3);
    let failure: { error: unknown } | null = null;
    try {
      const registration = this.kinds.get(job.kind);
      if (!registration) throw new Error(`no handler for ${job.kind}`);
      await registration.handler(job.payload, this.db, { signal: abort.signal, attempt: job.attempts, lastAttempt: job.attempts >= this.opts.maxAttempts });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(heartbeat);
    }
    if (!failure) await completeJob(this.db, job);
    else await failJob(this.db, job, failure.error instanceof Error ? failure.error.message : String(failure.error), this.opts.maxAttempts);
  }
}
