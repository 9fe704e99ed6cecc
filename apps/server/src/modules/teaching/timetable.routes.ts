import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classTimeItemSchema, classTimesQuerySchema, pageOf, schoolYearItemSchema, schoolYearListQuerySchema, timetableDaySchema, timetableListBodySchema,
  timetableMonthBodySchema, timetableRowSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { offsetOf } from '../../platform/http/paging.ts';
import { reply } from '../../platform/http/schemas.ts';
import { TimetableService } from './timetable.service.ts';

/** The spec's GET lists write PageNo / PageSize; either spelling is taken. */
const pageOfQuery = (q: { PageNo?: number | undefined; PageSize?: number | undefined; pageNo?: number | undefined; pageSize?: number | undefined }, size: number) => {
  const page = { pageNo: q.pageNo ?? q.PageNo ?? 0, pageSize: Math.min(q.pageSize ?? q.PageSize ?? size, 1110) };
  return { offset: offsetOf(page), limit: page.pageSize };
};

/** The timetable calls of calls.tsv (ACAD-C31, C33-C37): only the signed-in student's classes. */
export const timetableRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new TimetableService(app.db);
  const tags = ['teaching'];

  app.get('/GSMSchoolYear/QueryGSMSchoolYearList', {
    config: access('user', 'query'),
    schema: { tags, querystring: schoolYearListQuerySchema, response: reply(pageOf(schoolYearItemSchema)) },
  }, async (req) => {
    const { offset, limit } = pageOfQuery(req.query, 100);
    return ok(await service.schoolYears(offset, limit));
  });

  app.get('/GSMClassTimes', {
    config: access('user', 'query'),
    schema: { tags, querystring: classTimesQuerySchema, response: reply(pageOf(classTimeItemSchema)) },
  }, async (req) => {
    const { offset, limit } = pageOfQuery(req.query, 100);
    return ok(await service.classTimes(offset, limit));
  });

  const month = reply(z.array(timetableDaySchema));
  app.post('/GSMStartClass/QueryCourseTimetableForMBAStudyByMonth', {
    config: access('user', 'query'), schema: { tags, body: timetableMonthBodySchema, response: month },
  }, async (req) => ok(await service.month(authOf(req), req.body, 'weekly')));

  app.post('/GSMStartClass/QueryCourseTimetableForEMBAStudyByMonth', {
    config: access('user', 'query'), schema: { tags, body: timetableMonthBodySchema, response: month },
  }, async (req) => ok(await service.month(authOf(req), req.body, 'dated')));

  const list = reply(pageOf(timetableRowSchema));
  app.post('/GSMStartClass/QueryCourseTimetableListForMBAStudy', {
    config: access('user', 'query'), schema: { tags, body: timetableListBodySchema, response: list },
  }, async (req) => ok(await service.list(authOf(req), req.body, req.body, 'weekly')));

  app.post('/GSMStartClass/QueryCourseTimetableListForEMBAStudy', {
    config: access('user', 'query'), schema: { tags, body: timetableListBodySchema, response: list },
  }, async (req) => ok(await service.list(authOf(req), req.body, req.body, 'dated')));
};
