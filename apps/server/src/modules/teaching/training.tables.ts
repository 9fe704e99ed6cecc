import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/platform.tables.ts';
import { startClasses, teachingCourses } from './teaching.tables.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A student's application to move an enrolment to another class of the same course (GSMChangingCourseRecord).
 * auditStatus: 0 pending, 2 approved, 3 rejected, -1 withdrawn (ACAD-S01). The old class is where the
 * enrolment was when the student applied; an approval moves the enrolment (training-changes.repo.ts).
 */
export const classChangeRecords = pgTable('class_change_records', {
  id: serial('id').primaryKey(),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  courseId: integer('course_id').notNull().references(() => teachingCourses.id, { onDelete: 'cascade' }),
  oldStartClassId: integer('old_start_class_id').notNull().references(() => startClasses.id, { onDelete: 'cascade' }),
  newStartClassId: integer('new_start_class_id').notNull().references(() => startClasses.id, { onDelete: 'cascade' }),
  changeType: smallint('change_type').notNull().default(1),
  email: text('email').notNull().default(''),
  reason: text('reason').notNull().default(''),
  auditStatus: smallint('audit_status').notNull().default(0),
  auditComment: text('audit_comment').notNull().default(''),
  auditedBy: integer('audited_by').references(() => users.id, { onDelete: 'set null' }),
  auditedAt: ts('audited_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  check('class_change_records_status', sql`${t.auditStatus} in (0, 2, 3, -1)`),
  check('class_change_records_classes', sql`${t.oldStartClassId} <> ${t.newStartClassId}`),
  // At most one pending change per student and course: two quick clicks or two tabs cannot both apply.
  uniqueIndex('class_change_records_one_pending').on(t.studentId, t.courseId).where(sql`${t.auditStatus} = 0`),
  index('class_change_records_student_idx').on(t.studentId, t.createdAt),
  index('class_change_records_status_idx').on(t.auditStatus, t.createdAt),
]);
