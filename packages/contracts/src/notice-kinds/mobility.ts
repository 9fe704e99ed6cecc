import type { KindsOf, TemplatesOf } from './common.ts';

/**
 * The notices of visiting projects and study trips. Kinds are named `mobility.<event>`.
 *
 * - `mobility.queue-promoted`: a queued application to a visiting project was given a place (someone
 *   cancelled, or the office raised the project's places). **Mandatory**: the student is now going,
 *   and must hand in their documents.
 * - `mobility.exemption-reviewed`: the office approved, rejected or returned a study-trip
 *   exemption. **Mandatory**: a result that decides whether the student travels.
 *
 * Project names, cities, dates and plan names are typed by the office in one field each (no English
 * column), so both languages show them as typed. The projects' dates are free text, so no invite.
 */
export interface MobilityPlanName {
  /** The plan's school year as the office typed it ('2025-2026'). */
  schoolYear: string;
  /** The plan's number ('2026-01'). */
  number: string;
}

export interface MobilityNotices {
  'mobility.queue-promoted': {
    plan: MobilityPlanName;
    project: string;
    city: string;
    /** The project's dates, as the office typed them. */
    dates: string;
    reason: 'cancellation' | 'capacity';
  };
  'mobility.exemption-reviewed': {
    plan: MobilityPlanName;
    decision: 'approved' | 'rejected' | 'returned';
    /** The office's comment ('' when it gave none, which only an approval may). */
    opinion: string;
  };
}

export const mobilityKinds = {
  'mobility.queue-promoted': { mandatory: true, zh: '游学项目排队递补', en: 'Visiting project queue promotions' },
  'mobility.exemption-reviewed': { mandatory: true, zh: '游学免修审核结果', en: 'Study trip exemption decisions' },
} as const satisfies KindsOf<MobilityNotices>;

const planText = (p: MobilityPlanName) => ({ zh: `${p.schoolYear} 学年游学计划（${p.number}）`, en: `the ${p.schoolYear} study trip (${p.number})` });

const reasonText = {
  cancellation: { zh: '有同学取消了申请', en: 'A place came free' },
  capacity: { zh: '项目增加了名额', en: 'The office added places' },
} as const;

const decisionText = {
  approved: { zh: '已通过', en: 'approved', zhLine: '您无需参加本次游学。', enLine: 'You do not need to join this study trip.' },
  rejected: {
    zh: '未通过', en: 'not approved',
    zhLine: '该决定为最终结果，请按计划参加游学。', enLine: 'This decision is final: you take part in the study trip as planned.',
  },
  returned: {
    zh: '已退回', en: 'returned',
    zhLine: '请在免修申请开放期间修改后重新提交。', enLine: 'Please revise it and submit again while exemption applications are open.',
  },
} as const;

export const mobilityTemplates: TemplatesOf<MobilityNotices> = {
  'mobility.queue-promoted': (p) => {
    const plan = planText(p.plan);
    const r = reasonText[p.reason];
    return {
      zh: {
        subject: `排队递补成功：${p.project}`,
        body: `${r.zh}，您在${plan.zh}中排队的项目已递补为选中。\n项目：${p.project}\n城市：${p.city}\n时间：${p.dates}\n`
          + '请在截止日前上传护照号及六类材料；如不能参加，请尽早取消，名额将转给下一位排队同学。',
      },
      en: {
        subject: `You have a place: ${p.project}`,
        body: `${r.en}, and your queued application in ${plan.en} is now selected.\nProject: ${p.project}\nCity: ${p.city}\nDates: ${p.dates}\n`
          + 'Please upload your passport number and the six documents before the deadline. If you cannot go, cancel soon so the place goes to the next student in the queue.',
      },
    };
  },
  'mobility.exemption-reviewed': (p) => {
    const plan = planText(p.plan);
    const d = decisionText[p.decision];
    const opinion = p.opinion ? { zh: `\n审核意见：${p.opinion}`, en: `\nThe office's comment: ${p.opinion}` } : { zh: '', en: '' };
    return {
      zh: { subject: `游学免修申请${d.zh}`, body: `您在${plan.zh}中的免修申请${d.zh}。${d.zhLine}${opinion.zh}` },
      en: { subject: `Study trip exemption ${d.en}`, body: `Your exemption from ${plan.en} was ${d.en}. ${d.enLine}${opinion.en}` },
    };
  },
};
