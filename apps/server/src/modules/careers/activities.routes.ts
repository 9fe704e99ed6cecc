import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityListBodySchema, activityRowSchema, activitySignupBodySchema, activitySignupResultSchema, idTextSchema, mySignupListBodySchema, mySignupRowSchema, noShowStandingSchema, pageOf,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { activityAdminRoutes } from './activity-admin.routes.ts';
import { ActivitiesService } from './activities.service.ts';
import { ActivityNoShowService } from './activity-no-shows.service.ts';

const detailParams = z.object({ id: idTextSchema, vdActiveType: z.string().max(1).regex(/^[12]$/, 'must be 1 or 2').transform(Number) });

/** The activity calls of calls.tsv (CAR-C04…C09), the student's no-show standing (ours), then the career office's console. */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ActivitiesService(app.db);
  const tags = ['career activities'];

  app.post('/VDStudentActive/QueryVDStudentActivityAndEnterpriseActivity', {
    config: access('user', 'query'),
    schema: { tags, body: activityListBodySchema, response: reply(pageOf(activityRowSchema)) },
  }, async (req) => ok(await service.list(authOf(req), req.body)));

  app.get('/VDStudentActive/QueryVDStudentActivityDetail/:id/:vdActiveType', {
    config: access('user', 'get'),
    schema: { tags, params: detailParams, response: reply(activityRowSchema) },
  }, async (req) => ok(await service.detail(authOf(req), req.params.id, req.params.vdActiveType)));

  app.post('/VDStudentActive/StudentSignUp', {
    config: access('user', 'add'),
    schema: { tags, body: activitySignupBodySchema, response: reply(activitySignupResultSchema) },
  }, async (req) => ok(await service.signUp(authOf(req), req.body)));

  app.post('/VDStudentActive/MyActivitySignup', {
    config: access('user', 'query'),
    schema: { tags, body: mySignupListBodySchema, response: reply(pageOf(mySignupRowSchema)) },
  }, async (req) => ok(await service.mySignups(authOf(req), req.body)));

  app.get('/VDStudentActive/MyActivitySignupDetail/:id', {
    config: access('user', 'get'),
    schema: { tags, params: idParams, response: reply(mySignupRowSchema) },
  }, async (req) => ok(await service.mySignupDetail(authOf(req), req.params.id)));

  app.put('/VDStudentActive/CancleStudentSignUp/:id', {
    config: access('user', 'edit'),
    schema: { tags, params: idParams, response: reply(activitySignupResultSchema) },
  }, async (req) => ok(await service.withdraw(authOf(req), req.params.id)));

  const noShows = new ActivityNoShowService(app.db);
  app.get('/career-activities/my/standing', {
    config: access('user', 'get'),
    schema: { tags, response: reply(noShowStandingSchema) },
  }, async (req) => ok(await noShows.standing(authOf(req))));

  await app.register(activityAdminRoutes);
};
