import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { personalInfoEmergencyContacts as contacts, personalInfoRecords as records } from './personal-info.tables.ts';

export type PersonalInfoRow = typeof records.$inferSelect;
export type EmergencyContactRow = typeof contacts.$inferSelect;

export async function recordOf(db: Queryable, userId: number): Promise<PersonalInfoRow | undefined> {
  const [row] = await db.select().from(records).where(eq(records.userId, userId)).limit(1);
  return row;
}

/** The record's row, made if missing and locked for the save, so two saves of one student run one after the other. */
export async function lockRecord(tx: Queryable, userId: number): Promise<PersonalInfoRow> {
  await tx.insert(records).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(records).where(eq(records.userId, userId)).for('update');
  return row!;
}

export async function updateRecord(tx: Queryable, userId: number, set: Partial<Omit<PersonalInfoRow, 'userId' | 'updatedAt'>>): Promise<void> {
  await tx.update(records).set({ ...set, updatedAt: sql`now()` }).where(eq(records.userId, userId));
}

/** The first contact, then the others in the order they were added. */
export async function contactsOf(db: Queryable, userId: number): Promise<EmergencyContactRow[]> {
  return db.select().from(contacts).where(eq(contacts.userId, userId)).orderBy(desc(contacts.isFirst), asc(contacts.id));
}

/** Replaces the first contact (the EMBA form's pair); null removes it. The partial unique index keeps it one. */
export async function setFirstContact(tx: Queryable, userId: number, contact: { name: string; phone: string } | null): Promise<void> {
  if (!contact) {
    await tx.delete(contacts).where(and(eq(contacts.userId, userId), eq(contacts.isFirst, true)));
    return;
  }
  const updated = await tx.update(contacts).set(contact).where(and(eq(contacts.userId, userId), eq(contacts.isFirst, true))).returning({ id: contacts.id });
  if (updated.length === 0) await tx.insert(contacts).values({ userId, isFirst: true, ...contact });
}
