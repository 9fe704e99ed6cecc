import { eq, inArray, like, sql } from 'drizzle-orm';
import type { MatchingPreview } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/platform.tables.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { notificationEvents } from '../../platform/notifications/notifications.tables.ts';
import { DELIVERY_JOBS } from '../../platform/notifications/notify.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { selectionKit } from './selection-test-kit.ts';
import { selectionRounds } from './selection.tables.ts';

/**
 * The selection notices (README 'Notices') through the teachers' and the staff's routes, delivered
 * to a real SMTP server on loopback: a teacher's confirmation and decline to the student; the
 * staff's confirmation and the matching to the student and the teacher, each with the other's name.
 */
const PUBLIC_URL = 'https://portal.school.edu.cn';
let smtp: SmtpCapture;
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, LOGIN_RATE_LIMIT: '1000' });
  for (const u of ['mentor01', 'supervisor01', 'selectionadmin']) tokens[u] = (await t.login(u)).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const k = selectionKit(() => t, tokens);

const han = /[\u4e00-\u9fff]/;
const emailOf = async (username: string) => (await t.db.select({ email: users.email }).from(users).where(eq(users.username, username)))[0]!.email!;
const mails = async (username: string, about = '') => (await smtp.to(await emailOf(username))).filter((m) => (m.parsed.subject ?? '').includes(about));
const inbox = async (who: string, kind: string) =>
  (await k.okData<{ data: { kind: string; title: string; titleEn: string; link: string }[] }>(k.call(who, 'GET', '/api/notifications?pageSize=100')))
    .data.filter((n) => n.kind === kind);
const namesOf = async (id: number) => (await t.db.select({ zh: users.name, en: users.enName }).from(users).where(eq(users.id, id)))[0]!;
const english = (who: string) => k.okData(k.call(who, 'PUT', '/api/me/language', { language: 'en-US' }));
/** Every delivery job run again, as a retry would: nothing may arrive twice. */
const rerunDeliveries = async () => {
  await t.db.update(jobs).set({ state: 'pending', runAt: sql`now()` }).where(inArray(jobs.kind, [...DELIVERY_JOBS]));
  await t.app.jobs.runDue();
};
const roundLink = (id: number) => `/education/selection/alumni/mba/${id}`;

describe('a teacher\'s answer', () => {
  it('a confirmation tells the student, in English, with the teacher\'s English name and the round\'s page; the teacher is not told; once', async () => {
    const [s] = await k.students(1);
    await english(s!.username);
    const r = await k.round({}, [s!], [k.teacher('甲', 2, { username: 'mentor01' })]);
    await k.giveResume(s!.username);
    await k.okData(k.chooseMentor(s!.username, r.id, r.teachers['甲']!));
    const choice = await k.choiceOf(s!.id, r.teachers['甲']!);
    await k.okData(k.answer('mentor01', choice.id, 'confirm'));
    await t.app.jobs.runDue();

    const [mail, ...more] = await mails(s!.username);
    expect(more).toHaveLength(0);
    expect(mail!.parsed.subject).toBe('Selection result: your mentor is Wenbo Zhao');
    expect(mail!.parsed.text).toContain('2026 alumni mentor selection: Wenbo Zhao confirmed your choice; Wenbo Zhao is your mentor.');
    expect(mail!.parsed.text).toContain(`${PUBLIC_URL}${roundLink(r.id)}`);
    expect(mail!.parsed.text).not.toMatch(han);
    expect(await inbox(s!.username, 'selection.confirmed')).toEqual([expect.objectContaining({
      title: '双选结果：您的导师是甲', titleEn: 'Selection result: your mentor is Wenbo Zhao', link: roundLink(r.id),
    })]);
    // The teacher confirmed it: nothing to tell them.
    expect(await t.db.select().from(notificationEvents).where(like(notificationEvents.eventKey, `selection.assigned:${choice.id}:%`))).toEqual([]);

    await k.refused(k.answer('mentor01', choice.id, 'confirm'), '96008');
    await rerunDeliveries();
    expect(await mails(s!.username)).toHaveLength(1);
    expect(await inbox(s!.username, 'selection.confirmed')).toHaveLength(1);
  });

  it('a decline with another teacher suggested tells the student, in Chinese, the suggestion and the note', async () => {
    const [s] = await k.students(1);
    const r = await k.round({ times: 1 }, [s!], [k.teacher('丙', 2, { username: 'mentor01' }), k.teacher('丁', 2)]);
    await k.giveResume(s!.username);
    await k.okData(k.chooseMentor(s!.username, r.id, r.teachers['丙']!));
    const choice = await k.choiceOf(s!.id, r.teachers['丙']!);
    await k.okData(k.answer('mentor01', choice.id, 'suggest', { suggestedTeacherId: r.teachers['丁'], note: '研究方向不符' }));
    await t.app.jobs.runDue();

    const [mail, ...more] = await mails(s!.username);
    expect(more).toHaveLength(0);
    expect(mail!.parsed.subject).toBe('双选未通过：丙未确认您的选择');
    expect(mail!.parsed.text).toContain('这次选择已退还给您，可在本轮中另选导师。\n丙建议您选择丁。\n说明：研究方向不符');
    expect(mail!.parsed.text).toContain(`${PUBLIC_URL}${roundLink(r.id)}`);
    expect(await inbox(s!.username, 'selection.declined')).toEqual([expect.objectContaining({ titleEn: 'Selection: Wenbo Zhao declined your choice', link: roundLink(r.id) })]);
    await k.refused(k.answer('mentor01', choice.id, 'decline', { note: null }), '96009');
    await rerunDeliveries();
    expect(await mails(s!.username)).toHaveLength(1);
  });
});

describe('a confirmation the teacher did not make', () => {
  it('by the staff tells the student and the teacher, each with the other\'s name; a teacher without an account is not told', async () => {
    await english('supervisor01');
    const [a, b] = await k.students(2);
    const r = await k.round({ selectionType: 'supervisor', pageType: 'mba' }, [a!, b!], [k.teacher('孙教授', 2, { username: 'supervisor01' }), k.teacher('钱老师', 2)]);
    await k.okData(k.chooseSupervisor(a!.username, a!.id, r.id, r.teachers['孙教授']!));
    await k.okData(k.chooseSupervisor(b!.username, b!.id, r.id, r.teachers['钱老师']!));
    const [ca, cb] = [await k.choiceOf(a!.id, r.teachers['孙教授']!), await k.choiceOf(b!.id, r.teachers['钱老师']!)];
    await k.okData(k.answer('selectionadmin', ca.id, 'confirm'));
    await k.okData(k.answer('selectionadmin', cb.id, 'confirm'));
    await t.app.jobs.runDue();

    const link = `/education/selection/paper/mba/${r.id}`;
    const [toA] = await mails(a!.username);
    expect(toA!.parsed.subject).toBe('双选结果：您的论文导师是孙教授');
    expect(toA!.parsed.text).toContain('学院确认了您与孙教授的双选');
    expect(toA!.parsed.text).toContain(`${PUBLIC_URL}${link}`);
    expect((await mails(b!.username)).map((m) => m.parsed.subject)).toEqual(['双选结果：您的论文导师是钱老师']);

    const studentA = await namesOf(a!.id);
    const [toTeacher, ...more] = await mails('supervisor01', a!.number);
    expect(more).toHaveLength(0);
    expect(toTeacher!.parsed.subject).toBe(`Selection result: ${studentA.en} (${a!.number}) is your student`);
    expect(toTeacher!.parsed.text).toContain(`2026 thesis supervisor selection: The school confirmed ${studentA.en} (${a!.number}) as your student.`);
    expect(toTeacher!.parsed.text).toContain(`${PUBLIC_URL}/selection/teacher`);
    expect(toTeacher!.parsed.text).not.toMatch(han);
    expect((await inbox('supervisor01', 'selection.assigned')).filter((n) => n.title.includes(a!.number))).toEqual([expect.objectContaining({
      title: `双选结果：${studentA.zh}（${a!.number}）成为您的学生`, link: '/selection/teacher',
    })]);
    expect(await t.db.select().from(notificationEvents).where(like(notificationEvents.eventKey, `selection.assigned:${cb.id}:%`))).toEqual([]);
  });

  it('by the matching at the end of a round tells each student and each teacher; confirming again sends nothing', async () => {
    await english('mentor01');
    const [a, b] = await k.students(2);
    const r = await k.round({ times: 2 }, [a!, b!], [k.teacher('庚', 1, { username: 'mentor01' }), k.teacher('辛', 1)]);
    for (const s of [a!, b!]) {
      await k.giveResume(s.username);
      await k.okData(k.chooseMentor(s.username, r.id, r.teachers['庚']!));
      await k.okData(k.chooseMentor(s.username, r.id, r.teachers['辛']!));
    }
    // Setup: the round ends (the matching waits for it); a chose 庚 first, so 庚 prefers a.
    await t.db.update(selectionRounds).set({ endTime: sql`now() - interval '1 minute'` }).where(eq(selectionRounds.id, r.id));
    const preview = await k.okData<MatchingPreview>(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/preview`));
    expect(preview.pairs.map((p) => [p.studentId, p.teacherName])).toEqual([[a!.id, '庚'], [b!.id, '辛']]);
    expect(await k.okData(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/confirm`, { token: preview.token }))).toEqual({ confirmed: 2 });
    await t.app.jobs.runDue();

    expect((await mails(a!.username)).map((m) => m.parsed.subject)).toEqual(['双选结果：您的导师是庚']);
    expect((await mails(a!.username))[0]!.parsed.text).toContain('本轮结束后的匹配为您确认了庚');
    expect((await mails(b!.username)).map((m) => m.parsed.subject)).toEqual(['双选结果：您的导师是辛']);
    const [toTeacher, ...more] = await mails('mentor01', a!.number);
    expect(more).toHaveLength(0);
    expect(toTeacher!.parsed.text).toContain('2026 alumni mentor selection: The matching at the end of the round confirmed');
    expect(await mails('mentor01', b!.number)).toEqual([]);

    await k.refused(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/confirm`, { token: preview.token }), '96012');
    await rerunDeliveries();
    expect(await mails(a!.username)).toHaveLength(1);
    expect(await mails('mentor01', a!.number)).toHaveLength(1);
  });
});
