import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';

export type UserInsert = typeof users.$inferInsert;

/** Inserts accounts in one statement; a username already taken is left as it is (no row back for it). */
export async function insertUsers(q: Queryable, rows: UserInsert[]): Promise<{ id: number; username: string }[]> {
  if (!rows.length) return [];
  return q.insert(users).values(rows).onConflictDoNothing({ target: users.username }).returning({ id: users.id, username: users.username });
}

export async function idsByUsername(q: Queryable, usernames: string[]): Promise<Map<string, number>> {
  if (!usernames.length) return new Map();
  const rows = await q.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, usernames));
  return new Map(rows.map((r) => [r.username, r.id]));
}

export async function insertRoles(q: Queryable, rows: { userId: number; role: string }[]): Promise<void> {
  if (rows.length) await q.insert(userRoles).values(rows).onConflictDoNothing();
}

export async function userById(q: Queryable, id: number) {
  const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
