import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Role, adminCourseRowSchema, courseChartsSchema, roundReplaySchema, adminPlanRowSchema, clearingHistoryRowSchema, courseBidderSchema, courseSaveSchema, fileRecordSchema, importPreviewSchema, pageOf, pageQuerySchema, planSaveSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { receiveUpload } from '../../platform/files/receive-upload.ts';
import { BiddingAdmin } from './bidding-admin.service.ts';
import { BiddingCharts } from './bidding-charts.service.ts';
import { rerunClearing, staffMove } from './bidding-states.ts';
import { parseCourseSheet } from './bidding-course-import.ts';
import { courseTemplate, resultsWorkbook } from './bidding-xlsx.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';

const staff = [Role.courseAdmin];
const idOnly = z.object({ id: z.number().int() });

/** The staff console of bidding (role course.admin; administrators pass every role rule). */
export const biddingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = new BiddingAdmin(app.db);
  const charts = new BiddingCharts(app.db, null);
  const tags = ['bidding-admin'];

  app.get('/admin/bidding/plans', {
    config: access(staff, 'query'),
    schema: {
      tags,
      querystring: pageQuerySchema.extend({ pageType: z.enum(['mba', 'emba']).optional() }),
      response: reply(pageOf(adminPlanRowSchema)),
    },
  }, async (req) => ok(await admin.list(req.query)));

  app.get('/admin/bidding/plans/:id', { config: access(staff, 'get'), schema: { tags, params: idParams, response: reply(adminPlanRowSchema) } },
    async (req) => ok(await admin.get(req.params.id)));

  app.post('/admin/bidding/plans', { config: access(staff, 'add'), schema: { tags, body: planSaveSchema, response: reply(idOnly) } },
    async (req) => ok(await admin.create(req.body)));

  app.put('/admin/bidding/plans/:id', { config: access(staff, 'edit'), schema: { tags, params: idParams, body: planSaveSchema, response: reply(idOnly) } },
    async (req) => ok(await admin.update(req.params.id, req.body)));

  app.delete('/admin/bidding/plans/:id', { config: access(staff, 'delete'), schema: { tags, params: idParams, response: reply(z.null()) } },
    async (req) => { await admin.remove(req.params.id); return ok(null); });

  app.post('/admin/bidding/plans/:id/move', {
    config: access(staff, 'edit'),
    schema: { tags, params: idParams, body: z.object({ action: z.enum(['next', 'end']) }), response: reply(z.object({ planState: z.number().int() })) },
  }, async (req) => ok({ planState: await staffMove(app.db, req.params.id, req.body.action) }));

  app.post('/admin/bidding/plans/:id/clear', {
    config: access(staff, 'edit'),
    schema: { tags, params: idParams, body: z.object({ round: z.union([z.literal(1), z.literal(2)]) }), response: reply(z.object({ planState: z.number().int() })) },
  }, async (req) => {
    await rerunClearing(app.db, req.params.id, req.body.round);
    return ok({ planState: (await admin.get(req.params.id)).planState });
  });

  // The replay of a cleared round: its inputs and the clearing run again, compared with the stored result.
  app.get('/admin/bidding/plans/:id/rounds/:round/replay', {
    config: access(staff, 'query'),
    schema: { tags, params: idParams.extend({ round: z.coerce.number().int().min(1).max(2) }), response: reply(roundReplaySchema) },
  }, async (req) => ok(await admin.replay(req.params.id, req.params.round === 1 ? 1 : 2)));

  app.get('/admin/bidding/plans/:id/courses', { config: access(staff, 'query'), schema: { tags, params: idParams, response: reply(z.array(adminCourseRowSchema)) } },
    async (req) => ok(await admin.courses(req.params.id)));

  app.post('/admin/bidding/plans/:id/courses', { config: access(staff, 'add'), schema: { tags, params: idParams, body: courseSaveSchema, response: reply(idOnly) } },
    async (req) => ok(await admin.addCourse(req.params.id, req.body)));

  app.put('/admin/bidding/courses/:id', { config: access(staff, 'edit'), schema: { tags, params: idParams, body: courseSaveSchema, response: reply(idOnly) } },
    async (req) => ok(await admin.updateCourse(req.params.id, req.body)));

  app.delete('/admin/bidding/courses/:id', { config: access(staff, 'delete'), schema: { tags, params: idParams, response: reply(z.null()) } },
    async (req) => { await admin.removeCourse(req.params.id); return ok(null); });

  app.get('/admin/bidding/courses/:id/bidders', { config: access(staff, 'query'), schema: { tags, params: idParams, response: reply(z.array(courseBidderSchema)) } },
    async (req) => ok(await admin.bidders(req.params.id)));

  app.get('/admin/bidding/courses/:id/clearing-history', {
    config: access(staff, 'query'), schema: { tags, params: idParams, response: reply(z.array(clearingHistoryRowSchema)) },
  }, async (req) => ok(await admin.clearingHistory(req.params.id)));

  app.get('/admin/bidding/courses/:id/charts', {
    config: access(staff, 'query'), schema: { tags, params: idParams, response: reply(courseChartsSchema) },
  }, async (req) => ok(await charts.courseCharts(req.params.id)));

  app.get('/admin/bidding/course-template', { config: access(staff, 'export'), schema: { tags, response: reply(fileRecordSchema) } },
    async (req) => ok(await app.files.saveGenerated(await courseTemplate(), 'course-import-template.xlsx', XLSX_MIME, authOf(req).userId)));

  app.post('/admin/bidding/plans/:id/courses/import-preview', {
    config: access(staff, 'import'), schema: { tags, params: idParams, consumes: ['multipart/form-data'], response: reply(importPreviewSchema) },
  }, async (req) => {
    await admin.get(req.params.id);
    const staged = await receiveUpload(req, app.files.storage, 'spreadsheet');
    try {
      return ok(await parseCourseSheet(staged.path));
    } finally {
      await app.files.storage.discard(staged.path);
    }
  });

  app.post('/admin/bidding/plans/:id/courses/import', {
    config: access(staff, 'import'),
    schema: { tags, params: idParams, body: z.object({ rows: z.array(courseSaveSchema).min(1).max(2000) }), response: reply(z.object({ created: z.number().int(), updated: z.number().int() })) },
  }, async (req) => ok(await admin.importCourses(req.params.id, req.body.rows)));

  app.post('/admin/bidding/plans/:id/results-export', { config: access(staff, 'export'), schema: { tags, params: idParams, response: reply(fileRecordSchema) } },
    async (req) => {
      const { planName, lines } = await admin.resultLines(req.params.id);
      return ok(await app.files.saveGenerated(await resultsWorkbook(planName, lines), `bidding-results-${req.params.id}.xlsx`, XLSX_MIME, authOf(req).userId));
    });
};
