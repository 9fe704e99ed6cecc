import {
  personRoleDetailsSchema, personRolesSchema, roleCandidateSchema, roleCandidatesQuerySchema, roleChangeSchema, roleHoldersPageSchema, roleHoldersQuerySchema,
  roleSummarySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import type { ModuleContext } from '../../platform/domains/module.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { PEOPLE_ADMINS } from './people-staff.ts';
import { RolesService } from './roles.service.ts';

/**
 * The roles page's calls under /api/people: the roles with what they open and their holder counts,
 * a role's holders with their scopes, one person's roles, people to grant to, and grant and revoke with a reason.
 */
export const rolesRoutes: FastifyPluginAsyncZod<ModuleContext> = async (app, { registry, routes }) => {
  const service = new RolesService(app.db, registry, routes);
  const tags = ['people'];

  app.get('/people/roles', {
    config: access(PEOPLE_ADMINS, 'query'), schema: { tags, response: reply(z.array(roleSummarySchema)) },
  }, async () => ok(await service.list()));

  app.get('/people/roles/candidates', {
    config: access(PEOPLE_ADMINS, 'query'), schema: { tags, querystring: roleCandidatesQuerySchema, response: reply(z.array(roleCandidateSchema)) },
  }, async (req) => ok(await service.candidates(req.query.queryText)));

  app.get('/people/roles/:role/holders', {
    config: access(PEOPLE_ADMINS, 'query'),
    schema: { tags, params: z.object({ role: z.string().max(64) }), querystring: roleHoldersQuerySchema, response: reply(roleHoldersPageSchema) },
  }, async (req) => ok(await service.holders(req.params.role, req.query)));

  app.get('/people/:id/roles', {
    config: access(PEOPLE_ADMINS, 'query'), schema: { tags, params: idParams, response: reply(personRoleDetailsSchema) },
  }, async (req) => ok(await service.ofPerson(req.params.id)));

  app.post('/people/:id/roles/grant', {
    config: access(PEOPLE_ADMINS, 'add'), schema: { tags, params: idParams, body: roleChangeSchema, response: reply(personRolesSchema) },
  }, async (req) => ok(await service.grant(authOf(req), req.params.id, req.body, { method: req.method, path: req.routeOptions.url ?? '' })));

  app.post('/people/:id/roles/revoke', {
    config: access(PEOPLE_ADMINS, 'delete'), schema: { tags, params: idParams, body: roleChangeSchema, response: reply(personRolesSchema) },
  }, async (req) => ok(await service.revoke(authOf(req), req.params.id, req.body, { method: req.method, path: req.routeOptions.url ?? '' })));
};
