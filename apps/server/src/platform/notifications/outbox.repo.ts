import { and, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../db/client.ts';
import { users } from '../db/platform.tables.ts';
import { notificationDeliveries as d, notificationEvents as e, notificationPreferences as p } from './notifications.tables.ts';

export type NewEvent = Omit<typeof e.$inferInsert, 'id' | 'createdAt'>;
export type EventRow = typeof e.$inferSelect;

/** Rows per insert statement. */
const INSERT_CHUNK = 1000;

/**
 * Writes events once per key; answers the ids of those written (a key reported before writes
 * nothing), in order. One statement per thousand events, each column one array parameter
 * (`unnest`): a multi-row VALUES of 5,000 results notices cost the publishing transaction about a
 * second of query building in this process, where the arrays cost a few milliseconds.
 */
export async function insertEvents(db: Queryable, rows: readonly NewEvent[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    const col = (f: (r: NewEvent) => string | null) => sql.param(chunk.map(f));
    const written = rowsOf<{ id: number }>(await db.execute(sql`
      insert into ${e} (event_key, kind, recipients, link, subject, subject_en, body, body_en, invite, invite_uid)
      select k, kd, r::int[], l, s, se, b, be, i::jsonb, iu
      from unnest(${col((r) => r.eventKey)}::text[], ${col((r) => r.kind)}::text[], ${col((r) => `{${r.recipients.join(',')}}`)}::text[],
        ${col((r) => r.link)}::text[], ${col((r) => r.subject)}::text[], ${col((r) => r.subjectEn)}::text[], ${col((r) => r.body)}::text[],
        ${col((r) => r.bodyEn)}::text[], ${col((r) => (r.invite ? JSON.stringify(r.invite) : null))}::text[], ${col((r) => r.inviteUid ?? null)}::text[])
        as t(k, kd, r, l, s, se, b, be, i, iu)
      on conflict (event_key) do nothing
      returning id`));
    ids.push(...written.map((w) => Number(w.id)).sort((a, b) => a - b));
  }
  return ids;
}

/** The class of the two-key advisory locks on an invite UID (any fixed number). */
const INVITE_UID_LOCK_CLASS = 2_800_901;

/**
 * Serialises the invites of one UID until the transaction ends: the next SEQUENCE is read after the
 * previous invite's event committed, so two concurrent changes of one appointment cannot both take
 * the same number. A hash collision only makes two UIDs wait for each other.
 */
export async function lockInviteUid(tx: Queryable, uid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVITE_UID_LOCK_CLASS}, hashtext(${uid}))`);
}

/** The next SEQUENCE of an invite UID: one more than the highest sent so far, 0 for the first. Call it under `lockInviteUid`. */
export async function nextInviteSequence(db: Queryable, uid: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(max((${e.invite}->>'sequence')::int) + 1, 0)` }).from(e).where(sql`${e.inviteUid} = ${uid}`);
  return Number(row?.n ?? 0);
}

export async function eventsByIds(db: Queryable, ids: readonly number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(e).where(inArray(e.id, [...ids])).orderBy(e.id);
}

export interface Recipient {
  id: number;
  email: string | null;
  language: string;
}

/**
 * The recipients still in the portal with their address and language, and which of them turned
 * e-mail of which kind off (`${userId}:${kind}`; mandatory kinds ignore it): two queries for a
 * whole batch of events.
 */
export async function recipientsOf(db: Queryable, ids: readonly number[], kinds: readonly string[]): Promise<{ people: Map<number, Recipient>; emailOff: Set<string> }> {
  const people = new Map<number, Recipient>();
  const emailOff = new Set<string>();
  if (ids.length === 0) return { people, emailOff };
  const unique = [...new Set(ids)];
  for (const r of await db.select({ id: users.id, email: users.email, language: users.language }).from(users).where(inArray(users.id, unique)).orderBy(users.id)) {
    people.set(r.id, r);
  }
  const offs = await db.select({ userId: p.userId, kind: p.kind }).from(p)
    .where(and(inArray(p.userId, unique), inArray(p.kind, [...new Set(kinds)]), sql`not ${p.email}`));
  for (const o of offs) emailOff.add(`${o.userId}:${o.kind}`);
  return { people, emailOff };
}

export type Channel = 'portal' | 'email';
export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'skipped';
export interface DeliveryState { eventId: number; userId: number; channel: string; status: string; attempts: number }

/** Every delivery row of these events: a run skips what is finished. */
export async function deliveriesOf(db: Queryable, eventIds: readonly number[]): Promise<DeliveryState[]> {
  if (eventIds.length === 0) return [];
  return db.select({ eventId: d.eventId, userId: d.userId, channel: d.channel, status: d.status, attempts: d.attempts }).from(d)
    .where(inArray(d.eventId, [...eventIds]));
}

export interface DeliveryRecord {
  eventId: number; userId: number; channel: Channel; status: DeliveryStatus; detail?: string | null; error?: string | null;
  /** A send (or an in-app write) was tried: counts one attempt. */
  attempted?: boolean;
}

/**
 * Records deliveries' states in one statement; the first record of one (event, recipient, channel)
 * creates its row, later ones update it and count the attempt. At most one record per row in a call.
 */
export async function recordDeliveries(db: Queryable, records: readonly DeliveryRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += INSERT_CHUNK) {
    const values = records.slice(i, i + INSERT_CHUNK).map((v) => ({
      eventId: v.eventId, userId: v.userId, channel: v.channel, status: v.status, detail: v.detail ?? null, lastError: v.error ?? null, attempts: v.attempted ? 1 : 0,
    }));
    await db.insert(d).values(values).onConflictDoUpdate({
      target: [d.eventId, d.userId, d.channel],
      set: {
        status: sql`excluded.status`, detail: sql`excluded.detail`, lastError: sql`excluded.last_error`, updatedAt: sql`now()`,
        attempts: sql`${d.attempts} + excluded.attempts`,
      },
    });
  }
}
