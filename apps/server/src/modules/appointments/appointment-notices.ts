import type { AppointmentNoticeParams } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify, type EventTime } from '../../platform/notifications/notify.ts';
import { bookingForNotice, type BookingForNotice } from './appointment-notices.repo.ts';
import { consultType, interflow, slotText } from './appointment-views.ts';

/** One calendar entry per booking: the reminder's invite and a cancellation's share its UID. */
export const appointmentInviteUid = (id: number) => `appointment-${id}@student-portal`;

export interface NoticeParty {
  role: 'student' | 'counsellor';
  userId: number;
  link: string;
  params: AppointmentNoticeParams;
}

/** What the two people of a booking are told: each sees the other's name and opens their own page. */
export function noticeParties(r: BookingForNotice): { people: NoticeParty[]; time: (cancelled: boolean) => EventTime } {
  const t = consultType(r.typeKey);
  const f = interflow(r.interflowType);
  const base = {
    consultType: { zh: t.zh, en: t.en }, when: slotText(r.beginTime, r.endTime), interflow: { zh: f.zh, en: f.en },
    place: { zh: r.address, en: r.addressEn || r.address }, online: r.interflowType === 2,
  };
  const time = (cancelled: boolean): EventTime => ({
    start: r.beginTime, end: r.endTime, uid: appointmentInviteUid(r.id), cancelled, location: base.place,
    summary: { zh: `${t.zh}（${r.counsellorName}）`, en: `${t.en} with ${r.counsellorNameEn}` },
  });
  return {
    time,
    people: [
      { role: 'student', userId: r.studentId, link: `/appointment/question-info/${r.id}?type=${r.typeKey}`, params: { ...base, withName: { zh: r.counsellorName, en: r.counsellorNameEn } } },
      { role: 'counsellor', userId: r.counsellorUserId, link: '/appointment/admin', params: { ...base, withName: { zh: r.studentName, en: r.studentNameEn } } },
    ],
  };
}

/**
 * A student's cancellation, reported in its transaction: the counsellor is told (a mandatory kind),
 * and both calendars drop the entry of the reminder's invite (METHOD:CANCEL, same UID).
 */
export async function reportCancelled(tx: Queryable, id: number): Promise<void> {
  const r = await bookingForNotice(tx, id);
  if (!r) return;
  const { people, time } = noticeParties(r);
  for (const p of people) {
    await notify(tx, {
      kind: 'appointments.cancelled', key: `appointments.cancelled:${r.id}:${r.beginTime.toISOString()}:${p.role}`,
      recipients: [p.userId], link: p.link, params: { ...p.params, by: 'student' }, time: time(true),
    });
  }
}
