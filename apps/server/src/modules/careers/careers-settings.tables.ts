import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/platform.tables.ts';

/**
 * The career office's settings (README 'Professional evaluation'): one row (id 1), typed columns
 * rather than key/value pairs, so each value has its own check. Until the office saves, no row need
 * exist and the code's defaults are served (evaluation.repo.ts), so a database without the demo
 * seed still shows a working page.
 */
export const careersSettings = pgTable('careers_settings', {
  id: smallint('id').primaryKey().default(1),
  /** The external career assessment the first tile links to: http or https only (also checked by the service). */
  evaluationUrl: text('evaluation_url').notNull(),
  /** The career centre's contact address the second tile shows. */
  evaluationContactEmail: text('evaluation_contact_email').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('careers_settings_one_row', sql`${t.id} = 1`),
  // The last guard against a javascript: or data: link reaching a student, whatever writes the row.
  check('careers_settings_evaluation_url', sql`${t.evaluationUrl} ~* '^https?://[^/?#[:space:]]+' and length(${t.evaluationUrl}) <= 2000`),
  check('careers_settings_contact_email', sql`${t.evaluationContactEmail} ~ '^[^@[:space:]]+@[^@[:space:]]+$' and length(${t.evaluationContactEmail}) <= 254`),
]);
