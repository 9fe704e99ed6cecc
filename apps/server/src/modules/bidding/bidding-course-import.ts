import { courseSaveSchema, type ClassTime, type ImportRowProblems } from '@portal/contracts';
import type { z } from 'zod';
import { ImportRowProblemList } from '../../platform/files/import-row-problems.ts';
import { readSheetRows } from '../../platform/files/sheet-rows.ts';
import { courseColumns } from './bidding-xlsx.ts';

type SavedCourse = z.output<typeof courseSaveSchema>;

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

/** An empty number cell stays empty, so the schema reports it as missing rather than as 0. */
const numberOf = (text: string) => (text === '' ? undefined : Number(text));

/** Reads an uploaded course sheet into valid rows and every problem of the others; nothing is saved here. */
export async function parseCourseSheet(path: string): Promise<{ rows: (SavedCourse & { row: number })[]; problems: ImportRowProblems[] }> {
  const problems = new ImportRowProblemList();
  // By header, so a sheet of the older template (no English columns) still reads; a bare sheet by position.
  const read = await readSheetRows(path, courseColumns, 'all');
  if (read.fileProblem) {
    problems.add(0, read.fileProblem);
    return { rows: [], problems: problems.list() };
  }
  const rows: (SavedCourse & { row: number })[] = [];
  const seen = new Set<string>();
  for (const { row: n, cells } of read.rows) {
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
  }
  return { rows, problems: problems.list() };
}
