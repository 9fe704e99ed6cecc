import type { BiText, KindsOf, TemplatesOf } from './common.ts';

/**
 * The notices of resume reviews. Kinds are named `resumes.<event>`.
 *
 * `resumes.review-finished` is not mandatory: the student asked for the review, the resume stays
 * as it was, and the suggestion is on the resume list anyway; a student may turn the e-mail off.
 */
export interface ResumeNotices {
  'resumes.review-finished': {
    /** Which resume was reviewed (the list's names: Chinese resume, English resume, overview manual). */
    resume: 'cn' | 'en' | 'manual';
    /** 'returned': the reviewer released a suggestion to act on; 'approved': done with none. */
    outcome: 'approved' | 'returned';
    /** The released suggestion, as the reviewer wrote it (it has no other language); null when approved. */
    comment: string | null;
    /** The reviewer (counsellor or career office), English name where the account has one. */
    reviewer: BiText;
  };
}

export const resumeKinds = {
  'resumes.review-finished': { mandatory: false, zh: '简历修改建议', en: 'Resume reviews' },
} as const satisfies KindsOf<ResumeNotices>;

const resumeName = {
  cn: { zh: '中文简历', en: 'Chinese resume' },
  en: { zh: '英文简历', en: 'English resume' },
  manual: { zh: '概况手册', en: 'overview manual' },
} as const;

export const resumeTemplates: TemplatesOf<ResumeNotices> = {
  'resumes.review-finished': (p) => {
    const r = resumeName[p.resume];
    if (p.outcome === 'returned') {
      return {
        zh: { subject: `简历已审阅：${r.zh}有修改建议`, body: `${p.reviewer.zh}审阅了您的${r.zh}，请根据以下建议修改：\n${p.comment ?? ''}` },
        en: { subject: `Resume reviewed: suggestions for your ${r.en}`, body: `${p.reviewer.en} reviewed your ${r.en} and suggests these changes:\n${p.comment ?? ''}` },
      };
    }
    return {
      zh: { subject: `简历已审阅：${r.zh}无需修改`, body: `${p.reviewer.zh}审阅了您的${r.zh}，没有修改建议。` },
      en: { subject: `Resume reviewed: your ${r.en} is fine`, body: `${p.reviewer.en} reviewed your ${r.en} and has no changes to suggest.` },
    };
  },
};
