import { isMandatoryKind, notificationKindSchema } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import type { JobContext, JobHandler } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { inviteFor } from './invite.ts';
import { insertNotice } from './notifications.repo.ts';
import { deliveryOf, eventById, recipientsOf, recordDelivery, type EventRow, type Recipient } from './outbox.repo.ts';

export interface DeliveryOptions {
  mailer: Mailer;
  /** PUBLIC_URL: the portal links in e-mails start with it. */
  publicUrl: string;
}

const finished = new Set(['sent', 'skipped', 'failed']);

const footer = {
  zh: { open: '在门户中查看', off: '如不想再收到此类邮件，可在门户的“通知设置”中关闭。' },
  en: { open: 'Open in the portal', off: 'To stop e-mails of this kind, turn them off in the portal\'s notification settings.' },
};

/** Why an e-mail is not sent to this recipient, or null to send it. */
function skipReason(mailer: Mailer, event: EventRow, r: Recipient): string | null {
  if (!mailer.enabled) return 'no-smtp';
  if (!r.email) return 'no-address';
  const kind = notificationKindSchema.safeParse(event.kind);
  if (r.emailOff && !(kind.success && isMandatoryKind(kind.data))) return 'turned-off';
  return null;
}

async function deliverPortal(db: Db, event: EventRow, r: Recipient): Promise<void> {
  const done = await deliveryOf(db, event.id, r.id, 'portal');
  if (done && finished.has(done.status)) return;
  await db.transaction(async (tx) => {
    await insertNotice(tx, { userId: r.id, kind: event.kind, key: event.eventKey, title: event.subject, titleEn: event.subjectEn, body: event.body, bodyEn: event.bodyEn, link: event.link });
    await recordDelivery(tx, { eventId: event.id, userId: r.id, channel: 'portal', status: 'sent', attempted: true });
  });
}

/** Sends one e-mail, or records why not; a failure is recorded and rethrown, final on the job's last run. */
async function deliverEmail(db: Db, o: DeliveryOptions, event: EventRow, r: Recipient, ctx: JobContext): Promise<void> {
  const done = await deliveryOf(db, event.id, r.id, 'email');
  if (done && finished.has(done.status)) return;
  const reason = skipReason(o.mailer, event, r);
  if (reason) {
    await recordDelivery(db, { eventId: event.id, userId: r.id, channel: 'email', status: 'skipped', detail: reason });
    return;
  }
  const lang = r.language === 'en-US' ? 'en' : 'zh';
  const url = new URL(event.link, o.publicUrl).toString();
  const kind = notificationKindSchema.safeParse(event.kind);
  const mandatory = kind.success && isMandatoryKind(kind.data);
  const text = `${lang === 'en' ? event.bodyEn : event.body}\n\n${footer[lang].open}: ${url}\n${mandatory ? '' : `\n${footer[lang].off}\n`}`;
  const host = new URL(o.publicUrl).hostname || 'portal';
  try {
    await o.mailer.send({
      to: r.email!, subject: lang === 'en' ? event.subjectEn : event.subject, text,
      messageId: `<notice-${event.id}-${r.id}@${host}>`,
      ...(event.invite ? { invite: inviteFor(event.invite, r.email!, lang, o.mailer.from, url) } : {}),
    });
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await recordDelivery(db, { eventId: event.id, userId: r.id, channel: 'email', status: ctx.lastAttempt ? 'failed' : 'pending', error, attempted: true });
    throw err;
  }
  await recordDelivery(db, { eventId: event.id, userId: r.id, channel: 'email', status: 'sent', attempted: true });
}

/**
 * The delivery job of one event (README 'Delivery'): for each recipient the in-app notice, then the
 * e-mail. Each (event, recipient, channel) is recorded once done, so a retried run skips what went
 * out and sends only what failed; any failure fails the run, which the queue retries with backoff.
 */
export function deliveryHandler(o: DeliveryOptions): JobHandler {
  return async (payload, db, ctx) => {
    const event = await eventById(db, Number(payload.eventId));
    if (!event) return;
    const failures: string[] = [];
    for (const r of await recipientsOf(db, event.recipients, event.kind)) {
      await deliverPortal(db, event, r);
      try {
        await deliverEmail(db, o, event, r, ctx);
      } catch (err) {
        failures.push(`${r.id}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (failures.length > 0) throw new Error(`e-mail failed for ${failures.length} recipient(s): ${failures.join('; ')}`.slice(0, 1000));
  };
}
