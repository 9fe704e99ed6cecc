import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role, classAdminListQuerySchema, classAdminRowSchema, classInputSchema, classOptionsSchema, pageOf } from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { CLASS_STAFF, ClassAdminService, type ChangeBy } from './class-admin.service.ts';

/** Reading classes: also a teacher, whom the service narrows to their own classes. */
export const CLASS_READERS = [Role.teachingAdmin, Role.teacher];
const savedId = z.object({ id: z.number().int() });

export const changeBy = (req: FastifyRequest): ChangeBy => ({ ctx: authOf(req), method: req.method, path: req.routeOptions.url ?? req.url });

/** The class calls under /api/admin/teaching/classes (README 'Classes'); not in calls.tsv. */
export const classAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ClassAdminService(app.db);
  const tags = ['teaching classes'];

  app.get('/admin/teaching/classes', { config: access(CLASS_READERS, 'query'), schema: { tags, querystring: classAdminListQuerySchema, response: reply(pageOf(classAdminRowSchema)) } },
    async (req) => ok(await service.list(authOf(req), req.query)));
  app.get('/admin/teaching/classes/options', { config: access(CLASS_STAFF, 'query'), schema: { tags, response: reply(classOptionsSchema) } },
    async () => ok(await service.options()));
  app.get('/admin/teaching/classes/:id', { config: access(CLASS_READERS, 'get'), schema: { tags, params: idParams, response: reply(classAdminRowSchema) } },
    async (req) => ok(await service.detail(authOf(req), req.params.id)));
  app.post('/admin/teaching/classes', { config: access(CLASS_STAFF, 'add'), schema: { tags, body: classInputSchema, response: reply(savedId) } },
    async (req) => ok(await service.create(changeBy(req), req.body)));
  app.put('/admin/teaching/classes/:id', { config: access(CLASS_STAFF, 'edit'), schema: { tags, params: idParams, body: classInputSchema, response: reply(savedId) } },
    async (req) => ok(await service.update(changeBy(req), req.params.id, req.body)));
  app.delete('/admin/teaching/classes/:id', { config: access(CLASS_STAFF, 'delete'), schema: { tags, params: idParams, response: reply(savedId) } },
    async (req) => ok(await service.remove(changeBy(req), req.params.id)));
};
