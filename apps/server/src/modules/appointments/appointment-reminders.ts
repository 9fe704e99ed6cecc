import { SubscribeStatus } from '@portal/contracts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { cancelJob, scheduleJob, type JobHandler } from '../../platform/jobs/job-queue.ts';
import { atSchoolClock } from '../../platform/time/school-zone.ts';
import { noticeParties, report, type AnyEvent } from './appointment-notices.ts';
import { bookingForNotice, markReminded, type BookingForNotice } from './appointment-notices.repo.ts';

/**
 * The reminder (README 'Reminders'): at 09:00 at the school on the day before the appointment, the
 * student and the counsellor of an approved booking are told through the notifications outbox, each
 * in their own language, with a calendar invite. Scheduled with the booking, moved by an edit or an
 * approval, dropped by a cancellation or rejection; the handler reads the booking again.
 */
export const REMINDER_JOB = 'appointments.reminder';
const REMIND_HOUR = 9;

const keyOf = (id: number) => `${REMINDER_JOB}:${id}`;

export async function scheduleReminder(tx: Queryable, id: number, beginTime: Date): Promise<void> {
  await scheduleJob(tx, REMINDER_JOB, keyOf(id), atSchoolClock(beginTime, REMIND_HOUR, 0, -1), { id });
}

export async function dropReminder(tx: Queryable, id: number): Promise<void> {
  await cancelJob(tx, keyOf(id));
}

/** Today or tomorrow by the school's calendar and the database clock, whenever the job happens to run. */
export const dayOf = (daysAhead: number) => (daysAhead <= 0 ? 'today' : daysAhead === 1 ? 'tomorrow' : 'later');

/** One reminder per person, each with the invite; keyed by the start, so a moved booking is reminded again. */
export function reminderEvents(r: BookingForNotice, day: ReturnType<typeof dayOf>): AnyEvent[] {
  const { people, time } = noticeParties(r);
  return people.map((p) => ({
    kind: 'appointments.reminder', key: `appointments.reminder:${r.id}:${r.beginTime.toISOString()}:${p.role}`,
    recipients: [p.userId], link: p.link, params: { ...p.params, day }, time: time(false),
  }));
}

/** The job's handler: an approved, upcoming booking reports one reminder per person, once per start time. */
export const reminderHandler: JobHandler = async (payload, db: Db) => {
  const id = Number(payload.id);
  await db.transaction(async (tx) => {
    const r = await bookingForNotice(tx, id);
    if (!r || r.status !== SubscribeStatus.pass || !r.upcoming) return;
    await report(tx, reminderEvents(r, dayOf(Number(r.daysAhead))));
    await markReminded(tx, id);
  });
};
