import { describe, expect, it } from 'vitest';
import type { SamplesOf } from './common.ts';
import { checkFamily } from './family-test-kit.ts';
import { surveyKinds, surveyTemplates, type SurveyNotices } from './surveys.ts';

const faculty = {
  survey: { zh: '课程教学评估', en: 'Course teaching evaluation' }, about: { zh: '战略管理 · 赵教授', en: 'Strategy · Prof. Zhao' },
  opens: '2026-06-01 08:00', closes: '2026-06-15 00:00',
};
const graduate = { ...faculty, survey: { zh: '毕业生离校调查', en: 'Graduate exit survey' }, about: null };
const samples: SamplesOf<SurveyNotices> = {
  'surveys.assigned': [faculty, graduate],
  'surveys.closing-soon': [faculty, graduate],
};

describe('survey notices', () => {
  it('have labels, samples, and Chinese only in Chinese', () => checkFamily(surveyKinds, surveyTemplates, samples));

  it('the assignment names the survey, what it is about and its window', () => {
    const [withAbout, plain] = samples['surveys.assigned'].map((p) => surveyTemplates['surveys.assigned'](p));
    expect(withAbout!.zh).toEqual({ subject: '请填写问卷：课程教学评估', body: '您有一份问卷待填写：“课程教学评估”（战略管理 · 赵教授）\n填写时间：2026-06-01 08:00 至 2026-06-15 00:00（北京时间）' });
    expect(withAbout!.en).toEqual({
      subject: 'Survey to fill in: Course teaching evaluation',
      body: 'You are asked to fill in the survey "Course teaching evaluation" (Strategy · Prof. Zhao).\nOpen: 2026-06-01 08:00 to 2026-06-15 00:00 (Beijing time)',
    });
    expect(plain!.zh.body).toContain('“毕业生离校调查”\n');
    expect(plain!.en.body).toContain('the survey "Graduate exit survey".');
  });

  it('the reminder says when it closes and that it is not submitted yet', () => {
    const [withAbout, plain] = samples['surveys.closing-soon'].map((p) => surveyTemplates['surveys.closing-soon'](p));
    expect(withAbout!.zh).toEqual({ subject: '问卷即将截止：课程教学评估', body: '问卷“课程教学评估”（战略管理 · 赵教授）将于 2026-06-15 00:00（北京时间）截止，您尚未提交。' });
    expect(withAbout!.en.subject).toBe('Survey closing soon: Course teaching evaluation');
    expect(withAbout!.en.body).toBe('The survey "Course teaching evaluation" (Strategy · Prof. Zhao) closes at 2026-06-15 00:00 (Beijing time), and you have not submitted it yet.');
    expect(plain!.en.body).toMatch(/^The survey "Graduate exit survey" closes at/);
  });

  it('are informational: a student may turn their e-mails off', () => {
    expect(surveyKinds['surveys.assigned'].mandatory).toBe(false);
    expect(surveyKinds['surveys.closing-soon'].mandatory).toBe(false);
  });
});
