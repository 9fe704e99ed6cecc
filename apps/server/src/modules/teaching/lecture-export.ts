import ExcelJS from 'exceljs';
import { schoolDate } from '../../platform/time/school-zone.ts';
import type { SignupListRecord } from './lecture-admin.repo.ts';

/** The sign-up sheet of one lecture: bilingual headers, as the bidding exports have them. */

const clockIn: Record<number, string> = { 1: '合格 Qualified', 2: '不合格 Unqualified' };
const achievement: Record<number, string> = { 1: '通过 Pass', 0: '未通过 Not passed' };
const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const instant = (d: Date | null) => (d ? `${schoolDate(d)} ${time.format(d)}` : '');

export async function signupsWorkbook(title: string, rows: SignupListRecord[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sign-ups');
  sheet.addRow([title]).font = { bold: true, size: 13 };
  sheet.addRow(['学号 Student number', '姓名 Name', '英文名 English name', '班级 Class', '报名时间 Signed up', '考勤 Clock-in', '作业 Homework', '提交时间 Handed in', '成绩 Achievement'])
    .font = { bold: true };
  for (const r of rows) {
    sheet.addRow([r.studentNumber, r.studentName, r.studentNameEn, r.className, instant(r.signedAt), r.clockingInStatus === null ? '-' : clockIn[r.clockingInStatus] ?? '-',
      r.homeworkFileName ?? '', instant(r.homeworkAt), r.achievementStatus === null ? '-' : achievement[r.achievementStatus] ?? '-']);
  }
  sheet.columns.forEach((c) => { c.width = 18; });
  return Buffer.from(await book.xlsx.writeBuffer());
}
