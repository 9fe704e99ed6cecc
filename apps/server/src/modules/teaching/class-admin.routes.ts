import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Role, classAdminListQuerySchema, classAdminRowSchema, classEnrolBodySchema, classEnrolOneSchema, classEnrolResultSchema, classImportConfirmSchema, classImportPreviewSchema, classImportQuerySchema,
  classImportRefusalSchema, classImportResultSchema, classInputSchema, classOptionsSchema,
  classRosterRowSchema, classUnenrolSchema, fileRecordSchema, pageOf,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { receiveUpload } from '../../platform/files/receive-upload.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLang } from '../../platform/http/request-language.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { CLASS_STAFF, ClassAdminService, type ChangeBy } from './class-admin.service.ts';
import { ClassEnrolmentService } from './class-enrolments.service.ts';
import { ClassImportService } from './class-import.service.ts';

/** Reading classes: also a teacher, whom the service narrows to their own classes. */
export const CLASS_READERS = [Role.teachingAdmin, Role.teacher];
const savedId = z.object({ id: z.number().int() });

export const changeBy = (req: FastifyRequest): ChangeBy => ({ ctx: authOf(req), method: req.method, path: req.routeOptions.url ?? req.url });

/** The class calls under /api/admin/teaching/classes (README 'Classes'); not in calls.tsv. */
export const classAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ClassAdminService(app.db);
  const tags = ['teaching classes'];

  app.get('/admin/teaching/classes', { config: access(CLASS_READERS, 'query'), schema: { tags, querystring: classAdminListQuerySchema, response: reply(pageOf(classAdminRowSchema)) } },
    async (req) => ok(await service.list(authOf(req), req.query)));
  app.get('/admin/teaching/classes/options', { config: access(CLASS_STAFF, 'query'), schema: { tags, response: reply(classOptionsSchema) } },
    async () => ok(await service.options()));
  app.get('/admin/teaching/classes/:id', { config: access(CLASS_READERS, 'get'), schema: { tags, params: idParams, response: reply(classAdminRowSchema) } },
    async (req) => ok(await service.detail(authOf(req), req.params.id)));
  app.post('/admin/teaching/classes', { config: access(CLASS_STAFF, 'add'), schema: { tags, body: classInputSchema, response: reply(savedId) } },
    async (req) => ok(await service.create(changeBy(req), req.body)));
  app.put('/admin/teaching/classes/:id', { config: access(CLASS_STAFF, 'edit'), schema: { tags, params: idParams, body: classInputSchema, response: reply(savedId) } },
    async (req) => ok(await service.update(changeBy(req), req.params.id, req.body)));
  app.delete('/admin/teaching/classes/:id', { config: access(CLASS_STAFF, 'delete'), schema: { tags, params: idParams, response: reply(savedId) } },
    async (req) => ok(await service.remove(changeBy(req), req.params.id)));
};

/** A class's roster and its enrolments (README 'Classes'): staff write; a teacher reads and exports their classes' rosters. */
export const classEnrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ClassEnrolmentService(app.db, app.files);
  const tags = ['teaching classes'];
  const studentParams = z.object({ id: idParams.shape.id, studentId: idParams.shape.id });

  app.get('/admin/teaching/classes/:id/roster', { config: access(CLASS_READERS, 'query'), schema: { tags, params: idParams, response: reply(z.array(classRosterRowSchema)) } },
    async (req) => ok(await service.roster(authOf(req), req.params.id)));
  app.get('/admin/teaching/classes/:id/roster/export', { config: access(CLASS_READERS, 'export', { writes: true }), schema: { tags, params: idParams, response: reply(fileRecordSchema) } },
    async (req) => ok(await service.export(authOf(req), req.params.id, requestLang(req))));
  app.post('/admin/teaching/classes/:id/enrolments', { config: access(CLASS_STAFF, 'add'), schema: { tags, params: idParams, body: classEnrolBodySchema, response: reply(classEnrolResultSchema) } },
    async (req) => ok(await service.give(changeBy(req), req.params.id, req.body)));
  app.post('/admin/teaching/classes/:id/enrolments/add', { config: access(CLASS_STAFF, 'add'), schema: { tags, params: idParams, body: classEnrolOneSchema, response: reply(classEnrolResultSchema) } },
    async (req) => ok(await service.addOne(changeBy(req), req.params.id, req.body.studentNumber, req.body.reason)));
  app.post('/admin/teaching/classes/:id/enrolments/:studentId/remove', { config: access(CLASS_STAFF, 'delete'), schema: { tags, params: studentParams, body: classUnenrolSchema, response: reply(classEnrolResultSchema) } },
    async (req) => ok(await service.removeOne(changeBy(req), req.params.id, req.params.studentId, req.body.reason)));
};

/** The imports of classes (with their sessions) and of enrolments: upload and preview, then confirm. */
export const classImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ClassImportService(app.db);
  const tags = ['teaching classes'];
  app.post('/admin/teaching/classes/import/preview', {
    config: access(CLASS_STAFF, 'import'), schema: { tags, querystring: classImportQuerySchema, consumes: ['multipart/form-data'], response: reply(classImportPreviewSchema) },
  }, async (req) => {
    const staged = await receiveUpload(req, app.files.storage, 'spreadsheet');
    try {
      return ok(await service.preview(changeBy(req), req.query.kind, staged.path));
    } finally {
      await app.files.storage.discard(staged.path);
    }
  });
  app.post('/admin/teaching/classes/import/confirm', {
    config: access(CLASS_STAFF, 'import'), schema: { tags, body: classImportConfirmSchema, response: reply(z.union([classImportResultSchema, classImportRefusalSchema])) },
  }, async (req) => ok(await service.confirm(changeBy(req), req.body.kind, req.body.rows)));
};
