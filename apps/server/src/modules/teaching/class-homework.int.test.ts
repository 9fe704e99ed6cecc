import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassHomework, ClassHomeworkRow, FileRecord, Page } from '@portal/contracts';
import { auditLog, storedFiles } from '../../platform/db/platform.tables.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart, pdf } from '../../test/upload-fixtures.ts';
import { unzip } from '../../test/unzip.ts';
import { REMOVE_HOMEWORK_ZIP_JOB } from './class-homework.service.ts';
import { currentTermKey, enrol, makeStartClass, makeStudents, makeTeacher, termWindow } from './teaching-test-kit.ts';

/**
 * A class's homework on the staff side (README 'Class homework'), on fresh rows of the current
 * term: a class taught by one new teacher with three students; another teacher, a student and
 * eduadmin (teaching.admin) around it.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let teacher: { id: number; username: string };
let other: { id: number; username: string };
let students: { id: number; username: string }[] = [];
let classId = 0;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await startTestApp();
  teacher = await makeTeacher(t.db);
  other = await makeTeacher(t.db);
  students = await makeStudents(t.db, 'emba', 3);
  const klass = await makeStartClass(t.db, { term: await currentTermKey(t.db), pageType: 'emba', teacherIds: [teacher.id] });
  classId = klass.id;
  await enrol(t.db, classId, students.map((s) => s.id));
  for (const u of [teacher.username, other.username, ...students.map((s) => s.username)]) tokens[u] = (await t.login(u)).token;
  for (const u of ['eduadmin', 'emba01']) tokens[u] = (await t.login(u)).token;
}, 60_000);
afterAll(async () => { await t.close(); });
const { call, okData, refused, forbidden } = apiKit(() => t, tokens);

const detail = (who: string, id = classId) => okData<ClassHomework>(call(who, 'GET', `/api/teaching/classes/${id}/homework`));
const setDeadline = (who: string, deadline: Date | string | null, id = classId) =>
  call(who, 'PUT', `/api/teaching/classes/${id}/homework/deadline`, { deadline: deadline instanceof Date ? deadline.toISOString() : deadline });
const list = (who: string, queryText = '') => okData<Page<ClassHomeworkRow>>(call(who, 'POST', '/api/teaching/homework/classes', { pageNo: 0, pageSize: 50, queryText }));

const upload = async (who: string, name: string, bytes: Buffer): Promise<string> => {
  const body = multipart(name, bytes);
  const res = await t.app.inject({ method: 'POST', url: '/api/GsmFile/FileUpLoad?use=homework', payload: body.payload, headers: { ...body.headers, ...bearer(tokens[who]!) } });
  expect(res.json().statusCode, res.body).toBe(200);
  return res.json().data.id as string;
};
const handIn = async (who: string, fileId: string) => call(who, 'POST', '/api/GSMStudentCourseResult', { startClassId: classId, homeWorkFileId: fileId });

describe('scope', () => {
  it('lets the class\'s teacher and teaching.admin read it; another teacher gets 403, a student 403, an unknown class 90005', async () => {
    const mine = await list(teacher.username);
    expect(mine.data.map((r) => r.id)).toEqual([classId]);
    expect(mine.data[0]).toMatchObject({ enrolled: 3, handedIn: 0, homeworkDeadline: null, homeworkOpen: false });
    expect((await list(other.username)).data).toEqual([]);
    const staffRows = await list('eduadmin', mine.data[0]!.courseNumber);
    expect(staffRows.data.map((r) => r.id)).toEqual([classId]);

    const seen = await detail(teacher.username);
    expect(seen.submissions.map((s) => s.studentId)).toEqual(students.map((s) => s.id));
    expect(seen.submissions[0]).toMatchObject({ fileId: null, fileName: null, fileSize: null, handedInAt: null, late: false });
    await detail('eduadmin');

    const future = new Date((await dbNow(t.db)).getTime() + DAY);
    await forbidden(call(other.username, 'GET', `/api/teaching/classes/${classId}/homework`));
    await forbidden(setDeadline(other.username, future));
    await forbidden(call(other.username, 'POST', `/api/teaching/classes/${classId}/homework/zip`));
    await forbidden(call(students[0]!.username, 'GET', `/api/teaching/classes/${classId}/homework`));
    await forbidden(setDeadline(students[0]!.username, future));
    await forbidden(call('emba01', 'POST', '/api/teaching/homework/classes', { pageNo: 0 }));
    await refused(call('eduadmin', 'GET', '/api/teaching/classes/2000000000/homework'), '90005');
    // Nothing changed by the refusals.
    expect((await detail(teacher.username)).startClass.homeworkDeadline).toBeNull();
  });
});

describe('the deadline', () => {
  it('is set by the teacher and refuses hand-ins from it on, by the database clock', async () => {
    const now = await dbNow(t.db);
    const open = await okData<ClassHomework>(setDeadline(teacher.username, new Date(now.getTime() + DAY)));
    expect(open.startClass).toMatchObject({ homeworkOpen: true, homeworkDeadline: new Date(now.getTime() + DAY).toISOString() });
    const bytes = pdf(4000);
    const fileId = await upload(students[0]!.username, 'essay.pdf', bytes);
    await okData(handIn(students[0]!.username, fileId));

    const row = (await detail(teacher.username)).submissions.find((s) => s.studentId === students[0]!.id)!;
    expect(row).toMatchObject({ fileId, fileName: 'essay.pdf', fileSize: bytes.length, late: false });
    expect(row.fileUrl).toMatch(new RegExp(`^/uploadfiles/${fileId}/`));
    expect(new Date(row.handedInAt!).getTime()).toBeGreaterThanOrEqual(now.getTime() - 1000);

    // A minute ago by the database's clock: closed at once, whatever the server's clock says.
    const closed = await okData<ClassHomework>(setDeadline(teacher.username, new Date((await dbNow(t.db)).getTime() - 60_000)));
    expect(closed.startClass.homeworkOpen).toBe(false);
    const late = await upload(students[1]!.username, 'late.pdf', pdf(100));
    await refused(handIn(students[1]!.username, late), '19301');
    // Moved before the hand-in, the first student's file now shows late.
    await okData(setDeadline('eduadmin', (await termWindow(t.db, await currentTermKey(t.db))).startsAt));
    expect((await detail(teacher.username)).submissions.find((s) => s.studentId === students[0]!.id)).toMatchObject({ late: true });

    // Cleared: the class takes no homework (the student is told so), the file stays listed.
    const cleared = await okData<ClassHomework>(setDeadline(teacher.username, null));
    expect(cleared.startClass.homeworkDeadline).toBeNull();
    expect(cleared.submissions.find((s) => s.studentId === students[0]!.id)).toMatchObject({ fileId, late: false });
    await refused(handIn(students[1]!.username, late), '93101');
  });

  it('refuses a deadline outside the term\'s bounds and bad input, changing nothing, and audits each change', async () => {
    const before = new Date((await dbNow(t.db)).getTime() + 2 * DAY);
    await okData(setDeadline(teacher.username, before));
    const term = await termWindow(t.db, await currentTermKey(t.db));
    const early = await refused(setDeadline(teacher.username, new Date(term.startsAt.getTime() - 1000)), '93113');
    expect(early.messageEn).toMatch(/first day of the term \(\d{4}-\d{2}-\d{2}\)/);
    const lateRefusal = await refused(setDeadline(teacher.username, new Date(term.endsAt.getTime() + 91 * DAY)), '93114');
    expect(lateRefusal.messageEn).toContain('90 days');
    await okData(setDeadline(teacher.username, new Date(term.endsAt.getTime() + 90 * DAY)));
    await okData(setDeadline(teacher.username, before));
    await refused(setDeadline(teacher.username, 'next friday'));
    expect((await detail(teacher.username)).startClass.homeworkDeadline).toBe(before.toISOString());

    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'teaching.homework-deadline'), eq(auditLog.actorId, teacher.id))).orderBy(asc(auditLog.id));
    expect(rows.at(-1)).toMatchObject({
      subjectId: teacher.id, method: 'PUT', path: '/api/teaching/classes/:id/homework/deadline', statusCode: 200,
      params: { id: String(classId), deadline: before.toISOString(), previous: new Date(term.endsAt.getTime() + 90 * DAY).toISOString() },
    });
  });

  it('orders concurrent changes by the class row: each audit row\'s previous is the deadline the one before it set', async () => {
    const base = (await dbNow(t.db)).getTime() + 3 * DAY;
    const start = (await t.db.select({ id: auditLog.id }).from(auditLog).orderBy(asc(auditLog.id))).at(-1)?.id ?? 0;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => setDeadline(i % 2 ? teacher.username : 'eduadmin', new Date(base + i * 60_000))));
    for (const a of answers) expect(a.json().statusCode, a.body).toBe(200);
    const rows = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'teaching.homework-deadline')).orderBy(asc(auditLog.id))).filter((r) => r.id > start);
    expect(rows).toHaveLength(10);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.params!.previous).toBe(rows[i - 1]!.params!.deadline);
    expect((await detail(teacher.username)).startClass.homeworkDeadline).toBe(rows.at(-1)!.params!.deadline);
  });
});

describe('the zip', () => {
  it('answers 93115 while nobody handed in', async () => {
    const empty = await makeStartClass(t.db, { term: await currentTermKey(t.db), pageType: 'emba', teacherIds: [teacher.id] });
    await refused(call(teacher.username, 'POST', `/api/teaching/classes/${empty.id}/homework/zip`), '93115');
  });

  it('holds each handed-in file as <studentNumber>_<name>_<original name> with its bytes, is audited, and is removed after a day', async () => {
    await okData(setDeadline(teacher.username, new Date((await dbNow(t.db)).getTime() + DAY)));
    const second = pdf(7000);
    await okData(handIn(students[1]!.username, await upload(students[1]!.username, '期末论文 final.pdf', second)));
    const first = (await detail(teacher.username)).submissions.find((s) => s.studentId === students[0]!.id)!;
    const firstBytes = (await t.app.inject({ method: 'GET', url: first.fileUrl! })).rawPayload;

    const link = await okData<FileRecord>(call(teacher.username, 'POST', `/api/teaching/classes/${classId}/homework/zip`));
    expect(link.fileName).toMatch(/^homework-KIT[0-9a-f]+-.+\.zip$/);
    const res = await t.app.inject({ method: 'GET', url: link.fileUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    const entries = unzip(res.rawPayload);
    const people = (await detail(teacher.username)).submissions;
    const [a, b] = [people.find((s) => s.studentId === students[0]!.id)!, people.find((s) => s.studentId === students[1]!.id)!];
    expect([...entries.keys()].sort()).toEqual([`${a.studentNumber}_${a.name}_essay.pdf`, `${b.studentNumber}_${b.name}_期末论文 final.pdf`].sort());
    expect(entries.get(`${a.studentNumber}_${a.name}_essay.pdf`)).toEqual(firstBytes);
    expect(entries.get(`${b.studentNumber}_${b.name}_期末论文 final.pdf`)).toEqual(second);

    // teaching.admin takes the same zip.
    const staffZip = unzip((await t.app.inject({ method: 'GET', url: (await okData<FileRecord>(call('eduadmin', 'POST', `/api/teaching/classes/${classId}/homework/zip`))).fileUrl })).rawPayload);
    expect(staffZip.size).toBe(2);

    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'teaching.homework-zip'), eq(auditLog.actorId, teacher.id)));
    expect(audit).toMatchObject({ params: { id: String(classId), files: '2' }, path: '/api/teaching/classes/:id/homework/zip' });
    const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, link.id));
    expect(file).toMatchObject({ use: 'generated', ownerId: teacher.id, mime: 'application/zip' });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.key, `${REMOVE_HOMEWORK_ZIP_JOB}:${link.id}`));
    expect(job!.runAt!.getTime() - (await dbNow(t.db)).getTime()).toBeGreaterThan(DAY - 60_000);
  });
});
