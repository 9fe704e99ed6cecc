import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authConfigSchema, loginRequestSchema, tokenResponseSchema } from '@portal/contracts';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { ok } from '../http/envelope.ts';
import { BizError } from '../http/errors.ts';
import { reply } from '../http/schemas.ts';
import { access } from './access.ts';
import { findUserByLogin } from './auth.repo.ts';
import { LoginLimiter } from './login-limit.ts';
import { cookieWriteGuard } from './cookie-origin.ts';
import { verifyPassword } from './passwords.ts';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie.ts';
import type { Sessions } from './sessions.ts';

export interface AuthRoutesOptions {
  config: Config;
  sessions: Sessions;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { config, sessions }) => {
  const secure = config.PUBLIC_URL.startsWith('https:');
  const tags = ['auth'];
  const limiter = new LoginLimiter(app.db, { perAccount: config.LOGIN_RATE_LIMIT, failuresPerAddress: config.LOGIN_ADDRESS_LIMIT });
  const sameOrigin = cookieWriteGuard(config.PUBLIC_URL);

  app.get('/auth/config', {
    config: access('public', 'get'),
    schema: { tags, response: reply(authConfigSchema) },
  }, async () => ok({ localLogin: config.LOCAL_LOGIN, sso: Boolean(config.OIDC_ISSUER), oaUrl: config.OA_URL }));

  app.post('/auth/login', {
    config: access('public', 'add'),
    schema: { tags, body: loginRequestSchema, response: reply(tokenResponseSchema) },
  }, async (req, res) => {
    if (!config.LOCAL_LOGIN) throw new BizError('90001');
    const user = await findUserByLogin(app.db, req.body.username);
    // Before the password is hashed: a refused guess costs the server no scrypt.
    await limiter.admit(user ? { userId: user.id } : { login: req.body.username }, req.ip);
    const valid = await verifyPassword(req.body.password, user?.passwordHash ?? null);
    if (!user || !valid) {
      await limiter.failed(req.ip);
      throw new BizError('90001');
    }
    const session = await sessions.start(user, { method: 'password', address: req.ip });
    setRefreshCookie(res, session.refreshToken, session.refreshExpiresAt, secure);
    return ok({ accessToken: session.accessToken, expiresIn: session.expiresIn });
  });

  app.post('/auth/refresh', {
    config: access('public', 'get'),
    onRequest: sameOrigin,
    schema: { tags, response: reply(tokenResponseSchema) },
  }, async (req, res) => {
    try {
      const session = await sessions.rotate(refreshCookieOf(req));
      setRefreshCookie(res, session.refreshToken, session.refreshExpiresAt, secure);
      return ok({ accessToken: session.accessToken, expiresIn: session.expiresIn });
    } catch (err) {
      clearRefreshCookie(res, secure);
      throw err;
    }
  });

  app.post('/auth/logout', {
    config: access('public', 'delete'),
    onRequest: sameOrigin,
    schema: { tags, response: reply(z.null()) },
  }, async (req, res) => {
    await sessions.end(refreshCookieOf(req), req.auth?.sid);
    clearRefreshCookie(res, secure);
    return ok(null);
  });
};
