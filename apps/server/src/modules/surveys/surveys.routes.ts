import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  facultyListBodySchema,
  facultySurveyRowSchema,
  graduateListBodySchema,
  graduateSurveyRowSchema,
  mentorListBodySchema,
  mentorSurveyRowSchema,
  pageOf,
  resultDetailQuerySchema,
  resultDetailSchema,
  saveSurveyBodySchema,
  saveSurveyResultSchema,
  surveyViewQuerySchema,
  surveyIssuesSchema,
  surveyViewSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { surveyAdminRoutes } from './survey-admin.routes.ts';
import { SurveysService } from './surveys.service.ts';

/** The survey calls of calls.tsv (SURV-C01…C06), then the staff side. */
export const surveysRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SurveysService(app.db);
  const tags = ['surveys'];

  app.post('/FacultySurvey/GetFacultyPageList', {
    config: access('user', 'query'),
    schema: { tags, body: facultyListBodySchema, response: reply(pageOf(facultySurveyRowSchema)) },
  }, async (req) => ok(await service.facultyList(authOf(req), req.body, req.body.businessType)));

  app.post('/FacultySurvey/GetSelectionFacultyPageList', {
    config: access('user', 'query'),
    schema: { tags, body: mentorListBodySchema, response: reply(pageOf(mentorSurveyRowSchema)) },
  }, async (req) => ok(await service.mentorList(authOf(req), req.body, req.body.pageType)));

  app.get('/FacultySurvey/GetSurveyByID/:id', {
    config: access('user', 'get'),
    schema: { tags, params: idParams, querystring: surveyViewQuerySchema, response: reply(surveyViewSchema) },
  }, async (req) => ok(await service.view(authOf(req), req.params.id, req.query)));

  app.post('/FacultySurvey/SaveFacultSurvey', {
    config: access('user', 'edit'),
    // A refusal (700) carries the issues as its data.
    schema: { tags, body: saveSurveyBodySchema, response: reply(z.union([saveSurveyResultSchema, surveyIssuesSchema])) },
  }, async (req) => ok(await service.save(authOf(req), req.body)));

  app.get('/FacultySurvey/GetFacultyResultDetail/:id', {
    config: access('user', 'get'),
    schema: { tags, params: idParams, querystring: resultDetailQuerySchema, response: reply(resultDetailSchema) },
  }, async (req) => ok(await service.resultDetail(authOf(req), req.params.id, req.query.BusinessValue || req.query.businessValue, req.query.responder)));

  app.post('/VDGraduateSurvey/QueryVDGraduateSurveyForStudy', {
    config: access('user', 'query'),
    schema: { tags, body: graduateListBodySchema, response: reply(pageOf(graduateSurveyRowSchema)) },
  }, async (req) => ok(await service.graduateList(authOf(req), req.body, req.body.studentUserId, req.body.isSubmit)));

  await app.register(surveyAdminRoutes);
};
