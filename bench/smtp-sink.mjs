// A loopback SMTP server for the notifications benchmark, in a process of its own so that receiving
// thousands of messages does not slow the bench's own HTTP client (whose latencies are the figures).
// Forked by notifications.mjs: it sends its port, then its counts every 200 ms and when asked.
// Message-IDs are read from the header; a message is not parsed as a whole.
import { SMTPServer } from 'smtp-server';

const mails = { count: 0, bytes: 0, firstAt: 0, lastAt: 0 };
const ids = new Map();
const recipients = new Map();
const bump = (m, k) => m.set(k, (m.get(k) ?? 0) + 1);

const server = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
  onData(stream, session, done) {
    const chunks = [];
    stream.on('data', (c) => { chunks.push(c); });
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      const head = raw.subarray(0, Math.max(0, raw.indexOf('\r\n\r\n'))).toString('latin1');
      bump(ids, /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `none-${mails.count}`);
      for (const r of session.envelope.rcptTo) bump(recipients, r.address);
      mails.count += 1;
      mails.bytes += raw.length;
      const now = Date.now();
      if (!mails.firstAt) mails.firstAt = now;
      mails.lastAt = now;
      done();
    });
  },
});

const counts = () => ({
  ...mails, distinctIds: ids.size, distinctRecipients: recipients.size,
  duplicateIds: [...ids.values()].filter((n) => n > 1).length, duplicateRecipients: [...recipients.values()].filter((n) => n > 1).length,
});
server.listen(0, '127.0.0.1', () => {
  process.send({ port: server.server.address().port });
  setInterval(() => process.send({ counts: { ...mails, distinctRecipients: recipients.size } }), 200).unref();
});
process.on('message', (m) => {
  if (m === 'counts') process.send({ final: counts() });
  if (m === 'close') server.close(() => process.exit(0));
});
