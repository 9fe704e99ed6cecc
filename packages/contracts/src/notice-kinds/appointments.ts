import type { BiText, KindsOf, TemplatesOf } from './common.ts';

/** Who an appointment notice is for: the student sees the counsellor's name, the counsellor the student's. */
export interface AppointmentNoticeParams {
  /** The consult type ('职业咨询' / 'Career consulting'). */
  consultType: BiText;
  /** The other person of the appointment. */
  withName: BiText;
  /** 'YYYY-MM-DD HH:mm~HH:mm' at the school. */
  when: string;
  /** In person or online. */
  interflow: BiText;
  /** The room, or for an online appointment the meeting link. */
  place: BiText;
  online: boolean;
}

/** Who changed or cancelled a booking: the student, the counsellor, or the career office for the counsellor. */
export type AppointmentActor = 'student' | 'counsellor' | 'office';

/** A note typed by the counsellor (the booking's reply note): sent as typed, in both languages, since it has no other form. */
interface WithNote { note?: string }

export interface AppointmentNotices {
  /** A new booking: `to` the counsellor, who has it to review, or the student, as a receipt. */
  'appointments.booked': AppointmentNoticeParams & { to: 'student' | 'counsellor' };
  'appointments.approved': AppointmentNoticeParams & WithNote;
  'appointments.rejected': AppointmentNoticeParams & WithNote;
  /** Moved to another slot, or its place or meeting link changed: `before` is what the person had. */
  'appointments.changed': AppointmentNoticeParams & { by: AppointmentActor; before: { when: string; place: BiText; online: boolean } };
  'appointments.reminder': AppointmentNoticeParams & {
    /** The school day of the appointment against the school's today by the database clock. */
    day: 'today' | 'tomorrow' | 'later';
  };
  'appointments.cancelled': AppointmentNoticeParams & WithNote & { by: AppointmentActor };
  /**
   * A no-show that counts for the no-show policy: the student's no-shows this term with this one,
   * the policy's limit and block, and, when the block is on, the school day bookings open again.
   */
  'appointments.no-show': AppointmentNoticeParams & { noShows: number; limit: number; blockDays: number; blockedUntil: string | null };
}

/**
 * Mandatory (e-mail cannot be turned off) where the notice changes someone's plans or answers their
 * request: the approval (it carries the calendar invite) and the rejection, a change of time or
 * place, a cancellation, a no-show strike (it counts toward a block on booking). Not mandatory:
 * the booking's receipt and the counsellor's 'to review' (the desk lists pending bookings too) and
 * the reminder.
 */
export const appointmentKinds = {
  'appointments.booked': { mandatory: false, zh: '咨询预约提交', en: 'Appointment bookings' },
  'appointments.approved': { mandatory: true, zh: '咨询预约通过', en: 'Appointment approvals' },
  'appointments.rejected': { mandatory: true, zh: '咨询预约未通过', en: 'Appointment rejections' },
  'appointments.changed': { mandatory: true, zh: '咨询预约变更', en: 'Appointment changes' },
  'appointments.reminder': { mandatory: false, zh: '咨询预约提醒', en: 'Appointment reminders' },
  'appointments.cancelled': { mandatory: true, zh: '咨询预约取消', en: 'Appointment cancellations' },
  'appointments.no-show': { mandatory: true, zh: '咨询预约未到场记录', en: 'Missed appointments' },
} as const satisfies KindsOf<AppointmentNotices>;

const dayWord = { today: { zh: '今天', en: 'today' }, tomorrow: { zh: '明天', en: 'tomorrow' }, later: { zh: '近期', en: 'soon' } } as const;

const actor = {
  student: { zh: '学生', en: 'The student' },
  counsellor: { zh: '咨询师', en: 'The counsellor' },
  office: { zh: '职业发展中心', en: 'The Career Development Centre' },
} as const;

const placeLine = (online: boolean, place: BiText): BiText =>
  (online ? { zh: `会议链接：${place.zh}`, en: `Meeting link: ${place.en}` } : { zh: `地点：${place.zh}`, en: `Place: ${place.en}` });

/** The lines every appointment notice carries; online ones name the meeting link rather than a room. */
function appointmentLines(p: AppointmentNoticeParams): BiText {
  const place = placeLine(p.online, p.place);
  return {
    zh: `${p.consultType.zh}（${p.withName.zh}）\n时间：${p.when}（北京时间）\n方式：${p.interflow.zh}\n${place.zh}`,
    en: `${p.consultType.en} with ${p.withName.en}\nTime: ${p.when} (Beijing time)\nHow: ${p.interflow.en}\n${place.en}`,
  };
}

/** The counsellor's note as its own line, when there is one. */
const noteLine = (note: string | undefined, label: BiText): BiText =>
  (note ? { zh: `\n${label.zh}：${note}`, en: `\n${label.en}: ${note}` } : { zh: '', en: '' });

/** What the no-show policy means for the student now (appointments README 'No-show policy'). */
function policyLine(p: AppointmentNotices['appointments.no-show']): BiText {
  if (p.blockedUntil) {
    return {
      zh: `已达到本学期 ${p.limit} 次的上限，${p.blockedUntil} 之前不能新建预约。`,
      en: `That reaches this term's limit of ${p.limit}: you can book again from ${p.blockedUntil}.`,
    };
  }
  if (p.noShows < p.limit) {
    return {
      zh: `本学期累计 ${p.limit} 次未到场后，${p.blockDays} 天内不能新建预约。`,
      en: `After ${p.limit} missed appointments in a term, new bookings are closed to you for ${p.blockDays} days.`,
    };
  }
  return { zh: `本学期已达到 ${p.limit} 次的上限。`, en: `This term's limit of ${p.limit} has been reached.` };
}

export const appointmentTemplates: TemplatesOf<AppointmentNotices> = {
  'appointments.booked': (p) => {
    const lines = appointmentLines(p);
    return p.to === 'counsellor'
      ? {
        zh: { subject: `新的预约待审核：${p.consultType.zh} ${p.when}`, body: `您有一个新的预约待审核：\n${lines.zh}` },
        en: { subject: `New appointment to review: ${p.consultType.en} ${p.when}`, body: `A new appointment waits for your review:\n${lines.en}` },
      }
      : {
        zh: { subject: `预约已提交：${p.consultType.zh} ${p.when}`, body: `您的预约已提交，等待咨询师审核：\n${lines.zh}` },
        en: { subject: `Appointment booked: ${p.consultType.en} ${p.when}`, body: `Your appointment is booked and waits for the counsellor's approval:\n${lines.en}` },
      };
  },
  'appointments.approved': (p) => {
    const lines = appointmentLines(p);
    const note = noteLine(p.note, { zh: '咨询师留言', en: 'Note from the counsellor' });
    return {
      zh: { subject: `预约已通过：${p.consultType.zh} ${p.when}`, body: `您的预约已通过审核：\n${lines.zh}${note.zh}` },
      en: { subject: `Appointment approved: ${p.consultType.en} ${p.when}`, body: `Your appointment is approved:\n${lines.en}${note.en}` },
    };
  },
  'appointments.rejected': (p) => {
    const lines = appointmentLines(p);
    const note = noteLine(p.note, { zh: '原因', en: 'Reason' });
    return {
      zh: { subject: `预约未通过：${p.consultType.zh} ${p.when}`, body: `很抱歉，您的预约未通过审核，您可以另约时间：\n${lines.zh}${note.zh}` },
      en: { subject: `Appointment not approved: ${p.consultType.en} ${p.when}`, body: `Sorry, your appointment was not approved; you may book another time:\n${lines.en}${note.en}` },
    };
  },
  'appointments.changed': (p) => {
    const lines = appointmentLines(p);
    const by = actor[p.by];
    const before = placeLine(p.before.online, p.before.place);
    return {
      zh: { subject: `预约已变更：${p.consultType.zh} ${p.when}`, body: `${by.zh}变更了该预约。\n原为：${p.before.when}，${before.zh}\n现为：\n${lines.zh}` },
      en: { subject: `Appointment changed: ${p.consultType.en} ${p.when}`, body: `${by.en} changed this appointment.\nBefore: ${p.before.when}, ${before.en}\nNow:\n${lines.en}` },
    };
  },
  'appointments.reminder': (p) => {
    const lines = appointmentLines(p);
    const d = dayWord[p.day];
    return {
      zh: { subject: `预约提醒：${d.zh}有${p.consultType.zh}`, body: `您${d.zh}有一次预约：\n${lines.zh}` },
      en: { subject: `Reminder: ${p.consultType.en.toLowerCase()} ${d.en}`, body: `You have an appointment ${d.en}:\n${lines.en}` },
    };
  },
  'appointments.cancelled': (p) => {
    const lines = appointmentLines(p);
    const by = actor[p.by];
    const note = noteLine(p.note, { zh: '原因', en: 'Reason' });
    return {
      zh: { subject: `预约已取消：${p.consultType.zh} ${p.when}`, body: `${by.zh}已取消该预约：\n${lines.zh}${note.zh}` },
      en: { subject: `Appointment cancelled: ${p.consultType.en} ${p.when}`, body: `${by.en} cancelled this appointment:\n${lines.en}${note.en}` },
    };
  },
  'appointments.no-show': (p) => {
    const lines = appointmentLines(p);
    const policy = policyLine(p);
    return {
      zh: {
        subject: `未到场记录：${p.consultType.zh} ${p.when}`,
        body: `您未参加以下预约，已记为本学期第 ${p.noShows} 次未到场：\n${lines.zh}\n${policy.zh}`,
      },
      en: {
        subject: `Missed appointment recorded: ${p.consultType.en} ${p.when}`,
        body: `You did not attend this appointment; that makes ${p.noShows} missed this term:\n${lines.en}\n${policy.en}`,
      },
    };
  },
};
