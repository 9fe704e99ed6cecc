import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Role, catalogueCourseInputSchema, catalogueCourseListQuerySchema, catalogueCourseRowSchema, catalogueImportResultSchema, courseImportConfirmSchema,
  courseImportPreviewSchema, fileRecordSchema, pageOf,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { receiveUpload } from '../../platform/files/receive-upload.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { changeBy } from './catalogue-audit.ts';
import { CatalogueService } from './catalogue.service.ts';

/** The teaching office keeps the catalogue; the bidding console reads it to pick a plan's courses. */
const staff = [Role.teachingAdmin];
const readers = [Role.teachingAdmin, Role.courseAdmin];
const savedId = z.object({ id: z.number().int() });
const tags = ['teaching catalogue'];

/** The course catalogue (README 'Catalogue'); staff calls, not in calls.tsv. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CatalogueService(app.db, app.files);
  const base = '/admin/teaching/courses';

  app.get(base, { config: access(readers, 'query'), schema: { tags, querystring: catalogueCourseListQuerySchema, response: reply(pageOf(catalogueCourseRowSchema)) } },
    async (req) => ok(await service.list(req.query)));

  app.get(`${base}/export`, { config: access(staff, 'export'), schema: { tags, response: reply(fileRecordSchema) } },
    async (req) => ok(await service.export(authOf(req).userId)));

  app.get(`${base}/:id`, { config: access(readers, 'get'), schema: { tags, params: idParams, response: reply(catalogueCourseRowSchema) } },
    async (req) => ok(await service.get(req.params.id)));

  app.post(base, { config: access(staff, 'add'), schema: { tags, body: catalogueCourseInputSchema, response: reply(savedId) } },
    async (req) => ok(await service.create(changeBy(req), req.body)));

  app.put(`${base}/:id`, { config: access(staff, 'edit'), schema: { tags, params: idParams, body: catalogueCourseInputSchema, response: reply(savedId) } },
    async (req) => ok(await service.update(changeBy(req), req.params.id, req.body)));

  app.delete(`${base}/:id`, { config: access(staff, 'delete'), schema: { tags, params: idParams, response: reply(savedId) } },
    async (req) => ok(await service.remove(changeBy(req), req.params.id)));

  app.post(`${base}/import-preview`, {
    config: access(staff, 'import'), schema: { tags, consumes: ['multipart/form-data'], response: reply(courseImportPreviewSchema) },
  }, async (req) => {
    const staged = await receiveUpload(req, app.files.storage, 'spreadsheet');
    try {
      return ok(await service.importPreview(staged.path));
    } finally {
      await app.files.storage.discard(staged.path);
    }
  });

  app.post(`${base}/import`, { config: access(staff, 'import'), schema: { tags, body: courseImportConfirmSchema, response: reply(catalogueImportResultSchema) } },
    async (req) => ok(await service.importConfirm(changeBy(req), req.body.courses)));
};
