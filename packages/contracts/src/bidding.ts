import { z } from 'zod';
import { conModelSchema } from './paging.ts';

/** planState (education.md §4). */
export const PlanState = {
  planning: 1,
  firstOpen: 2,
  firstClearing: 3,
  firstPublished: 4,
  secondOpen: 5,
  secondClearing: 6,
  secondPublished: 7,
  ended: 8,
} as const;
export const planStates = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** selectStatus of a bid course row: the student's bid on that course in the round shown. */
export const SelectStatus = { none: 0, bid: 1, dropped: 2, won: 3, lost: 4 } as const;

export const DEFAULT_MIN_POINT = 100;
export const DEFAULT_MAX_POINT = 500;
export const EMBA_POINTS_PER_CREDIT = 500;

/** The allowed range of one bid: the plan's range, or for EMBA 100…500 × credit (credit 1 when missing). */
export function bidRange(pageType: string, plan: { min: number; max: number }, credit: number | null | undefined): { min: number; max: number } {
  if (pageType === 'emba') return { min: DEFAULT_MIN_POINT, max: EMBA_POINTS_PER_CREDIT * (credit && credit > 0 ? credit : 1) };
  return { min: plan.min > 0 ? plan.min : DEFAULT_MIN_POINT, max: plan.max > 0 ? plan.max : DEFAULT_MAX_POINT };
}

export const embaClassTimeSchema = z.object({
  startDate: z.string(), endDate: z.string(), startTime: z.string(), endTime: z.string(),
});
export const mbaClassTimeSchema = z.object({
  weekStart: z.number().int(), weekEnd: z.number().int(), weekName: z.number().int().min(1).max(7),
  classStart: z.string(), classEnd: z.string(),
});
export const classTimeSchema = z.union([embaClassTimeSchema, mbaClassTimeSchema]);
export type ClassTime = z.infer<typeof classTimeSchema>;

const iso = z.string();

export const planRowSchema = z.object({
  id: z.number().int(),
  planName: z.string(),
  planNameEn: z.string().nullable(),
  pageType: z.string(),
  schoolYear: z.string(),
  term: z.number().int(),
  firstBegin: iso, firstEnd: iso, secondBegin: iso, secondEnd: iso,
  planState: z.number().int(),
  courseSelectionOpened: z.boolean(),
  studentPersonalPoint: z.number().int(),
  studentPersonalPointMax: z.number().int(),
  pointsBudget: z.number().int(),
  maxCourses: z.number().int(),
});
export type PlanRow = z.infer<typeof planRowSchema>;

export const accountSchema = z.object({
  budget: z.number().int(), available: z.number().int(), held: z.number().int(), spent: z.number().int(),
  maxUses: z.number().int(), usesAvailable: z.number().int(), usesHeld: z.number().int(), usesSpent: z.number().int(),
});
export type BidAccount = z.infer<typeof accountSchema>;

export const planDetailSchema = planRowSchema.extend({
  remark: z.string(),
  refundOnDrop: z.boolean(),
  optionalCourseMinScore: z.number(),
  account: accountSchema.nullable(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const bidCourseRowSchema = z.object({
  planID: z.number().int(),
  courseId: z.number().int(),
  courseNumber: z.string(),
  studentNumber: z.string(),
  courseName: z.string(),
  courseNameCN: z.string(),
  courseNameEN: z.string(),
  courseType: z.number().int(),
  teacher: z.string(),
  score: z.number(),
  classTimeList: z.array(classTimeSchema),
  resourceName: z.string(),
  point: z.number().int().nullable(),
  queue: z.number().int().nullable(),
  countLimites: z.number().int(),
  selectStatus: z.number().int(),
  isDeselect: z.boolean(),
  deselectTime: iso.nullable(),
  firstChooseAvgPoint: z.number().nullable(),
  remainder: z.number().int(),
  firstStatus: z.number().int(),
  pageType: z.string(),
  planState: z.number().int(),
  bidCount: z.number().int(),
  clearingPrice: z.number().int().nullable(),
});
export type BidCourseRow = z.infer<typeof bidCourseRowSchema>;

/** The body of the history check, a bid and an add/drop bid: the course row, plus points for a bid. */
export const bidRequestSchema = z.object({
  planID: z.coerce.number().int().positive(),
  courseNumber: z.string().trim().min(1).max(50),
  point: z.unknown().optional(),
  batch: z.union([z.string(), z.number()]).optional().nullable(),
  studentNumber: z.string().max(50).optional().nullable(),
}).loose();
export type BidRequest = z.infer<typeof bidRequestSchema>;

export const dropQuerySchema = z.object({
  planID: z.coerce.number().int().positive(),
  courseNumber: z.string().trim().min(1).max(50),
  studentNumber: z.string().max(50).optional(),
});

export const pointRecordSchema = z.object({
  id: z.number().int(), planID: z.number().int(), planName: z.string(), planNameEn: z.string().nullable(),
  pointDatetime: iso, pointUseType: z.string(), info: z.string(), language: z.string(),
  courseNameCN: z.string().nullable(), courseNameEN: z.string().nullable(),
  point: z.number().int(), totalPoint: z.number().int(),
});
export const maxUseRecordSchema = z.object({
  id: z.number().int(), planID: z.number().int(), planName: z.string(), planNameEn: z.string().nullable(),
  maxUseDatetime: iso, useType: z.string(), courseNameCN: z.string().nullable(), courseNameEN: z.string().nullable(),
  maxUse: z.number().int(), totalMaxUse: z.number().int(),
});

export const registrationRowSchema = z.object({
  id: z.number().int(),
  year: z.string(), term: z.number().int(),
  courseNumber: z.string(),
  courseName: z.string(), courseNameCN: z.string(), courseNameEN: z.string(),
  language: z.string(), courseType: z.number().int(), teacher: z.string(), score: z.number(),
  classTimeList: z.array(classTimeSchema), resourceName: z.string(), countLimites: z.number().int(),
  courseSelectionState: z.number().int(), queue: z.number().int().nullable(), point: z.number().int().nullable(),
  selectTime: iso.nullable(), createTime: iso.nullable(),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const registrationSummarySchema = z.object({
  usePoint: z.number().int(), nousePoint: z.number().int(), allPoint: z.number().int(),
  inScore: z.number(), outScore: z.number(), allScore: z.number(),
  optionalCourseMinScore: z.number(), optionalFinishScore: z.number(), embaOptionalScore: z.number(),
});
export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;

/** Paged GET lists carry conModels as a JSON text parameter. */
export const conModelsParam = z.union([z.string(), z.array(conModelSchema)]).optional().transform((v, ctx) => {
  if (v === undefined || v === '') return [];
  if (Array.isArray(v)) return v;
  try {
    return z.array(conModelSchema).max(20).parse(JSON.parse(v));
  } catch {
    ctx.addIssue({ code: 'custom', message: 'conModels must be a JSON list of {fieldName, fieldValue, conditionalType}' });
    return z.NEVER;
  }
});

/** Course types that every student of the plan takes without bidding (education.md §1 course types). */
export const requiredCourseTypes = [1, 3, 5, 7, 11] as const;
export const isRequiredCourseType = (t: number) => (requiredCourseTypes as readonly number[]).includes(t);
