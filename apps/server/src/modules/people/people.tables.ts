import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/platform.tables.ts';

/**
 * An uploaded roll (students or staff) between its preview and its confirmation: the rows as read
 * and checked, so the confirm writes what the administrator saw, after checking it again against
 * the database as it is then.
 */
export const peopleImports = pgTable('people_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull(),
  createdBy: integer('created_by').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** 'previewed', 'confirmed' or 'discarded'. */
  status: text('status').notNull().default('previewed'),
  /** The rows read from the file, as the preview checked them. */
  rows: jsonb('rows').notNull(),
  /** The preview's options and figures (absent people to mark as left, the change threshold). */
  options: jsonb('options').notNull().default({}),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
}, (t) => [
  check('people_imports_kind', sql`${t.kind} in ('student', 'staff')`),
  check('people_imports_status', sql`${t.status} in ('previewed', 'confirmed', 'discarded')`),
]);
