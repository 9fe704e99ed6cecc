import ExcelJS from 'exceljs';
import type { ApplicationStatus } from '@portal/contracts';
import { addTitledSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import { schoolDateTime } from '../../platform/time/school-zone.ts';
import type { ApplicantRecord } from './position-applications.repo.ts';

/**
 * The applicants of one posting as a sheet: bilingual headers, as the registrants' export has them.
 * No resume links: a signed link expires within hours, a sheet is kept for weeks.
 */

const status: Record<ApplicationStatus, string> = {
  submitted: '已投递 Submitted', sent_to_employer: '已推荐 Sent to employer', interview: '面试 Interview', offer: '录用 Offer', declined: '未通过 Declined',
};
const kind: Record<number, string> = { 1: '中文简历 Chinese resume', 2: '英文简历 English resume', 4: '自有简历 Own PDF' };

export const APPLICANT_HEADERS = ['学号 Student number', '姓名 Name', '英文名 English name', '班级 Class', '简历 Resume', '附言 Note', '状态 Status', '投递时间 Applied', '状态更新 Status changed'];

export async function applicantsWorkbook(title: string, rows: ApplicantRecord[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  addTitledSheet(book, 'Applicants', title, APPLICANT_HEADERS, rows.map((r) => [r.studentNumber, r.studentName, r.studentNameEn, r.className,
    kind[r.resumeKind] ?? String(r.resumeKind), r.note, status[r.status] ?? r.status, schoolDateTime(r.createdAt),
    schoolDateTime(r.statusChangedAt)]), 18);
  return workbookBuffer(book);
}
