import ExcelJS from 'exceljs';
import type { ClassImportKind } from '@portal/contracts';
import { addTableSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import { columnsOfImport } from './class-import-columns.ts';

/**
 * The sample sheets docs/samples/classes.xlsx and enrolments.xlsx (written by
 * scripts/people-samples.mjs with the rolls): classes of the spring term of school year 2026
 * (2027 spring, term 3) for courses of the sample catalogue docs/samples/courses.xlsx
 * (catalogue-samples.ts: MBA7001, MBA7002, EMBA8001), taught by the teachers of
 * docs/samples/staff.xlsx (H1001, H1002) to the cohorts and students of docs/samples/students.xlsx.
 * So a school starting empty (SEED=never) imports them cleanly after the rolls, the cohorts and the
 * catalogue; the demo seed has none of these course numbers, so on the demo they need that catalogue
 * too. The EMBA days (13 and 14 March 2027) lie in the spring term of a first day on Monday 22
 * February 2027 (SAMPLE_TERM_DAYS), as the demo's spring term and the from-empty journey enter it.
 */

type Cells = Record<string, string | number>;

export const SAMPLE_TERM = { schoolYear: 2026, term: 3 };
/** The sample term's calendar for a school that enters it itself: every sample meeting falls inside it. */
export const SAMPLE_TERM_DAYS = { firstDay: '2027-02-22', weeks: 18 };
const { schoolYear, term } = SAMPLE_TERM;

const classes: Cells[] = [
  { courseNumber: 'MBA7001', schoolYear, term, pageType: 'MBA', className: 'MBA 2025 秋季 1 班', classNameEn: 'MBA 2025 Autumn, Class 1', teachers: 'H1001', venue: '样例楼 101', venueEn: 'Sample Hall 101', capacity: 40, weeks: '0-15', weekday: 2, beginTime: '14:00', endTime: '16:35' },
  { courseNumber: 'MBA7001', schoolYear, term, pageType: 'MBA', className: 'MBA 2025 秋季 1 班', classNameEn: 'MBA 2025 Autumn, Class 1', teachers: 'H1001', venue: '样例楼 101', venueEn: 'Sample Hall 101', capacity: 40, weeks: '0-7', weekday: 4, beginTime: '19:00', endTime: '21:35' },
  { courseNumber: 'MBA7002', schoolYear, term, pageType: 'MBA', className: 'MBA 2025 秋季 2 班', classNameEn: 'MBA 2025 Autumn, Class 2', teachers: 'H1002', venue: '样例楼 102', venueEn: 'Sample Hall 102', capacity: 40, weeks: '0-15', weekday: 2, beginTime: '14:00', endTime: '16:35' },
  { courseNumber: 'EMBA8001', schoolYear, term, pageType: 'EMBA', className: 'EMBA 2024 北京 1 班', classNameEn: 'EMBA 2024 Beijing, Class 1', teachers: 'H1001, H1002', venue: '样例 EMBA 中心', venueEn: 'Sample EMBA Centre', capacity: 30, date: '2027-03-13', beginTime: '09:00', endTime: '17:00' },
  { courseNumber: 'EMBA8001', schoolYear, term, pageType: 'EMBA', className: 'EMBA 2024 北京 1 班', classNameEn: 'EMBA 2024 Beijing, Class 1', teachers: 'H1001, H1002', venue: '样例 EMBA 中心', venueEn: 'Sample EMBA Centre', capacity: 30, date: '2027-03-14', beginTime: '09:00', endTime: '17:00' },
];

const enrolments: Cells[] = [
  { courseNumber: 'MBA7001', schoolYear, term, className: 'MBA 2025 秋季 1 班', cohortClassName: 'MBA 2025 秋季 1 班' },
  { courseNumber: 'MBA7002', schoolYear, term, className: 'MBA 2025 秋季 2 班', studentNumber: '2025880003' },
  { courseNumber: 'MBA7002', schoolYear, term, className: 'MBA 2025 秋季 2 班', studentNumber: '2025880017' },
  { courseNumber: 'MBA7002', schoolYear, term, className: 'MBA 2025 秋季 2 班', studentNumber: '2024880004' },
  { courseNumber: 'EMBA8001', schoolYear, term, className: 'EMBA 2024 北京 1 班', cohortClassName: 'EMBA 2024 北京 1 班' },
];

/** A sheet of the import's columns with the given rows (also the template, with none). */
export async function classImportWorkbook(kind: ClassImportKind, rows: readonly Cells[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  // A fixed date, so a rebuilt sample differs from the committed one only where its rows do.
  book.created = book.modified = new Date('2026-01-01T00:00:00Z');
  addTableSheet(book, kind === 'classes' ? 'Classes' : 'Enrolments', columnsOfImport(kind).map((c) => ({ ...c, width: Math.max(14, c.header.length + 2) })), rows);
  return workbookBuffer(book);
}

export const sampleClassSheets = { classes: () => classImportWorkbook('classes', classes), enrolments: () => classImportWorkbook('enrolments', enrolments) };
