import { ResumeKind } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { personName } from './resume-notices.repo.ts';
import type { ResumeRecord } from './resumes.repo.ts';

const resumeOf = { [ResumeKind.cn]: 'cn', [ResumeKind.en]: 'en', [ResumeKind.manual]: 'manual' } as const;

/** The student's editor of the resume (the web's routes), where they act on the suggestion. */
export function resumeLink(r: Pick<ResumeRecord, 'id' | 'kind'>): string {
  if (r.kind === ResumeKind.en) return `/resume/resumeEN/${r.id}`;
  if (r.kind === ResumeKind.manual) return `/resume/manual/${r.id}`;
  return `/resume/resumeCN/${r.id}`;
}

/** A suggestion left from an earlier request is not this review's comment. */
const writtenForThisRequest = (r: ResumeRecord) => !r.optimizeRequestedAt || (!!r.suggestedAt && r.suggestedAt >= r.optimizeRequestedAt);

/**
 * A review finished (the request marked done), reported in the transaction that marks it: the
 * student is told the outcome. A suggestion written for this request and released to the student
 * means 'returned' with it; none, one still a draft (the student must not read a draft) or one left
 * from an earlier request means 'approved'. The reviewer named is the suggestion's author, else
 * whoever finished. One notice per request: the key carries the request's time, so asking again and
 * being reviewed again is a new notice, a repeat is not.
 */
export async function reportReviewFinished(tx: Queryable, r: ResumeRecord, finishedBy: number): Promise<void> {
  const resume = resumeOf[r.kind as keyof typeof resumeOf];
  if (!resume) return;
  const returned = r.isShowOptimizeSuggest && !!r.optimizeSuggest?.trim() && writtenForThisRequest(r);
  const reviewer = await personName(tx, returned && r.suggestedBy ? r.suggestedBy : finishedBy);
  await notify(tx, {
    kind: 'resumes.review-finished', key: `resumes.review-finished:${r.id}:${r.optimizeRequestedAt?.toISOString() ?? 'unrequested'}`,
    recipients: [r.studentId], link: resumeLink(r),
    params: { resume, outcome: returned ? 'returned' : 'approved', comment: returned ? r.optimizeSuggest : null, reviewer: reviewer ?? { zh: '审阅老师', en: 'The reviewer' } },
  });
}
