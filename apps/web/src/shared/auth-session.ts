import { tokenResponseSchema } from '@portal/contracts';
import { z } from 'zod';

/**
 * The access token lives in memory only (ARCHITECTURE.md, Identity): a reload or a new tab gets a
 * fresh one from the HttpOnly refresh cookie, so no script-readable storage ever holds a token.
 */
let accessToken: string | null = null;
const listeners = new Set<(token: string | null) => void>();

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
  for (const listener of listeners) listener(token);
}

/** Lets React state follow the token (the route guard re-checks when it disappears). */
export function onAccessTokenChange(listener: (token: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type RefreshOutcome = 'ok' | 'expired' | 'failed';

const refreshEnvelope = z.object({
  statusCode: z.number(),
  data: z.unknown(),
});

/**
 * The server refuses a cookie-authenticated call (refresh, sign-out) without our origin or this
 * header (cross-site request forgery); the browser's Origin suffices, the header covers one that omits it.
 */
const CLIENT_HEADER = { 'X-Requested-With': 'XMLHttpRequest' } as const;

let inFlight: Promise<RefreshOutcome> | null = null;

async function doRefresh(): Promise<RefreshOutcome> {
  try {
    const res = await fetch('/api/auth/refresh', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...CLIENT_HEADER },
      signal: AbortSignal.timeout(180_000),
    });
    const body = refreshEnvelope.safeParse(await res.json().catch(() => null));
    if (!body.success) return res.status === 401 ? 'expired' : 'failed';
    if (res.ok && body.data.statusCode === 200) {
      const token = tokenResponseSchema.safeParse(body.data.data);
      if (!token.success) return 'failed';
      setAccessToken(token.data.accessToken);
      return 'ok';
    }
    // 717 (no live session) and a refused cookie both mean: sign in again.
    return body.data.statusCode === 717 || res.status === 401 ? 'expired' : 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * One refresh for everybody: requests that fail with 401 at the same time all wait for the same
 * POST, since the server rotates the refresh cookie and a second use would revoke the family.
 */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Revokes the refresh cookie and leaves with a full page load, which also drops every cached
 * query of the previous user.
 */
export async function signOut(target = '/login'): Promise<void> {
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...CLIENT_HEADER, ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    // Leaving anyway: the cookie expires on its own and the token is dropped with the page.
  }
  setAccessToken(null);
  window.location.assign(target);
}

/** The path to come back to after signing in; `/code…` (the sign-in callback) and foreign URLs go home. */
export function safeReturnPath(wanted: string | null | undefined): string {
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//')) return '/';
  if (wanted.startsWith('/code') || wanted.startsWith('/login')) return '/';
  return wanted;
}
