import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.ts';
import { loginAttempts } from './login-limit.tables.ts';

/** The class of the two-key advisory locks that serialise the counting of one key (any fixed number). */
const LOGIN_LIMIT_LOCK_CLASS = 7_200_109;
const lastMinute = sql`now() - interval '1 minute'`;

/** The attempts counted under `key` in the last minute. */
export async function attemptsInLastMinute(db: Queryable, key: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, lastMinute)));
  return row?.n ?? 0;
}

/**
 * Counts an attempt under `key` unless the key already holds `limit` attempts in the last minute;
 * answers whether it was counted. The key's lock makes the check and the insert one step, so that
 * parallel attempts on several instances cannot all pass at the limit.
 */
export async function countAttemptWithin(db: Db, key: string, limit: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_LIMIT_LOCK_CLASS}, hashtext(${key}))`);
    if ((await attemptsInLastMinute(tx, key)) >= limit) return false;
    await tx.insert(loginAttempts).values({ key });
    return true;
  });
}

/** Counts an attempt under `key` without a limit (a failure of an address already admitted). */
export async function countAttempt(db: Queryable, key: string): Promise<void> {
  await db.insert(loginAttempts).values({ key });
}

/** Removes the attempts that no longer count. */
export async function pruneAttempts(db: Queryable): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, lastMinute));
}
