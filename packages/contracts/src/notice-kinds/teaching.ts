import type { BiText, KindsOf, TemplatesOf } from './common.ts';

/**
 * The notices of teaching: a lecture's time or place changed, a waiting student given a lecture
 * seat (a lecture with sign-ups cannot be deleted, so there is no cancellation), a class change
 * decided, an attendance warning. Kinds are named `teaching.<event>`.
 *
 * Mandatory: the lecture change, the seat given from the waitlist and the class-change decision
 * change the student's plans (where and when to be, a seat to attend or give back, which class
 * they are in), so their e-mail cannot be turned off; careers' waitlist promotion is mandatory for
 * the same reason. The attendance warning decides nothing (the rate is the teacher's record, the
 * result comes later): optional.
 */

/** A lecture's time and place at one moment. */
export interface LectureSlot {
  /** 'YYYY-MM-DD HH:mm~HH:mm' at the school (the end's day too when it is another day). */
  when: string;
  place: BiText;
}

export interface LectureChangedParams {
  subject: BiText;
  before: LectureSlot;
  after: LectureSlot;
}

/** A waiting student was given a seat of a lecture (README 'Lectures', 'Waitlist'). */
export interface LecturePromotedParams {
  subject: BiText;
  slot: LectureSlot;
  /** Why a seat came free: a student withdrew or staff removed a sign-up, or staff added seats. */
  reason: 'seat-freed' | 'capacity';
  /** The sign-up window's close ('YYYY-MM-DD HH:mm' at the school) while it is open; null once closed. */
  withdrawUntil: string | null;
}

export interface ClassChangeDecidedParams {
  course: BiText;
  courseNumber: string;
  fromClass: BiText;
  toClass: BiText;
  approved: boolean;
  /** The reviewer's comment as written (no English form); '' when none. */
  comment: string;
}

/** A student's attendance in one class, at the record that took it below the threshold. */
export interface AttendanceFacts {
  course: BiText;
  courseNumber: string;
  className: BiText;
  /** Points earned over points possible (the school's points per status), in percent with one decimal. */
  rate: number;
  earned: number;
  possible: number;
  /** Sessions recorded. */
  records: number;
  /** The threshold in percent. */
  threshold: number;
}

/** The student reads about their own attendance; the teacher about the student's. */
export type AttendanceWarningParams = AttendanceFacts & ({ to: 'student' } | { to: 'teacher'; studentName: BiText; studentNumber: string });

export interface TeachingNotices {
  'teaching.lecture-changed': LectureChangedParams;
  'teaching.lecture-promoted': LecturePromotedParams;
  'teaching.class-change-decided': ClassChangeDecidedParams;
  'teaching.attendance-warning': AttendanceWarningParams;
}

export const teachingKinds = {
  'teaching.lecture-changed': { mandatory: true, zh: '讲座时间地点变更', en: 'Lecture time or place changes' },
  'teaching.lecture-promoted': { mandatory: true, zh: '讲座候补转正', en: 'Lecture waitlist promotions' },
  'teaching.class-change-decided': { mandatory: true, zh: '调班审核结果', en: 'Class change decisions' },
  'teaching.attendance-warning': { mandatory: false, zh: '考勤预警', en: 'Attendance warnings' },
} as const satisfies KindsOf<TeachingNotices>;

/** What changed, as the subject names it. */
function changedWhat(p: LectureChangedParams): { time: boolean; place: boolean; zh: string; en: string } {
  const time = p.before.when !== p.after.when;
  const place = p.before.place.zh !== p.after.place.zh || p.before.place.en !== p.after.place.en;
  if (time && place) return { time, place, zh: '时间和地点', en: 'time and place' };
  if (place) return { time, place, zh: '地点', en: 'place' };
  return { time, place, zh: '时间', en: 'time' };
}

const commentLine = (comment: string): BiText => (comment.trim()
  ? { zh: `\n审核意见：${comment.trim()}`, en: `\nReviewer's comment: ${comment.trim()}` }
  : { zh: '', en: '' });

export const teachingTemplates: TemplatesOf<TeachingNotices> = {
  'teaching.lecture-changed': (p) => {
    const w = changedWhat(p);
    const wasWhen = w.time ? { zh: `（原为 ${p.before.when}）`, en: ` (was ${p.before.when})` } : { zh: '', en: '' };
    const wasPlace = w.place ? { zh: `（原为 ${p.before.place.zh}）`, en: ` (was ${p.before.place.en})` } : { zh: '', en: '' };
    return {
      zh: {
        subject: `讲座${w.zh}变更：${p.subject.zh}`,
        body: `您报名的讲座「${p.subject.zh}」${w.zh}有变更：\n时间：${p.after.when}（北京时间）${wasWhen.zh}\n地点：${p.after.place.zh}${wasPlace.zh}`,
      },
      en: {
        subject: `Lecture ${w.en} changed: ${p.subject.en}`,
        body: `The ${w.en} of the lecture "${p.subject.en}" you signed up for has changed:\nTime: ${p.after.when} (Beijing time)${wasWhen.en}\nPlace: ${p.after.place.en}${wasPlace.en}`,
      },
    };
  },
  'teaching.lecture-promoted': (p) => {
    const why = p.reason === 'capacity'
      ? { zh: '讲座增加了名额', en: 'The lecture has more seats now' }
      : { zh: '有同学的报名已撤销', en: 'A seat came free' };
    const after = p.withdrawUntil
      ? {
        zh: `如不能参加，请在报名截止（${p.withdrawUntil}）前在“我的讲座”中撤销报名，名额将转给下一位候补同学。`,
        en: `If you cannot come, withdraw under My lectures before sign-up closes (${p.withdrawUntil}, Beijing time), so the seat goes to the next student waiting.`,
      }
      : { zh: '报名已截止，如不能参加请联系教务老师。', en: 'Sign-up has closed: if you cannot come, please tell the teaching office.' };
    return {
      zh: {
        subject: `候补成功：您已获得讲座「${p.subject.zh}」的名额`,
        body: `${why.zh}，您已从候补名单转为报名成功。\n讲座：${p.subject.zh}\n时间：${p.slot.when}（北京时间）\n地点：${p.slot.place.zh}\n${after.zh}`,
      },
      en: {
        subject: `Off the waitlist: you have a seat at the lecture ${p.subject.en}`,
        body: `${why.en}, and you moved from the waitlist to a seat.\nLecture: ${p.subject.en}\nTime: ${p.slot.when} (Beijing time)\nPlace: ${p.slot.place.en}\n${after.en}`,
      },
    };
  },
  'teaching.class-change-decided': (p) => {
    const c = commentLine(p.comment);
    return p.approved
      ? {
        zh: { subject: `调班申请已通过：${p.course.zh}`, body: `您的调班申请已通过：${p.course.zh}（${p.courseNumber}）已从「${p.fromClass.zh}」调至「${p.toClass.zh}」。${c.zh}` },
        en: { subject: `Class change approved: ${p.course.en}`, body: `Your class change was approved: ${p.course.en} (${p.courseNumber}) moved from ${p.fromClass.en} to ${p.toClass.en}.${c.en}` },
      }
      : {
        zh: { subject: `调班申请未通过：${p.course.zh}`, body: `您的调班申请未通过：${p.course.zh}（${p.courseNumber}）仍在「${p.fromClass.zh}」，未调至「${p.toClass.zh}」。${c.zh}` },
        en: { subject: `Class change refused: ${p.course.en}`, body: `Your class change was refused: ${p.course.en} (${p.courseNumber}) stays in ${p.fromClass.en}, not ${p.toClass.en}.${c.en}` },
      };
  },
  'teaching.attendance-warning': (p) => {
    const facts = {
      zh: `出勤率 ${p.rate}%（${p.records} 次考勤得分 ${p.earned}/${p.possible}），低于 ${p.threshold}%`,
      en: `${p.rate}% (${p.earned} of ${p.possible} points over ${p.records} recorded sessions), below ${p.threshold}%`,
    };
    if (p.to === 'student') {
      return {
        zh: {
          subject: `考勤预警：${p.course.zh}`,
          body: `您在「${p.course.zh}」（${p.className.zh}）的${facts.zh}。缺勤过多可能影响课程成绩，请按时上课；如有疑问请联系任课教师。`,
        },
        en: {
          subject: `Attendance warning: ${p.course.en}`,
          body: `Your attendance in ${p.course.en} (${p.className.en}) is ${facts.en}. Missing more classes may put your result at risk: please attend, and ask your teacher if anything is unclear.`,
        },
      };
    }
    return {
      zh: {
        subject: `考勤预警：${p.studentName.zh}（${p.course.zh}）`,
        body: `学生 ${p.studentName.zh}（${p.studentNumber}）在「${p.course.zh}」（${p.className.zh}）的${facts.zh}。该学生也已收到提醒。`,
      },
      en: {
        subject: `Attendance warning: ${p.studentName.en} in ${p.course.en}`,
        body: `The attendance of ${p.studentName.en} (${p.studentNumber}) in ${p.course.en} (${p.className.en}) is ${facts.en}. The student has been told as well.`,
      },
    };
  },
};
