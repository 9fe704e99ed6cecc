import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The durable job queue: timed state changes and background work, on the same database, so a job
 * survives a restart and several server instances share the queue (rows are claimed with SKIP LOCKED).
 * README.md beside this file gives the states and how a reschedule during a run is kept.
 */
export const jobs = pgTable('jobs', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  /** One row per key: scheduling again moves it, also while it runs (see `generation`). */
  key: text('key').notNull().unique(),
  payload: jsonb('payload').notNull().default({}),
  /** When the next run is wanted; null only on a running job cancelled during its run. */
  runAt: timestamp('run_at', { withTimezone: true }),
  state: text('state').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /**
   * Bumped by every schedule or cancel. A runner compares it with the value it claimed: a changed
   * generation means the job was moved during the run and must run again at its new time.
   */
  generation: integer('generation').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The claiming runner's token: only the lease holder renews the lease or finishes the run. */
  lockToken: uuid('lock_token'),
  lastError: text('last_error'),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  check('jobs_state', sql`${t.state} in ('pending', 'running', 'done', 'failed')`),
  check('jobs_pending_has_time', sql`${t.state} <> 'pending' or ${t.runAt} is not null`),
  index('jobs_due_idx').on(t.runAt).where(sql`${t.state} in ('pending', 'running')`),
  index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.state} in ('done', 'failed')`),
]);
