import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { personalInfoEmergencyContacts, personalInfoRecords } from './personal-info.tables.ts';

/**
 * The anonymisation of one person (docs/privacy.md): the emergency contacts (other people's names
 * and phones) go; the record keeps the Fortune 500 flags the employment figures count and loses
 * the employer's and the position's names.
 */
export async function anonymisePersonalInfo(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(personalInfoEmergencyContacts).where(eq(personalInfoEmergencyContacts.userId, userId));
  await tx.update(personalInfoRecords).set({ company: '', position: '' }).where(eq(personalInfoRecords.userId, userId));
}
