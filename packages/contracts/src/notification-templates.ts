import type { AppointmentNoticeParams, BiText, NotificationKind, NotificationParams } from './notification-kinds.ts';

/** The subject and body of a notice in one language. */
export interface NoticeText { subject: string; body: string }
export interface NoticeTexts { zh: NoticeText; en: NoticeText }

type Templates = { [K in NotificationKind]: (p: NotificationParams[K]) => NoticeTexts };

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

/** One template per kind: typed params in, both languages out (the delivery picks the recipient's). */
export const notificationTemplates: Templates = {
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

export function renderNotice<K extends NotificationKind>(kind: K, params: NotificationParams[K]): NoticeTexts {
  return notificationTemplates[kind](params);
}
