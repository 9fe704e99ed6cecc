import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { ddDocuments, ddSignups } from './dd.tables.ts';

/**
 * The anonymisation of one person (docs/privacy.md): an application keeps its round, programme,
 * dates, study mode, class, gender, years of work and the three results (the office's figures), and
 * loses the personal answers; the birth date keeps only its year. The documents' rows go with
 * their files.
 */
export async function anonymiseDoubleDegree(tx: Queryable, userId: number): Promise<void> {
  await tx.update(ddSignups).set({
    photoFileId: null, nameAsPassport: '', nationalityId: '', birthNationalityId: '', birthCity: '', nativeLanguage: '',
    birthDate: sql`date_trunc('year', ${ddSignups.birthDate})::date`, maritalStatus: '', mobile: '', email: '',
    education: null, specialSkillInterests: null, employment: null, language: null, essay: null, pdfFileId: null,
  }).where(eq(ddSignups.studentId, userId));
  await tx.delete(ddDocuments).where(eq(ddDocuments.studentId, userId));
}
