import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  bidCourseRowSchema, bidRequestSchema, conModelsParam, dropQuerySchema, maxUseRecordSchema, pageOf, planDetailSchema, planRowSchema,
  pointRecordSchema, registrationRowSchema, registrationSummarySchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { BizError } from '../../platform/http/errors.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { BiddingRecords } from './bidding-records.service.ts';
import { ADVANCE_JOB, advancePlan } from './bidding-states.ts';
import { BiddingService } from './bidding.service.ts';

const sortOf = (s: string | undefined): 'asc' | 'desc' | undefined => (s?.toLowerCase() === 'asc' ? 'asc' : s?.toLowerCase() === 'desc' ? 'desc' : undefined);
const paged = (pageSize: number) => z.object({
  pageNo: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(pageSize),
  orderBy: z.string().max(64).optional(),
  sort: z.string().max(4).optional(),
  queryText: z.string().max(200).optional(),
  conModels: conModelsParam,
});
const planIdQuery = z.object({ planID: z.coerce.number().int().positive() });
const studentNumber = z.object({ studentNumber: z.string().max(50).optional(), StudentNumber: z.string().max(50).optional() });
const langOf = (req: FastifyRequest) => (String(req.headers['accept-language'] ?? '').toLowerCase().startsWith('en') ? 'en' : 'zh');

/** No column filters are offered on these lists; a filter names a field outside the (empty) allow-list. */
function noFilters(conModels: { fieldName: string }[]): void {
  const first = conModels[0];
  if (first) throw new BizError('90004', { field: first.fieldName });
}

export const biddingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new BiddingService(app.db);
  const records = new BiddingRecords(app.db, service);
  const tags = ['bidding'];
  app.jobs.register(ADVANCE_JOB, async (payload, db) => { await advancePlan(db, Number(payload.planId)); });
  const page = (q: { pageNo: number; pageSize: number; orderBy?: string | undefined; sort?: string | undefined; queryText?: string | undefined }) =>
    ({ pageNo: q.pageNo, pageSize: q.pageSize, orderBy: q.orderBy || null, sort: sortOf(q.sort), queryText: (q.queryText ?? '').trim() });

  app.get('/GSMCssPlan/GetCssPlanList', {
    config: access('user', 'query'),
    schema: { tags, querystring: paged(10).extend({ pageType: z.string().optional(), stydyEntranceYear: z.string().optional() }), response: reply(pageOf(planRowSchema)) },
  }, async (req) => {
    // pageType and stydyEntranceYear are accepted for compatibility; the account's own values decide.
    noFilters(req.query.conModels);
    return ok(await service.plans(await service.student(authOf(req)), page(req.query)));
  });

  app.get('/GSMCssPlan/GetCssPlan/:id', {
    config: access('user', 'get'), schema: { tags, params: idParams, response: reply(planDetailSchema) },
  }, async (req) => ok(await service.plan(await service.student(authOf(req)), req.params.id)));

  for (const [path, round] of [['/GSMCssPlan/GetCssStudentListFirst', 1], ['/GSMCssPlan/GetCssStudentListSecond', 2]] as const) {
    app.get(path, {
      config: access('user', 'query'), schema: { tags, querystring: paged(30).extend(planIdQuery.shape), response: reply(pageOf(bidCourseRowSchema)) },
    }, async (req) => {
      noFilters(req.query.conModels);
      const { orderBy, sort, pageNo, pageSize } = page(req.query);
      return ok(await service.courses(await service.student(authOf(req)), req.query.planID, round, { orderBy, sort, pageNo, pageSize }, langOf(req)));
    });
  }

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
      await service.bid(await service.student(authOf(req), req.body.studentNumber), req.body.planID, req.body.courseNumber, req.body.point, round);
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
    config: access('user', 'get'), schema: { tags, querystring: z.object({ PlanID: z.coerce.number().int().positive() }), response: reply(z.null()) },
  }, async (req) => {
    await service.queueSettled(await service.student(authOf(req)), req.query.PlanID);
    return ok(null);
  });

  app.get('/ViewCssPointRecord', {
    config: access('user', 'query'), schema: { tags, querystring: paged(10), response: reply(pageOf(pointRecordSchema)) },
  }, async (req) => {
    noFilters(req.query.conModels);
    return ok(await records.pointLog(await service.student(authOf(req)), page(req.query)));
  });

  app.get('/ViewCssMaxUseRecord', {
    config: access('user', 'query'), schema: { tags, querystring: paged(10), response: reply(pageOf(maxUseRecordSchema)) },
  }, async (req) => {
    noFilters(req.query.conModels);
    return ok(await records.maxUseLog(await service.student(authOf(req)), page(req.query)));
  });

  const registrationQuery = paged(10).extend(planIdQuery.shape).extend(studentNumber.shape);
  for (const [path, list] of [['/ViewCssserverStudentListInfo/GetCourseRequire', 'required'], ['/ViewCssserverStudentListInfo/GetCssStudentList', 'electives']] as const) {
    app.get(path, {
      config: access('user', 'query'), schema: { tags, querystring: registrationQuery, response: reply(pageOf(registrationRowSchema)) },
    }, async (req) => {
      noFilters(req.query.conModels);
      const user = await service.student(authOf(req), req.query.studentNumber ?? req.query.StudentNumber);
      return ok(await records[list](user, req.query.planID, req.query.pageNo, req.query.pageSize, langOf(req)));
    });
  }

  app.post('/GSMCssDeselectRecord/GetPageList', {
    config: access('user', 'query'),
    schema: { tags, body: paged(10).extend(planIdQuery.shape).extend(studentNumber.shape), response: reply(pageOf(registrationRowSchema)) },
  }, async (req) => {
    noFilters(req.body.conModels);
    const user = await service.student(authOf(req), req.body.studentNumber ?? req.body.StudentNumber);
    return ok(await records.dropped(user, req.body.planID, req.body.pageNo, req.body.pageSize, langOf(req)));
  });

  app.get('/ViewCssserverStudentListInfo/GetCourseRegistationSummary', {
    config: access('user', 'get'),
    schema: { tags, querystring: z.object({ PlanID: z.coerce.number().int().positive(), StudentNumber: z.string().max(50).optional() }), response: reply(registrationSummarySchema) },
  }, async (req) => ok(await records.summary(await service.student(authOf(req), req.query.StudentNumber), req.query.PlanID)));
};
