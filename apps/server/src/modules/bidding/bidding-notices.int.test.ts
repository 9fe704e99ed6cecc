import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client.ts';
import { notificationEvents } from '../../platform/notifications/notifications.tables.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { courseBody, hoursFromNow, kit, planBody } from './bidding-test-kit.ts';
import { advancePlan } from './bidding-states.ts';

/**
 * Results notices through the real publishing path: students bid over HTTP, staff close round 1
 * (the console's 'next', which clears and publishes), the plan's job clears the add/drop round;
 * the outbox delivers to a real SMTP server on loopback.
 */
let smtp: SmtpCapture;
let t: TestApp;
let k: ReturnType<typeof kit>;
let staff: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.school.edu.cn' });
  k = kit(t);
  staff = (await t.login('courseadmin')).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface Person { id: number; username: string; email: string; token: string }
async function students(n: number): Promise<Person[]> {
  const list = await freshStudents(t.db, n, { studyEntranceYear: 2025 });
  return Promise.all(list.map(async (p) => ({ ...p, email: `${p.username}@example.edu.cn`, token: (await t.login(p.username)).token })));
}
const bid = async (p: Person, planID: number, courseNumber: string, point: number, round: 1 | 2 = 1) =>
  expect((await k.post(p.token, round === 1 ? '/api/GSMCssPlan/PostFristCourses' : '/api/GSMCssPlan/PostSecondCourses', { planID, courseNumber, point })).statusCode).toBe(200);
const inApp = async (p: Person) => (await k.get(p.token, '/api/notifications?pageSize=50')).data as { data: { kind: string; title: string; titleEn: string; body: string; bodyEn: string; link: string }[]; total: number };
const reportJobs = async (planId: number) =>
  rowsOf<{ c: number }>(await t.db.execute(sql`select count(*)::int as c from jobs where key = ${`bidding.report-results:${planId}:1`}`))[0]!.c;
const han = /[\u4e00-\u9fff]/;

describe('bidding results notices', () => {
  it('tell each bidder once, per course, what a win cost or why a bid lost, with the clearing price; add/drop likewise', async () => {
    const [a, b, c, idle] = await students(4);
    expect((await k.env(await t.app.inject({ method: 'PUT', url: '/api/me/language', headers: bearer(c!.token), payload: { language: 'en-US' } }))).statusCode).toBe(200);
    const { id } = (await k.post(staff, '/api/admin/bidding/plans', planBody({ planName: '通知测试计划', planNameEn: 'Notice test plan', entranceYears: [2025] }))).data as { id: number };
    const courseIds: Record<string, number> = {};
    for (const [n, seats] of [['N1', 1], ['N2', 2], ['N3', 3]] as const) {
      const saved = await k.post(staff, `/api/admin/bidding/plans/${id}/courses`, courseBody(n, seats));
      expect(saved.statusCode).toBe(200);
      courseIds[n] = (saved.data as { id: number }).id;
    }
    await t.app.jobs.runDue(); // the firstBegin job opens round 1
    await bid(a!, id, 'N1', 300);
    await bid(b!, id, 'N1', 200);
    await bid(b!, id, 'N2', 150);
    await bid(c!, id, 'N1', 250);
    await bid(c!, id, 'N2', 180);
    // Nothing is said before the results are out.
    await t.app.jobs.runDue();
    expect(await smtp.to(a!.email)).toHaveLength(0);

    expect((await k.post(staff, `/api/admin/bidding/plans/${id}/move`, { action: 'next' })).data).toEqual({ planState: 4 });
    // The clearing's transaction scheduled the report; the job writes the notices.
    expect(await reportJobs(id)).toBe(1);
    expect((await inApp(a!)).total).toBe(0);
    await t.app.jobs.runDue();

    const link = `/education/optional/lesson-details/${id}`;
    const [aNotice] = (await inApp(a!)).data;
    expect(aNotice).toMatchObject({
      kind: 'bidding.results', link,
      title: '选课结果：通知测试计划，选中 1 门，未选中 0 门', titleEn: 'Bidding results for Notice test plan: 1 won, 0 not won',
    });
    expect(aNotice!.body).toContain('· N1 课程N1：已选中，出价并支付 300 积分（结算价 300）');
    const [bMail] = await smtp.to(b!.email);
    expect(bMail!.parsed.subject).toBe('选课结果：通知测试计划，选中 1 门，未选中 1 门');
    expect(bMail!.parsed.text).toContain('· N1 课程N1：未选中，结算价 300 积分高于您的出价 200 积分');
    expect(bMail!.parsed.text).toContain('· N2 课程N2：已选中，出价并支付 150 积分（结算价 150）');
    expect(bMail!.parsed.text).toContain(`https://portal.school.edu.cn${link}`);
    expect(bMail!.invite).toBeNull();

    // The English recipient: subject and body in English, no Chinese, the portal link.
    const [cMail] = await smtp.to(c!.email);
    expect(cMail!.parsed.subject).toBe('Bidding results for Notice test plan: 1 won, 1 not won');
    expect(cMail!.parsed.text).toContain('- N1 Course N1: not won; the clearing price of 300 points was above your bid of 250');
    expect(cMail!.parsed.text).toContain('- N2 Course N2: won; you bid 180 points and paid the clearing price of 150, so 30 points came back');
    expect(cMail!.parsed.text).toContain(`Open in the portal: https://portal.school.edu.cn${link}`);
    expect(cMail!.parsed.text).not.toMatch(han);
    // Mandatory: no line on turning it off.
    expect(cMail!.parsed.text).not.toContain('turn them off');
    // A student who did not bid hears nothing.
    expect((await inApp(idle!)).total).toBe(0);
    expect(await smtp.to(idle!.email)).toHaveLength(0);

    // The state machine runs again (the job late or twice, staff clearing the round again): nobody twice.
    expect(await advancePlan(t.db, id)).toBe(4);
    expect((await k.post(staff, `/api/admin/bidding/plans/${id}/clear`, { round: 1 })).data).toEqual({ planState: 4 });
    await t.app.jobs.runDue();
    for (const p of [a!, b!, c!]) {
      expect(await smtp.to(p.email)).toHaveLength(1);
      expect((await inApp(p)).total).toBe(1);
    }
    const keys = await t.db.select({ key: notificationEvents.eventKey }).from(notificationEvents).where(eq(notificationEvents.kind, 'bidding.results'));
    expect(keys.map((r) => r.key.split(':').slice(0, 4).join(':')).filter((key) => key.startsWith(`bidding.results:${id}:1:`)).sort())
      .toEqual([a!, b!, c!].map((p) => `bidding.results:${id}:1:${p.id}`).sort());

    // Staff give N1 a second seat and clear again: c (250, above b's 200) now wins it and is told again, in
    // English; a and b, whose results did not change, are not.
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/bidding/courses/${courseIds.N1}`, headers: bearer(staff), payload: courseBody('N1', 2) })).json().statusCode).toBe(200);
    expect((await k.post(staff, `/api/admin/bidding/plans/${id}/clear`, { round: 1 })).data).toEqual({ planState: 4 });
    await t.app.jobs.runDue();
    expect((await smtp.to(c!.email)).map((m) => m.parsed.subject)).toEqual(['Bidding results for Notice test plan: 1 won, 1 not won', 'Bidding results for Notice test plan: 2 won, 0 not won']);
    expect(await smtp.to(a!.email)).toHaveLength(1);
    expect(await smtp.to(b!.email)).toHaveLength(1);

    // Add/drop: the windows move so that round 2 is open now; its job opens it.
    expect((await t.app.inject({
      method: 'PUT', url: `/api/admin/bidding/plans/${id}`, headers: bearer(staff),
      payload: planBody({ planName: '通知测试计划', planNameEn: 'Notice test plan', entranceYears: [2025], firstBegin: hoursFromNow(-3), firstEnd: hoursFromNow(-2), secondBegin: hoursFromNow(-1), secondEnd: hoursFromNow(24) }),
    })).json().statusCode).toBe(200);
    await t.app.jobs.runDue();
    // c has the two courses a student may hold; a and b bid.
    await bid(b!, id, 'N3', 120, 2);
    await bid(a!, id, 'N3', 110, 2);
    // The secondEnd job (run by hand at its instant, then again): clears round 2 and publishes.
    expect(await advancePlan(t.db, id, new Date(Date.now() + 25 * 3600_000))).toBe(7);
    expect(await advancePlan(t.db, id, new Date(Date.now() + 26 * 3600_000))).toBe(7);
    await t.app.jobs.runDue();
    const [aDrop] = (await smtp.to(a!.email)).filter((m) => m.parsed.subject?.startsWith('补退选'));
    expect(aDrop!.parsed.subject).toBe('补退选结果：通知测试计划，选中 1 门，未选中 0 门');
    // A new plan is uniform-priced: N3 did not fill (2 bids, seats left), so it cleared at the plan's minimum, 100.
    expect(aDrop!.parsed.text).toContain('N3 课程N3：已选中，出价 110 积分，按结算价支付 100 积分，10 积分已退回');
    const bDrop = (await inApp(b!)).data.filter((n) => n.kind === 'bidding.add-drop-results');
    expect(bDrop).toHaveLength(1);
    expect(bDrop[0]).toMatchObject({ title: '补退选结果：通知测试计划，选中 1 门，未选中 0 门', link });
    // c bid only in round 1: no add/drop notice.
    expect((await inApp(c!)).data.map((n) => n.kind)).toEqual(['bidding.results', 'bidding.results']);
    expect(await smtp.to(c!.email)).toHaveLength(2);
    expect(await smtp.to(a!.email)).toHaveLength(2);
    expect(await smtp.to(b!.email)).toHaveLength(2);
  });

  it('writes no notice when the publishing transaction rolls back', async () => {
    const [p] = await students(1);
    const { id } = (await k.post(staff, '/api/admin/bidding/plans', planBody({ entranceYears: [2025] }))).data as { id: number };
    expect((await k.post(staff, `/api/admin/bidding/plans/${id}/courses`, courseBody('R1', 1))).statusCode).toBe(200);
    await t.app.jobs.runDue();
    await bid(p!, id, 'R1', 200);
    // The published state is written after the results were reported: refusing it fails the whole transaction.
    await t.db.execute(sql.raw('create function refuse_publish() returns trigger language plpgsql as $$ begin raise exception \'refused\'; end $$'));
    await t.db.execute(sql.raw(`create trigger refuse_publish before update on css_plans for each row when (new.id = ${id} and new.plan_state = 4) execute function refuse_publish()`));
    try {
      expect((await k.post(staff, `/api/admin/bidding/plans/${id}/move`, { action: 'next' })).statusCode).not.toBe(200);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_publish on css_plans'));
      await t.db.execute(sql.raw('drop function refuse_publish()'));
    }
    const rows = rowsOf<{ c: number }>(await t.db.execute(sql`select count(*)::int as c from notification_events where event_key = ${`bidding.results:${id}:1:${p!.id}`}`));
    expect(rows[0]!.c).toBe(0);
    expect(await reportJobs(id)).toBe(0);
    await t.app.jobs.runDue();
    expect(await smtp.to(p!.email)).toHaveLength(0);
    // Published for real afterwards: told once.
    expect((await k.post(staff, `/api/admin/bidding/plans/${id}/move`, { action: 'next' })).data).toEqual({ planState: 4 });
    await t.app.jobs.runDue();
    expect((await smtp.to(p!.email)).map((m) => m.parsed.subject)).toEqual(['选课结果：测试计划，选中 1 门，未选中 0 门']);
  });
});
