import { ExemptStatus } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { planForNotice } from './mobility-notices.repo.ts';

/** The study-trip page, where the student's exemption, its status and the office's comment are shown. */
export const EXEMPTION_LINK = '/visiting-scholar';

const decisionOf = { [ExemptStatus.approved]: 'approved', [ExemptStatus.rejected]: 'rejected', [ExemptStatus.returned]: 'returned' } as const;

/**
 * Tells the student the office's decision, in the transaction that wrote it. Keyed by the review's
 * moment: a returned exemption resubmitted and reviewed again is a new decision.
 */
export async function reportExemptionReviewed(
  tx: Queryable, e: { id: number; planId: number; studentId: number }, status: number, opinion: string, reviewedAt: Date,
): Promise<void> {
  const decision = decisionOf[status as keyof typeof decisionOf];
  const plan = await planForNotice(tx, e.planId);
  if (!decision || !plan) return;
  await notify(tx, {
    kind: 'mobility.exemption-reviewed', key: `mobility.exemption-reviewed:${e.id}:${reviewedAt.toISOString()}`, recipients: [e.studentId],
    link: EXEMPTION_LINK, params: { plan, decision, opinion },
  });
}
