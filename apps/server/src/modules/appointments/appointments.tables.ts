import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';

/**
 * Counsellors, their offers, slots and the students' bookings: README.md, 'Model'. Two rules are
 * exclusion constraints written by hand in migration 0010 (drizzle cannot declare them):
 * a counsellor's slots never overlap, and a student's live bookings never overlap.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A counsellor: the public profile of an account with role `counsellor` (BOOK-N01, G01). */
export const apptCounsellors = pgTable('appt_counsellors', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique().references(() => users.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  /** 'M', 'F' or '' (not given). */
  sex: text('sex').notNull().default(''),
  photoFileId: uuid('photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  introduce: text('introduce').notNull().default(''),
  introduceEn: text('introduce_en').notNull().default(''),
  goodAt: text('good_at').notNull().default(''),
  goodAtEn: text('good_at_en').notNull().default(''),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [check('appt_counsellors_sex', sql`${t.sex} in ('M', 'F', '')`)]);

/** An offer (vdInterviewConsult): one consult type of a counsellor, for some student types (empty: all). */
export const apptConsults = pgTable('appt_consults', {
  id: serial('id').primaryKey(),
  counsellorId: integer('counsellor_id').notNull().references(() => apptCounsellors.id, { onDelete: 'cascade' }),
  typeKey: smallint('type_key').notNull(),
  studentTypeIds: integer('student_type_ids').array().notNull().default(sql`'{}'::integer[]`),
  disabled: boolean('disabled').notNull().default(false),
}, (t) => [
  uniqueIndex('appt_consults_type').on(t.counsellorId, t.typeKey),
  check('appt_consults_type_key', sql`${t.typeKey} in (1, 2)`),
]);

/** A time slot (vdvdInterviewConsultTimesDetail). Its times never change once made; counsellor_id is the offer's, kept for the exclusion. */
export const apptSlots = pgTable('appt_slots', {
  id: serial('id').primaryKey(),
  consultId: integer('consult_id').notNull().references(() => apptConsults.id, { onDelete: 'restrict' }),
  counsellorId: integer('counsellor_id').notNull().references(() => apptCounsellors.id, { onDelete: 'restrict' }),
  beginTime: ts('begin_time').notNull(),
  endTime: ts('end_time').notNull(),
  address: text('address').notNull(),
  addressEn: text('address_en').notNull().default(''),
  /** 1 in person, 2 online. */
  interflowType: smallint('interflow_type').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  check('appt_slots_order', sql`${t.beginTime} < ${t.endTime}`),
  check('appt_slots_interflow', sql`${t.interflowType} in (1, 2)`),
  index('appt_slots_consult_idx').on(t.consultId, t.beginTime),
  index('appt_slots_counsellor_idx').on(t.counsellorId, t.beginTime),
]);

/**
 * A booking (vdSubscribe). Live = status 0 (to review) or 1 (approved): the partial unique index
 * lets one live booking hold a slot; the slot's times are copied so the migration's exclusion
 * constraint keeps one student's live bookings apart. An edit moves the row to another slot.
 */
export const apptSubscribes = pgTable('appt_subscribes', {
  id: serial('id').primaryKey(),
  slotId: integer('slot_id').notNull().references(() => apptSlots.id, { onDelete: 'restrict' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  typeKey: smallint('type_key').notNull(),
  beginTime: ts('begin_time').notNull(),
  endTime: ts('end_time').notNull(),
  status: smallint('status').notNull().default(0),
  fromType: smallint('from_type').notNull().default(2),
  /** 1 attended, 2 no-show; recorded by the counsellor on an approved booking. */
  outcome: smallint('outcome'),
  q1: text('q1'), q2: text('q2'), q3: text('q3'), q4: text('q4'), q5: text('q5'), q6: text('q6'),
  /** The student's own questions (vdSubscribeYourQuestionList), at most five. */
  ownQuestions: text('own_questions').array().notNull().default(sql`'{}'::text[]`),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  biographicalFileId: uuid('biographical_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  professionalFileId: uuid('professional_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  otherFileId: uuid('other_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  /** The counsellor's private note, and the note the student sees (reason of a rejection). */
  note: text('note').notNull().default(''),
  replyNote: text('reply_note').notNull().default(''),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: ts('reviewed_at'),
  outcomeAt: ts('outcome_at'),
  cancelledAt: ts('cancelled_at'),
  remindedAt: ts('reminded_at'),
  /** The survey engine's assignment opened when the student attended (README 'Survey'). */
  surveyAssignmentId: integer('survey_assignment_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('appt_subscribes_slot_live').on(t.slotId).where(sql`${t.status} in (0, 1)`),
  check('appt_subscribes_status', sql`${t.status} in (0, 1, 2, 3)`),
  check('appt_subscribes_type_key', sql`${t.typeKey} in (1, 2)`),
  check('appt_subscribes_outcome', sql`${t.outcome} is null or (${t.outcome} in (1, 2) and ${t.status} = 1)`),
  check('appt_subscribes_questions', sql`cardinality(${t.ownQuestions}) <= 5`),
  check('appt_subscribes_order', sql`${t.beginTime} < ${t.endTime}`),
  index('appt_subscribes_student_idx').on(t.studentId, t.beginTime),
]);

/** The one row of policy settings (README 'No-show policy', 'Survey'). */
export const apptSettings = pgTable('appt_settings', {
  id: smallint('id').primaryKey().default(1),
  noShowLimit: integer('no_show_limit').notNull().default(3),
  blockDays: integer('block_days').notNull().default(30),
  surveyId: integer('survey_id'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  check('appt_settings_one', sql`${t.id} = 1`),
  check('appt_settings_values', sql`${t.noShowLimit} >= 0 and ${t.blockDays} >= 1`),
]);
