import { ResumeKind } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { entry, resumesKit } from './resumes-test-kit.ts';

/** Another student's resume answers 403 on every call of RES-C01…C30; the review is the career office's. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'benyan01', 'careeradmin', 'counsellor01', 'teacher01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = resumesKit(() => t, tokens);

describe('another student\'s resume', () => {
  it('is refused (403) on every resume call, and nothing changes', async () => {
    const cn = await k.resumeId('mba01', ResumeKind.cn);
    const manual = await k.resumeId('mba01', ResumeKind.manual);
    const student = await k.userId('mba01');
    const before = await k.row(cn);
    const body = (module: unknown, extra: Record<string, unknown> = {}) => ({ howComplete: 100, vdResumeBaseId: cn, module, ...extra });
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/VDResume/QueryResumeStudentBaseInfo/${cn}`],
      ['POST', '/api/VDResume/SaveResumeStudentBaseInfo', body({ name: 'x', sex: 1, mobile: '123456', email: 'a@b.cn' })],
      ['GET', `/api/VDResume/QueryVDResumeEduInfo/${cn}`],
      ['POST', '/api/VDResume/SaveVDResumeEduInfo', body([entry.education])],
      ['POST', '/api/VDResume/QueryVDResumeInternship', { vdResumeBaseId: cn, jobType: 0 }],
      ['POST', '/api/VDResume/SaveVDResumeInternship', body([entry.job], { jobType: 0, isMBA: true })],
      ['GET', `/api/VDResume/QueryVDResumeActivityPractice/${cn}`],
      ['POST', '/api/VDResume/SaveVDResumeActivityPractice', body([entry.activity])],
      ['GET', `/api/VDResume/QueryVDResumeAward/${cn}`],
      ['POST', '/api/VDResume/SaveVDResumeAward', body([entry.award])],
      ['GET', `/api/VDResume/QueryVDResumeCertificate/${cn}`],
      ['POST', '/api/VDResume/SaveVDResumeCertificate', body([entry.award])],
      ['GET', `/api/VDResume/QueryVDResumeInternshipExperience/${cn}`],
      ['POST', '/api/VDResume/SaveVDResumeInternshipExperience', body([entry.extracurricular])],
      ['POST', '/api/VDResume/QueryVDResumeTechnicalSkillAndHobby', { vdResumeBaseId: cn, type: 2 }],
      ['POST', '/api/VDResume/SaveVDResumeTechnicalSkillAndHobby', body([entry.core], { type: 2 })],
      ['GET', `/api/VDResume/QueryVDResumePersonal/${cn}`],
      ['POST', '/api/VDResume/SaveVDResumePersonal', body({ vdResumePersonalDto: { nativeLanguage: '中文' }, vdResumeTechnicalSkillAndHobby: [] })],
      ['GET', `/api/GsmFile/GetResumePDFUrl/${cn}`],
      ['GET', `/api/GsmFile/SubmitResume?resumeBaseId=${cn}`],
      ['GET', `/api/VDResume/QueryVDResumeBase/${cn}`],
      ['GET', `/api/GsmFile/ExportToPDF?resumeBaseId=${cn}`],
      ['GET', `/api/VDResume/InitStudentResume/${student}?studentType=3`],
      ['GET', `/api/VDResume/MyResumeList/${student}`],
      ['POST', '/api/VDResume/UploadResumeFile', { id: 0, isPublic: false, studentId: student, upResumeFileId: '00000000-0000-4000-8000-000000000000' }],
      ['POST', '/api/VDResume/ChangeResumeStatus/', { id: cn, isPublic: false }],
      ['GET', `/api/VDResume/QueryVDResumeGeneralSituation/${manual}`],
      ['POST', '/api/VDResume/SaveVDResumeGeneralSituationBenKe', { vdResumeBaseId: manual, module: {} }],
      ['POST', '/api/vdResume/SaveVDResumeGeneralSituationMBA', { vdResumeBaseId: manual, module: { cName: 'x' } }],
      ['POST', '/api/vdResume/SaveVDResumeGeneralSituationYanJiuSheng', { vdResumeBaseId: manual, module: {} }],
    ];
    expect(calls).toHaveLength(30);
    for (const [method, url, payload] of calls) {
      const res = await k.call('benyan01', method as 'GET' | 'POST', url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
    const after = await k.row(cn);
    expect(after).toEqual(before);
  });

  it('is readable by the career office and a counsellor, never writable by them', async () => {
    const cn = await k.resumeId('mba01');
    for (const who of ['careeradmin', 'counsellor01']) {
      await k.okData(k.call(who, 'GET', `/api/VDResume/QueryVDResumeEduInfo/${cn}`));
      await k.forbidden(k.save(who, 'SaveVDResumeEduInfo', cn, [entry.education]));
    }
  });
});

describe('the review routes', () => {
  it('refuse students and teachers (403) and admit the career office and counsellors', async () => {
    for (const who of ['mba01', 'teacher01']) {
      await k.forbidden(k.call(who, 'POST', '/api/career-admin/resumes/queue', {}));
      await k.forbidden(k.call(who, 'POST', '/api/career-admin/resume-book', { pageType: 'mba', entranceYear: 2025 }));
      await k.forbidden(k.call(who, 'PUT', `/api/career-admin/resumes/${await k.resumeId('mba01')}/suggestion`, { optimizeSuggest: 'x' }));
    }
    for (const who of ['careeradmin', 'counsellor01']) await k.okData(k.call(who, 'POST', '/api/career-admin/resumes/queue', {}));
  });
});
