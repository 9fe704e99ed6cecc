import ExcelJS from 'exceljs';
import { addNotesSheet, addTableSheet, addTitledSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';

/** The columns of the course import template, in order (bilingual headers); the import finds them by header. */
export const courseColumns = [
  { key: 'courseNumber', header: '课程编号 Course number', width: 16 },
  { key: 'courseNameCN', header: '中文名称 Chinese name', width: 24 },
  { key: 'courseNameEN', header: '英文名称 English name', width: 30 },
  { key: 'courseType', header: '课程类型 Course type (code)', width: 14 },
  { key: 'teacher', header: '教师 Teacher', width: 14 },
  { key: 'teacherEN', header: '教师（英文） Teacher (English)', width: 18 },
  { key: 'credit', header: '学分 Credit', width: 10 },
  { key: 'seatLimit', header: '名额 Seats', width: 10 },
  { key: 'venue', header: '上课地点 Venue', width: 18 },
  { key: 'venueEN', header: '上课地点（英文） Venue (English)', width: 22 },
  { key: 'language', header: '授课语言 Language (zh/en)', width: 12 },
  { key: 'classTimes', header: '上课时间 Class times', width: 40 },
] as const;

const notes = [
  ['课程类型 Course type', '1 校级必修 school required, 2 校级选修, 3 院级必修, 4 院级选修, 5 专业必修, 6 专业选修, 7 方向必修, 8 方向选修, 9 通识选修, 10 大类平台, 11 必修 required, 12 选修 elective, 100 讲座 lecture (EMBA)'],
  ['上课时间 MBA', '周次-周次/星期/开始-结束，多段以 ; 分隔，例如 1-8/2/14:00-16:35 (weeks 1-8, Tuesday)'],
  ['Class times EMBA', 'startDate~endDate/start-end, separated by ;  e.g. 2026-12-05~2026-12-06/09:00-17:00'],
];

export async function courseTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  addTableSheet(book, 'Courses', courseColumns, [{ courseNumber: 'MBA6201', courseNameCN: '运营管理', courseNameEN: 'Operations Management', courseType: 12, teacher: '张教授', teacherEN: 'Prof. Zhang', credit: 2, seatLimit: 40, venue: '伟伦楼 301', venueEN: 'Weilun Building 301', language: 'zh', classTimes: '1-8/2/14:00-16:35' }]);
  addNotesSheet(book, notes, [22, 110]);
  return workbookBuffer(book);
}

export interface ResultLine {
  courseNumber: string; courseName: string; courseNameEn: string; teacher: string; teacherEn: string; venue: string; venueEn: string; seats: number; priceFirst: number | null; priceSecond: number | null;
  round: number | null; studentNumber: string; studentName: string; points: number | null; rank: number | null; status: string;
}

export async function resultsWorkbook(planName: string, lines: ResultLine[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  addTitledSheet(book, 'Results', planName, ['课程编号 Course', '课程名称 Name', '英文名称 English name', '教师 Teacher', '教师（英文） Teacher (English)', '上课地点 Venue',
    '上课地点（英文） Venue (English)', '名额 Seats', '第一轮价格 Round 1 price', '补退选价格 Add/drop price', '轮次 Round', '学号 Student number', '姓名 Name', '投点 Points', '排名 Rank', '结果 Result'],
  lines.map((l) => [l.courseNumber, l.courseName, l.courseNameEn, l.teacher, l.teacherEn, l.venue, l.venueEn, l.seats, l.priceFirst, l.priceSecond, l.round, l.studentNumber, l.studentName, l.points, l.rank, l.status]), 16);
  return workbookBuffer(book);
}

