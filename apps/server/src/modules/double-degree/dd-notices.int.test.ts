import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/platform.tables.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { DELIVERY_JOBS } from '../../platform/notifications/notify.ts';
import { schoolClock, schoolDateTime } from '../../platform/time/school-zone.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { ddKit } from './dd-test-kit.ts';
import { ddApplyManages, ddInterviewTimes } from './dd.tables.ts';

/**
 * The double-degree notices (README 'Notices') through the students' booking and the office's
 * results, delivered to a real SMTP server on loopback: the booking to the student with an invite
 * and to the programme's staff, the results to the student.
 */
const PUBLIC_URL = 'https://portal.school.edu.cn';
let smtp: SmtpCapture;
let t: TestApp;
const tokens: Record<string, string> = {};
const people: Record<string, { id: number; username: string }> = {};
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, LOGIN_RATE_LIMIT: '1000' });
  const [a, b, c] = await freshStudents(t.db, 3);
  Object.assign(people, { a, b, c });
  for (const [who, p] of Object.entries(people)) tokens[who] = (await t.login(p.username)).token;
  for (const u of ['mobilityadmin', 'reviewer01']) tokens[u] = (await t.login(u)).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const k = ddKit(() => t, tokens);

const han = /[\u4e00-\u9fff]/;
const accountOf = async (who: string) => {
  const [u] = await t.db.select().from(users).where(eq(users.username, people[who]?.username ?? who));
  return u!;
};
const mails = async (who: string, about = '') => (await smtp.to((await accountOf(who)).email!)).filter((m) => (m.parsed.subject ?? '').includes(about));
const inbox = async (who: string, kind: string) =>
  (await k.okData<{ data: { kind: string; title: string; titleEn: string; link: string }[] }>(k.call(who, 'GET', '/api/notifications?pageSize=100')))
    .data.filter((n) => n.kind === kind);
/** Every delivery job run again, as a retry would: nothing may arrive twice. */
const rerunDeliveries = async () => {
  await t.db.update(jobs).set({ state: 'pending', runAt: sql`now()` }).where(inArray(jobs.kind, [...DELIVERY_JOBS]));
  await t.app.jobs.runDue();
};
const slotText = async (id: number) => {
  const [s] = await t.db.select().from(ddInterviewTimes).where(eq(ddInterviewTimes.id, id));
  return { text: `${schoolDateTime(s!.startTime)}~${schoolClock(s!.endTime)}`, start: s!.startTime };
};
const results = (id: number, gsmResult: number, partnerResult: number, lastResult: number) =>
  k.okData(k.call('mobilityadmin', 'PUT', `/api/double-degree/admin/applicants/${id}/results`, { gsmResult, partnerResult, lastResult }));

describe('an interview booked', () => {
  it('tells the student, in English, with the invite and My Application, and the programme\'s staff with the applicant; once', async () => {
    await k.okData(k.call('a', 'PUT', '/api/me/language', { language: 'en-US' }));
    const r = await k.makeRound();
    await k.assignReviewer('reviewer01', r.projectId);
    const id = await k.submitted('a', r);
    await k.passInternal(id);
    const day = await k.interviewDay(r.projectId, 3);
    await k.okData(k.book('a', id, day.slots[1]!, day.adresses[0]!));
    await t.app.jobs.runDue();

    const slot = await slotText(day.slots[1]!);
    const [mail, ...more] = await mails('a');
    expect(more).toHaveLength(0);
    expect(mail!.parsed.subject).toBe(`Double-degree interview booked: ${slot.text}`);
    // The test programme and round have Chinese names only: the English text keeps them (README 'Notices').
    expect(mail!.parsed.text).toContain(`Your double-degree interview is booked:\nProgramme: 测试项目\nRound: 测试轮次\nTime: ${slot.text} (Beijing time)\nPlace: A301`);
    expect(mail!.parsed.text).toContain(`${PUBLIC_URL}/study/index?tab=mine`);
    expect(mail!.parsed.text!.replace(/测试项目|测试轮次/g, '')).not.toMatch(han);
    expect(mail!.invite).toMatchObject({ method: 'REQUEST', uid: `dd-interview-${id}@student-portal`, sequence: 0, status: 'CONFIRMED', location: 'A301', summary: 'Double-degree interview: 测试项目' });
    expect(mail!.invite!.start.toISOString()).toBe(slot.start.toISOString());
    expect(await inbox('a', 'double-degree.interview-booked')).toEqual([expect.objectContaining({
      title: `双学位面试已预约：${slot.text}`, titleEn: `Double-degree interview booked: ${slot.text}`, link: '/study/index?tab=mine',
    })]);

    const student = await accountOf('a');
    for (const staff of ['mobilityadmin', 'reviewer01']) {
      const [toStaff, ...again] = await mails(staff, student.studentNumber!);
      expect(again).toHaveLength(0);
      expect(toStaff!.parsed.subject).toBe(`双学位面试预约：${student.name}（${student.studentNumber}）${slot.text}`);
      expect(toStaff!.parsed.text).toContain(`${PUBLIC_URL}/study/student-degree-details/${id}`);
      expect(toStaff!.invite).toBeNull();
    }
    expect((await inbox('reviewer01', 'double-degree.interview-booked')).filter((n) => n.title.includes(student.studentNumber!)))
      .toEqual([expect.objectContaining({ link: `/study/student-degree-details/${id}` })]);

    await k.refused(k.book('a', id, day.slots[2]!, day.adresses[0]!), '97110');
    await rerunDeliveries();
    expect(await mails('a')).toHaveLength(1);
    expect(await mails('mobilityadmin', student.studentNumber!)).toHaveLength(1);
  });

  it('of a programme reviewer01 does not review: the office is told, reviewer01 is not', async () => {
    const r = await k.makeRound();
    const id = await k.submitted('b', r);
    await k.passInternal(id);
    const day = await k.interviewDay(r.projectId, 2);
    await t.db.update(ddApplyManages).set({ isEnable: false }).where(eq(ddApplyManages.id, r.manageId));
    await k.okData(k.book('b', id, day.slots[0]!, day.adresses[1]!));
    await t.app.jobs.runDue();
    const number = (await accountOf('b')).studentNumber!;
    expect((await mails('b')).map((m) => m.invite?.location)).toEqual(['Online']);
    expect(await mails('mobilityadmin', number)).toHaveLength(1);
    expect(await mails('reviewer01', number)).toEqual([]);
  });
});

describe('results published', () => {
  it('tell the student each result that changed, in Chinese, and what to do next; the same results again tell nothing', async () => {
    const r = await k.makeRound();
    const id = await k.submitted('c', r);
    await k.interviewDay(r.projectId, 2);
    await results(id, 1, 0, 0);
    await t.app.jobs.runDue();
    const [passed] = await mails('c');
    expect(passed!.parsed.subject).toBe('双学位校内选拔结果：通过');
    expect(passed!.parsed.text).toContain('您申请的测试项目（测试轮次）校内选拔结果：通过。\n请在“我的申请”中预约面试。');
    expect(passed!.parsed.text).toContain(`${PUBLIC_URL}/study/index?tab=mine`);

    await results(id, 1, 0, 0);
    await results(id, 1, 1, 1);
    await t.app.jobs.runDue();
    expect((await mails('c')).map((m) => m.parsed.subject).sort()).toEqual(['双学位合作院校面试结果：通过', '双学位最终录取结果：已录取', '双学位校内选拔结果：通过'].sort());
    // A corrected result is a new notice; back to pending is none.
    await results(id, 1, 1, 2);
    await results(id, 1, 0, 2);
    await rerunDeliveries();
    const subjects = (await mails('c')).map((m) => m.parsed.subject);
    expect(subjects).toHaveLength(4);
    expect(subjects).toContain('双学位最终录取结果：未录取');
    expect((await inbox('c', 'double-degree.result-published')).map((n) => n.titleEn).sort()).toEqual([
      'Double degree, final admission: admitted', 'Double degree, final admission: not admitted',
      'Double degree, internal selection: passed', 'Double degree, partner school interview: passed',
    ]);
  });

  it('reach an English reader in English', async () => {
    const r = await k.makeRound();
    const id = await k.submitted('a', r);
    await results(id, 2, 0, 0);
    await t.app.jobs.runDue();
    const [mail] = await mails('a', 'internal selection');
    expect(mail!.parsed.subject).toBe('Double degree, internal selection: not passed');
    expect(mail!.parsed.text).toContain('Your application to 测试项目 (测试轮次), internal selection: not passed.\nThank you for applying.');
    expect(await inbox('a', 'double-degree.result-published')).toEqual([expect.objectContaining({ title: '双学位校内选拔结果：未通过', link: '/study/index?tab=mine' })]);
  });
});
