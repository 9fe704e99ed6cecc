import { z } from 'zod';
import { dateSchema } from '../field-schemas.ts';
import { importProblemSchema } from '../import-problems.ts';
import { pageQuerySchema } from '../paging.ts';
import { leftReasonSchema, personKindSchema } from './people-kinds.ts';

/**
 * The roll import (issue 'People and roles'): a student-information system's export of students or
 * staff, read into a preview kept on the server (people_imports) and written, all or nothing, when
 * the preview is confirmed. The header table is in the server (modules/people/import-columns.ts)
 * and in docs/people-import.md.
 */

/** The columns of a student roll and of a staff roll, by key; problems name them in `params.field`. */
export const studentImportColumns = [
  'studentNumber', 'name', 'enName', 'gender', 'email', 'mobile', 'programme', 'studentType', 'entranceYear', 'className', 'classNameEn', 'campus',
] as const;
export const staffImportColumns = ['staffNumber', 'name', 'enName', 'email', 'department', 'roles'] as const;
export type StudentImportColumn = (typeof studentImportColumns)[number];
export type StaffImportColumn = (typeof staffImportColumns)[number];
export type PeopleImportColumn = StudentImportColumn | StaffImportColumn;

/** Above this many rows a file is refused: import it in parts (the bench reads 10,000 in a few seconds). */
export const MAX_PEOPLE_IMPORT_ROWS = 20_000;
/** The share of a kind's active people that marking the absent as left may reach unless the import raises it. */
export const DEFAULT_LEFT_LIMIT_PERCENT = 10;

export const peopleImportActions = ['create', 'update', 'unchanged'] as const;
export type PeopleImportAction = (typeof peopleImportActions)[number];

/** One changed field: old → new for plain fields; e-mail and mobile carry the field name only. */
export const peopleImportChangeSchema = z.object({
  field: z.string(),
  from: z.string().nullable().optional(),
  to: z.string().nullable().optional(),
});
export type PeopleImportChange = z.infer<typeof peopleImportChangeSchema>;

export const peopleImportRowSchema = z.object({
  /** The row's number in the sheet (the header is row 1). */
  row: z.number().int(),
  number: z.string(),
  name: z.string(),
  action: z.enum(peopleImportActions),
  changes: z.array(peopleImportChangeSchema),
  problems: z.array(importProblemSchema),
  /** What the row is imported despite (a class not in the cohort table); absent when none. */
  warnings: z.array(importProblemSchema).optional(),
});
export type PeopleImportRow = z.infer<typeof peopleImportRowSchema>;

export const peopleImportSummarySchema = z.object({
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  withProblems: z.number().int(),
});
export type PeopleImportSummary = z.infer<typeof peopleImportSummarySchema>;

/** Active people of the import's kind whom the file does not list: those 'mark the absent as left' would mark. */
export const peopleImportAbsentSchema = z.object({
  count: z.number().int(),
  /** Active people of that kind now; the share is count / active. */
  active: z.number().int(),
  sharePercent: z.number(),
  /** The first of them by number (at most 200), to show in the preview. */
  people: z.array(z.object({ id: z.number().int(), number: z.string(), name: z.string(), enName: z.string().nullable() })),
});
export type PeopleImportAbsent = z.infer<typeof peopleImportAbsentSchema>;

export const peopleImportPreviewSchema = z.object({
  id: z.string(),
  kind: personKindSchema,
  fileName: z.string(),
  summary: peopleImportSummarySchema,
  /** Problems of the file itself (unreadable, required columns missing, too many rows). */
  problems: z.array(importProblemSchema),
  /** Columns found, by key, and headers that matched no column (ignored). */
  columns: z.array(z.string()),
  unknownColumns: z.array(z.string()),
  absent: peopleImportAbsentSchema,
  defaultLeftLimitPercent: z.number(),
});
export type PeopleImportPreview = z.infer<typeof peopleImportPreviewSchema>;

export const peopleImportQuerySchema = z.object({ kind: personKindSchema });

export const peopleImportRowFilters = ['all', 'problems', 'changes', 'create', 'update', 'unchanged'] as const;
export const peopleImportRowsQuerySchema = pageQuerySchema.extend({ show: z.enum(peopleImportRowFilters).default('all') });
export type PeopleImportRowsQuery = z.output<typeof peopleImportRowsQuerySchema>;

export const peopleImportConfirmSchema = z.object({
  /** Never by default: people of the kind absent from the file are marked as left only when this is sent. */
  markAbsentAsLeft: z.object({
    leftOn: dateSchema,
    reason: leftReasonSchema,
    /** Raises (or lowers) the change threshold for this import only. */
    limitPercent: z.number().min(0).max(100).default(DEFAULT_LEFT_LIMIT_PERCENT),
  }).optional(),
});
export type PeopleImportConfirm = z.input<typeof peopleImportConfirmSchema>;

export const peopleImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  left: z.number().int(),
});
export type PeopleImportResult = z.infer<typeof peopleImportResultSchema>;

export const peopleImportStatuses = ['previewed', 'confirmed', 'discarded'] as const;

/** What the page polls while a confirm runs: the stored status, and the progress where the instance doing the work answers. */
export const peopleImportStateSchema = z.object({
  id: z.string(),
  kind: personKindSchema,
  fileName: z.string(),
  status: z.enum(peopleImportStatuses),
  progress: z.object({ phase: z.enum(['checking', 'writing']), done: z.number().int(), total: z.number().int() }).nullable(),
  result: peopleImportResultSchema.nullable(),
});
export type PeopleImportState = z.infer<typeof peopleImportStateSchema>;
