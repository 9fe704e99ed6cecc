import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

/**
 * The header the web client sends on the cookie-authenticated calls. A page on another site cannot
 * send it without a CORS preflight, which this server never grants; a plain form cannot send it at all.
 */
export const CLIENT_HEADER = 'x-requested-with';

const urlOf = (text: string | undefined): URL | undefined => {
  if (!text) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

const headerOf = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * The refresh cookie goes with every request to `/api/auth`, whoever's page makes it, so a write it
 * authenticates (refresh, logout) must come from our own pages (cross-site request forgery: a form
 * on another site posting to logout signed the victim out). Our own: the origin of `PUBLIC_URL`, or
 * the host the request was sent to (the same server reached by another name or port). Browsers send
 * `Origin` on every cross-site POST; where it is missing (an old browser sends only `Referer`, a
 * non-browser client neither), the referer's origin is judged, else the client header is required.
 * Refused: HTTP 403 with 90036, and nothing changed.
 */
export function cookieWriteGuard(publicUrl: string) {
  const own = new URL(publicUrl).origin;
  // The Host header is read as a URL of the same scheme, so that a default port compares equal (':80' and none).
  const ours = (u: URL | undefined, req: FastifyRequest) => !!u && (u.origin === own || u.host === urlOf(`${u.protocol}//${req.host}`)?.host);
  return async (req: FastifyRequest): Promise<void> => {
    const origin = headerOf(req, 'origin');
    // 'null' (a sandboxed frame, a redirect chain) names no origin: it is judged as foreign.
    if (origin !== undefined) {
      if (ours(urlOf(origin), req)) return;
      throw new HttpError(403, '90036');
    }
    const referer = headerOf(req, 'referer');
    if (referer !== undefined) {
      if (ours(urlOf(referer), req)) return;
      throw new HttpError(403, '90036');
    }
    if (headerOf(req, CLIENT_HEADER)) return;
    throw new HttpError(403, '90036');
  };
}
