import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceCourseRow, AttendanceRecord, Page, StartClassHeader, StudentHit } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { attendanceKit } from './attendance-test-kit.ts';
import { attendanceRecords } from './attendance.tables.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['teacher01', 'teacher02', 'eduadmin', 'admin', 'mba01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = attendanceKit(() => t, tokens);
type Classes = Awaited<ReturnType<typeof k.classes>>;
let c: Classes;
beforeAll(async () => { c = await k.classes('teacher01', 'teacher02'); });

const body = (startClassId: number, studentNumber: string, attendanceDate: string, status = 'Present', remark = '') =>
  ({ id: 0, attendanceDate, status, studentNumber, name: '', remark, pageType: 'mba', startClassId });
const create = (who: string, b: ReturnType<typeof body>) => k.call(who, 'POST', '/api/GsmBishopManagement', b);
const search = (who: string, startClassId: number, extra: Record<string, unknown> = {}, lang?: string) =>
  k.call(who, 'POST', '/api/GsmBishopManagement/SearchAttendance', { pageNo: 0, pageSize: 10, pageType: 'mba', startClassId, ...extra }, lang);

describe('the course list (ACAD-C10)', () => {
  it('shows a teacher the classes they teach, staff every class, a student nothing (403)', async () => {
    const mine = await k.okData<Page<AttendanceCourseRow>>(k.call('teacher01', 'POST', '/api/GsmBishopManagement/Search', { pageNo: 0, pageSize: 999, conModels: [] }));
    const ids = mine.data.map((r) => r.id);
    expect(ids).toContain(c.cls.id);
    expect(ids).toContain(c.pastCls.id);
    expect(ids).not.toContain(c.otherCls.id);
    const row = mine.data.find((r) => r.id === c.cls.id)!;
    expect(row).toMatchObject({ courseNumber: expect.any(String), courseNameCN: expect.any(String), teacherName: '赵教授', studyClassName: c.cls.className, pageType: 'mba' });
    // The seeded MBA class of teacher01 this term.
    expect(mine.data.some((r) => r.courseNumber === 'MBA5003')).toBe(true);
    for (const staff of ['eduadmin', 'admin']) {
      const all = await k.okData<Page<AttendanceCourseRow>>(k.call(staff, 'POST', '/api/GsmBishopManagement/Search', { pageNo: 0, pageSize: 999 }));
      expect(all.data.map((r) => r.id)).toContain(c.otherCls.id);
      expect(all.total).toBeGreaterThan(mine.total);
    }
    await k.forbidden(k.call('mba01', 'POST', '/api/GsmBishopManagement/Search', { pageNo: 0, pageSize: 999 }));
  });
});

describe('the class header and IsNowTerm (ACAD-C07, C01)', () => {
  it('answers the header with its teachers; another teacher and a student get 403', async () => {
    const h = await k.okData<StartClassHeader>(k.call('teacher01', 'GET', `/api/GsmBishopManagement/GetStartClass?id=${c.cls.id}`));
    expect(h.gSMStartClass).toMatchObject({ id: c.cls.id, year: c.cls.schoolYear, term: c.cls.term, studyClassName: c.cls.className });
    expect(h.teacherList.map((x) => x.name)).toEqual(['赵教授']);
    await k.forbidden(k.call('teacher02', 'GET', `/api/GsmBishopManagement/GetStartClass?id=${c.cls.id}`));
    await k.forbidden(k.call('mba01', 'GET', `/api/GsmBishopManagement/GetStartClass?id=${c.cls.id}`));
    await k.refused(k.call('eduadmin', 'GET', '/api/GsmBishopManagement/GetStartClass?id=99999999'), '90005');
  });

  it('is true for a class of the current term and false for a past one', async () => {
    expect(await k.okData(k.call('teacher01', 'POST', `/api/GsmBishopManagement/IsNowTerm?StartClassId=${c.cls.id}`))).toBe(true);
    expect(await k.okData(k.call('teacher01', 'POST', `/api/GsmBishopManagement/IsNowTerm?StartClassId=${c.pastCls.id}`))).toBe(false);
  });
});

describe('writing records (ACAD-C04, C05, C06)', () => {
  it('adds a record of an enrolled student and lists it with its status name in the reader\'s language', async () => {
    const s = c.students[0]!;
    const { id } = await k.okData<{ id: number }>(create('teacher01', body(c.cls.id, s.number, c.day(1), 'Late', '十分钟')));
    const zh = await k.okData<Page<AttendanceRecord>>(search('teacher01', c.cls.id));
    expect(zh.data.find((r) => r.id === id)).toMatchObject({ attendanceDate: c.day(1), status: 'Late', statusName: '迟到', studentNumber: s.number, remark: '十分钟', startClassId: c.cls.id, pageType: 'mba' });
    const en = await k.okData<Page<AttendanceRecord>>(search('teacher01', c.cls.id, {}, 'en-US'));
    expect(en.data.find((r) => r.id === id)?.statusName).toBe('Late');
  });

  it('refuses a second record of the same student, class and day with its own message', async () => {
    const s = c.students[1]!;
    await k.okData(create('teacher01', body(c.cls.id, s.number, c.day(2))));
    const res = await k.refused(create('teacher01', body(c.cls.id, s.number, c.day(2), 'Absent')), '93001');
    expect(res.messageEn).toContain(s.number);
  });

  it('refuses a student not in the class, an unknown number and an unknown status', async () => {
    await k.refused(create('teacher01', body(c.cls.id, c.students[3]!.number, c.day(1))), '93003');
    await k.refused(create('teacher01', body(c.cls.id, 'NO-SUCH-NUMBER', c.day(1))), '93002');
    await k.refused(create('teacher01', body(c.cls.id, c.students[0]!.number, c.day(3), 'Sleeping')));
    await k.refused(create('teacher01', body(c.cls.id, c.students[0]!.number, '2026-02-30')));
  });

  it('refuses every write in a class of a past term (93000)', async () => {
    const s = c.students[0]!;
    await k.refused(create('teacher01', body(c.pastCls.id, s.number, '2026-03-10')), '93000');
    const old = await k.insertRecord(c.pastCls.id, s.id, '2026-03-11');
    await k.refused(k.call('teacher01', 'PUT', `/api/GsmBishopManagement/${old.id}`, body(c.pastCls.id, s.number, '2026-03-11', 'Absent')), '93000');
    await k.refused(k.call('teacher01', 'DELETE', `/api/GsmBishopManagement/${old.id}`), '93000');
    await k.refused(k.call('eduadmin', 'DELETE', `/api/GsmBishopManagement/${old.id}`), '93000');
    expect(await t.db.select().from(attendanceRecords).where(eq(attendanceRecords.id, old.id))).toHaveLength(1);
  });

  it('refuses a teacher in another teacher\'s class and a student anywhere (403)', async () => {
    const s = c.students[0]!;
    await k.forbidden(create('teacher02', body(c.cls.id, s.number, c.day(8))));
    await k.forbidden(create('teacher01', body(c.otherCls.id, s.number, c.day(8))));
    await k.forbidden(create('mba01', body(c.cls.id, s.number, c.day(8))));
    const rec = await k.insertRecord(c.otherCls.id, s.id, c.day(9));
    await k.forbidden(k.call('teacher01', 'PUT', `/api/GsmBishopManagement/${rec.id}`, body(c.otherCls.id, s.number, c.day(9), 'Absent')));
    await k.forbidden(k.call('teacher01', 'DELETE', `/api/GsmBishopManagement/${rec.id}`));
    await k.forbidden(search('teacher01', c.otherCls.id));
    await k.forbidden(search('mba01', c.cls.id));
    await k.forbidden(k.call('mba01', 'POST', '/api/GsmBishopManagement/SearchQueryText', { pageNo: 0, pageSize: 30, startClassId: c.cls.id, queryText: '' }));
    // Staff write in any class of the current term.
    await k.okData(create('eduadmin', body(c.otherCls.id, s.number, c.day(10))));
  });

  it('edits a record (a clash with another record is the duplicate message) and deletes it', async () => {
    const s = c.students[2]!;
    const { id } = await k.okData<{ id: number }>(create('teacher01', body(c.cls.id, s.number, c.day(15))));
    await k.okData(create('teacher01', body(c.cls.id, s.number, c.day(16))));
    await k.okData(k.call('teacher01', 'PUT', `/api/GsmBishopManagement/${id}`, body(c.cls.id, s.number, c.day(15), 'SickLeave', '发烧')));
    const [row] = await t.db.select().from(attendanceRecords).where(eq(attendanceRecords.id, id));
    expect(row).toMatchObject({ status: 'SickLeave', remark: '发烧' });
    await k.refused(k.call('teacher01', 'PUT', `/api/GsmBishopManagement/${id}`, body(c.cls.id, s.number, c.day(16))), '93001');
    // A record never moves to another class through its body.
    await k.refused(k.call('teacher01', 'PUT', `/api/GsmBishopManagement/${id}`, body(c.pastCls.id, s.number, c.day(15))));
    await k.okData(k.call('teacher01', 'DELETE', `/api/GsmBishopManagement/${id}`));
    expect(await t.db.select().from(attendanceRecords).where(eq(attendanceRecords.id, id))).toHaveLength(0);
    await k.refused(k.call('teacher01', 'DELETE', `/api/GsmBishopManagement/${id}`), '90005');
  });
});

describe('reading records and students (ACAD-C02, C03)', () => {
  it('pages, searches, filters and sorts the records of the class only', async () => {
    const [a, b] = [c.students[0]!, c.students[1]!];
    for (const d of [c.day(28), c.day(29), c.day(30)]) await k.okData(create('teacher01', body(c.cls.id, a.number, d, 'Absent')));
    await k.okData(create('teacher01', body(c.cls.id, b.number, c.day(28), 'Present')));
    const page = await k.okData<Page<AttendanceRecord>>(search('teacher01', c.cls.id, { pageSize: 2 }));
    expect(page.data).toHaveLength(2);
    expect(page.total).toBe((await t.db.select().from(attendanceRecords).where(eq(attendanceRecords.startClassId, c.cls.id))).length);
    const absent = await k.okData<Page<AttendanceRecord>>(search('teacher01', c.cls.id, { conModels: [{ fieldName: 'status', fieldValue: 'Absent', conditionalType: 0 }], orderBy: 'attendanceDate', sort: 'asc' }));
    expect(absent.data.map((r) => r.attendanceDate)).toEqual([c.day(28), c.day(29), c.day(30)]);
    const byNumber = await k.okData<Page<AttendanceRecord>>(search('teacher01', c.cls.id, { queryText: b.number }));
    expect(byNumber.data.every((r) => r.studentNumber === b.number)).toBe(true);
    await k.refused(search('teacher01', c.cls.id, { orderBy: 'password_hash' }), '90004');
  });

  it('offers only the students enrolled in the class', async () => {
    const hits = await k.okData<Page<StudentHit>>(k.call('teacher01', 'POST', '/api/GsmBishopManagement/SearchQueryText', { pageNo: 0, pageSize: 30, pageType: 'mba', startClassId: c.cls.id, queryText: '测试学生' }));
    expect(hits.data.map((h) => h.studentNumber).sort()).toEqual(c.students.slice(0, 3).map((s) => s.number).sort());
    const outsider = await k.okData<Page<StudentHit>>(k.call('teacher01', 'POST', '/api/GsmBishopManagement/SearchQueryText', { pageNo: 0, pageSize: 30, startClassId: c.cls.id, queryText: c.students[3]!.number }));
    expect(outsider.total).toBe(0);
  });
});

describe('the unique record under a race', () => {
  it('lets exactly one of twelve simultaneous adds of the same student and day through', async () => {
    const s = c.students[2]!;
    const results = await Promise.all(Array.from({ length: 12 }, () => create('teacher01', body(c.cls.id, s.number, c.day(56), 'Present'))));
    const codes = results.map((r) => r.json().statusCode as number);
    expect(codes.filter((x) => x === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json().message === '93001')).toHaveLength(11);
    expect(await t.db.select().from(attendanceRecords).where(and(eq(attendanceRecords.startClassId, c.cls.id), eq(attendanceRecords.studentId, s.id), eq(attendanceRecords.attendanceDate, c.day(56))))).toHaveLength(1);
  });
});
