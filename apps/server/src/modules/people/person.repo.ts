import { and, asc, desc, eq, like, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { auditLog, userRoles, users } from '../../platform/db/platform.tables.ts';
import { signIns } from '../../platform/auth/sign-in.tables.ts';

/** Queries of one person: the detail page and the single-person edits (person-editor.service.ts). */

export type PersonUpdate = Partial<typeof users.$inferInsert>;

/** The person's row, locked until the end of the transaction, so two edits of one person run one after the other. */
export async function lockPerson(tx: Queryable, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

export async function personRow(q: Queryable, id: number) {
  const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updatePerson(tx: Queryable, id: number, set: PersonUpdate): Promise<void> {
  await tx.update(users).set(set).where(eq(users.id, id));
}

export async function rolesOfPerson(q: Queryable, id: number): Promise<string[]> {
  const rows = await q.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id)).orderBy(asc(userRoles.role));
  return rows.map((r) => r.role);
}

/** Which of a person's e-mail (without case), numbers and username other accounts hold already. */
export async function takenBy(q: Queryable, exceptId: number, p: { email: string | null; studentNumber: string | null; hrUserId: string | null; username: string | null }) {
  const other = (cond: ReturnType<typeof eq>) => q.select({ id: users.id }).from(users).where(and(cond, ne(users.id, exceptId))).limit(1);
  const [email, studentNumber, hrUserId, username] = await Promise.all([
    p.email ? other(sql`lower(${users.email}) = lower(${p.email})`) : [],
    p.studentNumber ? other(eq(users.studentNumber, p.studentNumber)) : [],
    p.hrUserId ? other(eq(users.hrUserId, p.hrUserId)) : [],
    p.username ? other(eq(users.username, p.username)) : [],
  ]);
  return { email: email.length > 0, studentNumber: studentNumber.length > 0, hrUserId: hrUserId.length > 0, username: username.length > 0 };
}

/** The account's latest sign-ins, newest first. */
export async function signInsOfPerson(q: Queryable, userId: number, limit: number) {
  return q.select({ at: signIns.at, method: signIns.method, address: signIns.address }).from(signIns)
    .where(eq(signIns.userId, userId)).orderBy(desc(signIns.at), desc(signIns.id)).limit(limit);
}

const actor = alias(users, 'change_actor');

/** The changes to the account: audit rows about the person whose action is one of the people module's. */
export async function changesOfPerson(q: Queryable, userId: number, limit: number) {
  return q.select({
    id: auditLog.id, at: auditLog.at, action: auditLog.action, params: auditLog.params,
    actorId: actor.id, actorName: actor.name, actorEnName: actor.enName, actorUsername: actor.username,
  }).from(auditLog).innerJoin(actor, eq(actor.id, auditLog.actorId))
    .where(and(eq(auditLog.subjectId, userId), like(auditLog.action, 'people.%')))
    .orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}
