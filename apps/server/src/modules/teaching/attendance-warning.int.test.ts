import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceImportPreview } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { attendanceKit } from './attendance-test-kit.ts';
import { makeTeacher } from './teaching-test-kit.ts';
import { teachingCourses } from './teaching.tables.ts';

/**
 * The attendance warning (README 'Notices'): once a student's points rate in a class (the default
 * points: present 2, late 1, leave 1, absent 0, out of 2) falls below 80% with at least 3 records, through the teacher's add, edit or import, the student and the class's
 * teacher are told, each once per student and class, however many absences follow.
 */
const PUBLIC_URL = 'https://portal.school.edu.cn';
let smtp: SmtpCapture;
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const k = attendanceKit(() => t, tokens);
const emailOf = (username: string) => `${username}@example.edu.cn`;

/** A fresh teacher's class of the current term with three students; the first student reads English. */
async function setUp() {
  const teacher = await makeTeacher(t.db);
  tokens[teacher.username] = (await t.login(teacher.username)).token;
  const c = await k.classes(teacher.username, 'teacher02');
  for (const s of c.students) tokens[s.username] = (await t.login(s.username)).token;
  await k.okData(k.call(c.students[0]!.username, 'PUT', '/api/me/language', { language: 'en-US' }));
  const record = (number: string, day: string, status: string) =>
    k.okData<{ id: number }>(k.call(teacher.username, 'POST', '/api/GsmBishopManagement', { id: 0, attendanceDate: day, status, studentNumber: number, name: '', remark: '', pageType: 'mba', startClassId: c.cls.id }));
  return { ...c, teacher, record };
}
const warnings = async (who: string) =>
  (await k.okData<{ data: { kind: string; title: string; titleEn: string; link: string }[] }>(k.call(who, 'GET', '/api/notifications?pageSize=50')))
    .data.filter((n) => n.kind === 'teaching.attendance-warning');

describe('the attendance warning', () => {
  it('warns the student and the teacher once when a recorded absence takes the rate below 80%, not again after more absences', async () => {
    const c = await setUp();
    const [en] = c.students;
    await c.record(en!.number, c.day(0), 'Present');
    await c.record(en!.number, c.day(7), 'Present');
    await t.app.jobs.runDue();
    expect(await smtp.to(emailOf(en!.username))).toHaveLength(0);
    await c.record(en!.number, c.day(14), 'Absent');
    await t.app.jobs.runDue();
    // More absences, one by the add call and one by an import: nothing more.
    await c.record(en!.number, c.day(21), 'SickLeave');
    const bytes = await k.sheet([[en!.number, '', c.day(28), 'Absent', '']]);
    const preview = (await k.upload(c.teacher.username, c.cls.id, bytes)).json().data as AttendanceImportPreview;
    expect(await k.okData(k.call(c.teacher.username, 'POST', '/api/GSMStartClassAttendance/SaveImportExcel', preview.rows))).toEqual({ saved: 1, skipped: 0 });
    await t.app.jobs.runDue();

    const studentMails = await smtp.to(emailOf(en!.username));
    expect(studentMails).toHaveLength(1);
    const mail = studentMails[0]!.parsed;
    const [course] = await t.db.select().from(teachingCourses).where(eq(teachingCourses.id, c.cls.courseId));
    expect(mail.subject).toBe(`Attendance warning: ${course!.nameEn}`);
    expect(mail.text).toContain(`Your attendance in ${course!.nameEn} (${c.cls.classNameEn}) is 66.7% (4 of 6 points over 3 recorded sessions), below 80%.`);
    expect(mail.text).toContain(`Open in the portal: ${PUBLIC_URL}/education/timetable/index`);
    expect(mail.text).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await warnings(en!.username)).toEqual([expect.objectContaining({ link: '/education/timetable/index', title: expect.stringMatching(/^考勤预警：/), titleEn: expect.stringMatching(/^Attendance warning: /) })]);

    const teacherMails = await smtp.to(emailOf(c.teacher.username));
    expect(teacherMails).toHaveLength(1);
    expect(teacherMails[0]!.parsed.subject).toMatch(/^考勤预警：测试学生 1（测试课程 /);
    expect(teacherMails[0]!.parsed.text).toContain(`（${en!.number}）`);
    expect(teacherMails[0]!.parsed.text).toContain(`${PUBLIC_URL}/education/assistant/attendance/mba/${c.cls.id}`);
    expect(await warnings(c.teacher.username)).toEqual([expect.objectContaining({ link: `/education/assistant/attendance/mba/${c.cls.id}`, titleEn: expect.stringMatching(/^Attendance warning: Test Student 1 in /) })]);
  });

  it('does not warn before three records, then warns through an import and through an edit', async () => {
    const c = await setUp();
    const [, second, third] = c.students;
    await c.record(second!.number, c.day(0), 'Absent');
    await c.record(second!.number, c.day(7), 'Absent');
    for (const day of [c.day(0), c.day(7), c.day(14), c.day(21)]) await c.record(third!.number, day, 'Present');
    await c.record(third!.number, c.day(28), 'Absent');
    await t.app.jobs.runDue();
    // Two records at 0%, and 8 of 10 points (80%, not below) at five records: no warning yet.
    expect(await smtp.to(emailOf(second!.username))).toHaveLength(0);
    expect(await smtp.to(emailOf(third!.username))).toHaveLength(0);

    const bytes = await k.sheet([[second!.number, '', c.day(14), 'Present', ''], [third!.number, '', c.day(35), 'Present', '']]);
    const preview = (await k.upload(c.teacher.username, c.cls.id, bytes)).json().data as AttendanceImportPreview;
    await k.okData(k.call(c.teacher.username, 'POST', '/api/GSMStartClassAttendance/SaveImportExcel', preview.rows));
    // The third student's 10 of 12 points (83.3%) become 8 of 12 when a Present record is edited to Absent.
    const [firstRecord] = (await k.okData<{ data: { id: number; attendanceDate: string }[] }>(k.call(c.teacher.username, 'POST', '/api/GsmBishopManagement/SearchAttendance',
      { pageNo: 0, pageSize: 50, pageType: 'mba', startClassId: c.cls.id, queryText: third!.number }))).data.filter((r) => r.attendanceDate === c.day(0));
    await k.okData(k.call(c.teacher.username, 'PUT', `/api/GsmBishopManagement/${firstRecord!.id}`,
      { id: firstRecord!.id, attendanceDate: c.day(0), status: 'Absent', studentNumber: third!.number, name: '', remark: '', pageType: 'mba', startClassId: c.cls.id }));
    await t.app.jobs.runDue();

    const [secondMail, ...secondMore] = await smtp.to(emailOf(second!.username));
    expect(secondMore).toHaveLength(0);
    expect(secondMail!.parsed.subject).toMatch(/^考勤预警：测试课程 /);
    expect(secondMail!.parsed.text).toContain('出勤率 33.3%（3 次考勤得分 2/6），低于 80%');
    const [thirdMail, ...thirdMore] = await smtp.to(emailOf(third!.username));
    expect(thirdMore).toHaveLength(0);
    expect(thirdMail!.parsed.text).toContain('出勤率 66.7%（6 次考勤得分 8/12），低于 80%');
    // The teacher: one notice per warned student.
    expect((await smtp.to(emailOf(c.teacher.username))).map((m) => m.parsed.subject).sort()).toEqual([
      expect.stringMatching(/^考勤预警：测试学生 2（/), expect.stringMatching(/^考勤预警：测试学生 3（/),
    ]);
    expect(await warnings(c.teacher.username)).toHaveLength(2);
  });

  it('warns when deleting an attended record takes the rate below, and tells nothing of a refused write', async () => {
    const c = await setUp();
    const [, s] = c.students;
    const ids = [];
    for (const day of [c.day(0), c.day(7), c.day(14), c.day(21)]) ids.push((await c.record(s!.number, day, 'Present')).id);
    await c.record(s!.number, c.day(28), 'Absent');
    // A second record of the same day is refused (93001) and rolls back: 8 of 10 points (80%) still.
    await k.refused(k.call(c.teacher.username, 'POST', '/api/GsmBishopManagement',
      { id: 0, attendanceDate: c.day(28), status: 'Absent', studentNumber: s!.number, name: '', remark: '', pageType: 'mba', startClassId: c.cls.id }), '93001');
    await t.app.jobs.runDue();
    expect(await smtp.to(emailOf(s!.username))).toHaveLength(0);
    await k.okData(k.call(c.teacher.username, 'DELETE', `/api/GsmBishopManagement/${ids[0]}`));
    await t.app.jobs.runDue();
    const mails = await smtp.to(emailOf(s!.username));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.text).toContain('出勤率 75%（4 次考勤得分 6/8），低于 80%');
    expect(await smtp.to(emailOf(c.teacher.username))).toHaveLength(1);
  });
});
