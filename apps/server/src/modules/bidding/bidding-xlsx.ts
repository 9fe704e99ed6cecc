import ExcelJS from 'exceljs';
import { courseSaveSchema, type ClassTime } from '@portal/contracts';
import type { z } from 'zod';

/** The columns of the course import template, in order (bilingual headers). */
const columns = [
  { key: 'courseNumber', header: '课程编号 Course number', width: 16 },
  { key: 'courseNameCN', header: '中文名称 Chinese name', width: 24 },
  { key: 'courseNameEN', header: '英文名称 English name', width: 30 },
  { key: 'courseType', header: '课程类型 Course type (code)', width: 14 },
  { key: 'teacher', header: '教师 Teacher', width: 14 },
  { key: 'credit', header: '学分 Credit', width: 10 },
  { key: 'seatLimit', header: '名额 Seats', width: 10 },
  { key: 'venue', header: '上课地点 Venue', width: 18 },
  { key: 'language', header: '授课语言 Language (zh/en)', width: 12 },
  { key: 'classTimes', header: '上课时间 Class times', width: 40 },
] as const;

const notes = [
  ['课程类型 Course type', '1 校级必修 school required, 2 校级选修, 3 院级必修, 4 院级选修, 5 专业必修, 6 专业选修, 7 方向必修, 8 方向选修, 9 通识选修, 10 大类平台, 11 必修 required, 12 选修 elective, 100 讲座 lecture (EMBA)'],
  ['上课时间 MBA', '周次-周次/星期/开始-结束，多段以 ; 分隔，例如 1-8/2/14:00-16:35 (weeks 1-8, Tuesday)'],
  ['Class times EMBA', 'startDate~endDate/start-end, separated by ;  e.g. 2026-12-05~2026-12-06/09:00-17:00'],
];

type SavedCourse = z.output<typeof courseSaveSchema>;

export async function courseTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Courses');
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.addRow({ courseNumber: 'MBA6201', courseNameCN: '运营管理', courseNameEN: 'Operations Management', courseType: 12, teacher: '张教授', credit: 2, seatLimit: 40, venue: '伟伦楼 301', language: 'zh', classTimes: '1-8/2/14:00-16:35' });
  sheet.getRow(1).font = { bold: true };
  const help = book.addWorksheet('说明 Notes');
  help.columns = [{ width: 22 }, { width: 110 }];
  notes.forEach((n) => help.addRow(n));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const time = /^([01]\d|2[0-3]):[0-5]\d$/;
const date = /^\d{4}-\d{2}-\d{2}$/;

/** Parses the class-time cell; throws a readable message on a malformed part. */
export function parseClassTimes(text: string): ClassTime[] {
  return text.split(/[;；]/).map((s) => s.trim()).filter(Boolean).map((part) => {
    const [span = '', second = '', third] = part.split('/').map((s) => s.trim());
    if (span.includes('~')) {
      const [startDate = '', endDate = ''] = span.split('~').map((s) => s.trim());
      const [startTime = '', endTime = ''] = second.split('-').map((s) => s.trim());
      if (!date.test(startDate) || !date.test(endDate) || !time.test(startTime) || !time.test(endTime) || startDate > endDate) throw new Error(`class time "${part}"`);
      return { startDate, endDate, startTime, endTime };
    }
    const [from, to] = span.split('-').map((s) => Number(s.trim()));
    const weekday = Number(second);
    const [classStart = '', classEnd = ''] = (third ?? '').split('-').map((s) => s.trim());
    if (!Number.isInteger(from) || !Number.isInteger(to) || from! < 1 || to! < from! || !Number.isInteger(weekday) || weekday < 1 || weekday > 7
      || !time.test(classStart) || !time.test(classEnd)) throw new Error(`class time "${part}"`);
    // Weeks are written 1-based in the sheet and kept zero-based (education.md §1).
    return { weekStart: from! - 1, weekEnd: to! - 1, weekName: weekday, classStart, classEnd };
  });
}

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  return String(v);
};

/** Reads an uploaded course sheet into valid rows and per-row errors; nothing is saved here. */
export async function parseCourseSheet(path: string): Promise<{ rows: (SavedCourse & { row: number })[]; errors: { row: number; message: string }[] }> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.readFile(path);
  } catch {
    return { rows: [], errors: [{ row: 0, message: 'not a readable xlsx workbook' }] };
  }
  const sheet = book.worksheets[0];
  const rows: (SavedCourse & { row: number })[] = [];
  const errors: { row: number; message: string }[] = [];
  const seen = new Set<string>();
  sheet?.eachRow((r, n) => {
    if (n === 1) return;
    const cells = columns.map((_, i) => cellText(r.getCell(i + 1).value).trim());
    if (cells.every((c) => c === '')) return;
    try {
      const [courseNumber, courseNameCN, courseNameEN, courseType, teacher, credit, seatLimit, venue, language, classTimes] = cells;
      const parsed = courseSaveSchema.safeParse({
        courseNumber, courseNameCN, courseNameEN, courseType: Number(courseType), teacher, credit: Number(credit), seatLimit: Number(seatLimit),
        venue, language: language || 'zh', classTimes: parseClassTimes(classTimes ?? ''),
      });
      if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      if (seen.has(parsed.data.courseNumber)) throw new Error(`course number ${parsed.data.courseNumber} appears twice`);
      seen.add(parsed.data.courseNumber);
      rows.push({ ...parsed.data, row: n });
    } catch (err) {
      errors.push({ row: n, message: err instanceof Error ? err.message : String(err) });
    }
  });
  if (!sheet || (rows.length === 0 && errors.length === 0)) errors.push({ row: 0, message: 'the sheet has no course rows' });
  return { rows, errors };
}

export interface ResultLine {
  courseNumber: string; courseName: string; seats: number; priceFirst: number | null; priceSecond: number | null;
  round: number | null; studentNumber: string; studentName: string; points: number | null; rank: number | null; status: string;
}

export async function resultsWorkbook(planName: string, lines: ResultLine[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Results');
  sheet.addRow([planName]).font = { bold: true, size: 13 };
  sheet.addRow(['课程编号 Course', '课程名称 Name', '名额 Seats', '第一轮价格 Round 1 price', '补退选价格 Add/drop price', '轮次 Round', '学号 Student number', '姓名 Name', '投点 Points', '排名 Rank', '结果 Result'])
    .font = { bold: true };
  for (const l of lines) sheet.addRow([l.courseNumber, l.courseName, l.seats, l.priceFirst, l.priceSecond, l.round, l.studentNumber, l.studentName, l.points, l.rank, l.status]);
  sheet.columns.forEach((c) => { c.width = 16; });
  return Buffer.from(await book.xlsx.writeBuffer());
}

