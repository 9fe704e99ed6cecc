import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { apptCounsellors, apptSubscribes } from './appointments.tables.ts';

/**
 * The anonymisation of one person (docs/privacy.md): a student's bookings keep their times, types,
 * states and outcomes (the no-show rule and the counsellors' statistics count them) and lose what
 * the student wrote and the counsellor noted; a counsellor's profile loses name, photo and texts.
 */
export async function anonymiseAppointments(tx: Queryable, userId: number): Promise<void> {
  await tx.update(apptSubscribes).set({
    q1: null, q2: null, q3: null, q4: null, q5: null, q6: null, ownQuestions: sql`'{}'::text[]`, contactName: '', contactPhone: '',
    biographicalFileId: null, professionalFileId: null, otherFileId: null, note: '', replyNote: '',
  }).where(eq(apptSubscribes.studentId, userId));
  await tx.update(apptCounsellors).set({
    name: '已匿名', nameEn: 'Anonymised', sex: '', photoFileId: null, introduce: '', introduceEn: '', goodAt: '', goodAtEn: '', disabled: true,
  }).where(eq(apptCounsellors.userId, userId));
}
