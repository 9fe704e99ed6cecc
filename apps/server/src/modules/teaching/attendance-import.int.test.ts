import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceCourseRow, AttendanceImportPreview, AttendanceRates, Page } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { attendanceKit } from './attendance-test-kit.ts';
import { attendanceRecords } from './attendance.tables.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['teacher01', 'teacher02', 'eduadmin', 'mba01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = attendanceKit(() => t, tokens);
let c: Awaited<ReturnType<typeof k.classes>>;
beforeAll(async () => { c = await k.classes('teacher01', 'teacher02'); });
const recordsOf = (startClassId: number) => t.db.select().from(attendanceRecords).where(eq(attendanceRecords.startClassId, startClassId));

describe('the template (class roster)', () => {
  it('is an xlsx of the enrolled students with empty date, status and remark columns; 403 for others', async () => {
    const file = await k.okData<{ fileUrl: string }>(k.call('teacher01', 'GET', `/api/GSMStartClassAttendance/Template?startClassId=${c.cls.id}`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await t.app.inject({ method: 'GET', url: file.fileUrl })).rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '学号 Student number', '姓名 Name', '日期 Date (YYYY-MM-DD)', '状态 Status', '备注 Remark']);
    const numbers: string[] = [];
    sheet.eachRow((r, n) => { if (n > 1) { numbers.push(String(r.getCell(1).value)); expect(r.getCell(3).value).toBeNull(); } });
    expect(numbers.sort()).toEqual(c.students.slice(0, 3).map((s) => s.number).sort());
    await k.forbidden(k.call('teacher02', 'GET', `/api/GSMStartClassAttendance/Template?startClassId=${c.cls.id}`));
    await k.forbidden(k.call('mba01', 'GET', `/api/GSMStartClassAttendance/Template?startClassId=${c.cls.id}`));
  });
});

describe('the import (ACAD-C08, C09)', () => {
  it('previews every row with its problems in the reader\'s language, writes nothing, then saves the valid rows once', async () => {
    const [a, b, s3, outsider] = c.students;
    await k.insertRecord(c.cls.id, s3!.id, c.day(35));
    const bytes = await k.sheet([
      [a!.number, '', c.day(35), 'Present', ''],
      [b!.number, '', new Date(`${c.day(35)}T00:00:00Z`), '迟到', '堵车'],
      [s3!.number, '', c.day(35), 'Absent', ''],
      ['NO-SUCH', '', c.day(35), 'Present', ''],
      [outsider!.number, '', c.day(35), 'Present', ''],
      [a!.number, '', '2026-13-40', 'Present', ''],
      [b!.number, '', c.day(36), 'Asleep', ''],
      [a!.number, '', c.day(35).replaceAll('-', '/'), 'present', ''],
      ['', '', c.day(37), '', ''],
      [s3!.number, 'unfilled roster line', '', '', ''],
    ]);
    const res = await k.upload('teacher01', c.cls.id, bytes, 'attendance.xlsx', 'en-US');
    expect(res.json().statusCode, res.body).toBe(200);
    const preview = res.json().data as AttendanceImportPreview;
    const codes = (row: number) => preview.rows.find((r) => r.row === row)!.problems.map((p) => p.code);
    expect(preview.rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(codes(2)).toEqual([]);
    expect(preview.rows.find((r) => r.row === 3)).toMatchObject({ attendanceDate: c.day(35), status: 'Late', problems: [] });
    expect(codes(4)).toEqual(['93001']);
    expect(codes(5)).toEqual(['93002']);
    expect(codes(6)).toEqual(['93003']);
    expect(codes(7)).toEqual(['93004']);
    expect(codes(8)).toEqual(['93005']);
    expect(codes(9)).toEqual(['93006']);
    expect(codes(10)).toEqual(['93007', '93007']);
    expect(await recordsOf(c.cls.id)).toHaveLength(1);

    // The posted rows' problems are not trusted: every row is checked again, and only valid ones saved.
    const posted = preview.rows.map((r) => ({ ...r, problems: [] }));
    expect(await k.okData(k.call('teacher01', 'POST', '/api/GSMStartClassAttendance/SaveImportExcel', posted))).toEqual({ saved: 2, skipped: 7 });
    const saved = await recordsOf(c.cls.id);
    expect(saved.map((r) => `${r.studentId} ${r.attendanceDate} ${r.status}`).sort()).toEqual([
      `${a!.id} ${c.day(35)} Present`, `${b!.id} ${c.day(35)} Late`, `${s3!.id} ${c.day(35)} Present`,
    ].sort());
    // Saving the same rows again adds nothing: they are recorded now.
    expect(await k.okData(k.call('teacher01', 'POST', '/api/GSMStartClassAttendance/SaveImportExcel', posted))).toEqual({ saved: 0, skipped: 9 });
  });

  it('refuses outside the current term, in another teacher\'s class, for a student, and rows of two classes', async () => {
    const bytes = await k.sheet([[c.students[0]!.number, '', c.day(43), 'Present', '']]);
    expect((await k.upload('teacher01', c.pastCls.id, bytes)).json()).toMatchObject({ statusCode: 700, message: '93000' });
    expect((await k.upload('teacher02', c.cls.id, bytes)).statusCode).toBe(403);
    expect((await k.upload('mba01', c.cls.id, bytes)).statusCode).toBe(403);
    const row = { row: 2, startClassId: c.pastCls.id, studentNumber: c.students[0]!.number, name: '', attendanceDate: '2026-03-20', status: 'Present', remark: '', problems: [] };
    await k.refused(k.call('teacher01', 'POST', '/api/GSMStartClassAttendance/SaveImportExcel', [row]), '93000');
    await k.refused(k.call('teacher01', 'POST', '/api/GSMStartClassAttendance/SaveImportExcel', [row, { ...row, startClassId: c.cls.id }]), '93009');
    await k.forbidden(k.call('teacher02', 'POST', '/api/GSMStartClassAttendance/SaveImportExcel', [{ ...row, startClassId: c.cls.id }]));
    expect(await recordsOf(c.pastCls.id)).toHaveLength(0);
  });

  it('takes spreadsheets only, judged by content', async () => {
    const bytes = await k.sheet([[c.students[0]!.number, '', c.day(43), 'Present', '']]);
    expect((await k.upload('teacher01', c.cls.id, Buffer.from('a,b,c'), 'attendance.csv')).json()).toMatchObject({ statusCode: 700, message: '90010' });
    expect((await k.upload('teacher01', c.cls.id, Buffer.from('not a workbook at all'), 'attendance.xlsx')).json()).toMatchObject({ statusCode: 700, message: '90012' });
    expect((await k.upload('teacher01', c.cls.id, bytes, 'attendance.xls')).json()).toMatchObject({ statusCode: 700, message: '90012' });
    // An old-format workbook (an OLE compound file) passes the content check; exceljs reads only xlsx,
    // so the preview says the file cannot be read and lists no rows.
    const cfb = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
    const old = (await k.upload('teacher01', c.cls.id, cfb, 'attendance.xls')).json();
    expect(old).toMatchObject({ statusCode: 200, data: { rows: [], problems: [{ code: '90076' }] } });
  });
});

describe('attendance rates', () => {
  it('rates the school\'s points of the records over their maximum per enrolled student and names those below the threshold', async () => {
    const [a, b, s3] = c.students;
    await t.db.delete(attendanceRecords).where(eq(attendanceRecords.startClassId, c.cls.id));
    for (const [d, status] of [[c.day(56), 'Present'], [c.day(57), 'Late'], [c.day(58), 'OfficialLeave'], [c.day(59), 'Absent']] as const) await k.insertRecord(c.cls.id, a!.id, d, status);
    for (const [d, status] of [[c.day(56), 'Present'], [c.day(57), 'SickLeave']] as const) await k.insertRecord(c.cls.id, b!.id, d, status);
    const rates = await k.okData<AttendanceRates>(k.call('teacher01', 'GET', `/api/GSMStartClassAttendance/Rates?startClassId=${c.cls.id}`));
    expect(rates.threshold).toBe(80);
    const of = (id: number) => rates.students.find((s) => s.studentId === id)!;
    // The default points: present 2, late 1, any leave 1, absent 0, out of 2.
    expect(of(a!.id)).toMatchObject({ records: 4, earned: 4, possible: 8, rate: 50, below: true });
    expect(of(b!.id)).toMatchObject({ records: 2, earned: 3, possible: 4, rate: 75, below: true });
    expect(of(s3!.id)).toMatchObject({ records: 0, earned: 0, possible: 0, rate: null, below: false });
    const lenient = await k.okData<AttendanceRates>(k.call('teacher01', 'GET', `/api/GSMStartClassAttendance/Rates?startClassId=${c.cls.id}&threshold=60`));
    expect(lenient.students.filter((s) => s.below).map((s) => s.studentId)).toEqual([a!.id]);
    await k.forbidden(k.call('teacher02', 'GET', `/api/GSMStartClassAttendance/Rates?startClassId=${c.cls.id}`));
    await k.forbidden(k.call('mba01', 'GET', `/api/GSMStartClassAttendance/Rates?startClassId=${c.cls.id}`));
  });

  it('the demo: teacher01\'s MBA class of this term has a student below 80%', async () => {
    const list = await k.okData<Page<AttendanceCourseRow>>(k.call('teacher01', 'POST', '/api/GsmBishopManagement/Search', { pageNo: 0, pageSize: 999 }));
    const mba = list.data.find((r) => r.courseNumber === 'MBA5003')!;
    const rates = await k.okData<AttendanceRates>(k.call('teacher01', 'GET', `/api/GSMStartClassAttendance/Rates?startClassId=${mba.id}`));
    expect(rates.students.filter((s) => s.below).length).toBeGreaterThanOrEqual(1);
    expect(rates.students.filter((s) => s.records > 0).length).toBe(rates.students.length);
  });
});
