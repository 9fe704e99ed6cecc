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

/** Tokens verified lately: bounded, since every entry is a signed-in device. */
const MAX_VERIFIED = 20_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  readonly ttlSeconds: number;
  /**
   * A student's requests carry one token for its whole life (minutes): the HMAC and the JSON of a
   * token are worked out once, and a repeat is a map lookup (about a tenth of a bid's server CPU
   * under the rush). Only valid tokens are kept, and a kept one still expires on time.
   */
  private readonly verified = new Map<string, { ctx: AuthContext; expiresAtMs: number }>();
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
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.expiresAtMs > Date.now()) return hit.ctx;
      this.verified.delete(token);
      return null;
    }
    const parsed = this.parse(token);
    if (parsed) {
      if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
      this.verified.set(token, parsed);
    }
    return parsed?.ctx ?? null;
  }

  private parse(token: string): { ctx: AuthContext; expiresAtMs: number } | null {
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
      // Frozen: one context serves every request of the token.
      const ctx: AuthContext = Object.freeze({
        userId,
        actorId: typeof payload.act === 'number' ? payload.act : null,
        sid: payload.sid,
        roles: Object.freeze(roles) as string[],
        isAdmin: payload.adm === true,
      });
      return { ctx, expiresAtMs: payload.exp * 1000 };
    } catch {
      return null;
    }
  }
}
