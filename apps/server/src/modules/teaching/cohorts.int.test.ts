import { readFile } from 'node:fs/promises';
import { eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CohortClassInput, CohortClassRow, CohortImportPreview, Page } from '@portal/contracts';
import { auditLog } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
import { demoStudent } from '../../test/demo-students.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { importKit, studentHeaderZh, studentRow } from '../people/import-test-kit.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { cohortClasses } from './catalogue.tables.ts';
import { sampleCohortClasses } from './catalogue-samples.ts';
import { cohortColumns } from './cohort-sheet.ts';

/** Programmes, cohorts and classes (README 'Catalogue'): CRUD, refusals, the sheet import, uniqueness under concurrent creates. */
let t: TestApp;
const tokens: Record<string, string> = {};
const kit = apiKit(() => t, tokens);
const base = '/api/admin/teaching/cohorts';

beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['eduadmin', 'courseadmin', 'admin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });

const input = (code: string, o: Partial<CohortClassInput> = {}): CohortClassInput => ({
  pageType: 'mba', entranceYear: 2030, code, nameCn: `测试班 ${code}`, nameEn: `Test class ${code}`, ...o,
});
async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Classes');
  ws.addRow(cohortColumns.map((c) => c.header));
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const preview = async (bytes: Buffer) => {
  const upload = multipart('cohorts.xlsx', bytes);
  return kit.okData<CohortImportPreview>(t.app.inject({ method: 'POST', url: `${base}/import-preview`, headers: { ...bearer(tokens.eduadmin!), ...upload.headers }, payload: upload.payload }));
};

describe('cohorts and their classes', () => {
  it('lists the demo students\' classes with their English names and head counts', async () => {
    const mba01 = await demoStudent(t, 'mba01');
    const page = await kit.okData<Page<CohortClassRow>>(kit.call('eduadmin', 'GET', `${base}?pageType=mba&entranceYear=${mba01.studyEntranceYear}`));
    const row = page.data.find((r) => r.nameCn === mba01.studendtClassName);
    expect(row).toMatchObject({ pageType: 'mba', entranceYear: mba01.studyEntranceYear, nameEn: `MBA ${mba01.studyEntranceYear} Autumn, Class 1` });
    expect(row!.students).toBeGreaterThan(1);
    // A class its students carry is neither deleted nor renamed.
    await kit.refused(kit.call('eduadmin', 'DELETE', `${base}/classes/${row!.id}`), '93732');
    await kit.refused(kit.call('eduadmin', 'PUT', `${base}/classes/${row!.id}`, { ...row, nameCn: '改名' }), '93732');
    await kit.okData(kit.call('eduadmin', 'PUT', `${base}/classes/${row!.id}`, { pageType: row!.pageType, entranceYear: row!.entranceYear, code: row!.code, nameCn: row!.nameCn, nameEn: 'MBA Class One' }));
    await kit.forbidden(kit.call('courseadmin', 'GET', base));
  });

  it('creates, edits and deletes a class, each change audited; a taken code or name is refused', async () => {
    const { id } = await kit.okData<{ id: number }>(kit.call('eduadmin', 'POST', `${base}/classes`, input('T-1')));
    await kit.refused(kit.call('eduadmin', 'POST', `${base}/classes`, input('T-1', { nameCn: '另一个' })), '93730');
    await kit.refused(kit.call('eduadmin', 'POST', `${base}/classes`, input('T-2', { nameCn: '测试班 T-1' })), '93731');
    await kit.okData(kit.call('eduadmin', 'PUT', `${base}/classes/${id}`, input('T-1', { entranceYear: 2031, nameEn: 'Renamed' })));
    const page = await kit.okData<Page<CohortClassRow>>(kit.call('eduadmin', 'GET', `${base}?queryText=T-1`));
    expect(page.data).toEqual([expect.objectContaining({ id, entranceYear: 2031, nameEn: 'Renamed', students: 0 })]);
    await kit.okData(kit.call('eduadmin', 'DELETE', `${base}/classes/${id}`));
    const audit = (await t.db.select().from(auditLog).where(like(auditLog.action, 'teaching.cohort-class.%'))).filter((a) => a.params?.code === 'T-1');
    expect(audit.map((a) => a.action)).toEqual(['teaching.cohort-class.create', 'teaching.cohort-class.update', 'teaching.cohort-class.delete']);
  });

  it('holds a class code unique under concurrent creates, and makes their cohort once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => kit.call('eduadmin', 'POST', `${base}/classes`, input('RACE', { entranceYear: 2040, nameCn: `竞争 ${i}` }))));
    expect(answers.filter((a) => a.json().statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().statusCode === 700).map((a) => a.json().message)).toEqual(Array(9).fill('93730'));
    const parallel = await Promise.all(Array.from({ length: 8 }, (_, i) => kit.call('eduadmin', 'POST', `${base}/classes`, input(`NEW${i}`, { entranceYear: 2041 }))));
    expect(parallel.every((a) => a.json().statusCode === 200)).toBe(true);
    const page = await kit.okData<Page<CohortClassRow>>(kit.call('eduadmin', 'GET', `${base}?entranceYear=2041`));
    expect(page.total).toBe(8);
    expect(new Set((await t.db.select().from(cohortClasses).where(like(cohortClasses.code, 'NEW%'))).map((c) => c.cohortId)).size).toBe(1);
  });
});

describe('the cohort sheet import', () => {
  it('previews every problem of every row and writes nothing', async () => {
    const p = await preview(await sheet([
      ['MBA', 2032, 'S-1', 'S 班 1', 'S class 1'],
      ['DBA', 2032, 'S-2', 'S 班 2', 'S class 2'],
      ['MBA', 'twenty', 'S-3', 'S 班 3', 'S class 3'],
      ['MBA', 2032, 'S-1', 'S 班 4', 'S class 4'],
      ['MBA', 2032, 'S-5', 'S 班 1', ''],
      ['EMBA', 2032, 'bad code', '测试班 T-9', 'x'],
    ]));
    const byRow = new Map(p.rows.map((r) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({ action: 'create', problems: [] });
    expect(byRow.get(3)!.problems).toEqual([{ code: '93712', params: { value: 'DBA' } }]);
    expect(byRow.get(4)!.problems).toEqual([{ code: '93734', params: { value: 'twenty' } }]);
    expect(byRow.get(5)!.problems).toEqual([{ code: '93735', params: { value: 'S-1', firstRow: 2 } }]);
    expect(byRow.get(6)!.problems).toEqual([{ code: '90100', params: { field: 'nameEn' } }, { code: '93736', params: { value: 'S 班 1', firstRow: 2 } }]);
    expect(byRow.get(7)!.problems).toEqual([{ code: '93737', params: { value: 'bad code' } }]);
    expect(p.summary).toMatchObject({ rows: 6, create: 1, withProblems: 5 });
    expect(await t.db.select().from(cohortClasses).where(like(cohortClasses.code, 'S-%'))).toEqual([]);
  });

  it('previews a rename of a class its students carry (93732), a name that is no single line (93738) and missing cells (90100)', async () => {
    const mba01 = await demoStudent(t, 'mba01');
    const carried = (await kit.okData<Page<CohortClassRow>>(kit.call('eduadmin', 'GET', `${base}?pageType=mba&entranceYear=${mba01.studyEntranceYear}`))).data.find((r) => r.nameCn === mba01.studendtClassName)!;
    const p = await preview(await sheet([
      ['MBA', carried.entranceYear, carried.code, `${carried.nameCn} 改名`, carried.nameEn],
      ['MBA', carried.entranceYear, 'S-21', 'x'.repeat(101), 'Long'],
      ['', '', 'S-20', 'S 班 20', 'S class 20'],
    ]));
    const byRow = new Map(p.rows.map((r) => [r.row, r]));
    expect(byRow.get(2)!.problems).toEqual([{ code: '93732', params: {} }]);
    expect(byRow.get(3)!.problems).toEqual([{ code: '93738', params: { field: 'nameCn' } }]);
    expect(byRow.get(4)!.problems).toEqual([{ code: '90100', params: { field: 'programme' } }, { code: '90100', params: { field: 'entranceYear' } }]);
    // The students still carry the class by its name.
    expect((await t.db.select().from(cohortClasses).where(eq(cohortClasses.code, carried.code)))[0]!.nameCn).toBe(carried.nameCn);
  });

  it('refuses a name another stored class holds, and a confirm with any problem', async () => {
    const demo = (await kit.okData<Page<CohortClassRow>>(kit.call('eduadmin', 'GET', `${base}?pageType=emba`))).data[0]!;
    const p = await preview(await sheet([['EMBA', 2032, 'OTHER', demo.nameCn, 'x']]));
    expect(p.rows[0]!.problems).toEqual([{ code: '93731', params: { value: demo.nameCn } }]);
    await kit.refused(kit.call('eduadmin', 'POST', `${base}/import`, { classes: [input('Q-1', { nameCn: demo.nameCn })] }), '93720');
    expect(await t.db.select().from(cohortClasses).where(eq(cohortClasses.code, 'Q-1'))).toEqual([]);
  });

  it('imports the sample cleanly, upserts by code, and exports what it reads back', async () => {
    const p = await preview(await readFile(new URL('../../../../../docs/samples/cohorts.xlsx', import.meta.url)));
    expect(p.problems).toEqual([]);
    expect(p.rows.map((r) => r.cohortClass)).toEqual(sampleCohortClasses);
    const classes = p.rows.map((r) => r.cohortClass!);
    const done = await kit.okData<{ created: number; updated: number; unchanged: number }>(kit.call('eduadmin', 'POST', `${base}/import`, { classes }));
    // The demo may already hold a sample class of the same Chinese name (its years follow the seed day): then the preview says so.
    expect(done.created + done.updated + done.unchanged).toBe(sampleCohortClasses.length);
    const again = await kit.okData(kit.call('eduadmin', 'POST', `${base}/import`, { classes: classes.map((c, i) => (i === 0 ? { ...c, nameEn: 'Changed' } : c)) }));
    expect(again).toEqual({ created: 0, updated: 1, unchanged: sampleCohortClasses.length - 1 });
    const file = await kit.okData<{ fileUrl: string }>(kit.call('eduadmin', 'GET', `${base}/export`));
    const back = await preview((await t.app.inject({ method: 'GET', url: file.fileUrl })).rawPayload);
    expect(back.summary).toMatchObject({ withProblems: 0, create: 0, update: 0 });
  });
});

describe('the people import reads the class table', () => {
  const roll = importKit(() => t, tokens);

  it('warns of a class not in the table, still imports it, and gives a known class its English name', async () => {
    await kit.okData(kit.call('eduadmin', 'POST', `${base}/classes`, input('ROLL-1', { nameCn: '名册班', nameEn: 'Roll class' })));
    const p = await roll.preview('admin', 'student', await roll.xlsx(studentHeaderZh, [
      studentRow('2099770001', { 9: '名册班', 10: '' }),
      studentRow('2099770002', { 9: '没有的班', 10: 'Nowhere class' }),
    ]));
    expect(p.summary).toMatchObject({ create: 2, withProblems: 0 });
    const rows = (await roll.rows('admin', p.id)).data;
    expect(rows.find((r) => r.number === '2099770001')!.warnings).toBeUndefined();
    expect(rows.find((r) => r.number === '2099770002')!.warnings).toEqual([{ code: '93740', params: { value: '没有的班' } }]);
    expect(await roll.confirmed('admin', p.id)).toMatchObject({ created: 2 });
    const [known] = await t.db.select().from(users).where(eq(users.studentNumber, '2099770001'));
    expect(known!.classNameEn).toBe('Roll class');
  });
});
