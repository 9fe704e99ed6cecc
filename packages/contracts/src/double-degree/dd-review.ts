import { z } from 'zod';
import { idInputSchema, idSchema, optionalIdTextSchema } from '../field-schemas.ts';

/**
 * Reviewing double-degree applications (server README 'Reviewing'): the office assigns reviewers to
 * programmes and sets a round's score sheet; a reviewer scores the applicants of their programmes;
 * the office reads the sheets side by side, decides and publishes the decisions.
 */

const int = z.number().int();

/** Where an applicant stands for the caller: no sheet yet (of mine, for a reviewer; of anyone, for the office), scored, decided by the office. */
export const ddReviewStatuses = ['toScore', 'scored', 'decided'] as const;
export type DdReviewStatus = (typeof ddReviewStatuses)[number];

/** The applicants list's filters: a round, a programme, the review status; none of them: every programme the caller may see. */
export const ddApplicantsQuerySchema = z.object({
  ddApplyManageId: optionalIdTextSchema,
  ddProjectId: optionalIdTextSchema,
  reviewStatus: z.enum(ddReviewStatuses).optional(),
});
export type DdApplicantsQuery = z.infer<typeof ddApplicantsQuerySchema>;

/** The office's decision on the reviews: 1 admit, 2 reject; 0 takes it back before it is published. */
export const DdDecision = { none: 0, admit: 1, reject: 2 } as const;
export const ddDecisionInputSchema = z.object({ decision: z.union([z.literal(0), z.literal(1), z.literal(2)]) });
export type DdDecisionInput = z.infer<typeof ddDecisionInputSchema>;

/** The review columns of an applicant row: how many sheets, the caller's own total, the decision and whether it is published. */
export const ddApplicantReviewSchema = z.object({
  sheetCount: int, myTotal: int.nullable(), decision: int, decisionPublished: z.boolean(), reviewStatus: z.enum(ddReviewStatuses),
});

export const DD_CRITERIA_MAX = 20;
export const DD_CRITERION_MAX_SCORE = 1000;
export const DD_REVIEW_COMMENT_MAX = 2000;

export const ddCriterionInputSchema = z.object({
  /** Present for a criterion kept from before; absent for a new one. */
  id: idSchema.optional(),
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().min(1).max(100),
  maxScore: z.number().int().min(1).max(DD_CRITERION_MAX_SCORE),
});
export type DdCriterionInput = z.infer<typeof ddCriterionInputSchema>;
export const ddCriteriaInputSchema = z.object({ criteria: z.array(ddCriterionInputSchema).max(DD_CRITERIA_MAX) });
export type DdCriteriaInput = z.infer<typeof ddCriteriaInputSchema>;
export const ddCriterionSchema = z.object({ id: int, name: z.string(), nameEn: z.string(), maxScore: int });
export type DdCriterion = z.infer<typeof ddCriterionSchema>;

/**
 * A reviewer's sheet as sent. Scores are any numbers here so that the service can name what is
 * wrong with one (97124 not a whole number, 97125 outside 0…max) rather than a generic 90003.
 */
export const ddSheetInputSchema = z.object({
  scores: z.array(z.object({ criterionId: idSchema, score: z.number() })).max(DD_CRITERIA_MAX),
  comment: z.string().trim().max(DD_REVIEW_COMMENT_MAX).default(''),
});
export type DdSheetInput = z.infer<typeof ddSheetInputSchema>;

/** The caller's sheet of one applicant with the round's criteria; `editable` until the office decides. */
export const ddMySheetSchema = z.object({
  ddSingupStudentId: int, ddProjectName: z.string(), studentName: z.string(), studentNumber: z.string(),
  criteria: z.array(ddCriterionSchema),
  scores: z.array(z.object({ criterionId: int, score: int })),
  comment: z.string(), updatedAt: z.string().nullable(), editable: z.boolean(),
});
export type DdMySheet = z.infer<typeof ddMySheetSchema>;

/** Every reviewer's sheet of one applicant side by side, for the office. */
export const ddReviewsSchema = z.object({
  ddSingupStudentId: int, criteria: z.array(ddCriterionSchema), maxTotal: int,
  sheets: z.array(z.object({
    reviewerId: int, reviewerName: z.string(), reviewerNameEn: z.string(),
    scores: z.array(z.object({ criterionId: int, score: int })), total: int, comment: z.string(), updatedAt: z.string(),
  })),
  /** Reviewers assigned to the programme who have not filled a sheet yet. */
  pending: z.array(z.object({ reviewerId: int, reviewerName: z.string(), reviewerNameEn: z.string() })),
  decision: int, decisionPublished: z.boolean(), gsmResult: int,
});
export type DdReviews = z.infer<typeof ddReviewsSchema>;

/** A reviewer account and the programmes it reviews, for the office's assignment. */
export const ddReviewerSchema = z.object({
  id: int, name: z.string(), enName: z.string(), username: z.string(), isDisabled: z.boolean(), ddProjectIds: z.array(int),
});
export type DdReviewer = z.infer<typeof ddReviewerSchema>;
export const ddProgrammeReviewersInputSchema = z.object({ reviewerIds: z.array(idSchema).max(100) });
export type DdProgrammeReviewersInput = z.infer<typeof ddProgrammeReviewersInputSchema>;

/** A reviewer's programme: its round, the submitted applicants and how many still wait for the reviewer's sheet. */
export const ddReviewProgrammeSchema = z.object({
  id: int, name: z.string(), year: z.string(), ddApplyManageId: int, roundName: z.string(), applicants: int, toScore: int,
});
export type DdReviewProgramme = z.infer<typeof ddReviewProgrammeSchema>;

export const ddPublishInputSchema = z.object({ ddApplyManageId: idInputSchema });
export const ddPublishedSchema = z.object({ published: int });
