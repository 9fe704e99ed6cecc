import { renderNotice, type BiText, type NotificationKind, type NotificationParams } from '@portal/contracts';
import type { Queryable } from '../db/client.ts';
import { scheduleJob } from '../jobs/job-queue.ts';
import { insertEvent, nextInviteSequence } from './outbox.repo.ts';
import type { StoredInvite } from './stored-invite.ts';

export const DELIVER_JOB = 'notifications.deliver';

/** The time block of an event that has one (appointment, interview, lecture, activity): sent as an invite. */
export interface EventTime {
  start: Date;
  end: Date;
  location: BiText;
  summary: BiText;
  /** Stable for the thing itself (an appointment), so every invite of it updates one calendar entry. */
  uid: string;
  /** Omitted: one more than the last invite of this UID sent through the outbox. */
  sequence?: number;
  cancelled?: boolean;
}

/** What a module reports: which change, to whom, where to open it, and the params of its kind's template. */
export interface NotificationEvent<K extends NotificationKind> {
  kind: K;
  /** Stable for the change (e.g. `appointments.reminder:12:2026-05-01T02:00:00.000Z:student`): reporting it again does nothing. */
  key: string;
  recipients: readonly number[];
  /** A portal path, e.g. `/appointment/question-info/12?type=1`. */
  link: string;
  params: NotificationParams[K];
  time?: EventTime;
}

/**
 * Reports an event: call it with the transaction of the change it reports. It writes the outbox row
 * and schedules its delivery in that transaction, so the notice exists exactly when the change
 * committed. False when the key was reported before.
 */
export async function notify<K extends NotificationKind>(tx: Queryable, event: NotificationEvent<K>): Promise<boolean> {
  const texts = renderNotice(event.kind, event.params);
  const recipients = [...new Set(event.recipients)];
  if (recipients.length === 0) return false;
  const invite: StoredInvite | null = event.time ? {
    uid: event.time.uid,
    sequence: event.time.sequence ?? await nextInviteSequence(tx, event.time.uid),
    start: event.time.start.toISOString(),
    end: event.time.end.toISOString(),
    summary: event.time.summary,
    location: event.time.location,
    cancelled: event.time.cancelled ?? false,
  } : null;
  const id = await insertEvent(tx, {
    eventKey: event.key, kind: event.kind, recipients, link: event.link,
    subject: texts.zh.subject, subjectEn: texts.en.subject, body: texts.zh.body, bodyEn: texts.en.body,
    invite, inviteUid: invite?.uid ?? null,
  });
  if (id === undefined) return false;
  await scheduleJob(tx, DELIVER_JOB, `${DELIVER_JOB}:${id}`, new Date(), { eventId: id });
  return true;
}

/** Reports many events of one change at once (a round's results for every bidder); returns how many were new. */
export async function notifyMany<K extends NotificationKind>(tx: Queryable, events: readonly NotificationEvent<K>[]): Promise<number> {
  let written = 0;
  for (const event of events) if (await notify(tx, event)) written += 1;
  return written;
}
