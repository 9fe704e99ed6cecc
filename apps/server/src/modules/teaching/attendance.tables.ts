import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * The school's attendance points (README 'Attendance points'): one row (id 1), a typed column per
 * status so each has its own check. Until the teaching office saves, no row need exist and the
 * contracts' defaults are served (attendance-settings.repo.ts).
 */
export const attendanceSettings = pgTable('attendance_settings', {
  id: smallint('id').primaryKey().default(1),
  presentPoints: smallint('present_points').notNull(),
  latePoints: smallint('late_points').notNull(),
  leftEarlyPoints: smallint('left_early_points').notNull(),
  personalLeavePoints: smallint('personal_leave_points').notNull(),
  sickLeavePoints: smallint('sick_leave_points').notNull(),
  officialLeavePoints: smallint('official_leave_points').notNull(),
  absentPoints: smallint('absent_points').notNull(),
  maxPoints: smallint('max_points').notNull(),
  threshold: smallint('threshold').notNull(),
  minSessions: smallint('min_sessions').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('attendance_settings_one_row', sql`${t.id} = 1`),
  check('attendance_settings_max', sql`${t.maxPoints} between 1 and 100`),
  // Every status's points lie between 0 and the maximum, so no rate exceeds 100%.
  check('attendance_settings_points', sql`least(${t.presentPoints}, ${t.latePoints}, ${t.leftEarlyPoints}, ${t.personalLeavePoints}, ${t.sickLeavePoints}, ${t.officialLeavePoints}, ${t.absentPoints}) >= 0
    and greatest(${t.presentPoints}, ${t.latePoints}, ${t.leftEarlyPoints}, ${t.personalLeavePoints}, ${t.sickLeavePoints}, ${t.officialLeavePoints}, ${t.absentPoints}) <= ${t.maxPoints}`),
  check('attendance_settings_threshold', sql`${t.threshold} between 1 and 100`),
  check('attendance_settings_min_sessions', sql`${t.minSessions} between 1 and 50`),
]);
