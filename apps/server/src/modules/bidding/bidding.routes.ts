import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bidCourseRowSchema, bidRequestSchema, courseChartsSchema, simulateRequestSchema, simulationRowSchema, dropQuerySchema, idInputSchema, idTextSchema, maxUseRecordSchema, pageOf, pageQueryOf, pageQuerySchema, planDetailSchema, planRowSchema,
  pointRecordSchema, registrationRowSchema, registrationSummarySchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import type { ModuleContext } from '../../platform/domains/module.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLang } from '../../platform/http/request-language.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { BiddingCharts } from './bidding-charts.service.ts';
import { BiddingRecords } from './bidding-records.service.ts';
import { BiddingService } from './bidding.service.ts';

const planIdQuery = z.object({ planID: idInputSchema });
const studentNumber = z.object({ studentNumber: z.string().max(50).optional(), StudentNumber: z.string().max(50).optional() });

export const biddingRoutes: FastifyPluginAsyncZod<ModuleContext> = async (app, { sessions }) => {
  const service = new BiddingService(app.db, sessions.users);
  const records = new BiddingRecords(app.db, service);
  const charts = new BiddingCharts(app.db, service);
  const tags = ['bidding'];

  app.get('/GSMCssPlan/GetCssPlanList', {
    config: access('user', 'query'),
    schema: { tags, querystring: pageQuerySchema.extend({ pageType: z.string().max(20).optional(), stydyEntranceYear: z.string().max(20).optional() }), response: reply(pageOf(planRowSchema)) },
  }, async (req) => {
    // pageType and stydyEntranceYear are accepted for compatibility; the account's own values decide.
    return ok(await service.plans(await service.student(authOf(req)), req.query));
  });

  app.get('/GSMCssPlan/GetCssPlan/:id', {
    config: access('user', 'get'), schema: { tags, params: idParams, response: reply(planDetailSchema) },
  }, async (req) => ok(await service.plan(await service.student(authOf(req)), req.params.id)));

  for (const [path, round] of [['/GSMCssPlan/GetCssStudentListFirst', 1], ['/GSMCssPlan/GetCssStudentListSecond', 2]] as const) {
    app.get(path, {
      config: access('user', 'query'), schema: { tags, querystring: pageQueryOf(30).extend(planIdQuery.shape), response: reply(pageOf(bidCourseRowSchema)) },
    }, async (req) => {
      return ok(await service.courses(await service.student(authOf(req)), req.query.planID, round, req.query, requestLang(req)));
    });
  }

  // Issue 29: a course's charts after clearing, and the simulator of the plan page (the student's own bids only).
  app.get('/GSMCssPlan/courses/:id/charts', {
    config: access('user', 'query'), schema: { tags, params: idParams, response: reply(courseChartsSchema) },
  }, async (req) => ok(await charts.studentCharts(await service.student(authOf(req)), req.params.id)));

  app.post('/GSMCssPlan/simulate', {
    config: access('user', 'query'), schema: { tags, body: simulateRequestSchema, response: reply(z.array(simulationRowSchema)) },
  }, async (req) => ok(await charts.simulate(await service.student(authOf(req)), req.body.planID, req.body.bids, requestLang(req))));

  app.post('/GSMCssPlan/BidCheckHistoryCourse', {
    config: access('user', 'query'), schema: { tags, body: bidRequestSchema, response: reply(z.null()) },
  }, async (req) => {
    await service.historyCheck(await service.student(authOf(req), req.body.studentNumber), req.body.planID, req.body.courseNumber);
    return ok(null);
  });

  for (const [path, round] of [['/GSMCssPlan/PostFristCourses', 1], ['/GSMCssPlan/PostSecondCourses', 2]] as const) {
    app.post(path, {
      config: access('user', 'add'), schema: { tags, body: bidRequestSchema, response: reply(z.null()) },
    }, async (req) => {
      await service.bid(await service.student(authOf(req), req.body.studentNumber), req.body.planID, req.body.courseNumber, req.body.point ?? null, round);
      return ok(null);
    });
  }

  for (const [path, round] of [['/GSMCssPlan/DeleteGSMCsscoursesStudentInfo', 1], ['/GSMCssPlan/DeleteGSMCsscoursesStudentInfoForSecond', 2]] as const) {
    app.delete(path, {
      config: access('user', 'delete'), schema: { tags, querystring: dropQuerySchema, response: reply(z.null()) },
    }, async (req) => {
      await service.drop(await service.student(authOf(req), req.query.studentNumber), req.query.planID, req.query.courseNumber, round);
      return ok(null);
    });
  }

  app.get('/GSMCssPlan/GetIsQueue', {
    config: access('user', 'get'), schema: { tags, querystring: z.object({ PlanID: idTextSchema }), response: reply(z.null()) },
  }, async (req) => {
    await service.queueSettled(await service.student(authOf(req)), req.query.PlanID);
    return ok(null);
  });

  app.get('/ViewCssPointRecord', {
    config: access('user', 'query'), schema: { tags, querystring: pageQuerySchema, response: reply(pageOf(pointRecordSchema)) },
  }, async (req) => {
    return ok(await records.pointLog(await service.student(authOf(req)), req.query));
  });

  app.get('/ViewCssMaxUseRecord', {
    config: access('user', 'query'), schema: { tags, querystring: pageQuerySchema, response: reply(pageOf(maxUseRecordSchema)) },
  }, async (req) => {
    return ok(await records.maxUseLog(await service.student(authOf(req)), req.query));
  });

  const registrationQuery = pageQuerySchema.extend(planIdQuery.shape).extend(studentNumber.shape);
  for (const [path, list] of [['/ViewCssserverStudentListInfo/GetCourseRequire', 'required'], ['/ViewCssserverStudentListInfo/GetCssStudentList', 'electives']] as const) {
    app.get(path, {
      config: access('user', 'query'), schema: { tags, querystring: registrationQuery, response: reply(pageOf(registrationRowSchema)) },
    }, async (req) => {
      const user = await service.student(authOf(req), req.query.studentNumber ?? req.query.StudentNumber);
      return ok(await records[list](user, req.query.planID, req.query, requestLang(req)));
    });
  }

  app.post('/GSMCssDeselectRecord/GetPageList', {
    config: access('user', 'query'),
    schema: { tags, body: pageQuerySchema.extend(planIdQuery.shape).extend(studentNumber.shape), response: reply(pageOf(registrationRowSchema)) },
  }, async (req) => {
    const user = await service.student(authOf(req), req.body.studentNumber ?? req.body.StudentNumber);
    return ok(await records.dropped(user, req.body.planID, req.body, requestLang(req)));
  });

  app.get('/ViewCssserverStudentListInfo/GetCourseRegistationSummary', {
    config: access('user', 'get'),
    schema: { tags, querystring: z.object({ PlanID: idTextSchema, StudentNumber: z.string().max(50).optional() }), response: reply(registrationSummarySchema) },
  }, async (req) => ok(await records.summary(await service.student(authOf(req), req.query.StudentNumber), req.query.PlanID)));
};
