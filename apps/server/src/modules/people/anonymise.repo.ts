import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { refreshTokens, storedFiles, users } from '../../platform/db/platform.tables.ts';
import { passwordLinks, signIns } from '../../platform/auth/sign-in.tables.ts';
import { notificationDeliveries, notificationEvents, notificationPreferences, notifications } from '../../platform/notifications/notifications.tables.ts';

/** The anonymisation's writes to the account and what the platform keeps of it (docs/privacy.md). */

/**
 * Replaces what names or reaches the person with placeholders; keeps what statistics count (kind,
 * programme, student type, entrance year, class, gender, department, campus, left date and reason).
 */
export async function anonymiseAccount(tx: Queryable, userId: number): Promise<Date> {
  const [row] = await tx.update(users).set({
    name: `匿名 #${userId}`, enName: `Anonymised #${userId}`, username: `anonymised-${userId}`,
    studentNumber: null, hrUserId: null, email: null, mobile: null, birthDate: null, passwordHash: null, photoFileId: null,
    isDisabled: true, anonymisedAt: sql`now()`,
  }).where(eq(users.id, userId)).returning({ at: users.anonymisedAt });
  return row!.at!;
}

/**
 * Sign-ins (with their addresses), sessions, password links and notifications (whose texts name the
 * person) go, with the outbox events addressed to them alone, their deliveries and e-mail choices.
 */
export async function deleteAccountTraces(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(signIns).where(eq(signIns.userId, userId));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(passwordLinks).where(eq(passwordLinks.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationDeliveries).where(eq(notificationDeliveries.userId, userId));
  await tx.delete(notificationEvents).where(sql`${notificationEvents.recipients} = array[${userId}]::int[]`);
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

/**
 * Deletes the person's files' rows and answers their stored names, for the bytes to go once the
 * transaction has committed: the files the person's rows name, the generated files they own, and,
 * for a student, every upload they own. A member of staff's uploads are the school's work (notice
 * attachments, position files, counsellors' photos) and stay.
 */
export async function deletePersonFiles(tx: Queryable, userId: number, kind: string, namedIds: string[]): Promise<string[]> {
  const owned = kind === 'student' ? eq(storedFiles.ownerId, userId) : and(eq(storedFiles.ownerId, userId), eq(storedFiles.use, 'generated'));
  const rows = await tx.delete(storedFiles).where(namedIds.length ? or(inArray(storedFiles.id, namedIds), owned) : owned)
    .returning({ storedName: storedFiles.storedName });
  return rows.map((r) => r.storedName);
}
