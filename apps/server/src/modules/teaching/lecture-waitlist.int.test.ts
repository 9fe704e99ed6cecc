import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LectureAdminRow, LectureRow, LectureSignupResult, LectureWaitlistRow, Page } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { lecturesKit } from './lectures-test-kit.ts';
import { makeStudents, makeTeacher } from './teaching-test-kit.ts';

/**
 * The lecture waitlist (README 'Lectures', 'Waitlist'; issue 29): a full lecture takes a waitlist
 * entry from students in its audience within the sign-up window, in line order; a withdrawal, a
 * staff removal or more seats give the seat to the first in line in the same transaction, who is
 * told. The 200-request race is in lecture-waitlist-concurrency.int.test.ts.
 */
const PUBLIC_URL = 'https://portal.school.edu.cn';
let smtp: SmtpCapture;
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  for (const u of ['eduadmin', 'teacher01']) tokens[u] = (await t.login(u)).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const k = lecturesKit(() => t, tokens);

type Student = { id: number; username: string };
async function students(n: number, pageType: 'mba' | 'emba' = 'mba'): Promise<Student[]> {
  if (n === 0) return [];
  const made = await makeStudents(t.db, pageType, n);
  for (const s of made) tokens[s.username] = (await t.login(s.username)).token;
  return made;
}
const join = (s: Student, id: number) => k.okData<LectureSignupResult>(k.signUp(s.username, id, s.id, true));
const rowOf = async (s: Student, id: number) =>
  (await k.okData<Page<LectureRow>>(k.call(s.username, 'POST', '/api/JZCourseLectures/QueryJZCourseLecturesForStudy', { pageSize: 1000 }))).data.find((r) => r.id === id);
const promotions = async (s: Student) =>
  (await k.okData<{ data: { kind: string; title: string; titleEn: string; link: string }[] }>(k.call(s.username, 'GET', '/api/notifications?pageSize=50')))
    .data.filter((n) => n.kind === 'teaching.lecture-promoted');
const staffWaitlist = (who: string, id: number) => k.call(who, 'POST', `/api/LectureAdmin/Lecture/${id}/Waitlist`, { pageSize: 50 });

/** A lecture of `capacity` seats all taken by fresh students, and `waiting` more in line, in order. */
async function fullLecture(capacity: number, waiting: number, o: Parameters<typeof k.makeLecture>[0] = {}) {
  const id = await k.makeLecture({ ...o, capacity });
  const [seated, line] = [await students(capacity), await students(waiting)];
  for (const s of seated) await k.okData(k.signUp(s.username, id, s.id));
  for (const s of line) await join(s, id);
  return { id, seated, line };
}

describe('joining the waitlist of a full lecture', () => {
  it('refuses a full lecture without joinWaitlist (93202), queues with it in order and shows the position', async () => {
    const { id } = await fullLecture(2, 0);
    const [a, b] = await students(2);
    await k.refused(k.signUp(a!.username, id, a!.id), '93202');
    expect(await k.waitingIds(id)).toEqual([]);
    expect(await join(a!, id)).toEqual({ id, waitlisted: true, waitlistPosition: 1 });
    expect(await join(b!, id)).toEqual({ id, waitlisted: true, waitlistPosition: 2 });
    expect(await k.waitingIds(id)).toEqual([a!.id, b!.id]);
    expect(await k.seats(id)).toBe(2);
    expect(await rowOf(b!, id)).toMatchObject({ isSignUped: false, waitlistPosition: 2, waitingCount: 2, signUpCount: 2, capacity: 2 });
    // Once in line, again is refused (93230); a seated student is signed up already (19302).
    await k.refused(k.signUp(a!.username, id, a!.id, true), '93230');
    await k.refused(k.signUp(a!.username, id, a!.id), '93230');
    expect(await k.waitingIds(id)).toEqual([a!.id, b!.id]);
  });

  it('takes a free seat even when asking to wait', async () => {
    const id = await k.makeLecture({ capacity: 1 });
    const [a] = await students(1);
    expect(await join(a!, id)).toEqual({ id, waitlisted: false, waitlistPosition: null });
    expect(await k.seatedIds(id)).toEqual([a!.id]);
    expect(await rowOf(a!, id)).toMatchObject({ isSignUped: true, waitlistPosition: null });
  });

  it('admits only the audience, within the sign-up window, and not once the lecture has started', async () => {
    const { id } = await fullLecture(1, 0, { audiencePageTypes: ['mba'] });
    const [emba] = await students(1, 'emba');
    await k.refused(k.signUp(emba!.username, id, emba!.id, true), '93219');
    const [mba] = await students(1);
    await k.dateLecture(id, { signup: [1, 2], lecture: [3, 4], homework: null });
    await k.refused(k.signUp(mba!.username, id, mba!.id, true), '93200');
    await k.dateLecture(id, { signup: [-3, -1], lecture: [3, 4], homework: null });
    await k.refused(k.signUp(mba!.username, id, mba!.id, true), '93201');
    // A window running past the start: seats may still be taken, but no line forms.
    await k.dateLecture(id, { signup: [-3, 1], lecture: [-1, 2], homework: null });
    await k.refused(k.signUp(mba!.username, id, mba!.id, true), '93232');
    expect(await k.waitingIds(id)).toEqual([]);
    // Another student's id: 403, nothing written.
    await k.forbidden(k.signUp(mba!.username, id, emba!.id, true));
  });

  it('lets a student leave the line (the others move up), until the lecture starts', async () => {
    const { id, line } = await fullLecture(1, 3);
    const [a, b, c] = line;
    await k.forbidden(k.leaveWaitlist(a!.username, id, b!.id));
    await k.okData(k.leaveWaitlist(a!.username, id, a!.id));
    await k.refused(k.leaveWaitlist(a!.username, id, a!.id), '93231');
    expect(await k.waitingIds(id)).toEqual([b!.id, c!.id]);
    expect((await rowOf(c!, id))!.waitlistPosition).toBe(2);
    expect((await rowOf(a!, id))!.waitlistPosition).toBeNull();
    await k.dateLecture(id, { signup: [-3, 1], lecture: [-1, 2], homework: null });
    await k.refused(k.leaveWaitlist(b!.username, id, b!.id), '93232');
    // After the start no seat is given from the line, so no place in it is shown.
    expect((await rowOf(b!, id))!.waitlistPosition).toBeNull();
  });
});

describe('a freed seat goes to the first in line', () => {
  it('on a withdrawal, in the same transaction, with a notice to the promoted student in their language and an invite', async () => {
    const input = await k.input({ subject: '数字化转型与企业战略', subjectEn: 'Digital Transformation and Corporate Strategy', address: '经管学院报告厅', addressEn: 'SEM Auditorium' });
    const { id, seated, line } = await fullLecture(1, 2, input);
    const [first, second] = line;
    await k.okData(k.call(first!.username, 'PUT', '/api/me/language', { language: 'en-US' }));
    await k.okData(k.revoke(seated[0]!.username, id, seated[0]!.id));
    expect(await k.seatedIds(id)).toEqual([first!.id]);
    expect(await k.seats(id)).toBe(1);
    expect(await k.waitingIds(id)).toEqual([second!.id]);
    expect(await rowOf(first!, id)).toMatchObject({ isSignUped: true, waitlistPosition: null, waitingCount: 1 });
    expect((await rowOf(second!, id))!.waitlistPosition).toBe(1);

    await t.app.jobs.runDue();
    expect(await promotions(first!)).toEqual([expect.objectContaining({
      title: '候补成功：您已获得讲座「数字化转型与企业战略」的名额',
      titleEn: 'Off the waitlist: you have a seat at the lecture Digital Transformation and Corporate Strategy', link: '/education/lecture/index?tab=mine',
    })]);
    expect(await promotions(second!)).toEqual([]);
    const mails = await smtp.to(`${first!.username}@example.edu.cn`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.text).toContain('Place: SEM Auditorium');
    expect(mails[0]!.parsed.text).toContain(`${PUBLIC_URL}/education/lecture/index?tab=mine`);
    expect(mails[0]!.parsed.text).not.toMatch(/[\u4e00-\u9fff]/);
    expect(mails[0]!.invite).toMatchObject({ method: 'REQUEST', uid: `lecture-${id}-${first!.id}@student-portal`, location: 'SEM Auditorium' });
    // A retried delivery tells nothing twice.
    await t.app.jobs.runDue();
    expect(await smtp.to(`${first!.username}@example.edu.cn`)).toHaveLength(1);
  });

  it('on a staff removal; a sign-up with records is not removed (93234), nor one of a lecture over (93233); only teaching.admin removes', async () => {
    const { id, seated, line } = await fullLecture(2, 2);
    const signupOf = async (s: Student) =>
      (await k.okData<Page<{ id: number; studentId: number }>>(k.call('eduadmin', 'POST', `/api/LectureAdmin/Lecture/${id}/Signups`, { pageSize: 50 })))
        .data.find((r) => r.studentId === s.id)!.id;
    const [a, b] = seated;
    await k.forbidden(k.call('teacher01', 'DELETE', `/api/LectureAdmin/Signup/${await signupOf(a!)}`));
    await k.forbidden(k.call(a!.username, 'DELETE', `/api/LectureAdmin/Signup/${await signupOf(a!)}`));
    await k.setClockIn(id, b!.id, 1);
    await k.refused(k.call('eduadmin', 'DELETE', `/api/LectureAdmin/Signup/${await signupOf(b!)}`), '93234');
    await k.okData(k.call('eduadmin', 'DELETE', `/api/LectureAdmin/Signup/${await signupOf(a!)}`));
    expect(await k.seatedIds(id)).toEqual([b!.id, line[0]!.id].sort((x, y) => x - y));
    expect(await k.waitingIds(id)).toEqual([line[1]!.id]);
    await t.app.jobs.runDue();
    expect(await promotions(line[0]!)).toHaveLength(1);
    await k.setClockIn(id, b!.id, null);
    await k.dateLecture(id, { signup: [-5, -4], lecture: [-3, -2], homework: null });
    await k.refused(k.call('eduadmin', 'DELETE', `/api/LectureAdmin/Signup/${await signupOf(b!)}`), '93233');
    expect(await k.seats(id)).toBe(2);
  });

  it('when staff add seats (as many as added); a narrowed audience drops the students outside it from the line', async () => {
    const { id, line } = await fullLecture(1, 4);
    const [emba] = await students(1, 'emba');
    await join(emba!, id);
    const input = await k.input({ capacity: 3 });
    await k.okData(k.call('eduadmin', 'PUT', `/api/LectureAdmin/Lecture/${id}`, input));
    expect(await k.seats(id)).toBe(3);
    expect(await k.waitingIds(id)).toEqual([line[2]!.id, line[3]!.id, emba!.id]);
    await k.okData(k.call('eduadmin', 'PUT', `/api/LectureAdmin/Lecture/${id}`, { ...input, audiencePageTypes: ['mba'] }));
    expect(await k.waitingIds(id)).toEqual([line[2]!.id, line[3]!.id]);
    await k.okData(k.call('eduadmin', 'PUT', `/api/LectureAdmin/Lecture/${id}`, { ...input, capacity: 10, audiencePageTypes: ['mba'] }));
    expect(await k.waitingIds(id)).toEqual([]);
    expect(await k.seats(id)).toBe(5);
    expect(await k.signupCount(id)).toBe(5);
    await t.app.jobs.runDue();
    for (const s of line) expect(await promotions(s)).toHaveLength(1);
    expect(await promotions(emba!)).toHaveLength(0);
  });

  it('not once the lecture has started: the freed seat stays free for a direct sign-up, which leaves the line', async () => {
    const { id, seated, line } = await fullLecture(1, 1);
    await k.dateLecture(id, { signup: [-3, 1], lecture: [-1, 2], homework: null });
    await k.okData(k.revoke(seated[0]!.username, id, seated[0]!.id));
    expect(await k.seats(id)).toBe(0);
    expect(await k.waitingIds(id)).toEqual([line[0]!.id]);
    await k.okData(k.signUp(line[0]!.username, id, line[0]!.id));
    expect(await k.seatedIds(id)).toEqual([line[0]!.id]);
    expect(await k.waitingIds(id)).toEqual([]);
  });
});

describe('the waitlist on the staff pages', () => {
  it('lists the line in order with positions for teaching.admin and the lecture\'s teacher; another teacher 403, a student 403', async () => {
    const { id, line } = await fullLecture(1, 3);
    const page = await k.okData<Page<LectureWaitlistRow>>(staffWaitlist('eduadmin', id));
    expect(page.total).toBe(3);
    expect(page.data.map((r) => [r.position, r.studentId])).toEqual(line.map((s, i) => [i + 1, s.id]));
    expect(page.data[0]).toMatchObject({ studentName: '测试学生 1', studentNameEn: 'Test Student 1' });
    expect((await k.okData<Page<LectureWaitlistRow>>(staffWaitlist('teacher01', id))).total).toBe(3);
    const other = await makeTeacher(t.db);
    tokens[other.username] = (await t.login(other.username)).token;
    await k.forbidden(staffWaitlist(other.username, id));
    await k.forbidden(staffWaitlist(line[0]!.username, id));
    const row = await k.okData<LectureAdminRow>(k.call('eduadmin', 'GET', `/api/LectureAdmin/Lecture/${id}`));
    expect(row).toMatchObject({ signUpCount: 1, waitingCount: 3 });
  });

  it('the demo\'s full ESG lecture has mba07 and then mba08 waiting', async () => {
    const list = await k.okData<Page<LectureAdminRow>>(k.call('eduadmin', 'POST', '/api/LectureAdmin/GetLecturePageList', { queryText: 'ESG' }));
    const esg = list.data.find((r) => r.subjectEn === 'Frontiers of ESG Investing')!;
    expect(esg).toMatchObject({ capacity: 5, signUpCount: 5, waitingCount: 2 });
    const page = await k.okData<Page<LectureWaitlistRow>>(staffWaitlist('eduadmin', esg.id));
    expect(page.data.map((r) => [r.position, r.studentId])).toEqual([[1, await k.userId('mba07')], [2, await k.userId('mba08')]]);
  });
});
