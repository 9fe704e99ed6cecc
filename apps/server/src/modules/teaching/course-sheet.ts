import ExcelJS from 'exceljs';
import {
  catalogueCourseInputSchema, catalogueCourseTypes, type CatalogueCourseInput, type CatalogueImportSummary, type CourseImportPreview, type CourseImportRow, type ImportProblem,
  type MessageCode,
} from '@portal/contracts';
import { ImportRowProblemList } from '../../platform/files/import-row-problems.ts';
import { readSheetRows } from '../../platform/files/sheet-rows.ts';
import { addNotesSheet, addTableSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import type { CourseRecord } from './catalogue.repo.ts';
import { languageLabel, languageOf, programmeLabel, programmeOf, splitList } from './catalogue-vocabulary.ts';

/**
 * The course catalogue as a sheet: the columns the import reads and the export and the sample
 * (docs/samples/courses.xlsx) write, the check of a sheet's rows against the stored courses (one
 * function for the preview and again for the confirm), and the workbook.
 */

export const courseColumns = [
  { key: 'courseNumber', header: '课程编号 Course number', width: 16 },
  { key: 'nameCn', header: '课程名称 Name (Chinese)', width: 26 },
  { key: 'nameEn', header: '英文名称 Name (English)', width: 32 },
  { key: 'credit', header: '学分 Credit', width: 10 },
  { key: 'courseType', header: '课程类型代码 Course type code', width: 14 },
  { key: 'programmes', header: '项目 Programmes', width: 18 },
  { key: 'language', header: '授课语言 Language', width: 12 },
] as const;
type CourseColumn = (typeof courseColumns)[number]['key'];
export type CourseCells = Record<CourseColumn, string>;

const MAX_NAME = 200;
const NUMBER = /^[A-Za-z0-9_-]{1,32}$/;

/** A row's cells as a course, with every problem of the row; the schema is the form's (contracts). */
function courseOf(cells: CourseCells, add: (code: MessageCode, params?: Record<string, string | number>) => void): CatalogueCourseInput | null {
  const before = { count: 0 };
  const problem = (code: MessageCode, params?: Record<string, string | number>) => { before.count += 1; add(code, params); };
  if (!cells.courseNumber) problem('90100', { field: 'courseNumber' });
  else if (!NUMBER.test(cells.courseNumber)) problem('93715', { value: cells.courseNumber.slice(0, 40) });
  for (const field of ['nameCn', 'nameEn'] as const) {
    if (!cells[field]) problem('90100', { field });
    else if (cells[field].length > MAX_NAME) problem('93716', { field, max: MAX_NAME });
  }
  // An empty credit is a missing one, not 0: a catalogue without credits is a mistake of the export.
  const credit = cells.credit === '' ? Number.NaN : Number(cells.credit);
  if (cells.credit === '') problem('90100', { field: 'credit' });
  else if (!Number.isFinite(credit) || credit < 0 || credit > 99 || Math.round(credit * 100) !== credit * 100) problem('93710', { value: cells.credit.slice(0, 20) });
  const type = Number(cells.courseType);
  if (cells.courseType === '') problem('90100', { field: 'courseType' });
  else if (!(catalogueCourseTypes as readonly number[]).includes(type)) problem('93711', { value: cells.courseType.slice(0, 20) });
  const programmes = splitList(cells.programmes).map((p) => ({ p, id: programmeOf(p) }));
  for (const bad of programmes.filter((x) => !x.id)) problem('93712', { value: bad.p.slice(0, 40) });
  const language = cells.language === '' ? 'zh' : languageOf(cells.language);
  if (!language) problem('93713', { value: cells.language.slice(0, 20) });
  if (before.count) return null;
  const parsed = catalogueCourseInputSchema.safeParse({
    courseNumber: cells.courseNumber, nameCn: cells.nameCn, nameEn: cells.nameEn, credit, courseType: type,
    programmes: programmes.map((x) => x.id), language,
  });
  return parsed.success ? parsed.data : null;
}

const same = (a: CatalogueCourseInput, b: CourseRecord) =>
  a.nameCn === b.nameCn && a.nameEn === b.nameEn && Number(a.credit) === Number(b.credit) && a.courseType === b.courseType
  && a.language === b.language && [...a.programmes].sort().join(',') === [...b.programmes].sort().join(',');

export function summaryOf(rows: readonly { action: string; problems: readonly unknown[] }[]): CatalogueImportSummary {
  const count = (a: string) => rows.filter((r) => r.problems.length === 0 && r.action === a).length;
  return { rows: rows.length, create: count('create'), update: count('update'), unchanged: count('unchanged'), withProblems: rows.filter((r) => r.problems.length).length };
}

/**
 * Checks a sheet's rows against the stored courses of their numbers: per row its course and what
 * the import does with it (create, update by course number, unchanged) or its problems; a number
 * twice in the file is a problem of the second row.
 */
export function checkCourseRows(rows: readonly { row: number; cells: CourseCells }[], stored: readonly CourseRecord[]): CourseImportRow[] {
  const byNumber = new Map(stored.map((s) => [s.courseNumber, s]));
  const seen = new Map<string, number>();
  return rows.map(({ row, cells }) => {
    const problems: ImportProblem[] = [];
    const course = courseOf(cells, (code, params = {}) => problems.push({ code, params }));
    if (cells.courseNumber) {
      const first = seen.get(cells.courseNumber);
      if (first !== undefined) problems.push({ code: '93714', params: { value: cells.courseNumber, firstRow: first } });
      else seen.set(cells.courseNumber, row);
    }
    const existing = byNumber.get(cells.courseNumber);
    const action = !existing ? 'create' : course && same(course, existing) ? 'unchanged' : 'update';
    return { row, action, course: problems.length ? null : course, cells, problems };
  });
}

/** Reads an uploaded course sheet into its rows; a file that is no workbook or has no rows is a problem of row 0. */
export async function readCourseSheet(path: string): Promise<{ rows: { row: number; cells: CourseCells }[]; fileProblem: MessageCode | null }> {
  // By header; a sheet without the template's headers is read by position.
  const read = await readSheetRows(path, courseColumns, 'all');
  return { rows: read.rows, fileProblem: read.fileProblem };
}

export function previewOf(checked: CourseImportRow[], fileProblem: MessageCode | null): CourseImportPreview {
  const problems = new ImportRowProblemList();
  if (fileProblem) problems.add(0, fileProblem);
  for (const r of checked) for (const p of r.problems) problems.add(r.row, p.code as MessageCode, p.params);
  return { rows: checked, problems: problems.list(), summary: summaryOf(checked) };
}

const notes = [
  ['列 Column', '说明 How to fill it in'],
  ['课程编号 Course number', '字母、数字、- 和 _，导入按它新增或更新 / letters, digits, - and _; the import adds or updates by it'],
  ['学分 Credit', '0 到 99，最多两位小数 / 0 to 99, at most two decimals'],
  ['课程类型代码 Course type code', '1 校级必修 … 10 大类平台课, 11 必修, 12 选修 / 1 school required … 10 platform course, 11 required, 12 elective'],
  ['项目 Programmes', '本科、MBA、EMBA、硕士、博士，以逗号分隔；空：不限 / Undergraduate, MBA, EMBA, Master, PhD, separated by commas; empty: any'],
  ['授课语言 Language', '中文、英文、双语（空：中文）/ Chinese, English, Bilingual (empty: Chinese)'],
];

/** The catalogue (or the sample's courses) as the workbook the import reads back. */
export async function courseWorkbook(courses: readonly (CatalogueCourseInput | CourseRecord)[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  // A fixed date, so a rebuilt sample differs from the committed one only where its rows do.
  book.created = book.modified = new Date('2026-01-01T00:00:00Z');
  addTableSheet(book, '课程 Courses', courseColumns, courses.map((c) => ({
    courseNumber: c.courseNumber, nameCn: c.nameCn, nameEn: c.nameEn, credit: Number(c.credit), courseType: c.courseType,
    programmes: c.programmes.map(programmeLabel).join(', '), language: languageLabel(c.language),
  })));
  addNotesSheet(book, notes, [28, 90]);
  return workbookBuffer(book);
}
