import ExcelJS from 'exceljs';
import { cohortClassInputSchema, type CohortClassInput, type CohortImportPreview, type CohortImportRow, type ImportProblem, type MessageCode } from '@portal/contracts';
import { ImportRowProblemList } from '../../platform/files/import-row-problems.ts';
import { readSheetRows } from '../../platform/files/sheet-rows.ts';
import { addNotesSheet, addTableSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import type { CohortClassRecord } from './cohorts.repo.ts';
import { programmeLabel, programmeOf } from './catalogue-vocabulary.ts';
import { summaryOf } from './course-sheet.ts';

/**
 * Programmes, cohorts and classes as a sheet, one row per class: the columns the import reads and
 * the export and the sample (docs/samples/cohorts.xlsx) write, and the check of a sheet's rows
 * against the stored classes (the preview's and again the confirm's). Upsert by class code.
 */

export const cohortColumns = [
  { key: 'programme', header: '项目 Programme', width: 12 },
  { key: 'entranceYear', header: '入学年份 Entrance year', width: 14 },
  { key: 'code', header: '班级代码 Class code', width: 16 },
  { key: 'nameCn', header: '班级名称 Class name (Chinese)', width: 34 },
  { key: 'nameEn', header: '英文名称 Class name (English)', width: 44 },
] as const;
type CohortColumn = (typeof cohortColumns)[number]['key'];
export type CohortCells = Record<CohortColumn, string>;

const CODE = /^[A-Za-z0-9_-]{1,32}$/;
const NAME = /^[^\r\n\t]{1,100}$/;

function classOf(cells: CohortCells, add: (code: MessageCode, params?: Record<string, string | number>) => void): CohortClassInput | null {
  let bad = 0;
  const problem = (code: MessageCode, params?: Record<string, string | number>) => { bad += 1; add(code, params); };
  const pageType = cells.programme ? programmeOf(cells.programme) : null;
  if (!cells.programme) problem('90100', { field: 'programme' });
  else if (!pageType) problem('93712', { value: cells.programme.slice(0, 40) });
  const year = /^\d{4}$/.test(cells.entranceYear) ? Number(cells.entranceYear) : Number.NaN;
  if (!cells.entranceYear) problem('90100', { field: 'entranceYear' });
  else if (!(year >= 1950 && year <= 2100)) problem('93734', { value: cells.entranceYear.slice(0, 20) });
  if (!cells.code) problem('90100', { field: 'code' });
  else if (!CODE.test(cells.code)) problem('93737', { value: cells.code.slice(0, 40) });
  for (const field of ['nameCn', 'nameEn'] as const) {
    if (!cells[field]) problem('90100', { field });
    else if (!NAME.test(cells[field])) problem('93738', { field });
  }
  if (bad) return null;
  const parsed = cohortClassInputSchema.safeParse({ pageType, entranceYear: year, code: cells.code, nameCn: cells.nameCn, nameEn: cells.nameEn });
  return parsed.success ? parsed.data : null;
}

/**
 * Per row its class and what the import does (create, update by code, unchanged) or its problems:
 * a code or a Chinese name twice in the file, and a Chinese name that another stored class holds.
 */
export function checkCohortRows(rows: readonly { row: number; cells: CohortCells }[], met: readonly CohortClassRecord[]): CohortImportRow[] {
  const byCode = new Map(met.map((m) => [m.code, m]));
  const byName = new Map(met.map((m) => [m.nameCn, m]));
  const seenCode = new Map<string, number>();
  const seenName = new Map<string, number>();
  return rows.map(({ row, cells }) => {
    const problems: ImportProblem[] = [];
    const add = (code: MessageCode, params: Record<string, string | number> = {}) => problems.push({ code, params });
    const cohortClass = classOf(cells, add);
    const once = (seen: Map<string, number>, value: string, code: MessageCode) => {
      if (!value) return;
      const first = seen.get(value);
      if (first !== undefined) add(code, { value, firstRow: first }); else seen.set(value, row);
    };
    once(seenCode, cells.code, '93735');
    once(seenName, cells.nameCn, '93736');
    const holder = byName.get(cells.nameCn);
    if (holder && holder.code !== cells.code) add('93731', { value: cells.nameCn });
    const existing = byCode.get(cells.code);
    // Students name their class by its Chinese name: renaming one they carry would leave them in no class.
    if (existing && cohortClass && existing.nameCn !== cohortClass.nameCn && existing.students > 0) add('93732');
    const unchanged = existing && cohortClass && existing.nameCn === cohortClass.nameCn && existing.nameEn === cohortClass.nameEn
      && existing.pageType === cohortClass.pageType && existing.entranceYear === cohortClass.entranceYear;
    return { row, action: !existing ? 'create' : unchanged ? 'unchanged' : 'update', cohortClass: problems.length ? null : cohortClass, cells, problems };
  });
}

export async function readCohortSheet(path: string): Promise<{ rows: { row: number; cells: CohortCells }[]; fileProblem: MessageCode | null }> {
  const read = await readSheetRows(path, cohortColumns, 'all');
  return { rows: read.rows, fileProblem: read.fileProblem };
}

export function cohortPreviewOf(checked: CohortImportRow[], fileProblem: MessageCode | null): CohortImportPreview {
  const problems = new ImportRowProblemList();
  if (fileProblem) problems.add(0, fileProblem);
  for (const r of checked) for (const p of r.problems) problems.add(r.row, p.code as MessageCode, p.params);
  return { rows: checked, problems: problems.list(), summary: summaryOf(checked) };
}

const notes = [
  ['列 Column', '说明 How to fill it in'],
  ['项目 Programme', '本科、MBA、EMBA、硕士、博士 / Undergraduate, MBA, EMBA, Master, PhD'],
  ['入学年份 Entrance year', '四位年份 / four-digit year'],
  ['班级代码 Class code', '字母、数字、- 和 _，导入按它新增或更新 / letters, digits, - and _; the import adds or updates by it'],
  ['班级名称 Class name (Chinese)', '学生名册“班级”列写的名称，全校唯一 / the name the roll\'s class column gives, unique in the school'],
];

export async function cohortWorkbook(classes: readonly (CohortClassInput | CohortClassRecord)[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = book.modified = new Date('2026-01-01T00:00:00Z');
  addTableSheet(book, '班级 Classes', cohortColumns, classes.map((c) => ({
    programme: programmeLabel(c.pageType), entranceYear: c.entranceYear, code: c.code, nameCn: c.nameCn, nameEn: c.nameEn,
  })));
  addNotesSheet(book, notes, [30, 90]);
  return workbookBuffer(book);
}
