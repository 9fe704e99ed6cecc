import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Role, activityAdminListQuerySchema, activityAdminOptionsSchema, activityAdminRowSchema, activityInputSchema, activityPolicySchema, attendanceUpdateSchema, fileRecordSchema,
  noShowExcuseSchema, pageOf, registrantListQuerySchema, registrantRowSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLang } from '../../platform/http/request-language.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { ActivityAdminService } from './activity-admin.service.ts';
import { ActivityNoShowService, changeBy } from './activity-no-shows.service.ts';

/** The career office (administrators pass every role rule). */
const staff = [Role.careerAdmin];
const savedId = z.object({ id: z.number().int() });

/** The career office's activity console (README 'Activities', 'Console'); not in calls.tsv. */
export const activityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ActivityAdminService(app.db, app.files);
  const noShows = new ActivityNoShowService(app.db);
  const tags = ['career activity admin'];
  const base = '/career-admin/activities';

  app.post(`${base}/list`, {
    config: access(staff, 'query'),
    schema: { tags, body: activityAdminListQuerySchema, response: reply(pageOf(activityAdminRowSchema)) },
  }, async (req) => ok(await service.list(req.body)));

  app.get(`${base}/options`, {
    config: access(staff, 'query'),
    schema: { tags, response: reply(activityAdminOptionsSchema) },
  }, async () => ok(await service.options()));

  app.get(`${base}/policy`, {
    config: access(staff, 'query'),
    schema: { tags, response: reply(activityPolicySchema) },
  }, async () => ok(await noShows.policy()));

  app.put(`${base}/policy`, {
    config: access(staff, 'edit'),
    schema: { tags, body: activityPolicySchema, response: reply(activityPolicySchema) },
  }, async (req) => ok(await noShows.savePolicy(changeBy(req), req.body)));

  app.get(`${base}/:id`, {
    config: access(staff, 'get'),
    schema: { tags, params: idParams, response: reply(activityAdminRowSchema) },
  }, async (req) => ok(await service.detail(req.params.id)));

  app.post(base, {
    config: access(staff, 'add'),
    schema: { tags, body: activityInputSchema, response: reply(savedId) },
  }, async (req) => ok(await service.create(authOf(req), req.body)));

  app.put(`${base}/:id`, {
    config: access(staff, 'edit'),
    schema: { tags, params: idParams, body: activityInputSchema, response: reply(savedId) },
  }, async (req) => ok(await service.update(authOf(req), req.params.id, req.body)));

  app.delete(`${base}/:id`, {
    config: access(staff, 'delete'),
    schema: { tags, params: idParams, response: reply(savedId) },
  }, async (req) => ok(await service.remove(req.params.id)));

  app.post(`${base}/:id/registrants`, {
    config: access(staff, 'query'),
    schema: { tags, params: idParams, body: registrantListQuerySchema, response: reply(pageOf(registrantRowSchema)) },
  }, async (req) => ok(await service.registrants(req.params.id, req.body)));

  app.put('/career-admin/registrants/:id/attendance', {
    config: access(staff, 'edit'),
    schema: { tags, params: idParams, body: attendanceUpdateSchema, response: reply(savedId) },
  }, async (req) => ok(await service.checkIn(req.params.id, req.body)));

  app.put('/career-admin/registrants/:id/excuse', {
    config: access(staff, 'edit'),
    schema: { tags, params: idParams, body: noShowExcuseSchema, response: reply(savedId) },
  }, async (req) => ok(await noShows.excuse(changeBy(req), req.params.id, req.body)));

  app.get(`${base}/:id/export`, {
    config: access(staff, 'export', { writes: true }),
    schema: { tags, params: idParams, response: reply(fileRecordSchema) },
  }, async (req) => ok(await service.export(authOf(req), req.params.id, requestLang(req))));
};
