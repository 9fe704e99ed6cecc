import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts of the last minute, in the database so that every instance behind a load
 * balancer counts the same ones. Keys: `account:<user id>` (or `name:<typed login>` for an unknown
 * one) and `address:<client address>` (failed attempts only). Refused attempts are not written, so
 * a key holds at most its limit of rows a minute.
 */
export const loginAttempts = pgTable('login_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull(),
  /** By the database clock. */
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('login_attempts_key_at_idx').on(t.key, t.at)]);
