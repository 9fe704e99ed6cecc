import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelResultSchema, consultantListSchema, counsellorDetailSchema, counsellorListBodySchema, counsellorSlotsBodySchema, counsellorSlotsSchema, editDataSchema,
  editQuerySchema, historyBodySchema, historyPageSchema, standingSchema, subscribeBodySchema, subscribeDetailSchema, subscribeResultSchema,
} from '@portal/contracts';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLang } from '../../platform/http/request-language.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { appointmentAdminRoutes } from './appointment-admin.routes.ts';
import { AppointmentsService } from './appointments.service.ts';

/** The seven BOOK appointment calls at the spec's paths (typos kept), the student's own additions, then the staff side. */
export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AppointmentsService(app.db, app.files);
  const tags = ['appointments'];

  app.post('/VDInterviewConsult/QueryVDCounselorListForStudy', {
    config: access('user', 'query'),
    schema: { tags, body: counsellorListBodySchema, response: reply(consultantListSchema) },
  }, async (req) => ok(await service.counsellors(authOf(req), req.body)));

  app.post('/VDInterviewConsult/QueryCounselorSubscribeDetail', {
    config: access('user', 'query'),
    schema: { tags, body: counsellorSlotsBodySchema, response: reply(counsellorSlotsSchema) },
  }, async (req) => ok(await service.slots(authOf(req), req.body)));

  app.post('/VDInterviewConsult/SaveVDSubscribe', {
    config: access('user', 'add'),
    schema: { tags, body: subscribeBodySchema, response: reply(subscribeResultSchema) },
  }, async (req) => ok(await service.save(authOf(req), req.body, requestLang(req))));

  app.post('/VDInterviewConsult/MySubscirbeHistory', {
    config: access('user', 'query'),
    schema: { tags, body: historyBodySchema, response: reply(historyPageSchema) },
  }, async (req) => ok(await service.history(authOf(req), req.body)));

  app.get('/VDInterviewConsult/QuerySubscribteForEdit/:id', {
    config: access('user', 'get'),
    schema: { tags, params: idParams, querystring: editQuerySchema, response: reply(editDataSchema) },
  }, async (req) => ok(await service.forEdit(authOf(req), req.params.id)));

  app.get('/VDInterviewConsult/QueryCounselor/:id', {
    config: access('user', 'get'),
    schema: { tags, params: idParams, response: reply(counsellorDetailSchema) },
  }, async (req) => ok(await service.counsellor(req.params.id)));

  app.get('/VDInterviewConsult/QueryVDSubscribeDetail/:id', {
    config: access('user', 'get'),
    schema: { tags, params: idParams, response: reply(subscribeDetailSchema) },
  }, async (req) => ok(await service.detail(authOf(req), req.params.id)));

  app.post('/appointments/my/:id/cancel', {
    config: access('user', 'edit'),
    schema: { tags, params: idParams, response: reply(cancelResultSchema) },
  }, async (req) => ok(await service.cancel(authOf(req), req.params.id)));

  app.get('/appointments/my/standing', {
    config: access('user', 'get'),
    schema: { tags, response: reply(standingSchema) },
  }, async (req) => ok(await service.standing(authOf(req))));

  await app.register(appointmentAdminRoutes);
};
