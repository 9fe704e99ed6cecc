import { z } from 'zod';
import { PageType } from '../permissions.ts';
import { pageOf } from '../paging.ts';
import {
  baseInfoSchema, cadreSchema, degreeSchema, intentionSchema, practiceSchema, recruitInfoSchema, rewardsSchema, profileSkillsSchema, statisticsSchema, studyInfoSchema,
} from './profile-views.ts';

/** The student-affairs console (role student.affairs; administrators) under /api/profile/admin: read-only plus the cohort export. */

const year = z.coerce.number().int().min(1990).max(2999);

export const profileAdminSearchSchema = z.object({
  pageNo: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  /** Name or student number, contains. */
  queryText: z.string().max(100).optional().transform((s) => (s ?? '').trim()),
  entranceYear: z.union([z.literal('').transform(() => undefined), year]).optional(),
  pageType: z.union([z.literal('').transform(() => undefined), z.enum(PageType)]).optional(),
});
export type ProfileAdminSearch = z.input<typeof profileAdminSearchSchema>;

export const profileAdminStudentSchema = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  enName: z.string().nullable(),
  studentNum: z.string().nullable(),
  className: z.string().nullable(),
  classNameEn: z.string().nullable(),
  pageType: z.string().nullable(),
  /** The roll's resume type (1 undergraduate, 2 graduate, 3 MBA): which base and study fields apply (PROF-S05). */
  resumeStudentType: z.number().int().nullable(),
  entranceYear: z.number().int().nullable(),
});
export type ProfileAdminStudent = z.infer<typeof profileAdminStudentSchema>;
export const profileAdminStudentPageSchema = pageOf(profileAdminStudentSchema);

/** One student's whole profile, read-only: the answers of the C-calls in one object. */
export const profileAdminDetailSchema = z.object({
  student: profileAdminStudentSchema,
  baseInfo: baseInfoSchema,
  recruit: recruitInfoSchema,
  rewards: rewardsSchema,
  degree: degreeSchema,
  cadres: z.array(cadreSchema),
  study: studyInfoSchema,
  skills: profileSkillsSchema,
  practice: z.array(practiceSchema),
  intention: intentionSchema,
  statistics: statisticsSchema,
});
export type ProfileAdminDetail = z.infer<typeof profileAdminDetailSchema>;

/** The cohort export: entrance year, optionally one pageType. */
export const profileExportInputSchema = z.object({
  entranceYear: year,
  pageType: z.union([z.literal('').transform(() => undefined), z.enum(PageType)]).optional(),
});
export type ProfileExportInput = z.input<typeof profileExportInputSchema>;
export const profileExportSchema = z.object({ fileName: z.string(), fileUrl: z.string(), rows: z.number().int() });
export type ProfileExport = z.infer<typeof profileExportSchema>;
