import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mealAdminOptionsSchema, mealCountQuerySchema, mealCountsSchema, mealExportSchema, mealMenuAdminRowSchema, mealMenuInputSchema, pageOf, pageQuerySchema, Role,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { MealAdminService } from './meal-admin.service.ts';

export const CANTEEN = [Role.canteenAdmin];

/** The canteen's console under /api/meals-admin (README 'Canteen'). */
export const mealAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = new MealAdminService(app.db, app.files);
  const tags = ['meals-admin'];
  const saved = reply(z.object({ id: z.number().int() }));

  app.get('/meals-admin/options', { config: access(CANTEEN, 'query'), schema: { tags, response: reply(mealAdminOptionsSchema) } },
    async () => ok(await admin.options()));
  app.post('/meals-admin/menus/list', { config: access(CANTEEN, 'query'), schema: { tags, body: pageQuerySchema, response: reply(pageOf(mealMenuAdminRowSchema)) } },
    async (req) => ok(await admin.menus(req.body)));
  app.post('/meals-admin/menus', { config: access(CANTEEN, 'add'), schema: { tags, body: mealMenuInputSchema, response: saved } },
    async (req) => ok(await admin.save(authOf(req), null, req.body)));
  app.put('/meals-admin/menus/:id', { config: access(CANTEEN, 'edit'), schema: { tags, params: idParams, body: mealMenuInputSchema, response: saved } },
    async (req) => ok(await admin.save(authOf(req), req.params.id, req.body)));
  app.delete('/meals-admin/menus/:id', { config: access(CANTEEN, 'delete'), schema: { tags, params: idParams, response: reply(z.null()) } },
    async (req) => { await admin.remove(req.params.id); return ok(null); });
  app.get('/meals-admin/counts', { config: access(CANTEEN, 'query'), schema: { tags, querystring: mealCountQuerySchema, response: reply(mealCountsSchema) } },
    async (req) => ok(await admin.counts(req.query)));
  app.post('/meals-admin/counts/export', { config: access(CANTEEN, 'export'), schema: { tags, body: mealCountQuerySchema, response: reply(mealExportSchema) } },
    async (req) => ok(await admin.exportCounts(authOf(req), req.body)));
};
