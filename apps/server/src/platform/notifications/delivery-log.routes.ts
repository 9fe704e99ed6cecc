import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryLogPageSchema, deliveryLogQuerySchema, DELIVERY_CHANNELS, DELIVERY_STATUSES, Role, type DeliveryLogRow } from '@portal/contracts';
import { z } from 'zod';
import { access } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { reply } from '../http/schemas.ts';
import { deliveryLog } from './delivery-log.repo.ts';

const channelSchema = z.enum(DELIVERY_CHANNELS);
const statusSchema = z.enum(DELIVERY_STATUSES);

/** Administrators see who was told what, on which channel, and what failed (README 'Delivery log'). */
export const deliveryLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/notifications/deliveries', {
    config: access([Role.admin], 'query'),
    schema: { tags: ['notifications'], querystring: deliveryLogQuerySchema, response: reply(deliveryLogPageSchema) },
  }, async (req) => {
    const { rows, total } = await deliveryLog(app.db, req.query);
    const data: DeliveryLogRow[] = rows.map((r) => ({
      id: r.id, eventKey: r.eventKey, kind: r.kind, channel: channelSchema.parse(r.channel), status: statusSchema.parse(r.status), detail: r.detail,
      attempts: r.attempts, lastError: r.lastError, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
      recipient: { id: r.userId, name: r.name, enName: r.enName, username: r.username },
    }));
    return ok({ data, total });
  });
};
