import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Role, catalogueImportResultSchema, cohortClassInputSchema, cohortClassListQuerySchema, cohortClassRowSchema, cohortImportConfirmSchema, cohortImportPreviewSchema,
  fileRecordSchema, pageOf,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { receiveUpload } from '../../platform/files/receive-upload.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { changeBy } from './catalogue-audit.ts';
import { CohortService } from './cohorts.service.ts';

const staff = [Role.teachingAdmin];
const savedId = z.object({ id: z.number().int() });
const tags = ['teaching cohorts'];

/** Programmes, cohorts and their classes (README 'Catalogue'); staff calls, not in calls.tsv. */
export const cohortRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CohortService(app.db, app.files);
  const base = '/admin/teaching/cohorts';

  app.get(base, { config: access(staff, 'query'), schema: { tags, querystring: cohortClassListQuerySchema, response: reply(pageOf(cohortClassRowSchema)) } },
    async (req) => ok(await service.list(req.query)));

  app.get(`${base}/export`, { config: access(staff, 'export'), schema: { tags, response: reply(fileRecordSchema) } },
    async (req) => ok(await service.export(authOf(req).userId)));

  app.post(`${base}/classes`, { config: access(staff, 'add'), schema: { tags, body: cohortClassInputSchema, response: reply(savedId) } },
    async (req) => ok(await service.create(changeBy(req), req.body)));

  app.put(`${base}/classes/:id`, { config: access(staff, 'edit'), schema: { tags, params: idParams, body: cohortClassInputSchema, response: reply(savedId) } },
    async (req) => ok(await service.update(changeBy(req), req.params.id, req.body)));

  app.delete(`${base}/classes/:id`, { config: access(staff, 'delete'), schema: { tags, params: idParams, response: reply(savedId) } },
    async (req) => ok(await service.remove(changeBy(req), req.params.id)));

  app.post(`${base}/import-preview`, {
    config: access(staff, 'import'), schema: { tags, consumes: ['multipart/form-data'], response: reply(cohortImportPreviewSchema) },
  }, async (req) => {
    const staged = await receiveUpload(req, app.files.storage, 'spreadsheet');
    try {
      return ok(await service.importPreview(staged.path));
    } finally {
      await app.files.storage.discard(staged.path);
    }
  });

  app.post(`${base}/import`, { config: access(staff, 'import'), schema: { tags, body: cohortImportConfirmSchema, response: reply(catalogueImportResultSchema) } },
    async (req) => ok(await service.importConfirm(changeBy(req), req.body.classes)));
};
