import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { BizError, notAuthorised } from '../http/errors.ts';
import type { AccessTokens, AuthContext } from './access-token.ts';
import * as repo from './auth.repo.ts';
import type { UserRow } from './auth.repo.ts';

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

/** Session expired: the envelope code 717 (the client asks the user to reload). */
const sessionOver = () => new BizError('90034', {}, { statusCode: 717 });

export class Sessions {
  private readonly db: Db;
  private readonly tokens: AccessTokens;
  private readonly refreshTtlS: number;
  constructor(db: Db, tokens: AccessTokens, refreshTtlS: number) {
    this.db = db;
    this.tokens = tokens;
    this.refreshTtlS = refreshTtlS;
  }

  /** The roles that let a user into the portal; an account with none (or disabled) answers HTTP 701. */
  async authorisedRoles(user: UserRow): Promise<string[]> {
    const roles = await repo.rolesOf(this.db, user.id);
    if (user.isDisabled || (roles.length === 0 && !user.isAdmin)) throw notAuthorised();
    return user.isAdmin ? [...roles, 'admin'] : roles;
  }

  async contextFor(userId: number, sid: string, actorId: number | null): Promise<AuthContext> {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw notAuthorised();
    const roles = await this.authorisedRoles(user);
    return { userId, actorId, sid, roles, isAdmin: user.isAdmin };
  }

  async accessFor(ctx: AuthContext): Promise<{ accessToken: string; expiresIn: number }> {
    return { accessToken: await this.tokens.sign(ctx), expiresIn: this.tokens.ttlSeconds };
  }

  /** A new sign-in: a new refresh family and its first token. */
  async start(user: UserRow): Promise<IssuedSession> {
    const familyId = randomUUID();
    const ctx = await this.contextFor(user.id, familyId, null);
    const refreshToken = newToken();
    const refreshExpiresAt = new Date(Date.now() + this.refreshTtlS * 1000);
    await repo.insertRefresh(this.db, { familyId, userId: user.id, tokenHash: hashToken(refreshToken), familyExpiresAt: refreshExpiresAt });
    return { ...(await this.accessFor(ctx)), refreshToken, refreshExpiresAt };
  }

  /**
   * Rotates a refresh token. A token presented twice means it was stolen or replayed: the whole
   * family is revoked (committed even though the caller is refused) and the session is over.
   */
  async rotate(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken) throw sessionOver();
    const outcome = await this.db.transaction(async (tx) => {
      const row = await repo.lockRefreshByHash(tx, hashToken(refreshToken));
      if (!row || row.revokedAt || row.familyExpiresAt.getTime() <= Date.now()) return { kind: 'over' as const };
      if (row.usedAt || !(await repo.markUsed(tx, row.id))) {
        await repo.revokeFamily(tx, row.familyId);
        return { kind: 'reused' as const };
      }
      const next = newToken();
      await repo.insertRefresh(tx, {
        familyId: row.familyId, userId: row.userId, virtualUserId: row.virtualUserId,
        tokenHash: hashToken(next), familyExpiresAt: row.familyExpiresAt,
      });
      return { kind: 'ok' as const, row, next };
    });
    if (outcome.kind !== 'ok') throw sessionOver();
    const { row, next } = outcome;
    const ctx = row.virtualUserId
      ? await this.contextFor(row.virtualUserId, row.familyId, row.userId)
      : await this.contextFor(row.userId, row.familyId, null);
    return { ...(await this.accessFor(ctx)), refreshToken: next, refreshExpiresAt: row.familyExpiresAt };
  }

  async end(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    await this.db.transaction(async (tx) => {
      const row = await repo.lockRefreshByHash(tx, hashToken(refreshToken));
      if (row) await repo.revokeFamily(tx, row.familyId);
    });
  }

  async setVirtualUser(familyId: string, virtualUserId: number | null): Promise<void> {
    await repo.setFamilyVirtualUser(this.db, familyId, virtualUserId);
  }
}
