import { eq, inArray, sql } from 'drizzle-orm';
import { OptimizeState, ResumeKind } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/platform.tables.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { DELIVERY_JOBS } from '../../platform/notifications/notify.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { resumes } from './resumes.tables.ts';
import { resumesKit } from './resumes-test-kit.ts';

/** The review's notice (README 'Notices') through the counsellors' routes, delivered to a real SMTP server on loopback. */
const PUBLIC_URL = 'https://portal.school.edu.cn';
let smtp: SmtpCapture;
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  for (const u of ['mba01', 'phd01', 'careeradmin', 'counsellor01']) tokens[u] = (await t.login(u)).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const k = resumesKit(() => t, tokens);

const emailOf = async (username: string) => (await t.db.select({ email: users.email }).from(users).where(eq(users.username, username)))[0]!.email!;
/** The review's e-mails to a demo student (the demo's other notices, e.g. appointment reminders, are due too). */
const reviewMails = async (username: string) => (await smtp.to(await emailOf(username))).filter((m) => /^(Resume reviewed|简历已审阅)/.test(m.parsed.subject ?? ''));
const inbox = async (who: string) => (await k.okData<{ data: { kind: string; title: string; titleEn: string; link: string }[] }>(k.call(who, 'GET', '/api/notifications?pageSize=50')))
  .data.filter((n) => n.kind === 'resumes.review-finished');
/** Every delivery job run again, as a retry would: nothing may arrive twice. */
const rerunDeliveries = async () => {
  await t.db.update(jobs).set({ state: 'pending', runAt: sql`now()` }).where(inArray(jobs.kind, [...DELIVERY_JOBS]));
  await t.app.jobs.runDue();
};

describe('a finished review', () => {
  it('returns the resume to the student with the released comment, in their language, with the link to the resume; once', async () => {
    expect((await k.okData(k.call('mba01', 'PUT', '/api/me/language', { language: 'en-US' })))).toEqual({ language: 'en-US' });
    const id = await k.resumeId('mba01');
    const comment = 'Quantify your results in the internship section.';
    await k.okData(k.call('counsellor01', 'PUT', `/api/career-admin/resumes/${id}/suggestion`, { optimizeSuggest: comment, release: true }));
    await k.okData(k.call('careeradmin', 'POST', `/api/career-admin/resumes/${id}/done`));
    await t.app.jobs.runDue();

    const [mail, ...more] = await reviewMails('mba01');
    expect(more).toHaveLength(0);
    expect(mail!.parsed.subject).toBe('Resume reviewed: suggestions for your Chinese resume');
    expect(mail!.parsed.text).toContain(`Ms. Zhou reviewed your Chinese resume and suggests these changes:\n${comment}`);
    expect(mail!.parsed.text).toContain(`${PUBLIC_URL}/resume/resumeCN/${id}`);
    expect(mail!.parsed.text).not.toMatch(/[\u4e00-\u9fff]/);
    expect(mail!.invite).toBeNull();
    expect(await inbox('mba01')).toEqual([expect.objectContaining({
      title: '简历已审阅：中文简历有修改建议', titleEn: 'Resume reviewed: suggestions for your Chinese resume', link: `/resume/resumeCN/${id}`,
    })]);

    // The repeat is refused (1121) and a retried delivery sends nothing more.
    await k.refused(k.call('careeradmin', 'POST', `/api/career-admin/resumes/${id}/done`), '1121');
    await rerunDeliveries();
    expect(await reviewMails('mba01')).toHaveLength(1);
    expect(await inbox('mba01')).toHaveLength(1);

    // Asked again and finished with no new comment: a new notice, 'approved', though the old comment still shows.
    await k.okData(k.call('mba01', 'POST', '/api/VDResume/ChangeResumeStatus', { id, isOptimize: true }));
    await k.okData(k.call('counsellor01', 'POST', `/api/career-admin/resumes/${id}/done`));
    await t.app.jobs.runDue();
    const again = (await reviewMails('mba01')).map((m) => m.parsed.subject);
    expect(again.sort()).toEqual(['Resume reviewed: suggestions for your Chinese resume', 'Resume reviewed: your Chinese resume is fine']);
  });

  it('tells a Chinese-reading student their manual is fine when the comment was never released', async () => {
    const id = await k.resumeId('phd01', ResumeKind.manual);
    // Setup: the student's request, as the switch would make it (phd01's resume is under the switch's 80 %).
    await t.db.update(resumes).set({ optimizeState: OptimizeState.requested, optimizeRequestedAt: new Date() }).where(eq(resumes.id, id));
    await k.okData(k.call('counsellor01', 'PUT', `/api/career-admin/resumes/${id}/suggestion`, { optimizeSuggest: '草稿：再想想', release: false }));
    await k.okData(k.call('counsellor01', 'POST', `/api/career-admin/resumes/${id}/done`));
    await t.app.jobs.runDue();
    const [mail] = await reviewMails('phd01');
    expect(mail!.parsed.subject).toBe('简历已审阅：概况手册无需修改');
    expect(mail!.parsed.text).toContain('周老师审阅了您的概况手册，没有修改建议。');
    expect(mail!.parsed.text).not.toContain('草稿');
    expect(mail!.parsed.text).toContain(`${PUBLIC_URL}/resume/manual/${id}`);
    expect(await inbox('phd01')).toEqual([expect.objectContaining({ titleEn: 'Resume reviewed: your overview manual is fine', link: `/resume/manual/${id}` })]);
  });
});
