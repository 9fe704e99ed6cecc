import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_LINK_TTL_HOURS, PASSWORD_MIN_LENGTH, type PasswordLinkPurpose, type PasswordLinkState } from '@portal/contracts';
import type { Db, Queryable } from '../db/client.ts';
import { BizError, notFound } from '../http/errors.ts';
import { findUserById, type UserRow } from './auth.repo.ts';
import { assertPasswordAllowed } from './password-rules.ts';
import { hashPassword } from './passwords.ts';
import * as repo from './password-links.repo.ts';
import type { Sessions } from './sessions.ts';

/**
 * One-time links that set a password (issue 'People and roles'): the first administrator's, an
 * administrator's invite, a reset. The token is shown once; only its SHA-256 is stored, so a copy
 * of the database opens no account. A person has at most one unused link: a new one voids the
 * older. A link works once, before it expires (by the database clock).
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedLink {
  token: string;
  expiresAt: Date;
}

/** Issues a link for a person, voiding their unused ones, in the caller's transaction when given. */
export async function issuePasswordLink(q: Queryable, userId: number, purpose: PasswordLinkPurpose, createdBy: number | null): Promise<IssuedLink> {
  return q.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, userId))) throw notFound();
    await repo.deleteUnusedLinks(tx, userId);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = await repo.insertLink(tx, { userId, tokenHash: hashToken(token), purpose, createdBy, ttlHours: PASSWORD_LINK_TTL_HOURS });
    return { token, expiresAt };
  });
}

/** The address the link is opened at: the web's set-password page. */
export const passwordLinkUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/$/, '')}/set-password?token=${encodeURIComponent(token)}`;

/** A person who has left or is disabled sets no password: they could not sign in with it anyway. */
const mayHavePassword = (u: UserRow) => !u.isDisabled && !u.leftOn && !u.anonymisedAt;

/** What the set-password page shows: whose account for a valid link, else why it does not work. */
export async function passwordLinkState(db: Queryable, token: string, localLogin: boolean): Promise<PasswordLinkState> {
  const none = { username: null, name: null, enName: null, expiresAt: null, minLength: PASSWORD_MIN_LENGTH };
  if (!localLogin) return { state: 'closed', ...none };
  const link = await repo.linkByHash(db, hashToken(token));
  if (!link) return { state: 'unknown', ...none };
  if (link.usedAt) return { state: 'used', ...none };
  if (link.expired) return { state: 'expired', ...none };
  const user = await findUserById(db, link.userId);
  if (!user || !mayHavePassword(user)) return { state: 'closed', ...none };
  return { state: 'valid', username: user.username, name: user.name, enName: user.enName, expiresAt: link.expiresAt.toISOString(), minLength: PASSWORD_MIN_LENGTH };
}

/**
 * Sets the password of the link's person and uses the link up, in one transaction with the row
 * locked: two submissions of one link set one password. The person's other links are voided and
 * their existing sign-ins end (whoever held them no longer does). Answers the person, to sign in.
 */
export async function setPasswordWithLink(db: Db, sessions: Sessions, token: string, password: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const link = await repo.lockLinkByHash(tx, hashToken(token));
    if (!link) throw new BizError('99210');
    if (link.usedAt) throw new BizError('99211');
    if (link.expired) throw new BizError('99212');
    const user = await findUserById(tx, link.userId);
    if (!user || !mayHavePassword(user)) throw new BizError('99213');
    assertPasswordAllowed(password, user);
    if (!(await repo.markLinkUsed(tx, link.id))) throw new BizError('99211');
    await repo.setPasswordHash(tx, user.id, await hashPassword(password));
    await repo.deleteUnusedLinks(tx, user.id);
    await sessions.endAllOf(user.id, undefined, tx);
    return user;
  });
}
