import { z } from 'zod';
import { dateTimeSchema, idInputSchema } from '../field-schemas.ts';
import { eligibilitySchema, eligibilityViewSchema, EVERYONE } from './eligibility.ts';
import { MOBILITY_RICH_TEXT_MAX, MOBILITY_TEXT_MAX } from './mobility-constants.ts';

/** The international office's console (role mobility.admin): plans, projects, exemptions, results. */

export const planInputSchema = z.object({
  schoolYearName: z.string().trim().min(1).max(50),
  number: z.string().trim().min(1).max(50),
  startTime: dateTimeSchema,
  endTime: dateTimeSchema,
  /** The exemption window; both null = no exemption for this plan. */
  exemptBegin: dateTimeSchema.nullable(),
  exemptEnd: dateTimeSchema.nullable(),
  explain: z.string().max(MOBILITY_RICH_TEXT_MAX),
  exemptExplain: z.string().max(MOBILITY_RICH_TEXT_MAX),
  /** Whom the plan is for (README 'Eligibility'); left out: everyone. */
  eligibility: eligibilitySchema.default(EVERYONE),
});
export type PlanInput = z.infer<typeof planInputSchema>;

export const adminPlanSchema = planInputSchema.extend({
  eligibility: eligibilityViewSchema,
  id: z.number().int(),
  projectCount: z.number().int(),
  applicants: z.number().int(),
  exemptions: z.number().int(),
  isOpen: z.boolean(),
  isCurrent: z.boolean(),
  exemptOpen: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const projectInputSchema = z.object({
  planId: idInputSchema,
  projectName: z.string().trim().min(1).max(200),
  city: z.string().trim().max(100),
  activeTime: z.string().trim().max(100),
  limitCount: z.number().int().min(0).max(10_000),
  description: z.string().max(MOBILITY_RICH_TEXT_MAX),
  /** Whom the project is for, within the plan's; left out: everyone. */
  eligibility: eligibilitySchema.default(EVERYONE),
});
export type ProjectInput = z.infer<typeof projectInputSchema>;

export const adminProjectSchema = z.object({
  id: z.number().int(),
  planId: z.number().int(),
  projectName: z.string(),
  city: z.string(),
  activeTime: z.string(),
  limitCount: z.number().int(),
  description: z.string(),
  selectCount: z.number().int(),
  queueCount: z.number().int(),
  eligibility: eligibilityViewSchema,
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const exemptionReviewSchema = z.object({
  status: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  auditOpinion: z.string().trim().max(MOBILITY_TEXT_MAX),
});
export type ExemptionReview = z.infer<typeof exemptionReviewSchema>;
/** The decision written; an approval says whether it released an application and how many it promoted. */
export const exemptionReviewResultSchema = z.object({ id: z.number().int(), status: z.number().int(), released: z.boolean(), promoted: z.number().int() });
export type ExemptionReviewResult = z.infer<typeof exemptionReviewResultSchema>;

const fileLink = z.object({ id: z.string(), fileName: z.string(), fileUrl: z.string() });

export const adminExemptionSchema = z.object({
  id: z.number().int(),
  planId: z.number().int(),
  studentName: z.string(),
  studentNumber: z.string(),
  className: z.string(),
  status: z.number().int(),
  reason: z.string(),
  files: z.array(fileLink),
  auditOpinion: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminExemption = z.infer<typeof adminExemptionSchema>;

/** One application of a plan, with the student's documents (staff see who is complete and download). */
export const adminApplicantSchema = z.object({
  selectionId: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  studentName: z.string(),
  studentNumber: z.string(),
  className: z.string(),
  selectStatus: z.number().int(),
  rankNumber: z.number().int(),
  selectTime: z.string(),
  passportNo: z.string(),
  isComplete: z.boolean(),
  files: z.array(fileLink.extend({ category: z.string() })),
});
export type AdminApplicant = z.infer<typeof adminApplicantSchema>;

export const mobilityPlanQuerySchema = z.object({ planId: idInputSchema });
export const mobilityExportSchema = z.object({ fileName: z.string(), fileUrl: z.string() });
