import type { Db } from '../db/client.ts';
import { BizError, notAuthorised } from '../http/errors.ts';
import type { AuthContext } from './access-token.ts';
import { findUserById } from './auth.repo.ts';
import { setPasswordHash } from './password-links.repo.ts';
import { assertPasswordAllowed } from './password-rules.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Sessions } from './sessions.ts';

/**
 * A signed-in user changes their own password. Never while simulating: the token speaks for the
 * simulated user, whose password the administrator does not know and must not set. The user's
 * other sign-ins end (a device left signed in elsewhere is signed out); this one stays.
 */
export async function changeOwnPassword(db: Db, sessions: Sessions, ctx: AuthContext, currentPassword: string, newPassword: string, onWrongPassword: () => Promise<void>): Promise<void> {
  if (ctx.actorId !== null) throw new BizError('99222');
  const user = await findUserById(db, ctx.userId);
  if (!user) throw notAuthorised();
  if (!user.passwordHash) throw new BizError('99221');
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    await onWrongPassword();
    throw new BizError('99220');
  }
  assertPasswordAllowed(newPassword, user);
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, hash);
    await sessions.endAllOf(user.id, ctx.sid, tx);
  });
}
