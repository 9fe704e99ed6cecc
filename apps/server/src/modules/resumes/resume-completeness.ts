import { resumeCompleteness, type ResumeStudentTypeCode } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { langOfKind } from './resume-access.ts';
import { contentOf } from './resume-views.ts';
import * as repo from './resumes.repo.ts';
import type { ResumeRecord } from './resumes.repo.ts';

/** A Chinese or English resume's figure from what is stored now (sections, with the contact record over them). */
export async function sectionsCompleteness(tx: Queryable, r: Pick<ResumeRecord, 'id' | 'kind' | 'studentType'>): Promise<number> {
  return resumeCompleteness(contentOf(await repo.sectionsOf(tx, r.id)), r.studentType as ResumeStudentTypeCode, langOfKind(r.kind)).total;
}
