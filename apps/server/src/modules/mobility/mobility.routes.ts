import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyResultSchema, exemptionSchema, exemptionSubmitSchema, pageOf, planListQuerySchema, projectListBodySchema, projectPageSchema,
  saveStudentFileSchema, studentFileRecordSchema, tripPlanDetailSchema, tripPlanSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { mobilityAdminRoutes } from './mobility-admin.routes.ts';
import { StudyTripService } from './study-trip.service.ts';
import { VisitingService } from './visiting.service.ts';

/** The twelve study-trip and visiting calls of calls.tsv (MOB-C01…C12) at their exact paths, then the office's console. */
export const mobilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const trip = new StudyTripService(app.db, app.files);
  const visiting = new VisitingService(app.db, app.files);
  const tags = ['mobility'];

  app.get('/GSMVisitSchoolStudentHistory', { config: access('user', 'get'), schema: { tags, response: reply(z.number().int()) } },
    async (req) => ok(await trip.history(authOf(req))));
  app.get('/GSMVisitSchoolExempt/GetExemptIsOpen', { config: access('user', 'get'), schema: { tags, response: reply(z.boolean()) } },
    async () => ok(await trip.exemptIsOpen()));
  app.get('/GSMVisitSchoolExempt/GetExplan', { config: access('user', 'get'), schema: { tags, response: reply(z.string()) } },
    async () => ok(await trip.explain()));
  app.get('/GSMVisitSchoolExempt/GetExemptInfo', { config: access('user', 'get'), schema: { tags, response: reply(exemptionSchema) } },
    async (req) => ok(await trip.exemptInfo(authOf(req))));
  app.post('/GSMVisitSchoolExempt/Submit', {
    config: access('user', 'add'), schema: { tags, body: exemptionSubmitSchema, response: reply(z.object({ id: z.number().int(), status: z.number().int() })) },
  }, async (req) => ok(await trip.submit(authOf(req), req.body)));
  app.get('/GSMVisitSchoolPlan/GeVisitSchoolPlanList', { config: access('user', 'query'), schema: { tags, querystring: planListQuerySchema, response: reply(pageOf(tripPlanSchema)) } },
    async (req) => ok(await trip.plans(authOf(req), req.query.pageNo)));
  app.get('/GSMVisitSchoolPlan/:id', { config: access('user', 'get'), schema: { tags, params: idParams, response: reply(tripPlanDetailSchema) } },
    async (req) => ok(await trip.plan(authOf(req), req.params.id)));

  app.post('/GSMVisitSchoolProject/GeVisitSchoolProjectList', { config: access('user', 'query'), schema: { tags, body: projectListBodySchema, response: reply(projectPageSchema) } },
    async (req) => ok(await visiting.projects(authOf(req), req.body.planId, req.body.pageNo)));
  app.post('/GSMVisitSchoolProject/Submit/:id', { config: access('user', 'add'), schema: { tags, params: idParams, response: reply(applyResultSchema) } },
    async (req) => ok(await visiting.apply(authOf(req), req.params.id)));
  app.post('/GSMVisitSchoolProject/Cancel/:id', { config: access('user', 'edit'), schema: { tags, params: idParams, response: reply(z.object({ promoted: z.number().int() })) } },
    async (req) => ok(await visiting.cancel(authOf(req), req.params.id)));
  app.get('/GSMVisitSchoolProject/GetStudentFile/:id', { config: access('user', 'get'), schema: { tags, params: idParams, response: reply(studentFileRecordSchema) } },
    async (req) => ok(await visiting.studentFile(authOf(req), req.params.id)));
  app.put('/GSMVisitSchoolProject/SaveStudentFile', { config: access('user', 'edit'), schema: { tags, body: saveStudentFileSchema, response: reply(studentFileRecordSchema) } },
    async (req) => ok(await visiting.saveStudentFile(authOf(req), req.body)));

  await app.register(mobilityAdminRoutes);
};
