import { z } from 'zod';
import { idSchema } from '../field-schemas.ts';
import { eligibilityViewSchema } from './eligibility.ts';
import { MAX_MOBILITY_FILES, MOBILITY_TEXT_MAX } from './mobility-constants.ts';

/** An uploaded file as the exemption and document lists carry it (JSON text on the wire, MOB-N01, N04). */
export const mobilityFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string().max(255),
  fileUrl: z.string().max(2000).optional().nullable(),
});
export type MobilityFile = z.infer<typeof mobilityFileSchema>;

/** A list of files sent as JSON text; bad JSON or a bad entry is a refusal naming the field. */
export const fileListText = (max: number) => z.string().max(40_000).optional().nullable().transform((v, ctx) => {
  if (!v) return [] as MobilityFile[];
  try {
    const parsed = z.array(mobilityFileSchema).max(max).safeParse(JSON.parse(v));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: `at most ${max} files` });
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON list of files' });
  }
  return z.NEVER;
});

/** A study-trip plan row (MOB-N02) with the server's view of it. */
export const tripPlanSchema = z.object({
  id: z.number().int(),
  schoolYearName: z.string(),
  number: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  projectCount: z.number().int(),
  /** The selection window is open now (database clock). */
  isOpen: z.boolean(),
  /** The plan students act on: the one with the latest start. */
  isCurrent: z.boolean(),
  explain: z.string(),
  /** Whom the plan is for (README 'Eligibility'); empty lists: everyone. */
  eligibility: eligibilityViewSchema,
  /** The caller is among them (judged from their own record). */
  eligible: z.boolean(),
});
export type TripPlan = z.infer<typeof tripPlanSchema>;

export const planListQuerySchema = z.object({ pageNo: z.coerce.number().int().min(0).max(100_000).default(0) });

/** GetExemptInfo (MOB-C04): the caller's exemption on the exemption plan, or null. */
export const exemptionSchema = z.object({
  id: z.number().int(),
  planId: z.number().int(),
  status: z.number().int(),
  reason: z.string(),
  /** JSON text of MobilityFile[] with signed links. */
  fileList: z.string(),
  auditOpinion: z.string().nullable(),
});
export type Exemption = z.infer<typeof exemptionSchema>;

/**
 * The exemption form as web and server check it (MOB-V01): reason and at least one attachment, at
 * most ten. Status and review comment are not the student's to write (README).
 */
export const exemptionFormSchema = z.object({
  reason: z.string().trim().min(1).max(MOBILITY_TEXT_MAX),
  files: z.array(mobilityFileSchema).min(1).max(MAX_MOBILITY_FILES),
});

/** POST GSMVisitSchoolExempt/Submit (MOB-C05): the spec's fields; auditOpinion is accepted and ignored. */
export const exemptionSubmitSchema = z.object({
  id: z.union([z.literal(0), idSchema]).nullable().optional().transform((v) => v || null),
  status: z.number().int().min(0).max(9).optional().nullable(),
  reason: z.string().max(MOBILITY_TEXT_MAX).optional().nullable().transform((v) => v ?? ''),
  fileList: fileListText(MAX_MOBILITY_FILES),
  auditOpinion: z.string().max(MOBILITY_TEXT_MAX).optional().nullable(),
});
export type ExemptionSubmit = z.input<typeof exemptionSubmitSchema>;
export type ExemptionSubmitBody = z.output<typeof exemptionSubmitSchema>;
