import nodemailer from 'nodemailer';

/** One e-mail in plain text; the portal sends no HTML mail, so no user text is ever rendered as markup. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail, or does nothing when the portal has no SMTP server (the embedded default). */
export interface Mailer {
  readonly enabled: boolean;
  send(message: MailMessage): Promise<void>;
}

const noMail: Mailer = { enabled: false, async send() {} };

/**
 * The mailer of `SMTP_URL` (e.g. `smtp://user:pass@mail.example.edu.cn:587`, `smtps://…:465`),
 * through nodemailer; without it, none. A send that fails throws, so the job that sent it is retried.
 */
export function mailerOf(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) return noMail;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    enabled: true,
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}
