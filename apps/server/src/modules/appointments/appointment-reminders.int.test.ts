import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { scheduleJob } from '../../platform/jobs/job-queue.ts';
import { appointmentsKit } from './appointments-test-kit.ts';
import { REMINDER_JOB } from './appointment-reminders.ts';

/**
 * The reminder of the day before (README 'Reminders'): an in-app notification for the student and
 * the counsellor, and an e-mail to each through SMTP_URL, captured by an SMTP server this test starts.
 */
interface Captured { to: string[]; body: string }
const mails: Captured[] = [];
const smtp = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
  onData(stream, session, done) {
    let body = '';
    stream.on('data', (c: Buffer) => { body += c.toString('utf8'); });
    stream.on('end', () => { mails.push({ to: session.envelope.rcptTo.map((r) => r.address), body }); done(); });
  },
});

let t: TestApp;
const tokens: Record<string, string> = {};
let student = { id: 0, username: '' };
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  tokens.careeradmin = (await t.login('careeradmin')).token;
  [student] = await freshStudents(t.db, 1) as [typeof student];
  tokens[student.username] = (await t.login(student.username)).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
const k = appointmentsKit(() => t, tokens);

/** Runs the booking's reminder now: its job is due at 09:00 the day before, which the test does not wait for. */
const runReminder = async (id: number) => {
  await scheduleJob(t.db, REMINDER_JOB, `${REMINDER_JOB}:${id}`, new Date(Date.now() - 60_000), { id });
  await t.app.jobs.runDue();
};
const notes = (who: string) => k.okData<{ data: Notification[]; unread: number }>(k.call(who, 'GET', '/api/notifications?pageSize=50'));

describe('reminders', () => {
  it('notifies the student and the counsellor in the portal and mails both, once', async () => {
    const c = await k.makeCounsellor();
    const id = await k.book(student.username, await k.makeSlot(c.id, 2, 30), 2);
    await runReminder(id);
    const mine = (await notes(student.username)).data.filter((n) => n.kind === REMINDER_JOB);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ titleEn: 'Reminder: appointment tomorrow', link: `/appointment/question-info/${id}?type=2`, readAt: null });
    expect((await notes(c.username)).data.filter((n) => n.kind === REMINDER_JOB)).toHaveLength(1);
    const to = mails.flatMap((m) => m.to);
    expect(to).toEqual(expect.arrayContaining([`${student.username}@example.edu.cn`, `${c.username}@example.edu.cn`]));
    const mail = mails.find((m) => m.to.includes(`${student.username}@example.edu.cn`))!;
    expect(mail.body).toContain('Mock interview');
    // The job run again (a retry) neither notifies nor mails twice.
    const before = mails.length;
    await runReminder(id);
    expect(mails.length).toBe(before);
    expect((await notes(student.username)).data.filter((n) => n.kind === REMINDER_JOB)).toHaveLength(1);
    // Read: one, then all.
    await k.okData(k.call(student.username, 'POST', `/api/notifications/${mine[0]!.id}/read`));
    expect((await notes(student.username)).unread).toBe(0);
    await k.refused(k.call(c.username, 'POST', `/api/notifications/${mine[0]!.id}/read`), '90005');
  });

  it('does not remind a cancelled booking', async () => {
    const c = await k.makeCounsellor();
    const id = await k.book(student.username, await k.makeSlot(c.id, 1, 40), 1);
    await k.okData(k.call(student.username, 'POST', `/api/appointments/my/${id}/cancel`));
    const before = mails.length;
    await t.app.jobs.runDue();
    const jobs = await t.db.execute(sql`select 1 from jobs where key = ${`${REMINDER_JOB}:${id}`} and state = 'pending'`);
    expect((jobs as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    expect(mails.length).toBe(before);
  });
});
