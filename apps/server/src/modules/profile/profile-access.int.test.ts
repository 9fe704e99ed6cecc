import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaseInfo, ProfileAdminDetail, ProfileAdminStudent } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { profileKit } from './profile-test-kit.ts';

/** Another student's profile is 403 on every one of the 22 calls; staff read (read-only) and export; students are kept off the console. */
let t: TestApp;
const tokens: Record<string, string> = {};
const k = profileKit(() => t, tokens);
let a = 0;
let b = 0;
let baseId = 0;
let degreeId = 0;
beforeAll(async () => {
  t = await startTestApp();
  a = await k.student('a', 'mba');
  b = await k.student('b', 'mba');
  for (const u of ['studentaffairs', 'admin', 'careeradmin']) tokens[u] = (await t.login(u)).token;
  baseId = (await k.okData<{ id: number }>(k.p.baseCreate('a', k.base()))).id;
  degreeId = (await k.okData<{ id: number }>(k.p.degreeCreate('a', { id: 0, school: '学校' }))).id;
  await k.okData(k.p.intentionSave('a', k.intention()));
});
afterAll(async () => { await t.close(); });

/** The 22 calls as `who`, each naming student a (by path, query, body studentId, or a's record id). */
const allCalls = (who: string) => [
  k.p.baseGet(who, a), k.p.baseCreate(who, k.base({ studentId: a })), k.p.baseUpdate(who, baseId, k.base({ id: baseId })),
  k.p.recruitGet(who, a), k.p.recruitSave(who, { ...k.recruit(), studentId: a }),
  k.p.rewardsGet(who, a), k.p.rewardsSave(who, { ...k.rewards(), studentId: a }),
  k.p.degreeGet(who, a), k.p.degreeCreate(who, { id: 0, studentId: a }), k.p.degreeUpdate(who, degreeId, { id: degreeId }),
  k.p.cadresGet(who, a), k.p.cadresSave(who, { ...k.cadres(), studentId: a }),
  k.p.studyGet(who, a), k.p.studySave(who, { ...k.study(), studentId: a }),
  k.p.skillsGet(who, a), k.p.skillsSave(who, { ...k.skills(), studentId: a }),
  k.p.practiceGet(who, a), k.p.practiceSave(who, { ...k.practice(), studentId: a }),
  k.p.intentionGet(who, a), k.p.intentionSave(who, { ...k.intention(), studentId: a }),
  k.p.stats(who, a),
];

describe("another student's profile", () => {
  it('is 403 on every call that names it (21 calls; the intention dictionary names no one)', async () => {
    const calls = allCalls('b');
    expect(calls).toHaveLength(21);
    for (const c of calls) await k.forbidden(c);
    // C21 lists the dictionary, the same for everyone.
    await k.okData(k.p.intentionDic('b'));
    // Nothing of a's changed.
    expect(await k.okData<BaseInfo>(k.p.baseGet('a', a))).toMatchObject({ id: baseId });
  });

  it('refuses the C21 dictionary to no signed-in user but to an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/VDGraduationIntentionDic/QueryVDGraduationIntentionDicList', payload: { pageNo: 0, pageSize: 9999 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('staff', () => {
  it('student affairs and administrators read every section; their writes answer 403', async () => {
    for (const who of ['studentaffairs', 'admin']) {
      const calls = allCalls(who);
      const reads = [0, 3, 5, 7, 10, 12, 14, 16, 18, 20];
      for (const [i, c] of calls.entries()) {
        if (reads.includes(i)) await k.okData(c);
        else await k.forbidden(c);
      }
      // A save without a studentId is the caller's own, and staff have no profile.
      await k.forbidden(k.p.cadresSave(who, k.cadres()));
    }
    await k.forbidden(k.p.baseGet('careeradmin', a));
  });

  it('searches students and reads one whole profile', async () => {
    const page = await k.okData<{ data: ProfileAdminStudent[]; total: number }>(k.call('studentaffairs', 'GET', '/api/profile/admin/students?queryText=mba01&pageNo=0&pageSize=10'));
    expect(page.data.map((s) => s.studentName)).toHaveLength(page.total);
    const byCohort = await k.okData<{ data: ProfileAdminStudent[]; total: number }>(k.call('studentaffairs', 'GET', '/api/profile/admin/students?entranceYear=2024&pageType=mba&pageSize=200'));
    expect(byCohort.data.map((s) => s.studentId)).toEqual(expect.arrayContaining([a, b]));
    const detail = await k.okData<ProfileAdminDetail>(k.call('studentaffairs', 'GET', `/api/profile/admin/students/${a}`));
    expect(detail).toMatchObject({ student: { studentId: a, resumeStudentType: 3 }, baseInfo: { id: baseId }, degree: { id: degreeId }, intention: { intentionKey1: 3 } });
    await k.refused(k.call('studentaffairs', 'GET', '/api/profile/admin/students/99999999'), '98001');
  });

  it('exports a cohort as xlsx: one row per student, intentions and considerations in both languages', async () => {
    const file = await k.okData<{ fileName: string; fileUrl: string; rows: number }>(k.call('studentaffairs', 'POST', '/api/profile/admin/export', { entranceYear: 2024, pageType: 'mba' }));
    expect(file.fileUrl).toMatch(/^\/files\/.+\.xlsx\?/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await t.app.inject({ method: 'GET', url: file.fileUrl })).rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(file.rows + 1);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const numberOf = async (id: number) => (await k.okData<BaseInfo>(k.p.baseGet('studentaffairs', id))).studentNum;
    const [numA, numB] = [await numberOf(a), await numberOf(b)];
    const rowOfA = rows.find((r) => r[1] === numA);
    const rowOfB = rows.find((r) => r[1] === numB);
    expect(rowOfB).toBeDefined();
    expect(rowOfA?.slice(7, 9)).toEqual(['企业就业 Employment in a company', '国内升学 Further study in China']);
    expect(rowOfB?.slice(7, 15).every((c) => c === '' || c === undefined)).toBe(true);
    expect(rowOfA?.[10]).toBe('学院品牌与声誉 School brand and reputation');
  });

  it('keeps students (and other staff) off the console', async () => {
    await k.forbidden(k.call('a', 'GET', '/api/profile/admin/students'));
    await k.forbidden(k.call('a', 'GET', `/api/profile/admin/students/${a}`));
    await k.forbidden(k.call('a', 'POST', '/api/profile/admin/export', { entranceYear: 2024 }));
    await k.forbidden(k.call('careeradmin', 'GET', '/api/profile/admin/students'));
  });
});
