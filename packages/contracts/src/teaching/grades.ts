import { z } from 'zod';
import { importRowProblemsSchema } from '../import-problems.ts';
import { pageQuerySchema } from '../paging.ts';

/**
 * Contracts of the teaching domain's grades part (FEATURES §2.3: ACAD-C30, C32, N08, S08, R06) and
 * the staff import and export. A term grade row holds one of two column sets: the undergraduate one
 * (class and major rank, two GPAs) or the PhD one (evaluation rank, scholarship level, professional
 * evaluation rank); the server's student type decides which one a student sees.
 */

export const gradeStudentTypes = ['undergraduate', 'phd'] as const;
export type GradeStudentType = (typeof gradeStudentTypes)[number];

/** ACAD-C30 GET /GSMResultStudent/GetStudentType?PageType= */
export const gradeStudentTypeQuerySchema = z.object({ PageType: z.string().max(16).optional(), pageType: z.string().max(16).optional() });
export const gradeStudentTypeSchema = z.object({
  studentType: z.enum(gradeStudentTypes),
  /** The spec's flag form of the same answer, for a client that reads a boolean. */
  isPhd: z.boolean(),
});
export type GradeStudentTypeAnswer = z.infer<typeof gradeStudentTypeSchema>;

/** Scholarship levels: 1 first class, 2 second, 3 third, 0 none (the screens name them). */
export const scholarshipLevels = [0, 1, 2, 3] as const;

/** ACAD-C32 POST /GSMResultStudent/GetPageList: the paged request with year and term filters. */
export const gradeListBodySchema = pageQuerySchema.extend({
  year: z.coerce.number().int().min(1990).max(2100).optional().nullable(),
  term: z.coerce.number().int().min(1).max(4).optional().nullable(),
  pageType: z.string().max(16).optional().nullable(),
});
export type GradeListBody = z.output<typeof gradeListBodySchema>;

/** ACAD-N08: a grade row. The column set the student's type does not use is null. */
export const gradeRowSchema = z.object({
  id: z.number().int(),
  rowNumber: z.number().int(),
  schoolYear: z.number().int(),
  schoolYearName: z.string(),
  term: z.number().int(),
  studentNumber: z.string(),
  studentName: z.string(),
  studentNameEn: z.string().nullable(),
  classRank: z.number().int().nullable(),
  majorRank: z.number().int().nullable(),
  comprehensiveGPA: z.number().nullable(),
  coreCourseGPA: z.number().nullable(),
  evaluationRank: z.number().int().nullable(),
  scholarshipLevel: z.number().int().nullable(),
  professionalEvaluationRank: z.number().int().nullable(),
});
export type GradeRow = z.infer<typeof gradeRowSchema>;

/** The staff list: every student's rows, optionally narrowed to one student type. */
export const gradeAdminListBodySchema = gradeListBodySchema.extend({
  studentType: z.enum(gradeStudentTypes).optional().nullable(),
});

const rank = z.coerce.number().int().min(1).max(100_000);
// Stored with two decimals (numeric(4,2)); more digits round there.
const gpa = z.coerce.number().min(0).max(5);

/**
 * One grade row of an import sheet, after its cells are read. The same schema checks the preview
 * (per row, into problems) and the confirmed rows the web sends back.
 */
export const gradeImportRowSchema = z.object({
  studentNumber: z.string().trim().min(1).max(32),
  schoolYear: z.coerce.number().int().min(1990).max(2100),
  term: z.coerce.number().int().min(1).max(4),
  classRank: rank.optional().nullable(),
  majorRank: rank.optional().nullable(),
  comprehensiveGPA: gpa.optional().nullable(),
  coreCourseGPA: gpa.optional().nullable(),
  evaluationRank: rank.optional().nullable(),
  scholarshipLevel: z.coerce.number().int().min(0).max(3).optional().nullable(),
  professionalEvaluationRank: rank.optional().nullable(),
});
export type GradeImportRow = z.output<typeof gradeImportRowSchema>;

export const gradeImportPreviewSchema = z.object({
  rows: z.array(gradeImportRowSchema.extend({ row: z.number().int(), studentName: z.string(), studentType: z.enum(gradeStudentTypes) })),
  problems: z.array(importRowProblemsSchema),
});
export type GradeImportPreview = z.infer<typeof gradeImportPreviewSchema>;

export const gradeImportBodySchema = z.object({ rows: z.array(gradeImportRowSchema).min(1).max(5000) });
export const gradeImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });

export const gradeExportBodySchema = z.object({
  year: z.coerce.number().int().min(1990).max(2100).optional().nullable(),
  term: z.coerce.number().int().min(1).max(4).optional().nullable(),
  studentType: z.enum(gradeStudentTypes).optional().nullable(),
});

/** R06 /education/achievement/course: the caller's course results from the enrolments (README, Q-36). */
export const myCourseResultListBodySchema = pageQuerySchema.extend({
  year: z.coerce.number().int().min(1990).max(2100).optional().nullable(),
  term: z.coerce.number().int().min(1).max(4).optional().nullable(),
});
export const myCourseResultRowSchema = z.object({
  id: z.number().int(),
  courseNumber: z.string(),
  courseName: z.string(),
  courseNameEn: z.string(),
  schoolYear: z.number().int(),
  schoolYearName: z.string(),
  term: z.number().int(),
  credit: z.number(),
  score: z.number().nullable(),
  grade: z.string().nullable(),
  /** 1 passed, 2 deferred exam, 3 failed; null: no result yet. */
  passStatus: z.number().int().nullable(),
});
export type MyCourseResultRow = z.infer<typeof myCourseResultRowSchema>;

/** The personal calendar feed: whether one exists, and its URL right after it was made (only then). */
export const calendarFeedSchema = z.object({
  exists: z.boolean(),
  createdAt: z.string().nullable(),
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
