import { describe, expect, it } from 'vitest';
import type { SamplesOf } from './common.ts';
import { checkFamily } from './family-test-kit.ts';
import { resumeKinds, resumeTemplates, type ResumeNotices } from './resumes.ts';

const reviewer = { zh: '周老师', en: 'Ms Zhou' };
const samples: SamplesOf<ResumeNotices> = {
  'resumes.review-finished': [
    { resume: 'cn', outcome: 'returned', comment: 'Quantify your core strengths.', reviewer },
    { resume: 'en', outcome: 'approved', comment: null, reviewer },
    { resume: 'manual', outcome: 'returned', comment: 'Shorten the work section.', reviewer },
  ],
};
const render = (i: number) => resumeTemplates['resumes.review-finished'](samples['resumes.review-finished'][i]!);

describe('resume notices', () => {
  it('have labels, samples, and Chinese only in Chinese', () => checkFamily(resumeKinds, resumeTemplates, samples));

  it('a returned resume carries the reviewer and the comment, in both languages', () => {
    const t = render(0);
    expect(t.zh).toEqual({ subject: '简历已审阅：中文简历有修改建议', body: '周老师审阅了您的中文简历，请根据以下建议修改：\nQuantify your core strengths.' });
    expect(t.en).toEqual({ subject: 'Resume reviewed: suggestions for your Chinese resume', body: 'Ms Zhou reviewed your Chinese resume and suggests these changes:\nQuantify your core strengths.' });
    expect(render(2).en.subject).toBe('Resume reviewed: suggestions for your overview manual');
    expect(render(2).zh.subject).toBe('简历已审阅：概况手册有修改建议');
  });

  it('an approved resume says there is nothing to change; the kind is optional', () => {
    const t = render(1);
    expect(t.zh.subject).toBe('简历已审阅：英文简历无需修改');
    expect(t.en).toEqual({ subject: 'Resume reviewed: your English resume is fine', body: 'Ms Zhou reviewed your English resume and has no changes to suggest.' });
    expect(resumeKinds['resumes.review-finished'].mandatory).toBe(false);
  });
});
