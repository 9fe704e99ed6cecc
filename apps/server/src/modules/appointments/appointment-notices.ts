import { SubscribeStatus, type AppointmentNoticeParams, type NotificationParams } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify, type EventTime, type NotificationEvent } from '../../platform/notifications/notify.ts';
import { bookingForNotice, type BookingForNotice } from './appointment-notices.repo.ts';
import { consultType, interflow, slotText } from './appointment-views.ts';

/** One calendar entry per booking: the approval's, a change's and the reminder's invites and a cancellation share its UID. */
export const appointmentInviteUid = (id: number) => `appointment-${id}@student-portal`;

/** Who changed or cancelled a booking (contracts notice-kinds/appointments.ts). */
export type AppointmentActor = NotificationParams['appointments.changed']['by'];

export interface NoticeParty {
  role: 'student' | 'counsellor';
  userId: number;
  link: string;
  params: AppointmentNoticeParams;
}

/** The web's page of a booking for its student; the counsellor's is the desk. */
export const studentLink = (r: { id: number; typeKey: number }) => `/appointment/question-info/${r.id}?type=${r.typeKey}`;
const COUNSELLOR_LINK = '/appointment/admin';

/** What the two people of a booking are told: each sees the other's name and opens their own page. */
export function noticeParties(r: BookingForNotice): { student: NoticeParty; counsellor: NoticeParty; people: NoticeParty[]; time: (cancelled: boolean) => EventTime } {
  const t = consultType(r.typeKey);
  const f = interflow(r.interflowType);
  const base = {
    consultType: { zh: t.zh, en: t.en }, when: slotText(r.beginTime, r.endTime), interflow: { zh: f.zh, en: f.en },
    place: { zh: r.address, en: r.addressEn || r.address }, online: r.interflowType === 2,
  };
  const time = (cancelled: boolean): EventTime => ({
    start: r.beginTime, end: r.endTime, uid: appointmentInviteUid(r.id), cancelled, location: base.place,
    summary: { zh: `${t.zh}（${r.counsellorName}）`, en: `${t.en} with ${r.counsellorNameEn || r.counsellorName}` },
  });
  const student: NoticeParty = { role: 'student', userId: r.studentId, link: studentLink(r), params: { ...base, withName: { zh: r.counsellorName, en: r.counsellorNameEn || r.counsellorName } } };
  const counsellor: NoticeParty = { role: 'counsellor', userId: r.counsellorUserId, link: COUNSELLOR_LINK, params: { ...base, withName: { zh: r.studentName, en: r.studentNameEn } } };
  return { student, counsellor, people: [student, counsellor], time };
}

export type AnyEvent = { [K in keyof NotificationParams]: NotificationEvent<K> }[keyof NotificationParams];

/** Reports each event in the transaction of the change (platform/notifications README). */
export async function report(tx: Queryable, events: readonly AnyEvent[]): Promise<void> {
  for (const e of events) await notify(tx, e as NotificationEvent<typeof e.kind>);
}

/** A booking's calendar entry exists once it is approved: only then do its notices carry an invite. */
export const hasEntry = (r: BookingForNotice) => r.status === SubscribeStatus.pass;

/** A new booking: the counsellor has it to review, the student a receipt. No invite while it is pending. */
export function bookedEvents(r: BookingForNotice, parties: NoticeParty[] = noticeParties(r).people): AnyEvent[] {
  return parties.map((p) => ({
    kind: 'appointments.booked', key: `appointments.booked:${r.id}:${r.version}:${p.role}`, recipients: [p.userId], link: p.link, params: { ...p.params, to: p.role },
  }));
}

/** The review's answer, to the student: an approval puts the booking in their calendar (REQUEST), a rejection says why. */
export function reviewedEvents(r: BookingForNotice): AnyEvent[] {
  const { student, time } = noticeParties(r);
  const common = { recipients: [student.userId], link: student.link, params: { ...student.params, note: r.replyNote } };
  return r.status === SubscribeStatus.pass
    ? [{ kind: 'appointments.approved', key: `appointments.approved:${r.id}:student`, ...common, time: time(false) }]
    : [{ kind: 'appointments.rejected', key: `appointments.rejected:${r.id}:student`, ...common }];
}

/**
 * A cancellation, to both (a mandatory kind), with the reason staff gave; the entry an approved
 * booking put in both calendars is dropped (METHOD:CANCEL, same UID). `wasApproved` is the status
 * before the cancellation. A booking is cancelled once, so the key needs no version.
 */
export function cancelledEvents(r: BookingForNotice, by: AppointmentActor, wasApproved: boolean, note = ''): AnyEvent[] {
  const { people, time } = noticeParties(r);
  return people.map((p) => ({
    kind: 'appointments.cancelled', key: `appointments.cancelled:${r.id}:${r.beginTime.toISOString()}:${p.role}`,
    recipients: [p.userId], link: p.link, params: { ...p.params, by, note }, ...(wasApproved ? { time: time(true) } : {}),
  }));
}

/** Reads the booking as it now is (in the change's transaction) and reports what `events` make of it. */
export async function reportBooking(tx: Queryable, id: number, events: (r: BookingForNotice) => AnyEvent[]): Promise<void> {
  const r = await bookingForNotice(tx, id);
  if (r) await report(tx, events(r));
}

/** A new booking, reported by the student's save. */
export const reportBooked = (tx: Queryable, id: number) => reportBooking(tx, id, (r) => bookedEvents(r));

/** The review, reported after the status is written. */
export const reportReviewed = (tx: Queryable, id: number) => reportBooking(tx, id, reviewedEvents);

/** A cancellation by the student (the counsellor is told) or by staff (the student is told why). */
export const reportCancelled = (tx: Queryable, id: number, by: AppointmentActor, wasApproved: boolean, note = '') =>
  reportBooking(tx, id, (r) => cancelledEvents(r, by, wasApproved, note));
