import ExcelJS from 'exceljs';
import { addTitledSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import { schoolDateTime } from '../../platform/time/school-zone.ts';
import type { RegistrantRecord } from './activity-admin.repo.ts';

/** The registrants of one activity as a sheet: bilingual headers, as the lecture exports have them. */

const status: Record<number, string> = { 1: '报名成功 Registered', 2: '已取消 Withdrawn', 3: '候补 Waitlist', 4: '未获名额 Failed' };
const attendance: Record<number, string> = { 1: '已出席 Attended', 2: '缺席 No-show' };

export const REGISTRANT_HEADERS = ['学号 Student number', '姓名 Name', '英文名 English name', '班级 Class', '状态 Status', '报名时间 Signed up', '签到 Check-in'];

export async function registrantsWorkbook(title: string, rows: RegistrantRecord[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  addTitledSheet(book, 'Registrants', title, REGISTRANT_HEADERS, rows.map((r) => [r.studentNumber, r.studentName, r.studentNameEn, r.className,
    status[r.status] ?? String(r.status), schoolDateTime(r.createdAt), r.attendance === null ? '-' : attendance[r.attendance] ?? '-']), 18);
  return workbookBuffer(book);
}
