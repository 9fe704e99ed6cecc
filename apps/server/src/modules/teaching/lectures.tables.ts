import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';
import { schoolTerms } from './teaching.tables.ts';

/** Lectures (JZCourseLectures) and their sign-ups (JZStudentSignup): README.md, 'Lectures'. */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A lecture of a school year and term. Its status is never stored: it follows from the sign-up
 * window and the lecture's times by the database clock (lectures.repo.ts, statusSql).
 */
export const lectures = pgTable('lectures', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  subjectEn: text('subject_en').notNull(),
  schoolYear: integer('school_year').notNull(),
  term: smallint('term').notNull(),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  venue: text('venue').notNull(),
  venueEn: text('venue_en').notNull(),
  /** The speakers as shown; those with an account are also in lecture_teachers. */
  teacherNames: text('teacher_names').notNull(),
  teacherNamesEn: text('teacher_names_en').notNull(),
  capacity: integer('capacity').notNull(),
  /** Seats taken, kept by the sign-up writes in the same transaction; the check holds the capacity. */
  signedUp: integer('signed_up').notNull().default(0),
  signupBegin: ts('signup_begin').notNull(),
  signupEnd: ts('signup_end').notNull(),
  credit: numeric('credit', { mode: 'number', precision: 5, scale: 2 }).notNull().default(0),
  /** Homework is handed in until this instant (exclusive); null: no homework. */
  homeworkDeadline: ts('homework_deadline'),
  /**
   * The audience: the programmes (users.page_type) and entrance years (users.study_entrance_year)
   * it is for; an empty list admits everyone. Outside it a lecture is neither listed to the student
   * nor accepted at sign-up (README, 'Audience').
   */
  audiencePageTypes: text('audience_page_types').array().notNull().default(sql`'{}'::text[]`),
  audienceEntranceYears: integer('audience_entrance_years').array().notNull().default(sql`'{}'::integer[]`),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  foreignKey({ name: 'lectures_term_fk', columns: [t.schoolYear, t.term], foreignColumns: [schoolTerms.schoolYear, schoolTerms.term] }),
  check('lectures_seats', sql`${t.capacity} >= 1 and ${t.signedUp} >= 0 and ${t.signedUp} <= ${t.capacity}`),
  check('lectures_times', sql`${t.startsAt} < ${t.endsAt}`),
  check('lectures_signup_window', sql`${t.signupBegin} < ${t.signupEnd} and ${t.signupEnd} <= ${t.endsAt}`),
  check('lectures_credit', sql`${t.credit} >= 0`),
  check('lectures_audience_page_types', sql`${t.audiencePageTypes} <@ array['benyan', 'mba', 'emba', 'master', 'phd']::text[]`),
  index('lectures_starts_idx').on(t.startsAt),
]);

/** Teachers (accounts) of a lecture: they see it among their lectures and manage its sign-ups. */
export const lectureTeachers = pgTable('lecture_teachers', {
  lectureId: integer('lecture_id').notNull().references(() => lectures.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.lectureId, t.teacherId] }), index('lecture_teachers_teacher_idx').on(t.teacherId)]);

/**
 * A student's sign-up. clockingInStatus 1 qualified, 2 unqualified; achievementStatus 1 pass,
 * 0 not passed (ACAD-S06). The homework, once handed in, is only cleared by DeleteHomeWork before
 * the deadline and before staff collect or assess it (README, 'Homework').
 */
export const lectureSignups = pgTable('lecture_signups', {
  id: serial('id').primaryKey(),
  lectureId: integer('lecture_id').notNull().references(() => lectures.id, { onDelete: 'restrict' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  signedAt: ts('signed_at').notNull().defaultNow(),
  clockingInStatus: smallint('clocking_in_status'),
  homeworkFileId: uuid('homework_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  homeworkAt: ts('homework_at'),
  /** When staff collected the homework; from then on the student cannot remove it. */
  homeworkCollectedAt: ts('homework_collected_at'),
  achievementStatus: smallint('achievement_status'),
}, (t) => [
  uniqueIndex('lecture_signups_lecture_student').on(t.lectureId, t.studentId),
  index('lecture_signups_student_idx').on(t.studentId),
  check('lecture_signups_clocking_in', sql`${t.clockingInStatus} is null or ${t.clockingInStatus} in (1, 2)`),
  check('lecture_signups_achievement', sql`${t.achievementStatus} is null or ${t.achievementStatus} in (0, 1)`),
]);

/**
 * The waitlist of a full lecture (README, 'Waitlist'): one entry per lecture and student, served in
 * queued_at order (id breaks a tie). queued_at is written with clock_timestamp() under the lecture's
 * row lock, so the order is the order in which the joins were judged. An entry holds no seat; it is
 * deleted when the student leaves or is given a seat (which then is a lecture_signups row).
 */
export const lectureWaitlist = pgTable('lecture_waitlist', {
  id: serial('id').primaryKey(),
  lectureId: integer('lecture_id').notNull().references(() => lectures.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  queuedAt: ts('queued_at').notNull().default(sql`clock_timestamp()`),
}, (t) => [
  uniqueIndex('lecture_waitlist_lecture_student').on(t.lectureId, t.studentId),
  index('lecture_waitlist_queue_idx').on(t.lectureId, t.queuedAt, t.id),
  index('lecture_waitlist_student_idx').on(t.studentId),
]);
