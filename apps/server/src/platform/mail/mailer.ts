import nodemailer from 'nodemailer';

/** An iCalendar invite sent with a message (RFC 6047): REQUEST adds or updates, CANCEL removes. */
export interface MailInvite {
  method: 'REQUEST' | 'CANCEL';
  /** The whole VCALENDAR text. */
  content: string;
}

/** One e-mail in plain text; the portal sends no HTML mail, so no user text is ever rendered as markup. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Stable per notice and recipient, so a message sent again after a crash is recognised as the same one. */
  messageId?: string;
  invite?: MailInvite;
}

/** Sends e-mail, or does nothing when the portal has no SMTP server (the embedded default). */
export interface Mailer {
  readonly enabled: boolean;
  /** The sender address (MAIL_FROM): the organizer of the invites. */
  readonly from: string;
  send(message: MailMessage): Promise<void>;
  /** Closes the pooled connections (the app's onClose). */
  close?(): Promise<void>;
}

const noMail = (from: string): Mailer => ({ enabled: false, from, async send() {} });

/**
 * The mailer of `SMTP_URL` (e.g. `smtp://user:pass@mail.example.edu.cn:587`, `smtps://…:465`),
 * through nodemailer; without it, none. A send that fails throws, so the job that sent it is retried.
 * Pooled: a few connections stay open and carry message after message, where a connection per
 * message (TCP, EHLO, AUTH, QUIT each time) held a 5,000-student results publication to a few dozen
 * e-mails a second. The URL's own options win (`?maxConnections=10`, `?pool=false` for a server that
 * wants a connection per message).
 */
export function mailerOf(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) return noMail(from);
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 5, maxMessages: 100 });
  return {
    enabled: true,
    from,
    async send(m) {
      await transport.sendMail({
        from, to: m.to, subject: m.subject, text: m.text,
        ...(m.messageId ? { messageId: m.messageId } : {}),
        ...(m.invite ? { icalEvent: { method: m.invite.method, content: m.invite.content, filename: 'invite.ics' } } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
