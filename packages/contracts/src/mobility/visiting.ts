import { z } from 'zod';
import { idInputSchema, INT32_MAX } from '../field-schemas.ts';
import { eligibilityViewSchema } from './eligibility.ts';
import { MAX_MOBILITY_FILES, studentFileCategories } from './mobility-constants.ts';
import { fileListText, mobilityFileSchema } from './study-trip.ts';

/** POST GeVisitSchoolProjectList (MOB-C08): page of 50. */
export const projectListBodySchema = z.object({
  pageNo: z.coerce.number().int().min(0).max(100_000).default(0),
  planId: idInputSchema,
});

/** A visiting project row (MOB-N03) as the caller sees it. */
export const visitProjectSchema = z.object({
  id: z.number().int(),
  planId: z.number().int(),
  schoolYearName: z.string(),
  projectName: z.string(),
  city: z.string(),
  activeTime: z.string(),
  limitCount: z.number().int(),
  /** Places taken (selected). */
  selectCount: z.number().int(),
  /** Live applications (selected and queued). */
  rankCount: z.number().int(),
  /** The caller's: 1 selected, 2 queued, null none. */
  selectStatus: z.number().int().nullable(),
  /** The caller's rank among the live applications, by time of application; queue position = rankNumber − selectCount. */
  rankNumber: z.number().int().nullable(),
  selectTime: z.string().nullable(),
  isCurrent: z.boolean(),
  isPlanOpen: z.boolean(),
  /** The caller may apply or cancel now (plan current and open). */
  isSelect: z.boolean(),
  /** Whom the project itself is for (the plan's lists apply too). */
  eligibility: eligibilityViewSchema,
  /** The plan and the project both admit the caller: otherwise applying is refused (97200, 97201). */
  eligible: z.boolean(),
});
export type VisitProject = z.infer<typeof visitProjectSchema>;

export const projectPageSchema = z.object({ data: z.array(visitProjectSchema), total: z.number().int() });

/** GSMVisitSchoolPlan/{id} (MOB-C07): the statement and the start the countdown runs to. */
export const tripPlanDetailSchema = z.object({
  id: z.number().int(),
  schoolYearName: z.string(),
  number: z.string(),
  explain: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  isOpen: z.boolean(),
  isCurrent: z.boolean(),
  /** The database's now, so the countdown does not trust the browser's clock. */
  serverTime: z.string(),
  eligibility: eligibilityViewSchema,
  eligible: z.boolean(),
});
export type TripPlanDetail = z.infer<typeof tripPlanDetailSchema>;

export const applyResultSchema = z.object({ selectStatus: z.number().int(), rankNumber: z.number().int(), selectCount: z.number().int() });
export type ApplyResult = z.infer<typeof applyResultSchema>;

/** A passport number: letters and digits, 5 to 20 (ours; the spec gives no format). */
export const passportNoSchema = z.string().trim().regex(/^[A-Za-z0-9]{5,20}$/);

/** The student's documents of a plan (MOB-N04): the six categories as JSON text on the wire. */
export const studentFileRecordSchema = z.object({
  id: z.number().int(),
  planId: z.number().int(),
  studentNumber: z.string(),
  passportNo: z.string(),
  cardNoFile: z.string(), summaryFile: z.string(), managementFile: z.string(),
  insurancePolicyFile: z.string(), homeworkFile: z.string(), visitFormFile: z.string(),
  isComplete: z.boolean(),
});
export type StudentFileRecord = z.infer<typeof studentFileRecordSchema>;

const category = fileListText(MAX_MOBILITY_FILES);
/** PUT SaveStudentFile (MOB-C12). */
export const saveStudentFileSchema = z.object({
  id: z.number().int().min(0).max(INT32_MAX).optional().nullable(),
  planId: idInputSchema,
  studentNumber: z.string().max(32).optional().nullable(),
  passportNo: z.string().max(32).optional().nullable().transform((v) => (v ?? '').trim()),
  cardNoFile: category, summaryFile: category, managementFile: category, insurancePolicyFile: category, homeworkFile: category, visitFormFile: category,
});
export type SaveStudentFile = z.input<typeof saveStudentFileSchema>;
export type SaveStudentFileBody = z.output<typeof saveStudentFileSchema>;

/** The documents form as web and server check it (MOB-V02): passport empty or well formed, ≤10 per category. */
export const studentFilesFormSchema = z.object({
  passportNo: z.union([z.literal(''), passportNoSchema]),
  ...Object.fromEntries(studentFileCategories.map((c) => [c, z.array(mobilityFileSchema).max(MAX_MOBILITY_FILES)])) as Record<(typeof studentFileCategories)[number], z.ZodArray<typeof mobilityFileSchema>>,
});
