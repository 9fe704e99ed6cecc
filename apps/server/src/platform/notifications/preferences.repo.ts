import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/platform.tables.ts';
import { notificationPreferences as p } from './notifications.tables.ts';

/** The kinds a user turned e-mail on or off for (no row: on). */
export async function preferencesOf(db: Queryable, userId: number): Promise<Map<string, boolean>> {
  const rows = await db.select({ kind: p.kind, email: p.email }).from(p).where(eq(p.userId, userId));
  return new Map(rows.map((r) => [r.kind, r.email]));
}

export async function setPreferences(db: Queryable, userId: number, list: { kind: string; email: boolean }[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(p).values(list.map((x) => ({ userId, kind: x.kind, email: x.email })))
    .onConflictDoUpdate({ target: [p.userId, p.kind], set: { email: sql`excluded.email`, updatedAt: sql`now()` } });
}

export async function setLanguage(db: Queryable, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
