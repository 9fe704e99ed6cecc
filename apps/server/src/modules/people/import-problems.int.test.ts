import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/platform.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { peopleImports } from './people.tables.ts';
import { importKit, staffHeaderEn, studentHeaderEn, studentHeaderZh, studentRow } from './import-test-kit.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const k = importKit(() => t, tokens);
let mba01: typeof users.$inferSelect;
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['admin', 'teacher01', 'mba01']) tokens[u] = (await t.login(u)).token;
  await k.signInPeopleAdmin();
  mba01 = (await t.db.select().from(users).where(eq(users.username, 'mba01')))[0]!;
});
afterAll(async () => { await t.close(); });

const nothingWritten = async (before: number) => expect((await t.db.select().from(users)).length).toBe(before);

describe('the preview of a student roll', () => {
  it('lists every problem of every row as catalogue codes, and writes nothing but the preview', async () => {
    const before = (await t.db.select().from(users)).length;
    const file = await k.xlsx(studentHeaderZh, [
      studentRow('T1001'),
      studentRow('', { 1: '', 4: 'blank@example.edu.cn' }),
      studentRow('T 1003', { 4: 't1003@example.edu.cn' }),
      studentRow('T1004', { 4: 'not-an-email' }),
      studentRow('T1005', { 5: '12345' }),
      studentRow('T1006', { 6: 'Kindergarten' }),
      studentRow('T1007', { 8: '25' }),
      studentRow('T1001', { 4: 't1008@example.edu.cn' }),
      studentRow('T1009', { 4: 't1001@example.edu.cn' }),
      studentRow('T1010', { 4: 'emba01@example.edu.cn' }),
      studentRow('S0001', { 4: 's0001x@example.edu.cn' }),
      studentRow('T1012', { 3: 'X', 7: 'Alien' }),
      studentRow('T1013', { 9: 'a\nb' }),
      studentRow('T1014', { 6: '' }),
      studentRow(mba01.studentNumber!, { 4: mba01.email! }),
    ]);
    const p = await k.preview('peopleadmin', 'student', file);
    expect(p.problems).toEqual([]);
    expect(await k.codes('peopleadmin', p.id)).toEqual({
      2: [], 3: ['99101', '99102'], 4: ['99103'], 5: ['99104'], 6: ['99105'], 7: ['99106'], 8: ['99107'],
      9: ['99109'], 10: ['99110'], 11: ['99111'], 12: ['99112'], 13: ['99113', '99114'], 14: ['99115'], 15: ['99118'], 16: [],
    });
    const row16 = (await k.rows('peopleadmin', p.id)).data.find((r) => r.row === 16)!;
    expect(row16.action).toBe('update');
    // Old → new for plain fields, the name only for e-mail and mobile.
    expect(row16.changes).toContainEqual({ field: 'mobile' });
    expect(row16.changes).toContainEqual({ field: 'campus', from: null, to: '深圳' });
    expect(p.summary).toMatchObject({ rows: 15, withProblems: 13 });
    await nothingWritten(before);
    expect(await t.db.select().from(peopleImports).where(eq(peopleImports.id, p.id))).toHaveLength(1);
    // The refusal of the confirm names the count and writes nothing.
    await k.refused(k.confirm('peopleadmin', p.id), '99151');
    await nothingWritten(before);
  });

  it('names the problems in the reader\'s language with their values', async () => {
    const p = await k.preview('peopleadmin', 'student', await k.xlsx(studentHeaderEn, [studentRow('T2001', { 6: 'Kindergarten' })]));
    const [row] = (await k.rows('peopleadmin', p.id)).data;
    expect(row!.problems).toEqual([{ code: '99106', params: { value: 'Kindergarten' } }]);
  });

  it('reads English and Chinese headers with synonyms, any case and width, and lists unknown columns', async () => {
    const header = ['ＳＴＵＤＥＮＴ　ＩＤ', 'chinese name', 'E-MAIL', 'program', 'Year of entry', 'Favourite colour'];
    const p = await k.preview('peopleadmin', 'student', await k.xlsx(header, [['T3001', '王小明', 't3001@example.edu.cn', '硕士', 2024, 'blue']]));
    expect(p.columns.sort()).toEqual(['email', 'entranceYear', 'name', 'programme', 'studentNumber']);
    expect(p.unknownColumns).toEqual(['Favourite colour']);
    expect((await k.rows('peopleadmin', p.id)).data[0]).toMatchObject({ action: 'create', problems: [] });
  });

  it('refuses a file without its required columns, one that is not a roll, and other file types', async () => {
    const p = await k.preview('peopleadmin', 'student', await k.xlsx(['姓名', '邮箱'], [['王小明', 'x@example.edu.cn']]));
    expect(p.problems).toEqual([{ code: '99130', params: { columns: '学号' } }]);
    expect((await k.upload('peopleadmin', 'student', Buffer.from('%PDF-1.4 not a roll'), 'roll.csv')).json()).toMatchObject({ statusCode: 700, message: '90012' });
    expect((await k.upload('peopleadmin', 'student', Buffer.from('a,b'), 'roll.txt')).json()).toMatchObject({ statusCode: 700, message: '90010' });
    expect((await k.upload('peopleadmin', 'student', Buffer.from('not a workbook'), 'roll.xlsx')).json()).toMatchObject({ statusCode: 700, message: '90012' });
  });

  it('is for people administrators and administrators only (403 otherwise)', async () => {
    const file = await k.xlsx(studentHeaderZh, [studentRow('T4001')]);
    expect((await k.upload('teacher01', 'student', file)).statusCode).toBe(403);
    expect((await k.upload('mba01', 'student', file)).statusCode).toBe(403);
    const p = await k.preview('admin', 'student', file);
    await k.forbidden(k.call('teacher01', 'GET', `/api/people/imports/${p.id}/rows`));
    await k.forbidden(k.call('teacher01', 'GET', `/api/people/imports/${p.id}`));
    await k.forbidden(k.confirm('mba01', p.id));
  });
});

describe('CSV rolls', () => {
  const header = studentHeaderZh;
  const rows = [studentRow('T5001', { 1: '张三丰', 9: '经济与金融 2025 级 1 班' }), studentRow('T5002', { 1: '李四', 6: '本科' })];

  it('reads GB18030, what Excel in Chinese writes as CSV', async () => {
    const bytes = iconv.encode(k.csvText(header, rows), 'gb18030');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const p = await k.preview('peopleadmin', 'student', bytes, 'roll.csv');
    const read = (await k.rows('peopleadmin', p.id)).data;
    expect(read.map((r) => [r.name, r.problems])).toEqual([['张三丰', []], ['李四', []]]);
  });

  it('reads UTF-8 with and without its BOM', async () => {
    for (const bom of [true, false]) {
      const bytes = Buffer.concat([Buffer.from(bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(k.csvText(header, rows), 'utf8')]);
      const p = await k.preview('peopleadmin', 'student', bytes, 'roll.csv');
      expect(p.columns).toContain('studentNumber');
      expect((await k.rows('peopleadmin', p.id)).data.map((r) => r.name)).toEqual(['张三丰', '李四']);
    }
  });
});

describe('the preview of a staff roll', () => {
  it('checks roles by id or name and numbers that belong to a student', async () => {
    const file = await k.xlsx(staffHeaderEn, [
      ['T6001', '赵老师', 'Teacher Zhao', 't6001@example.edu.cn', '会计系', '教师，Counsellor; news.site.admin'],
      ['T6002', '钱老师', '', 't6002@example.edu.cn', '金融系', 'teacher、Wizard'],
      [mba01.studentNumber!, '孙老师', '', 't6003@example.edu.cn', '', ''],
    ]);
    const p = await k.preview('peopleadmin', 'staff', file);
    expect(await k.codes('peopleadmin', p.id)).toEqual({ 2: [], 3: ['99108'], 4: ['99117'] });
  });
});
