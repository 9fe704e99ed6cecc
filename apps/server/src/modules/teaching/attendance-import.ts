import ExcelJS from 'exceljs';
import { addNotesSheet, addTableSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import { attendanceStatuses, type AttendanceImportPreview, type AttendanceImportRow, type ImportProblem, type MessageCode } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { dictionaryData } from '../../platform/dictionaries/dictionary.data.ts';
import * as repo from './attendance.repo.ts';
import { readSheetRows } from '../../platform/files/sheet-rows.ts';

/**
 * The attendance sheet: the template (the class roster with empty date, status and remark columns)
 * and the import's reading and checking. Checking is one function used by the preview and again by
 * the save, so the save never trusts what the preview returned.
 */

export const attendanceColumns = [
  { key: 'studentNumber', header: '学号 Student number', width: 18 },
  { key: 'name', header: '姓名 Name', width: 16 },
  { key: 'attendanceDate', header: '日期 Date (YYYY-MM-DD)', width: 18 },
  { key: 'status', header: '状态 Status', width: 16 },
  { key: 'remark', header: '备注 Remark', width: 30 },
] as const;
type ColumnKey = (typeof attendanceColumns)[number]['key'];
type Cells = Record<ColumnKey, string>;

const statusItems = dictionaryData.AttendanceStatus ?? [];

export async function attendanceTemplate(roster: { studentNumber: string; name: string }[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  addTableSheet(book, 'Attendance', attendanceColumns, roster.map((s) => ({ studentNumber: s.studentNumber, name: s.name })));
  const help = addNotesSheet(book, [['状态 Status (code)', '中文', 'English']], [18, 14, 18]);
  help.getRow(1).font = { bold: true };
  for (const s of statusItems) help.addRow([s.fieldValue, s.fieldName, s.extraProperties]);
  help.addRow([]);
  help.addRow(['日期、状态均为空的行不导入 Rows without a date and a status are skipped']);
  return workbookBuffer(book);
}

/** Reads the first sheet's rows (found by header, else by position); unfilled roster rows are left out. */
export async function readAttendanceSheet(path: string): Promise<{ rows: (Cells & { row: number })[]; fileProblems: ImportProblem[] }> {
  const read = await readSheetRows(path, attendanceColumns, 'each');
  if (read.fileProblem === '90076') return { rows: [], fileProblems: [{ code: '90076', params: {} }] };
  const rows = read.rows
    .filter(({ cells }) => cells.attendanceDate !== '' || cells.status !== '' || cells.remark !== '')
    .map(({ row, cells }) => ({ ...cells, row }));
  return { rows, fileProblems: rows.length ? [] : [{ code: '90077', params: {} }] };
}

/** 'YYYY-MM-DD' (or with slashes, one-digit month and day) of a real day, else null. */
export function normalDate(text: string): string | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d || y < 1900) return null;
  return day.toISOString().slice(0, 10);
}

/** The status code of a cell: the code itself or its Chinese or English name, any case. */
export function statusOf(text: string): string | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  const hit = statusItems.find((s) => [s.fieldValue, s.fieldName, s.extraProperties].some((v) => v.toLowerCase() === t));
  return hit && (attendanceStatuses as readonly string[]).includes(hit.fieldValue) ? hit.fieldValue : null;
}

export interface CheckedRow { row: AttendanceImportRow; record: repo.NewRecord | null }

/**
 * Every problem of every row: required cells, unknown student, not in the class, bad date, a date
 * the class does not meet on (outside its term, or not one of its days: `dayRule`), unknown status,
 * the same student and day twice in the file, or already recorded. A row without problems
 * carries the record to insert.
 */
export async function checkRows(
  q: Queryable, startClassId: number, rows: (Cells & { row: number })[], recordedBy: number, dayRule: (date: string) => ImportProblem | null,
): Promise<CheckedRow[]> {
  const students = await repo.studentsByNumber(q, startClassId, [...new Set(rows.map((r) => r.studentNumber).filter(Boolean))]);
  const recorded = await repo.recordedDays(q, startClassId, [...students.values()].map((s) => s.id));
  const seen = new Set<string>();
  return rows.map((cells) => {
    const problems: ImportProblem[] = [];
    const add = (code: MessageCode, params: Record<string, string | number> = {}) => problems.push({ code, params });
    for (const field of ['studentNumber', 'attendanceDate', 'status'] as const) if (!cells[field]) add('93007', { field });
    const student = cells.studentNumber ? students.get(cells.studentNumber) : undefined;
    if (cells.studentNumber && !student) add('93002', { studentNumber: cells.studentNumber });
    if (student && !student.enrolled) add('93003', { studentNumber: cells.studentNumber });
    const date = cells.attendanceDate ? normalDate(cells.attendanceDate) : null;
    if (cells.attendanceDate && !date) add('93004', { value: cells.attendanceDate.slice(0, 40) });
    const dayProblem = date ? dayRule(date) : null;
    if (dayProblem) problems.push(dayProblem);
    const status = cells.status ? statusOf(cells.status) : null;
    if (cells.status && !status) add('93005', { value: cells.status.slice(0, 40) });
    if (cells.remark.length > 500) add('90003', { detail: 'remark' });
    if (student && date) {
      const key = `${student.id}|${date}`;
      if (seen.has(key)) add('93006', { studentNumber: cells.studentNumber, date });
      else if (recorded.has(key)) add('93001', { studentNumber: cells.studentNumber, date });
      seen.add(key);
    }
    const row: AttendanceImportRow = {
      row: cells.row, startClassId, studentNumber: cells.studentNumber, name: student?.name ?? cells.name, attendanceDate: date ?? cells.attendanceDate,
      status: status ?? cells.status, remark: cells.remark, problems,
    };
    const ok = problems.length === 0 && student && date && status;
    return { row, record: ok ? { startClassId, studentId: student.id, attendanceDate: date, status, remark: cells.remark, recordedBy } : null };
  });
}

export const previewOf = (checked: CheckedRow[], fileProblems: ImportProblem[]): AttendanceImportPreview =>
  ({ rows: checked.map((c) => c.row), problems: fileProblems });
