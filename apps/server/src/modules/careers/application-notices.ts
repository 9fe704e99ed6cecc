import type { ApplicationStatus } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { positionForNotice } from './position-applications.repo.ts';

/** The student's own application, opened on My applications (features/careers/recruitment). */
export const myApplicationLink = (applicationId: number) => `/career/applications?application=${applicationId}`;

/**
 * Tells the student their application moved, in the transaction of the move. The key is the
 * application's and the new status's: the moves never return to a status (contracts
 * APPLICATION_MOVES), so each change is told once, and a retried request tells nothing more.
 */
export async function reportApplicationStatus(tx: Queryable, app: { id: number; positionId: number; studentId: number }, status: ApplicationStatus): Promise<void> {
  const p = await positionForNotice(tx, app.positionId);
  if (!p) return;
  await notify(tx, {
    kind: 'careers.application-status', key: `careers.application-status:${app.id}:${status}`, recipients: [app.studentId],
    link: myApplicationLink(app.id),
    // Postings have no English name yet (issue 30 'English for careers data'): the Chinese stands in.
    params: { position: { zh: p.name, en: p.name }, employer: { zh: p.cName, en: p.eName.trim() || p.cName }, status },
  });
}
