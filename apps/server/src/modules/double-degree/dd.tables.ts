import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DdEducationEntry, DdEmploymentEntry, DdLanguageInfo } from '@portal/contracts';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';

/** Programme rounds, programmes, applications, documents and interviews: README.md, 'Model'. */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A programme round (ddApplyManage, MOB-N09): the application window, notice, agreement and per-student maximum. */
export const ddApplyManages = pgTable('dd_apply_manages', {
  id: serial('id').primaryKey(),
  simpleName: text('simple_name').notNull(),
  singupStartTime: ts('singup_start_time').notNull(),
  singupEndTime: ts('singup_end_time').notNull(),
  /** Sanitised HTML. */
  notice: text('notice').notNull().default(''),
  agreementTitle: text('agreement_title').notNull().default(''),
  /** Sanitised HTML. */
  agreementContent: text('agreement_content').notNull().default(''),
  agreementHint: text('agreement_hint').notNull().default(''),
  maxChooseProjectCount: integer('max_choose_project_count').notNull().default(1),
  isEnable: boolean('is_enable').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  check('dd_apply_manages_window', sql`${t.singupStartTime} < ${t.singupEndTime}`),
  check('dd_apply_manages_max', sql`${t.maxChooseProjectCount} >= 1`),
]);

/** A double-degree programme (partner school) of a round. */
export const ddProjects = pgTable('dd_projects', {
  id: serial('id').primaryKey(),
  applyManageId: integer('apply_manage_id').notNull().references(() => ddApplyManages.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  year: text('year').notNull(),
  /** Eligibility (README 'Eligibility'): programmes, entrance years, student types; empty = everyone. */
  eligiblePageTypes: text('eligible_page_types').array().notNull().default(sql`'{}'::text[]`),
  eligibleEntranceYears: integer('eligible_entrance_years').array().notNull().default(sql`'{}'::integer[]`),
  eligibleStudentTypes: integer('eligible_student_types').array().notNull().default(sql`'{}'::integer[]`),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  index('dd_projects_manage_idx').on(t.applyManageId),
  check('dd_projects_eligible_page_types', sql`${t.eligiblePageTypes} <@ array['benyan', 'mba', 'emba', 'master', 'phd']::text[]`),
  check('dd_projects_eligible_student_types', sql`${t.eligibleStudentTypes} <@ array[1, 2, 3, 4]::integer[]`),
]);

/** An interview day of a programme. */
export const ddInterviewDays = pgTable('dd_interview_days', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull().references(() => ddProjects.id, { onDelete: 'restrict' }),
  day: date('day', { mode: 'string' }).notNull(),
}, (t) => [uniqueIndex('dd_interview_days_one_per_day').on(t.projectId, t.day)]);

export const ddInterviewAdresses = pgTable('dd_interview_adresses', {
  id: serial('id').primaryKey(),
  dayId: integer('day_id').notNull().references(() => ddInterviewDays.id, { onDelete: 'cascade' }),
  adress: text('adress').notNull(),
}, (t) => [index('dd_interview_adresses_day_idx').on(t.dayId)]);

export const ddInterviewTimes = pgTable('dd_interview_times', {
  id: serial('id').primaryKey(),
  dayId: integer('day_id').notNull().references(() => ddInterviewDays.id, { onDelete: 'cascade' }),
  startTime: ts('start_time').notNull(),
  endTime: ts('end_time').notNull(),
}, (t) => [check('dd_interview_times_range', sql`${t.startTime} < ${t.endTime}`), index('dd_interview_times_day_idx').on(t.dayId)]);

/**
 * An application (MOB-N05…N08): a draft from step 1's first save, read-only once submit_time is set.
 * The steps' lists are JSON checked by the contracts' schemas on write and bounded here too. A slot
 * is booked by one application only: partial unique index `dd_signups_one_per_slot`.
 */
export const ddSignups = pgTable('dd_signups', {
  id: serial('id').primaryKey(),
  applyManageId: integer('apply_manage_id').notNull().references(() => ddApplyManages.id, { onDelete: 'restrict' }),
  projectId: integer('project_id').notNull().references(() => ddProjects.id, { onDelete: 'restrict' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  photoFileId: uuid('photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  nameAsPassport: text('name_as_passport').notNull(),
  nationalityId: text('nationality_id').notNull(),
  birthNationalityId: text('birth_nationality_id').notNull(),
  birthCity: text('birth_city').notNull(),
  nativeLanguage: text('native_language').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  gender: text('gender').notNull(),
  maritalStatus: text('marital_status').notNull(),
  studyMode: text('study_mode').notNull(),
  className: text('class_name').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  education: jsonb('education').$type<DdEducationEntry[]>(),
  specialSkillInterests: text('special_skill_interests'),
  employment: jsonb('employment').$type<DdEmploymentEntry[]>(),
  workTotalYear: integer('work_total_year'),
  language: jsonb('language').$type<DdLanguageInfo>(),
  essay: text('essay'),
  isCheckAgreement: boolean('is_check_agreement').notNull().default(false),
  submitTime: ts('submit_time'),
  pdfFileId: uuid('pdf_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  gsmResult: smallint('gsm_result').notNull().default(0),
  partnerResult: smallint('partner_result').notNull().default(0),
  lastResult: smallint('last_result').notNull().default(0),
  interviewTimeId: integer('interview_time_id').references(() => ddInterviewTimes.id, { onDelete: 'restrict' }),
  interviewAdressId: integer('interview_adress_id').references(() => ddInterviewAdresses.id, { onDelete: 'restrict' }),
  bookedAt: ts('booked_at'),
  /** The office's decision on the reviews (README 'Reviewing'): 0 none, 1 admit, 2 reject; published into gsm_result. */
  reviewDecision: smallint('review_decision').notNull().default(0),
  reviewPublishedAt: ts('review_published_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('dd_signups_one_per_project').on(t.projectId, t.studentId),
  uniqueIndex('dd_signups_one_per_slot').on(t.interviewTimeId).where(sql`interview_time_id is not null`),
  index('dd_signups_student_idx').on(t.studentId, t.applyManageId),
  check('dd_signups_results', sql`${t.gsmResult} in (0, 1, 2) and ${t.partnerResult} in (0, 1, 2) and ${t.lastResult} in (0, 1, 2)`),
  check('dd_signups_lists', sql`coalesce(jsonb_array_length(${t.education}), 0) <= 6 and coalesce(jsonb_array_length(${t.employment}), 0) <= 6`),
  check('dd_signups_essay', sql`char_length(${t.essay}) <= 9000`),
  check('dd_signups_work_years', sql`${t.workTotalYear} >= 0`),
  check('dd_signups_submitted_agreed', sql`${t.submitTime} is null or ${t.isCheckAgreement}`),
  check('dd_signups_review_decision', sql`${t.reviewDecision} in (0, 1, 2)`),
  check('dd_signups_booking', sql`(${t.interviewTimeId} is null) = (${t.interviewAdressId} is null)`),
]);

/** A document of a student's card in a round (vcType 12): one upload each, its group vcFileType 3–8. */
export const ddDocuments = pgTable('dd_documents', {
  id: serial('id').primaryKey(),
  applyManageId: integer('apply_manage_id').notNull().references(() => ddApplyManages.id, { onDelete: 'restrict' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id').notNull().references(() => storedFiles.id, { onDelete: 'cascade' }),
  vcFileType: smallint('vc_file_type').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('dd_documents_file').on(t.fileId),
  index('dd_documents_owner_idx').on(t.applyManageId, t.studentId),
  check('dd_documents_type', sql`${t.vcFileType} between 3 and 8`),
]);

/** Which reviewers (role dd.reviewer) review which programmes, set by the office (README 'Reviewing'). */
export const ddProgrammeReviewers = pgTable('dd_programme_reviewers', {
  projectId: integer('project_id').notNull().references(() => ddProjects.id, { onDelete: 'cascade' }),
  reviewerId: integer('reviewer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.projectId, t.reviewerId] }), index('dd_programme_reviewers_reviewer_idx').on(t.reviewerId)]);

/** A criterion of a round's score sheet: names in both languages and the most it scores. */
export const ddReviewCriteria = pgTable('dd_review_criteria', {
  id: serial('id').primaryKey(),
  applyManageId: integer('apply_manage_id').notNull().references(() => ddApplyManages.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  maxScore: integer('max_score').notNull(),
  sortOrder: integer('sort_order').notNull(),
}, (t) => [index('dd_review_criteria_manage_idx').on(t.applyManageId), check('dd_review_criteria_max', sql`${t.maxScore} between 1 and 1000`)]);

/** One reviewer's score sheet of one application: the comment here, the scores per criterion below. */
export const ddReviewSheets = pgTable('dd_review_sheets', {
  id: serial('id').primaryKey(),
  signupId: integer('signup_id').notNull().references(() => ddSignups.id, { onDelete: 'cascade' }),
  reviewerId: integer('reviewer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  comment: text('comment').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('dd_review_sheets_one_per_reviewer').on(t.signupId, t.reviewerId), check('dd_review_sheets_comment', sql`char_length(${t.comment}) <= 2000`)]);

/** A score of a sheet; the service bounds it by the criterion's maximum under the application's lock. */
export const ddReviewScores = pgTable('dd_review_scores', {
  sheetId: integer('sheet_id').notNull().references(() => ddReviewSheets.id, { onDelete: 'cascade' }),
  criterionId: integer('criterion_id').notNull().references(() => ddReviewCriteria.id, { onDelete: 'restrict' }),
  score: integer('score').notNull(),
}, (t) => [primaryKey({ columns: [t.sheetId, t.criterionId] }), check('dd_review_scores_score', sql`${t.score} >= 0`)]);
