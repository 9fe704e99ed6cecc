import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LectureInput } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { lecturesKit } from './lectures-test-kit.ts';
import { makeStudents } from './teaching-test-kit.ts';

/**
 * A lecture's new time or place reaches its signed-up students (README 'Notices'), through the staff
 * call that changes it: in-app and by e-mail with an updated invite, in each student's language, once.
 */
const PUBLIC_URL = 'https://portal.school.edu.cn';
let smtp: SmtpCapture;
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  tokens.eduadmin = (await t.login('eduadmin')).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const k = lecturesKit(() => t, tokens);
const hour = 3600_000;
/** Whole minutes: an invite carries its times to the second. */
const at = (hours: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + hours * hour).toISOString();

/** Two fresh students signed up for a new lecture; the second reads English. */
async function signedUpLecture(o: Partial<LectureInput> = {}) {
  const input = await k.input({ subject: '数字化转型与企业战略', subjectEn: 'Digital Transformation and Corporate Strategy', address: '经管学院报告厅', addressEn: 'SEM Auditorium', ...o });
  const id = await k.makeLecture(input);
  const students = await makeStudents(t.db, 'mba', 2);
  for (const s of students) {
    tokens[s.username] = (await t.login(s.username)).token;
    await k.okData(k.signUp(s.username, id, s.id));
  }
  await k.okData(k.call(students[1]!.username, 'PUT', '/api/me/language', { language: 'en-US' }));
  const [zh, en] = students.map((s) => ({ ...s, email: `${s.username}@example.edu.cn` }));
  return { id, input, zh: zh!, en: en! };
}
const save = (id: number, input: LectureInput) => k.call('eduadmin', 'PUT', `/api/LectureAdmin/Lecture/${id}`, input);
const inApp = async (who: string) =>
  (await k.okData<{ data: { kind: string; title: string; titleEn: string; link: string }[] }>(k.call(who, 'GET', '/api/notifications?pageSize=50')))
    .data.filter((n) => n.kind === 'teaching.lecture-changed');

describe('a lecture\'s time or place changed by staff', () => {
  it('tells each signed-up student in their language, with the link and an updated invite; saving it again sends nothing', async () => {
    const { id, input, zh, en } = await signedUpLecture();
    // A save that changes neither time nor place (here the capacity) reports nothing.
    await k.okData(save(id, { ...input, capacity: 40 }));
    const moved = { ...input, capacity: 40, startsAt: at(96), endsAt: at(98) };
    await k.okData(save(id, moved));
    await k.okData(save(id, moved));
    await t.app.jobs.runDue();

    const [zhMail, ...zhMore] = await smtp.to(zh.email);
    const [enMail, ...enMore] = await smtp.to(en.email);
    expect(zhMore).toHaveLength(0);
    expect(enMore).toHaveLength(0);
    expect(zhMail!.parsed.subject).toBe('讲座时间变更：数字化转型与企业战略');
    expect(zhMail!.parsed.text).toContain('地点：经管学院报告厅');
    expect(zhMail!.parsed.text).toContain(`${PUBLIC_URL}/education/lecture/index`);
    expect(enMail!.parsed.subject).toBe('Lecture time changed: Digital Transformation and Corporate Strategy');
    expect(enMail!.parsed.text).toContain('Place: SEM Auditorium');
    expect(enMail!.parsed.text).toContain(`Open in the portal: ${PUBLIC_URL}/education/lecture/index`);
    expect(enMail!.parsed.text).not.toMatch(/[\u4e00-\u9fff]/);
    expect(enMail!.invite).toMatchObject({
      method: 'REQUEST', status: 'CONFIRMED', uid: `lecture-${id}-${en.id}@student-portal`, sequence: 0,
      summary: 'Digital Transformation and Corporate Strategy', location: 'SEM Auditorium',
    });
    expect(enMail!.invite!.start.toISOString()).toBe(moved.startsAt);
    expect(enMail!.invite!.end.toISOString()).toBe(moved.endsAt);
    expect(zhMail!.invite).toMatchObject({ uid: `lecture-${id}-${zh.id}@student-portal`, summary: '数字化转型与企业战略', location: '经管学院报告厅' });

    expect(await inApp(en.username)).toEqual([expect.objectContaining({
      title: '讲座时间变更：数字化转型与企业战略', titleEn: 'Lecture time changed: Digital Transformation and Corporate Strategy', link: '/education/lecture/index',
    })]);
    expect(await inApp(zh.username)).toHaveLength(1);
  });

  it('each later change is one more notice with the next SEQUENCE, moving it back included', async () => {
    const { id, input, en } = await signedUpLecture();
    const elsewhere = { ...input, address: '伟伦楼 501', addressEn: 'Weilun Building 501' };
    await k.okData(save(id, elsewhere));
    await k.okData(save(id, input));
    await k.okData(save(id, elsewhere));
    await t.app.jobs.runDue();
    const mails = (await smtp.to(en.email)).sort((a, b) => a.invite!.sequence - b.invite!.sequence);
    expect(mails.map((m) => [m.invite!.sequence, m.invite!.location, m.parsed.subject])).toEqual([
      [0, 'Weilun Building 501', 'Lecture place changed: Digital Transformation and Corporate Strategy'],
      [1, 'SEM Auditorium', 'Lecture place changed: Digital Transformation and Corporate Strategy'],
      [2, 'Weilun Building 501', 'Lecture place changed: Digital Transformation and Corporate Strategy'],
    ]);
    expect(mails[0]!.parsed.text).toContain('Place: Weilun Building 501 (was SEM Auditorium)');
    // A retried delivery sends nothing again.
    await t.app.jobs.runDue();
    expect(await smtp.to(en.email)).toHaveLength(3);
    expect(await inApp(en.username)).toHaveLength(3);
  });

  it('reports nothing when the change is refused, and nothing for a lecture already over', async () => {
    const { id, input, zh } = await signedUpLecture();
    // Capacity below the sign-ups: the whole save rolls back, its notice with it.
    await k.refused(save(id, { ...input, capacity: 1, startsAt: at(100), endsAt: at(102) }), '93214');
    // Moved into the past (a correction of the record), it changes no one's plans.
    await k.okData(save(id, { ...input, signupStartDay: at(-10), signupEndDay: at(-6), startsAt: at(-5), endsAt: at(-4), homeWorkDeadline: null }));
    await t.app.jobs.runDue();
    expect(await smtp.to(zh.email)).toHaveLength(0);
    expect(await inApp(zh.username)).toHaveLength(0);
  });
});
