import ExcelJS from 'exceljs';
import { courseSaveSchema, type ClassTime, type ImportRowProblems } from '@portal/contracts';
import type { z } from 'zod';
import { ImportRowProblemList } from '../../platform/files/import-row-problems.ts';
import { courseColumns } from './bidding-xlsx.ts';

type SavedCourse = z.output<typeof courseSaveSchema>;
type ColumnKey = (typeof courseColumns)[number]['key'];

const time = /^([01]\d|2[0-3]):[0-5]\d$/;
const date = /^\d{4}-\d{2}-\d{2}$/;

function parsePart(part: string): ClassTime | null {
  const [span = '', second = '', third] = part.split('/').map((s) => s.trim());
  if (span.includes('~')) {
    const [startDate = '', endDate = ''] = span.split('~').map((s) => s.trim());
    const [startTime = '', endTime = ''] = second.split('-').map((s) => s.trim());
    if (!date.test(startDate) || !date.test(endDate) || !time.test(startTime) || !time.test(endTime) || startDate > endDate) return null;
    return { startDate, endDate, startTime, endTime };
  }
  const [from, to] = span.split('-').map((s) => Number(s.trim()));
  const weekday = Number(second);
  const [classStart = '', classEnd = ''] = (third ?? '').split('-').map((s) => s.trim());
  if (!Number.isInteger(from) || !Number.isInteger(to) || from! < 1 || to! < from! || !Number.isInteger(weekday) || weekday < 1 || weekday > 7
    || !time.test(classStart) || !time.test(classEnd)) return null;
  // Weeks are written 1-based in the sheet and kept zero-based (education.md §1).
  return { weekStart: from! - 1, weekEnd: to! - 1, weekName: weekday, classStart, classEnd };
}

/** The class-time cell: its well-formed parts, and the text of each malformed one. */
export function parseClassTimes(text: string): { times: ClassTime[]; bad: string[] } {
  const times: ClassTime[] = [];
  const bad: string[] = [];
  for (const part of text.split(/[;；]/).map((s) => s.trim()).filter(Boolean)) {
    const parsed = parsePart(part);
    if (parsed) times.push(parsed);
    else bad.push(part);
  }
  return { times, bad };
}

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  return String(v);
};

/** Where each column is: by its header, so a sheet of the older template (no English columns) still reads. */
function columnPositions(header: ExcelJS.Row): Map<ColumnKey, number> {
  const byHeader = new Map<string, number>();
  header.eachCell((cell, col) => byHeader.set(cellText(cell.value).trim(), col));
  const found = courseColumns.filter((c) => byHeader.has(c.header));
  if (found.length === 0) return new Map(courseColumns.map((c, i) => [c.key, i + 1]));
  return new Map(found.map((c) => [c.key, byHeader.get(c.header)!]));
}

/** An empty number cell stays empty, so the schema reports it as missing rather than as 0. */
const numberOf = (text: string) => (text === '' ? undefined : Number(text));

/** Reads an uploaded course sheet into valid rows and every problem of the others; nothing is saved here. */
export async function parseCourseSheet(path: string): Promise<{ rows: (SavedCourse & { row: number })[]; problems: ImportRowProblems[] }> {
  const problems = new ImportRowProblemList();
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.readFile(path);
  } catch {
    problems.add(0, '90076');
    return { rows: [], problems: problems.list() };
  }
  const sheet = book.worksheets[0];
  const rows: (SavedCourse & { row: number })[] = [];
  const seen = new Set<string>();
  const positions = sheet ? columnPositions(sheet.getRow(1)) : new Map<ColumnKey, number>();
  sheet?.eachRow((r, n) => {
    if (n === 1) return;
    const cells = Object.fromEntries(courseColumns.map((c) => {
      const col = positions.get(c.key);
      return [c.key, col ? cellText(r.getCell(col).value).trim() : ''];
    })) as Record<ColumnKey, string>;
    if (Object.values(cells).every((c) => c === '')) return;
    const { times, bad } = parseClassTimes(cells.classTimes);
    for (const text of bad) problems.add(n, '92018', { text });
    const parsed = courseSaveSchema.safeParse({
      ...cells, courseType: numberOf(cells.courseType), credit: numberOf(cells.credit), seatLimit: numberOf(cells.seatLimit),
      language: cells.language || 'zh', classTimes: times,
    });
    if (!parsed.success) problems.addIssues(n, parsed.error.issues, cells);
    if (cells.courseNumber && seen.has(cells.courseNumber)) problems.add(n, '90075', { field: 'courseNumber', value: cells.courseNumber });
    if (cells.courseNumber) seen.add(cells.courseNumber);
    if (parsed.success && !problems.has(n)) rows.push({ ...parsed.data, row: n });
  });
  if (!sheet || (rows.length === 0 && problems.list().length === 0)) problems.add(0, '90077');
  return { rows, problems: problems.list() };
}
