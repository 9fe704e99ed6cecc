import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/platform.tables.ts';
import { schoolDay, startClasses } from './teaching.tables.ts';

/**
 * One attendance record: a student of a start class on one school day (ACAD-N01). The unique key
 * is the 'one record per student, class and date' rule, so two teachers saving at once cannot both
 * win; the status list is the AttendanceStatus dictionary's (attendanceStatuses in the contracts).
 * Enrolment is checked by the service, not by a foreign key to enrolments: a class change moves an
 * enrolment to another class and the records of the weeks already taught stay where they were.
 */
export const attendanceRecords = pgTable('attendance_records', {
  id: serial('id').primaryKey(),
  startClassId: integer('start_class_id').notNull().references(() => startClasses.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  attendanceDate: schoolDay('attendance_date').notNull(),
  status: text('status').notNull(),
  remark: text('remark').notNull().default(''),
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('attendance_records_class_student_day').on(t.startClassId, t.studentId, t.attendanceDate),
  // The records list of a class, newest day first (the default order), reads this index.
  index('attendance_records_class_day_idx').on(t.startClassId, t.attendanceDate, t.id),
  check('attendance_records_status', sql`${t.status} in ('Present', 'Late', 'LeftEarly', 'PersonalLeave', 'SickLeave', 'OfficialLeave', 'Absent')`),
]);
