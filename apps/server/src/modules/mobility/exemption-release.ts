import { VisitSelectStatus } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import * as repo from './mobility.repo.ts';
import { reportQueuePromoted } from './visiting-notices.ts';

/**
 * An approved exemption gives up the student's application in the plan (README 'Exemption
 * releases the place'): cancelled like a cancellation, and a place it held goes to the first
 * queued of that project, who is told, all in the approval's transaction. The caller holds the
 * exemption's row and the student's lock, so no application of the student can appear meanwhile;
 * the project's lock serialises this with the others' applications and cancellations.
 */
export async function releasePlace(tx: Queryable, planId: number, studentId: number): Promise<{ projectId: number; promoted: number } | null> {
  const live = await repo.liveSelectionInPlan(tx, planId, studentId);
  if (!live) return null;
  await repo.lockProject(tx, live.projectId);
  // Read again under the project's lock: the student may have cancelled since.
  const mine = await repo.liveSelection(tx, live.projectId, studentId);
  if (!mine) return null;
  await repo.cancelSelection(tx, mine.id);
  if (mine.status !== VisitSelectStatus.selected) return { projectId: live.projectId, promoted: 0 };
  const promoted = await repo.promoteQueued(tx, live.projectId);
  await reportQueuePromoted(tx, live.projectId, promoted, 'cancellation');
  return { projectId: live.projectId, promoted: promoted.length };
}
