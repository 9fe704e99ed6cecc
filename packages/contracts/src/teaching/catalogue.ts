import { z } from 'zod';
import { importProblemSchema, importRowProblemsSchema } from '../import-problems.ts';
import { pageQueryOf } from '../paging.ts';
import { PageType } from '../permissions.ts';

/**
 * The course catalogue of the teaching office (staff, /admin/teaching/courses): a course by its
 * number, with names in both languages, credit, course-type code, the programmes it is offered to
 * and its teaching language. Start classes and bidding plans take their courses from it.
 */

/** The spec's course-type codes (education.md §1): 1-10 the benyan ones, 11 required, 12 elective; 100 is a lecture, never a course. */
export const catalogueCourseTypes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const teachingLanguages = ['zh', 'en', 'bilingual'] as const;
export type TeachingLanguage = (typeof teachingLanguages)[number];

/** Course numbers and class codes: what a student-information system writes, kept to safe characters. */
export const catalogueCodeSchema = z.string().trim().max(32).regex(/^[A-Za-z0-9_-]{1,32}$/);

const text = (max: number) => z.string().trim().min(1).max(max);

/** A course as a response carries it (no transform: a response schema is also an encoder). */
export const catalogueCourseSchema = z.object({
  courseNumber: catalogueCodeSchema,
  nameCn: text(200),
  nameEn: text(200),
  credit: z.number().min(0).max(99).refine((n) => Math.round(n * 100) === n * 100, { message: 'at most two decimals' }),
  courseType: z.number().int().min(1).max(12).refine((n) => (catalogueCourseTypes as readonly number[]).includes(n), { message: 'unknown course type' }),
  programmes: z.array(z.enum(PageType)).max(PageType.length),
  language: z.enum(teachingLanguages),
});

/** A course as staff save it: the programmes once each, in order. */
export const catalogueCourseInputSchema = catalogueCourseSchema.extend({
  programmes: catalogueCourseSchema.shape.programmes.transform((l) => [...new Set(l)].sort()),
});
export type CatalogueCourseInput = z.output<typeof catalogueCourseInputSchema>;

export const catalogueCourseRowSchema = z.object({
  id: z.number().int(),
  courseNumber: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  credit: z.number(),
  courseType: z.number().int(),
  programmes: z.array(z.enum(PageType)),
  language: z.enum(teachingLanguages),
  /** Start classes of the course in any term: a course with classes is not deleted. */
  classCount: z.number().int(),
});
export type CatalogueCourseRow = z.infer<typeof catalogueCourseRowSchema>;

/** Paged, searched by number and names; `programme` keeps the courses offered to that programme. */
export const catalogueCourseListQuerySchema = pageQueryOf(20).extend({
  programme: z.enum(PageType).optional(),
});
export const catalogueCourseListFields = ['courseNumber', 'nameCn', 'nameEn', 'credit', 'courseType', 'language'] as const;

/** What a sheet import does with a row: every import preview of the catalogue says it per row. */
export const catalogueImportActions = ['create', 'update', 'unchanged'] as const;

export const courseImportRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(catalogueImportActions),
  /** The course as the row gives it; null when the row has problems. */
  course: catalogueCourseSchema.nullable(),
  /** The cells as read, shown for rows with problems. */
  cells: z.record(z.string(), z.string()),
  problems: z.array(importProblemSchema),
});
export type CourseImportRow = z.infer<typeof courseImportRowSchema>;

export const importSummarySchema = z.object({
  rows: z.number().int(), create: z.number().int(), update: z.number().int(), unchanged: z.number().int(), withProblems: z.number().int(),
});
export type CatalogueImportSummary = z.infer<typeof importSummarySchema>;

export const courseImportPreviewSchema = z.object({
  rows: z.array(courseImportRowSchema),
  /** Problems of the file itself (row 0) and of the rows, for the shared problem list. */
  problems: z.array(importRowProblemsSchema),
  summary: importSummarySchema,
});
export type CourseImportPreview = z.infer<typeof courseImportPreviewSchema>;

/** The confirm sends the previewed courses back; the server checks them all again and writes all or nothing. */
export const courseImportConfirmSchema = z.object({
  courses: z.array(catalogueCourseInputSchema).min(1).max(5000),
});
export type CourseImportConfirm = z.output<typeof courseImportConfirmSchema>;

export const catalogueImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });
export type CatalogueImportResult = z.infer<typeof catalogueImportResultSchema>;
