import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeDetail, Notification } from '@portal/contracts';
import { rowsOf } from '../../platform/db/client.ts';
import { scheduleJob } from '../../platform/jobs/job-queue.ts';
import { apiKit } from '../../test/api-kit.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { AUDIENCE_JOB } from './notice-audience.ts';

/**
 * A notice told to its audience (README 'Notices') through the outbox, with a real SMTP server on
 * loopback: only when the news office asks, only to the audience, once per notice whatever is
 * saved again, and at the publish time for a notice published later.
 */
const PUBLIC_URL = 'https://portal.school.edu.cn';
let smtp: SmtpCapture;
let t: TestApp;
const tokens: Record<string, string> = {};
const direction = `dir-${randomBytes(3).toString('hex')}`;
type Student = { id: number; username: string };
let inside: Student[] = [];
let outside: Student[] = [];
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  tokens.newsadmin = (await t.login('newsadmin')).token;
  // The audience: MBA students of one direction. Outside it: another programme, another direction, a disabled account.
  inside = await freshStudents(t.db, 2, { showDirectionKey: direction });
  outside = [
    ...await freshStudents(t.db, 1, { showDirectionKey: direction, pageType: 'emba' }),
    ...await freshStudents(t.db, 1, { showDirectionKey: `${direction}-x` }),
    ...await freshStudents(t.db, 1, { showDirectionKey: direction, isDisabled: true }),
  ];
  for (const s of [...inside, ...outside.slice(0, 2)]) tokens[s.username] = (await t.login(s.username)).token;
  await k.okData(k.call(inside[0]!.username, 'PUT', '/api/me/language', { language: 'en-US' }));
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const k = apiKit(() => t, tokens);
const emailOf = (s: Student) => `${s.username}@example.edu.cn`;
const hour = 3600_000;

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title, enTitle: `${title.replace(/[^\x20-\x7e]/g, '').trim()} notice`, fieldType: 'report', noticeType: 'announcement', content: '<p>正文</p>',
  pageType: 'mba', showDirectionKey: direction, ...extra,
});
const create = async (payload: Record<string, unknown>) => (await k.okData<{ id: number }>(k.call('newsadmin', 'POST', '/api/GSMNewsReports', payload))).id;
const update = (id: number, payload: Record<string, unknown>) => k.okData(k.call('newsadmin', 'PUT', `/api/GSMNewsReports/${id}`, payload));
const detail = (id: number) => k.okData<NoticeDetail>(k.call('newsadmin', 'GET', `/api/VDNotice/${id}`));
const noticesAbout = async (s: Student, id: number) =>
  (await k.okData<{ data: Notification[] }>(k.call(s.username, 'GET', '/api/notifications?pageSize=50'))).data.filter((n) => n.kind === 'shell.notice-published' && n.link === `/news/details/${id}`);
const mailsAbout = async (s: Student, id: number) => (await smtp.to(emailOf(s))).filter((m) => m.parsed.text?.includes(`${PUBLIC_URL}/news/details/${id}\n`));
const job = async (id: number) =>
  rowsOf<{ run_at: Date | string | null; state: string }>(await t.db.execute(sql`select run_at, state from jobs where key = ${`${AUDIENCE_JOB}:${id}`}`))[0];

describe('a notice published to its audience', () => {
  it('tells every user of the audience when asked, each in their language, and nobody else', async () => {
    const id = await create(body('期末考试安排 A1', { notifyAudience: true }));
    await t.app.jobs.runDue();
    expect((await detail(id)).audienceNotice).toBe('sent');

    for (const s of inside) {
      const [n, ...more] = await noticesAbout(s, id);
      expect(more).toHaveLength(0);
      expect(n).toMatchObject({ title: '新通知：期末考试安排 A1', titleEn: 'New notice: A1 notice', readAt: null });
    }
    const [en] = await mailsAbout(inside[0]!, id);
    expect(en!.parsed.subject).toBe('New notice: A1 notice');
    expect(en!.parsed.text).toMatch(/^The school has published a notice: A1 notice\nPublished: \d{4}-\d\d-\d\d \d\d:\d\d \(Beijing time\)/);
    expect(en!.parsed.text).not.toMatch(/[\u4e00-\u9fff]/);
    const [zh] = await mailsAbout(inside[1]!, id);
    expect(zh!.parsed.subject).toBe('新通知：期末考试安排 A1');
    for (const s of outside) expect(await mailsAbout(s, id)).toHaveLength(0);
    for (const s of outside.slice(0, 2)) expect(await noticesAbout(s, id)).toHaveLength(0);
    // The news office's own notice is not news to its author.
    const author = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.username = 'newsadmin' and n.link = ${`/news/details/${id}`}`));
    expect(author[0]!.n).toBe(0);

    // Edited, asked again, re-published: nobody is told twice.
    await update(id, body('期末考试安排 A1（更新）', { notifyAudience: true }));
    await update(id, body('期末考试安排 A1', { publishTime: new Date().toISOString(), notifyAudience: true }));
    await t.app.jobs.runDue();
    for (const s of inside) {
      expect(await noticesAbout(s, id)).toHaveLength(1);
      expect(await mailsAbout(s, id)).toHaveLength(1);
    }
  });

  it('tells nobody without the option, as the spec\'s call makes it; asking on a later save tells them once', async () => {
    const id = await create(body('讲座通知 B2'));
    await update(id, body('讲座通知 B2（更新）'));
    await t.app.jobs.runDue();
    expect((await detail(id)).audienceNotice).toBeNull();
    for (const s of inside) expect(await noticesAbout(s, id)).toHaveLength(0);
    expect(await mailsAbout(inside[0]!, id)).toHaveLength(0);

    await update(id, body('讲座通知 B2（更新）', { notifyAudience: true }));
    await t.app.jobs.runDue();
    expect((await noticesAbout(inside[1]!, id)).map((n) => n.title)).toEqual(['新通知：讲座通知 B2（更新）']);
    // The English title, else the Chinese one: a rule keeps its word.
    const rule = await create({ ...body('奖学金评定办法 C3'), enTitle: null, fieldType: 'rule', notifyAudience: true });
    await t.app.jobs.runDue();
    expect((await noticesAbout(inside[0]!, rule))[0]).toMatchObject({ title: '新规章制度：奖学金评定办法 C3', titleEn: 'New regulation: 奖学金评定办法 C3' });
  });

  it('waits for a later publish time, follows it when it moves, and sends at once when an edit publishes it', async () => {
    const later = new Date(Date.now() + 2 * hour);
    const id = await create(body('开学典礼 D4', { publishTime: later.toISOString(), notifyAudience: true }));
    expect((await detail(id)).audienceNotice).toBe('scheduled');
    expect(new Date((await job(id))!.run_at!).getTime()).toBe(later.getTime());
    await t.app.jobs.runDue();
    expect(await noticesAbout(inside[0]!, id)).toHaveLength(0);

    // Moved later by a save without the option (the spec's call): the request follows.
    const moved = new Date(Date.now() + 3 * hour);
    await update(id, body('开学典礼 D4', { publishTime: moved.toISOString() }));
    expect(new Date((await job(id))!.run_at!).getTime()).toBe(moved.getTime());
    // Run early (a runner whose clock is off, or a job left from before a move): it waits again.
    await scheduleJob(t.db, AUDIENCE_JOB, `${AUDIENCE_JOB}:${id}`, new Date(Date.now() - 60_000), { id });
    await t.app.jobs.runDue();
    expect(await noticesAbout(inside[0]!, id)).toHaveLength(0);
    expect((await job(id))!.state).toBe('pending');

    // An edit that publishes it now tells the audience at once, and the job is gone.
    await update(id, body('开学典礼 D4', { publishTime: new Date(Date.now() - 60_000).toISOString() }));
    expect(await job(id)).toBeUndefined();
    await t.app.jobs.runDue();
    expect(await noticesAbout(inside[0]!, id)).toHaveLength(1);
    expect(await mailsAbout(inside[1]!, id)).toHaveLength(1);
  });

  it('a request withdrawn, or a notice deleted before its publish time, tells nobody', async () => {
    const later = new Date(Date.now() + 2 * hour).toISOString();
    const unticked = await create(body('社团招新 E5', { publishTime: later, notifyAudience: true }));
    await update(unticked, body('社团招新 E5', { publishTime: later, notifyAudience: false }));
    expect(await job(unticked)).toBeUndefined();
    expect((await detail(unticked)).audienceNotice).toBeNull();

    const deleted = await create(body('停电通知 F6', { publishTime: later, notifyAudience: true }));
    await k.okData(k.call('newsadmin', 'DELETE', `/api/GSMNewsReports/${deleted}`));
    expect(await job(deleted)).toBeUndefined();
    await t.app.jobs.runDue();
    for (const id of [unticked, deleted]) expect(await mailsAbout(inside[0]!, id)).toHaveLength(0);
  });

  it('shows the state only to those who may edit the notice', async () => {
    const id = await create(body('图书馆开放 G7', { notifyAudience: true }));
    const reader = await k.okData<NoticeDetail>(k.call(inside[1]!.username, 'GET', `/api/VDNotice/${id}`));
    expect(reader.canEdit).toBe(false);
    expect(reader).not.toHaveProperty('audienceNotice');
  });
});
