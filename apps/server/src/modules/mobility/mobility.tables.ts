import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/platform.tables.ts';

/** Study-trip plans, their visiting projects, applications, exemptions and documents: README.md, 'Model'. */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A study-trip plan (MOB-N02): the selection window, the exemption window and the two statements. */
export const mobPlans = pgTable('mob_plans', {
  id: serial('id').primaryKey(),
  schoolYearName: text('school_year_name').notNull(),
  number: text('number').notNull(),
  startTime: ts('start_time').notNull(),
  endTime: ts('end_time').notNull(),
  exemptBegin: ts('exempt_begin'),
  exemptEnd: ts('exempt_end'),
  /** Sanitised HTML: the statement shown before the project list. */
  explain: text('explain').notNull().default(''),
  /** Sanitised HTML: the exemption statement (GetExplan). */
  exemptExplain: text('exempt_explain').notNull().default(''),
  /** Eligibility (README 'Eligibility'): programmes, entrance years, student types; empty = everyone. */
  eligiblePageTypes: text('eligible_page_types').array().notNull().default(sql`'{}'::text[]`),
  eligibleEntranceYears: integer('eligible_entrance_years').array().notNull().default(sql`'{}'::integer[]`),
  eligibleStudentTypes: integer('eligible_student_types').array().notNull().default(sql`'{}'::integer[]`),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  check('mob_plans_eligible_page_types', sql`${t.eligiblePageTypes} <@ array['benyan', 'mba', 'emba', 'master', 'phd']::text[]`),
  check('mob_plans_eligible_student_types', sql`${t.eligibleStudentTypes} <@ array[1, 2, 3, 4]::integer[]`),
  check('mob_plans_window', sql`${t.startTime} < ${t.endTime}`),
  check('mob_plans_exempt_window', sql`(${t.exemptBegin} is null and ${t.exemptEnd} is null) or (${t.exemptBegin} < ${t.exemptEnd})`),
  index('mob_plans_start_idx').on(t.startTime),
]);

/** A visiting project of a plan (MOB-N03): limit_count places, the rest queue. */
export const mobProjects = pgTable('mob_projects', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id').notNull().references(() => mobPlans.id, { onDelete: 'restrict' }),
  projectName: text('project_name').notNull(),
  city: text('city').notNull().default(''),
  activeTime: text('active_time').notNull().default(''),
  limitCount: integer('limit_count').notNull(),
  description: text('description').notNull().default(''),
  /** Eligibility (README 'Eligibility'): programmes, entrance years, student types; empty = everyone. */
  eligiblePageTypes: text('eligible_page_types').array().notNull().default(sql`'{}'::text[]`),
  eligibleEntranceYears: integer('eligible_entrance_years').array().notNull().default(sql`'{}'::integer[]`),
  eligibleStudentTypes: integer('eligible_student_types').array().notNull().default(sql`'{}'::integer[]`),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  check('mob_projects_limit', sql`${t.limitCount} >= 0`),
  check('mob_projects_eligible_page_types', sql`${t.eligiblePageTypes} <@ array['benyan', 'mba', 'emba', 'master', 'phd']::text[]`),
  check('mob_projects_eligible_student_types', sql`${t.eligibleStudentTypes} <@ array[1, 2, 3, 4]::integer[]`),
  index('mob_projects_plan_idx').on(t.planId),
]);

/**
 * An application to a project. Live = 1 selected or 2 queued; 3 cancelled stays for the record.
 * `seq` orders a project's applications (rank = position among the live ones by seq). One live
 * application per student and plan: partial unique index `mob_selections_one_per_plan`.
 */
export const mobSelections = pgTable('mob_selections', {
  id: serial('id').primaryKey(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  planId: integer('plan_id').notNull().references(() => mobPlans.id, { onDelete: 'restrict' }),
  projectId: integer('project_id').notNull().references(() => mobProjects.id, { onDelete: 'restrict' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: smallint('status').notNull(),
  selectTime: ts('select_time').notNull().defaultNow(),
  cancelledAt: ts('cancelled_at'),
}, (t) => [
  check('mob_selections_status', sql`${t.status} in (1, 2, 3)`),
  uniqueIndex('mob_selections_one_per_plan').on(t.planId, t.studentId).where(sql`status in (1, 2)`),
  index('mob_selections_project_idx').on(t.projectId, t.status, t.seq),
]);

/** An exemption application (MOB-N01): one per student and plan; files are the student's uploads. */
export const mobExemptions = pgTable('mob_exemptions', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id').notNull().references(() => mobPlans.id, { onDelete: 'restrict' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: smallint('status').notNull().default(1),
  reason: text('reason').notNull(),
  fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
  auditOpinion: text('audit_opinion'),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: ts('reviewed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('mob_exemptions_one_per_plan').on(t.planId, t.studentId),
  check('mob_exemptions_status', sql`${t.status} in (1, 2, 3, 4)`),
  check('mob_exemptions_files', sql`cardinality(${t.fileIds}) between 1 and 10`),
]);

/** A student's documents for a plan (MOB-N04): passport number and six categories of uploads. */
export const mobStudentFiles = pgTable('mob_student_files', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id').notNull().references(() => mobPlans.id, { onDelete: 'restrict' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  passportNo: text('passport_no').notNull().default(''),
  cardNoFile: uuid('card_no_file').array().notNull().default(sql`'{}'::uuid[]`),
  summaryFile: uuid('summary_file').array().notNull().default(sql`'{}'::uuid[]`),
  managementFile: uuid('management_file').array().notNull().default(sql`'{}'::uuid[]`),
  insurancePolicyFile: uuid('insurance_policy_file').array().notNull().default(sql`'{}'::uuid[]`),
  homeworkFile: uuid('homework_file').array().notNull().default(sql`'{}'::uuid[]`),
  visitFormFile: uuid('visit_form_file').array().notNull().default(sql`'{}'::uuid[]`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('mob_student_files_one_per_plan').on(t.planId, t.studentId),
  check('mob_student_files_counts', sql`cardinality(${t.cardNoFile}) <= 10 and cardinality(${t.summaryFile}) <= 10 and cardinality(${t.managementFile}) <= 10
    and cardinality(${t.insurancePolicyFile}) <= 10 and cardinality(${t.homeworkFile}) <= 10 and cardinality(${t.visitFormFile}) <= 10`),
]);
