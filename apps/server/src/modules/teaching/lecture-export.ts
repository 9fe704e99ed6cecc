import ExcelJS from 'exceljs';
import { addTitledSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import { schoolDateTime } from '../../platform/time/school-zone.ts';
import type { SignupListRecord } from './lecture-admin.repo.ts';

/** The sign-up sheet of one lecture: bilingual headers, as the bidding exports have them. */

const clockIn: Record<number, string> = { 1: '合格 Qualified', 2: '不合格 Unqualified' };
const achievement: Record<number, string> = { 1: '通过 Pass', 0: '未通过 Not passed' };
const instant = (d: Date | null) => (d ? schoolDateTime(d) : '');

export async function signupsWorkbook(title: string, rows: SignupListRecord[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  addTitledSheet(book, 'Sign-ups', title, ['学号 Student number', '姓名 Name', '英文名 English name', '班级 Class', '报名时间 Signed up', '考勤 Clock-in', '作业 Homework', '提交时间 Handed in', '成绩 Achievement'],
    rows.map((r) => [r.studentNumber, r.studentName, r.studentNameEn, r.className, instant(r.signedAt), r.clockingInStatus === null ? '-' : clockIn[r.clockingInStatus] ?? '-',
      r.homeworkFileName ?? '', instant(r.homeworkAt), r.achievementStatus === null ? '-' : achievement[r.achievementStatus] ?? '-']), 18);
  return workbookBuffer(book);
}
