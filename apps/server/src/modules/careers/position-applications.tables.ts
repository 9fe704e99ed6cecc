import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/platform.tables.ts';
import { positions } from './positions.tables.ts';

/** Applications to postings: README.md 'Applications'. */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A student's application to a posting. The unique index is the 'once per posting' rule, so two
 * submits at once leave one row. `resume_id` names the student's resume in the resumes module (read
 * through its public entry; no foreign key across modules); both rows go with the student.
 */
export const positionApplications = pgTable('career_position_applications', {
  id: serial('id').primaryKey(),
  positionId: integer('position_id').notNull().references(() => positions.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  resumeId: integer('resume_id').notNull(),
  /** The resume's kind when sent (1 Chinese, 2 English, 4 own PDF). */
  resumeKind: integer('resume_kind').notNull(),
  /** Plain text, trimmed, at most APPLICATION_NOTE_MAX characters. */
  note: text('note').notNull().default(''),
  status: text('status').notNull().default('submitted'),
  statusChangedAt: ts('status_changed_at').notNull().defaultNow(),
  statusChangedBy: integer('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('career_position_applications_once').on(t.positionId, t.studentId),
  index('career_position_applications_student_idx').on(t.studentId, t.createdAt),
  check('career_position_applications_status', sql`${t.status} in ('submitted', 'sent_to_employer', 'interview', 'offer', 'declined')`),
  check('career_position_applications_kind', sql`${t.resumeKind} in (1, 2, 4)`),
  check('career_position_applications_note', sql`char_length(${t.note}) <= 500`),
]);
