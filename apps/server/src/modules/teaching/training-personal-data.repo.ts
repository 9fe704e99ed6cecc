import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { classChangeRecords } from './training.tables.ts';

/**
 * The anonymisation of one person (docs/privacy.md): class changes keep their classes, types and
 * outcomes and lose the e-mail, the reason the student gave and the office's comment. Grades,
 * enrolments, attendance and lecture sign-ups hold no free text of the student's and stay whole.
 */
export async function anonymiseTraining(tx: Queryable, userId: number): Promise<void> {
  await tx.update(classChangeRecords).set({ email: '', reason: '', auditComment: '' }).where(eq(classChangeRecords.studentId, userId));
}
