import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';

/** The class of the advisory lock that serialises changes to who is an administrator (any fixed number). */
const ADMINS_LOCK = 2611;

/** Taken before any change that could leave the portal without an enabled administrator; released at commit. */
export async function lockAdministrators(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK})`);
}

/** Enabled administrators other than `userId`. */
export async function otherActiveAdmins(tx: Queryable, userId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isDisabled, false), ne(users.id, userId)));
  return row?.n ?? 0;
}
