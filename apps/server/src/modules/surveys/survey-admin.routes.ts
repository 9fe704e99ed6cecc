import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Role,
  adminSurveyDetailSchema,
  adminSurveyListBodySchema,
  adminSurveyRowSchema,
  assignOptionsSchema,
  assignmentCreateSchema,
  assignmentRowSchema,
  exportFileSchema,
  pageOf,
  surveyDefinitionSchema,
  surveyResultsQuerySchema,
  surveyResultsSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLang } from '../../platform/http/request-language.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { SurveyAdminService } from './survey-admin.service.ts';

const staff = [Role.surveyAdmin];
/** Teachers see the aggregates of the faculty evaluations about them (the service narrows it). */
const resultReaders = [Role.surveyAdmin, Role.teacher];
const savedId = z.object({ id: z.number().int() });

/** The staff side: builder, assignment, results and export (module README, 'Staff calls'). */
export const surveyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SurveyAdminService(app.db, app.files);
  const tags = ['survey admin'];

  app.post('/SurveyAdmin/GetSurveyPageList', {
    config: access(staff, 'query'),
    schema: { tags, body: adminSurveyListBodySchema, response: reply(pageOf(adminSurveyRowSchema)) },
  }, async (req) => ok(await service.list(req.body)));

  app.get('/SurveyAdmin/Survey/:id', {
    config: access(staff, 'get'),
    schema: { tags, params: idParams, response: reply(adminSurveyDetailSchema) },
  }, async (req) => ok(await service.detail(req.params.id)));

  app.post('/SurveyAdmin/Survey', {
    config: access(staff, 'add'),
    schema: { tags, body: surveyDefinitionSchema, response: reply(savedId) },
  }, async (req) => ok(await service.create(authOf(req), req.body, requestLang(req))));

  app.put('/SurveyAdmin/Survey/:id', {
    config: access(staff, 'edit'),
    schema: { tags, params: idParams, body: surveyDefinitionSchema, response: reply(savedId) },
  }, async (req) => ok(await service.update(req.params.id, req.body, requestLang(req))));

  app.delete('/SurveyAdmin/Survey/:id', {
    config: access(staff, 'delete'),
    schema: { tags, params: idParams, response: reply(z.null()) },
  }, async (req) => {
    await service.remove(req.params.id);
    return ok(null);
  });

  app.get('/SurveyAdmin/AssignOptions', {
    config: access(staff, 'get'),
    schema: { tags, response: reply(assignOptionsSchema) },
  }, async () => ok(await service.assignOptions()));

  app.get('/SurveyAdmin/Survey/:id/Assignments', {
    config: access(staff, 'query'),
    schema: { tags, params: idParams, response: reply(z.array(assignmentRowSchema)) },
  }, async (req) => ok(await service.assignments(req.params.id)));

  app.post('/SurveyAdmin/Survey/:id/Assignments', {
    config: access(staff, 'add'),
    schema: { tags, params: idParams, body: assignmentCreateSchema, response: reply(z.array(assignmentRowSchema)) },
  }, async (req) => ok(await service.assign(authOf(req), req.params.id, req.body)));

  app.delete('/SurveyAdmin/Assignment/:id', {
    config: access(staff, 'delete'),
    schema: { tags, params: idParams, response: reply(z.null()) },
  }, async (req) => {
    await service.removeAssignment(req.params.id);
    return ok(null);
  });

  app.get('/SurveyAdmin/TeacherAssignments', {
    config: access([Role.teacher], 'query'),
    schema: { tags, response: reply(z.array(assignmentRowSchema)) },
  }, async (req) => ok(await service.teacherAssignments(authOf(req))));

  app.get('/SurveyAdmin/Survey/:id/Results', {
    config: access(resultReaders, 'get'),
    schema: { tags, params: idParams, querystring: surveyResultsQuerySchema, response: reply(surveyResultsSchema) },
  }, async (req) => ok(await service.results(authOf(req), req.params.id, req.query.assignmentId)));

  app.post('/SurveyAdmin/Survey/:id/Export', {
    config: access(resultReaders, 'export'),
    schema: { tags, params: idParams, querystring: surveyResultsQuerySchema, response: reply(exportFileSchema) },
  }, async (req) => ok(await service.exportResults(authOf(req), req.params.id, req.query.assignmentId)));
};
