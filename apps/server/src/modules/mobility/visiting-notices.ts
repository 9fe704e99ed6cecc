import { encodeListId } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { projectForNotice } from './mobility-notices.repo.ts';

/**
 * The student's page of the plan's projects, where their application, its state and the documents
 * button are. 'show' mode: a link opened after the plan closed must not warn 'no permission', and
 * the page offers the actions only when the server allows them anyway.
 */
export const applicationLink = (planId: number) => `/visiting-scholar/list/${encodeListId('show', planId)}`;

/**
 * Tells each student whose queued application was just given a place, in that transaction. The key
 * is the application's: it leaves the queue once (a cancelled one is never live again).
 */
export async function reportQueuePromoted(tx: Queryable, projectId: number, promoted: readonly { id: number; studentId: number }[], reason: 'cancellation' | 'capacity'): Promise<void> {
  if (promoted.length === 0) return;
  const p = await projectForNotice(tx, projectId);
  if (!p) return;
  for (const s of promoted) {
    await notify(tx, {
      kind: 'mobility.queue-promoted', key: `mobility.queue-promoted:${s.id}`, recipients: [s.studentId], link: applicationLink(p.planId),
      params: { plan: { schoolYear: p.schoolYear, number: p.number }, project: p.project, city: p.city, dates: p.dates, reason },
    });
  }
}
