import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formToAnswers, type AssignmentRow, type Notification, type SurveyDefinitionInput, type SurveyView } from '@portal/contracts';
import { rowsOf } from '../../platform/db/client.ts';
import { scheduleJob } from '../../platform/jobs/job-queue.ts';
import { schoolDateTime } from '../../platform/time/school-zone.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { mealMenus } from '../meals/meals.tables.ts';
import { CLOSING_JOB, closingReminderAt } from './survey-closing.ts';
import { surveyKit } from './survey-test-kit.ts';

/**
 * The survey notices (README 'Notices') through the outbox, with a real SMTP server on loopback:
 * the students asked are told (one event for a class), the closing reminder reaches only those who
 * have not submitted, once, and its job follows the window of the record it belongs to.
 */
const PUBLIC_URL = 'https://portal.school.edu.cn';
let smtp: SmtpCapture;
let t: TestApp;
const tokens: Record<string, string> = {};
let students: { id: number; username: string }[] = [];
let className = '';
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  for (const u of ['surveyadmin', 'canteen01', 'teacher01']) tokens[u] = (await t.login(u)).token;
  students = await freshStudents(t.db, 3);
  for (const s of students) tokens[s.username] = (await t.login(s.username)).token;
  className = (await t.db.execute(sql`select class_name from users where id = ${students[0]!.id}`) as unknown as { rows: { class_name: string }[] }).rows[0]!.class_name;
  // The first reads English; the others keep the default Chinese.
  await k.okData(k.call(students[0]!.username, 'PUT', '/api/me/language', { language: 'en-US' }));
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const k = surveyKit(() => t, tokens);
const emailOf = (s: { username: string }) => `${s.username}@example.edu.cn`;
const day = 24 * 3600 * 1000;

const definition = (name: string, kind: SurveyDefinitionInput['kind']): SurveyDefinitionInput => ({
  name, nameEn: `${kind} survey ${name.slice(-4)}`, kind,
  questions: [{ questionID: 'a', type: 'TEXT', body: '意见', bodyEn: 'Comments' }],
});
const create = async (name: string, kind: SurveyDefinitionInput['kind']) =>
  (await k.okData<{ id: number }>(k.call('surveyadmin', 'POST', '/api/SurveyAdmin/Survey', definition(name, kind)))).id;
const assign = (surveyId: number, body: Record<string, unknown>) =>
  k.okData<AssignmentRow[]>(k.call('surveyadmin', 'POST', `/api/SurveyAdmin/Survey/${surveyId}/Assignments`, body));

const notices = async (who: string, kind: string) =>
  (await k.okData<{ data: Notification[] }>(k.call(who, 'GET', '/api/notifications?pageSize=50'))).data.filter((n) => n.kind === kind);
const mailsTo = async (s: { username: string }, subject: RegExp) => (await smtp.to(emailOf(s))).filter((m) => subject.test(m.parsed.subject ?? ''));

const closingJob = async (assignmentId: number) =>
  rowsOf<{ run_at: Date | string | null; state: string }>(await t.db.execute(sql`select run_at, state from jobs where key = ${`${CLOSING_JOB}:${assignmentId}`}`))[0];
/** Runs the reminder now: its job is due the morning before the last day, which the test does not wait for. */
const runClosing = async (assignmentId: number) => {
  await scheduleJob(t.db, CLOSING_JOB, `${CLOSING_JOB}:${assignmentId}`, new Date(Date.now() - 60_000), { id: assignmentId });
  await t.app.jobs.runDue();
};

describe('a survey assigned', () => {
  it('tells every student of the class once, each in their language, with the answering page', async () => {
    const name = `课程评估 ${Date.now() % 10000}`;
    const surveyId = await create(name, 'faculty');
    const begin = new Date(Date.now() - day);
    const end = new Date(Date.now() + 7 * day);
    const [a] = await assign(surveyId, {
      target: { by: 'class', className }, beginTime: begin.toISOString(), endTime: end.toISOString(),
      teacherIds: [await k.userId('teacher01')], courseNameCN: '战略管理', courseNameEN: 'Strategy',
    });
    await t.app.jobs.runDue();

    const link = `/education/evaluate/survey_new/view/${surveyId}/0/${a!.id}?businessType=0&businessValue2=${a!.businessValue2}`;
    for (const s of students) {
      const [n, ...more] = await notices(s.username, 'surveys.assigned');
      expect(more).toHaveLength(0);
      expect(n).toMatchObject({ link, title: `请填写问卷：${name}`, titleEn: `Survey to fill in: faculty survey ${name.slice(-4)}`, readAt: null });
      expect(n!.body).toContain('（战略管理 · 赵教授）');
      expect(n!.bodyEn).toContain('(Strategy · Prof. Zhao)');
    }
    const [en] = await mailsTo(students[0]!, /^Survey to fill in/);
    expect(en!.parsed.text).toContain(`Open: ${schoolDateTime(begin)} to ${schoolDateTime(end)} (Beijing time)`);
    expect(en!.parsed.text).toContain(`${PUBLIC_URL}${link}`);
    expect(en!.parsed.text).not.toMatch(/[\u4e00-\u9fff]/);
    const [zh] = await mailsTo(students[1]!, /^请填写问卷/);
    expect(zh!.parsed.subject).toBe(`请填写问卷：${name}`);
    expect(zh!.parsed.text).toContain(`${PUBLIC_URL}${link}`);

    // The link's context is what the answering page asks the server for.
    const view = await k.okData<SurveyView>(k.call(students[1]!.username, 'GET', `/api/FacultySurvey/GetSurveyByID/${surveyId}?businessValue=${a!.id}&businessType=0`));
    expect(view.canAnswer).toBe(true);

    // Delivery run again: nothing more.
    await t.app.jobs.runDue();
    expect(await mailsTo(students[0]!, new RegExp(`faculty survey ${name.slice(-4)}`))).toHaveLength(1);
  });

  it('a record\'s survey tells whoever is newly asked, once: a meal booking asks the student', async () => {
    const surveyId = await create(`订餐评价 ${Date.now() % 10000}`, 'meal');
    const date = async (n: number) => rowsOf<{ d: string }>(await t.db.execute(sql`select to_char((now() at time zone 'Asia/Shanghai')::date + ${n}::int, 'YYYY-MM-DD') as d`))[0]!.d;
    const { id: menuId } = await k.okData<{ id: number }>(k.call('canteen01', 'POST', '/api/meals-admin/menus', {
      fileName: '<p>菜单</p>', startDate: await date(40), endDate: await date(44), cutoffTime: '17:00', surveyID: surveyId,
    }));
    const [menu] = await t.db.select().from(mealMenus).where(eq(mealMenus.id, menuId));
    const assignmentId = menu!.surveyAssignmentId!;
    const s = students[2]!;
    await k.okData(k.call(s.username, 'POST', '/api/GSMRestaurantStudentReserve/Save', { reserveDate: await date(40), isReserveLunch: true, isReservedinner: false }));
    await k.okData(k.call(s.username, 'POST', '/api/GSMRestaurantStudentReserve/Save', { reserveDate: await date(41), isReserveLunch: true, isReservedinner: true }));
    await t.app.jobs.runDue();
    const mine = (await notices(s.username, 'surveys.assigned')).filter((n) => n.link?.includes(`/${assignmentId}?`));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.link).toBe(`/order-meal/survey/view/${surveyId}/Meal/${assignmentId}?businessType=Meal`);
    expect(mine[0]!.body).toContain(`（订餐评价 ${await date(40)} ~ ${await date(44)}）`);
    expect(mine[0]!.bodyEn).toContain(`(Meals of ${await date(40)} to ${await date(44)})`);
  });
});

describe('closing soon', () => {
  it('reminds only the students who have not submitted, once, in their language', async () => {
    const name = `毕业生调查 ${Date.now() % 10000}`;
    const surveyId = await create(name, 'graduate');
    const end = new Date(Date.now() + 3 * day);
    const [a] = await assign(surveyId, {
      target: { by: 'students', studentNumbers: await Promise.all(students.map(async (s) => (await t.db.execute(sql`select student_number from users where id = ${s.id}`) as unknown as { rows: { student_number: string }[] }).rows[0]!.student_number)) },
      beginTime: new Date(Date.now() - day).toISOString(), endTime: end.toISOString(), title: '离校调查', titleEn: 'Exit survey',
    });
    const job = await closingJob(a!.id);
    expect(job!.state).toBe('pending');
    expect(new Date(job!.run_at!).getTime()).toBe(closingReminderAt(end).getTime());

    // The second student submits; the third keeps a draft, which is not an answer.
    const view = await k.okData<SurveyView>(k.call(students[1]!.username, 'GET', `/api/FacultySurvey/GetSurveyByID/${surveyId}?businessValue=${a!.id}&businessType=GraduateSurvey`));
    const save = (who: string, isSubmit: boolean) => k.okData(k.call(who, 'POST', '/api/FacultySurvey/SaveFacultSurvey', {
      surveyID: surveyId, isSubmit, businessType: 'GraduateSurvey', businessValue: String(a!.id),
      extendedQuestionResults: formToAnswers(view.extendedQuestions, { a: { text: '很好' } }, surveyId),
    }));
    await save(students[1]!.username, true);
    await save(students[2]!.username, false);

    await runClosing(a!.id);
    const link = `/survey_view/${surveyId}?businessType=GraduateSurvey&businessValue=${a!.id}&businessValue2=`;
    const [en] = await notices(students[0]!.username, 'surveys.closing-soon');
    expect(en).toMatchObject({ link, titleEn: `Survey closing soon: graduate survey ${name.slice(-4)}` });
    expect(en!.bodyEn).toBe(`The survey "graduate survey ${name.slice(-4)}" (Exit survey) closes at ${schoolDateTime(end)} (Beijing time), and you have not submitted it yet.`);
    expect(await notices(students[1]!.username, 'surveys.closing-soon')).toHaveLength(0);
    expect((await notices(students[2]!.username, 'surveys.closing-soon')).map((n) => n.title)).toEqual([`问卷即将截止：${name}`]);
    const [mail] = await mailsTo(students[0]!, /^Survey closing soon/);
    expect(mail!.parsed.text).toContain(`${PUBLIC_URL}${link}`);
    expect(await mailsTo(students[1]!, /^问卷即将截止/)).toHaveLength(0);
    expect(await mailsTo(students[2]!, new RegExp(`^问卷即将截止：${name}`))).toHaveLength(1);

    // The job run again (a retry, or the runner after a restart) tells nobody twice.
    await runClosing(a!.id);
    expect(await notices(students[0]!.username, 'surveys.closing-soon')).toHaveLength(1);
    expect(await mailsTo(students[2]!, new RegExp(`^问卷即将截止：${name}`))).toHaveLength(1);
  });

  it('skips a window shorter than its reminder, and a withdrawn assignment drops its job', async () => {
    const surveyId = await create(`短问卷 ${Date.now() % 10000}`, 'generic');
    const target = { by: 'class', className };
    const [short] = await assign(surveyId, { target, beginTime: new Date().toISOString(), endTime: new Date(Date.now() + 5 * 3600_000).toISOString() });
    expect(await closingJob(short!.id)).toBeUndefined();
    const [long] = await assign(surveyId, { target, beginTime: new Date().toISOString(), endTime: new Date(Date.now() + 10 * day).toISOString() });
    expect((await closingJob(long!.id))!.state).toBe('pending');
    await k.okData(k.call('surveyadmin', 'DELETE', `/api/SurveyAdmin/Assignment/${long!.id}`));
    expect(await closingJob(long!.id)).toBeUndefined();
    // Deleting a survey nobody answered takes its assignments' reminders too.
    const [again] = await assign(surveyId, { target, beginTime: new Date().toISOString(), endTime: new Date(Date.now() + 10 * day).toISOString() });
    await k.okData(k.call('surveyadmin', 'DELETE', `/api/SurveyAdmin/Survey/${surveyId}`));
    expect(await closingJob(again!.id)).toBeUndefined();
  });

  it('moves with the end of a record\'s window, and goes with the record', async () => {
    const surveyId = await create(`订餐评价 ${Date.now() % 10000}`, 'meal');
    const date = async (n: number) => rowsOf<{ d: string }>(await t.db.execute(sql`select to_char((now() at time zone 'Asia/Shanghai')::date + ${n}::int, 'YYYY-MM-DD') as d`))[0]!.d;
    const menuBody = async (from: number, to: number) => ({ fileName: '<p>菜单</p>', startDate: await date(from), endDate: await date(to), cutoffTime: '17:00', surveyID: surveyId });
    const { id: menuId } = await k.okData<{ id: number }>(k.call('canteen01', 'POST', '/api/meals-admin/menus', await menuBody(60, 64)));
    const assignmentOf = async () => (await t.db.select().from(mealMenus).where(eq(mealMenus.id, menuId)))[0]!.surveyAssignmentId!;
    const a = await assignmentOf();
    const endOf = async () => rowsOf<{ end_time: Date | string }>(await t.db.execute(sql`select end_time from survey_assignments where id = ${a}`))[0]!.end_time;
    const first = await closingJob(a);
    expect(new Date(first!.run_at!).getTime()).toBe(closingReminderAt(new Date(await endOf())).getTime());

    await k.okData(k.call('canteen01', 'PUT', `/api/meals-admin/menus/${menuId}`, await menuBody(60, 67)));
    expect(await assignmentOf()).toBe(a);
    const moved = await closingJob(a);
    expect(new Date(moved!.run_at!).getTime()).toBe(new Date(first!.run_at!).getTime() + 3 * day);
    expect(new Date(moved!.run_at!).getTime()).toBe(closingReminderAt(new Date(await endOf())).getTime());

    await k.okData(k.call('canteen01', 'DELETE', `/api/meals-admin/menus/${menuId}`));
    expect(await closingJob(a)).toBeUndefined();
  });
});
