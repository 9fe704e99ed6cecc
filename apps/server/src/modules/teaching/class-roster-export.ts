import ExcelJS from 'exceljs';
import { addTitledSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import { schoolDateTime } from '../../platform/time/school-zone.ts';
import type { roster } from './class-enrolments.repo.ts';

/** The roster of one class as xlsx: bilingual headers, as the other exports have them. */

const sources: Record<string, string> = { bidding: '选课 Bidding', admin: '教务 Office', change: '调班 Class change' };

export async function rosterWorkbook(title: string, rows: Awaited<ReturnType<typeof roster>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  addTitledSheet(book, 'Roster', title, ['学号 Student number', '姓名 Name', '英文名 English name', '行政班 Class', '来源 Source', '选课时间 Enrolled'],
    rows.map((r) => [r.studentNumber, r.name, r.enName, r.className, sources[r.source] ?? r.source, schoolDateTime(r.enrolledAt)]), 20);
  return workbookBuffer(book);
}
