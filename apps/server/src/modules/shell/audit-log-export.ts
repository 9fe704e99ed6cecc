import ExcelJS from 'exceljs';
import type { AuditLogRow, AuditOutcome } from '@portal/contracts';
import { addTableSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import { schoolDateTime } from '../../platform/time/school-zone.ts';

const outcomes: Record<AuditOutcome, string> = { success: '成功 Success', refused: '被拒绝 Refused', error: '错误 Error' };
const person = (p: AuditLogRow['actor']) => `${p.name}${p.enName && p.enName !== p.name ? ` (${p.enName})` : ''} · ${p.username}`;
const paramsText = (p: AuditLogRow['params']) => (p ? Object.entries(p).map(([k, v]) => `${k}=${v}`).join(', ') : '');

/**
 * The audit sheet: one row per audited request, newest first, times on the school's clock. Headers
 * in both languages, as the other exports; a last line says when the list had more rows than the sheet.
 */
export async function auditWorkbook(rows: readonly AuditLogRow[], total: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = addTableSheet(book, '审计日志 Audit log', [
    { header: '时间 Time', key: 'at', width: 18 },
    { header: '操作人 Who', key: 'actor', width: 30 },
    { header: '模拟身份 Acting as', key: 'subject', width: 30 },
    { header: '动作 Action', key: 'action', width: 16 },
    { header: '方法 Method', key: 'method', width: 10 },
    { header: '路径 Path', key: 'path', width: 48 },
    { header: '参数 Parameters', key: 'params', width: 18 },
    { header: '状态码 Status code', key: 'statusCode', width: 14 },
    { header: '结果 Outcome', key: 'outcome', width: 16 },
  ], rows.map((r) => ({
    at: schoolDateTime(new Date(r.at)), actor: person(r.actor), subject: person(r.subject), action: r.action, method: r.method, path: r.path,
    params: paramsText(r.params), statusCode: r.statusCode ?? '', outcome: outcomes[r.outcome],
  })));
  if (total > rows.length) sheet.addRow({ at: `仅导出最新 ${rows.length} 条（共 ${total} 条） Only the newest ${rows.length} of ${total} rows` }).font = { italic: true };
  return workbookBuffer(book);
}
