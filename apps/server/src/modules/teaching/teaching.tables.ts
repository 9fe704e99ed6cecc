import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';

/**
 * The one teaching model (README.md): terms, courses, start classes with their teachers and times,
 * enrolments with their results. Attendance, the EMBA training plan, homework, class changes, the
 * timetable and grades all read these tables; each of those adds its own tables in its own file.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A term of a school year. `schoolYear` 2026 is '2026-2027'; term 1 autumn, 2 winter break, 3 spring,
 * 4 summer (the spec's term codes). It runs from `startsAt` (inclusive) to `endsAt` (exclusive), both
 * 00:00 at the school; which term is current is decided by the database clock.
 */
export const schoolTerms = pgTable('school_terms', {
  schoolYear: integer('school_year').notNull(),
  term: smallint('term').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
}, (t) => [
  primaryKey({ columns: [t.schoolYear, t.term] }),
  check('school_terms_term', sql`${t.term} between 1 and 4`),
  check('school_terms_window', sql`${t.startsAt} < ${t.endsAt}`),
]);

/**
 * A day off in a term (teaching-weeks.ts, 'holidays'): a weekly slot falling on `day` meets on
 * `makeUpDay` instead (the make-up working day, 调休) when one is set, else not at all. Terms never
 * overlap (the exclusion constraint `school_terms_no_overlap`, written by hand in migration 0023),
 * so a day is a holiday of one term at most and is unique across the table.
 */
export const termHolidays = pgTable('term_holidays', {
  id: serial('id').primaryKey(),
  schoolYear: integer('school_year').notNull(),
  term: smallint('term').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  makeUpDay: date('make_up_day', { mode: 'string' }),
}, (t) => [
  foreignKey({ name: 'term_holidays_term_fk', columns: [t.schoolYear, t.term], foreignColumns: [schoolTerms.schoolYear, schoolTerms.term] }).onDelete('cascade'),
  uniqueIndex('term_holidays_day').on(t.day),
  uniqueIndex('term_holidays_make_up_day').on(t.makeUpDay),
  index('term_holidays_term_idx').on(t.schoolYear, t.term),
  check('term_holidays_make_up_other_day', sql`${t.makeUpDay} is null or ${t.makeUpDay} <> ${t.day}`),
]);

/** A named class period of the teaching day (GSMClassTimes): period 1 is 08:00-08:45 and so on. */
export const classTimes = pgTable('class_times', {
  period: smallint('period').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  /** 'HH:MM' at the school. */
  beginTime: text('begin_time').notNull(),
  endTime: text('end_time').notNull(),
}, (t) => [check('class_times_order', sql`${t.beginTime} < ${t.endTime}`)]);

/** A course of the catalogue. courseType uses the spec's codes (11 required, 12 elective for EMBA...). */
export const teachingCourses = pgTable('teaching_courses', {
  id: serial('id').primaryKey(),
  courseNumber: text('course_number').notNull().unique(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  courseType: smallint('course_type').notNull(),
  /** Two decimals, as in bidding. */
  credit: numeric('credit', { mode: 'number', precision: 5, scale: 2 }).notNull().default(0),
  /** The programmes (pageTypes) it is offered to; empty: not tied to one (catalogue README section). */
  programmes: text('programmes').array().notNull().default(sql`'{}'::text[]`),
  /** Teaching language: zh, en or bilingual. */
  language: text('language').notNull().default('zh'),
}, (t) => [
  check('teaching_courses_programmes', sql`${t.programmes} <@ array['benyan', 'mba', 'emba', 'master', 'phd']::text[]`),
  check('teaching_courses_language', sql`${t.language} in ('zh', 'en', 'bilingual')`),
]);

/**
 * A start class: a course taught in one school year and term to one class of students. Benyan and
 * MBA classes meet in weekly slots, EMBA classes in dated sessions.
 */
export const startClasses = pgTable('start_classes', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => teachingCourses.id, { onDelete: 'restrict' }),
  schoolYear: integer('school_year').notNull(),
  term: smallint('term').notNull(),
  pageType: text('page_type').notNull(),
  /** The class of students it is taught to (studyClassName). */
  className: text('class_name').notNull(),
  classNameEn: text('class_name_en').notNull().default(''),
  venue: text('venue').notNull().default(''),
  venueEn: text('venue_en').notNull().default(''),
  capacity: integer('capacity').notNull(),
  /** Seats taken: kept by the enrolment writes in the same transaction; the check holds the capacity. */
  enrolled: integer('enrolled').notNull().default(0),
  /** Released classes are offered (GSMStartClass/Search 'release'). */
  released: integer('released').notNull().default(1),
  /** Course homework may be handed in until this instant (exclusive); null: no homework. */
  homeworkDeadline: ts('homework_deadline'),
  /** The bidding plan whose won courses enrolled this class, if any (sync in teaching-enrolment code). */
  cssPlanId: integer('css_plan_id'),
}, (t) => [
  foreignKey({ name: 'start_classes_term_fk', columns: [t.schoolYear, t.term], foreignColumns: [schoolTerms.schoolYear, schoolTerms.term] }),
  check('start_classes_page_type', sql`${t.pageType} in ('mba', 'emba', 'benyan', 'master', 'phd')`),
  check('start_classes_seats', sql`${t.capacity} >= 0 and ${t.enrolled} >= 0 and ${t.enrolled} <= ${t.capacity}`),
  uniqueIndex('start_classes_course_class').on(t.courseId, t.schoolYear, t.term, t.className),
  index('start_classes_term_idx').on(t.schoolYear, t.term),
]);

/** Who teaches a start class (one or more). */
export const startClassTeachers = pgTable('start_class_teachers', {
  startClassId: integer('start_class_id').notNull().references(() => startClasses.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.startClassId, t.teacherId] }),
  index('start_class_teachers_teacher_idx').on(t.teacherId),
]);

/**
 * A weekly slot of a benyan or MBA class: on weekday `weekName` (1 Monday .. 7 Sunday) from
 * `beginTime` to `endTime` ('HH:MM' at the school), in teaching weeks `weekStart`..`weekEnd`
 * (zero-based from the term's first Monday; negative weeks fall before it). The times are the one
 * source of when the class meets (timetable, calendar, attendance, clash check): a class sold at
 * bidding for 14:00-16:35 meets then, not at the edges of the periods around it. `classStart` ..
 * `classEnd` are the periods the times fall in, kept for the spec's period names.
 */
export const classWeeklySlots = pgTable('class_weekly_slots', {
  id: serial('id').primaryKey(),
  startClassId: integer('start_class_id').notNull().references(() => startClasses.id, { onDelete: 'cascade' }),
  weekStart: smallint('week_start').notNull(),
  weekEnd: smallint('week_end').notNull(),
  weekName: smallint('week_name').notNull(),
  classStart: smallint('class_start').notNull().references(() => classTimes.period),
  classEnd: smallint('class_end').notNull().references(() => classTimes.period),
  beginTime: text('begin_time').notNull(),
  endTime: text('end_time').notNull(),
  venue: text('venue').notNull().default(''),
  venueEn: text('venue_en').notNull().default(''),
}, (t) => [
  check('class_weekly_slots_weeks', sql`${t.weekStart} <= ${t.weekEnd}`),
  check('class_weekly_slots_times', sql`${t.beginTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.beginTime} < ${t.endTime}`),
  check('class_weekly_slots_day', sql`${t.weekName} between 1 and 7`),
  check('class_weekly_slots_periods', sql`${t.classStart} <= ${t.classEnd}`),
  index('class_weekly_slots_class_idx').on(t.startClassId),
]);

/** A dated session of an EMBA class (usually a teaching weekend). */
export const classSessions = pgTable('class_sessions', {
  id: serial('id').primaryKey(),
  startClassId: integer('start_class_id').notNull().references(() => startClasses.id, { onDelete: 'cascade' }),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  venue: text('venue').notNull().default(''),
  venueEn: text('venue_en').notNull().default(''),
}, (t) => [
  check('class_sessions_window', sql`${t.startsAt} < ${t.endsAt}`),
  index('class_sessions_class_idx').on(t.startClassId, t.startsAt),
  index('class_sessions_time_idx').on(t.startsAt),
]);

/**
 * A student in a start class, with the course result. One enrolment per student and course and
 * term (a class change moves it, it never copies it). Result codes follow the spec: workAttendanceType
 * 1 fail, 2 pass; passStatus 1 passed, 2 deferred exam, 3 failed.
 */
export const enrolments = pgTable('enrolments', {
  id: serial('id').primaryKey(),
  startClassId: integer('start_class_id').notNull().references(() => startClasses.id, { onDelete: 'cascade' }),
  /** Copied from the start class so one enrolment per course and term is a unique key. */
  courseId: integer('course_id').notNull().references(() => teachingCourses.id),
  schoolYear: integer('school_year').notNull(),
  term: smallint('term').notNull(),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** 'bidding' (won in a plan), 'admin', 'change' (moved by an approved class change). */
  source: text('source').notNull().default('admin'),
  enrolledAt: ts('enrolled_at').notNull().defaultNow(),
  score: numeric('score', { mode: 'number', precision: 5, scale: 2 }),
  /** Letter grade on the spec's scale (education.md §1: A+, A-, B+, B-, C+, C-, D+, D, D-, F). */
  grade: text('grade'),
  passStatus: smallint('pass_status'),
  workAttendanceType: smallint('work_attendance_type'),
  homeworkFileId: uuid('homework_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  homeworkAt: ts('homework_at'),
}, (t) => [
  uniqueIndex('enrolments_student_course_term').on(t.studentId, t.courseId, t.schoolYear, t.term),
  uniqueIndex('enrolments_class_student').on(t.startClassId, t.studentId),
  index('enrolments_student_idx').on(t.studentId, t.schoolYear, t.term),
  check('enrolments_source', sql`${t.source} in ('bidding', 'admin', 'change')`),
  check('enrolments_pass_status', sql`${t.passStatus} is null or ${t.passStatus} in (1, 2, 3)`),
  check('enrolments_attendance_type', sql`${t.workAttendanceType} is null or ${t.workAttendanceType} in (1, 2)`),
  check('enrolments_grade', sql`${t.grade} is null or ${t.grade} in ('A+', 'A-', 'B+', 'B-', 'C+', 'C-', 'D+', 'D', 'D-', 'F')`),
]);

/** Dates of a class's attendance, as a school day. Re-exported for the attendance tables. */
export const schoolDay = (name: string) => date(name, { mode: 'string' });
