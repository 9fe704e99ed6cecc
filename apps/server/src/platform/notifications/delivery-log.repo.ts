import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DeliveryLogQuery } from '@portal/contracts';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/platform.tables.ts';
import { offsetOf } from '../http/paging.ts';
import { notificationDeliveries as d, notificationEvents as e } from './notifications.tables.ts';

/** The staff delivery log: one row per event, recipient and channel, newest first. */
export async function deliveryLog(db: Queryable, q: DeliveryLogQuery) {
  const filters: (SQL | undefined)[] = [
    q.eventKey ? eq(e.eventKey, q.eventKey) : undefined,
    q.kind ? eq(e.kind, q.kind) : undefined,
    q.status ? eq(d.status, q.status) : undefined,
  ];
  const where = and(...filters);
  const rows = await db.select({
    id: d.id, eventKey: e.eventKey, kind: e.kind, channel: d.channel, status: d.status, detail: d.detail, attempts: d.attempts, lastError: d.lastError,
    createdAt: d.createdAt, updatedAt: d.updatedAt, userId: users.id, name: users.name, enName: users.enName, username: users.username,
  }).from(d).innerJoin(e, eq(e.id, d.eventId)).innerJoin(users, eq(users.id, d.userId))
    .where(where).orderBy(desc(d.createdAt), desc(d.id)).limit(q.pageSize).offset(offsetOf(q));
  const [total] = await db.select({ c: count() }).from(d).innerJoin(e, eq(e.id, d.eventId)).where(where);
  return { rows, total: Number(total?.c ?? 0) };
}
