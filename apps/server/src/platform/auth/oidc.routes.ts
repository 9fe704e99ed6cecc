import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { BizError, HttpError } from '../http/errors.ts';
import { access } from './access.ts';
import { findUserByEmail, findUserByNumber, type UserRow } from './auth.repo.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import type { Sessions } from './sessions.ts';

const FLOW_COOKIE = 'portal_oidc';

/**
 * Where a browser goes whose SSO account may not use the portal (unknown, disabled, left, no
 * role): the web's 403 page, told the 701 so it shows the 'not authorised' message (90033) in the
 * user's language. A redirect cannot carry the HTTP 701 itself.
 */
export const NOT_AUTHORISED_PAGE = '/403?code=701';

/**
 * Only same-site paths may be returned to; `/code…` was the old SSO callback and goes home.
 * Browsers read `\` as `/` and drop tabs and line breaks, so `/\evil.com` or `/<tab>/evil.com` would leave the site.
 */
export function safeReturnTo(path: string | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/code')) return '/';
  if ([...path].some((c) => c === '\\' || c <= '\u001f' || c === '\u007f')) return '/';
  return path;
}

export interface OidcRoutesOptions {
  config: Config;
  sessions: Sessions;
}

/**
 * Single sign-on by OpenID Connect, authorization code with PKCE. The verifier, state and return
 * path travel in a signed, short-lived cookie. The user is matched to an existing account by e-mail,
 * else by number (`preferred_username`: the student number, else the staff number); an unknown SSO
 * user never gets an account.
 */
export const oidcRoutes: FastifyPluginAsyncZod<OidcRoutesOptions> = async (app, { config, sessions }) => {
  const secure = config.PUBLIC_URL.startsWith('https:');
  const redirectUri = `${config.PUBLIC_URL.replace(/\/$/, '')}/api/auth/oidc/callback`;
  let discovered: Promise<client.Configuration> | undefined;
  const provider = () => {
    if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) throw new BizError('90031');
    discovered ??= client.discovery(new URL(config.OIDC_ISSUER), config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET, undefined,
      config.OIDC_ALLOW_HTTP ? { execute: [client.allowInsecureRequests] } : undefined)
      .catch((err: unknown) => { discovered = undefined; throw err; });
    return discovered;
  };

  app.get('/auth/oidc/start', {
    config: access('public', 'get'),
    schema: { tags: ['auth'], querystring: z.object({ returnTo: z.string().max(500).optional() }) },
  }, async (req, res) => {
    const oidc = await provider();
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(oidc, {
      redirect_uri: redirectUri,
      scope: config.OIDC_SCOPES,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const flow = JSON.stringify({ verifier, state, returnTo: safeReturnTo(req.query.returnTo) });
    res.setCookie(FLOW_COOKIE, flow, { signed: true, httpOnly: true, sameSite: 'lax', secure, path: '/api/auth/oidc', maxAge: 600 });
    return res.redirect(url.href);
  });

  app.get('/auth/oidc/callback', {
    config: access('public', 'get'),
    schema: { tags: ['auth'] },
  }, async (req, res) => {
    const raw = req.cookies[FLOW_COOKIE];
    const unsigned = raw ? req.unsignCookie(raw) : null;
    if (!unsigned?.valid || !unsigned.value) return res.redirect(`/403?msg=${encodeURIComponent('SSO state missing')}`);
    const flow = z.object({ verifier: z.string(), state: z.string(), returnTo: z.string() }).parse(JSON.parse(unsigned.value));
    res.clearCookie(FLOW_COOKIE, { path: '/api/auth/oidc' });
    const oidc = await provider();
    const current = new URL(req.url, config.PUBLIC_URL);
    let user: UserRow | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(oidc, current, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email : undefined;
      const number = typeof claims?.preferred_username === 'string' ? claims.preferred_username : undefined;
      user = (email ? await findUserByEmail(app.db, email) : undefined) ?? (number ? await findUserByNumber(app.db, number) : undefined);
    } catch (err) {
      req.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'oidc callback failed');
      return res.redirect(`/403?msg=${encodeURIComponent('SSO sign-in failed')}`);
    }
    if (!user || user.isDisabled || user.leftOn) return res.redirect(NOT_AUTHORISED_PAGE);
    let session;
    try {
      session = await sessions.start(user, { method: 'sso', address: req.ip });
    } catch (err) {
      // An account with no role left: the same answer as at every request.
      if (err instanceof HttpError && err.httpStatus === 701) return res.redirect(NOT_AUTHORISED_PAGE);
      throw err;
    }
    setRefreshCookie(res, session.refreshToken, session.refreshExpiresAt, secure);
    return res.redirect(flow.returnTo);
  });
};
