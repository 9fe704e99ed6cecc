import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationParams } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { rowsOf } from '../db/client.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { notificationEvents } from './notifications.tables.ts';
import { DELIVER_BULK_JOB, DELIVER_JOB, DELIVERY_BATCH, DELIVERY_JOBS, notify, notifyMany, type NotificationEvent } from './notify.ts';

/**
 * Many events of one change at once (README 'Delivery'): a few inserts, one job per batch, and the
 * guarantees of one event each: once per key, nothing twice on a retry, a failure retried alone.
 */
let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture({ refuse: (a) => a.startsWith('bounce') });
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.school.edu.cn' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const params: NotificationParams['appointments.reminder'] = {
  consultType: { zh: '模拟面试', en: 'Mock interview' }, withName: { zh: '王老师', en: 'Ms Wang' }, when: '2026-05-01 10:00~10:30',
  interflow: { zh: '线下', en: 'In person' }, place: { zh: '302 室', en: 'Room 302' }, online: false, day: 'later',
};
type Ev = NotificationEvent<'appointments.reminder'>;
const tag = () => `many:${Date.now()}:${Math.random().toString(16).slice(2, 8)}`;
const event = (key: string, recipients: number[]): Ev => ({ kind: 'appointments.reminder', key, recipients, link: '/appointment/index', params });
const emailOf = (u: { username: string }) => `${u.username}@example.edu.cn`;
const batchJobs = (ids: number[]) => t.db.select().from(jobs).where(inArray(jobs.key, ids.map((id) => `${DELIVER_BULK_JOB}:${id}`)));
const deliveries = async (prefix: string) => rowsOf<{ channel: string; status: string; c: number }>(await t.db.execute(sql`
  select d.channel, d.status, count(*)::int as c from notification_deliveries d join notification_events e on e.id = d.event_id
  where e.event_key like ${`${prefix}%`} group by d.channel, d.status order by d.channel, d.status`));

describe('notifyMany', () => {
  it('writes each key once, schedules one delivery job per batch, and delivers every event once', async () => {
    const [a, b] = await freshStudents(t.db, 2);
    const prefix = tag();
    const before = `${prefix}:before`;
    await notify(t.db, event(before, [a!.id]));
    const many = Array.from({ length: DELIVERY_BATCH + 50 }, (_, i) => event(`${prefix}:${i}`, [i % 2 ? a!.id : b!.id]));
    // A key reported before, a key twice in the call and an event with nobody to tell write nothing.
    const written = await t.db.transaction((tx) => notifyMany(tx, [...many, event(before, [b!.id]), event(`${prefix}:0`, [a!.id]), event(`${prefix}:none`, [])]));
    expect(written).toBe(DELIVERY_BATCH + 50);
    const ids = (await t.db.select({ id: notificationEvents.id }).from(notificationEvents).where(like(notificationEvents.eventKey, `${prefix}:%`)))
      .map((r) => r.id).sort((x, y) => x - y);
    expect(ids).toHaveLength(DELIVERY_BATCH + 51);
    const batches = await batchJobs(ids);
    expect(batches.map((j) => (j.payload as { eventIds: number[] }).eventIds.length).sort((x, y) => x - y)).toEqual([50, DELIVERY_BATCH]);

    await t.app.jobs.runDue();
    expect(await smtp.to(emailOf(a!))).toHaveLength(76);
    expect(await smtp.to(emailOf(b!))).toHaveLength(75);
    expect(await deliveries(prefix)).toEqual([{ channel: 'email', status: 'sent', c: DELIVERY_BATCH + 51 }, { channel: 'portal', status: 'sent', c: DELIVERY_BATCH + 51 }]);
    const [first] = await smtp.to(emailOf(b!));
    expect(first!.parsed.messageId).toMatch(/^<notice-\d+-\d+@portal\.school\.edu\.cn>$/);

    // The batch jobs run again (a retry, or a runner that died after sending): nothing twice.
    await t.db.update(jobs).set({ state: 'pending', runAt: sql`now()`, attempts: 0 }).where(inArray(jobs.id, batches.map((j) => j.id)));
    await t.app.jobs.runDue();
    expect(await smtp.to(emailOf(a!))).toHaveLength(76);
    const notices = rowsOf<{ c: number }>(await t.db.execute(sql`select count(*)::int as c from notifications where key like ${`${prefix}:%`}`));
    expect(notices[0]!.c).toBe(DELIVERY_BATCH + 51);
  });

  it('a refused address fails only itself: the batch is retried for it alone, then it is recorded as failed', async () => {
    const [ok] = await freshStudents(t.db, 1);
    const stamp = Date.now();
    const [bounce] = await freshStudents(t.db, 1, { username: `bounce${stamp}m`, email: `bounce${stamp}m@example.edu.cn` });
    const prefix = tag();
    await t.db.transaction((tx) => notifyMany(tx, [event(`${prefix}:ok`, [ok!.id]), event(`${prefix}:bounce`, [bounce!.id, ok!.id])]));
    await t.app.jobs.runDue();
    expect(await smtp.to(emailOf(ok!))).toHaveLength(2);
    expect(await deliveries(prefix)).toEqual([
      { channel: 'email', status: 'pending', c: 1 }, { channel: 'email', status: 'sent', c: 2 }, { channel: 'portal', status: 'sent', c: 3 },
    ]);
    for (let i = 0; i < 10; i += 1) {
      await t.db.update(jobs).set({ runAt: sql`now()` }).where(sql`${inArray(jobs.kind, [...DELIVERY_JOBS])} and ${jobs.state} = 'pending'`);
      await t.app.jobs.runDue();
    }
    expect(await smtp.to(emailOf(ok!))).toHaveLength(2);
    const [failed] = rowsOf<{ attempts: number; last_error: string }>(await t.db.execute(sql`
      select d.attempts, d.last_error from notification_deliveries d join notification_events e on e.id = d.event_id
      where e.event_key = ${`${prefix}:bounce`} and d.user_id = ${bounce!.id} and d.channel = 'email' and d.status = 'failed'`));
    expect(failed).toMatchObject({ attempts: 8 });
    expect(failed!.last_error).toMatch(/mailbox full/);
  });

  it('an event with a time goes through notify: its own job and the next SEQUENCE of its UID', async () => {
    const [p] = await freshStudents(t.db, 1);
    const prefix = tag();
    const uid = `uid-${prefix}`;
    const time = { start: new Date('2026-05-01T02:00:00Z'), end: new Date('2026-05-01T02:30:00Z'), uid, summary: { zh: '模拟面试', en: 'Mock interview' }, location: params.place };
    await notify(t.db, { ...event(`${prefix}:0`, [p!.id]), time });
    await t.db.transaction((tx) => notifyMany(tx, [{ ...event(`${prefix}:1`, [p!.id]), time }, event(`${prefix}:2`, [p!.id])]));
    const [timed] = await t.db.select().from(notificationEvents).where(eq(notificationEvents.eventKey, `${prefix}:1`));
    expect(timed!.invite).toMatchObject({ uid, sequence: 1 });
    expect(await t.db.select().from(jobs).where(eq(jobs.key, `${DELIVER_JOB}:${timed!.id}`))).toHaveLength(1);
    await t.app.jobs.runDue();
    const mails = await smtp.to(emailOf(p!));
    expect(mails.map((m) => m.invite?.sequence ?? null).sort()).toEqual([0, 1, null]);
  });
});
