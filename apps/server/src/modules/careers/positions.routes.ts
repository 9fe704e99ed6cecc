import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enterpriseSchema, filePreviewSchema, pageOf, positionDetailSchema, positionListBodySchema, positionRowSchema } from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { positionAdminRoutes } from './position-admin.routes.ts';
import { ensureDemoAttachments } from './positions.seed.ts';
import { PositionsService } from './positions.service.ts';

/** The recruitment calls of calls.tsv (CAR-C01..C03), the attachment preview, then the console. */
export const positionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PositionsService(app.db, app.files);
  const tags = ['careers: positions'];
  // The demo attachments' bytes (positions.seed.ts); an app built on an empty database (the OpenAPI
  // lint) has nothing to write and must still start.
  app.addHook('onReady', async () => {
    await ensureDemoAttachments(app.db, app.files.storage).catch((err: unknown) => app.log.warn({ err }, 'careers: demo attachments not written'));
  });

  app.post('/VD/QueryPositionList', {
    config: access('user', 'query'),
    schema: { tags, body: positionListBodySchema, response: reply(pageOf(positionRowSchema)) },
  }, async (req) => ok(await service.list(req.body)));

  app.get('/VD/GetPosition/:id', {
    config: access('user', 'get'),
    schema: { tags, params: idParams, response: reply(positionDetailSchema) },
  }, async (req) => ok(await service.detail(authOf(req), req.params.id)));

  app.get('/VD/GetEnterprise/:id', {
    config: access('user', 'get'),
    schema: { tags, params: idParams, response: reply(enterpriseSchema) },
  }, async (req) => ok(await service.employer(authOf(req), req.params.id)));

  // Ours: a docx or xlsx attachment as sanitised HTML, for the preview inside the portal.
  app.get('/VD/PositionFilePreview/:fileId', {
    config: access('user', 'get'),
    schema: { tags, params: z.object({ fileId: z.string().uuid().max(36) }), response: reply(filePreviewSchema) },
  }, async (req) => ok(await service.preview(authOf(req), req.params.fileId)));

  await app.register(positionAdminRoutes);
};
