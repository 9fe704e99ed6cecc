import { eq } from 'drizzle-orm';
import type { AttendanceCourseRow, ClassAdminRow, ClassHomeworkRow, ClassRosterRow, Page } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { attendanceKit } from './attendance-test-kit.ts';
import { attendanceRecords } from './attendance.tables.ts';
import { addSlots, currentTermKey, enrol, makeStartClass, makeTeacher } from './teaching-test-kit.ts';
import { startClasses } from './teaching.tables.ts';

/**
 * The teacher's scope (issue 27: 'a teacher sees and records only their classes'), walked across
 * every staff surface of a class in one place: the class pages, the roster, attendance and
 * homework. Two fresh teachers, so the demo's classes do not blur the lists: `mine` is taught by
 * the first, `theirs` by the second, `shared` by both. Each part's own file tests its rules; this
 * one asks, call by call, that the other teacher's class is left out of every list and answers 403.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });
const k = attendanceKit(() => t, tokens);

let me: { id: number; username: string };
let them: { id: number; username: string };
let c: Awaited<ReturnType<typeof k.classes>>;
let shared: { id: number };
const CLASSES = '/api/admin/teaching/classes';

beforeAll(async () => {
  [me, them] = [await makeTeacher(t.db), await makeTeacher(t.db)];
  for (const u of [me.username, them.username, 'eduadmin']) tokens[u] = (await t.login(u)).token;
  // cls: mine (three students), otherCls: theirs (the first student too), both meeting every day of the current term.
  c = await k.classes(me.username, them.username);
  shared = await makeStartClass(t.db, { term: await currentTermKey(t.db), pageType: 'mba', teacherIds: [me.id, them.id] });
  await addSlots(t.db, shared.id, [1, 2, 3, 4, 5, 6, 7].map((d) => [d, 3, 4]), [-1, 30]);
  await enrol(t.db, shared.id, [c.students[0]!.id]);
});

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const sorted = (...xs: number[]) => xs.sort((a, b) => a - b);
const record = (startClassId: number, day: string) =>
  ({ id: 0, attendanceDate: day, status: 'Present', studentNumber: c.students[0]!.number, name: '', remark: '', pageType: 'mba', startClassId });

describe("the teacher's scope", () => {
  it('lists only their classes in the class list, the attendance course list and the homework list, whatever the filter says', async () => {
    const classList = (who: string, extra = '') => k.okData<Page<ClassAdminRow>>(k.call(who, 'GET', `${CLASSES}?pageSize=100${extra}`));
    // The current and the past term's classes of the kit are mine; theirs never shows, also when asked for by teacher.
    expect(ids((await classList(me.username)).data)).toEqual(sorted(c.cls.id, c.pastCls.id, shared.id));
    expect(ids((await classList(me.username, `&teacherId=${them.id}`)).data)).toEqual(sorted(c.cls.id, c.pastCls.id, shared.id));
    expect(ids((await classList(them.username)).data)).toEqual(sorted(c.otherCls.id, shared.id));

    const courses = await k.okData<Page<AttendanceCourseRow>>(k.call(me.username, 'POST', '/api/GsmBishopManagement/Search', { pageNo: 0, pageSize: 999 }));
    expect(ids(courses.data)).toEqual(sorted(c.cls.id, c.pastCls.id, shared.id));

    const homework = await k.okData<Page<ClassHomeworkRow>>(k.call(me.username, 'POST', '/api/teaching/homework/classes', { pageNo: 0, pageSize: 100 }));
    expect(ids(homework.data)).toEqual(sorted(c.cls.id, c.pastCls.id, shared.id));

    // The teaching office sees all three.
    const staff = await k.okData<Page<ClassAdminRow>>(k.call('eduadmin', 'GET', `${CLASSES}?pageSize=100&teacherId=${them.id}`));
    expect(ids(staff.data)).toEqual(sorted(c.otherCls.id, shared.id));
  });

  it('reads their class and a class they share; another teacher\'s class answers 403 on every read', async () => {
    for (const id of [c.cls.id, shared.id]) {
      await k.okData<ClassAdminRow>(k.call(me.username, 'GET', `${CLASSES}/${id}`));
      await k.okData<ClassRosterRow[]>(k.call(me.username, 'GET', `${CLASSES}/${id}/roster`));
      await k.okData(k.call(me.username, 'GET', `/api/GsmBishopManagement/GetStartClass?id=${id}`));
      await k.okData(k.call(me.username, 'GET', `/api/teaching/classes/${id}/homework`));
    }
    const theirs = c.otherCls.id;
    for (const [method, url, body] of [
      ['GET', `${CLASSES}/${theirs}`],
      ['GET', `${CLASSES}/${theirs}/roster`],
      ['GET', `${CLASSES}/${theirs}/roster/export`],
      ['GET', `/api/GsmBishopManagement/GetStartClass?id=${theirs}`],
      ['POST', '/api/GsmBishopManagement/SearchAttendance', { pageNo: 0, pageSize: 10, pageType: 'mba', startClassId: theirs }],
      ['POST', '/api/GsmBishopManagement/SearchQueryText', { pageNo: 0, pageSize: 10, startClassId: theirs, queryText: '' }],
      ['GET', `/api/GSMStartClassAttendance/Days?startClassId=${theirs}`],
      ['GET', `/api/GSMStartClassAttendance/Rates?startClassId=${theirs}`],
      ['GET', `/api/GSMStartClassAttendance/Template?startClassId=${theirs}`],
      ['GET', `/api/teaching/classes/${theirs}/homework`],
      ['POST', `/api/teaching/classes/${theirs}/homework/zip`],
    ] as const) await k.forbidden(k.call(me.username, method, url, body));
  });

  it('records attendance in their classes only; every write in another teacher\'s class is 403 and writes nothing', async () => {
    await k.okData(k.call(me.username, 'POST', '/api/GsmBishopManagement', record(c.cls.id, c.day(1))));
    // A shared class is each of its teachers' class.
    await k.okData(k.call(them.username, 'POST', '/api/GsmBishopManagement', record(shared.id, c.day(1))));

    const theirs = c.otherCls.id;
    await k.forbidden(k.call(me.username, 'POST', '/api/GsmBishopManagement', record(theirs, c.day(1))));
    const rec = await k.insertRecord(theirs, c.students[0]!.id, c.day(2));
    await k.forbidden(k.call(me.username, 'PUT', `/api/GsmBishopManagement/${rec.id}`, { ...record(theirs, c.day(2)), status: 'Absent' }));
    await k.forbidden(k.call(me.username, 'DELETE', `/api/GsmBishopManagement/${rec.id}`));
    const sheet = await k.sheet([[c.students[0]!.number, '', c.day(3), 'Present', '']]);
    expect((await k.upload(me.username, theirs, sheet)).statusCode).toBe(403);
    const row = { row: 2, startClassId: theirs, studentNumber: c.students[0]!.number, name: '', attendanceDate: c.day(3), status: 'Present', remark: '', problems: [] };
    await k.forbidden(k.call(me.username, 'POST', '/api/GSMStartClassAttendance/SaveImportExcel', [row]));
    expect((await t.db.select().from(attendanceRecords).where(eq(attendanceRecords.startClassId, theirs))).map((r) => [r.attendanceDate, r.status])).toEqual([[c.day(2), 'Present']]);
  });

  it('changes no class, enrolment or deadline, not even of their own class; another teacher\'s deadline is 403', async () => {
    const mine = c.cls.id;
    const detail = await k.okData<ClassAdminRow>(k.call('eduadmin', 'GET', `${CLASSES}/${mine}`));
    await k.forbidden(k.call(me.username, 'PUT', `${CLASSES}/${mine}`, { ...detail, teacherIds: detail.teachers.map((x) => x.id), capacity: 99 }));
    await k.forbidden(k.call(me.username, 'DELETE', `${CLASSES}/${mine}`));
    await k.forbidden(k.call(me.username, 'POST', `${CLASSES}/${mine}/enrolments`, { studentNumbers: [c.students[3]!.number] }));
    await k.forbidden(k.call(me.username, 'POST', `${CLASSES}/${mine}/enrolments/add`, { studentNumber: c.students[3]!.number, reason: 'x' }));
    await k.forbidden(k.call(me.username, 'POST', `${CLASSES}/${mine}/enrolments/${c.students[0]!.id}/remove`, { reason: 'x' }));
    const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await k.forbidden(k.call(me.username, 'PUT', `/api/teaching/classes/${c.otherCls.id}/homework/deadline`, { deadline }));
    // Their own class's deadline is theirs to set (README 'Class homework').
    await k.okData(k.call(me.username, 'PUT', `/api/teaching/classes/${mine}/homework/deadline`, { deadline }));
    const rows = await t.db.select().from(startClasses).where(eq(startClasses.id, mine));
    expect(rows[0]).toMatchObject({ capacity: 30, enrolled: 3 });
    const other = await t.db.select().from(startClasses).where(eq(startClasses.id, c.otherCls.id));
    expect(other[0]!.homeworkDeadline).toBeNull();
  });
});
