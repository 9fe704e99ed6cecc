import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PasswordLinkPurpose } from '@portal/contracts';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/platform.tables.ts';
import { passwordLinks } from './sign-in.tables.ts';

/** Taken before a person's links change, so two links issued at once cannot both stay valid. */
export async function lockUser(tx: Queryable, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length === 1;
}

/** A person's links not yet used: a newer one voids them. They are removed, so they read as unknown. */
export async function deleteUnusedLinks(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(passwordLinks).where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
}

/** Dated by the database clock, like every window. */
export async function insertLink(tx: Queryable, row: { userId: number; tokenHash: string; purpose: PasswordLinkPurpose; createdBy: number | null; ttlHours: number }): Promise<Date> {
  const [made] = await tx.insert(passwordLinks).values({
    userId: row.userId, tokenHash: row.tokenHash, purpose: row.purpose, createdBy: row.createdBy,
    expiresAt: sql`now() + ${row.ttlHours}::int * interval '1 hour'`,
  }).returning({ expiresAt: passwordLinks.expiresAt });
  return made!.expiresAt;
}

const linkColumns = {
  id: passwordLinks.id, userId: passwordLinks.userId, usedAt: passwordLinks.usedAt, expiresAt: passwordLinks.expiresAt,
  /** End exclusive: at its expiry instant the link no longer works. */
  expired: sql<boolean>`${passwordLinks.expiresAt} <= now()`,
};

export type LinkRow = { id: string; userId: number; usedAt: Date | null; expiresAt: Date; expired: boolean };

export async function linkByHash(q: Queryable, tokenHash: string): Promise<LinkRow | undefined> {
  const [row] = await q.select(linkColumns).from(passwordLinks).where(eq(passwordLinks.tokenHash, tokenHash)).limit(1);
  return row;
}

/** The link, locked until the transaction ends: a second use waits and then finds it used. */
export async function lockLinkByHash(tx: Queryable, tokenHash: string): Promise<LinkRow | undefined> {
  const [row] = await tx.select(linkColumns).from(passwordLinks).where(eq(passwordLinks.tokenHash, tokenHash)).for('update').limit(1);
  return row;
}

/** Compare-and-swap: false when the link was used in the meantime. */
export async function markLinkUsed(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.update(passwordLinks).set({ usedAt: sql`now()` })
    .where(and(eq(passwordLinks.id, id), isNull(passwordLinks.usedAt))).returning({ id: passwordLinks.id });
  return rows.length === 1;
}

export async function setPasswordHash(tx: Queryable, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
