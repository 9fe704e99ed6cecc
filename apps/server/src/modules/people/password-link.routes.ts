import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idTextSchema, issuedPasswordLinkSchema } from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { reply } from '../../platform/http/schemas.ts';
import { PEOPLE_ADMINS } from './people-staff.ts';
import { invitePerson } from './password-invite.service.ts';

/** A people administrator sends a person a one-time link to set their password (password-invite.service.ts). */
export const passwordLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.PUBLIC_URL, localLogin: app.config.LOCAL_LOGIN };

  app.post('/people/:id/password-link', {
    config: access(PEOPLE_ADMINS, 'edit'),
    schema: { tags: ['people'], params: z.object({ id: idTextSchema }), response: reply(issuedPasswordLinkSchema) },
  }, async (req) => ok(await invitePerson(deps, authOf(req), req.params.id, { method: req.method, path: req.routeOptions.url ?? '/api/people/:id/password-link' })));
};
