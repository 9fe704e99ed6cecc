import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationKindsSchema, notificationListQuerySchema, notificationPageSchema, type Notification } from '@portal/contracts';
import { z } from 'zod';
import { access, authOf } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { idParams, reply } from '../http/schemas.ts';
import { kindsOf, markRead, notificationsOf } from './notifications.repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The caller's in-app notifications (contracts notifications.ts). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  app.get('/notifications', {
    config: access('user', 'query'),
    schema: { tags, querystring: notificationListQuerySchema, response: reply(notificationPageSchema) },
  }, async (req) => {
    const { rows, total, unread } = await notificationsOf(app.db, authOf(req).userId, req.query);
    const data: Notification[] = rows.map((r) => ({
      id: r.id, kind: r.kind, title: r.title, titleEn: r.titleEn, body: r.body, bodyEn: r.bodyEn, link: r.link, createdAt: r.createdAt.toISOString(), readAt: iso(r.readAt),
    }));
    return ok({ data, total, unread });
  });

  app.get('/notifications/kinds', {
    config: access('user', 'query'),
    schema: { tags, response: reply(notificationKindsSchema) },
  }, async (req) => ok({ kinds: await kindsOf(app.db, authOf(req).userId) }));

  app.post('/notifications/:id/read', {
    config: access('user', 'edit'),
    schema: { tags, params: idParams, response: reply(z.object({ read: z.number().int() })) },
  }, async (req) => {
    const read = await markRead(app.db, authOf(req).userId, req.params.id);
    if (read === 0) throw notFound();
    return ok({ read });
  });

  app.post('/notifications/read-all', {
    config: access('user', 'edit'),
    schema: { tags, response: reply(z.object({ read: z.number().int() })) },
  }, async (req) => ok({ read: await markRead(app.db, authOf(req).userId, null) }));
};
