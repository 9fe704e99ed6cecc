import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../db/client.ts';
import { refreshTokens, userRoles, users } from '../db/platform.tables.ts';

export type UserRow = typeof users.$inferSelect;
export type RefreshRow = typeof refreshTokens.$inferSelect;

/**
 * The account a sign-in names: by username, or by e-mail (what students type as often). A username
 * that happens to be someone's e-mail wins over it.
 */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const byName = sql`lower(${users.username}) = lower(${login})`;
  const [row] = await db.select().from(users)
    .where(sql`${byName} or lower(${users.email}) = lower(${login})`)
    .orderBy(sql`${byName} desc`).limit(1);
  return row;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

/** The SSO match by number: the student number, else the staff number (hrUserId). */
export async function findUserByNumber(db: Queryable, number: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users)
    .where(sql`${users.studentNumber} = ${number} or ${users.hrUserId} = ${number}`)
    .orderBy(sql`${users.studentNumber} = ${number} desc nulls last`).limit(1);
  return row;
}

export async function rolesOf(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

/** What decides whether an account may use the portal. */
export interface AccountState {
  isAdmin: boolean;
  isDisabled: boolean;
  roles: string[];
}

/** A sign-in as its current (unused) refresh token describes it, with the accounts it speaks for. */
export interface SessionState {
  userId: number;
  virtualUserId: number | null;
  revoked: boolean;
  expiresAt: Date;
  owner: AccountState;
  /** The simulated user's account while the administrator acts as someone else. */
  simulated: AccountState | null;
}

const simulatedUsers = alias(users, 'simulated_user');
const rolesOfUser = (id: AnyPgColumn) =>
  sql<string[] | null>`(select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${id})`;

/**
 * One query per sign-in: the per-request token check reads it through a cache. A prepared statement
 * (built once, planned once per connection), since a rush of first requests reads it for every
 * student at once.
 */
export function sessionStateReader(db: Db): (familyId: string) => Promise<SessionState | undefined> {
  const query = db.select({
    userId: refreshTokens.userId, virtualUserId: refreshTokens.virtualUserId,
    revokedAt: refreshTokens.revokedAt, expiresAt: refreshTokens.familyExpiresAt,
    ownerAdmin: users.isAdmin, ownerDisabled: users.isDisabled, ownerRoles: rolesOfUser(users.id),
    simAdmin: simulatedUsers.isAdmin, simDisabled: simulatedUsers.isDisabled, simRoles: rolesOfUser(simulatedUsers.id),
  }).from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .leftJoin(simulatedUsers, eq(simulatedUsers.id, refreshTokens.virtualUserId))
    .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNull(refreshTokens.usedAt)))
    .orderBy(desc(refreshTokens.createdAt)).limit(1).prepare('portal_session_state');
  return async (familyId) => {
    const [row] = await query.execute({ familyId });
    if (!row) return undefined;
    return {
      userId: row.userId, virtualUserId: row.virtualUserId, revoked: row.revokedAt !== null, expiresAt: row.expiresAt,
      owner: { isAdmin: row.ownerAdmin, isDisabled: row.ownerDisabled, roles: row.ownerRoles ?? [] },
      simulated: row.simAdmin === null || row.simDisabled === null ? null : { isAdmin: row.simAdmin, isDisabled: row.simDisabled, roles: row.simRoles ?? [] },
    };
  };
}

export async function insertRefresh(db: Queryable, row: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

export async function lockRefreshByHash(db: Queryable, tokenHash: string): Promise<RefreshRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update').limit(1);
  return row;
}

/** Marks a token used; false when another request used it first (compare-and-swap). */
export async function markUsed(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.update(refreshTokens).set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt))).returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every live sign-in of an account but `exceptFamilyId`; answers the families revoked. */
export async function revokeUserFamilies(db: Queryable, userId: number, exceptFamilyId?: string): Promise<string[]> {
  const rows = await db.update(refreshTokens).set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}

/** Binds (or unbinds) the simulated user to the live tokens of a sign-in, so refreshes keep it. */
export async function setFamilyVirtualUser(db: Queryable, familyId: string, virtualUserId: number | null): Promise<void> {
  await db.update(refreshTokens).set({ virtualUserId })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)));
}
