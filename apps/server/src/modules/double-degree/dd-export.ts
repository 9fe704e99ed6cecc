import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { ddResultLabels, type DdAdminApplicant } from '@portal/contracts';
import { addTableSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import { schoolDateTime } from '../../platform/time/school-zone.ts';

/** The office's export of a round (README 'Staff'): a zip of applicants.xlsx and each submitted application's PDF. */

const label = (n: number) => `${ddResultLabels[n]?.zh ?? ''} ${ddResultLabels[n]?.en ?? ''}`;
const schoolTime = (iso: string) => schoolDateTime(new Date(iso));
/** A safe entry name: the student number and the application id, never free text. */
export const pdfEntryName = (a: DdAdminApplicant) => `${a.studentNumber.replace(/[^\w-]/g, '_')}-${a.id}.pdf`;

async function sheet(title: string, rows: DdAdminApplicant[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  addTableSheet(book, '申请人 Applicants', [
    { header: '项目 Programme', key: 'project', width: 34 },
    { header: '姓名 Name', key: 'name', width: 14 },
    { header: '护照英文名 Name as passport', key: 'passportName', width: 22 },
    { header: '学号 Student number', key: 'number', width: 16 },
    { header: '班级 Class', key: 'class', width: 24 },
    { header: '手机 Mobile', key: 'mobile', width: 14 },
    { header: '邮箱 E-mail', key: 'email', width: 26 },
    { header: '提交时间 Submitted', key: 'submitted', width: 18 },
    { header: '校内选拔 Internal selection', key: 'gsm', width: 16 },
    { header: '合作院校面试 Partner interview', key: 'partner', width: 16 },
    { header: '最终录取 Final admission', key: 'last', width: 16 },
    { header: '面试时间 Interview', key: 'interview', width: 18 },
    { header: '面试地点 Venue', key: 'venue', width: 24 },
    { header: '申请表 Form (PDF)', key: 'pdf', width: 24 },
  ], rows.map((a) => ({
    project: a.ddProjectName, name: a.studentName, passportName: a.nameAsPassport, number: a.studentNumber, class: a.className, mobile: a.mobile, email: a.email,
    submitted: a.submitTime ? schoolTime(a.submitTime) : '', gsm: label(a.gsmResult), partner: label(a.partnerResult), last: label(a.lastResult),
    interview: a.interviewStartTime ? schoolTime(a.interviewStartTime) : '', venue: a.ddInterviewAdress ?? '', pdf: a.pdfFileUrl ? pdfEntryName(a) : '',
  })));
  book.title = title;
  return workbookBuffer(book);
}

export async function applicantsZip(title: string, rows: DdAdminApplicant[], pdfs: Map<number, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(await sheet(title, rows), 'applicants.xlsx');
  for (const a of rows) {
    const bytes = pdfs.get(a.id);
    if (bytes) zip.addBuffer(bytes, `pdf/${pdfEntryName(a)}`, { compress: false });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
