import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { startClasses } from './teaching.tables.ts';
import { currentTermKey, enrol, makeCourse, makeStartClass, makeStudents } from './teaching-test-kit.ts';
import { trainingKit } from './training-test-kit.ts';

/**
 * A class change decided by staff reaches the student (README 'Notices'), through the review call:
 * in-app and by e-mail in their language, with the course, both classes, the decision, the comment
 * and the link to their training plan, once.
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
const k = trainingKit(() => t, tokens);

/** A fresh EMBA student in one of two classes of a new course, applying to the other. */
async function pendingChange(english: boolean) {
  const term = await currentTermKey(t.db);
  const course = await makeCourse(t.db, { nameCn: '战略管理', nameEn: 'Strategic Management' });
  const from = await makeStartClass(t.db, { term, pageType: 'emba', courseId: course.id });
  const to = await makeStartClass(t.db, { term, pageType: 'emba', courseId: course.id });
  const [s] = await makeStudents(t.db, 'emba', 1);
  await enrol(t.db, from.id, [s!.id]);
  tokens[s!.username] = (await t.login(s!.username)).token;
  if (english) await k.okData(k.call(s!.username, 'PUT', '/api/me/language', { language: 'en-US' }));
  const { id } = await k.okData<{ id: number }>(k.call(s!.username, 'POST', '/api/GSMChangingCourseRecord', {
    oldStartClassId: from.id, oldCourseId: course.id, oldClassId: from.id, newStartClassId: to.id, newCourseId: course.id, newClassId: to.id,
    changeType: 1, reason: 'work trip', email: '',
  }));
  return { id, course, from, to, student: { ...s!, email: `${s!.username}@example.edu.cn` } };
}
const decide = (id: number, approve: boolean, comment: string) => k.call('eduadmin', 'POST', '/api/GSMChangingCourseRecord/Audit', { id, approve, comment });
const inApp = async (who: string) =>
  (await k.okData<{ data: { kind: string; title: string; titleEn: string; link: string }[] }>(k.call(who, 'GET', '/api/notifications?pageSize=50')))
    .data.filter((n) => n.kind === 'teaching.class-change-decided');

describe('a class-change decision', () => {
  it('tells the student of an approval, in English for an English reader, with the comment and the training-plan link, once', async () => {
    const c = await pendingChange(true);
    await k.okData(decide(c.id, true, 'Approved for the work trip.'));
    // Decided again: refused (no longer pending), and nothing more is sent.
    await k.refused(decide(c.id, false, 'again'), '93111');
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();

    const mails = await smtp.to(c.student.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.parsed.subject).toBe('Class change approved: Strategic Management');
    expect(mail.parsed.text).toContain(`Strategic Management (${c.course.courseNumber}) moved from ${c.from.classNameEn} to ${c.to.classNameEn}.`);
    expect(mail.parsed.text).toContain('Reviewer\'s comment: Approved for the work trip.');
    expect(mail.parsed.text).toContain(`Open in the portal: ${PUBLIC_URL}/education/training/plan`);
    expect(mail.parsed.text).not.toMatch(/[\u4e00-\u9fff]/);
    expect(mail.invite).toBeNull();
    expect(await inApp(c.student.username)).toEqual([expect.objectContaining({
      title: '调班申请已通过：战略管理', titleEn: 'Class change approved: Strategic Management', link: '/education/training/plan',
    })]);
  });

  it('tells the student of a refusal in Chinese, with the reason', async () => {
    const c = await pendingChange(false);
    await k.okData(decide(c.id, false, '该班已满'));
    await t.app.jobs.runDue();
    const [mail, ...more] = await smtp.to(c.student.email);
    expect(more).toHaveLength(0);
    expect(mail!.parsed.subject).toBe('调班申请未通过：战略管理');
    expect(mail!.parsed.text).toContain(`仍在「${c.from.className}」，未调至「${c.to.className}」`);
    expect(mail!.parsed.text).toContain('审核意见：该班已满');
    expect(await inApp(c.student.username)).toEqual([expect.objectContaining({ titleEn: 'Class change refused: Strategic Management' })]);
  });

  it('tells nothing when the approval is refused (a full class) and the record stays pending', async () => {
    const c = await pendingChange(false);
    await t.db.update(startClasses).set({ capacity: sql`${startClasses.enrolled}` }).where(eq(startClasses.id, c.to.id));
    await k.refused(decide(c.id, true, ''), '93109');
    await t.app.jobs.runDue();
    expect(await smtp.to(c.student.email)).toHaveLength(0);
    expect(await inApp(c.student.username)).toHaveLength(0);
  });
});
