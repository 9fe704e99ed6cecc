import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { offsetOf } from '../http/paging.ts';
import { notifications as n } from './notifications.tables.ts';

export type NewNotification = Omit<typeof n.$inferInsert, 'id' | 'createdAt' | 'readAt'>;

/** Writes a user's in-app notice; with a key, only once per key (a retried job does not notify twice). True when a row was written. */
export async function insertNotice(db: Queryable, row: NewNotification): Promise<boolean> {
  const written = await db.insert(n).values(row).onConflictDoNothing().returning({ id: n.id });
  return written.length > 0;
}

/** A kind or its family: 'appointments' matches 'appointments.reminder'. Compared, not LIKEd, so '_' in a kind means itself. */
const ofKind = (kind: string) => or(eq(n.kind, kind), sql`left(${n.kind}, ${kind.length + 1}) = ${`${kind}.`}`);

export async function notificationsOf(db: Queryable, userId: number, q: { pageNo: number; pageSize: number; unreadOnly: boolean; kind?: string | undefined }) {
  const where = and(eq(n.userId, userId), q.unreadOnly ? isNull(n.readAt) : undefined, q.kind ? ofKind(q.kind) : undefined);
  const rows = await db.select().from(n).where(where).orderBy(desc(n.createdAt), desc(n.id)).limit(q.pageSize).offset(offsetOf(q));
  const [total] = await db.select({ c: count() }).from(n).where(where);
  const [unread] = await db.select({ c: count() }).from(n).where(and(eq(n.userId, userId), isNull(n.readAt)));
  return { rows, total: Number(total?.c ?? 0), unread: Number(unread?.c ?? 0) };
}

/** The kinds the user has notifications of, for the list's filter. */
export async function kindsOf(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.selectDistinct({ kind: n.kind }).from(n).where(eq(n.userId, userId)).orderBy(asc(n.kind));
  return rows.map((r) => r.kind);
}

/** Marks the user's own notification read; another user's id changes nothing (false). */
export async function markRead(db: Queryable, userId: number, id: number | null): Promise<number> {
  const rows = await db.update(n).set({ readAt: sql`coalesce(${n.readAt}, now())` })
    .where(and(eq(n.userId, userId), id === null ? isNull(n.readAt) : eq(n.id, id))).returning({ id: n.id });
  return rows.length;
}

/**
 * Writes many users' in-app notices in one statement per thousand (each column one array
 * parameter, as the outbox's events), each once per user and key: a retried job writes nothing twice.
 */
export async function insertNotices(db: Queryable, rows: readonly NewNotification[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const col = (f: (r: NewNotification) => string | number | null) => sql.param(chunk.map(f));
    await db.execute(sql`
      insert into ${n} (user_id, kind, key, title, title_en, body, body_en, link)
      select * from unnest(${col((r) => r.userId)}::int[], ${col((r) => r.kind)}::text[], ${col((r) => r.key ?? null)}::text[], ${col((r) => r.title)}::text[],
        ${col((r) => r.titleEn)}::text[], ${col((r) => r.body)}::text[], ${col((r) => r.bodyEn)}::text[], ${col((r) => r.link ?? null)}::text[])
      on conflict do nothing`);
  }
}
