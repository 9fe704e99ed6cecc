import ExcelJS from 'exceljs';
import type { AdminApplicant, AdminExemption } from '@portal/contracts';
import { addTableSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import { schoolDateTime } from '../../platform/time/school-zone.ts';
import type { PlanRow } from './mobility.repo.ts';

const SELECT = ['', '已选中 Selected', '排队中 Queued'];
const EXEMPT = ['', '待审核 Submitted', '已通过 Approved', '已驳回 Rejected', '已退回 Returned'];

/** The office's sheet of a plan: one sheet of applications (with documents complete or not), one of exemptions. Headers in both languages. */
export async function resultsWorkbook(plan: PlanRow, applicants: AdminApplicant[], exemptions: AdminExemption[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  addTableSheet(book, '选课结果 Applications', [
    { header: '项目 Project', key: 'project', width: 30 },
    { header: '排名 Rank', key: 'rank', width: 8 },
    { header: '状态 Status', key: 'status', width: 16 },
    { header: '姓名 Name', key: 'name', width: 14 },
    { header: '学号 Student number', key: 'number', width: 16 },
    { header: '班级 Class', key: 'class', width: 26 },
    { header: '申请时间 Applied', key: 'time', width: 18 },
    { header: '护照号 Passport', key: 'passport', width: 14 },
    { header: '材料齐全 Documents complete', key: 'complete', width: 14 },
  ], applicants.map((r) => ({
    project: r.projectName, rank: r.rankNumber, status: SELECT[r.selectStatus] ?? '', name: r.studentName, number: r.studentNumber, class: r.className,
    time: schoolDateTime(new Date(r.selectTime)), passport: r.passportNo, complete: r.isComplete ? '是 Yes' : '否 No',
  })));
  addTableSheet(book, '免修申请 Exemptions', [
    { header: '姓名 Name', key: 'name', width: 14 },
    { header: '学号 Student number', key: 'number', width: 16 },
    { header: '状态 Status', key: 'status', width: 16 },
    { header: '原因 Reason', key: 'reason', width: 40 },
    { header: '审核意见 Comment', key: 'opinion', width: 30 },
  ], exemptions.map((r) => ({ name: r.studentName, number: r.studentNumber, status: EXEMPT[r.status] ?? '', reason: r.reason, opinion: r.auditOpinion ?? '' })));
  book.title = `${plan.schoolYearName} ${plan.number}`;
  return workbookBuffer(book);
}
