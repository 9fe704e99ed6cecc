import { isMandatoryKind, notificationKindSchema } from '@portal/contracts';
import { Batcher } from '../db/batcher.ts';
import type { Db } from '../db/client.ts';
import type { JobContext, JobHandler } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { inviteFor } from './invite.ts';
import type { Foreground } from '../http/foreground.ts';
import type { Pacer } from './pacer.ts';
import { insertNotices } from './notifications.repo.ts';
import { deliveriesOf, eventsByIds, recipientsOf, recordDeliveries, type Channel, type DeliveryRecord, type EventRow, type Recipient } from './outbox.repo.ts';

export interface DeliveryOptions {
  mailer: Mailer;
  /** PUBLIC_URL: the portal links in e-mails start with it. */
  publicUrl: string;
  /** Spaces this handler's e-mails (the bulk kind's: README 'Delivery'); none sends as fast as the transport takes them. */
  pacer?: Pacer;
  /** The requests in flight: the bulk kind starts each step in a gap between them (foreground.ts). */
  foreground?: Foreground;
}

/**
 * E-mails one job hands to the mailer at once. The pooled transport sends them over its few
 * connections (mailer.ts); more in flight only queue there, and a lost lease stops a job within this many.
 */
const SENDS_AT_ONCE = 8;

/**
 * The paced kind's records are written at most this often: at its rate one statement per e-mail
 * would cost more (on PGlite, the server's own thread) than the e-mails; gathered, ~20 go in one.
 */
const RECORD_GAP_MS = 100;

/**
 * The in-app notices of a batch go in transactions of this many: on PGlite a transaction holds the
 * one connection, and a request arriving meanwhile waits for it (25 take a few ms there).
 */
const PORTAL_CHUNK = 25;

/** A bulk step waits at most this long for a gap between requests: a server never idle still delivers. */
const QUIET_MAX_MS = 50;

const finished = new Set(['sent', 'skipped', 'failed']);

const footer = {
  zh: { open: '在门户中查看', off: '如不想再收到此类邮件，可在门户的“通知设置”中关闭。' },
  en: { open: 'Open in the portal', off: 'To stop e-mails of this kind, turn them off in the portal\'s notification settings.' },
};

interface Pair { event: EventRow; r: Recipient }

function mandatory(kind: string): boolean {
  const k = notificationKindSchema.safeParse(kind);
  return k.success && isMandatoryKind(k.data);
}

/** Why an e-mail is not sent to this recipient, or null to send it. */
function skipReason(mailer: Mailer, { event, r }: Pair, emailOff: Set<string>): string | null {
  if (!mailer.enabled) return 'no-smtp';
  if (!r.email) return 'no-address';
  if (emailOff.has(`${r.id}:${event.kind}`) && !mandatory(event.kind)) return 'turned-off';
  return null;
}

/** Sends one e-mail in the recipient's language, with a Message-ID stable per event and recipient; throws what the SMTP server said. */
async function sendOne(o: DeliveryOptions, { event, r }: Pair): Promise<void> {
  const lang = r.language === 'en-US' ? 'en' : 'zh';
  const url = new URL(event.link, o.publicUrl).toString();
  const text = `${lang === 'en' ? event.bodyEn : event.body}\n\n${footer[lang].open}: ${url}\n${mandatory(event.kind) ? '' : `\n${footer[lang].off}\n`}`;
  const host = new URL(o.publicUrl).hostname || 'portal';
  await o.mailer.send({
    to: r.email!, subject: lang === 'en' ? event.subjectEn : event.subject, text,
    messageId: `<notice-${event.id}-${r.id}@${host}>`,
    ...(event.invite ? { invite: inviteFor(event.invite, r.email!, lang, o.mailer.from, url) } : {}),
  });
}

/** Runs `fn` over the items, at most `n` at a time. */
async function eachAtMost<T>(items: readonly T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  }));
}

const record = (p: Pair, channel: Channel, rest: Omit<DeliveryRecord, 'eventId' | 'userId' | 'channel'>): DeliveryRecord =>
  ({ eventId: p.event.id, userId: p.r.id, channel, ...rest });

/**
 * Delivers a batch of events (README 'Delivery'): what is finished is skipped, so a retried run
 * sends only what failed. The in-app notices and their delivery rows in one transaction (the bulk
 * kind's in chunks, each in a gap between requests), the skipped e-mails in one statement, then the e-mails, each recorded once the SMTP
 * server took it (through `recorder`, which writes the records of all running jobs together).
 * Answers the failed recipients.
 */
async function deliverBatch(db: Db, o: DeliveryOptions, recorder: Batcher<DeliveryRecord, null>, ids: number[], ctx: JobContext): Promise<string[]> {
  const quiet = () => o.foreground?.quiet(QUIET_MAX_MS);
  await quiet();
  const events = await eventsByIds(db, ids);
  if (events.length === 0) return [];
  await quiet();
  const { people, emailOff } = await recipientsOf(db, events.flatMap((e) => e.recipients), events.map((e) => e.kind));
  await quiet();
  const done = new Set((await deliveriesOf(db, events.map((e) => e.id))).filter((r) => finished.has(r.status)).map((r) => `${r.eventId}:${r.userId}:${r.channel}`));
  const pairs: Pair[] = events.flatMap((event) => [...event.recipients].sort((a, b) => a - b).flatMap((id) => {
    const r = people.get(id);
    return r ? [{ event, r }] : [];
  }));
  const open = (channel: Channel) => pairs.filter((p) => !done.has(`${p.event.id}:${p.r.id}:${channel}`));

  const portal = open('portal');
  // Unpaced (a single event's job), the whole batch goes in one transaction.
  const chunk = o.foreground ? PORTAL_CHUNK : Math.max(1, portal.length);
  for (let i = 0; i < portal.length; i += chunk) {
    const part = portal.slice(i, i + chunk);
    await quiet();
    await db.transaction(async (tx) => {
      await insertNotices(tx, part.map(({ event, r }) => ({
        userId: r.id, kind: event.kind, key: event.eventKey, title: event.subject, titleEn: event.subjectEn, body: event.body, bodyEn: event.bodyEn, link: event.link,
      })));
      await recordDeliveries(tx, part.map((p) => record(p, 'portal', { status: 'sent', attempted: true })));
    });
  }

  const toSend: Pair[] = [];
  const skipped: DeliveryRecord[] = [];
  for (const p of open('email')) {
    const reason = skipReason(o.mailer, p, emailOff);
    if (reason) skipped.push(record(p, 'email', { status: 'skipped', detail: reason }));
    else toSend.push(p);
  }
  await quiet();
  await recordDeliveries(db, skipped);

  const failures: string[] = [];
  // A lane does not wait for its record: the writer gathers them (README 'Delivery'); the run ends once all are written.
  const records: Promise<null>[] = [];
  await eachAtMost(toSend, SENDS_AT_ONCE, async (p) => {
    // The lease was lost (another runner took the job over): it sends the rest, this run stops.
    if (ctx.signal.aborted) return;
    await o.pacer?.take(ctx.signal);
    await quiet();
    if (ctx.signal.aborted) return;
    try {
      await sendOne(o, p);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      failures.push(`${p.r.id}: ${error}`);
      records.push(recorder.submit(record(p, 'email', { status: ctx.lastAttempt ? 'failed' : 'pending', error, attempted: true })));
      return;
    }
    records.push(recorder.submit(record(p, 'email', { status: 'sent', attempted: true })));
  });
  await Promise.all(records);
  return failures;
}

/**
 * The delivery job (README 'Delivery'): one event (`eventId`, from `notify`) or a batch
 * (`eventIds`, from `notifyMany`). Any failed e-mail fails the run, which the queue retries with
 * backoff; the last run records it as failed.
 */
export function deliveryHandler(o: DeliveryOptions): JobHandler {
  // One writer of e-mail records for every delivery job of this instance (one connection, one
  // statement for what the jobs' sends finished meanwhile); made on the first run, which brings the database.
  let recorder: Batcher<DeliveryRecord, null> | null = null;
  return async (payload, db, ctx) => {
    const writer = recorder ??= new Batcher<DeliveryRecord, null>(async (items) => {
      await o.foreground?.quiet(QUIET_MAX_MS);
      await recordDeliveries(db, items);
      return items.map(() => null);
    }, { maxInFlight: 1, maxBatch: 200, minGapMs: o.pacer ? RECORD_GAP_MS : 0 });
    const ids = Array.isArray(payload.eventIds) ? payload.eventIds.map(Number) : [Number(payload.eventId)];
    const failures = await deliverBatch(db, o, writer, ids, ctx);
    if (failures.length > 0) throw new Error(`e-mail failed for ${failures.length} recipient(s): ${failures.join('; ')}`.slice(0, 1000));
  };
}
