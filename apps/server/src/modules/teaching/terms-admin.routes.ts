import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role, termInputSchema, termKeyParamsSchema, termRowSchema, termSavedSchema } from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { reply } from '../../platform/http/schemas.ts';
import { TermsAdminService, type TermChangeBy } from './terms-admin.service.ts';

/** Terms and holidays are kept by teaching.admin (isAdmin passes); every signed-in user reads the calendar. */
export const TERM_STAFF = [Role.teachingAdmin];
const changeBy = (req: FastifyRequest): TermChangeBy => ({ ctx: authOf(req), method: req.method, path: req.routeOptions.url ?? req.url });

/** The school calendar's calls (README 'The school calendar'); not in calls.tsv. */
export const termsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new TermsAdminService(app.db);
  const tags = ['teaching terms'];

  app.get('/teaching/terms', {
    config: access('user', 'query'),
    schema: { tags, summary: 'The school calendar: every term with its weeks and holidays', response: reply(z.array(termRowSchema)) },
  }, async () => ok(await service.list()));

  app.get('/admin/teaching/terms', {
    config: access(TERM_STAFF, 'query'),
    schema: { tags, summary: 'Terms by school year, for the staff page', response: reply(z.array(termRowSchema)) },
  }, async () => ok(await service.list()));

  app.post('/admin/teaching/terms', {
    config: access(TERM_STAFF, 'add'),
    schema: { tags, summary: 'Create a term with its holidays', body: termInputSchema, response: reply(termSavedSchema) },
  }, async (req) => ok(await service.create(changeBy(req), req.body)));

  app.put('/admin/teaching/terms/:schoolYear/:term', {
    config: access(TERM_STAFF, 'edit'),
    schema: { tags, summary: 'Edit a term: names, first day, weeks, holidays', params: termKeyParamsSchema, body: termInputSchema, response: reply(termSavedSchema) },
  }, async (req) => ok(await service.update(changeBy(req), req.params, req.body)));

  app.delete('/admin/teaching/terms/:schoolYear/:term', {
    config: access(TERM_STAFF, 'delete'),
    schema: { tags, summary: 'Delete a term nothing uses yet', params: termKeyParamsSchema, response: reply(termSavedSchema) },
  }, async (req) => ok(await service.remove(changeBy(req), req.params)));
};
