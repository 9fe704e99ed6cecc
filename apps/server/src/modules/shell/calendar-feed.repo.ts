import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { calendarFeeds } from './shell.tables.ts';

/** The user's feed row, if one was made. */
export async function feedOfUser(q: Queryable, userId: number) {
  const [row] = await q.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** The owner of a secret, by its hash. */
export async function feedOwner(q: Queryable, tokenHash: string): Promise<number | undefined> {
  const [row] = await q.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.userId;
}

/** Stores a new secret's hash for the user; the old hash is overwritten, so the old URL stops at once. */
export async function replaceFeed(q: Queryable, userId: number, tokenHash: string) {
  const [row] = await q.insert(calendarFeeds).values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } })
    .returning();
  return row!;
}
