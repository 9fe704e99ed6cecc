import { sql } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { users } from './platform.tables.ts';

export async function userCount(q: Queryable): Promise<number> {
  const [row] = await q.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Dates every account's creation, so the demo's accounts existed before anything it dates. */
export async function setAccountsCreatedAt(q: Queryable, at: Date): Promise<void> {
  await q.update(users).set({ createdAt: at });
}
