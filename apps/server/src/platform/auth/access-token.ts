import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

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

/** The audience of access tokens: a JWT minted for anything else (another service on the same secret) is refused. */
export const ACCESS_AUDIENCE = 'portal-api';

export class AccessTokens {
  private readonly key: Uint8Array;
  readonly ttlSeconds: number;
  /** key: the access-token key derived from the signing secret (purposeKey), never the secret itself. */
  constructor(key: Uint8Array, ttlSeconds: number) {
    this.key = key;
    this.ttlSeconds = ttlSeconds;
  }

  sign(ctx: AuthContext): Promise<string> {
    return new SignJWT({ sid: ctx.sid, roles: ctx.roles, adm: ctx.isAdmin, ...(ctx.actorId ? { act: ctx.actorId } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(ctx.userId))
      .setAudience(ACCESS_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * The context of a valid token, or null when the token is missing, forged, expired or meant for
   * another audience. Whether its session and account still stand is Sessions.check's business. Verified
   * with node:crypto directly: every request does this, and WebCrypto's async jobs cost more than
   * the HMAC itself under the registration rush.
   */
  verify(token: string): AuthContext | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [head, body, sig] = parts as [string, string, string];
    const expected = createHmac('sha256', this.key).update(`${head}.${body}`).digest();
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown };
      if (header.alg !== 'HS256') return null;
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
      if (typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) return null;
      const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (!aud.includes(ACCESS_AUDIENCE)) return null;
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
