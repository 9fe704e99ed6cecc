import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@portal/contracts';
import { users } from '../../platform/db/platform.tables.ts';
import { scheduleJob } from '../../platform/jobs/job-queue.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { appointmentInviteUid } from './appointment-notices.ts';
import { REMINDER_JOB } from './appointment-reminders.ts';
import { apptSlots } from './appointments.tables.ts';
import { appointmentsKit } from './appointments-test-kit.ts';

/**
 * The reminder (README 'Reminders') through the notifications outbox: approved bookings only, the
 * student and the counsellor each in their own language, the right day word, the meeting link of an
 * online appointment, and the calendar invite; a real SMTP server on loopback receives the e-mails.
 */
let smtp: SmtpCapture;
let t: TestApp;
const tokens: Record<string, string> = {};
let student = { id: 0, username: '' };
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.school.edu.cn' });
  tokens.careeradmin = (await t.login('careeradmin')).token;
  [student] = await freshStudents(t.db, 1) as [typeof student];
  tokens[student.username] = (await t.login(student.username)).token;
  await t.db.update(users).set({ language: 'en-US' }).where(eq(users.id, student.id));
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const k = appointmentsKit(() => t, tokens);
const studentEmail = () => `${student.username}@example.edu.cn`;

/** Runs the booking's reminder now: its job is due at 09:00 the day before, which the test does not wait for. */
const runReminder = async (id: number) => {
  await scheduleJob(t.db, REMINDER_JOB, `${REMINDER_JOB}:${id}`, new Date(Date.now() - 60_000), { id });
  await t.app.jobs.runDue();
};
const reminders = async (who: string) =>
  (await k.okData<{ data: Notification[] }>(k.call(who, 'GET', '/api/notifications?pageSize=50'))).data.filter((n) => n.kind === 'appointments.reminder');
const approve = (c: string, id: number) => k.okData(k.call(c, 'POST', `/api/appointments/admin/bookings/${id}/review`, { status: 1, replyNote: '' }));
/** The mails of one booking's invite UID of one kind (by subject): the approval carries the same invite. */
const REMINDER_SUBJECT = /^(Reminder: |预约提醒：)/;
const mailsAbout = async (address: string, id: number, subject = REMINDER_SUBJECT) =>
  (await smtp.to(address)).filter((m) => m.invite?.uid === appointmentInviteUid(id) && subject.test(m.parsed.subject ?? ''));

describe('reminders', () => {
  it('reminds an approved online booking to both, each in their language, with the meeting link and the invite, once', async () => {
    const c = await k.makeCounsellor();
    const slot = await k.makeSlot(c.id, 2, 30);
    await t.db.update(apptSlots).set({ interflowType: 2, address: 'https://meet.example.com/r1', addressEn: '' }).where(eq(apptSlots.id, slot));
    const id = await k.book(student.username, slot, 2);

    // Pending: not reminded.
    await runReminder(id);
    expect(await reminders(student.username)).toHaveLength(0);

    // Approval moves the reminder back to its time (09:00 the day before), which the test does not wait for.
    await approve(c.username, id);
    await runReminder(id);
    const [mine] = await reminders(student.username);
    expect(mine).toMatchObject({ link: `/appointment/question-info/${id}?type=2`, readAt: null });
    expect((await reminders(c.username))[0]).toMatchObject({ link: '/appointment/admin' });

    const [toStudent] = await mailsAbout(studentEmail(), id);
    const [toCounsellor] = await mailsAbout(`${c.username}@example.edu.cn`, id);
    // 30 hours ahead is tomorrow or the day after by the school's calendar, depending on the hour.
    const now = await dbNow(t.db);
    const days = (Date.parse(schoolDate(new Date(now.getTime() + 30 * 3600_000))) - Date.parse(schoolDate(now))) / 86_400_000;
    const [zhDay, enDay] = days === 1 ? ['明天', 'tomorrow'] : ['近期', 'soon'];
    expect(toStudent!.parsed.subject).toBe(`Reminder: mock interview ${enDay}`);
    expect(toStudent!.parsed.text).toContain(`with Counsellor`);
    expect(toStudent!.parsed.text).toContain('Meeting link: https://meet.example.com/r1');
    expect(toStudent!.parsed.text).toContain(`https://portal.school.edu.cn/appointment/question-info/${id}?type=2`);
    expect(toStudent!.parsed.text).not.toMatch(/[\u4e00-\u9fff]/);
    expect(toCounsellor!.parsed.subject).toBe(`预约提醒：${zhDay}有模拟面试`);
    expect(toCounsellor!.parsed.text).toContain('测试学生 1');
    expect(toCounsellor!.parsed.text).toContain('https://portal.school.edu.cn/appointment/admin');
    expect(toStudent!.invite).toMatchObject({ method: 'REQUEST', location: 'https://meet.example.com/r1' });
    const b = await k.booking(id);
    // iCalendar times are whole seconds.
    const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
    expect(seconds(toStudent!.invite!.start)).toBe(seconds(b.beginTime));
    expect(seconds(toStudent!.invite!.end)).toBe(seconds(b.endTime));

    // The job run again (a retry) neither notifies nor mails twice.
    await runReminder(id);
    expect(await mailsAbout(studentEmail(), id)).toHaveLength(1);
    expect(await reminders(student.username)).toHaveLength(1);
  });

  it('says today for an appointment later the same school day', async () => {
    const c = await k.makeCounsellor();
    const id = await k.book(student.username, await k.makeSlot(c.id, 1, 33), 1);
    await approve(c.username, id);
    await k.moveBooking(id, 0.05);
    const now = await dbNow(t.db);
    const sameDay = schoolDate(now) === schoolDate(new Date(now.getTime() + 0.05 * 3600_000));
    await runReminder(id);
    const [mail] = await mailsAbout(studentEmail(), id);
    expect(mail!.parsed.subject).toBe(sameDay ? 'Reminder: career consulting today' : 'Reminder: career consulting tomorrow');
    expect(mail!.parsed.text).toContain('Place: Room 302');
  });

  it('a cancelled booking is not reminded; the counsellor is told and both calendars get the CANCEL', async () => {
    const c = await k.makeCounsellor();
    const id = await k.book(student.username, await k.makeSlot(c.id, 2, 40), 2);
    await approve(c.username, id);
    await k.okData(k.call(student.username, 'POST', `/api/appointments/my/${id}/cancel`));
    const jobs = await t.db.execute(sql`select 1 from jobs where key = ${`${REMINDER_JOB}:${id}`} and state = 'pending'`);
    expect((jobs as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    await runReminder(id);
    expect((await reminders(student.username)).filter((n) => n.link?.includes(`/${id}?`))).toHaveLength(0);
    expect(await mailsAbout(studentEmail(), id)).toHaveLength(0);
    const CANCELLED = /^(Appointment cancelled: |预约已取消：)/;
    const [toCounsellor] = await mailsAbout(`${c.username}@example.edu.cn`, id, CANCELLED);
    expect(toCounsellor!.parsed.subject).toMatch(/^预约已取消：模拟面试 /);
    expect(toCounsellor!.parsed.text).toContain('学生已取消该预约');
    expect(toCounsellor!.invite).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
    const [toStudent] = await mailsAbout(studentEmail(), id, CANCELLED);
    expect(toStudent!.parsed.subject).toMatch(/^Appointment cancelled: Mock interview /);
  });

  it('says tomorrow for the next school day, less than or more than 24 hours ahead (the school\'s calendar, not a count of hours)', async () => {
    const [other] = await freshStudents(t.db, 1);
    tokens[other!.username] = (await t.login(other!.username)).token;
    await k.okData(k.call(other!.username, 'PUT', '/api/me/language', { language: 'en-US' }));
    const c = await k.makeCounsellor();
    for (const [hh, mm] of [[0, 30], [23, 0]] as const) {
      const id = await k.book(other!.username, await k.makeSlot(c.id, 2, 60 + hh), 2);
      await approve(c.username, id);
      // The next school day at hh:mm, by the database clock: 00:30 is under 24 hours away, 23:00 mostly over.
      const begin = sql`(((now() at time zone 'Asia/Shanghai')::date + 1) + make_interval(hours => ${hh}, mins => ${mm})) at time zone 'Asia/Shanghai'`;
      const b = await k.booking(id);
      await t.db.transaction(async (tx) => {
        await tx.update(apptSlots).set({ beginTime: begin, endTime: sql`${begin} + interval '30 minutes'` }).where(eq(apptSlots.id, b.slotId));
        await tx.execute(sql`update appt_subscribes set begin_time = ${begin}, end_time = ${begin} + interval '30 minutes' where id = ${id}`);
      });
      await runReminder(id);
      const [mail] = await mailsAbout(`${other!.username}@example.edu.cn`, id);
      expect(mail!.parsed.subject, `${hh}:${mm}`).toBe('Reminder: mock interview tomorrow');
      expect(mail!.parsed.text).toContain('You have an appointment tomorrow:');
      const [zh] = await mailsAbout(`${c.username}@example.edu.cn`, id);
      expect(zh!.parsed.subject).toBe('预约提醒：明天有模拟面试');
    }
  });

  it('a rejected booking is not reminded', async () => {
    const c = await k.makeCounsellor();
    const id = await k.book(student.username, await k.makeSlot(c.id, 2, 70), 2);
    await k.okData(k.call(c.username, 'POST', `/api/appointments/admin/bookings/${id}/review`, { status: 2, replyNote: '' }));
    await runReminder(id);
    expect(await mailsAbout(studentEmail(), id)).toHaveLength(0);
    expect((await reminders(c.username))).toHaveLength(0);
  });

  it('marks read, one and all, and only one\'s own', async () => {
    const c = await k.makeCounsellor();
    const id = await k.book(student.username, await k.makeSlot(c.id, 2, 50), 2);
    await approve(c.username, id);
    await runReminder(id);
    const [mine] = (await reminders(student.username)).filter((n) => n.link?.includes(`/${id}?`));
    await k.refused(k.call(c.username, 'POST', `/api/notifications/${mine!.id}/read`), '90005');
    await k.okData(k.call(student.username, 'POST', `/api/notifications/${mine!.id}/read`));
    await k.okData(k.call(student.username, 'POST', '/api/notifications/read-all'));
    expect((await k.okData<{ unread: number }>(k.call(student.username, 'GET', '/api/notifications'))).unread).toBe(0);
  });
});
