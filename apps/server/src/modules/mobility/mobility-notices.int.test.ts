import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeListId, type Notification } from '@portal/contracts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { DELIVERY_JOBS } from '../../platform/notifications/notify.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { EXEMPTION_LINK } from './exemption-notices.ts';
import { mobilityKit } from './mobility-test-kit.ts';
import { applicationLink } from './visiting-notices.ts';

/**
 * The mobility notices (README 'Notices'): a queued application given a place (a cancellation, a
 * raised limit) and the office's exemption decisions reach the student in the portal and by
 * e-mail, in their language, with the link to their page, once. A real SMTP server on loopback.
 */
const PUBLIC_URL = 'https://portal.school.edu.cn';
const han = /[\u4e00-\u9fff]/;
let smtp: SmtpCapture;
let t: TestApp;
const tokens: Record<string, string> = {};
let s: string[] = [];
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  tokens.mobilityadmin = (await t.login('mobilityadmin')).token;
  s = (await freshStudents(t.db, 8)).map((x) => x.username);
  for (const u of s) tokens[u] = (await t.login(u)).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const k = mobilityKit(() => t, tokens);
const emailOf = (u: string) => `${u}@example.edu.cn`;
const noticesOf = async (u: string, kind: string) =>
  (await k.okData<{ data: Notification[] }>(k.call(u, 'GET', '/api/notifications?pageSize=50'))).data.filter((n) => n.kind === kind);
const rerunDeliveries = async () => {
  await t.db.update(jobs).set({ state: 'pending', runAt: sql`now()` }).where(inArray(jobs.kind, [...DELIVERY_JOBS]));
  await t.app.jobs.runDue();
};
/** A plan and a project named in English, as an office that types both would (the kit's are Chinese). */
const englishPlanAndProject = async (limit: number) => {
  const plan = await k.makePlan();
  await t.db.execute(sql`update mob_plans set school_year_name = '2030-2031', number = '2031-01' where id = ${plan}`);
  const project = await k.makeProject(plan, limit);
  await t.db.execute(sql`update mob_projects set project_name = 'London Business School Global Finance', city = 'London, UK', active_time = '13–24 July' where id = ${project}`);
  return { plan, project };
};

describe('queue promotion', () => {
  it('a cancelled place goes to the first queued, who is told once in English with the link to their application', async () => {
    const [holder, first, second] = s.slice(0, 3) as [string, string, string];
    await k.okData(k.call(first, 'PUT', '/api/me/language', { language: 'en-US' }));
    const { plan, project } = await englishPlanAndProject(1);
    await k.applied(holder, project);
    expect((await k.applied(first, project)).selectStatus).toBe(2);
    expect((await k.applied(second, project)).selectStatus).toBe(2);

    expect(await k.okData(k.cancel(holder, project))).toEqual({ promoted: 1 });
    await t.app.jobs.runDue();

    const [n] = await noticesOf(first, 'mobility.queue-promoted');
    expect(n).toMatchObject({
      title: '排队递补成功：London Business School Global Finance', titleEn: 'You have a place: London Business School Global Finance', link: applicationLink(plan),
    });
    expect(decodeListId(n!.link!.split('/').at(-1)!)).toEqual({ mode: 'show', planId: plan });
    const mails = await smtp.to(emailOf(first));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe('You have a place: London Business School Global Finance');
    expect(mails[0]!.parsed.text).toContain('your queued application in the 2030-2031 study trip (2031-01) is now selected');
    expect(mails[0]!.parsed.text).toContain(`${PUBLIC_URL}${applicationLink(plan)}`);
    expect(mails[0]!.parsed.text).not.toMatch(han);
    expect(mails[0]!.invite).toBeNull();
    expect(await noticesOf(second, 'mobility.queue-promoted')).toHaveLength(0);
    expect(await smtp.to(emailOf(holder))).toHaveLength(0);

    // Cancelling again is refused (97004); a retried delivery sends nothing twice.
    await k.refused(k.cancel(holder, project), '97004');
    await rerunDeliveries();
    expect(await smtp.to(emailOf(first))).toHaveLength(1);
    expect(await noticesOf(first, 'mobility.queue-promoted')).toHaveLength(1);
    // A queued student cancelling frees no place and tells no one.
    await k.okData(k.cancel(second, project));
    await t.app.jobs.runDue();
    expect(await smtp.to(emailOf(second))).toHaveLength(0);
  });

  it('a raised limit promotes the queue in order, each told in Chinese; saving again tells no one', async () => {
    const [holder, a, b, c] = s.slice(3, 7) as [string, string, string, string];
    const plan = await k.makePlan();
    const project = await k.makeProject(plan, 1);
    for (const u of [holder, a, b, c]) await k.applied(u, project);
    const input = { planId: plan, projectName: '测试项目', city: '上海', activeTime: '7 月', limitCount: 3, description: '' };
    await k.okData(k.call('mobilityadmin', 'PUT', `/api/mobility/admin/projects/${project}`, input));
    await t.app.jobs.runDue();
    for (const u of [a, b]) {
      const [n] = await noticesOf(u, 'mobility.queue-promoted');
      expect(n).toMatchObject({ title: '排队递补成功：测试项目', link: applicationLink(plan) });
      expect(n!.body).toMatch(/^项目增加了名额，您在测试学年 学年游学计划（T-\d+）中排队的项目已递补为选中。/);
      const mails = await smtp.to(emailOf(u));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.parsed.subject).toBe('排队递补成功：测试项目');
      expect(mails[0]!.parsed.text).toContain(`${PUBLIC_URL}${applicationLink(plan)}`);
    }
    expect(await noticesOf(c, 'mobility.queue-promoted')).toHaveLength(0);
    await k.okData(k.call('mobilityadmin', 'PUT', `/api/mobility/admin/projects/${project}`, input));
    await rerunDeliveries();
    for (const u of [a, b]) expect(await smtp.to(emailOf(u))).toHaveLength(1);
    expect(await smtp.to(emailOf(c))).toHaveLength(0);
  });
});

describe('exemption decisions', () => {
  it('a return and, after resubmitting, an approval are two notices; a repeated review is refused and sends nothing', async () => {
    const u = s[7]!;
    await k.okData(k.call(u, 'PUT', '/api/me/language', { language: 'en-US' }));
    const plan = await k.makePlan();
    await t.db.execute(sql`update mob_plans set school_year_name = '2030-2031', number = '2031-02' where id = ${plan}`);
    const f = await k.uploaded(u, 'exemption');
    const { id } = await k.okData<{ id: number }>(k.submitExemption(u, { id: 0, status: 1, reason: 'Business trip', fileList: JSON.stringify([f]) }));
    const review = (status: number, auditOpinion: string) => k.call('mobilityadmin', 'POST', `/api/mobility/admin/exemptions/${id}/review`, { status, auditOpinion });

    await k.okData(review(4, 'Please attach the letter from your employer'));
    await t.app.jobs.runDue();
    let list = await noticesOf(u, 'mobility.exemption-reviewed');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: '游学免修申请已退回', titleEn: 'Study trip exemption returned', link: EXEMPTION_LINK });
    let mails = await smtp.to(emailOf(u));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe('Study trip exemption returned');
    expect(mails[0]!.parsed.text).toContain("The office's comment: Please attach the letter from your employer");
    expect(mails[0]!.parsed.text).toContain(`${PUBLIC_URL}/visiting-scholar`);
    expect(mails[0]!.parsed.text).not.toMatch(han);

    const e = await k.okData<{ fileList: string }>(k.call(u, 'GET', '/api/GSMVisitSchoolExempt/GetExemptInfo'));
    await k.okData(k.submitExemption(u, { id, status: 1, reason: 'Business trip, letter attached', fileList: e.fileList }));
    await k.okData(review(2, ''));
    await k.refused(review(2, ''), '97014');
    await rerunDeliveries();
    list = await noticesOf(u, 'mobility.exemption-reviewed');
    expect(list.map((n) => n.titleEn)).toEqual(['Study trip exemption approved', 'Study trip exemption returned']);
    mails = await smtp.to(emailOf(u));
    expect(mails.map((m) => m.parsed.subject).sort()).toEqual(['Study trip exemption approved', 'Study trip exemption returned']);
    const approved = mails.find((m) => m.parsed.subject === 'Study trip exemption approved')!;
    expect(approved.parsed.text).toContain('Your exemption from the 2030-2031 study trip (2031-02) was approved.');
    expect(approved.parsed.text).not.toContain("The office's comment");
  });
});
