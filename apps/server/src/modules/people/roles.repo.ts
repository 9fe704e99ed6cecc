import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { Role, type PersonStatus } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { auditLog, userRoles, users } from '../../platform/db/platform.tables.ts';
import { offsetOf, textSearch } from '../../platform/http/paging.ts';

/** The audit action of a grant and of a revoke (README 'Roles'). */
export const GRANT_ACTION = 'people.roles.grant';
export const REVOKE_ACTION = 'people.roles.revoke';

/** Holders of each role row, and the administrators under 'admin'. */
export async function holderCounts(q: Queryable): Promise<Map<string, number>> {
  const rows = await q.select({ role: userRoles.role, n: count() }).from(userRoles).groupBy(userRoles.role);
  const [admins] = await q.select({ n: count() }).from(users).where(eq(users.isAdmin, true));
  return new Map([...rows.map((r) => [r.role, r.n] as const), [Role.admin, admins?.n ?? 0]]);
}

/** Holding `role`: a user_roles row, or the isAdmin flag for 'admin'. */
const holds = (role: string): SQL => (role === Role.admin
  ? eq(users.isAdmin, true)
  : sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${role})`);

const statusOf = sql<PersonStatus>`case when ${users.leftOn} is not null then 'left' when ${users.isDisabled} then 'disabled' else 'active' end`;

const personColumns = {
  id: users.id, name: users.name, enName: users.enName, username: users.username,
  studentNumber: users.studentNumber, hrUserId: users.hrUserId, kind: users.kind,
};

const searched = (text: string) => textSearch(text, users.name, users.enName, users.username, users.studentNumber, users.hrUserId);

/** One page of a role's holders, by username. */
export async function holdersPage(q: Queryable, role: string, page: { pageNo: number; pageSize: number; queryText: string }) {
  const where = and(holds(role), searched(page.queryText));
  const [rows, [total]] = await Promise.all([
    q.select({ ...personColumns, status: statusOf }).from(users).where(where)
      .orderBy(asc(users.username)).limit(page.pageSize).offset(offsetOf(page)),
    q.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The last grant and the last revoke through the roles page of each role of these people (one role, or all). */
export async function lastChanges(q: Queryable, userIds: readonly number[], role?: string) {
  if (!userIds.length) return [];
  const roleOf = sql<string>`${auditLog.params}->>'role'`;
  const lastAt = (action: string) => sql<Date | string | null>`max(${auditLog.at}) filter (where ${auditLog.action} = ${action})`;
  return q.select({ userId: auditLog.subjectId, role: roleOf, granted: lastAt(GRANT_ACTION), revoked: lastAt(REVOKE_ACTION) }).from(auditLog)
    .where(and(inArray(auditLog.subjectId, [...userIds]), inArray(auditLog.action, [GRANT_ACTION, REVOKE_ACTION]), role === undefined ? undefined : eq(roleOf, role)))
    .groupBy(auditLog.subjectId, roleOf);
}

/** People whose name or number contains the text, to grant a role to; anonymised people are no one. */
export async function candidates(q: Queryable, text: string, limit: number) {
  return q.select(personColumns).from(users).where(and(isNull(users.anonymisedAt), searched(text)))
    .orderBy(asc(users.username)).limit(limit);
}

/** Each person's role rows, with 'admin' for an administrator, in the order of the roles table. */
export async function rolesOf(q: Queryable, userIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return out;
  const [rows, admins] = await Promise.all([
    q.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, [...userIds])).orderBy(asc(userRoles.role)),
    q.select({ id: users.id }).from(users).where(and(inArray(users.id, [...userIds]), eq(users.isAdmin, true))),
  ]);
  for (const r of rows) out.get(r.userId)?.push(r.role);
  for (const a of admins) out.get(a.id)?.push(Role.admin);
  return out;
}

export async function personForChange(q: Queryable, id: number) {
  const [row] = await q.select({ id: users.id, anonymisedAt: users.anonymisedAt }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Adds the role row; false when the person held it already (the primary key decides, not a read before). */
export async function addRole(tx: Queryable, userId: number, role: string): Promise<boolean> {
  const rows = await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning({ userId: userRoles.userId });
  return rows.length > 0;
}

export async function removeRole(tx: Queryable, userId: number, role: string): Promise<boolean> {
  const rows = await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role))).returning({ userId: userRoles.userId });
  return rows.length > 0;
}

/** Sets the administrator flag if it is not so already (a compare-and-swap); false when nothing changed. */
export async function setAdmin(tx: Queryable, userId: number, isAdmin: boolean): Promise<boolean> {
  const rows = await tx.update(users).set({ isAdmin }).where(and(eq(users.id, userId), eq(users.isAdmin, !isAdmin))).returning({ id: users.id });
  return rows.length > 0;
}
