import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GradeImportPreview, GradeRow, MyCourseResultRow, Page } from '@portal/contracts';
import { users } from '../../platform/db/platform.tables.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { surveyKit } from '../surveys/survey-test-kit.ts';
import { gradeColumns } from './grades-xlsx.ts';
import { termGrades } from './grades.tables.ts';
import { enrol, makeStartClass, makeStudents, pastTermKey } from './teaching-test-kit.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['benyan01', 'phd01', 'mba01', 'eduadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = surveyKit(() => t, tokens);
const numberOf = async (id: number) => (await t.db.select({ n: users.studentNumber }).from(users).where(eq(users.id, id)))[0]!.n!;

const grades = (who: string, body: Record<string, unknown> = {}) => k.okData<Page<GradeRow>>(k.call(who, 'POST', '/api/GSMResultStudent/GetPageList', { pageNo: 0, pageSize: 10, ...body }));

describe('the student type and the grade list (ACAD-C30, C32)', () => {
  it('answers the column set by the caller\'s own record, whatever PageType says', async () => {
    expect(await k.okData(k.call('benyan01', 'GET', '/api/GSMResultStudent/GetStudentType?PageType=benyan'))).toEqual({ studentType: 'undergraduate', isPhd: false });
    expect(await k.okData(k.call('phd01', 'GET', '/api/GSMResultStudent/GetStudentType?PageType=benyan'))).toEqual({ studentType: 'phd', isPhd: true });
  });

  it('lists only the caller\'s rows, with the column set of their type', async () => {
    const mine = await grades('benyan01');
    expect(mine.total).toBeGreaterThanOrEqual(3);
    expect(new Set(mine.data.map((r) => r.schoolYear)).size).toBe(2);
    const benyanNumber = await numberOf(await k.userId('benyan01'));
    expect(mine.data.every((r) => r.studentNumber === benyanNumber)).toBe(true);
    expect(mine.data[0]).toMatchObject({ rowNumber: 1, evaluationRank: null, scholarshipLevel: null });
    expect(mine.data[0]!.classRank).toBeGreaterThan(0);
    expect(mine.data[0]!.schoolYearName).toBe(`${mine.data[0]!.schoolYear}-${mine.data[0]!.schoolYear + 1}`);
    const phd = await grades('phd01');
    expect(phd.total).toBe(mine.total);
    expect(phd.data.every((r) => r.classRank === null && r.comprehensiveGPA === null && r.evaluationRank !== null)).toBe(true);
    // A student without grades sees none of the others'.
    const [fresh] = await makeStudents(t.db, 'benyan', 1);
    tokens.fresh = (await t.login(fresh!.username)).token;
    expect(await grades('fresh')).toEqual({ data: [], total: 0 });
  });

  it('filters by school year and term, sorts and pages through the platform helper', async () => {
    const all = await grades('benyan01');
    const { schoolYear, term } = all.data[0]!;
    const one = await grades('benyan01', { year: schoolYear, term });
    expect(one.data.map((r) => [r.schoolYear, r.term])).toEqual([[schoolYear, term]]);
    const byGpa = await grades('benyan01', { orderBy: 'comprehensiveGPA', sort: 'asc' });
    const gpas = byGpa.data.map((r) => r.comprehensiveGPA!);
    expect(gpas).toEqual([...gpas].sort((a, b) => a - b));
    const second = await grades('benyan01', { pageNo: 1, pageSize: 2 });
    expect(second.total).toBe(all.total);
    expect(second.data.map((r) => r.rowNumber)).toEqual([3, 4].slice(0, all.total - 2));
    await k.refused(k.call('benyan01', 'POST', '/api/GSMResultStudent/GetPageList', { pageNo: 0, orderBy: 'studentId' }), '90004');
  });
});

describe('course results (R06)', () => {
  it('lists the caller\'s enrolments with their results, and nobody else\'s', async () => {
    const [a, b] = await makeStudents(t.db, 'emba', 2);
    const klass = await makeStartClass(t.db, { term: await pastTermKey(t.db), pageType: 'emba' });
    await enrol(t.db, klass.id, [a!.id], { score: 88.5, grade: 'A-', passStatus: 1 });
    await enrol(t.db, klass.id, [b!.id]);
    tokens.a = (await t.login(a!.username)).token;
    tokens.b = (await t.login(b!.username)).token;
    const page = await k.okData<Page<MyCourseResultRow>>(k.call('a', 'POST', '/api/teaching/course-results', { pageNo: 0 }));
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ score: 88.5, grade: 'A-', passStatus: 1, credit: 2 });
    const other = await k.okData<Page<MyCourseResultRow>>(k.call('b', 'POST', '/api/teaching/course-results', { pageNo: 0 }));
    expect(other.data.map((r) => r.score)).toEqual([null]);
  });
});

async function sheet(rows: (string | number | null)[][]) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Grades');
  ws.addRow(gradeColumns.map((c) => c.header));
  rows.forEach((r) => ws.addRow(r));
  return multipart('grades.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
}
const upload = async (who: string, file: Awaited<ReturnType<typeof sheet>>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/teaching/grades/import-preview', headers: { ...bearer(tokens[who]!), ...file.headers }, payload: file.payload });

describe('staff import and export', () => {
  it('refuses students and teachers', async () => {
    await k.forbidden(k.call('benyan01', 'POST', '/api/admin/teaching/grades', { pageNo: 0 }));
    await k.forbidden(k.call('benyan01', 'POST', '/api/admin/teaching/grades/import', { rows: [{ studentNumber: 'x', schoolYear: 2025, term: 1, classRank: 1 }] }));
    expect((await upload('benyan01', await sheet([]))).statusCode).toBe(403);
  });

  it('previews every row\'s problems, saves nothing until confirmed, then saves in one go', async () => {
    const [u1, u2] = await makeStudents(t.db, 'benyan', 2);
    const [p1] = await makeStudents(t.db, 'phd', 1);
    const [n1, n2, np] = [await numberOf(u1!.id), await numberOf(u2!.id), await numberOf(p1!.id)];
    const { schoolYear: y, term } = await pastTermKey(t.db);
    const file = await sheet([
      [n1, '', y, term, 2, 10, 3.61, 3.7, null, null, null],
      [np, '', y, term, null, null, null, null, 1, 2, 3],
      ['NOBODY', '', y, term, 1, 1, 3, 3, null, null, null],
      [n2, '', y, term, null, null, null, null, 1, 1, 1],
      [n2, '', 1999, 1, 1, 1, 3, 3, null, null, null],
      [n2, '', y, term, 1, 1, 9, 3, null, null, null],
      [n1, '', y, term, 3, 11, 3.5, 3.6, null, null, null],
    ]);
    const res = await upload('eduadmin', file);
    const preview = res.json().data as GradeImportPreview;
    expect(preview.rows.map((r) => [r.row, r.studentType])).toEqual([[2, 'undergraduate'], [3, 'phd']]);
    const codes = Object.fromEntries(preview.problems.map((p) => [p.row, p.problems.map((x) => x.code)]));
    expect(codes).toEqual({ 4: ['93300'], 5: ['93303'], 6: ['93301'], 7: ['90105', '90075'], 8: ['90075'] });
    expect(await t.db.select().from(termGrades).where(eq(termGrades.studentId, u1!.id))).toEqual([]);

    const rows = preview.rows.map(({ row: _r, studentName: _n, studentType: _t, ...r }) => r);
    expect(await k.okData(k.call('eduadmin', 'POST', '/api/admin/teaching/grades/import', { rows }))).toEqual({ created: 2, updated: 0 });
    expect(await k.okData(k.call('eduadmin', 'POST', '/api/admin/teaching/grades/import', { rows: rows.slice(0, 1) }))).toEqual({ created: 0, updated: 1 });
    const [saved] = await t.db.select().from(termGrades).where(eq(termGrades.studentId, u1!.id));
    expect(saved).toMatchObject({ classRank: 2, comprehensiveGpa: 3.61, studentType: 'undergraduate' });
  });

  it('refuses a confirmed list with one bad row and writes none of it', async () => {
    const [u] = await makeStudents(t.db, 'benyan', 1);
    const sn = await numberOf(u!.id);
    const { schoolYear, term } = await pastTermKey(t.db);
    const body = { rows: [{ studentNumber: sn, schoolYear, term, classRank: 1 }, { studentNumber: 'NOBODY', schoolYear, term, classRank: 2 }] };
    const refusal = await k.refused(k.call('eduadmin', 'POST', '/api/admin/teaching/grades/import', body), '93300');
    expect(refusal.data).toEqual([{ row: 2, problems: [{ code: '93300', params: { value: 'NOBODY' } }] }]);
    expect(await t.db.select().from(termGrades).where(eq(termGrades.studentId, u!.id))).toEqual([]);
  });

  it('keeps one row per student and term when two imports of it race', async () => {
    const [u] = await makeStudents(t.db, 'benyan', 1);
    const sn = await numberOf(u!.id);
    const { schoolYear, term } = await pastTermKey(t.db);
    const body = (rank: number) => ({ rows: [{ studentNumber: sn, schoolYear, term, classRank: rank, majorRank: rank }] });
    const results = await Promise.all([1, 2, 3, 4].map((r) => k.okData<{ created: number; updated: number }>(k.call('eduadmin', 'POST', '/api/admin/teaching/grades/import', body(r)))));
    expect(results.reduce((n, r) => n + r.created, 0)).toBe(1);
    expect(await t.db.select().from(termGrades).where(eq(termGrades.studentId, u!.id))).toHaveLength(1);
  });

  it('keeps the other column set empty in the database whatever a writer sends', async () => {
    const [p] = await makeStudents(t.db, 'phd', 1);
    const { schoolYear, term } = await pastTermKey(t.db);
    await expect(t.db.insert(termGrades).values({ studentId: p!.id, schoolYear, term, studentType: 'phd', classRank: 1 })).rejects.toThrow();
  });

  it('exports the rows as a workbook that reads back, and serves the template', async () => {
    const template = await k.okData<{ fileUrl: string }>(k.call('eduadmin', 'GET', '/api/admin/teaching/grades/template'));
    expect((await t.app.inject({ method: 'GET', url: template.fileUrl })).statusCode).toBe(200);
    const file = await k.okData<{ fileUrl: string }>(k.call('eduadmin', 'POST', '/api/admin/teaching/grades/export', { studentType: 'phd' }));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await t.app.inject({ method: 'GET', url: file.fileUrl })).rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe(gradeColumns[0].header);
    const phdNumber = await numberOf(await k.userId('phd01'));
    const numbers: unknown[] = [];
    ws.eachRow((r, n) => { if (n > 1) numbers.push(r.getCell(1).value); });
    expect(numbers.filter((v) => v === phdNumber)).toHaveLength((await grades('phd01')).total);
    const admin = await k.okData<Page<GradeRow>>(k.call('eduadmin', 'POST', '/api/admin/teaching/grades', { pageNo: 0, studentType: 'phd' }));
    expect(admin.total).toBe(numbers.length);
  });
});
