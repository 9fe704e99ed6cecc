import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordSchema, passwordLinkQuerySchema, passwordLinkStateSchema, setPasswordWithLinkSchema, tokenResponseSchema } from '@portal/contracts';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { ok } from '../http/envelope.ts';
import { BizError } from '../http/errors.ts';
import { reply } from '../http/schemas.ts';
import { access, authOf } from './access.ts';
import { LoginLimiter } from './login-limit.ts';
import { changeOwnPassword } from './password-change.ts';
import { passwordLinkState, setPasswordWithLink } from './password-links.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import type { Sessions } from './sessions.ts';

export interface PasswordRoutesOptions {
  config: Config;
  sessions: Sessions;
}

/**
 * Passwords: a one-time link's state and its use (public: the link is the credential), and the
 * signed-in user's change of their own. The link's token travels in the body, never in an API
 * address, so no log keeps it; a token of 256 random bits needs no guessing limit, the current
 * password of a change gets the sign-in's.
 */
export const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesOptions> = async (app, { config, sessions }) => {
  const secure = config.PUBLIC_URL.startsWith('https:');
  const tags = ['auth'];
  const limiter = new LoginLimiter(app.db, { perAccount: config.LOGIN_RATE_LIMIT, failuresPerAddress: config.LOGIN_ADDRESS_LIMIT });

  app.post('/auth/password-link/state', {
    config: access('public', 'get'),
    schema: { tags, body: passwordLinkQuerySchema, response: reply(passwordLinkStateSchema) },
  }, async (req) => ok(await passwordLinkState(app.db, req.body.token, config.LOCAL_LOGIN)));

  app.post('/auth/password-link', {
    config: access('public', 'edit'),
    schema: { tags, body: setPasswordWithLinkSchema, response: reply(tokenResponseSchema) },
  }, async (req, res) => {
    if (!config.LOCAL_LOGIN) throw new BizError('99214');
    const user = await setPasswordWithLink(app.db, sessions, req.body.token, req.body.password);
    const session = await sessions.start(user, { method: 'link', address: req.ip });
    setRefreshCookie(res, session.refreshToken, session.refreshExpiresAt, secure);
    return ok({ accessToken: session.accessToken, expiresIn: session.expiresIn });
  });

  app.post('/auth/password', {
    config: access('user', 'edit'),
    schema: { tags, body: changePasswordSchema, response: reply(z.null()) },
  }, async (req) => {
    if (!config.LOCAL_LOGIN) throw new BizError('99214');
    const ctx = authOf(req);
    // The current password is guessed no faster here than at the sign-in: the same limits count.
    await limiter.admit({ userId: ctx.userId }, req.ip);
    await changeOwnPassword(app.db, sessions, ctx, req.body.currentPassword, req.body.newPassword, () => limiter.failed(req.ip));
    return ok(null);
  });
};
