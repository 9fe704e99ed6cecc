import { z } from 'zod';

/**
 * The no-show policy the career office sets, the same shape for appointments and career
 * activities (apps/server/src/platform/time/no-show-standing.repo.ts holds the one rule).
 */
export const noShowPolicySchema = z.object({
  /** No-shows within one term that block new sign-ups; 0 turns the policy off. */
  noShowLimit: z.number().int().min(0).max(20),
  /** How long the block lasts, in days from the school day of the no-show that reached the limit. */
  blockDays: z.number().int().min(1).max(366),
});
export type NoShowPolicy = z.infer<typeof noShowPolicySchema>;

/** The policy as it stands for the caller, for a notice before they try. */
export const noShowStandingSchema = z.object({
  /** No-shows counted in the current term. */
  noShows: z.number().int(),
  limit: z.number().int(),
  blockDays: z.number().int(),
  /** ISO instant until which new sign-ups are refused, null when not blocked. */
  blockedUntil: z.string().nullable(),
  /** The term whose no-shows set that block (the current one or an earlier one) and their count; null and 0 when not blocked. */
  blockTermBegin: z.string().nullable(),
  blockCount: z.number().int(),
  /** When the current term began (the count starts there). */
  termBegin: z.string(),
});
export type NoShowStanding = z.infer<typeof noShowStandingSchema>;
