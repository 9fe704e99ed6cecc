import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationParams } from '@portal/contracts';
import { buildApp } from '../../app.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { rowsOf } from '../db/client.ts';
import { users } from '../db/platform.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { notificationEvents } from './notifications.tables.ts';
import { DELIVER_JOB, DELIVERY_JOBS, notify } from './notify.ts';

/**
 * The outbox and its delivery (README): a real SMTP server on loopback receives the e-mails, which
 * are parsed (mailparser) and their invites read with ical.js.
 */
let smtp: SmtpCapture;
let t: TestApp;
let adminToken = '';
beforeAll(async () => {
  smtp = await startSmtpCapture({ refuse: (a) => a.startsWith('bounce') });
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.school.edu.cn' });
  adminToken = (await t.login('admin')).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) }).then((r) => r.json());

const params: NotificationParams['appointments.reminder'] = {
  consultType: { zh: '模拟面试', en: 'Mock interview' }, withName: { zh: '王老师', en: 'Ms Wang' }, when: '2026-05-01 10:00~10:30',
  interflow: { zh: '线上', en: 'Online' }, place: { zh: 'https://meet.example.com/abc', en: 'https://meet.example.com/abc' }, online: true, day: 'tomorrow',
};
const time = (uid: string, cancelled = false) => ({
  start: new Date('2026-05-01T02:00:00Z'), end: new Date('2026-05-01T02:30:00Z'), uid, cancelled,
  summary: { zh: '模拟面试（王老师）', en: 'Mock interview with Ms Wang' }, location: params.place,
});
let seq = 0;
const keyOf = () => `test:${Date.now()}:${(seq += 1)}`;

async function people(n: number, over: Record<string, unknown> = {}) {
  const list = await freshStudents(t.db, n, over);
  return Promise.all(list.map(async (p) => ({ ...p, email: `${p.username}@example.edu.cn`, token: (await t.login(p.username)).token })));
}

const deliveries = (q: string) => call(adminToken, 'GET', `/api/admin/notifications/deliveries?pageSize=100&${q}`);

describe('the outbox', () => {
  it('delivers in-app and by e-mail in each recipient\'s language, with the portal link and the invite, once', async () => {
    const [zh, en] = await people(2);
    expect((await call(en!.token, 'PUT', '/api/me/language', { language: 'en-US' })).data).toEqual({ language: 'en-US' });
    expect(await call(en!.token, 'PUT', '/api/me/language', { language: 'fr-FR' })).toMatchObject({ statusCode: 700, message: '90003' });
    const stored = await t.db.select({ id: users.id, language: users.language }).from(users).where(inArray(users.id, [zh!.id, en!.id])).orderBy(users.id);
    expect(stored.map((u) => u.language)).toEqual(['zh-CN', 'en-US']);
    const key = keyOf();
    await t.db.transaction((tx) => notify(tx, { kind: 'appointments.reminder', key, recipients: [zh!.id, en!.id], link: '/appointment/index', params, time: time(`uid-${key}`) }));
    await t.app.jobs.runDue();

    const [zhMail] = await smtp.to(zh!.email);
    const [enMail] = await smtp.to(en!.email);
    expect(zhMail!.parsed.subject).toBe('预约提醒：明天有模拟面试');
    expect(zhMail!.parsed.text).toContain('会议链接：https://meet.example.com/abc');
    expect(zhMail!.parsed.text).toContain('https://portal.school.edu.cn/appointment/index');
    expect(zhMail!.parsed.text).not.toMatch(/[A-Z][a-z]+ interview/);
    expect(enMail!.parsed.subject).toBe('Reminder: mock interview tomorrow');
    expect(enMail!.parsed.text).toContain('Meeting link: https://meet.example.com/abc');
    expect(enMail!.parsed.text).toContain('Open in the portal: https://portal.school.edu.cn/appointment/index');
    expect(enMail!.parsed.text).not.toMatch(/[\u4e00-\u9fff]/);
    expect(enMail!.invite).toMatchObject({ method: 'REQUEST', uid: `uid-${key}`, sequence: 0, summary: 'Mock interview with Ms Wang', location: 'https://meet.example.com/abc' });
    expect(enMail!.invite!.start.toISOString()).toBe('2026-05-01T02:00:00.000Z');
    expect(zhMail!.invite).toMatchObject({ method: 'REQUEST', summary: '模拟面试（王老师）' });

    const inApp = (await call(en!.token, 'GET', '/api/notifications?pageSize=50')).data.data.filter((n: { kind: string }) => n.kind === 'appointments.reminder');
    expect(inApp).toHaveLength(1);
    expect(inApp[0]).toMatchObject({ titleEn: 'Reminder: mock interview tomorrow', title: '预约提醒：明天有模拟面试', link: '/appointment/index' });

    // Reported again, and the job run again: nothing twice.
    expect(await notify(t.db, { kind: 'appointments.reminder', key, recipients: [zh!.id], link: '/x', params })).toBe(false);
    await t.db.update(jobs).set({ state: 'pending', runAt: sql`now()` }).where(inArray(jobs.kind, [...DELIVERY_JOBS]));
    await t.app.jobs.runDue();
    expect(await smtp.to(zh!.email)).toHaveLength(1);
    expect((await call(zh!.token, 'GET', '/api/notifications?pageSize=50')).data.total).toBe(1);

    const log = (await deliveries(`eventKey=${encodeURIComponent(key)}`)).data;
    expect(log.total).toBe(4);
    expect(log.data.map((r: { recipient: { id: number }; channel: string; status: string }) => `${r.recipient.id}:${r.channel}:${r.status}`).sort())
      .toEqual([`${zh!.id}:email:sent`, `${zh!.id}:portal:sent`, `${en!.id}:email:sent`, `${en!.id}:portal:sent`].sort());
  });

  it('a later invite of the same UID has a higher SEQUENCE, and a cancelled one is METHOD:CANCEL', async () => {
    const [p] = await people(1);
    const uid = `uid-${keyOf()}`;
    await notify(t.db, { kind: 'appointments.reminder', key: keyOf(), recipients: [p!.id], link: '/a', params, time: time(uid) });
    await notify(t.db, { kind: 'appointments.cancelled', key: keyOf(), recipients: [p!.id], link: '/a', params: { ...params, by: 'counsellor' }, time: time(uid, true) });
    await t.app.jobs.runDue();
    // Two events are delivered side by side, in either order: calendars go by SEQUENCE, not arrival.
    const mails = (await smtp.to(p!.email)).sort((a, b) => a.invite!.sequence - b.invite!.sequence);
    expect(mails.map((m) => [m.invite!.method, m.invite!.sequence, m.invite!.status])).toEqual([['REQUEST', 0, 'CONFIRMED'], ['CANCEL', 1, 'CANCELLED']]);
    expect(mails[1]!.parsed.subject).toBe('预约已取消：模拟面试 2026-05-01 10:00~10:30');
  });

  it('writes nothing when the change rolls back', async () => {
    const [p] = await people(1);
    const key = keyOf();
    await expect(t.db.transaction(async (tx) => {
      await notify(tx, { kind: 'appointments.reminder', key, recipients: [p!.id], link: '/a', params });
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    expect(await t.db.select().from(notificationEvents).where(eq(notificationEvents.eventKey, key))).toHaveLength(0);
  });

  it('a kill between commit and delivery loses nothing: a fresh instance on the same database delivers once', async () => {
    const [p] = await people(1);
    const key = keyOf();
    await t.db.transaction((tx) => notify(tx, { kind: 'appointments.reminder', key, recipients: [p!.id], link: '/a', params }));
    const [event] = await t.db.select().from(notificationEvents).where(eq(notificationEvents.eventKey, key));
    // The job row committed with the event; nothing ran it (this instance "died" before its runner ticked).
    const [job] = await t.db.select().from(jobs).where(eq(jobs.key, `${DELIVER_JOB}:${event!.id}`));
    expect(job).toMatchObject({ state: 'pending', kind: DELIVER_JOB });
    const fresh = await buildApp(t.config, t.db);
    try {
      await fresh.app.ready();
      await fresh.app.jobs.runDue();
      await t.app.jobs.runDue();
      await fresh.app.jobs.runDue();
    } finally {
      await fresh.app.close();
    }
    expect(await smtp.to(p!.email)).toHaveLength(1);
    const rows = rowsOf<{ c: number }>(await t.db.execute(sql`select count(*)::int as c from notifications where user_id = ${p!.id}`));
    expect(rows[0]!.c).toBe(1);
  });

  it('retries a refused e-mail with backoff, then records it as failed for the administrators; others are sent once', async () => {
    const [ok] = await people(1);
    const [bounce] = await freshStudents(t.db, 1, { username: `bounce${Date.now()}`, email: `bounce${Date.now()}@example.edu.cn` });
    const key = keyOf();
    await notify(t.db, { kind: 'appointments.reminder', key, recipients: [ok!.id, bounce!.id], link: '/a', params });
    await t.app.jobs.runDue();
    let [row] = (await deliveries(`eventKey=${encodeURIComponent(key)}&status=pending`)).data.data;
    expect(row).toMatchObject({ channel: 'email', status: 'pending', attempts: 1, recipient: { id: bounce!.id } });
    expect(row.lastError).toMatch(/mailbox full/);
    // The queue's backoff: let each retry fall due now instead of waiting 2^n seconds.
    for (let i = 0; i < 10; i += 1) {
      await t.db.update(jobs).set({ runAt: sql`now()` }).where(sql`${inArray(jobs.kind, [...DELIVERY_JOBS])} and ${jobs.state} = 'pending'`);
      await t.app.jobs.runDue();
    }
    [row] = (await deliveries(`eventKey=${encodeURIComponent(key)}&status=failed`)).data.data;
    expect(row).toMatchObject({ channel: 'email', status: 'failed', attempts: 8, recipient: { id: bounce!.id } });
    expect(await smtp.to(ok!.email)).toHaveLength(1);
    const failed = (await deliveries('status=failed&kind=appointments.reminder')).data;
    expect(failed.data.some((r: { eventKey: string }) => r.eventKey === key)).toBe(true);
  });

  it('is not mailed to someone who turned the kind off, but a mandatory kind cannot be turned off', async () => {
    const [p] = await people(1);
    const prefs = await call(p!.token, 'PUT', '/api/notifications/preferences', { preferences: [{ kind: 'appointments.reminder', email: false }] });
    expect(prefs.data.find((x: { kind: string }) => x.kind === 'appointments.reminder')).toMatchObject({ email: false, mandatory: false });
    const refused = await call(p!.token, 'PUT', '/api/notifications/preferences', { preferences: [{ kind: 'appointments.cancelled', email: false }] });
    expect(refused).toMatchObject({ statusCode: 700, message: '99400' });
    expect((await call(p!.token, 'GET', '/api/notifications/preferences')).data.find((x: { kind: string }) => x.kind === 'appointments.cancelled'))
      .toMatchObject({ email: true, mandatory: true });
    const off = keyOf();
    const mandatory = keyOf();
    await notify(t.db, { kind: 'appointments.reminder', key: off, recipients: [p!.id], link: '/a', params });
    await notify(t.db, { kind: 'appointments.cancelled', key: mandatory, recipients: [p!.id], link: '/a', params: { ...params, by: 'student' } });
    await t.app.jobs.runDue();
    expect((await smtp.to(p!.email)).map((m) => m.parsed.subject)).toEqual(['预约已取消：模拟面试 2026-05-01 10:00~10:30']);
    const [skipped] = (await deliveries(`eventKey=${encodeURIComponent(off)}&status=skipped`)).data.data;
    expect(skipped).toMatchObject({ channel: 'email', detail: 'turned-off' });
    expect((await call(p!.token, 'GET', '/api/notifications?pageSize=50')).data.total).toBe(2);
  });

  it('an administrator acting as someone does not change that person\'s language', async () => {
    const [p] = await people(1);
    const start = await t.app.inject({ method: 'GET', url: `/api/User/loginAsThisUser?email=${p!.email}`, headers: bearer(adminToken) });
    const simToken = start.json().data.accessToken as string;
    expect((await call(simToken, 'PUT', '/api/me/language', { language: 'en-US' })).statusCode).toBe(200);
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, p!.id));
    expect(row!.language).toBe('zh-CN');
  });

  it('the delivery log is for administrators only', async () => {
    const [p] = await people(1);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/notifications/deliveries', headers: bearer(p!.token) });
    expect(res.statusCode).toBe(403);
  });
});
