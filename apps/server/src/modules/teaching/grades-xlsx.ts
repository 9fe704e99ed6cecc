import ExcelJS from 'exceljs';
import { addNotesSheet, addTableSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import { gradeImportRowSchema, type GradeImportRow } from '@portal/contracts';
import { ImportRowProblemList } from '../../platform/files/import-row-problems.ts';
import { readSheetRows } from '../../platform/files/sheet-rows.ts';

/** The columns of the grade sheet, in order, with bilingual headers; the import finds them by header. */
export const gradeColumns = [
  { key: 'studentNumber', header: '学号 Student number', width: 16 },
  { key: 'studentName', header: '姓名 Name', width: 14 },
  { key: 'schoolYear', header: '学年 School year (2025 = 2025-2026)', width: 16 },
  { key: 'term', header: '学期 Term (1-4)', width: 10 },
  { key: 'classRank', header: '班级排名 Class rank', width: 12 },
  { key: 'majorRank', header: '专业排名 Major rank', width: 12 },
  { key: 'comprehensiveGPA', header: '综合绩点 Comprehensive GPA', width: 14 },
  { key: 'coreCourseGPA', header: '核心课程绩点 Core course GPA', width: 14 },
  { key: 'evaluationRank', header: '测评排名 Evaluation rank', width: 12 },
  { key: 'scholarshipLevel', header: '奖学金等级 Scholarship level (0-3)', width: 14 },
  { key: 'professionalEvaluationRank', header: '专业测评排名 Professional evaluation rank', width: 14 },
] as const;
type ColumnKey = (typeof gradeColumns)[number]['key'];

const notes = [
  ['本科生 Undergraduate', '填写班级排名、专业排名、综合绩点、核心课程绩点 (class rank, major rank, comprehensive GPA, core course GPA)'],
  ['博士生 PhD', '填写测评排名、奖学金等级、专业测评排名 (evaluation rank, scholarship level, professional evaluation rank)'],
  ['奖学金等级 Scholarship', '0 无 none, 1 一等 first class, 2 二等 second class, 3 三等 third class'],
  ['学期 Term', '1 秋季 autumn, 2 寒假 winter, 3 春季 spring, 4 夏季 summer'],
];

export interface GradeSheetLine extends Partial<Record<Exclude<ColumnKey, 'studentNumber' | 'studentName'>, number | null>> {
  studentNumber: string | null;
  studentName: string;
}

/** A workbook of grade lines: the export, and (with one sample line) the template. */
export async function gradesWorkbook(lines: GradeSheetLine[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  addTableSheet(book, 'Grades', gradeColumns, lines);
  addNotesSheet(book, notes, [24, 110]);
  return workbookBuffer(book);
}


/** An empty cell stays absent, so the schema reports a missing value rather than a zero. */
const numberOf = (text: string) => (text === '' ? undefined : text);

/**
 * Reads an uploaded grade sheet into well-formed rows and every problem of the others. What needs
 * the database (does the student exist, which column set is theirs, does the term exist) is the
 * service's check; nothing is saved here.
 */
export async function parseGradeSheet(path: string): Promise<{ rows: (GradeImportRow & { row: number })[]; problems: ImportRowProblemList }> {
  const problems = new ImportRowProblemList();
  const read = await readSheetRows(path, gradeColumns, 'none');
  if (read.fileProblem) {
    problems.add(0, read.fileProblem);
    return { rows: [], problems };
  }
  const rows: (GradeImportRow & { row: number })[] = [];
  const seen = new Set<string>();
  for (const { row: n, cells } of read.rows) {
    const { studentName: _name, studentNumber, ...numbers } = cells;
    const parsed = gradeImportRowSchema.safeParse({ studentNumber, ...Object.fromEntries(Object.entries(numbers).map(([k, v]) => [k, numberOf(v)])) });
    if (!parsed.success) problems.addIssues(n, parsed.error.issues, cells);
    const key = `${studentNumber}|${cells.schoolYear}|${cells.term}`;
    if (studentNumber && seen.has(key)) problems.add(n, '90075', { field: 'studentNumber', value: studentNumber });
    seen.add(key);
    if (parsed.success && !problems.has(n)) rows.push({ ...parsed.data, row: n });
  }
  return { rows, problems };
}
