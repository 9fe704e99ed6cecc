import ExcelJS from 'exceljs';
import { TEACHER_SHEET_COLUMNS, teacherInputSchema, type ImportRowProblems, type TeacherInput } from '@portal/contracts';
import { ImportRowProblemList } from '../../platform/files/import-row-problems.ts';
import { readSheetRows } from '../../platform/files/sheet-rows.ts';

/** The teachers' import sheet and the final pairs export (README 'Staff'). */

/** The import's columns, found by their bilingual header (contracts: the web names them to staff too). */
export const teacherColumns = TEACHER_SHEET_COLUMNS;

type Key = (typeof teacherColumns)[number]['key'];
const numeric: readonly Key[] = ['selectionTimes', 'age', 'workingYears'];
const flags: readonly Key[] = ['isDecryptPhone', 'isGuideForeignStudent'];

/** Reads a sheet into valid rows and every problem of the others; nothing is saved here. */
export async function parseTeacherSheet(path: string): Promise<{ rows: (TeacherInput & { row: number })[]; problems: ImportRowProblems[] }> {
  const problems = new ImportRowProblemList();
  const read = await readSheetRows(path, teacherColumns, 'none');
  if (read.fileProblem) {
    problems.add(0, read.fileProblem);
    return { rows: [], problems: problems.list() };
  }
  const rows: (TeacherInput & { row: number })[] = [];
  const seen = new Set<string>();
  for (const { row: n, cells } of read.rows) {
    const input: Record<string, unknown> = { ...cells };
    for (const k of numeric) input[k] = cells[k] === '' ? (k === 'selectionTimes' ? undefined : null) : Number(cells[k]);
    for (const k of flags) input[k] = ['1', 'true', '是', 'yes'].includes(cells[k].toLowerCase());
    const parsed = teacherInputSchema.safeParse(input);
    if (!parsed.success) problems.addIssues(n, parsed.error.issues, cells);
    if (cells.name && seen.has(cells.name)) problems.add(n, '90075', { field: 'name', value: cells.name });
    if (cells.name) seen.add(cells.name);
    if (parsed.success && !problems.has(n)) rows.push({ ...parsed.data, row: n });
  }
  return { rows, problems: problems.list() };
}

export interface PairLine {
  studentNumber: string | null;
  studentName: string;
  className: string | null;
  teacherName: string;
  choiceRank: number;
  confirmedBy: string | null;
  decidedAt: Date | null;
}

/** The final pairs of a round, one sheet, bilingual headers. */
export async function pairsWorkbook(roundName: string, lines: PairLine[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pairs');
  sheet.columns = [
    { header: '学号 Student number', key: 'studentNumber', width: 16 },
    { header: '姓名 Name', key: 'studentName', width: 14 },
    { header: '班级 Class', key: 'className', width: 28 },
    { header: '导师 Teacher', key: 'teacherName', width: 16 },
    { header: '志愿 Choice', key: 'choiceRank', width: 10 },
    { header: '确认方式 Confirmed by', key: 'confirmedBy', width: 14 },
    { header: '确认时间 Confirmed at', key: 'decidedAt', width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const l of lines) sheet.addRow({ ...l, decidedAt: l.decidedAt?.toISOString() ?? '' });
  book.title = roundName;
  return Buffer.from(await book.xlsx.writeBuffer());
}
