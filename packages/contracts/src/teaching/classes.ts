import { z } from 'zod';
import { INT32_MAX, dateSchema, idSchema } from '../field-schemas.ts';
import { importProblemSchema, importRowProblemsSchema } from '../import-problems.ts';
import type { MessageCode } from '../messages/index.ts';
import { pageQueryOf } from '../paging.ts';

/**
 * Contracts of the class pages under /admin/teaching/classes (teaching.admin manages every class; a
 * teacher reads the classes they teach): start classes with their teachers, weekly slots or dated
 * sessions, the roster and its enrolments, and the xlsx imports of classes and enrolments.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');
/** 'HH:MM' at the school, 00:00-23:59. */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = z.string().max(5).regex(HHMM, 'HH:MM');

export const CLASS_PAGE_TYPES = ['mba', 'emba', 'benyan', 'master', 'phd'] as const;
export const classPageTypeSchema = z.enum(CLASS_PAGE_TYPES);

/** A weekly slot (benyan, MBA): weekday 1 (Monday) to 7, teaching weeks from-to (zero-based, week 0 the term's first Monday). */
export const classSlotInputSchema = z.object({
  weekStart: z.number().int().min(-5).max(60),
  weekEnd: z.number().int().min(-5).max(60),
  weekName: z.number().int().min(1).max(7),
  beginTime: hhmm,
  endTime: hhmm,
});
export type ClassSlotInput = z.infer<typeof classSlotInputSchema>;

/** A dated session (EMBA): a school day and its times at the school. */
export const classSessionInputSchema = z.object({ day: dateSchema, beginTime: hhmm, endTime: hhmm });
export type ClassSessionInput = z.infer<typeof classSessionInputSchema>;

export const classInputSchema = z.object({
  courseId: idSchema,
  schoolYear: z.number().int().min(2000).max(2999),
  term: z.number().int().min(1).max(4),
  pageType: classPageTypeSchema,
  /** The cohort class it is taught to (users' className), or a name of its own. */
  className: text(100),
  classNameEn: optionalText(100),
  teacherIds: z.array(idSchema).max(20).default([]),
  venue: optionalText(100),
  venueEn: optionalText(100),
  capacity: z.number().int().min(1).max(10_000),
  slots: z.array(classSlotInputSchema).max(40).default([]),
  sessions: z.array(classSessionInputSchema).max(200).default([]),
});
export type ClassInput = z.output<typeof classInputSchema>;

/**
 * The order of a class's times, one rule for the form and the server: weeks from before to, each
 * meeting ending after it begins. The clash check and the term's bounds are the server's.
 */
export function classTimesProblem(v: Pick<ClassInput, 'slots' | 'sessions'>): MessageCode | null {
  if (v.slots.some((s) => s.weekStart > s.weekEnd)) return '93607';
  if ([...v.slots, ...v.sessions].some((s) => s.beginTime >= s.endTime)) return '93608';
  return null;
}

export const classTeacherSchema = z.object({ id: z.number().int(), name: z.string(), enName: z.string() });

export const classAdminRowSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseNumber: z.string(),
  courseName: z.string(),
  courseNameEn: z.string(),
  schoolYear: z.number().int(),
  term: z.number().int(),
  pageType: z.string(),
  className: z.string(),
  classNameEn: z.string(),
  venue: z.string(),
  venueEn: z.string(),
  capacity: z.number().int(),
  enrolled: z.number().int(),
  teachers: z.array(classTeacherSchema),
  slots: z.array(classSlotInputSchema.extend({ id: z.number().int() })),
  sessions: z.array(classSessionInputSchema.extend({ id: z.number().int() })),
  /** The caller may edit it (teaching.admin); a teacher only reads their classes. */
  canEdit: z.boolean(),
});
export type ClassAdminRow = z.infer<typeof classAdminRowSchema>;

/** The list: a term's classes, filtered by course, teacher and programme; queryText over course and class names. */
export const classAdminListQuerySchema = pageQueryOf(20).extend({
  schoolYear: z.coerce.number().int().min(2000).max(2999).optional(),
  term: z.coerce.number().int().min(1).max(4).optional(),
  courseId: z.coerce.number().int().min(1).max(INT32_MAX).optional(),
  teacherId: z.coerce.number().int().min(1).max(INT32_MAX).optional(),
  pageType: classPageTypeSchema.optional(),
});
export type ClassAdminListQuery = z.output<typeof classAdminListQuerySchema>;

/** What the class form chooses from: the catalogue, the terms, the teachers, the cohort classes of students. */
export const classOptionsSchema = z.object({
  courses: z.array(z.object({ id: z.number().int(), courseNumber: z.string(), nameCn: z.string(), nameEn: z.string() })),
  terms: z.array(z.object({ schoolYear: z.number().int(), term: z.number().int(), name: z.string(), nameEn: z.string(), current: z.boolean() })),
  teachers: z.array(classTeacherSchema),
  cohorts: z.array(z.object({ className: z.string(), classNameEn: z.string(), pageType: z.string(), students: z.number().int() })),
});
export type ClassOptions = z.infer<typeof classOptionsSchema>;

export const classRosterRowSchema = z.object({
  studentId: z.number().int(),
  studentNumber: z.string(),
  name: z.string(),
  enName: z.string(),
  className: z.string(),
  source: z.string(),
  enrolledAt: z.string(),
  /** A result is recorded: the enrolment is not removed. */
  hasResult: z.boolean(),
});
export type ClassRosterRow = z.infer<typeof classRosterRowSchema>;

/** Give the class to a cohort class (all its students) or to a list of student numbers. */
export const classEnrolBodySchema = z.object({
  cohortClassName: z.string().trim().max(100).optional(),
  studentNumbers: z.array(z.string().trim().min(1).max(40)).max(2000).optional(),
}).refine((v) => !!v.cohortClassName || !!v.studentNumbers?.length, { message: 'cohortClassName or studentNumbers' });
export type ClassEnrolBody = z.infer<typeof classEnrolBodySchema>;
export const classEnrolResultSchema = z.object({ added: z.number().int(), skipped: z.number().int() });
export type ClassEnrolResult = z.infer<typeof classEnrolResultSchema>;

/** One student added or removed by staff, with the reason the audit keeps. */
export const classEnrolOneSchema = z.object({ studentNumber: text(40), reason: text(500) });
export const classUnenrolSchema = z.object({ reason: text(500) });

export const CLASS_IMPORT_KINDS = ['classes', 'enrolments'] as const;
export const classImportKindSchema = z.enum(CLASS_IMPORT_KINDS);
export type ClassImportKind = z.infer<typeof classImportKindSchema>;
export const classImportQuerySchema = z.object({ kind: classImportKindSchema });

/** A previewed row: its sheet number, its cells by column key, and its problems. */
export const classImportRowSchema = z.object({
  row: z.number().int().min(0).max(1_048_576),
  cells: z.record(z.string(), z.string().max(500)),
  problems: z.array(importProblemSchema),
});
export type ClassImportRow = z.infer<typeof classImportRowSchema>;

export const classImportPreviewSchema = z.object({
  kind: classImportKindSchema,
  columns: z.array(z.object({ key: z.string(), header: z.string() })),
  rows: z.array(classImportRowSchema),
  /** File-level problems (no rows, not a workbook). */
  problems: z.array(importProblemSchema),
  /** Classes (or enrolments) the confirm would create. */
  creates: z.number().int(),
});
export type ClassImportPreview = z.infer<typeof classImportPreviewSchema>;

/** The confirm sends the previewed rows' cells back; the server checks them again, all or nothing. */
export const classImportConfirmSchema = z.object({
  kind: classImportKindSchema,
  rows: z.array(classImportRowSchema.pick({ row: true, cells: true })).min(1).max(5000),
});
export const classImportResultSchema = z.object({ created: z.number().int() });
export const classImportRefusalSchema = z.array(importRowProblemsSchema);
