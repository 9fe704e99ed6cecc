import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/platform.tables.ts';

/**
 * The career office's no-show policy for activities (README 'No-show policy'): one row (id 1).
 * Until the office saves it no row need exist, and the policy is off (activity-no-shows.repo.ts):
 * a school that upgrades is not surprised by blocks nobody chose.
 */
export const careerActivitySettings = pgTable('career_activity_settings', {
  id: smallint('id').primaryKey().default(1),
  /** No-shows within one term that close new sign-ups; 0 turns the policy off. */
  noShowLimit: integer('no_show_limit').notNull().default(0),
  /** How long the block lasts, in school days from the day of the no-show that reached the limit. */
  blockDays: integer('block_days').notNull().default(30),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('career_activity_settings_one_row', sql`${t.id} = 1`),
  check('career_activity_settings_values', sql`${t.noShowLimit} between 0 and 20 and ${t.blockDays} between 1 and 366`),
]);
