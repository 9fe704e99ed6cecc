import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { pdf, png } from '../../test/upload-fixtures.ts';
import { ddKit } from './dd-test-kit.ts';

/** The six-step wizard checked on the server (MOB-V03…V10, MOB-S06): each rule by the contracts' schemas, drafts kept. */
let t: TestApp;
const tokens: Record<string, string> = {};
let a: { username: string } | undefined;
let b: { username: string } | undefined;
beforeAll(async () => {
  t = await startTestApp();
  [a, b] = await freshStudents(t.db, 2);
  tokens.a = (await t.login(a!.username)).token;
  tokens.b = (await t.login(b!.username)).token;
});
afterAll(async () => { await t.close(); });
const k = ddKit(() => t, tokens);
const invalid = (p: ReturnType<typeof k.call>) => k.refused(p, '90003');

describe('steps after the first', () => {
  it('are refused with 97102 until step 1 created the application', async () => {
    await k.refused(k.saveEducation('a', k.education(0)), '97102');
    await k.refused(k.saveEmployment('a', k.employment(0)), '97102');
    await k.refused(k.saveLanguage('a', k.language(0)), '97102');
    await k.refused(k.saveEssay('a', 0), '97102');
    await k.refused(k.agree('a', 0), '97102');
    await k.refused(k.call('a', 'POST', '/api/DDSingupStudent/QueryDDEducationalBakgroundByDDSingupStudentIdOrFirstSubmitInfo?ddSingupStudentId=0'), '97102');
  });
});

describe('step 1', () => {
  it('prefills a new application from the account (id 0) and keeps the saved draft for any device', async () => {
    const r = await k.makeRound();
    const blank = await k.okData<{ ddSingupStudentId: number; name: string; studentNumber: string }>(
      k.call('a', 'POST', `/api/DDSingupStudent/GetByDDSingupStudentIdOrFirstSubmit/0?ddApplyManageId=${r.manageId}`));
    expect(blank.ddSingupStudentId).toBe(0);
    expect(blank.name).toMatch(/测试学生/);
    const id = await k.start('a', r);
    // A second sign-in (another device) reads the same draft from the server.
    const again = (await t.login(a!.username)).token;
    const res = await t.app.inject({ method: 'POST', url: `/api/DDSingupStudent/GetByDDSingupStudentIdOrFirstSubmit/${id}`, headers: { authorization: `Bearer ${again}` } });
    expect(res.json().data).toMatchObject({ ddSingupStudentId: id, nameAsPassport: 'ZHANG SAN', nationality: '中国', mobile: '13800138000', isSubmitted: false });
    expect(res.json().data.photoFileUrl).toMatch(/^\/uploadfiles\//);
  });

  it.each([
    ['a mobile starting 12', { mobile: '12800138000' }],
    ['a mobile of 10 digits', { mobile: '1380013800' }],
    ['an e-mail without a domain', { email: 'zs@' }],
    ['a gender outside Female/Male', { gender: 'Other' }],
    ['a marital status outside the list', { maritalStatus: 'divorced' }],
    ['a study mode outside the list', { studyMode: 'Evening' }],
    ['an empty name as on passport', { nameAsPassport: ' ' }],
    ['an empty city of birth', { birthCity: '' }],
    ['a date of birth that is not a date', { birthDate: '1994-13-40' }],
  ])('refuses %s (90003)', async (_, over) => {
    const r = await k.makeRound();
    await invalid(k.saveInfo('a', k.studentInfo(r, await k.photo('a'), over)));
  });

  it('refuses a nationality not in the dictionary (97106)', async () => {
    const r = await k.makeRound();
    await k.refused(k.saveInfo('a', k.studentInfo(r, await k.photo('a'), { nationalityId: 'XX' })), '97106');
  });

  it('takes the photo by its bytes: JPG, GIF or PNG up to 2 MB of the degree photo upload, the caller\'s own (97105)', async () => {
    const r = await k.makeRound();
    // The upload itself refuses a PDF named .png and a PNG over 2 MB.
    expect((await k.upload('a', 'degreePhoto', 'me.png', pdf())).message).toBe('90012');
    expect((await k.upload('a', 'degreePhoto', 'me.png', png(2_097_153))).message).toBe('90011');
    const exact = await k.upload('a', 'degreePhoto', 'me.png', png(2_097_152));
    expect(exact.statusCode).toBe(200);
    // A PNG uploaded for another screen, or another student's photo, is not this photo.
    const general = (await k.upload('a', 'general', 'me.png', png()))!.data!.id;
    await k.refused(k.saveInfo('a', k.studentInfo(r, general)), '97105');
    await k.refused(k.saveInfo('a', k.studentInfo(r, await k.photo('b'))), '97105');
    await k.okData(k.saveInfo('a', k.studentInfo(r, exact.data!.id)));
  });

  it('refuses a second application to the same programme (97109) and a programme of another round (97100)', async () => {
    const r = await k.makeRound();
    await k.start('a', r);
    await k.refused(k.saveInfo('a', k.studentInfo(r, await k.photo('a'))), '97109');
    const other = await k.makeRound();
    await k.refused(k.saveInfo('a', k.studentInfo({ manageId: other.manageId, projectId: r.projectId }, await k.photo('a'))), '97100');
  });

  it('refuses to start or save outside the window (97104)', async () => {
    const r = await k.makeRound();
    const id = await k.start('a', r);
    await k.setWindow(r.manageId, -48, -1);
    await k.refused(k.saveEducation('a', k.education(id)), '97104');
    await k.refused(k.saveInfo('a', k.studentInfo(r, await k.photo('a'), { ddSingupStudentId: id })), '97104');
    const later = await k.makeRound({ from: 2, to: 24 });
    await k.refused(k.saveInfo('a', k.studentInfo(later, await k.photo('a'))), '97104');
  });
});

describe('steps 2 to 6', () => {
  it('keep six education entries and refuse a seventh, and a start on or after the end', async () => {
    const id = await k.start('a', await k.makeRound());
    await k.okData(k.saveEducation('a', k.education(id, 6)));
    await invalid(k.saveEducation('a', k.education(id, 7)));
    await invalid(k.saveEducation('a', k.education(id, 0)));
    const same = k.education(id);
    same.iddEducationalBakgroundInfoList[0]!.endDate = same.iddEducationalBakgroundInfoList[0]!.startDate;
    const res = await invalid(k.saveEducation('a', same));
    expect(res.params.detail).toBeTruthy();
    await invalid(k.saveEducation('a', { ...k.education(id), specialSkillInterests: '' }));
    const back = await k.okData<{ iddEducationalBakgroundInfoList: unknown[] }>(
      k.call('a', 'POST', `/api/DDSingupStudent/QueryDDEducationalBakgroundByDDSingupStudentIdOrFirstSubmitInfo?ddSingupStudentId=${id}`));
    expect(back.iddEducationalBakgroundInfoList).toHaveLength(6);
  });

  it('keep six employment entries, an empty end as till now, and a whole number of work years', async () => {
    const id = await k.start('a', await k.makeRound());
    await k.okData(k.saveEmployment('a', k.employment(id, 6)));
    await invalid(k.saveEmployment('a', k.employment(id, 7)));
    await invalid(k.saveEmployment('a', k.employment(id, 1, 2.5)));
    await invalid(k.saveEmployment('a', k.employment(id, 1, -1)));
    await invalid(k.saveEmployment('a', k.employment(id, 1, null)));
    const backwards = k.employment(id);
    Object.assign(backwards.saveDDEmploymentRecordInfoList[0]!, { endDate: '2010-01-01' });
    await invalid(k.saveEmployment('a', backwards));
    await k.okData(k.saveEmployment('a', k.employment(id, 0, 0)));
    await k.okData(k.saveEmployment('a', k.employment(id, 2, 8)));
    const back = await k.okData<{ workTotalYear: number; saveDDEmploymentRecordInfoList: { endDate: string | null; isUptoNow: boolean }[] }>(
      k.call('a', 'POST', `/api/DDSingupStudent/QueryDDEmploymentRecordListOrFirstSubmitInfo?ddSingupStudentId=${id}`));
    expect(back.workTotalYear).toBe(8);
    expect(back.saveDDEmploymentRecordInfoList[0]).toMatchObject({ endDate: null, isUptoNow: true });
  });

  it('require only the undergraduate performance among the language fields', async () => {
    const id = await k.start('a', await k.makeRound());
    await invalid(k.saveLanguage('a', { ddSingupStudentId: id, saveDDLanguageProficiencyInfo: { ieltSscoresOverallBandScore: '7.0' } }));
    await k.okData(k.saveLanguage('a', { ddSingupStudentId: id, saveDDLanguageProficiencyInfo: { undergraduateAcademicPerformance: 'GPA 3.2' } }));
    const back = await k.okData<{ saveDDLanguageProficiencyInfo: { undergraduateAcademicPerformance: string } }>(
      k.call('a', 'POST', `/api/DDSingupStudent/GetDDLanguageProficiencyByDDSingupStudentIdOrFirstSubmitInfo?ddSingupStudentId=${id}`));
    expect(back.saveDDLanguageProficiencyInfo.undergraduateAcademicPerformance).toBe('GPA 3.2');
  });

  it('keep an essay of 9000 characters and refuse 9001 or none', async () => {
    const id = await k.start('a', await k.makeRound());
    await k.okData(k.saveEssay('a', id, '文'.repeat(9000)));
    await invalid(k.saveEssay('a', id, '文'.repeat(9001)));
    await invalid(k.saveEssay('a', id, '  '));
    const back = await k.okData<{ essay: string }>(k.call('a', 'POST', `/api/DDSingupStudent/GetByDDSingupStudentId/${id}`));
    expect(back.essay).toHaveLength(9000);
  });

  it('take the agreement only ticked', async () => {
    const id = await k.start('a', await k.makeRound());
    await invalid(k.agree('a', id, false));
    await k.okData(k.agree('a', id, true));
  });
});
