import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminListBodySchema, employerAdminRowSchema, importRowProblemsSchema, employerInputSchema, fileRecordSchema, pageOf, positionActionBodySchema, positionAdminDetailSchema,
  positionAdminRowSchema, positionImportConfirmSchema, positionImportPreviewSchema, positionInputSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { receiveUpload } from '../../platform/files/receive-upload.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { PositionAdminService } from './position-admin.service.ts';
import { careerStaff } from './positions.service.ts';

const savedId = z.object({ id: z.number().int() });

/** The career office's console for employers and postings (README 'Console'); not in calls.tsv. */
export const positionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PositionAdminService(app.db, app.files);
  const tags = ['careers: console'];
  const base = '/career-admin';

  app.post(`${base}/employers/list`, {
    config: access(careerStaff, 'query'),
    schema: { tags, body: adminListBodySchema, response: reply(pageOf(employerAdminRowSchema)) },
  }, async (req) => ok(await service.employers(req.body)));

  app.get(`${base}/employers/:id`, {
    config: access(careerStaff, 'get'),
    schema: { tags, params: idParams, response: reply(employerAdminRowSchema) },
  }, async (req) => ok(await service.employer(req.params.id)));

  app.post(`${base}/employers`, {
    config: access(careerStaff, 'add'),
    schema: { tags, body: employerInputSchema, response: reply(savedId) },
  }, async (req) => ok(await service.createEmployer(req.body)));

  app.put(`${base}/employers/:id`, {
    config: access(careerStaff, 'edit'),
    schema: { tags, params: idParams, body: employerInputSchema, response: reply(savedId) },
  }, async (req) => ok(await service.updateEmployer(req.params.id, req.body)));

  app.post(`${base}/positions/list`, {
    config: access(careerStaff, 'query'),
    schema: { tags, body: adminListBodySchema, response: reply(pageOf(positionAdminRowSchema)) },
  }, async (req) => ok(await service.list(req.body)));

  app.get(`${base}/positions/:id`, {
    config: access(careerStaff, 'get'),
    schema: { tags, params: idParams, response: reply(positionAdminDetailSchema) },
  }, async (req) => ok(await service.detail(authOf(req), req.params.id)));

  app.post(`${base}/positions`, {
    config: access(careerStaff, 'add'),
    schema: { tags, body: positionInputSchema, response: reply(savedId) },
  }, async (req) => ok(await service.create(authOf(req), req.body)));

  app.put(`${base}/positions/:id`, {
    config: access(careerStaff, 'edit'),
    schema: { tags, params: idParams, body: positionInputSchema, response: reply(savedId) },
  }, async (req) => ok(await service.update(authOf(req), req.params.id, req.body)));

  app.post(`${base}/positions/:id/lifecycle`, {
    config: access(careerStaff, 'edit'),
    schema: { tags, params: idParams, body: positionActionBodySchema, response: reply(savedId) },
  }, async (req) => ok(await service.act(req.params.id, req.body.action)));

  app.post(`${base}/positions/export`, {
    config: access(careerStaff, 'export'),
    schema: { tags, body: adminListBodySchema, response: reply(fileRecordSchema) },
  }, async (req) => ok(await service.exportXlsx(authOf(req), req.body)));

  app.post(`${base}/positions/import/preview`, {
    config: access(careerStaff, 'import'),
    schema: { tags, consumes: ['multipart/form-data'], response: reply(positionImportPreviewSchema) },
  }, async (req) => {
    const staged = await receiveUpload(req, app.files.storage, 'spreadsheet');
    try {
      return ok(await service.importPreview(staged.path));
    } finally {
      await app.files.storage.discard(staged.path);
    }
  });

  app.post(`${base}/positions/import/confirm`, {
    config: access(careerStaff, 'import'),
    // A refusal (700) carries every row's problems as its data.
    schema: { tags, body: positionImportConfirmSchema, response: reply(z.union([z.object({ saved: z.number().int() }), z.array(importRowProblemsSchema)])) },
  }, async (req) => ok(await service.importConfirm(authOf(req), req.body.rows)));
};
