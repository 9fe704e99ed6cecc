import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DdDetail } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { ddKit } from './dd-test-kit.ts';

/** Another student's application is refused (403) on every call; the detail is for the applicant, reviewers and the office. */
let t: TestApp;
const tokens: Record<string, string> = {};
let ownerId = 0;
beforeAll(async () => {
  t = await startTestApp();
  const [a, b] = await freshStudents(t.db, 2);
  ownerId = a!.id;
  tokens.a = (await t.login(a!.username)).token;
  tokens.b = (await t.login(b!.username)).token;
  for (const u of ['reviewer01', 'mobilityadmin', 'careeradmin', 'teacher01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = ddKit(() => t, tokens);

describe("another student's application", () => {
  it('is refused with 403 on every call that names it', async () => {
    const r = await k.makeRound();
    const id = await k.submitted('a', r);
    await k.passInternal(id);
    const day = await k.interviewDay(r.projectId, 2);
    const draft = await k.start('a', { manageId: r.manageId, projectId: await k.addProgramme(r.manageId) });
    const calls = [
      k.call('b', 'POST', `/api/DDSingupStudent/GetByDDSingupStudentIdOrFirstSubmit/${draft}`),
      k.saveInfo('b', k.studentInfo(r, await k.photo('b'), { ddSingupStudentId: draft })),
      k.call('b', 'POST', `/api/DDSingupStudent/QueryDDEducationalBakgroundByDDSingupStudentIdOrFirstSubmitInfo?ddSingupStudentId=${draft}`),
      k.saveEducation('b', k.education(draft)),
      k.call('b', 'POST', `/api/DDSingupStudent/QueryDDEmploymentRecordListOrFirstSubmitInfo?ddSingupStudentId=${draft}`),
      k.saveEmployment('b', k.employment(draft)),
      k.call('b', 'POST', `/api/DDSingupStudent/GetDDLanguageProficiencyByDDSingupStudentIdOrFirstSubmitInfo?ddSingupStudentId=${draft}`),
      k.saveLanguage('b', k.language(draft)),
      k.call('b', 'POST', `/api/DDSingupStudent/GetByDDSingupStudentId/${draft}`),
      k.saveEssay('b', draft),
      k.agree('b', draft),
      k.call('b', 'GET', `/api/GsmFile/ExportToDoubleDegreeSingupTablePDF?DDSingupStudentId=${draft}`),
      k.submit('b', draft),
      k.call('b', 'GET', `/api/DDInterviewManage/QueryDDInterviewByDDSingupStudentIdForStudent?DDSingupStudentId=${id}`),
      k.book('b', id, day.slots[0]!, day.adresses[0]!),
      k.call('b', 'GET', `/api/DDSingupStudent/QueryDDSingupStudentDetail?DDSingupStudentId=${id}`),
      k.call('b', 'GET', `/api/DDApplyManage/GetEnableDDApplyManageProjectForStudent?studentId=${ownerId}`),
      k.call('b', 'GET', `/api/DDApplyManage/ValidApplyManageMaxChooseProjectCount?studentId=${ownerId}&ddApplyManageId=${r.manageId}`),
      k.call('b', 'POST', `/api/DDSingupStudent/GetByDDSingupStudentIdOrFirstSubmit/0?studentId=${ownerId}`),
      k.call('b', 'POST', '/api/DDSingupStudent/QueryDDSingupStudent', { ddProjectId: r.projectId, studentId: ownerId }),
      k.call('b', 'GET', `/api/DDSingupStudent/QueryStudentSignupList?studentId=${ownerId}`),
    ];
    for (const p of calls) await k.forbidden(p);
    // Nothing changed: the owner's booking is still open and the draft is a draft.
    await k.okData(k.book('a', id, day.slots[0]!, day.adresses[0]!));
    const mine = await k.okData<{ isSubmitted: boolean }>(k.call('a', 'POST', '/api/DDSingupStudent/QueryDDSingupStudent', { ddProjectId: r.projectId }));
    expect(mine.isSubmitted).toBe(true);
  });

  it('answers 97101 for an id that does not exist', async () => {
    await k.refused(k.call('b', 'POST', '/api/DDSingupStudent/GetByDDSingupStudentId/2000000000'), '97101');
  });
});

describe('applicant detail', () => {
  it('is read by the applicant, by reviewer01 of its programme and by the office; refused to other staff', async () => {
    const r = await k.makeRound();
    const id = await k.submitted('a', r);
    await k.assignReviewer('reviewer01', r.projectId);
    const url = `/api/DDSingupStudent/QueryDDSingupStudentDetail?DDSingupStudentId=${id}`;
    for (const who of ['a', 'reviewer01', 'mobilityadmin']) {
      const d = await k.okData<DdDetail>(k.call(who, 'GET', url));
      expect(d.ddProjectName).toBe('测试项目');
      expect(d.ddStudentInfo).toMatchObject({ nameAsPassport: 'ZHANG SAN', nationality: '中国', workTotalYear: 8 });
      expect(d.ddEmploymentRecordList[0]!.endDate).toBeNull();
      expect(d.ddLanguageProficiency!.undergraduateAcademicPerformance).toBe('GPA 3.6');
    }
    for (const who of ['careeradmin', 'teacher01', 'b']) await k.forbidden(k.call(who, 'GET', url));
  });

  it('gives the reviewer nothing to write', async () => {
    const r = await k.makeRound();
    const id = await k.complete('a', r);
    await k.forbidden(k.saveEssay('reviewer01', id));
    await k.forbidden(k.call('reviewer01', 'GET', '/api/double-degree/admin/manages'));
  });
});
