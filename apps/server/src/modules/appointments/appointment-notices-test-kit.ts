import { inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Notification } from '@portal/contracts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { DELIVERY_JOBS } from '../../platform/notifications/notify.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type ReceivedMail, type SmtpCapture } from '../../test/smtp-capture.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { appointmentInviteUid } from './appointment-notices.ts';
import { slotText } from './appointment-views.ts';
import { appointmentsKit } from './appointments-test-kit.ts';

export const PORTAL = 'https://portal.school.edu.cn';
export const ADMIN = '/api/appointments/admin';
const HAN = /[\u4e00-\u9fff]/;

/**
 * The appointment notices' integration tests (README 'Notices'): a real SMTP server on loopback, an
 * app that mails through it, a student who switched the portal to English (`PUT /api/me/language`)
 * and counsellors left in Chinese; helpers that read what each person got, in the portal and by mail.
 */
export function noticeKit() {
  let smtp: SmtpCapture;
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const k = appointmentsKit(() => t, tokens);

  /** A fresh student, signed in, who reads the portal in English. */
  const englishStudent = async () => {
    const [s] = await freshStudents(t.db, 1);
    tokens[s!.username] = (await t.login(s!.username)).token;
    expect(await k.okData(k.call(s!.username, 'PUT', '/api/me/language', { language: 'en-US' }))).toEqual({ language: 'en-US' });
    return s!.username;
  };

  const setup = async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: PORTAL });
    tokens.careeradmin = (await t.login('careeradmin')).token;
  };
  const teardown = async () => {
    await t.close();
    await smtp.close();
  };

  /** Runs the due jobs: the deliveries of what was reported. */
  const deliver = () => t.app.jobs.runDue();
  /** Every delivery job run again, as a retry would: a finished delivery sends nothing more. */
  const redeliver = async () => {
    await t.db.update(jobs).set({ state: 'pending', runAt: sql`now()` }).where(inArray(jobs.kind, [...DELIVERY_JOBS]));
    await t.app.jobs.runDue();
  };

  const emailOf = (username: string) => `${username}@example.edu.cn`;
  /** The mails `username` got whose subject matches, about booking `id` when given (its student's link names it). */
  const mails = async (username: string, subject: RegExp, id?: number): Promise<ReceivedMail[]> =>
    (await smtp.to(emailOf(username))).filter((m) => subject.test(m.parsed.subject ?? '') && (id === undefined || (m.parsed.text ?? '').includes(`/appointment/question-info/${id}?`)));
  /** The one mail expected; an English one carries no Chinese. */
  const oneMail = async (username: string, subject: RegExp, id?: number, english = false): Promise<ReceivedMail> => {
    const found = await mails(username, subject, id);
    expect(found, `${username} ${subject}`).toHaveLength(1);
    if (english) expect(`${found[0]!.parsed.subject} ${found[0]!.parsed.text}`).not.toMatch(HAN);
    return found[0]!;
  };
  /** The caller's in-app notices of one kind. */
  const inApp = async (who: string, kind: string): Promise<Notification[]> =>
    (await k.okData<{ data: Notification[] }>(k.call(who, 'GET', `/api/notifications?pageSize=100&kind=${kind}`))).data;

  /** 'YYYY-MM-DD HH:mm~HH:mm' at the school of a booking's time, as the notices write it. */
  const whenOf = async (id: number) => {
    const b = await k.booking(id);
    return slotText(b.beginTime, b.endTime);
  };
  /** Every invite of the booking that reached `username`, lowest SEQUENCE first. */
  const invites = async (username: string, id: number) =>
    (await smtp.to(emailOf(username))).map((m) => m.invite).filter((i) => i?.uid === appointmentInviteUid(id)).sort((a, b) => a!.sequence - b!.sequence);

  const approve = (who: string, id: number, replyNote = '') => k.okData(k.call(who, 'POST', `${ADMIN}/bookings/${id}/review`, { status: 1, replyNote }));

  return {
    k, tokens, setup, teardown, englishStudent, deliver, redeliver, mails, oneMail, inApp, whenOf, invites, approve,
    get t() { return t; },
  };
}
