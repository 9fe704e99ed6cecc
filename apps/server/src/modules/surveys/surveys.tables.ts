import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SurveyAnswer } from '@portal/contracts';
import { users } from '../../platform/db/platform.tables.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Kept literal here (not imported) so the migration is a plain reading of this file. */
const kinds = ['faculty', 'mentor', 'graduate', 'activity', 'appointment', 'meal', 'generic'];
const types = ['TEXT', 'TEXTAREA', 'BOOLEAN', 'DATE', 'TIME', 'SINGLE_CHOICE', 'MULTI_CHOICE', 'TEXT_NUMBER_SINGLE_CHOICE', 'NUMBER', 'ORDER', 'MATRIX', 'GROUP'];

export const surveys = pgTable('surveys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  description: text('description'),
  descriptionEn: text('description_en'),
  kind: text('kind').notNull(),
  /** Faculty evaluations: only aggregates leave the server, and none below the threshold. */
  anonymous: boolean('anonymous').notNull().default(false),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [check('surveys_kind', sql`${t.kind} in (${inList(kinds)})`)]);

/** Top-level questions have no parent; GROUP items and MATRIX rows point at their question. */
export const surveyQuestions = pgTable('survey_questions', {
  id: serial('id').primaryKey(),
  surveyId: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id').references((): AnyPgColumn => surveyQuestions.id, { onDelete: 'cascade' }),
  questionKey: text('question_key').notNull(),
  sort: integer('sort').notNull(),
  type: text('type').notNull(),
  body: text('body').notNull(),
  bodyEn: text('body_en'),
  require: boolean('require').notNull().default(false),
  textLimit: integer('text_limit'),
  writeHint: text('write_hint'),
  writeHintEn: text('write_hint_en'),
  minValue: numeric('min_value', { mode: 'number' }),
  maxValue: numeric('max_value', { mode: 'number' }),
  units: text('units'),
  unitsEn: text('units_en'),
}, (t) => [
  unique('survey_questions_key').on(t.surveyId, t.questionKey),
  check('survey_questions_type', sql`${t.type} in (${inList(types)})`),
  check('survey_questions_range', sql`${t.minValue} is null or ${t.maxValue} is null or ${t.minValue} <= ${t.maxValue}`),
  check('survey_questions_text_limit', sql`${t.textLimit} is null or ${t.textLimit} > 0`),
  index('survey_questions_survey_idx').on(t.surveyId, t.sort),
]);

export const surveyOptions = pgTable('survey_options', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id').notNull().references(() => surveyQuestions.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
  sort: integer('sort').notNull(),
  text: text('text').notNull(),
  textEn: text('text_en'),
  score: numeric('score', { mode: 'number' }),
  isShowTextBox: boolean('is_show_text_box').notNull().default(false),
  textBoxRequire: boolean('text_box_require').notNull().default(false),
  isNegativeExtreme: boolean('is_negative_extreme').notNull().default(false),
  /** The questionKeys this option reveals (relevancy links). */
  relevancy: jsonb('relevancy').$type<string[]>().notNull().default([]),
}, (t) => [
  unique('survey_options_value').on(t.questionId, t.value),
  check('survey_options_text_box', sql`not ${t.textBoxRequire} or ${t.isShowTextBox}`),
  // The multi-value separator can never occur inside a value.
  check('survey_options_value_chars', sql`${t.value} ~ '^[A-Za-z0-9_-]{1,40}$'`),
]);

/**
 * A survey sent to respondents in a context (a class and teacher, a cohort, a selection round),
 * open between beginTime and endTime. Its id is the businessValue of the wire.
 */
export const surveyAssignments = pgTable('survey_assignments', {
  id: serial('id').primaryKey(),
  surveyId: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
  businessType: text('business_type').notNull(),
  businessValue2: text('business_value2').notNull().default(''),
  title: text('title'),
  titleEn: text('title_en'),
  evaluationType: text('evaluation_type'),
  evaluationTypeEn: text('evaluation_type_en'),
  courseNameCn: text('course_name_cn'),
  courseNameEn: text('course_name_en'),
  teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'set null' }),
  teacherName: text('teacher_name'),
  teacherNameEn: text('teacher_name_en'),
  position: text('position'),
  positionEn: text('position_en'),
  /** 'mbaxy' for nominated-mentor surveys (SURV-K04). */
  pageType: text('page_type'),
  targetLabel: text('target_label').notNull().default(''),
  /** Set when the target has an English name of its own (a start class's course and class). */
  targetLabelEn: text('target_label_en'),
  beginTime: ts('begin_time').notNull(),
  endTime: ts('end_time').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  check('survey_assignments_window', sql`${t.beginTime} < ${t.endTime}`),
  index('survey_assignments_survey_idx').on(t.surveyId),
]);

/** Who is asked to answer an assignment. */
export const surveyAssignees = pgTable('survey_assignees', {
  assignmentId: integer('assignment_id').notNull().references(() => surveyAssignments.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.assignmentId, t.userId] }), index('survey_assignees_user_idx').on(t.userId)]);

/**
 * One response per assignee: a draft until submitted. A submitted row can never change: the save
 * only updates drafts, and a trigger (in the migration) refuses any update or delete of a
 * submitted row. Only an assignee can have a response (the foreign key to survey_assignees).
 */
export const surveyResponses = pgTable('survey_responses', {
  id: serial('id').primaryKey(),
  assignmentId: integer('assignment_id').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  surveyId: integer('survey_id').notNull().references(() => surveys.id),
  status: text('status').notNull(),
  answers: jsonb('answers').$type<SurveyAnswer[]>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  submittedAt: ts('submitted_at'),
}, (t) => [
  unique('survey_responses_one').on(t.assignmentId, t.userId),
  foreignKey({ name: 'survey_responses_assignee', columns: [t.assignmentId, t.userId], foreignColumns: [surveyAssignees.assignmentId, surveyAssignees.userId] }),
  check('survey_responses_status', sql`${t.status} in ('draft', 'submitted')`),
  check('survey_responses_submitted_at', sql`(${t.status} = 'submitted') = (${t.submittedAt} is not null)`),
  index('survey_responses_survey_idx').on(t.surveyId, t.status),
  index('survey_responses_user_idx').on(t.userId),
]);
