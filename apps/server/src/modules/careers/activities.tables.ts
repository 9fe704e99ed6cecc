import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/platform.tables.ts';

/** Career activities, their times and sign-ups: README.md, 'Activities'. */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An activity. Its sign-up state is never stored: it follows from the window, the first and last
 * of its times (starts_at, ends_at, kept by the console's save) and signup_closed, by the database clock.
 */
export const careerActivities = pgTable('career_activities', {
  id: serial('id').primaryKey(),
  vdActiveType: smallint('vd_active_type').notNull().default(1),
  /** The ActivityType dictionary's fieldValue. */
  activityTypeKey: text('activity_type_key').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  address: text('address').notNull(),
  addressEn: text('address_en').notNull(),
  /** Rich text, sanitised on the way in (and again on the way out). */
  introduce: text('introduce').notNull().default(''),
  introduceEn: text('introduce_en').notNull().default(''),
  /** 99999999 = unlimited (CAR-K01); places are still counted. */
  personNum: integer('person_num').notNull(),
  /** Places held (status 1), kept by the sign-up writes in the same transaction; the check holds personNum. */
  placesTaken: integer('places_taken').notNull().default(0),
  signupBegin: ts('signup_begin').notNull(),
  signupEnd: ts('signup_end').notNull(),
  /** The first begin and the last end of its times. */
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  /** Empty: open to every student type / entrance year. */
  studentTypeIds: integer('student_type_ids').array().notNull().default(sql`'{}'::integer[]`),
  entranceYears: integer('entrance_years').array().notNull().default(sql`'{}'::integer[]`),
  signupClosed: boolean('signup_closed').notNull().default(false),
  /** The linked survey and the survey engine's assignment made for this activity (kept by the surveys module). */
  surveyId: integer('survey_id'),
  surveyAssignmentId: integer('survey_assignment_id'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  check('career_activities_places', sql`${t.personNum} >= 1 and ${t.placesTaken} >= 0 and ${t.placesTaken} <= ${t.personNum}`),
  check('career_activities_times', sql`${t.startsAt} < ${t.endsAt}`),
  check('career_activities_signup_window', sql`${t.signupBegin} < ${t.signupEnd} and ${t.signupEnd} <= ${t.startsAt}`),
  check('career_activities_type', sql`${t.vdActiveType} in (1, 2)`),
  index('career_activities_starts_idx').on(t.startsAt),
]);

/** The times of an activity (vdActiveTimes), in their order. */
export const careerActivityTimes = pgTable('career_activity_times', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id').notNull().references(() => careerActivities.id, { onDelete: 'cascade' }),
  beginTime: ts('begin_time').notNull(),
  endTime: ts('end_time').notNull(),
}, (t) => [
  check('career_activity_times_order', sql`${t.beginTime} < ${t.endTime}`),
  index('career_activity_times_activity_idx').on(t.activityId, t.beginTime),
]);

/**
 * A sign-up: status 1 place, 2 withdrawn, 3 waiting, 4 failed (CAR-S01, README). One active
 * (1 or 3) sign-up per student and activity, by the partial unique index; a withdrawn one stays as
 * history and the student may sign up again. The waitlist is served in queued_at order.
 */
export const careerActivitySignups = pgTable('career_activity_signups', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id').notNull().references(() => careerActivities.id, { onDelete: 'restrict' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: smallint('status').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** When the student joined the waitlist or took the place. */
  queuedAt: ts('queued_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** 1 attended, 2 no-show (check-in by the office), only for a place. */
  attendance: smallint('attendance'),
  /** The office excused a no-show (README 'No-show policy'): it no longer counts; who, when and why. */
  excusedAt: ts('excused_at'),
  excusedBy: integer('excused_by').references(() => users.id, { onDelete: 'set null' }),
  excuseReason: text('excuse_reason'),
}, (t) => [
  uniqueIndex('career_activity_signups_active').on(t.activityId, t.studentId).where(sql`${t.status} in (1, 3)`),
  index('career_activity_signups_student_idx').on(t.studentId),
  index('career_activity_signups_queue_idx').on(t.activityId, t.status, t.queuedAt),
  check('career_activity_signups_status', sql`${t.status} in (1, 2, 3, 4)`),
  check('career_activity_signups_attendance', sql`${t.attendance} is null or (${t.attendance} in (1, 2) and ${t.status} = 1)`),
  // An excuse always has its moment and its reason, and only a place can be missed.
  check('career_activity_signups_excuse', sql`(${t.excusedAt} is null) = (${t.excuseReason} is null) and (${t.excusedAt} is null or ${t.status} = 1)`),
]);
