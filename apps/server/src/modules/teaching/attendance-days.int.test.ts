import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceDays, AttendanceImportPreview } from '@portal/contracts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { attendanceKit } from './attendance-test-kit.ts';
import { attendanceRecords } from './attendance.tables.ts';
import { addSessions, addSlots, currentTermKey, enrol, makeStartClass, termWindow } from './teaching-test-kit.ts';
import { slotDay } from './teaching-weeks.ts';
import { termHolidays } from './teaching.tables.ts';

/**
 * Attendance dates (README 'Attendance', 'Dates'): a record's day must be one the class meets, a day
 * of its weekly slots or of its dated sessions; outside the term is 93010, another day of the term
 * 93011, on a single record, an edit and every row of an import; the term's holidays are no class
 * days for the weekly slots, their make-up days are.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['teacher01', 'teacher02', 'mba01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = attendanceKit(() => t, tokens);

let tue: { id: number };
let emba: { id: number };
let students: Awaited<ReturnType<typeof k.classes>>['students'];
let win: { startsAt: Date; endsAt: Date };
/** The school day of weekday `d` (1 Monday) of teaching week `w`. */
const dayOf = (w: number, d: number) => schoolDate(slotDay(win.startsAt, w, d));
const dayAfter = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
let first: string;
let last: string;

beforeAll(async () => {
  const c = await k.classes('teacher01', 'teacher02');
  students = c.students;
  const term = await currentTermKey(t.db);
  win = await termWindow(t.db, term);
  first = schoolDate(win.startsAt);
  last = schoolDate(new Date(win.endsAt.getTime() - 1));
  const teacherId = await k.userId('teacher01');
  // Tuesdays of weeks 0-3 only.
  tue = await makeStartClass(t.db, { term, pageType: 'mba', teacherIds: [teacherId] });
  await addSlots(t.db, tue.id, [[2, 1, 2]], [0, 3]);
  await enrol(t.db, tue.id, students.slice(0, 3).map((s) => s.id));
  // Two dated sessions: Saturday and Sunday of week 1, 09:00-17:00.
  emba = await makeStartClass(t.db, { term, pageType: 'mba', teacherIds: [teacherId] });
  const at = (d: number, h: number) => slotDay(win.startsAt, 1, d, `${String(h).padStart(2, '0')}:00`);
  await addSessions(t.db, emba.id, [{ startsAt: at(6, 9), endsAt: at(6, 17) }, { startsAt: at(7, 9), endsAt: at(7, 17) }]);
  await enrol(t.db, emba.id, [students[0]!.id]);
});

const body = (startClassId: number, studentNumber: string, attendanceDate: string, status = 'Present') =>
  ({ id: 0, attendanceDate, status, studentNumber, name: '', remark: '', pageType: 'mba', startClassId });
const create = (startClassId: number, number: string, date: string) => k.call('teacher01', 'POST', '/api/GsmBishopManagement', body(startClassId, number, date));
const recordsOf = (startClassId: number) => t.db.select().from(attendanceRecords).where(eq(attendanceRecords.startClassId, startClassId));

describe('attendance dates', () => {
  it('answers the class\'s days for its date picker; another teacher and a student 403', async () => {
    const days = await k.okData<AttendanceDays>(k.call('teacher01', 'GET', `/api/GSMStartClassAttendance/Days?startClassId=${tue.id}`));
    expect(days).toEqual({ termFirstDay: first, termLastDay: last, days: [0, 1, 2, 3].map((w) => dayOf(w, 2)) });
    const sessions = await k.okData<AttendanceDays>(k.call('teacher01', 'GET', `/api/GSMStartClassAttendance/Days?startClassId=${emba.id}`));
    expect(sessions.days).toEqual([dayOf(1, 6), dayOf(1, 7)]);
    await k.forbidden(k.call('teacher02', 'GET', `/api/GSMStartClassAttendance/Days?startClassId=${tue.id}`));
    await k.forbidden(k.call('mba01', 'GET', `/api/GSMStartClassAttendance/Days?startClassId=${tue.id}`));
  });

  it('records on a day of the weekly slots or of a session, and refuses outside the term (93010) or another day (93011)', async () => {
    const s = students[0]!;
    await k.okData(create(tue.id, s.number, dayOf(1, 2)));
    await k.okData(create(emba.id, s.number, dayOf(1, 7)));
    // The walk: a day a year on and one years back, both outside the term.
    for (const date of ['2020-01-01', dayAfter(last, 135), dayAfter(last, 1), dayAfter(first, -1)]) {
      const res = await k.refused(create(tue.id, s.number, date), '93010');
      expect(res.messageEn).toBe(`${date} is outside the class's term (${first} to ${last})`);
    }
    // A Wednesday and a Tuesday past the slots' weeks; the Friday before the sessions.
    for (const date of [dayOf(1, 3), dayOf(4, 2)]) await k.refused(create(tue.id, s.number, date), '93011');
    await k.refused(create(emba.id, s.number, dayOf(1, 5)), '93011');
    expect((await recordsOf(tue.id)).map((r) => r.attendanceDate)).toEqual([dayOf(1, 2)]);
    expect((await recordsOf(emba.id)).map((r) => r.attendanceDate)).toEqual([dayOf(1, 7)]);
  });

  it('refuses an edit to a day the class does not meet and keeps the record', async () => {
    const s = students[1]!;
    const { id } = await k.okData<{ id: number }>(create(tue.id, s.number, dayOf(0, 2)));
    await k.refused(k.call('teacher01', 'PUT', `/api/GsmBishopManagement/${id}`, body(tue.id, s.number, dayOf(0, 4), 'Absent')), '93011');
    await k.refused(k.call('teacher01', 'PUT', `/api/GsmBishopManagement/${id}`, body(tue.id, s.number, '2020-01-01', 'Absent')), '93010');
    const [row] = await t.db.select().from(attendanceRecords).where(eq(attendanceRecords.id, id));
    expect(row).toMatchObject({ attendanceDate: dayOf(0, 2), status: 'Present' });
    await k.okData(k.call('teacher01', 'PUT', `/api/GsmBishopManagement/${id}`, body(tue.id, s.number, dayOf(2, 2), 'Absent')));
  });

  it('lists a bad day as a row problem of the import, in the reader\'s language, and saves only the good rows', async () => {
    const s = students[2]!;
    const bytes = await k.sheet([
      [s.number, '', dayOf(3, 2), 'Present', ''],
      [s.number, '', dayAfter(last, 135), 'Present', ''],
      [s.number, '', dayOf(3, 3), 'Present', ''],
    ]);
    const res = await k.upload('teacher01', tue.id, bytes, 'attendance.xlsx', 'en-US');
    expect(res.json().statusCode, res.body).toBe(200);
    const preview = res.json().data as AttendanceImportPreview;
    expect(preview.rows.map((r) => r.problems.map((p) => p.code))).toEqual([[], ['93010'], ['93011']]);
    expect(preview.rows[1]!.problems[0]!.params).toEqual({ date: dayAfter(last, 135), first, last });
    const posted = preview.rows.map((r) => ({ ...r, problems: [] }));
    expect(await k.okData(k.call('teacher01', 'POST', '/api/GSMStartClassAttendance/SaveImportExcel', posted))).toEqual({ saved: 1, skipped: 2 });
    expect((await recordsOf(tue.id)).filter((r) => r.studentId === s.id).map((r) => r.attendanceDate)).toEqual([dayOf(3, 2)]);
  });
});

describe('attendance on holidays and make-up days', () => {
  // A class on Thursdays of weeks 8-11 (November in the demo's autumn, no public holiday), and
  // another with one dated session; the current term gets two holidays on two of those Thursdays,
  // the first made up on a Saturday, written straight into the calendar's table (the school
  // calendar's own rules are terms-admin.int.test.ts's).
  let thu: { id: number };
  let session: { id: number };
  let madeUp: string;
  let dropped: string;
  let makeUpDay: string;
  beforeAll(async () => {
    const term = await currentTermKey(t.db);
    const teacherId = await k.userId('teacher01');
    thu = await makeStartClass(t.db, { term, pageType: 'mba', teacherIds: [teacherId] });
    await addSlots(t.db, thu.id, [[4, 1, 2]], [8, 11]);
    await enrol(t.db, thu.id, students.slice(0, 3).map((s) => s.id));
    [madeUp, dropped, makeUpDay] = [dayOf(9, 4), dayOf(10, 4), dayOf(9, 6)];
    session = await makeStartClass(t.db, { term, pageType: 'emba', teacherIds: [teacherId] });
    await addSessions(t.db, session.id, [{ startsAt: slotDay(win.startsAt, 10, 4, '09:00'), endsAt: slotDay(win.startsAt, 10, 4, '17:00') }]);
    await enrol(t.db, session.id, [students[0]!.id]);
    const taken = new Set((await t.db.select().from(termHolidays)).flatMap((h) => [h.day, h.makeUpDay]));
    expect([madeUp, dropped, makeUpDay].filter((d) => taken.has(d))).toEqual([]);
    await t.db.insert(termHolidays).values([
      { ...term, day: madeUp, name: '测试假日', nameEn: 'Test holiday', makeUpDay },
      { ...term, day: dropped, name: '测试假日二', nameEn: 'Test holiday 2', makeUpDay: null },
    ]);
  });

  it('offers the make-up day instead of the holiday, and drops a holiday without one; a dated session on a holiday stays', async () => {
    const days = await k.okData<AttendanceDays>(k.call('teacher01', 'GET', `/api/GSMStartClassAttendance/Days?startClassId=${thu.id}`));
    expect(days.days).toEqual([dayOf(8, 4), makeUpDay, dayOf(11, 4)]);
    const sessions = await k.okData<AttendanceDays>(k.call('teacher01', 'GET', `/api/GSMStartClassAttendance/Days?startClassId=${session.id}`));
    expect(sessions.days).toEqual([dropped]);
  });

  it('refuses a record on a holiday (93011) and takes one on its make-up day', async () => {
    const s = students[0]!;
    for (const date of [madeUp, dropped]) {
      const res = await k.refused(create(thu.id, s.number, date), '93011');
      expect(res.messageEn).toContain(date);
    }
    await k.okData(create(thu.id, s.number, makeUpDay));
    // The EMBA session was dated by staff on the holiday: it is held, so it takes records.
    await k.okData(create(session.id, s.number, dropped));
    expect((await recordsOf(thu.id)).map((r) => r.attendanceDate)).toEqual([makeUpDay]);
  });

  it('names a holiday as a row problem of the import and saves the make-up day\'s row', async () => {
    const s = students[1]!;
    const bytes = await k.sheet([
      [s.number, '', madeUp, 'Present', ''],
      [s.number, '', dropped, 'Present', ''],
      [s.number, '', makeUpDay, 'Late', ''],
      [s.number, '', dayOf(11, 4), 'Present', ''],
    ]);
    const res = await k.upload('teacher01', thu.id, bytes, 'attendance.xlsx', 'en-US');
    expect(res.json().statusCode, res.body).toBe(200);
    const preview = res.json().data as AttendanceImportPreview;
    expect(preview.rows.map((r) => r.problems.map((p) => p.code))).toEqual([['93011'], ['93011'], [], []]);
    const posted = preview.rows.map((r) => ({ ...r, problems: [] }));
    expect(await k.okData(k.call('teacher01', 'POST', '/api/GSMStartClassAttendance/SaveImportExcel', posted))).toEqual({ saved: 2, skipped: 2 });
    expect((await recordsOf(thu.id)).filter((r) => r.studentId === s.id).map((r) => r.attendanceDate).sort()).toEqual([makeUpDay, dayOf(11, 4)]);
  });
});
