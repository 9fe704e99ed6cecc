import type { Queryable } from '../../platform/db/client.ts';
import { BizError } from '../../platform/http/errors.ts';
import * as repo from './last-admin.repo.ts';

/**
 * Refuses (99001) a change that would take away the last enabled administrator: disabling them,
 * marking them as left (one person, or a whole import's absent people at once), or taking their
 * administrator flag. Call it inside the change's transaction: the lock makes two such changes run
 * one after the other, so two administrators cannot each demote the other at once.
 */
export async function assertKeepsAnAdministrator(tx: Queryable, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  await repo.lockAdministrators(tx);
  if ((await repo.enabledAdminsAmong(tx, userIds)) === 0) return;
  if ((await repo.enabledAdminsOutside(tx, userIds)) === 0) throw new BizError('99001');
}
