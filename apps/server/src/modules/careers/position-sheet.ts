import ExcelJS from 'exceljs';
import { workbookBuffer } from '../../platform/files/sheet-writer.ts';
import {
  positionImportRowSchema, positionInputSchema, positionSheetColumns, type PositionImportRow, type PositionSheetColumn, type PositionValues,
} from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { ImportRowProblemList } from '../../platform/files/import-row-problems.ts';
import { employersByName } from './employers.repo.ts';
import { readSheetRows } from '../../platform/files/sheet-rows.ts';

/**
 * The positions sheet, one layout for the export and the import (README 'Import and export'): a
 * header row of bilingual labels, one posting per row. The import finds columns by header, ignores
 * the export's extra columns, and saves every posting as a draft.
 */

const headers: Record<PositionSheetColumn, string> = {
  employer: '单位 Employer', name: '职位 Position', category: '类别 Category', deptName: '部门 Department', salary: '薪资 Salary',
  isNegotiable: '薪资面议 Negotiable', endDate: '截止日期 Deadline (YYYY-MM-DD)', workAddress: '工作地点 Work address', contactName: '联系人 Contact',
  email: '邮箱 E-mail', contactAddress: '联系地址 Contact address', isContinueToEmploy: '可留用 Continued employment',
  internshipMonth: '实习月数 Internship months', internshipDays: '每周实习天数 Days per week', description: '职位描述 Description',
};
const extraHeaders = ['状态 Status', '发布日期 Published', '链接 Link'];

type Cells = Record<PositionSheetColumn, string>;
export interface ExportRow extends Omit<PositionImportRow, 'row' | 'enterpriseId' | 'enterpriseCName'> {
  enterpriseCName: string;
  categoryDes: string;
  status: string;
  published: string;
  id: number;
}

const yesNo = (b: boolean | null) => (b === null ? '' : b ? '是 Yes' : '否 No');
const htmlToText = (html: string) => html.replace(/<br\s*\/?>|<\/p>/gi, '\n').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ')
  .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').trim();

export async function positionsWorkbook(rows: ExportRow[], link: (id: number) => string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Positions');
  sheet.addRow([...positionSheetColumns.map((c) => headers[c]), ...extraHeaders]).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.enterpriseCName, r.name, r.category, r.deptName, r.salary, yesNo(r.isNegotiable), r.endDate, r.workAddress, r.contactName, r.email, r.contactAddress,
      yesNo(r.isContinueToEmploy), r.internshipMonth ?? '', r.internshipDays ?? '', htmlToText(r.description), r.status, r.published, link(r.id),
    ]);
  }
  sheet.columns.forEach((c, i) => { c.width = i === 14 ? 60 : 18; });
  return workbookBuffer(book);
}

/** The rows of the first sheet, by header (else by position); blank rows skipped. */
export async function readPositionSheet(path: string): Promise<{ rows: (Cells & { row: number })[]; fileProblem: '90076' | '90077' | null }> {
  const read = await readSheetRows(path, positionSheetColumns.map((c) => ({ key: c, header: headers[c] })), 'each');
  return { rows: read.rows.map(({ row, cells }) => ({ ...cells, row })), fileProblem: read.fileProblem };
}

const truthy = ['是', 'yes', 'y', 'true', '1', '是 yes'];
const falsy = ['否', 'no', 'n', 'false', '0', '否 no', ''];

/** Dictionary items a cell may name by code or by either label. */
export interface DicItem { fieldValue: string; fieldName: string; extraProperties: string }

/**
 * Every problem of every row (unknown employer or category, bad date, yes/no or number, the
 * contract's bounds); rows without one come back as what the confirm would save. The confirm runs
 * the same check again on what it is sent.
 */
export async function checkPositionRows(db: Queryable, rows: (Cells & { row: number })[], categories: DicItem[]): Promise<{ rows: PositionImportRow[]; problems: ImportRowProblemList }> {
  const problems = new ImportRowProblemList();
  const employers = await employersByName(db, rows.map((r) => r.employer));
  const ok: PositionImportRow[] = [];
  for (const cells of rows) {
    const n = cells.row;
    // Cells already reported by their own code are not reported again by the schema.
    const reported = new Set<string>();
    const employer = employers.get(cells.employer.toLowerCase());
    if (cells.employer && !employer) problems.add(n, '3331', { value: cells.employer.slice(0, 60) });
    const lc = cells.category.toLowerCase();
    const category = categories.find((c) => [c.fieldValue, c.fieldName, c.extraProperties].some((v) => v.toLowerCase() === lc));
    if (cells.category && !category) problems.add(n, '3320', { value: cells.category.slice(0, 40) });
    const bool = (field: PositionSheetColumn, nullable: boolean): boolean | null => {
      const v = cells[field].toLowerCase();
      if (nullable && v === '') return null;
      if (truthy.includes(v)) return true;
      if (falsy.includes(v)) return false;
      problems.add(n, '3333', { field, value: cells[field].slice(0, 20) });
      reported.add(field);
      return null;
    };
    const int = (field: PositionSheetColumn): number | null => {
      if (cells[field] === '') return null;
      const v = Number(cells[field]);
      if (!Number.isInteger(v)) {
        problems.add(n, '3334', { field, value: cells[field].slice(0, 20) });
        reported.add(field);
      }
      return Number.isInteger(v) ? v : null;
    };
    const date = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(cells.endDate);
    const endDate = date ? `${date[1]}-${date[2]!.padStart(2, '0')}-${date[3]!.padStart(2, '0')}` : cells.endDate;
    if (cells.endDate && !date) {
      problems.add(n, '3332', { field: 'endDate', value: cells.endDate.slice(0, 20) });
      reported.add('endDate');
    }
    const intern = category?.fieldValue === 'Intern';
    const candidate = {
      row: n, enterpriseId: employer?.id ?? 0, enterpriseCName: employer?.cName ?? cells.employer, name: cells.name, category: category?.fieldValue ?? cells.category,
      deptName: cells.deptName, salary: cells.salary, isNegotiable: bool('isNegotiable', false) ?? false, endDate, workAddress: cells.workAddress,
      contactName: cells.contactName, email: cells.email, contactAddress: cells.contactAddress,
      isContinueToEmploy: intern ? bool('isContinueToEmploy', true) : null, internshipMonth: intern ? int('internshipMonth') : null,
      internshipDays: intern ? int('internshipDays') : null, description: cells.description,
    };
    const parsed = positionImportRowSchema.safeParse(candidate);
    // An unknown employer or category is reported above by name; an empty one is 'required'.
    if (!cells.employer) problems.add(n, '90100', { field: 'employer' });
    const { row: _row, ...texts } = cells;
    if (!parsed.success) {
      problems.addIssues(n, parsed.error.issues.filter((i) => {
        const field = String(i.path[0]);
        return field !== 'enterpriseId' && !(field === 'category' && cells.category) && !reported.has(field);
      }), texts);
    }
    if (!problems.has(n) && parsed.success && positionValuesOf(problems, parsed.data)) ok.push(parsed.data);
  }
  return { rows: ok, problems };
}

/**
 * The posting a row makes, checked by the console form's own schema (an e-mail's form, beyond the
 * row's plain bounds); its issues join the row's problems. The preview and the confirm both use it,
 * so a row the form would refuse is a row problem in both, never a failure while saving.
 */
export function positionValuesOf(problems: ImportRowProblemList, r: PositionImportRow): PositionValues | undefined {
  const parsed = positionInputSchema.safeParse({ ...r, educationBackgroundAndCount: [], fileIds: [] });
  if (parsed.success) return parsed.data;
  problems.addIssues(r.row, parsed.error.issues);
  return undefined;
}
