import { pageOf, peopleImportConfirmSchema, peopleImportPreviewSchema, peopleImportQuerySchema, peopleImportResultSchema, peopleImportRowSchema, peopleImportRowsQuerySchema, peopleImportStateSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { receiveUpload } from '../../platform/files/receive-upload.ts';
import { ok } from '../../platform/http/envelope.ts';
import { reply } from '../../platform/http/schemas.ts';
import { PeopleImportService } from './import.service.ts';
import { PEOPLE_ADMINS } from './people-staff.ts';

const tags = ['people'];
const importParams = z.object({ id: z.uuid().max(36) });

/** The roll import: upload and preview, the preview's rows, the state the page polls, the confirm. */
export const peopleImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PeopleImportService(app.db);

  app.post('/people/imports', {
    config: access(PEOPLE_ADMINS, 'import'), schema: { tags, querystring: peopleImportQuerySchema, consumes: ['multipart/form-data'], response: reply(peopleImportPreviewSchema) },
  }, async (req) => {
    const staged = await receiveUpload(req, app.files.storage, 'roll');
    try {
      return ok(await service.preview(authOf(req), req.query.kind, staged));
    } finally {
      await app.files.storage.discard(staged.path);
    }
  });

  app.get('/people/imports/:id', { config: access(PEOPLE_ADMINS, 'get'), schema: { tags, params: importParams, response: reply(peopleImportStateSchema) } },
    async (req) => ok(await service.state(req.params.id)));

  app.get('/people/imports/:id/rows', { config: access(PEOPLE_ADMINS, 'query'), schema: { tags, params: importParams, querystring: peopleImportRowsQuerySchema, response: reply(pageOf(peopleImportRowSchema)) } },
    async (req) => ok(await service.rows(req.params.id, req.query)));

  app.post('/people/imports/:id/confirm', { config: access(PEOPLE_ADMINS, 'import'), schema: { tags, params: importParams, body: peopleImportConfirmSchema, response: reply(peopleImportResultSchema) } },
    async (req) => ok(await service.confirm(authOf(req), req.params.id, req.body)));
};
