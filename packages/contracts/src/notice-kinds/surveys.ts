import type { BiText, KindsOf, TemplatesOf } from './common.ts';

/**
 * The notices of surveys, to the students asked to answer one (modules/surveys README 'Notices').
 * Neither is mandatory: an assigned survey is informational (the survey lists show it anyway) and
 * the closing reminder is a reminder; a student may turn their e-mails off.
 */
export interface SurveyNoticeParams {
  /** The survey's name. */
  survey: BiText;
  /** What this sending is about: a faculty evaluation's course and teacher, a mentor, a title; null when nothing more. */
  about: BiText | null;
  /** The window, 'YYYY-MM-DD HH:mm' at the school; it closes at `closes` (exclusive). */
  opens: string;
  closes: string;
}

export interface SurveyNotices {
  'surveys.assigned': SurveyNoticeParams;
  'surveys.closing-soon': SurveyNoticeParams;
}

export const surveyKinds = {
  'surveys.assigned': { mandatory: false, zh: '问卷待填写', en: 'Surveys to fill in' },
  'surveys.closing-soon': { mandatory: false, zh: '问卷即将截止', en: 'Surveys closing soon' },
} as const satisfies KindsOf<SurveyNotices>;

const named = (p: SurveyNoticeParams): BiText => ({
  zh: `“${p.survey.zh}”${p.about ? `（${p.about.zh}）` : ''}`,
  en: `"${p.survey.en}"${p.about ? ` (${p.about.en})` : ''}`,
});

export const surveyTemplates: TemplatesOf<SurveyNotices> = {
  'surveys.assigned': (p) => {
    const n = named(p);
    return {
      zh: { subject: `请填写问卷：${p.survey.zh}`, body: `您有一份问卷待填写：${n.zh}\n填写时间：${p.opens} 至 ${p.closes}（北京时间）` },
      en: { subject: `Survey to fill in: ${p.survey.en}`, body: `You are asked to fill in the survey ${n.en}.\nOpen: ${p.opens} to ${p.closes} (Beijing time)` },
    };
  },
  'surveys.closing-soon': (p) => {
    const n = named(p);
    return {
      zh: { subject: `问卷即将截止：${p.survey.zh}`, body: `问卷${n.zh}将于 ${p.closes}（北京时间）截止，您尚未提交。` },
      en: { subject: `Survey closing soon: ${p.survey.en}`, body: `The survey ${n.en} closes at ${p.closes} (Beijing time), and you have not submitted it yet.` },
    };
  },
};
