import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';

/** The class of the advisory lock that serialises changes to who is an administrator (any fixed number). */
const ADMINS_LOCK = 2611;

/** Taken before any change that could leave the portal without an enabled administrator; released at commit. */
export async function lockAdministrators(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK})`);
}

async function enabledAdmins(tx: Queryable, where: SQL): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isDisabled, false), where));
  return row?.n ?? 0;
}

/** Enabled administrators among `ids` (ids not empty). */
export const enabledAdminsAmong = (tx: Queryable, ids: readonly number[]) => enabledAdmins(tx, inArray(users.id, [...ids]));

/** Enabled administrators outside `ids` (ids not empty). */
export const enabledAdminsOutside = (tx: Queryable, ids: readonly number[]) => enabledAdmins(tx, notInArray(users.id, [...ids]));
