import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addedCountSchema, adminRoundListQuerySchema, adminRoundPageSchema, adminRoundRowSchema, matchingConfirmBodySchema, matchingPreviewSchema, matchingResultSchema,
  pairsExportSchema, roundInputSchema, roundStudentListSchema, roundStudentsInputSchema, teacherDemandListSchema, teacherImportBodySchema,
  teacherImportPreviewSchema, teacherImportResultSchema,
} from '@portal/contracts';
import { access, authOf } from '../../platform/auth/access.ts';
import { receiveUpload } from '../../platform/files/receive-upload.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { STAFF } from './selection-access.ts';
import { SelectionAdminService } from './selection-admin.service.ts';
import { parseTeacherSheet } from './selection-xlsx.ts';

/** The staff's calls under /admin/selection (role selection.admin); the list is in the README. */
export const selectionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = new SelectionAdminService(app.db, app.files);
  const tags = ['selection-admin'];
  const base = '/admin/selection/rounds';

  app.get(base, { config: access(STAFF, 'query'), schema: { tags, querystring: adminRoundListQuerySchema, response: reply(adminRoundPageSchema) } },
    async (req) => ok(await admin.list(req.query)));
  app.post(base, { config: access(STAFF, 'add'), schema: { tags, body: roundInputSchema, response: reply(adminRoundRowSchema) } },
    async (req) => ok(await admin.create(req.body)));
  app.get(`${base}/:id`, { config: access(STAFF, 'get'), schema: { tags, params: idParams, response: reply(adminRoundRowSchema) } },
    async (req) => ok(await admin.get(req.params.id)));
  app.put(`${base}/:id`, { config: access(STAFF, 'edit'), schema: { tags, params: idParams, body: roundInputSchema, response: reply(adminRoundRowSchema) } },
    async (req) => ok(await admin.update(req.params.id, req.body)));

  app.get(`${base}/:id/students`, { config: access(STAFF, 'query'), schema: { tags, params: idParams, response: reply(roundStudentListSchema) } },
    async (req) => ok(await admin.students(req.params.id)));
  app.post(`${base}/:id/students`, { config: access(STAFF, 'add'), schema: { tags, params: idParams, body: roundStudentsInputSchema, response: reply(addedCountSchema) } },
    async (req) => ok({ added: await admin.addStudents(req.params.id, req.body) }));

  app.get(`${base}/:id/teachers`, { config: access(STAFF, 'query'), schema: { tags, params: idParams, response: reply(teacherDemandListSchema) } },
    async (req) => ok(await admin.demand(req.params.id)));
  app.post(`${base}/:id/teachers`, { config: access(STAFF, 'edit'), schema: { tags, params: idParams, body: teacherImportBodySchema, response: reply(teacherImportResultSchema) } },
    async (req) => ok(await admin.saveTeachers(req.params.id, req.body.rows)));
  app.post(`${base}/:id/teachers/import-preview`, {
    config: access(STAFF, 'import'), schema: { tags, params: idParams, consumes: ['multipart/form-data'], response: reply(teacherImportPreviewSchema) },
  }, async (req) => {
    await admin.get(req.params.id);
    const staged = await receiveUpload(req, app.files.storage, 'spreadsheet');
    try {
      return ok(await parseTeacherSheet(staged.path));
    } finally {
      await app.files.storage.discard(staged.path);
    }
  });

  app.get(`${base}/:id/pairs-export`, { config: access(STAFF, 'export', { writes: true }), schema: { tags, params: idParams, response: reply(pairsExportSchema) } },
    async (req) => ok(await admin.exportPairs(authOf(req), req.params.id)));
  app.post(`${base}/:id/matching/preview`, { config: access(STAFF, 'query'), schema: { tags, params: idParams, response: reply(matchingPreviewSchema) } },
    async (req) => ok(await admin.previewMatching(req.params.id)));
  app.post(`${base}/:id/matching/confirm`, { config: access(STAFF, 'edit'), schema: { tags, params: idParams, body: matchingConfirmBodySchema, response: reply(matchingResultSchema) } },
    async (req) => ok({ confirmed: await admin.confirmMatching(authOf(req), req.params.id, req.body.token) }));
};
