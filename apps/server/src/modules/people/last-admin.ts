import type { Queryable } from '../../platform/db/client.ts';
import { BizError } from '../../platform/http/errors.ts';
import * as repo from './last-admin.repo.ts';
import { userById } from './people.repo.ts';

/**
 * Refuses (99001) a change that would take away the last enabled administrator: disabling them,
 * marking them as left, or taking their administrator flag. Call it inside the change's
 * transaction: the lock makes two such changes run one after the other, so two administrators
 * cannot each demote the other at once.
 */
export async function assertKeepsAnAdministrator(tx: Queryable, userId: number): Promise<void> {
  await repo.lockAdministrators(tx);
  const user = await userById(tx, userId);
  if (!user?.isAdmin || user.isDisabled) return;
  if ((await repo.otherActiveAdmins(tx, userId)) === 0) throw new BizError('99001');
}
