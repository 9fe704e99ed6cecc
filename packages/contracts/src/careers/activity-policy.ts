import { z } from 'zod';
import { noShowPolicySchema } from '../no-show-policy.ts';

/**
 * The activities' no-show policy (ours; apps/server/src/modules/careers/README.md 'No-show
 * policy'): `GET|PUT /career-admin/activities/policy` (career.admin), the student's
 * `GET /career-activities/my/standing` (noShowStandingSchema) and the office's excuse.
 */
export const activityPolicySchema = noShowPolicySchema;
export type ActivityPolicy = z.infer<typeof activityPolicySchema>;

export const EXCUSE_REASON_MAX = 500;

/** `PUT /career-admin/registrants/{id}/excuse`: a reason excuses the no-show; null takes the excuse back. */
export const noShowExcuseSchema = z.object({ reason: z.string().trim().min(1).max(EXCUSE_REASON_MAX).nullable() });
export type NoShowExcuse = z.infer<typeof noShowExcuseSchema>;
