import { z } from 'zod';

/**
 * The answers of `/api/health/live` and `/api/health/ready`, for load balancers and monitoring.
 * They name each check and whether it passed, nothing of what lies behind it (no versions,
 * addresses or error texts): the routes are unauthenticated.
 */
export const checkStateSchema = z.enum(['ok', 'failing']);

export const livenessSchema = z.object({ status: z.literal('live') });

export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    /** The database answered within the check's time limit. */
    database: checkStateSchema,
    /** Every migration this version ships is applied. */
    migrations: checkStateSchema,
    /** The job runner has reached the database (or had every slot busy) recently. */
    jobs: checkStateSchema,
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
