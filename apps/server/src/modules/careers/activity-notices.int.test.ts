import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityInput, Notification } from '@portal/contracts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { notificationEvents } from '../../platform/notifications/notifications.tables.ts';
import { DELIVERY_JOBS } from '../../platform/notifications/notify.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { activitiesKit, makeStudents } from './activities-test-kit.ts';
import { careerActivities } from './activities.tables.ts';
import { promoteWaiting } from './activities.service.ts';
import { activityInviteUid, mySignupLink } from './activity-notices.ts';
import { lockActivity } from './activity-signups.repo.ts';

/**
 * Waitlist promotions (README 'Notices'): every path that gives a waiting student a place tells
 * them in the portal and by e-mail, in their language, with the link to their sign-up and a
 * calendar invite, once. A real SMTP server on loopback receives the e-mails.
 */
const PUBLIC_URL = 'https://portal.school.edu.cn';
const han = /[\u4e00-\u9fff]/;
let smtp: SmtpCapture;
let t: TestApp;
const tokens: Record<string, string> = {};
let students: { id: number; username: string }[] = [];
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  tokens.careeradmin = (await t.login('careeradmin')).token;
  students = await makeStudents(t.db, 16);
  for (const s of students) tokens[s.username] = (await t.login(s.username)).token;
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const k = activitiesKit(() => t, tokens);
const emailOf = (s: { username: string }) => `${s.username}@example.edu.cn`;
let used = 0;
/** Students no earlier test of this file used, so each test reads only its own mail. */
const take = (n: number) => {
  const list = students.slice(used, used + n);
  used += n;
  if (list.length < n) throw new Error('not enough test students');
  return list;
};

const promotions = async (s: { username: string }) =>
  (await k.okData<{ data: Notification[] }>(k.call(s.username, 'GET', '/api/notifications?pageSize=50'))).data.filter((n) => n.kind === 'careers.activity-promoted');
const place = async (s: { id: number; username: string }, id: number) => (await k.okData<{ id: number; status: number }>(k.signUp(s.username, id, s.id))).id;
const wait = async (s: { id: number; username: string }, id: number) => {
  const r = await k.okData<{ id: number; status: number }>(k.signUp(s.username, id, s.id, true));
  expect(r.status).toBe(3);
  return r.id;
};
/** Every delivery job run again, as a retry after a crash would. */
const rerunDeliveries = async () => {
  await t.db.update(jobs).set({ state: 'pending', runAt: sql`now()` }).where(inArray(jobs.kind, [...DELIVERY_JOBS]));
  await t.app.jobs.runDue();
};
/** An instant h hours from now on a whole minute (an invite carries whole seconds). */
const at = (h: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + h * 3600_000).toISOString();
const update = (id: number, v: ActivityInput) => k.okData(k.call('careeradmin', 'PUT', `/api/career-admin/activities/${id}`, v));

describe('waitlist promotion notices', () => {
  it('a withdrawal promotes the first waiting: told once, in English, with the link to the sign-up and the invite', async () => {
    const [holder, first, second] = take(3) as [typeof students[0], typeof students[0], typeof students[0]];
    await k.okData(k.call(first.username, 'PUT', '/api/me/language', { language: 'en-US' }));
    const v = k.input({
      personNum: 1, name: '金融行业分享会', nameEn: 'Finance industry talk', address: '舜德楼 101', addressEn: 'Shunde Building 101',
      vdActiveTimes: [{ beginTime: at(72), endTime: at(74) }],
    });
    const id = await k.makeActivity(v);
    const held = await place(holder, id);
    const firstSignup = await wait(first, id);
    await wait(second, id);

    await k.okData(k.withdraw(holder.username, held));
    await t.app.jobs.runDue();

    const [inApp] = await promotions(first);
    expect(inApp).toMatchObject({
      title: '候补成功：您已获得“金融行业分享会”的名额', titleEn: 'Off the waitlist: you have a place at Finance industry talk',
      link: mySignupLink(firstSignup), readAt: null,
    });
    expect(inApp!.link).toBe(`/activity/index?tab=mine&signup=${firstSignup}`);
    expect(inApp!.bodyEn).toContain('Place: Shunde Building 101');

    const mails = await smtp.to(emailOf(first));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.parsed.subject).toBe('Off the waitlist: you have a place at Finance industry talk');
    expect(mail.parsed.text).toContain(`${PUBLIC_URL}/activity/index?tab=mine&signup=${firstSignup}`);
    expect(mail.parsed.text).toContain('A place came free, and you moved from the waitlist to a place.');
    expect(mail.parsed.text).not.toMatch(han);
    expect(mail.invite).toMatchObject({
      method: 'REQUEST', status: 'CONFIRMED', uid: activityInviteUid(id, first.id), sequence: 0, summary: 'Finance industry talk', location: 'Shunde Building 101',
    });
    expect(mail.invite!.uid).toBe(`activity-${id}-${first.id}@student-portal`);
    expect(mail.invite!.start.toISOString()).toBe(v.vdActiveTimes[0]!.beginTime);
    expect(mail.invite!.end.toISOString()).toBe(v.vdActiveTimes[0]!.endTime);

    // Only the promoted student hears of it: not the one still waiting, not the one who withdrew.
    expect(await promotions(second)).toHaveLength(0);
    expect(await smtp.to(emailOf(second))).toHaveLength(0);
    expect(await smtp.to(emailOf(holder))).toHaveLength(0);

    // The withdrawal repeated is refused, and a retried delivery sends nothing again.
    await k.refused(k.withdraw(holder.username, held), '3280');
    await rerunDeliveries();
    expect(await smtp.to(emailOf(first))).toHaveLength(1);
    expect(await promotions(first)).toHaveLength(1);
  });

  it('raising the places promotes as many as were added, each told in Chinese with their own invite; saving again tells no one', async () => {
    const [holder, a, b, c] = take(4) as [typeof students[0], typeof students[0], typeof students[0], typeof students[0]];
    const v = k.input({
      personNum: 1, name: '求职工作坊', nameEn: 'Job search workshop', address: '报告厅', addressEn: 'Auditorium',
      vdActiveTimes: [{ beginTime: at(72), endTime: at(74) }, { beginTime: at(96), endTime: at(98) }],
    });
    const id = await k.makeActivity(v);
    await place(holder, id);
    const signups = [await wait(a, id), await wait(b, id), await wait(c, id)];

    await update(id, { ...v, personNum: 3 });
    await t.app.jobs.runDue();
    for (const [i, s] of [a, b].entries()) {
      const [n] = await promotions(s);
      expect(n).toMatchObject({ title: '候补成功：您已获得“求职工作坊”的名额', link: mySignupLink(signups[i]!) });
      expect(n!.body).toMatch(/^活动增加了名额，您已从候补名单转为报名成功。/);
      const mails = await smtp.to(emailOf(s));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.parsed.subject).toBe('候补成功：您已获得“求职工作坊”的名额');
      expect(mails[0]!.parsed.text).toContain(`${PUBLIC_URL}${mySignupLink(signups[i]!)}`);
      // Both times in the text; the invite holds the first.
      expect(mails[0]!.parsed.text).toContain('；');
      expect(mails[0]!.invite).toMatchObject({ method: 'REQUEST', uid: activityInviteUid(id, s.id), summary: '求职工作坊', location: '报告厅' });
      expect(mails[0]!.invite!.start.toISOString()).toBe(v.vdActiveTimes[0]!.beginTime);
    }
    expect(await promotions(c)).toHaveLength(0);

    // The same places saved again promote no one and tell no one again.
    await update(id, { ...v, personNum: 3 });
    await rerunDeliveries();
    for (const s of [a, b]) expect(await smtp.to(emailOf(s))).toHaveLength(1);
    expect(await smtp.to(emailOf(c))).toHaveLength(0);
  });

  it('a promotion that rolls back leaves no notice', async () => {
    const [holder, waiting] = take(2) as [typeof students[0], typeof students[0]];
    const id = await k.makeActivity({ personNum: 1 });
    await place(holder, id);
    const signup = await wait(waiting, id);
    await expect(t.db.transaction(async (tx) => {
      // A place made free inside the transaction, then given away, then the whole change fails.
      await tx.update(careerActivities).set({ personNum: 2 }).where(eq(careerActivities.id, id));
      const act = await lockActivity(tx, id);
      await promoteWaiting(tx, act!, 1, 'withdrawal');
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    expect(await t.db.select().from(notificationEvents).where(eq(notificationEvents.eventKey, `careers.activity-promoted:${signup}`))).toHaveLength(0);
    await t.app.jobs.runDue();
    expect(await promotions(waiting)).toHaveLength(0);
  });

  // Only PostgreSQL runs the two withdrawals really side by side; the activity's lock queues them.
  it('two withdrawals at once promote two different students, each told once', async () => {
    const [h1, h2, w1, w2, w3] = take(5) as [typeof students[0], typeof students[0], typeof students[0], typeof students[0], typeof students[0]];
    const id = await k.makeActivity({ personNum: 2 });
    const held = [await place(h1, id), await place(h2, id)];
    const waiting = [await wait(w1, id), await wait(w2, id)];
    await wait(w3, id);

    await Promise.all([k.okData(k.withdraw(h1.username, held[0]!)), k.okData(k.withdraw(h2.username, held[1]!))]);
    await t.app.jobs.runDue();
    await rerunDeliveries();

    for (const [i, s] of [w1, w2].entries()) {
      const list = await promotions(s);
      expect(list).toHaveLength(1);
      expect(list[0]!.link).toBe(mySignupLink(waiting[i]!));
      const mails = await smtp.to(emailOf(s));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.invite!.uid).toBe(activityInviteUid(id, s.id));
    }
    expect(await promotions(w3)).toHaveLength(0);
    expect(await smtp.to(emailOf(w3))).toHaveLength(0);
    expect((await k.statuses(id)).filter((r) => r.status === 1).map((r) => r.studentId).sort()).toEqual([w1.id, w2.id].sort());
  }, 60_000);
});
