import { ResumeKind, type ResumePdf, type ResumeRow } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { countPdfPages } from './pdf/pdf-pages.ts';
import { readPdf } from './pdf/pdf-test-reader.ts';
import { entry, resumesKit } from './resumes-test-kit.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'benyan01', 'grad01', 'phd01', 'careeradmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = resumesKit(() => t, tokens);
const pdfOf = async (url: string) => {
  const res = await k.fetchLink(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
};

describe('the PDF (RES-C19, C20, C22)', () => {
  it('previews a full resume on one page, inline, with the Noto Sans SC font from the npm package embedded', async () => {
    const id = await k.resumeId('mba01');
    const pdf = await k.okData<ResumePdf>(k.call('mba01', 'GET', `/api/GsmFile/ExportToPDF?resumeBaseId=${id}`));
    expect(pdf).toMatchObject({ pages: 1, overflowMm: 0 });
    expect(pdf.fileUrl).toMatch(/^\/inline\//);
    const bytes = await pdfOf(pdf.fileUrl);
    expect(countPdfPages(bytes)).toBe(1);
    const read = readPdf(bytes);
    expect(read.baseFonts.join(' ')).toMatch(/NotoSansSC/);
    // The Chinese of the demo resume is in the text a reader extracts, through the embedded font's own map.
    expect(read.text).toContain('李明');
    expect(read.text).toContain('联合利华');
    expect(read.mapped.has('明'.codePointAt(0)!)).toBe(true);
  });

  it('refuses a resume longer than one page with 160, says by how much, and still hands over the preview (RES-S07)', async () => {
    const id = await k.resumeId('grad01');
    const long = (n: number) => '长'.repeat(n);
    await k.okData(k.save('grad01', 'SaveVDResumeEduInfo', id, Array.from({ length: 4 }, () => ({ ...entry.education, scholarship: long(50) }))));
    await k.okData(k.save('grad01', 'SaveVDResumeInternship', id, Array.from({ length: 5 }, () => ({ ...entry.job, jobDescription: long(90) })), { jobType: 0 }));
    await k.okData(k.save('grad01', 'SaveVDResumeInternshipExperience', id, Array.from({ length: 3 }, () => ({ ...entry.extracurricular, description: long(100) }))));
    await k.okData(k.save('grad01', 'SaveVDResumePersonal', id, {
      vdResumePersonalDto: { nativeLanguage: '中文', hskList: Array.from({ length: 3 }, () => ({ examName: long(15), examPoint: '1'.repeat(15) })) },
      vdResumeTechnicalSkillAndHobby: [...Array.from({ length: 3 }, () => ({ content: long(40), type: 0 })), ...Array.from({ length: 2 }, () => ({ content: long(40), type: 1 }))],
    }));
    const refused = await k.refused(k.call('grad01', 'GET', `/api/GsmFile/ExportToPDF?resumeBaseId=${id}`), '160');
    expect(refused.params.overflowMm).toBeGreaterThan(0);
    expect(refused.data.pages).toBeGreaterThan(1);
    expect(countPdfPages(await pdfOf(refused.data.fileUrl))).toBe(refused.data.pages);
    const submit = await k.refused(k.call('grad01', 'GET', `/api/GsmFile/SubmitResume?resumeBaseId=${id}`), '160');
    expect(submit.params.overflowMm).toBe(refused.params.overflowMm);
    expect((await k.row(id)).isSubmit).toBe(false);
  });

  it('refuses an incomplete resume at submit with 161, naming what is missing in both languages', async () => {
    const id = await k.resumeId('benyan01');
    const zh = await k.refused(k.call('benyan01', 'GET', `/api/GsmFile/SubmitResume?resumeBaseId=${id}`), '161');
    expect(zh.params.sections).toContain('技能与兴趣');
    expect(zh.data).toContain('skills');
    const en = await k.refused(k.call('benyan01', 'GET', `/api/GsmFile/SubmitResume?resumeBaseId=${id}`, undefined, 'en-US'), '161');
    expect(en.params.sections).toContain('Skills and interests');
  });

  it('downloads only after submit (1107); a later save clears the submitted state (README, RES-G05)', async () => {
    const id = await k.resumeId('mba01');
    await k.refused(k.call('mba01', 'GET', `/api/GsmFile/GetResumePDFUrl/${id}`), '1107');
    const submitted = await k.okData<ResumePdf>(k.call('mba01', 'GET', `/api/GsmFile/SubmitResume?resumeBaseId=${id}`));
    expect(submitted.pages).toBe(1);
    expect(await k.row(id)).toMatchObject({ isSubmit: true });
    const download = await k.okData<ResumePdf>(k.call('mba01', 'GET', `/api/GsmFile/GetResumePDFUrl/${id}`));
    const res = await k.fetchLink(download.fileUrl);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(countPdfPages(res.rawPayload)).toBe(1);
    // The career office may fetch it; another student may not.
    await k.okData(k.call('careeradmin', 'GET', `/api/GsmFile/GetResumePDFUrl/${id}`));
    await k.forbidden(k.call('benyan01', 'GET', `/api/GsmFile/GetResumePDFUrl/${id}`));
    await k.okData(k.save('mba01', 'SaveVDResumeAward', id, []).then(() => k.save('mba01', 'SaveVDResumeTechnicalSkillAndHobby', id, [entry.core], { type: 2 })));
    expect((await k.row(id)).isSubmit).toBe(false);
    await k.refused(k.call('mba01', 'GET', `/api/GsmFile/GetResumePDFUrl/${id}`), '1107');
  });
});

describe('the own PDF (RES-C25, V13)', () => {
  const upload = (who: string, name: string, bytes: Buffer) => {
    const m = multipart(name, bytes, 'application/pdf');
    return t.app.inject({ method: 'POST', url: '/api/GsmFile/FileUpLoad?use=resumePdf', headers: { authorization: `Bearer ${tokens[who]}`, ...m.headers }, payload: m.payload });
  };
  it('takes a PDF by its content, makes the record private, and lets the owner and the career office download it', async () => {
    const fake = await upload('grad01', 'cv.pdf', Buffer.from('not a pdf at all, just text'));
    expect(fake.json().statusCode).not.toBe(200);
    const pdfBytes = (await pdfOf((await k.okData<ResumePdf>(k.call('mba01', 'GET', `/api/GsmFile/ExportToPDF?resumeBaseId=${await k.resumeId('mba01', ResumeKind.en)}`))).fileUrl));
    const file = (await upload('grad01', 'my-cv.pdf', pdfBytes)).json().data as { id: string; fileName: string; fileUrl: string };
    const student = await k.userId('grad01');
    // The public switch needs a file first (1105): there is no own-PDF record yet.
    const row = await k.okData<ResumeRow>(k.call('grad01', 'POST', '/api/VDResume/UploadResumeFile', { id: 0, isPublic: true, studentId: student, upResumeFileId: file.id, upResumeFileName: file.fileName, upResumeFileUrl: file.fileUrl }));
    expect(row).toMatchObject({ kind: 4, isPublic: false, upResumeFileName: 'my-cv.pdf' });
    expect((await k.okData<ResumeRow>(k.call('grad01', 'POST', '/api/VDResume/ChangeResumeStatus/', { id: row.id, isPublic: true }))).isPublic).toBe(true);
    await k.okData(k.call('careeradmin', 'GET', `/api/GsmFile/GetResumePDFUrl/${row.id}`));
    await k.forbidden(k.call('benyan01', 'GET', `/api/GsmFile/GetResumePDFUrl/${row.id}`));
    // Another student's upload cannot be named as one's own.
    await k.refused(k.call('phd01', 'POST', '/api/VDResume/UploadResumeFile', { id: 0, studentId: await k.userId('phd01'), upResumeFileId: file.id }), '1120');
    // A file id that is no uuid is refused at the boundary, naming the field (was a uuid cast failing in PostgreSQL: 500).
    const bad = await k.refused(k.call('grad01', 'POST', '/api/VDResume/UploadResumeFile', { upResumeFileId: 'x' }), '90003');
    expect(bad.messageEn).toMatch(/upResumeFileId|file/i);
  });
});

describe('the manual (RES-C27…C30, V14…V22)', () => {
  const saveManual = (who: string, path: string, id: number, module: Record<string, unknown>) =>
    k.call(who, 'POST', `/api/${path}`, { howComplete: 100, vdResumeBaseId: id, module });
  it('counts the Chinese total without spaces and refuses 106 (1110), and a save through another form\'s call (1109)', async () => {
    const id = await k.resumeId('benyan01', ResumeKind.manual);
    const base = { cName: '张伟', experienceCN1: '一'.repeat(50), experienceCN2: '二 '.repeat(50), experienceCN3: '三'.repeat(5) };
    await k.okData(saveManual('benyan01', 'VDResume/SaveVDResumeGeneralSituationBenKe', id, base));
    const over = await k.refused(saveManual('benyan01', 'VDResume/SaveVDResumeGeneralSituationBenKe', id, { ...base, experienceCN3: '三'.repeat(6) }), '1110');
    expect(over.params).toEqual({ max: 105, count: 106 });
    await k.refused(saveManual('benyan01', 'vdResume/SaveVDResumeGeneralSituationMBA', id, base), '1109');
  });

  it('the MBA form: limits on company and position, two industries at most, Other needs its text, choices distinct', async () => {
    const id = await k.resumeId('mba01', ResumeKind.manual);
    const path = 'vdResume/SaveVDResumeGeneralSituationMBA';
    await k.refused(saveManual('mba01', path, id, { preMBAWorkInformationCompnyNameEN: 'A'.repeat(101) }), '1113');
    await k.okData(saveManual('mba01', path, id, { preMBAWorkInformationCompnyNameEN: 'A '.repeat(100) }));
    await k.refused(saveManual('mba01', path, id, { mbaCareerInterestIndustryKey: '1,2,3' }), '1116');
    await k.refused(saveManual('mba01', path, id, { mbaCareerInterestFunctionKey: ['8'] }), '1117');
    await k.refused(saveManual('mba01', path, id, { preMBAIndustriesKey: '13' }), '1117');
    await k.okData(saveManual('mba01', path, id, { preMBAIndustriesKey: '13', preMBAIndustriesOther: '航空' }));
    const benyan = await k.resumeId('benyan01', ResumeKind.manual);
    await k.refused(saveManual('benyan01', 'VDResume/SaveVDResumeGeneralSituationBenKe', benyan, { careerInterestKey1: '3', careerInterestKey2: '3' }), '1118');
  });

  it('computes the manual\'s completeness on the server (RES-K03) and needs the required fields at submit (161)', async () => {
    const id = await k.resumeId('phd01', ResumeKind.manual);
    const form = { cName: '陈静', eName: 'Jing Chen', birthDay: '1996-04-15', email: 'phd01@example.edu.cn', planAfterGraduation: 'B', careerInterestKey1: '8' };
    const saved = await k.okData<{ howComplete: number }>(saveManual('phd01', 'vdResume/SaveVDResumeGeneralSituationYanJiuSheng', id, form));
    expect(saved.howComplete).toBe(4 * 5 + 5 + 5);
    const submit = await k.refused(k.call('phd01', 'GET', `/api/GsmFile/SubmitResume?resumeBaseId=${id}`), '161');
    expect(submit.data).toEqual(expect.arrayContaining(['photoFileId', 'experienceCN1', 'mostInterestedIndustriesKey1', 'vdResumeGeneralSituationEduBackground1']));
  });
});
