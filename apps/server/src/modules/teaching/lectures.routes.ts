import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  homeworkInfoQuerySchema, homeworkInfoSchema, lectureListBodySchema, lectureRowSchema, lectureSignupBodySchema, lectureSignupResultSchema, pageOf,
  saveHomeworkBodySchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { lectureAdminRoutes } from './lecture-admin.routes.ts';
import { LecturesService } from './lectures.service.ts';

const lectureId = z.object({ id: z.number().int() });

/** The lecture calls of calls.tsv (ACAD-C22…C29), then the staff side. */
export const lecturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new LecturesService(app.db, app.files);
  const tags = ['lectures'];
  const page = reply(pageOf(lectureRowSchema));

  app.post('/JZCourseLectures/QueryJZCourseLecturesForStudy', {
    config: access('user', 'query'),
    schema: { tags, body: lectureListBodySchema, response: page },
  }, async (req) => ok(await service.list(authOf(req), req.body, false)));

  app.post('/JZCourseLectures/QueryJZIsSignUpedForStudy', {
    config: access('user', 'query'),
    schema: { tags, body: lectureListBodySchema, response: page },
  }, async (req) => ok(await service.list(authOf(req), req.body, true)));

  // The spec filters it on jzs.StudentId: the caller's sign-ups, as my lectures.
  app.post('/JZCourseLectures/QueryJZStudentSignupInfoList', {
    config: access('user', 'query'),
    schema: { tags, body: lectureListBodySchema, response: page },
  }, async (req) => ok(await service.list(authOf(req), req.body, true)));

  app.post('/JZStudentSignup/SignUpForStudent', {
    config: access('user', 'add'),
    schema: { tags, body: lectureSignupBodySchema, response: reply(lectureSignupResultSchema) },
  }, async (req) => ok(await service.signUp(authOf(req), req.body)));

  app.post('/JZStudentSignup/Revocation', {
    config: access('user', 'delete'),
    schema: { tags, body: lectureSignupBodySchema, response: reply(lectureId) },
  }, async (req) => ok(await service.revoke(authOf(req), req.body)));

  // Not in the spec: leaving the waitlist of a full lecture (README 'Waitlist').
  app.post('/JZStudentSignup/LeaveWaitlist', {
    config: access('user', 'delete'),
    schema: { tags, body: lectureSignupBodySchema, response: reply(lectureId) },
  }, async (req) => ok(await service.leaveWaitlist(authOf(req), req.body)));

  app.get('/JZStudentSignup/GetHomeWorkFileInfo/:id', {
    config: access('user', 'get'),
    schema: { tags, params: idParams, querystring: homeworkInfoQuerySchema, response: reply(homeworkInfoSchema) },
  }, async (req) => ok(await service.homeworkInfo(authOf(req), req.params.id, req.query.lectureId)));

  app.post('/JZStudentSignup/SaveHomeWorkFile/:id', {
    config: access('user', 'add'),
    schema: { tags, params: idParams, body: saveHomeworkBodySchema, response: reply(homeworkInfoSchema) },
  }, async (req) => ok(await service.saveHomework(authOf(req), req.params.id, req.body)));

  app.delete('/JZStudentSignup/DeleteHomeWork/:id', {
    config: access('user', 'delete'),
    schema: { tags, params: idParams, response: reply(lectureId) },
  }, async (req) => ok(await service.deleteHomework(authOf(req), req.params.id)));

  await app.register(lectureAdminRoutes);
};
