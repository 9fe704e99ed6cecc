import ExcelJS from 'exceljs';
import { addTitledSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import yazl from 'yazl';
import { schoolDate } from '../../platform/time/school-zone.ts';

/**
 * The resume book (README 'Resume book'): the public resumes of one programme and entrance year as
 * one zip of PDFs with an xlsx index, the way career platforms hand resumes to employers.
 */

export interface BookEntry {
  studentNumber: string;
  studentName: string;
  studentNameEn: string;
  className: string;
  /** 1 Chinese, 2 English, 3 manual, 4 own PDF. */
  kind: number;
  submittedAt: Date | null;
  bytes: Buffer;
}

const KIND_LABEL: Record<number, string> = { 1: '中文简历 Chinese resume', 2: '英文简历 English resume', 3: '概况手册 Manual', 4: '自有简历 Own PDF' };
const KIND_FILE: Record<number, string> = { 1: 'cn', 2: 'en', 3: 'manual', 4: 'own' };
/** A name safe in a zip on every system: the student number and the kind, never free text. */
const entryName = (e: BookEntry) => `${e.studentNumber.replace(/[^\w-]/g, '_')}-${KIND_FILE[e.kind] ?? e.kind}.pdf`;

export const BOOK_HEADERS = ['学号 Student number', '姓名 Name', '英文名 English name', '班级 Class', '类型 Kind', '提交时间 Submitted', '文件 File'];

async function index(title: string, entries: BookEntry[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  addTitledSheet(book, 'Resumes', title, BOOK_HEADERS, entries.map((e) => [e.studentNumber, e.studentName, e.studentNameEn, e.className,
    KIND_LABEL[e.kind] ?? String(e.kind), e.submittedAt ? schoolDate(e.submittedAt) : '', entryName(e)]), 20);
  return workbookBuffer(book);
}

/** The zip's bytes: index.xlsx, then one PDF per entry. */
export async function resumeBookZip(title: string, entries: BookEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(await index(title, entries), 'index.xlsx');
  // PDFs are compressed already: stored as they are, the zip is made without spending the CPU.
  for (const e of entries) zip.addBuffer(e.bytes, entryName(e), { compress: false });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
