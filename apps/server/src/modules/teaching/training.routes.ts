import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Role,
  auditDecisionBodySchema,
  auditListBodySchema,
  candidateClassSchema,
  changeApplyBodySchema,
  changeRecordSchema,
  classSearchBodySchema,
  planCourseRowSchema,
  creditSummaryQuerySchema,
  creditSummarySchema,
  fileRecordSchema,
  homeworkKeySchema,
  pageOf,
  pageQuerySchema,
  planLectureRowSchema,
  planListBodySchema,
  saveCourseHomeworkBodySchema,
  studentInfoSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLang } from '../../platform/http/request-language.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { TrainingChangesService } from './training-changes.service.ts';
import { TrainingHomeworkService } from './training-homework.service.ts';
import { TrainingPlanService } from './training-plan.service.ts';

const staff = [Role.teachingAdmin];
const done = <T>(p: Promise<T>) => p.then(() => ok(null));

/** The training calls of calls.tsv (ACAD-C11…C21), then the staff review of class changes. */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const plan = new TrainingPlanService(app.db, app.files);
  const homework = new TrainingHomeworkService(app.db, app.files);
  const changes = new TrainingChangesService(app.db);
  const tags = ['teaching: training'];

  app.post('/GSMCourseTrainingProgram/GetPageList', {
    config: access('user', 'query'),
    schema: { tags, body: planListBodySchema, response: reply(pageOf(z.union([planCourseRowSchema, planLectureRowSchema]))) },
  }, async (req) => ok(await plan.courses(authOf(req), req.body, req.body.userID)));

  app.get('/GSMCourseTrainingProgram/GetStudentInfo', {
    config: access('user', 'get'),
    schema: { tags, response: reply(studentInfoSchema) },
  }, async (req) => ok(await plan.studentInfo(authOf(req))));

  app.get('/GSMCourseTrainingProgram/GetStudentScoreInfo', {
    config: access('user', 'get'),
    schema: { tags, querystring: creditSummaryQuerySchema, response: reply(creditSummarySchema) },
  }, async (req) => ok(await plan.creditSummary(authOf(req), req.query.ClassId)));

  app.post('/GSMStudentCourseResult', {
    config: access('user', 'edit'),
    schema: { tags, body: saveCourseHomeworkBodySchema, response: reply(z.null()) },
  }, async (req) => done(homework.save(authOf(req), req.body.startClassId, req.body.homeWorkFileId)));

  app.post('/GSMStudentCourseResult/IsAllowUploadHomeWork', {
    config: access('user', 'query'),
    schema: { tags, body: homeworkKeySchema, response: reply(z.boolean()) },
  }, async (req) => ok(await homework.isAllowed(authOf(req), req.body.startClassId)));

  app.post('/GSMStudentCourseResult/DeleteCourseHomeWork', {
    config: access('user', 'delete'),
    schema: { tags, body: homeworkKeySchema, response: reply(z.null()) },
  }, async (req) => done(homework.remove(authOf(req), req.body.startClassId)));

  app.get('/GsmFile/DownloadWorksFiles/:fileId', {
    config: access('user', 'get'),
    schema: { tags, params: z.object({ fileId: z.string().max(36).uuid() }), response: reply(fileRecordSchema) },
  }, async (req) => ok(await homework.download(authOf(req), req.params.fileId)));

  app.post('/GSMStartClass/Search', {
    config: access('user', 'query'),
    schema: { tags, body: classSearchBodySchema, response: reply(pageOf(candidateClassSchema)) },
  }, async (req) => ok(await changes.search(req.body)));

  app.post('/GSMChangingCourseRecord', {
    config: access('user', 'add'),
    schema: { tags, body: changeApplyBodySchema, response: reply(z.object({ id: z.number().int() })) },
  }, async (req) => ok(await changes.apply(authOf(req), req.body)));

  app.post('/GSMChangingCourseRecord/GetStudyPageList', {
    config: access('user', 'query'),
    schema: { tags, body: pageQuerySchema, response: reply(pageOf(changeRecordSchema)) },
  }, async (req) => ok(await changes.mine(authOf(req), req.body, requestLang(req))));

  app.delete('/GSMChangingCourseRecord/:id', {
    config: access('user', 'delete'),
    schema: { tags, params: idParams, response: reply(z.null()) },
  }, async (req) => done(changes.withdraw(authOf(req), req.params.id)));

  // Staff (not in the spec; module README 'Training: class changes'): the review list and the decision.
  app.post('/GSMChangingCourseRecord/GetAuditPageList', {
    config: access(staff, 'query'),
    schema: { tags, body: auditListBodySchema, response: reply(pageOf(changeRecordSchema)) },
  }, async (req) => ok(await changes.auditList(req.body, requestLang(req))));

  app.post('/GSMChangingCourseRecord/Audit', {
    config: access(staff, 'edit'),
    schema: { tags, body: auditDecisionBodySchema, response: reply(z.null()) },
  }, async (req) => done(changes.decide(authOf(req), req.body.id, req.body.approve, req.body.comment)));
};
