import { readFile } from 'node:fs/promises';
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueCourseInput, CatalogueCourseRow, CourseImportPreview, Page } from '@portal/contracts';
import { auditLog } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { courseColumns } from './course-sheet.ts';
import { sampleCourses } from './catalogue-samples.ts';
import { teachingCourses } from './teaching.tables.ts';
import { currentTermKey, makeCourse, makeStartClass } from './teaching-test-kit.ts';

/** The course catalogue (README 'Catalogue'): CRUD, delete refused with classes, the sheet import's problems and upsert, uniqueness under concurrent creates. */
let t: TestApp;
const tokens: Record<string, string> = {};
const kit = apiKit(() => t, tokens);
const base = '/api/admin/teaching/courses';

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'error' });
  for (const u of ['eduadmin', 'courseadmin', 'mba01', 'teacher01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });

const input = (courseNumber: string, o: Partial<CatalogueCourseInput> = {}): CatalogueCourseInput => ({
  courseNumber, nameCn: '测试', nameEn: 'Test', credit: 2, courseType: 12, programmes: ['mba'], language: 'zh', ...o,
});

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Courses');
  ws.addRow(courseColumns.map((c) => c.header));
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const preview = async (bytes: Buffer) => {
  const upload = multipart('courses.xlsx', bytes);
  return kit.okData<CourseImportPreview>(t.app.inject({ method: 'POST', url: `${base}/import-preview`, headers: { ...bearer(tokens.eduadmin!), ...upload.headers }, payload: upload.payload }));
};

describe('the course catalogue', () => {
  it('creates, lists, edits and deletes a course, each change audited', async () => {
    const { id } = await kit.okData<{ id: number }>(kit.call('eduadmin', 'POST', base, input('CAT100', { programmes: ['mba', 'emba', 'mba'], language: 'bilingual' })));
    const page = await kit.okData<Page<CatalogueCourseRow>>(kit.call('eduadmin', 'GET', `${base}?queryText=CAT100`));
    expect(page.data).toEqual([expect.objectContaining({ id, courseNumber: 'CAT100', programmes: ['emba', 'mba'], language: 'bilingual', classCount: 0 })]);
    await kit.okData(kit.call('eduadmin', 'PUT', `${base}/${id}`, input('CAT100', { nameEn: 'Renamed', programmes: ['emba'] })));
    expect((await kit.okData<CatalogueCourseRow>(kit.call('eduadmin', 'GET', `${base}/${id}`))).nameEn).toBe('Renamed');
    await kit.okData(kit.call('eduadmin', 'DELETE', `${base}/${id}`));
    await kit.refused(kit.call('eduadmin', 'GET', `${base}/${id}`), '93702');
    const audit = await t.db.select().from(auditLog).where(like(auditLog.action, 'teaching.course.%'));
    const mine = audit.filter((a) => a.params?.id === String(id));
    expect(mine.map((a) => a.action)).toEqual(['teaching.course.create', 'teaching.course.update', 'teaching.course.delete']);
    expect(mine[1]!.params?.fields).toBe('nameEn,programmes,language');
  });

  it('filters by programme and lets the bidding console read it, nobody else', async () => {
    await kit.okData(kit.call('eduadmin', 'POST', base, input('CAT200', { programmes: ['phd'] })));
    const phd = await kit.okData<Page<CatalogueCourseRow>>(kit.call('courseadmin', 'GET', `${base}?programme=phd&pageSize=200`));
    expect(phd.data.map((r) => r.courseNumber)).toContain('CAT200');
    expect(phd.data.every((r) => r.programmes.includes('phd'))).toBe(true);
    await kit.forbidden(kit.call('courseadmin', 'POST', base, input('CAT201')));
    await kit.forbidden(kit.call('mba01', 'GET', base));
    await kit.forbidden(kit.call('teacher01', 'GET', base));
  });

  it('refuses a taken course number, and bad input changes nothing', async () => {
    await kit.okData(kit.call('eduadmin', 'POST', base, input('CAT300')));
    await kit.refused(kit.call('eduadmin', 'POST', base, input('CAT300')), '93700');
    const bad = await kit.call('eduadmin', 'POST', base, input('CAT301', { credit: 1.234, courseType: 100 }));
    expect(bad.json().statusCode).not.toBe(200);
    expect(await t.db.select().from(teachingCourses).where(eq(teachingCourses.courseNumber, 'CAT301'))).toEqual([]);
  });

  it('holds a course number unique under concurrent creates', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => kit.call('eduadmin', 'POST', base, input('CAT400'))));
    const codes = answers.map((a) => a.json().statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().statusCode === 700).map((a) => a.json().message)).toEqual(Array(11).fill('93700'));
    expect(await t.db.select().from(teachingCourses).where(eq(teachingCourses.courseNumber, 'CAT400'))).toHaveLength(1);
  });

  it('refuses to delete a course that has classes', async () => {
    const course = await makeCourse(t.db);
    await makeStartClass(t.db, { courseId: course.id, term: await currentTermKey(t.db), pageType: 'mba' });
    await kit.refused(kit.call('eduadmin', 'DELETE', `${base}/${course.id}`), '93701');
    expect(await t.db.select().from(teachingCourses).where(eq(teachingCourses.id, course.id))).toHaveLength(1);
  });
});

describe('the course sheet import', () => {
  it('previews every problem of every row and writes nothing', async () => {
    await kit.okData(kit.call('eduadmin', 'POST', base, input('IMP001', { nameCn: '旧名' })));
    const p = await preview(await sheet([
      ['IMP001', '新名', 'New name', 2, 12, 'MBA', '中文'],
      ['IMP002', '', 'No Chinese name', 2, 12, 'MBA', ''],
      ['IMP003', '学分', 'Bad credit', 'two', 12, '', ''],
      ['IMP004', '类型', 'Bad type', 2, 13, '', ''],
      ['IMP005', '项目', 'Bad programme', 2, 11, 'MBA, DBA', ''],
      ['IMP006', '好', 'Good', 1.5, 11, 'EMBA、本科', 'English'],
      ['IMP006', '重复', 'Duplicate', 1, 11, '', ''],
      ['IMP 7', '编号', 'Bad number', 1, 11, '', 'Klingon'],
    ]));
    const byRow = new Map(p.rows.map((r) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({ action: 'update', problems: [] });
    expect(byRow.get(3)!.problems).toEqual([{ code: '90100', params: { field: 'nameCn' } }]);
    expect(byRow.get(4)!.problems).toEqual([{ code: '93710', params: { value: 'two' } }]);
    expect(byRow.get(5)!.problems).toEqual([{ code: '93711', params: { value: '13' } }]);
    expect(byRow.get(6)!.problems).toEqual([{ code: '93712', params: { value: 'DBA' } }]);
    expect(byRow.get(7)).toMatchObject({ action: 'create', problems: [], course: { programmes: ['benyan', 'emba'], language: 'en', credit: 1.5 } });
    expect(byRow.get(8)!.problems).toEqual([{ code: '93714', params: { value: 'IMP006', firstRow: 7 } }]);
    expect(byRow.get(9)!.problems.map((x) => x.code)).toEqual(['93715', '93713']);
    expect(p.summary).toEqual({ rows: 8, create: 1, update: 1, unchanged: 0, withProblems: 6 });
    expect(await t.db.select().from(teachingCourses).where(like(teachingCourses.courseNumber, 'IMP00%'))).toHaveLength(1);
  });

  it('previews a name too long (93716) and missing cells (90100) by field', async () => {
    const p = await preview(await sheet([
      ['IMP201', '长'.repeat(201), 'Long', 2, 12, '', ''],
      ['', '无编号', 'No number', '', '', '', ''],
    ]));
    expect(p.rows.map((r) => r.problems)).toEqual([
      [{ code: '93716', params: { field: 'nameCn', max: 200 } }],
      [{ code: '90100', params: { field: 'courseNumber' } }, { code: '90100', params: { field: 'credit' } }, { code: '90100', params: { field: 'courseType' } }],
    ]);
  });

  it('refuses a confirm with any problem, all or nothing', async () => {
    await kit.refused(kit.call('eduadmin', 'POST', `${base}/import`, { courses: [input('IMP101'), input('IMP101')] }), '93720');
    expect(await t.db.select().from(teachingCourses).where(eq(teachingCourses.courseNumber, 'IMP101'))).toEqual([]);
  });

  it('imports the sample cleanly, then again as unchanged, and upserts by course number', async () => {
    const p = await preview(await readFile(new URL('../../../../../docs/samples/courses.xlsx', import.meta.url)));
    expect(p.problems).toEqual([]);
    expect(p.summary).toMatchObject({ rows: sampleCourses.length, create: sampleCourses.length, withProblems: 0 });
    expect(p.rows.map((r) => r.course)).toEqual(sampleCourses.map((c) => ({ ...c, programmes: [...c.programmes].sort() })));
    const courses = p.rows.map((r) => r.course!);
    expect(await kit.okData(kit.call('eduadmin', 'POST', `${base}/import`, { courses }))).toEqual({ created: sampleCourses.length, updated: 0, unchanged: 0 });
    const again = await kit.okData(kit.call('eduadmin', 'POST', `${base}/import`, { courses: courses.map((c, i) => (i === 0 ? { ...c, credit: 4 } : c)) }));
    expect(again).toEqual({ created: 0, updated: 1, unchanged: sampleCourses.length - 1 });
    const [first] = await t.db.select().from(teachingCourses).where(eq(teachingCourses.courseNumber, sampleCourses[0]!.courseNumber));
    expect(first!.credit).toBe(4);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'teaching.course.import')));
    expect(audits.length).toBe(sampleCourses.length + 1);
  });

  it('refuses a file that is no workbook', async () => {
    const upload = multipart('courses.xlsx', Buffer.from('not a workbook'));
    await kit.refused(t.app.inject({ method: 'POST', url: `${base}/import-preview`, headers: { ...bearer(tokens.eduadmin!), ...upload.headers }, payload: upload.payload }), '90012');
  });

  it('exports the catalogue as a sheet the import reads back unchanged', async () => {
    const file = await kit.okData<{ fileUrl: string }>(kit.call('eduadmin', 'GET', `${base}/export`));
    const res = await t.app.inject({ method: 'GET', url: file.fileUrl });
    expect(res.statusCode).toBe(200);
    const p = await preview(res.rawPayload);
    expect(p.summary.withProblems).toBe(0);
    expect(p.summary.create + p.summary.update).toBe(0);
  });
});

describe('the demo catalogue', () => {
  it('offers a taught course to the programmes of its classes', async () => {
    const page = await kit.okData<Page<CatalogueCourseRow>>(kit.call('eduadmin', 'GET', `${base}?queryText=EMBA6001`));
    expect(page.data[0]).toMatchObject({ courseNumber: 'EMBA6001', programmes: ['emba'] });
    expect(page.data[0]!.classCount).toBeGreaterThan(0);
  });
});
