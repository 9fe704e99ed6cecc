import type { BiText, KindsOf, TemplatesOf } from './common.ts';

/**
 * The notices of double-degree interviews and results. Kinds are named `double-degree.<event>`.
 *
 * - `double-degree.interview-booked` is not mandatory: the student booked it themselves and sees
 *   it on My Application; the office sees it in its console. It carries the calendar invite.
 * - `double-degree.result-published` is mandatory: a result decides the student's next step
 *   (book the interview, or not; admitted or not).
 *
 * Programmes and rounds have only one name today (in the demo a Chinese name with the English
 * after it); where there is no English, `en` is that name.
 */

interface ProgrammeParams {
  /** The programme (partner school). */
  programme: BiText;
  /** The round (ddApplyManage) the application belongs to. */
  round: BiText;
}

export interface DoubleDegreeNotices {
  'double-degree.interview-booked': ProgrammeParams & {
    /** The student who booked, or the office told of it (who sees the student's name and number). */
    audience: 'student' | 'office';
    student: BiText;
    studentNumber: string;
    /** 'YYYY-MM-DD HH:mm~HH:mm' at the school. */
    when: string;
    /** The venue as the office entered it (one text, no English form). */
    place: string;
  };
  'double-degree.result-published': ProgrammeParams & {
    /** gsm_result, partner_result, last_result: the school's internal selection, the partner's interview, the final admission. */
    stage: 'internal' | 'partner' | 'final';
    outcome: 'passed' | 'failed';
    /** Internal selection passed and the programme has interview days: the student may book now. */
    canBook: boolean;
  };
}

export const doubleDegreeKinds = {
  'double-degree.interview-booked': { mandatory: false, zh: '双学位面试预约', en: 'Double-degree interview bookings' },
  'double-degree.result-published': { mandatory: true, zh: '双学位申请结果', en: 'Double-degree results' },
} as const satisfies KindsOf<DoubleDegreeNotices>;

const stageWord = {
  internal: { zh: '校内选拔', en: 'internal selection' },
  partner: { zh: '合作院校面试', en: 'partner school interview' },
  final: { zh: '最终录取', en: 'final admission' },
} as const;

function outcomeOf(p: DoubleDegreeNotices['double-degree.result-published']): { zh: string; en: string; next: BiText } {
  if (p.stage === 'final') {
    return p.outcome === 'passed'
      ? { zh: '已录取', en: 'admitted', next: { zh: '恭喜！学院将与您联系后续安排。', en: 'Congratulations! The office will contact you about the next steps.' } }
      : { zh: '未录取', en: 'not admitted', next: { zh: '感谢您的申请。', en: 'Thank you for applying.' } };
  }
  if (p.outcome === 'failed') return { zh: '未通过', en: 'not passed', next: { zh: '感谢您的申请。', en: 'Thank you for applying.' } };
  const next = p.canBook
    ? { zh: '请在“我的申请”中预约面试。', en: 'Please book your interview under My Application.' }
    : { zh: '请留意后续安排。', en: 'The office will tell you what comes next.' };
  return { zh: '通过', en: 'passed', next };
}

export const doubleDegreeTemplates: TemplatesOf<DoubleDegreeNotices> = {
  'double-degree.interview-booked': (p) => {
    const lines = {
      zh: `项目：${p.programme.zh}\n轮次：${p.round.zh}\n时间：${p.when}（北京时间）\n地点：${p.place}`,
      en: `Programme: ${p.programme.en}\nRound: ${p.round.en}\nTime: ${p.when} (Beijing time)\nPlace: ${p.place}`,
    };
    if (p.audience === 'student') {
      return {
        zh: { subject: `双学位面试已预约：${p.when}`, body: `您已预约双学位面试：\n${lines.zh}` },
        en: { subject: `Double-degree interview booked: ${p.when}`, body: `Your double-degree interview is booked:\n${lines.en}` },
      };
    }
    return {
      zh: { subject: `双学位面试预约：${p.student.zh}（${p.studentNumber}）${p.when}`, body: `${p.student.zh}（${p.studentNumber}）预约了面试：\n${lines.zh}` },
      en: { subject: `Double-degree interview booked: ${p.student.en} (${p.studentNumber}) ${p.when}`, body: `${p.student.en} (${p.studentNumber}) booked an interview:\n${lines.en}` },
    };
  },
  'double-degree.result-published': (p) => {
    const s = stageWord[p.stage];
    const o = outcomeOf(p);
    return {
      zh: { subject: `双学位${s.zh}结果：${o.zh}`, body: `您申请的${p.programme.zh}（${p.round.zh}）${s.zh}结果：${o.zh}。\n${o.next.zh}` },
      en: { subject: `Double degree, ${s.en}: ${o.en}`, body: `Your application to ${p.programme.en} (${p.round.en}), ${s.en}: ${o.en}.\n${o.next.en}` },
    };
  },
};
