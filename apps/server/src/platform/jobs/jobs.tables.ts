import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The durable job queue: timed state changes and background work, on the same database, so a job
 * survives a restart and several server instances share the queue (rows are claimed with SKIP LOCKED).
 */
export const jobs = pgTable('jobs', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  /** At most one pending job per key: scheduling again moves the existing one. */
  key: text('key').notNull().unique(),
  payload: jsonb('payload').notNull().default({}),
  runAt: timestamp('run_at', { withTimezone: true }).notNull(),
  state: text('state').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  check('jobs_state', sql`${t.state} in ('pending', 'running', 'done', 'failed')`),
  index('jobs_due_idx').on(t.state, t.runAt),
]);
