import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/platform.tables.ts';
import { notificationDeliveries as d, notificationEvents as e, notificationPreferences as p } from './notifications.tables.ts';

export type NewEvent = Omit<typeof e.$inferInsert, 'id' | 'createdAt'>;
export type EventRow = typeof e.$inferSelect;

/** Writes an event once per key; undefined when the key was reported before. */
export async function insertEvent(db: Queryable, row: NewEvent): Promise<number | undefined> {
  const [written] = await db.insert(e).values(row).onConflictDoNothing({ target: e.eventKey }).returning({ id: e.id });
  return written?.id;
}

/** The next SEQUENCE of an invite UID: one more than the highest sent so far, 0 for the first. */
export async function nextInviteSequence(db: Queryable, uid: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(max((${e.invite}->>'sequence')::int) + 1, 0)` }).from(e).where(eq(e.inviteUid, uid));
  return Number(row?.n ?? 0);
}

export async function eventById(db: Queryable, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(e).where(eq(e.id, id));
  return row;
}

export interface Recipient {
  id: number;
  email: string | null;
  language: string;
  /** The user turned e-mail of this kind off (mandatory kinds ignore it). */
  emailOff: boolean;
}

/** The recipients of an event with their address, language and e-mail choice for its kind. */
export async function recipientsOf(db: Queryable, ids: number[], kind: string): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return db.select({
    id: users.id, email: users.email, language: users.language,
    emailOff: sql<boolean>`coalesce(not ${p.email}, false)`,
  }).from(users).leftJoin(p, and(eq(p.userId, users.id), eq(p.kind, kind))).where(inArray(users.id, ids)).orderBy(users.id);
}

export type Channel = 'portal' | 'email';
export interface DeliveryState { status: string; attempts: number }

export async function deliveryOf(db: Queryable, eventId: number, userId: number, channel: Channel): Promise<DeliveryState | undefined> {
  const [row] = await db.select({ status: d.status, attempts: d.attempts }).from(d)
    .where(and(eq(d.eventId, eventId), eq(d.userId, userId), eq(d.channel, channel)));
  return row;
}

/** Records a delivery's state; the first record of one (event, recipient, channel) creates its row. */
export async function recordDelivery(db: Queryable, v: {
  eventId: number; userId: number; channel: Channel; status: 'pending' | 'sent' | 'failed' | 'skipped'; detail?: string | null; error?: string | null; attempted?: boolean;
}): Promise<void> {
  const attempts = v.attempted ? 1 : 0;
  await db.insert(d).values({ eventId: v.eventId, userId: v.userId, channel: v.channel, status: v.status, detail: v.detail ?? null, lastError: v.error ?? null, attempts })
    .onConflictDoUpdate({
      target: [d.eventId, d.userId, d.channel],
      set: {
        status: v.status, detail: v.detail ?? null, lastError: v.error ?? null, updatedAt: sql`now()`,
        attempts: sql`${d.attempts} + ${attempts}`,
      },
    });
}
