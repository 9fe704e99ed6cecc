import { renderNotice, type BiText, type NotificationKind, type NotificationParams } from '@portal/contracts';
import type { Queryable } from '../db/client.ts';
import { scheduleJob } from '../jobs/job-queue.ts';
import { insertEvents, lockInviteUid, nextInviteSequence, type NewEvent } from './outbox.repo.ts';
import type { StoredInvite } from './stored-invite.ts';

/** The delivery of one event (`notify`): its own slots, so a single notice never waits behind a big publish. */
export const DELIVER_JOB = 'notifications.deliver';
/** The delivery of a batch of `notifyMany`'s events, paced (README 'Delivery'). */
export const DELIVER_BULK_JOB = 'notifications.deliver-bulk';
/** Both delivery kinds: what a test runs, or the metrics count, as "the deliveries". */
export const DELIVERY_JOBS = [DELIVER_JOB, DELIVER_BULK_JOB] as const;

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

/** Events per delivery job when a change reports many at once (`notifyMany`): one claim, a few queries and one in-app write per batch. */
export const DELIVERY_BATCH = 100;

/** The outbox row of an event: its texts rendered in both languages now (README 'Decisions'). */
function eventRow<K extends NotificationKind>(event: NotificationEvent<K>, recipients: number[], invite: StoredInvite | null): NewEvent {
  const texts = renderNotice(event.kind, event.params);
  return {
    eventKey: event.key, kind: event.kind, recipients, link: event.link,
    subject: texts.zh.subject, subjectEn: texts.en.subject, body: texts.zh.body, bodyEn: texts.en.body,
    invite, inviteUid: invite?.uid ?? null,
  };
}

async function reportOne<K extends NotificationKind>(tx: Queryable, event: NotificationEvent<K>, recipients: number[]): Promise<boolean> {
  let invite: StoredInvite | null = null;
  if (event.time) {
    if (event.time.sequence === undefined) await lockInviteUid(tx, event.time.uid);
    invite = {
      uid: event.time.uid,
      sequence: event.time.sequence ?? await nextInviteSequence(tx, event.time.uid),
      start: event.time.start.toISOString(),
      end: event.time.end.toISOString(),
      summary: event.time.summary,
      location: event.time.location,
      cancelled: event.time.cancelled ?? false,
    };
  }
  const [id] = await insertEvents(tx, [eventRow(event, recipients, invite)]);
  if (id === undefined) return false;
  await scheduleJob(tx, DELIVER_JOB, `${DELIVER_JOB}:${id}`, new Date(), { eventId: id });
  return true;
}

/**
 * Reports an event: call it with the transaction of the change it reports. It writes the outbox row
 * and schedules its delivery in that transaction, so the notice exists exactly when the change
 * committed. False when the key was reported before.
 */
export async function notify<K extends NotificationKind>(tx: Queryable, event: NotificationEvent<K>): Promise<boolean> {
  const recipients = [...new Set(event.recipients)];
  if (recipients.length === 0) return false;
  // An invite whose SEQUENCE the outbox counts holds its UID's lock to the end of a transaction: the
  // caller's, or (called outside one) its own, so the read of the last SEQUENCE and the new row are one step.
  if (event.time && event.time.sequence === undefined) return tx.transaction((inner) => reportOne(inner, event, recipients));
  return reportOne(tx, event, recipients);
}

/**
 * Reports many events of one change at once (a round's results to each of 5,000 bidders), in its
 * transaction like `notify`: the events in a few multi-row inserts, and one delivery job per
 * `DELIVERY_BATCH` of them. An event with a time goes through `notify` (its UID's lock and
 * SEQUENCE). Answers how many events were new; keys reported before write nothing.
 */
export async function notifyMany<K extends NotificationKind>(tx: Queryable, events: readonly NotificationEvent<K>[]): Promise<number> {
  let written = 0;
  const rows: NewEvent[] = [];
  for (const event of events) {
    const recipients = [...new Set(event.recipients)];
    if (recipients.length === 0) continue;
    if (event.time) written += (await notify(tx, event)) ? 1 : 0;
    else rows.push(eventRow(event, recipients, null));
  }
  const ids = await insertEvents(tx, rows);
  const at = new Date();
  for (let i = 0; i < ids.length; i += DELIVERY_BATCH) {
    const batch = ids.slice(i, i + DELIVERY_BATCH);
    // Keyed by its first event, which is in no other batch.
    await scheduleJob(tx, DELIVER_BULK_JOB, `${DELIVER_BULK_JOB}:${batch[0]}`, at, { eventIds: batch });
  }
  return written + ids.length;
}
