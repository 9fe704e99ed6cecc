import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';

/** Resumes, their sections and their generated PDFs: README.md. */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One resume of each kind per student (1 Chinese, 2 English, 3 manual, 4 own PDF): the unique index
 * is the 'only one resume' rule (1101), so two first visits at once cannot make two sets. The
 * completeness is the server's own figure, kept by every save in the same transaction; a public
 * resume has at least 80 % (or, for the own PDF, a file) by the check, whatever the service does.
 */
export const resumes = pgTable('resumes', {
  id: serial('id').primaryKey(),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: smallint('kind').notNull(),
  /** The resume student type (1, 2, 3) the resume was made for: its sections and weights. */
  studentType: smallint('student_type').notNull(),
  howComplete: smallint('how_complete').notNull().default(0),
  isPublic: boolean('is_public').notNull().default(false),
  /** 0 none, 1 asked for (in the counsellors' queue), 2 done. */
  optimizeState: smallint('optimize_state').notNull().default(0),
  optimizeRequestedAt: ts('optimize_requested_at'),
  /** The counsellor's suggestion; the student sees it only once released. */
  optimizeSuggest: text('optimize_suggest'),
  isShowOptimizeSuggest: boolean('is_show_optimize_suggest').notNull().default(false),
  suggestedBy: integer('suggested_by').references(() => users.id, { onDelete: 'set null' }),
  suggestedAt: ts('suggested_at'),
  /** Submitted and unchanged since (a later save clears it, README 'Submit'). */
  isSubmit: boolean('is_submit').notNull().default(false),
  submittedAt: ts('submitted_at'),
  /** The PDF made at the last submit (generated file). */
  pdfFileId: uuid('pdf_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  /** The student's own PDF (kind 4). */
  upResumeFileId: uuid('up_resume_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('resumes_one_per_kind').on(t.studentId, t.kind),
  index('resumes_optimize_queue_idx').on(t.optimizeState, t.optimizeRequestedAt),
  index('resumes_public_idx').on(t.isPublic, t.kind),
  check('resumes_kind', sql`${t.kind} in (1, 2, 3, 4)`),
  check('resumes_student_type', sql`${t.studentType} in (1, 2, 3)`),
  check('resumes_complete_range', sql`${t.howComplete} between 0 and 100`),
  check('resumes_optimize_state', sql`${t.optimizeState} in (0, 1, 2)`),
  check('resumes_public_rule', sql`not ${t.isPublic} or (${t.kind} = 4 and ${t.upResumeFileId} is not null) or (${t.kind} <> 4 and ${t.howComplete} >= 80)`),
  check('resumes_submit_has_pdf', sql`not ${t.isSubmit} or ${t.kind} = 4 or ${t.pdfFileId} is not null`),
]);

/**
 * A section of a resume as its call saved it, whole (a list replaces the list). The content is
 * the output of the section's schema for the resume's language and type (contracts), so what is
 * stored has passed the same limits the form shows. `updated_at` tells the English editor which
 * sections changed in Chinese after their translation.
 */
export const resumeSections = pgTable('resume_sections', {
  resumeId: integer('resume_id').notNull().references(() => resumes.id, { onDelete: 'cascade' }),
  section: text('section').notNull(),
  content: jsonb('content').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.resumeId, t.section] }),
  check('resume_sections_section', sql`${t.section} in ('personal', 'coreCompetence', 'education', 'internship', 'activityPractice', 'work', 'extracurricular', 'award', 'certificate', 'skills', 'manual')`),
]);

/**
 * Preview PDFs, kept while their signed link can still be used and removed after: a student who
 * previews a hundred times keeps no hundred files.
 */
export const resumePreviews = pgTable('resume_previews', {
  fileId: uuid('file_id').primaryKey().references(() => storedFiles.id, { onDelete: 'cascade' }),
  resumeId: integer('resume_id').notNull().references(() => resumes.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('resume_previews_resume_idx').on(t.resumeId, t.createdAt)]);

/** A resume row as the repository reads it. */
export type ResumeRecord = typeof resumes.$inferSelect;
