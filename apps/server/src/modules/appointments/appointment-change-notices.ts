import type { Queryable } from '../../platform/db/client.ts';
import type { BookingForNotice } from './appointment-notices.repo.ts';
import { bookedEvents, hasEntry, noticeParties, reportBooking, type AnyEvent, type AppointmentActor, type NoticeParty } from './appointment-notices.ts';

/**
 * A booking moved to another slot, or its slot's place or meeting link changed: each person is told
 * what they had and what they have now; an approved booking's invite goes again with the same UID
 * and a higher SEQUENCE, so both calendars move the entry. Keyed by the booking's version (its last
 * write), so each change is reported once and a later change back is reported again.
 *
 * A student's edit of a pending booking may move it to another counsellor: the new counsellor gets
 * it to review (booked), the former one is told the student withdrew it (cancelled).
 */
export function changedEvents(before: BookingForNotice, after: BookingForNotice, by: AppointmentActor): AnyEvent[] {
  const now = noticeParties(after);
  const was = noticeParties(before).student.params;
  const prior = { when: was.when, place: was.place, online: was.online };
  const changed = (p: NoticeParty): AnyEvent => ({
    kind: 'appointments.changed', key: `appointments.changed:${after.id}:${after.version}:${p.role}`, recipients: [p.userId], link: p.link,
    params: { ...p.params, by, before: prior }, ...(hasEntry(after) ? { time: now.time(false) } : {}),
  });
  if (before.counsellorUserId === after.counsellorUserId) return now.people.map(changed);
  const former = noticeParties(before).counsellor;
  return [
    changed(now.student),
    ...bookedEvents(after, [now.counsellor]),
    {
      kind: 'appointments.cancelled', key: `appointments.cancelled:${after.id}:${after.version}:former-counsellor`, recipients: [former.userId], link: former.link,
      params: { ...former.params, by },
    },
  ];
}

/** Reports a change in its transaction: `before` is the booking read before the write. */
export const reportChanged = (tx: Queryable, before: BookingForNotice, by: AppointmentActor) =>
  reportBooking(tx, before.id, (after) => changedEvents(before, after, by));
