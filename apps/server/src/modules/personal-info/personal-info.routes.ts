import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idTextSchema, personalInfoBodySchema, personalInfoIssueSchema, personalInfoSchema } from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { reply } from '../../platform/http/schemas.ts';
import { PersonalInfoService } from './personal-info.service.ts';

/**
 * PROF-C23 and C24 at the spec's exact paths. The user id is the only thing in the URL: e-mail,
 * mobile and contacts travel in the body and the answer, never in a query string (ARCHITECTURE
 * 'Rules that keep data safe').
 */
export const personalInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PersonalInfoService(app.db, app.files);
  const tags = ['personal-info'];
  const params = z.object({ userId: idTextSchema });

  app.get('/GsmSchoolRollStudent/:userId', {
    config: access('user', 'get'), schema: { tags, params, response: reply(personalInfoSchema) },
  }, async (req) => ok(await service.get(authOf(req), req.params.userId)));

  app.put('/GsmSchoolRollStudent/:userId', {
    // A refusal (700) carries every issue of the form as data.
    config: access('user', 'edit'), schema: { tags, params, body: personalInfoBodySchema, response: reply(z.union([personalInfoSchema, z.array(personalInfoIssueSchema)])) },
  }, async (req) => ok(await service.save(authOf(req), req.params.userId, req.body)));
};
