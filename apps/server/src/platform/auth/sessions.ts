import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Listen, Queryable } from '../db/client.ts';
import { BizError, notAuthorised, unauthenticated } from '../http/errors.ts';
import type { AccessTokens, AuthContext } from './access-token.ts';
import type { SignInMethod } from '@portal/contracts';
import * as repo from './auth.repo.ts';
import { insertSignIn } from './sign-ins.repo.ts';
import type { AccountState, SessionState, UserRow } from './auth.repo.ts';
import { TtlCache } from './ttl-cache.ts';
import { UserCache } from './user-cache.ts';

/** How a sign-in came about, for the account's sign-in history (sign_ins). */
export interface SignInHow {
  method: SignInMethod;
  /** The client's address as the server saw it (after TRUST_PROXY). */
  address: string | null;
}

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

/** The roles that let a user into the portal; an account with none (or disabled) answers HTTP 701. */
function portalRoles({ isAdmin, isDisabled, roles }: AccountState): string[] {
  if (isDisabled || (roles.length === 0 && !isAdmin)) throw notAuthorised();
  return isAdmin ? [...roles, 'admin'] : roles;
}

/** Only an enabled administrator may act as another user, at sign-in and on every refresh and request after it. */
const maySimulate = (actor: Pick<AccountState, 'isAdmin' | 'isDisabled'> | undefined): boolean => Boolean(actor?.isAdmin && !actor.isDisabled);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class Sessions {
  private readonly db: Db;
  private readonly tokens: AccessTokens;
  private readonly refreshTtlS: number;
  private readonly states: TtlCache<string, SessionState | undefined>;
  /** The user rows behind sessions, for modules' hot paths; kept current by the same notices as the sessions. */
  readonly users: UserCache;
  /** authCacheTtlMs bounds how long a change is still honoured if its database notice was missed (see `watch`). */
  constructor(db: Db, tokens: AccessTokens, refreshTtlS: number, authCacheTtlMs = 60_000) {
    this.db = db;
    this.tokens = tokens;
    this.refreshTtlS = refreshTtlS;
    this.states = new TtlCache(authCacheTtlMs, repo.sessionStateReader(db));
    this.users = new UserCache(db, authCacheTtlMs);
  }

  /**
   * Follows the database's news of changed sign-ins and accounts (`auth-changes.sql`), so that a
   * logout, a revoked or simulating sign-in, a disabled account or a changed role takes effect on
   * every instance at once; the cache lifetime only bounds how long a missed notice could matter.
   */
  async watch(listen: Listen): Promise<() => Promise<void>> {
    return listen('portal_auth', (payload) => {
      if (payload.startsWith('s:')) this.states.forget(payload.slice(2));
      // A user row changed in what sign-in does not read (a name, a programme): only that user's entry.
      else if (payload.startsWith('r:')) this.users.forget(Number(payload.slice(2)));
      // An account's sessions are not indexed by user: an account change (rare) drops them all.
      else {
        this.states.clear();
        this.users.forget(Number(payload.slice(2)));
      }
    }, () => { this.states.clear(); this.users.clear(); });
  }

  async authorisedRoles(user: UserRow): Promise<string[]> {
    return portalRoles({ ...user, roles: await repo.rolesOf(this.db, user.id) });
  }

  /**
   * Whether a verified access token still stands, checked on every request against its sign-in's
   * state (one query per sign-in, cached until the database says it changed, see `watch`), so logout,
   * the end of a simulation, a disabled account or a removed role take effect at once rather than
   * when the token expires. Answers the context with the account's
   * current roles; throws 401 when the session is over, 701 when the account may no longer sign in.
   */
  async check(ctx: AuthContext): Promise<AuthContext> {
    if (!uuidPattern.test(ctx.sid)) throw unauthenticated();
    const session = await this.states.get(ctx.sid);
    if (!session || session.revoked || session.expiresAt.getTime() <= Date.now()) throw unauthenticated();
    let account: AccountState;
    if (ctx.actorId !== null) {
      // A simulation token stands only while its sign-in still simulates that user, for an administrator who still may.
      if (session.userId !== ctx.actorId || session.virtualUserId !== ctx.userId || !session.simulated) throw unauthenticated();
      if (!maySimulate(session.owner)) throw unauthenticated();
      account = session.simulated;
    } else {
      if (session.userId !== ctx.userId) throw unauthenticated();
      account = session.owner;
    }
    return { ...ctx, roles: portalRoles(account), isAdmin: account.isAdmin };
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

  /**
   * A new sign-in: a new refresh family and its first token, and a row of the account's sign-in
   * history, written together. Throws 701 (and writes neither) for an account that may not sign in.
   */
  async start(user: UserRow, how: SignInHow): Promise<IssuedSession> {
    const familyId = randomUUID();
    const ctx = await this.contextFor(user.id, familyId, null);
    const refreshToken = newToken();
    const refreshExpiresAt = new Date(Date.now() + this.refreshTtlS * 1000);
    await this.db.transaction(async (tx) => {
      await repo.insertRefresh(tx, { familyId, userId: user.id, tokenHash: hashToken(refreshToken), familyExpiresAt: refreshExpiresAt });
      await insertSignIn(tx, { userId: user.id, method: how.method, address: how.address });
    });
    return { ...(await this.accessFor(ctx)), refreshToken, refreshExpiresAt };
  }

  /**
   * Ends every sign-in of an account but `exceptFamilyId` (the one changing its password keeps
   * its own), on every instance: the revocation's notice, sent at commit, reaches them all
   * (`watch`). In the caller's transaction when given, so a new password and the end of the old
   * sign-ins commit together.
   */
  async endAllOf(userId: number, exceptFamilyId?: string, q: Queryable = this.db): Promise<void> {
    const ended = await repo.revokeUserFamilies(q, userId, exceptFamilyId);
    for (const familyId of ended) this.states.forget(familyId);
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
        return { kind: 'reused' as const, familyId: row.familyId };
      }
      // While simulating, the refresh cookie is the administrator's: it ends once they may no longer simulate.
      if (row.virtualUserId && !maySimulate(await repo.findUserById(tx, row.userId))) {
        await repo.revokeFamily(tx, row.familyId);
        return { kind: 'reused' as const, familyId: row.familyId };
      }
      const next = newToken();
      await repo.insertRefresh(tx, {
        familyId: row.familyId, userId: row.userId, virtualUserId: row.virtualUserId,
        tokenHash: hashToken(next), familyExpiresAt: row.familyExpiresAt,
      });
      return { kind: 'ok' as const, row, next };
    });
    if (outcome.kind === 'reused') this.states.forget(outcome.familyId);
    if (outcome.kind !== 'ok') throw sessionOver();
    const { row, next } = outcome;
    const ctx = row.virtualUserId
      ? await this.contextFor(row.virtualUserId, row.familyId, row.userId)
      : await this.contextFor(row.userId, row.familyId, null);
    return { ...(await this.accessFor(ctx)), refreshToken: next, refreshExpiresAt: row.familyExpiresAt };
  }

  /**
   * Logout: revokes the sign-in of the refresh cookie and that of the access token presented with
   * it (either may be missing), and with them every access token issued to it.
   */
  async end(refreshToken: string | undefined, tokenSid: string | undefined): Promise<void> {
    const ended = await this.db.transaction(async (tx) => {
      const row = refreshToken ? await repo.lockRefreshByHash(tx, hashToken(refreshToken)) : undefined;
      const families = [...new Set([row?.familyId, tokenSid].filter((f): f is string => Boolean(f)))];
      for (const familyId of families) await repo.revokeFamily(tx, familyId);
      return families;
    });
    // After the commit, so that no request re-reads the sign-in as still live.
    for (const familyId of ended) this.states.forget(familyId);
  }

  async setVirtualUser(familyId: string, virtualUserId: number | null): Promise<void> {
    await repo.setFamilyVirtualUser(this.db, familyId, virtualUserId);
    this.states.forget(familyId);
  }
}
