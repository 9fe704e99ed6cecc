import { z } from 'zod';
import { dateSchema, idInputSchema, idSchema, idTextSchema } from '../field-schemas.ts';
import { pageQueryOf, pageQuerySchema } from '../paging.ts';

/** Contracts of the teaching domain's attendance part (FEATURES §2.3, ACAD-C01…C10, N01…N03). */

/** The values of the AttendanceStatus dictionary (platform/dictionaries); the database checks the same list. */
export const attendanceStatuses = ['Present', 'Late', 'LeftEarly', 'PersonalLeave', 'SickLeave', 'OfficialLeave', 'Absent'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** ACAD-C10: the course list of the signed-in teacher (pageSize 999 in the spec). */
export const attendanceCourseQuerySchema = pageQueryOf(999);
export const attendanceCourseRowSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseNumber: z.string(),
  courseNameCN: z.string(),
  courseNameEN: z.string(),
  teacherName: z.string(),
  teacherNameEn: z.string(),
  studyClassName: z.string(),
  studyClassNameEn: z.string(),
  pageType: z.string(),
  year: z.number().int(),
  term: z.number().int(),
});
export type AttendanceCourseRow = z.infer<typeof attendanceCourseRowSchema>;

/** ACAD-C07 / N02: the class header. */
export const startClassHeaderSchema = z.object({
  teacherList: z.array(z.object({ id: z.number().int(), name: z.string(), enName: z.string() })),
  gSMStartClass: z.object({
    id: z.number().int(),
    year: z.number().int(),
    term: z.number().int(),
    courseNumber: z.string(),
    courseNameCN: z.string(),
    courseNameEN: z.string(),
    studyClassName: z.string(),
    studyClassNameEn: z.string(),
    pageType: z.string(),
  }),
});
export type StartClassHeader = z.infer<typeof startClassHeaderSchema>;

export const startClassIdQuerySchema = z.object({ id: idTextSchema });
/** IsNowTerm takes StartClassId (the spec's casing); startClassId is accepted too. */
export const isNowTermQuerySchema = z.object({ StartClassId: idTextSchema.optional(), startClassId: idTextSchema.optional() })
  .refine((q) => q.StartClassId ?? q.startClassId, { message: 'StartClassId is required' })
  .transform((q) => ({ startClassId: (q.StartClassId ?? q.startClassId)! }));

/** ACAD-C02: the records list of a class. */
export const attendanceSearchSchema = pageQuerySchema.extend({ pageType: z.string().max(20).optional().nullable(), startClassId: idInputSchema });
export type AttendanceSearch = z.output<typeof attendanceSearchSchema>;

/** ACAD-N01. */
export const attendanceRecordSchema = z.object({
  id: z.number().int(),
  attendanceDate: z.string(),
  status: z.string(),
  statusName: z.string(),
  studentNumber: z.string(),
  name: z.string(),
  enName: z.string(),
  remark: z.string(),
  pageType: z.string(),
  startClassId: z.number().int(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

/** ACAD-C03: the students enrolled in the class, 30 a page. */
export const studentSearchSchema = pageQueryOf(30).extend({ pageType: z.string().max(20).optional().nullable(), startClassId: idInputSchema });
/** ACAD-N03. */
export const studentHitSchema = z.object({ id: z.number().int(), studentNumber: z.string(), name: z.string(), enName: z.string() });
export type StudentHit = z.infer<typeof studentHitSchema>;

/**
 * ACAD-C04/C05 and V01: attendanceDate, status and studentNumber required; the name is the chosen
 * student's and only shown (the server takes the student from the number). The dialog and the server
 * parse with this one schema.
 */
export const attendanceSaveSchema = z.object({
  id: z.union([idSchema, z.literal(0)]).optional().nullable(),
  attendanceDate: dateSchema,
  status: z.enum(attendanceStatuses),
  studentNumber: z.string().trim().min(1).max(40),
  name: z.string().max(100).optional().nullable(),
  remark: z.string().trim().max(500).optional().nullable().transform((s) => s ?? ''),
  pageType: z.string().max(20).optional().nullable(),
  startClassId: idInputSchema,
});
export type AttendanceSave = z.input<typeof attendanceSaveSchema>;

/** ACAD-C08: one previewed row of an imported sheet with its problems (catalogue codes). */
export const attendanceImportRowSchema = z.object({
  row: z.number().int().min(0).max(1_000_000),
  startClassId: idSchema,
  studentNumber: z.string().max(40),
  name: z.string().max(100),
  attendanceDate: z.string().max(40),
  status: z.string().max(40),
  remark: z.string().max(500),
  problems: z.array(z.object({ code: z.string().max(10), params: z.record(z.string().max(40), z.union([z.string().max(200), z.number()])) })).max(20),
});
export type AttendanceImportRow = z.infer<typeof attendanceImportRowSchema>;
export const attendanceImportPreviewSchema = z.object({
  rows: z.array(attendanceImportRowSchema),
  /** Problems of the file itself (row 0). */
  problems: z.array(z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
});
export type AttendanceImportPreview = z.infer<typeof attendanceImportPreviewSchema>;
export const importQuerySchema = z.object({ startClassId: idTextSchema });
/** ACAD-C09: the body is the previewed rows; each is checked again. */
export const attendanceImportSaveSchema = z.array(attendanceImportRowSchema.extend({ problems: attendanceImportRowSchema.shape.problems.optional() })).min(1).max(5000);
export const attendanceImportResultSchema = z.object({ saved: z.number().int(), skipped: z.number().int() });

/**
 * The days a class meets, the only days its attendance may be recorded on (teaching README,
 * 'Attendance'): the term's first and last day and every class day in it, 'YYYY-MM-DD', sorted.
 */
export const attendanceDaysSchema = z.object({ termFirstDay: z.string(), termLastDay: z.string(), days: z.array(z.string()) });
export type AttendanceDays = z.infer<typeof attendanceDaysSchema>;

/** Attendance rates of a class (beyond the legacy portal); without a threshold, the school's (attendance-points.ts). */
export const attendanceRatesQuerySchema = z.object({
  startClassId: idTextSchema,
  threshold: z.coerce.number().min(0).max(100).optional(),
});
/** GET /api/GSMStartClassAttendance/Export?startClassId=: the class's attendance as xlsx (a generated file record). */
export const attendanceRateRowSchema = z.object({
  studentId: z.number().int(),
  studentNumber: z.string(),
  name: z.string(),
  enName: z.string(),
  records: z.number().int(),
  /** The points of the records, and their maximum (records × the school's maximum). */
  earned: z.number().int(),
  possible: z.number().int(),
  /** Percent with one decimal; null with no records. */
  rate: z.number().nullable(),
  below: z.boolean(),
});
export type AttendanceRateRow = z.infer<typeof attendanceRateRowSchema>;
export const attendanceRatesSchema = z.object({
  threshold: z.number(),
  /** The school's points per status and their maximum, which the rates are of. */
  points: z.record(z.string(), z.number().int()),
  maxPoints: z.number().int(),
  students: z.array(attendanceRateRowSchema),
});
export type AttendanceRates = z.infer<typeof attendanceRatesSchema>;
