import { renderNotice } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notifications } from '../../platform/notifications/notifications.tables.ts';
import { idsByUsername } from '../people/index.ts';
import { bookingForNotice } from './appointment-notices.repo.ts';
import { bookedEvents, noticeParties, reviewedEvents, type AnyEvent } from './appointment-notices.ts';
import { reminderEvents } from './appointment-reminders.ts';

/** A seeded booking of mba01's and when its notice went out. */
export interface NoticedBooking { id: number; at: Date }

/**
 * mba21 is the notifications e2e spec's own student: nobody else signs in as them, so the spec can
 * mark things read in any order with the other specs. Their notices open the appointment index,
 * since the bookings themselves are mba01's.
 */
export const NOTIFIED_CLASSMATE = 'mba21';

/**
 * The in-app notices mba01 got for the demo bookings (the bell, the list, home): the approval of the
 * online mock interview and the receipt of the pending one unread, the reminder the day before the
 * attended consultation read. They are the events the module reports (the same kinds, keys and
 * texts, rendered by the contracts' templates), written as delivered at the booking's moment:
 * reporting them with notify() would date them now and e-mail them, which a seed must not.
 */
export async function seedAppointmentNotices(tx: Queryable, mba01: number, b: { approved: NoticedBooking; pending: NoticedBooking; past: NoticedBooking }): Promise<void> {
  const studentsOwn = async (n: NoticedBooking, events: (r: NonNullable<Awaited<ReturnType<typeof bookingForNotice>>>) => AnyEvent[], read: boolean) => {
    const r = (await bookingForNotice(tx, n.id))!;
    return events(r).filter((e) => e.recipients.includes(mba01)).map((event) => ({ event, at: n.at, read }));
  };
  const sent = [
    ...await studentsOwn(b.approved, reviewedEvents, false),
    ...await studentsOwn(b.pending, (r) => bookedEvents(r, [noticeParties(r).student]), false),
    ...await studentsOwn(b.past, (r) => reminderEvents(r, 'tomorrow'), true),
  ];
  const classmate = (await idsByUsername(tx, [NOTIFIED_CLASSMATE])).get(NOTIFIED_CLASSMATE);
  await tx.insert(notifications).values(sent.flatMap(({ event, at, read }) => {
    const text = renderNotice(event.kind, event.params as never);
    const common = {
      kind: event.kind, key: event.key, title: text.zh.subject, titleEn: text.en.subject, body: text.zh.body, bodyEn: text.en.body,
      createdAt: at, readAt: read ? new Date(at.getTime() + 3_600_000) : null,
    };
    return [
      { ...common, userId: mba01, link: event.link },
      ...(classmate === undefined ? [] : [{ ...common, userId: classmate, link: '/appointment/index' }]),
    ];
  }));
}
