import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { users } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { attendanceRecords } from './attendance.tables.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { classDaysOf } from './class-days.ts';
import { slotDay } from './teaching-weeks.ts';
import { addSlots, currentTermKey, enrol, makeStartClass, makeStudents, pastTermKey, termWindow } from './teaching-test-kit.ts';

/** Shared steps of the attendance integration tests (the survey kit's call/okData/refused/forbidden). */
export function attendanceKit(t: () => TestApp, tokens: Record<string, string>) {
  const { call, okData, refused, forbidden } = apiKit(t, tokens);
  const userId = async (username: string) => (await t().db.select({ id: users.id }).from(users).where(inArray(users.username, [username])))[0]!.id;

  /**
   * A class of the current term taught by `teacher` with three enrolled students and one outsider,
   * a class of a past term and one of another teacher, each with the first student enrolled. The
   * current term's classes meet every day of the term (a slot on each weekday, every week) but its
   * holidays, so any `day(n)` may be recorded; `day(n)` is the n-th of those days from the term's
   * first Monday (the demo calendar's National Day week is no class day).
   */
  const classes = async (teacher: string, other: string) => {
    const db = t().db;
    const [cur, past] = [await currentTermKey(db), await pastTermKey(db)];
    const made = await makeStudents(db, 'mba', 4);
    const numbers = new Map((await db.select({ id: users.id, n: users.studentNumber }).from(users).where(inArray(users.id, made.map((s) => s.id)))).map((r) => [r.id, r.n!]));
    const students = made.map((s) => ({ ...s, number: numbers.get(s.id)! }));
    const teacherId = await userId(teacher);
    const { startsAt } = await termWindow(db, cur);
    const everyDay: [number, number, number][] = [1, 2, 3, 4, 5, 6, 7].map((d) => [d, 1, 2]);
    const cls = await makeStartClass(db, { term: cur, pageType: 'mba', teacherIds: [teacherId] });
    await addSlots(db, cls.id, everyDay, [-1, 30]);
    await enrol(db, cls.id, students.slice(0, 3).map((s) => s.id));
    const pastCls = await makeStartClass(db, { term: past, pageType: 'mba', teacherIds: [teacherId] });
    await enrol(db, pastCls.id, [students[0]!.id]);
    const otherCls = await makeStartClass(db, { term: cur, pageType: 'mba', teacherIds: [await userId(other)] });
    await addSlots(db, otherCls.id, everyDay, [-1, 30]);
    await enrol(db, otherCls.id, [students[0]!.id]);
    const first = schoolDate(slotDay(startsAt, 0, 1));
    const days = (await classDaysOf(db, cls.id))!.filter((d) => d >= first);
    const day = (n: number) => days[n]!;
    return { cls, pastCls, otherCls, students, day };
  };

  /** A record written straight into the database (for classes no one may write in through the API). */
  const insertRecord = async (startClassId: number, studentId: number, attendanceDate: string, status = 'Present') =>
    (await t().db.insert(attendanceRecords).values({ startClassId, studentId, attendanceDate, status }).returning())[0]!;

  const sheet = async (rows: (string | Date)[][], header = ['学号 Student number', '姓名 Name', '日期 Date (YYYY-MM-DD)', '状态 Status', '备注 Remark']) => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Attendance');
    ws.addRow(header);
    rows.forEach((r) => ws.addRow(r));
    return Buffer.from(await book.xlsx.writeBuffer());
  };

  const upload = (who: string, startClassId: number, bytes: Buffer, fileName = 'attendance.xlsx', lang?: string) => {
    const body = multipart(fileName, bytes);
    return t().app.inject({
      method: 'POST', url: `/api/GSMStartClassAttendance/ImportExcel?startClassId=${startClassId}`, payload: body.payload,
      headers: { ...bearer(tokens[who]!), ...body.headers, ...(lang ? { 'accept-language': lang } : {}) },
    });
  };

  return { call, okData, refused, forbidden, userId, classes, insertRecord, sheet, upload };
}
