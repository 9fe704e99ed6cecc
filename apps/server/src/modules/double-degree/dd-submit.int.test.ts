import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DdMyApplication, DdProgramRow } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { pdf } from '../../test/upload-fixtures.ts';
import { ddKit } from './dd-test-kit.ts';

/** Submission (MOB-S07, codes −100000…−100002), no edit afterwards, the stored PDF, documents (vcType 12). */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  const [a, b] = await freshStudents(t.db, 2);
  tokens.a = (await t.login(a!.username)).token;
  tokens.b = (await t.login(b!.username)).token;
});
afterAll(async () => { await t.close(); });
const k = ddKit(() => t, tokens);
const signupList = (who: string) => k.okData<DdMyApplication[]>(k.call(who, 'GET', '/api/DDSingupStudent/QueryStudentSignupList'));

describe('submit', () => {
  it('refuses an application with steps missing (97107), then one without the agreement ticked (97108)', async () => {
    const r = await k.makeRound();
    const id = await k.start('a', r);
    const res = await k.refused(k.submit('a', id), '97107');
    expect(res.messageEn).toMatch(/Education/);
    await k.okData(k.saveEducation('a', k.education(id)));
    await k.okData(k.saveEmployment('a', k.employment(id)));
    await k.okData(k.saveLanguage('a', k.language(id)));
    await k.okData(k.saveEssay('a', id));
    await k.refused(k.submit('a', id), '97108');
  });

  it('submits, stores the form as a PDF with Chinese type, and refuses every edit afterwards (97103)', async () => {
    const r = await k.makeRound();
    const programmes = await k.okData<DdProgramRow[]>(k.call('a', 'GET', '/api/DDApplyManage/GetEnableDDApplyManageProjectForStudent'));
    expect(programmes.find((p) => p.id === r.projectId)).toMatchObject({ singupResult: 0, ddSingupStudentId: null });
    const id = await k.submitted('a', r);
    const after = await k.okData<DdProgramRow[]>(k.call('a', 'GET', '/api/DDApplyManage/GetEnableDDApplyManageProjectForStudent'));
    expect(after.find((p) => p.id === r.projectId)).toMatchObject({ singupResult: 1, ddSingupStudentId: id });

    for (const p of [
      k.saveInfo('a', k.studentInfo(r, await k.photo('a'), { ddSingupStudentId: id })), k.saveEducation('a', k.education(id)),
      k.saveEmployment('a', k.employment(id)), k.saveLanguage('a', k.language(id)), k.saveEssay('a', id), k.agree('a', id), k.submit('a', id),
    ]) await k.refused(p, '97103');

    const cards = await signupList('a');
    const card = cards.find((c) => c.id === r.manageId)!;
    const info = card.signupStudentInfoList[0]!;
    expect(info).toMatchObject({ id, singupResult: 1, interviewStatus: 1, gsmResult: 0 });
    expect(info.submitTime).toBeTruthy();
    const [row] = await k.rows<{ pdf_file_id: string }>(sql`select pdf_file_id from dd_signups where id = ${id}`);
    const bytes = (await t.app.files.bytes(row!.pdf_file_id))!;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/NotoSansSC/);
    // The export before submit now hands out the stored form.
    const exported = await k.okData<{ fileUrl: string }>(k.call('a', 'GET', `/api/GsmFile/ExportToDoubleDegreeSingupTablePDF?DDSingupStudentId=${id}`));
    expect(exported.fileUrl.split('?')[0]).toBe(info.pdfFileUrl!.split('?')[0]);
  });

  it('makes the form of a draft on export', async () => {
    const id = await k.complete('a', await k.makeRound());
    const exported = await k.okData<{ fileName: string; fileUrl: string }>(k.call('a', 'GET', `/api/GsmFile/ExportToDoubleDegreeSingupTablePDF?DDSingupStudentId=${id}`));
    expect(exported.fileUrl).toMatch(/^\/files\//);
  });

  it('answers −100001 before the window and −100000 after it', async () => {
    const r = await k.makeRound();
    const id = await k.complete('a', r);
    await k.setWindow(r.manageId, 1, 24);
    await k.refused(k.submit('a', id), '-100001');
    await k.setWindow(r.manageId, -24, -1);
    await k.refused(k.submit('a', id), '-100000');
    await t.db.execute(sql`update dd_apply_manages set is_enable = false, singup_start_time = now() - interval '1 hour', singup_end_time = now() + interval '1 hour' where id = ${r.manageId}`);
    await k.refused(k.submit('a', id), '-100001');
    // Nothing was left behind by the refusals: no submission, no stored form.
    const [row] = await k.rows<{ submit_time: Date | null; pdf_file_id: string | null }>(sql`select submit_time, pdf_file_id from dd_signups where id = ${id}`);
    expect(row).toEqual({ submit_time: null, pdf_file_id: null });
  });

  it('answers −100002 past the round\'s maximum, which ValidApplyManageMaxChooseProjectCount foretells', async () => {
    const r = await k.makeRound({ max: 1 });
    const second = { manageId: r.manageId, projectId: await k.addProgramme(r.manageId) };
    const valid = () => k.okData<boolean>(k.call('b', 'GET', `/api/DDApplyManage/ValidApplyManageMaxChooseProjectCount?ddApplyManageId=${r.manageId}`));
    expect(await valid()).toBe(true);
    await k.submitted('b', r);
    expect(await valid()).toBe(false);
    const id = await k.complete('b', second);
    await k.refused(k.submit('b', id), '-100002');
  });
});

describe('submitting at once', () => {
  it('lets one of three simultaneous submissions through when the round allows one (the student\'s row lock)', async () => {
    const r = await k.makeRound({ max: 1 });
    const rounds = [r, { manageId: r.manageId, projectId: await k.addProgramme(r.manageId) }, { manageId: r.manageId, projectId: await k.addProgramme(r.manageId) }];
    const ids = [];
    for (const x of rounds) ids.push(await k.complete('b', x));
    const answers = (await Promise.all(ids.map((id) => k.submit('b', id)))).map((res) => res.json() as { statusCode: number; message: string });
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.message === '-100002')).toHaveLength(2);
    const [n] = await k.rows<{ n: number }>(sql`select count(*)::int as n from dd_signups where apply_manage_id = ${r.manageId} and submit_time is not null`);
    expect(n!.n).toBe(1);
  });
});

describe('documents (vcType 12)', () => {
  it('keeps the card\'s own degree documents of types 3–8 and refuses others', async () => {
    const r = await k.makeRound();
    await k.start('a', r);
    const doc = await k.document('a');
    const files = await k.okData<{ fileId: string; vcFileType: number }[]>(k.call('a', 'POST', '/api/VCFiles/UploadVCFilesForDD', { vcId: r.manageId, vcType: 12, files: [{ fileId: doc, vcFileType: 3 }] }));
    expect(files).toMatchObject([{ fileId: doc, vcFileType: 3 }]);
    const upload = (body: object) => k.call('a', 'POST', '/api/VCFiles/UploadVCFilesForDD', body);
    await k.refused(upload({ vcId: r.manageId, vcType: 12, files: [{ fileId: doc, vcFileType: 9 }] }), '90003');
    await k.refused(upload({ vcId: r.manageId, vcType: 11, files: [] }), '90003');
    await k.refused(upload({ vcId: r.manageId, vcType: 12, files: [{ fileId: await k.document('b'), vcFileType: 4 }] }), '97112');
    const general = (await k.upload('a', 'general', 'x.pdf', pdf()))!.data!.id;
    await k.refused(upload({ vcId: r.manageId, vcType: 12, files: [{ fileId: general, vcFileType: 4 }] }), '97112');
    // A Word file is not among the screen's types: the upload itself refuses it.
    expect((await k.upload('a', 'degreeDocument', 'cv.docx', pdf())).statusCode).toBe(700);
    // Without an application in the round there is no card.
    const other = await k.makeRound();
    await k.refused(k.call('b', 'POST', '/api/VCFiles/UploadVCFilesForDD', { vcId: other.manageId, vcType: 12, files: [] }), '97101');
    expect((await signupList('a')).find((c) => c.id === r.manageId)!.files).toHaveLength(1);
  });
});
