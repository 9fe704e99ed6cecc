import { HHMM, isHoldableDate, type ClassImportRow, type ClassInput, type ImportProblem, type MessageCode } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { BizError } from '../../platform/http/errors.ts';
import { programmeOf } from './class-import-columns.ts';
import * as lookups from './class-import.repo.ts';
import { audit, saveClass, type ChangeBy } from './class-admin.service.ts';
import * as people from './class-enrolments.repo.ts';
import { enrolStudents } from './teaching-enrolments.repo.ts';

/**
 * Checking and writing the class imports, one function per kind, run in one transaction: the
 * preview runs it and rolls back, the confirm runs it again on the same cells and commits only when
 * no row has a problem. So a preview's problems (a clash with a class made by an earlier row of the
 * same file included) are exactly what the confirm would meet.
 */

export type Cells = Record<string, string>;
export interface ImportRun { rows: ClassImportRow[]; creates: number }

const list = (s: string) => s.split(/[,，;；、\s]+/).map((x) => x.trim()).filter(Boolean);
const int = (s: string, min: number, max: number) => (/^-?\d+$/.test(s.trim()) && Number(s) >= min && Number(s) <= max ? Number(s) : null);
const date = (s: string) => {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(s.trim());
  // The row becomes a ClassInput without the API's schema: a day that does not exist (30 February)
  // would otherwise be stored as the day it rolls over to.
  if (!m || !isHoldableDate(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  return `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
};
const time = (s: string) => {
  const t = s.trim().replace(/^(\d):/, '0$1:');
  return HHMM.test(t) ? t : null;
};

class Rows {
  readonly rows: ClassImportRow[];
  constructor(input: readonly { row: number; cells: Cells }[]) { this.rows = input.map((r) => ({ row: r.row, cells: r.cells, problems: [] })); }
  add(r: ClassImportRow, code: MessageCode, params: ImportProblem['params'] = {}) { r.problems.push({ code, params }); }
  bad(r: ClassImportRow, field: string) { this.add(r, '93619', { field, value: (r.cells[field] ?? '').slice(0, 40) }); }
  required(r: ClassImportRow, fields: string[]) { for (const f of fields) if (!(r.cells[f] ?? '').trim()) this.add(r, '90100', { field: f }); }
}

const refusal = (err: unknown): ImportProblem => {
  if (err instanceof BizError) return { code: err.code, params: err.params };
  throw err;
};

/** Classes with their meetings: rows grouped by course, school year, term and class name. */
export async function runClassImport(tx: Queryable, by: ChangeBy, input: readonly { row: number; cells: Cells }[]): Promise<ImportRun> {
  const r = new Rows(input);
  const cell = (x: ClassImportRow, k: string) => (x.cells[k] ?? '').trim();
  const courses = await lookups.coursesByNumber(tx, [...new Set(r.rows.map((x) => cell(x, 'courseNumber')).filter(Boolean))]);
  const teachers = await lookups.teachersByKey(tx, [...new Set(r.rows.flatMap((x) => list(cell(x, 'teachers'))))]);
  const groups = new Map<string, { rows: ClassImportRow[]; input: ClassInput }>();
  for (const x of r.rows) {
    r.required(x, ['courseNumber', 'schoolYear', 'term', 'pageType', 'className', 'capacity', 'beginTime', 'endTime']);
    const courseId = courses.get(cell(x, 'courseNumber'));
    if (cell(x, 'courseNumber') && !courseId) r.add(x, '93617', { value: cell(x, 'courseNumber') });
    const schoolYear = int(cell(x, 'schoolYear'), 2000, 2999);
    const term = int(cell(x, 'term'), 1, 4);
    const pageType = programmeOf[cell(x, 'pageType').toLowerCase()];
    const capacity = int(cell(x, 'capacity'), 1, 10_000);
    for (const [field, ok] of [['schoolYear', schoolYear], ['term', term], ['pageType', pageType], ['capacity', capacity]] as const) if (cell(x, field) && ok == null) r.bad(x, field);
    const teacherIds = list(cell(x, 'teachers')).map((k) => {
      const id = teachers.get(k);
      if (!id) r.add(x, '93618', { value: k });
      return id ?? 0;
    });
    const beginTime = time(cell(x, 'beginTime'));
    const endTime = time(cell(x, 'endTime'));
    if (cell(x, 'beginTime') && !beginTime) r.bad(x, 'beginTime');
    if (cell(x, 'endTime') && !endTime) r.bad(x, 'endTime');
    const weeks = /^(-?\d+)(?:\s*[-~–]\s*(-?\d+))?$/.exec(cell(x, 'weeks'));
    const weekday = int(cell(x, 'weekday'), 1, 7);
    const day = date(cell(x, 'date'));
    const weekly = !!cell(x, 'weeks') || !!cell(x, 'weekday');
    if (!weekly && !cell(x, 'date')) r.add(x, '93625');
    if (cell(x, 'weeks') && !weeks) r.bad(x, 'weeks');
    if (cell(x, 'weekday') && weekday === null) r.bad(x, 'weekday');
    if (weekly && (!cell(x, 'weeks') || !cell(x, 'weekday'))) r.add(x, '93625');
    if (cell(x, 'date') && !day) r.bad(x, 'date');
    if (x.problems.length || !courseId || schoolYear === null || term === null || !pageType || capacity === null || !beginTime || !endTime) continue;

    const key = [courseId, schoolYear, term, cell(x, 'className')].join('|');
    const klass: ClassInput = {
      courseId, schoolYear, term, pageType: pageType as ClassInput['pageType'], className: cell(x, 'className'), classNameEn: cell(x, 'classNameEn'),
      teacherIds, venue: cell(x, 'venue'), venueEn: cell(x, 'venueEn'), capacity, slots: [], sessions: [],
    };
    const group = groups.get(key) ?? { rows: [], input: klass };
    // The class's own columns must agree on every row of it.
    for (const f of ['pageType', 'classNameEn', 'venue', 'venueEn', 'capacity'] as const) if (String(group.input[f]) !== String(klass[f])) r.add(x, '93620', { field: f });
    if (group.input.teacherIds.join() !== teacherIds.join()) r.add(x, '93620', { field: 'teachers' });
    if (weekly && weeks && weekday !== null) group.input.slots.push({ weekStart: Number(weeks[1]), weekEnd: Number(weeks[2] ?? weeks[1]), weekName: weekday, beginTime, endTime });
    else if (day) group.input.sessions.push({ day, beginTime, endTime });
    group.rows.push(x);
    groups.set(key, group);
  }
  let creates = 0;
  for (const g of groups.values()) {
    if (g.rows.some((x) => x.problems.length)) continue;
    if (await lookups.classByName(tx, g.input.courseId, g.input.schoolYear, g.input.term, g.input.className)) {
      for (const x of g.rows) r.add(x, '93621');
      continue;
    }
    try {
      const id = await saveClass(tx, g.input, null);
      await audit(tx, by, 'class.create', by.ctx.userId, { startClassId: String(id), how: 'import' });
      creates += 1;
    } catch (err) {
      const p = refusal(err);
      for (const x of g.rows) x.problems.push(p);
    }
  }
  return { rows: r.rows, creates };
}

/** Enrolments: a student or a whole cohort class into a class found by course, school year, term and name. */
export async function runEnrolmentImport(tx: Queryable, by: ChangeBy, input: readonly { row: number; cells: Cells }[]): Promise<ImportRun> {
  const r = new Rows(input);
  const cell = (x: ClassImportRow, k: string) => (x.cells[k] ?? '').trim();
  const courses = await lookups.coursesByNumber(tx, [...new Set(r.rows.map((x) => cell(x, 'courseNumber')).filter(Boolean))]);
  const known = new Map((await people.studentsByNumber(tx, [...new Set(r.rows.map((x) => cell(x, 'studentNumber')).filter(Boolean))])).map((s) => [s.studentNumber, s.id]));
  const byClass = new Map<number, { course: number; year: number; term: number; capacity: number; enrolled: number; rows: { row: ClassImportRow; ids: number[] }[] }>();
  const seen = new Set<string>();
  for (const x of r.rows) {
    r.required(x, ['courseNumber', 'schoolYear', 'term', 'className']);
    if (!cell(x, 'studentNumber') && !cell(x, 'cohortClassName')) r.add(x, '93626');
    const course = courses.get(cell(x, 'courseNumber'));
    if (cell(x, 'courseNumber') && !course) r.add(x, '93617', { value: cell(x, 'courseNumber') });
    const year = int(cell(x, 'schoolYear'), 2000, 2999);
    const term = int(cell(x, 'term'), 1, 4);
    if (cell(x, 'schoolYear') && year === null) r.bad(x, 'schoolYear');
    if (cell(x, 'term') && term === null) r.bad(x, 'term');
    let ids: number[] = [];
    if (cell(x, 'studentNumber')) {
      const id = known.get(cell(x, 'studentNumber'));
      if (!id) r.add(x, '93611', { studentNumber: cell(x, 'studentNumber') });
      else ids = [id];
    } else if (cell(x, 'cohortClassName')) {
      ids = (await people.studentsOfCohort(tx, cell(x, 'cohortClassName'))).map((s) => s.id);
      if (!ids.length) r.add(x, '93612', { className: cell(x, 'cohortClassName') });
    }
    if (!course || year === null || term === null || !cell(x, 'className')) continue;
    const klass = await lookups.classByName(tx, course, year, term, cell(x, 'className'));
    if (!klass) {
      r.add(x, '93622');
      continue;
    }
    for (const id of ids) {
      if (seen.has(`${klass.id}|${id}`)) r.add(x, '93623');
      seen.add(`${klass.id}|${id}`);
    }
    const entry = byClass.get(klass.id) ?? { course, year, term, capacity: klass.capacity, enrolled: klass.enrolled, rows: [] };
    entry.rows.push({ row: x, ids });
    byClass.set(klass.id, entry);
  }
  let creates = 0;
  for (const [classId, c] of byClass) {
    if (c.rows.some((x) => x.row.problems.length)) continue;
    const ids = [...new Set(c.rows.flatMap((x) => x.ids))];
    const taken = await lookups.alreadyInCourse(tx, c.course, c.year, c.term, ids);
    const fresh = ids.filter((id) => !taken.has(id));
    // Judged before writing (the class rows are locked): a refused insert would end the transaction.
    if (c.enrolled + fresh.length > c.capacity) {
      for (const x of c.rows) r.add(x.row, '93624', { capacity: c.capacity });
      continue;
    }
    const added = await enrolStudents(tx, classId, fresh.map((id) => ({ id })), 'admin');
    for (const studentId of added.keys()) await audit(tx, by, 'enrolment.add', studentId, { startClassId: String(classId), how: 'import' });
    creates += added.size;
  }
  return { rows: r.rows, creates };
}
