import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import ICAL from 'ical.js';
import { SMTPServer } from 'smtp-server';

/** One message the loopback SMTP server accepted, parsed as a mail client would. */
export interface ReceivedMail {
  to: string[];
  parsed: ParsedMail;
  /** The text/calendar part, parsed with ical.js; null without an invite. */
  invite: { method: string; uid: string; sequence: number; status: string | null; start: Date; end: Date; summary: string; location: string } | null;
}

function inviteOf(parsed: ParsedMail): ReceivedMail['invite'] {
  const part = parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) return null;
  const cal = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const ev = cal.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(ev);
  return {
    method: String(cal.getFirstPropertyValue('method')), uid: event.uid, sequence: event.sequence,
    status: ev.getFirstPropertyValue('status') as string | null, start: event.startDate.toJSDate(), end: event.endDate.toJSDate(),
    summary: event.summary, location: event.location,
  };
}

/**
 * A real SMTP server on loopback for the tests (the `smtp-server` package): it accepts every
 * message, except for recipients `refuse` names, which it refuses at RCPT TO as a full mailbox.
 */
export async function startSmtpCapture(opts: { refuse?: (address: string) => boolean } = {}) {
  const mails: ReceivedMail[] = [];
  const pending: Promise<void>[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onRcptTo(address, _session, done) {
      if (opts.refuse?.(address.address)) done(Object.assign(new Error('mailbox full'), { responseCode: 452 }));
      else done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => { chunks.push(c); });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        pending.push(simpleParser(Buffer.concat(chunks)).then((parsed) => { mails.push({ to, parsed, invite: inviteOf(parsed) }); }));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every message parsed so far (parsing is asynchronous). */
    async received(): Promise<ReceivedMail[]> {
      await Promise.all(pending);
      return mails;
    },
    async to(address: string): Promise<ReceivedMail[]> {
      return (await this.received()).filter((m) => m.to.includes(address));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
