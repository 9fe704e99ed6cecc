import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { resumePreviews, resumeSections, resumes } from './resumes.tables.ts';

/**
 * The anonymisation of one person (docs/privacy.md): a resume keeps its kind, student type,
 * completeness and submission date (the careers office's figures and the profile's statistics
 * count them) and loses its contents, its PDFs and the reviewer's suggestion. It is no longer
 * public nor submitted, since neither can stand without a PDF.
 */
export async function anonymiseResumes(tx: Queryable, userId: number): Promise<void> {
  const own = tx.select({ id: resumes.id }).from(resumes).where(eq(resumes.studentId, userId));
  await tx.delete(resumeSections).where(inArray(resumeSections.resumeId, own));
  await tx.delete(resumePreviews).where(inArray(resumePreviews.resumeId, own));
  await tx.update(resumes).set({ isPublic: false, isSubmit: false, pdfFileId: null, upResumeFileId: null, optimizeSuggest: null })
    .where(eq(resumes.studentId, userId));
}
