import { z } from 'zod';
import { importProblemSchema, importRowProblemsSchema } from '../import-problems.ts';
import { pageQueryOf } from '../paging.ts';
import { PageType } from '../permissions.ts';
import { catalogueCodeSchema, catalogueImportActions, importSummarySchema } from './catalogue.ts';

/**
 * Programmes and cohorts (staff, /admin/teaching/cohorts): a cohort is a programme (pageType) and
 * an entrance year; its classes have a code and a Chinese and an English name. Students carry their
 * class by its Chinese name (users.class_name), so that name is unique over every cohort.
 */

export const cohortYearSchema = z.number().int().min(1950).max(2100);
const className = z.string().trim().min(1).max(100).regex(/^[^\r\n\t]*$/);

export const cohortClassInputSchema = z.object({
  pageType: z.enum(PageType),
  entranceYear: cohortYearSchema,
  code: catalogueCodeSchema,
  nameCn: className,
  nameEn: className,
});
export type CohortClassInput = z.output<typeof cohortClassInputSchema>;

export const cohortClassRowSchema = cohortClassInputSchema.extend({
  id: z.number().int(),
  /** Students whose class is this one (by its Chinese name): a class with students is not deleted. */
  students: z.number().int(),
});
export type CohortClassRow = z.infer<typeof cohortClassRowSchema>;

export const cohortClassListQuerySchema = pageQueryOf(20).extend({
  pageType: z.enum(PageType).optional(),
  entranceYear: z.coerce.number().int().min(1950).max(2100).optional(),
});
export const cohortClassListFields = ['code', 'nameCn', 'nameEn', 'pageType', 'entranceYear'] as const;

/** The cohorts that exist, for the list's filters and the people import. */
export const cohortSchema = z.object({ pageType: z.enum(PageType), entranceYear: z.number().int(), classes: z.number().int() });
export type Cohort = z.infer<typeof cohortSchema>;

export const cohortImportRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(catalogueImportActions),
  cohortClass: cohortClassInputSchema.nullable(),
  cells: z.record(z.string(), z.string()),
  problems: z.array(importProblemSchema),
});
export type CohortImportRow = z.infer<typeof cohortImportRowSchema>;

export const cohortImportPreviewSchema = z.object({
  rows: z.array(cohortImportRowSchema),
  problems: z.array(importRowProblemsSchema),
  summary: importSummarySchema,
});
export type CohortImportPreview = z.infer<typeof cohortImportPreviewSchema>;

export const cohortImportConfirmSchema = z.object({
  classes: z.array(cohortClassInputSchema).min(1).max(5000),
});
export type CohortImportConfirm = z.output<typeof cohortImportConfirmSchema>;
