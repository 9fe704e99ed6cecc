import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertNoticeSchema, noticeDetailSchema, noticeQuerySchema, noticeRowSchema, noticeSaveSchema, pageOf } from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { idParams, reply } from '../../platform/http/schemas.ts';
import { NoticesService } from './notices.service.ts';

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new NoticesService(app.db);
  const tags = ['notices'];

  app.post('/VDNotice/QueryNoticeForStudy', {
    config: access('user', 'query'),
    schema: { tags, body: noticeQuerySchema, response: reply(pageOf(noticeRowSchema)) },
  }, async (req) => {
    const { fieldType, queryText, conModels, orderBy, sort, pageNo, pageSize } = req.body;
    return ok(await service.list(authOf(req), { fieldType: fieldType ?? null, queryText, conModels, orderBy, sort, pageNo, pageSize }));
  });

  app.get('/VDNotice/:id', {
    config: access('user', 'get'),
    schema: { tags, params: idParams, response: reply(noticeDetailSchema) },
  }, async (req) => ok(await service.detail(authOf(req), req.params.id)));

  app.get('/notice', { config: access('user', 'get'), schema: { tags, response: reply(alertNoticeSchema) } },
    async (req) => ok(await service.alert(authOf(req))));

  app.post('/GSMNewsReports', {
    config: access('user', 'add'),
    schema: { tags, body: noticeSaveSchema, response: reply(z.object({ id: z.number().int() })) },
  }, async (req) => ok(await service.create(authOf(req), req.body)));

  // Editing is also open to a notice's owner, so the route admits any user and the service decides.
  app.put('/GSMNewsReports/:id', {
    config: access('user', 'edit'),
    schema: { tags, params: idParams, body: noticeSaveSchema, response: reply(z.object({ id: z.number().int() })) },
  }, async (req) => ok(await service.update(authOf(req), req.params.id, req.body)));

  app.delete('/GSMNewsReports/:id', {
    config: access('user', 'delete'),
    schema: { tags, params: idParams, response: reply(z.null()) },
  }, async (req) => {
    await service.remove(authOf(req), req.params.id);
    return ok(null);
  });

  app.get('/GsmFile/getPrivateKey', {
    config: access('user', 'get'),
    schema: { tags, response: reply(z.string()) },
  }, async () => ok(MAIN_SOURCE_LABEL));
};

/** The text appended to content links marked data-main-source: a label, never a secret. */
export const MAIN_SOURCE_LABEL = '（来源：经济管理学院官网 / Source: School website）';
