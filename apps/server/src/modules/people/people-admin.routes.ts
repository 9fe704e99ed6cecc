import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  personBodySchema, personCreatedSchema, personCreateSchema, personDetailSchema, personIssueSchema, personLeftSchema, personListQuerySchema, personPageSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { PEOPLE_ADMINS } from './people-staff.ts';
import { PersonDirectory } from './person-directory.service.ts';
import { PersonEditor, type ChangeBy } from './person-editor.service.ts';

const changeBy = (req: FastifyRequest): ChangeBy => ({ ctx: authOf(req), method: req.method, path: req.routeOptions.url ?? req.url });

/**
 * The people list, a person's page and one person's edits under /api/people (README 'The people
 * list', 'Editing one person'). People administrators and administrators; no personal value ever
 * travels in a URL: the search text is the one exception the list needs, and it is never logged.
 */
export const peopleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = new PersonDirectory(app.db);
  const editor = new PersonEditor(app.db);
  const tags = ['people'];
  // A refusal of a save (700) carries every problem as data.
  const saved = reply(z.union([personDetailSchema, z.array(personIssueSchema)]));

  app.get('/people', { config: access(PEOPLE_ADMINS, 'query'), schema: { tags, querystring: personListQuerySchema, response: reply(personPageSchema) } },
    async (req) => ok(await directory.list(req.query)));
  app.get('/people/:id', { config: access(PEOPLE_ADMINS, 'get'), schema: { tags, params: idParams, response: reply(personDetailSchema) } },
    async (req) => ok(await directory.detail(req.params.id)));

  app.post('/people', { config: access(PEOPLE_ADMINS, 'add'), schema: { tags, body: personCreateSchema, response: reply(z.union([personCreatedSchema, z.array(personIssueSchema)])) } },
    async (req) => ok({ id: await editor.create(changeBy(req), req.body) }));
  app.put('/people/:id', { config: access(PEOPLE_ADMINS, 'edit'), schema: { tags, params: idParams, body: personBodySchema, response: saved } }, async (req) => {
    await editor.update(changeBy(req), req.params.id, req.body);
    return ok(await directory.detail(req.params.id));
  });

  app.post('/people/:id/disable', { config: access(PEOPLE_ADMINS, 'disable'), schema: { tags, params: idParams, response: reply(personDetailSchema) } }, async (req) => {
    await editor.disable(changeBy(req), req.params.id);
    return ok(await directory.detail(req.params.id));
  });
  app.post('/people/:id/enable', { config: access(PEOPLE_ADMINS, 'enable'), schema: { tags, params: idParams, response: reply(personDetailSchema) } }, async (req) => {
    await editor.enable(changeBy(req), req.params.id);
    return ok(await directory.detail(req.params.id));
  });
  app.post('/people/:id/left', { config: access(PEOPLE_ADMINS, 'disable'), schema: { tags, params: idParams, body: personLeftSchema, response: reply(personDetailSchema) } }, async (req) => {
    await editor.markLeft(changeBy(req), req.params.id, req.body);
    return ok(await directory.detail(req.params.id));
  });
  app.post('/people/:id/return', { config: access(PEOPLE_ADMINS, 'enable'), schema: { tags, params: idParams, response: reply(personDetailSchema) } }, async (req) => {
    await editor.markReturned(changeBy(req), req.params.id);
    return ok(await directory.detail(req.params.id));
  });
};
