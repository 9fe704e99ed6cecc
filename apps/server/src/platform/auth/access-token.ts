import { SignJWT, jwtVerify } from 'jose';

/** What the access token carries, so that most requests need no user lookup. */
export interface AuthContext {
  /** The user the request acts as (the simulated user while simulating). */
  userId: number;
  /** The administrator behind a simulated session, else null. */
  actorId: number | null;
  /** The refresh-token family (one sign-in). */
  sid: string;
  roles: string[];
  isAdmin: boolean;
}

export class AccessTokens {
  private readonly key: Uint8Array;
  readonly ttlSeconds: number;
  constructor(secret: string, ttlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
    this.ttlSeconds = ttlSeconds;
  }

  sign(ctx: AuthContext): Promise<string> {
    return new SignJWT({ sid: ctx.sid, roles: ctx.roles, adm: ctx.isAdmin, ...(ctx.actorId ? { act: ctx.actorId } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(ctx.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The context of a valid token, or null when the token is missing, forged or expired. */
  async verify(token: string): Promise<AuthContext | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
      const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
      return {
        userId,
        actorId: typeof payload.act === 'number' ? payload.act : null,
        sid: payload.sid,
        roles,
        isAdmin: payload.adm === true,
      };
    } catch {
      return null;
    }
  }
}
