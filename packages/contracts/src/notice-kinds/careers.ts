import { WITHDRAW_CUTOFF_HOURS } from '../careers/activities.ts';
import type { BiText, KindsOf, TemplatesOf } from './common.ts';

/**
 * The notices of career activities. Kinds are named `careers.<event>`.
 *
 * - `careers.activity-promoted`: a waiting student was given a place (someone withdrew, or the office
 *   raised the places). **Mandatory**: the student now holds a place they must attend or give back,
 *   which changes their plans; it carries a calendar invite.
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
}

export const careerKinds = {
  'careers.activity-promoted': { mandatory: true, zh: '活动候补转正', en: 'Activity waitlist promotions' },
} as const satisfies KindsOf<CareerNotices>;

const reasonText = {
  withdrawal: { zh: '有同学取消了报名', en: 'A place came free' },
  capacity: { zh: '活动增加了名额', en: 'The career office added places' },
} as const;

export const careerTemplates: TemplatesOf<CareerNotices> = {
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
