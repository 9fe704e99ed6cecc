import { WITHDRAW_CUTOFF_HOURS } from '../careers/activities.ts';
import type { ApplicationStatus } from '../careers/position-applications.ts';
import type { BiText, KindsOf, TemplatesOf } from './common.ts';

/**
 * The notices of career activities. Kinds are named `careers.<event>`.
 *
 * - `careers.activity-promoted`: a waiting student was given a place (someone withdrew, or the office
 *   raised the places). **Mandatory**: the student now holds a place they must attend or give back,
 *   which changes their plans; it carries a calendar invite.
 *
 * - `careers.application-status`: the career office moved the student's application to a posting
 *   (sent to the employer, interview, offer, declined). **Mandatory**: an interview or an offer asks
 *   the student to act, and a student who turned e-mail off would miss it.
 *
 * An activity with sign-ups cannot be deleted (code 3366), so there is no cancellation to report.
 */
export interface CareerNotices {
  'careers.activity-promoted': {
    /** The activity's name (the English one when the office typed it). */
    title: BiText;
    /** Each time of the activity, 'YYYY-MM-DD HH:mm~HH:mm' at the school. */
    times: string[];
    place: BiText;
    /** Why a place came free: another student withdrew, or the office added places. */
    reason: 'withdrawal' | 'capacity';
  };
  'careers.application-status': {
    /** The posting's name and its employer's (English where the office typed one). */
    position: BiText;
    employer: BiText;
    /** The status the application moved to (never 'submitted': that is the student's own act). */
    status: ApplicationStatus;
  };
}

export const careerKinds = {
  'careers.activity-promoted': { mandatory: true, zh: '活动候补转正', en: 'Activity waitlist promotions' },
  'careers.application-status': { mandatory: true, zh: '职位投递进展', en: 'Job application updates' },
} as const satisfies KindsOf<CareerNotices>;

const reasonText = {
  withdrawal: { zh: '有同学取消了报名', en: 'A place came free' },
  capacity: { zh: '活动增加了名额', en: 'The career office added places' },
} as const;

/** What each status means to the student, and what to do next. */
const statusText: Record<ApplicationStatus, { zh: string; en: string; zhNext: string; enNext: string }> = {
  submitted: { zh: '已投递', en: 'submitted', zhNext: '', enNext: '' },
  sent_to_employer: { zh: '已推荐给用人单位', en: 'sent to the employer', zhNext: '就业指导中心已将您的简历发送给用人单位，请留意单位的联系。', enNext: 'The career office has sent your resume to the employer; watch for their contact.' },
  interview: { zh: '进入面试', en: 'invited to interview', zhNext: '用人单位希望与您面试，就业指导中心或单位将与您联系面试安排。', enNext: 'The employer would like to interview you; the career office or the employer will contact you about the arrangements.' },
  offer: { zh: '获得录用', en: 'offered the position', zhNext: '恭喜！请与就业指导中心联系确认录用事宜。', enNext: 'Congratulations! Contact the career office to confirm the offer.' },
  declined: { zh: '未通过', en: 'not taken further', zhNext: '感谢您的投递，欢迎继续关注其他职位。', enNext: 'Thank you for applying; other positions are open on the recruitment page.' },
};

export const careerTemplates: TemplatesOf<CareerNotices> = {
  'careers.application-status': (p) => {
    const s = statusText[p.status];
    return {
      zh: {
        subject: `投递进展：${p.employer.zh}“${p.position.zh}”${s.zh}`,
        body: `您投递的职位“${p.position.zh}”（${p.employer.zh}）状态已更新为：${s.zh}。\n${s.zhNext}\n可在“我的投递”中查看。`,
      },
      en: {
        subject: `Your application for ${p.position.en} at ${p.employer.en}: ${s.en}`,
        body: `Your application for ${p.position.en} (${p.employer.en}) is now: ${s.en}.\n${s.enNext}\nSee My applications for details.`,
      },
    };
  },
  'careers.activity-promoted': (p) => {
    const r = reasonText[p.reason];
    const times = { zh: p.times.join('；'), en: p.times.join('; ') };
    return {
      zh: {
        subject: `候补成功：您已获得“${p.title.zh}”的名额`,
        body: `${r.zh}，您已从候补名单转为报名成功。\n活动：${p.title.zh}\n时间：${times.zh}（北京时间）\n地点：${p.place.zh}\n`
          + `如不能参加，请在活动开始 ${WITHDRAW_CUTOFF_HOURS} 小时前在“我的活动”中取消报名，名额将转给下一位候补同学。`,
      },
      en: {
        subject: `Off the waitlist: you have a place at ${p.title.en}`,
        body: `${r.en}, and you moved from the waitlist to a place.\nActivity: ${p.title.en}\nTime: ${times.en} (Beijing time)\nPlace: ${p.place.en}\n`
          + `If you cannot come, withdraw under My activities at least ${WITHDRAW_CUTOFF_HOURS} hours before it starts, so the place goes to the next student waiting.`,
      },
    };
  },
};
