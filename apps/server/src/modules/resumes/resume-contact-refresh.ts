import { and, asc, eq, inArray } from 'drizzle-orm';
import { PUBLISH_MIN_COMPLETENESS, ResumeKind, manualCompleteness, manualSchemaOf, type ResumeStudentTypeCode } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { sectionsCompleteness } from './resume-completeness.ts';
import * as repo from './resumes.repo.ts';
import { resumes } from './resumes.tables.ts';

/**
 * The student's contact record (e-mail, mobile) changed on another page, the profile's base info or
 * the personal-information page: each Chinese, English and manual resume of the student gets its
 * completeness from the new values in the same transaction, and one that falls under 80 % stops
 * being public, as a resume save would do (README 'Contact data'). The submitted state and the
 * last-modified time stay: the resume itself was not edited.
 *
 * The caller holds the student's `users` row lock (`lockContact`); resume saves take that lock
 * before their resume's, so the two orders never cross.
 */
export async function refreshCompletenessAfterContact(tx: Queryable, studentId: number): Promise<void> {
  const rows = await tx.select().from(resumes)
    .where(and(eq(resumes.studentId, studentId), inArray(resumes.kind, [ResumeKind.cn, ResumeKind.en, ResumeKind.manual])))
    .orderBy(asc(resumes.id)).for('update');
  for (const r of rows) {
    const type = r.studentType as ResumeStudentTypeCode;
    let howComplete: number;
    if (r.kind === ResumeKind.manual) {
      // A stored draft the form's schema no longer reads keeps its figure: the contact save must not fail on it.
      const manual = manualSchemaOf(type).safeParse((await repo.sectionOf(tx, r.id, 'manual'))?.content ?? {});
      if (!manual.success) continue;
      howComplete = manualCompleteness(manual.data);
    } else {
      howComplete = await sectionsCompleteness(tx, r);
    }
    if (howComplete === r.howComplete) continue;
    await repo.updateResume(tx, r.id, { howComplete, isPublic: r.isPublic && howComplete >= PUBLISH_MIN_COMPLETENESS });
  }
}
