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

export interface AppointmentNotices {
  'appointments.reminder': AppointmentNoticeParams & {
    /** The school day of the appointment against the school's today by the database clock. */
    day: 'today' | 'tomorrow' | 'later';
  };
  'appointments.cancelled': AppointmentNoticeParams & { by: 'student' | 'counsellor' };
}

export const appointmentKinds = {
  'appointments.reminder': { mandatory: false, zh: '咨询预约提醒', en: 'Appointment reminders' },
  'appointments.cancelled': { mandatory: true, zh: '咨询预约取消', en: 'Appointment cancellations' },
} as const satisfies KindsOf<AppointmentNotices>;

const dayWord = { today: { zh: '今天', en: 'today' }, tomorrow: { zh: '明天', en: 'tomorrow' }, later: { zh: '近期', en: 'soon' } } as const;

/** The lines every appointment notice carries; online ones name the meeting link rather than a room. */
function appointmentLines(p: AppointmentNoticeParams): BiText {
  const place = p.online
    ? { zh: `会议链接：${p.place.zh}`, en: `Meeting link: ${p.place.en}` }
    : { zh: `地点：${p.place.zh}`, en: `Place: ${p.place.en}` };
  return {
    zh: `${p.consultType.zh}（${p.withName.zh}）\n时间：${p.when}（北京时间）\n方式：${p.interflow.zh}\n${place.zh}`,
    en: `${p.consultType.en} with ${p.withName.en}\nTime: ${p.when} (Beijing time)\nHow: ${p.interflow.en}\n${place.en}`,
  };
}

export const appointmentTemplates: TemplatesOf<AppointmentNotices> = {
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
    const by = p.by === 'student' ? { zh: '学生已取消该预约', en: 'The student cancelled this appointment' } : { zh: '咨询师已取消该预约', en: 'The counsellor cancelled this appointment' };
    return {
      zh: { subject: `预约已取消：${p.consultType.zh} ${p.when}`, body: `${by.zh}：\n${lines.zh}` },
      en: { subject: `Appointment cancelled: ${p.consultType.en} ${p.when}`, body: `${by.en}:\n${lines.en}` },
    };
  },
};
