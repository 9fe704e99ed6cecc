import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { mobExemptions, mobStudentFiles } from './mobility.tables.ts';

/**
 * The anonymisation of one person (docs/privacy.md): selections and exemptions keep their plans,
 * projects and states; the exemption's reason and the office's opinion, the passport number and
 * the visiting documents' lists go. An exemption must name at least one file, so its list stays,
 * naming files that are removed with the person's other uploads.
 */
export async function anonymiseMobility(tx: Queryable, userId: number): Promise<void> {
  await tx.update(mobExemptions).set({ reason: '', auditOpinion: null }).where(eq(mobExemptions.studentId, userId));
  const none = sql`'{}'::uuid[]`;
  await tx.update(mobStudentFiles).set({
    passportNo: '', cardNoFile: none, summaryFile: none, managementFile: none, insurancePolicyFile: none, homeworkFile: none, visitFormFile: none,
  }).where(eq(mobStudentFiles.studentId, userId));
}
