import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApplicant, AdminPlan, AdminProject } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { mobilityKit } from './mobility-test-kit.ts';

/** The office's console (README 'Staff'): plans and windows, projects and limits, applicants and documents, the export. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'mobilityadmin', 'careeradmin']) tokens[u] = (await t.login(u)).token;
}, 60_000);
afterAll(async () => { await t.close(); });
const k = mobilityKit(() => t, tokens);
const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => k.call('mobilityadmin', method, `/api/mobility/admin${url}`, body);
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

describe('plans and projects', () => {
  it('creates and edits a plan with both windows; statements are sanitised on write; windows must run forwards (97016)', async () => {
    const input = {
      schoolYearName: '2030-2031 学年', number: '2031-01', startTime: day(30), endTime: day(40), exemptBegin: day(20), exemptEnd: day(40),
      explain: '<p onclick="x()">说明<script>alert(1)</script></p>', exemptExplain: '<p>免修</p><img src="javascript:alert(1)">',
    };
    const { id } = await k.okData<{ id: number }>(staff('POST', '/plans', input));
    const plans = await k.okData<AdminPlan[]>(staff('GET', '/plans'));
    const p = plans.find((x) => x.id === id)!;
    expect(p.explain).toBe('<p>说明</p>');
    expect(p.exemptExplain).not.toContain('javascript');
    expect(p).toMatchObject({ isOpen: false, isCurrent: true, exemptOpen: false });
    await k.refused(staff('PUT', `/plans/${id}`, { ...input, endTime: day(29) }), '97016');
    await k.refused(staff('PUT', `/plans/${id}`, { ...input, exemptEnd: day(10) }), '97016');
    await k.okData(staff('PUT', `/plans/${id}`, { ...input, number: '2031-02', exemptBegin: null, exemptEnd: null }));
    expect((await k.okData<AdminPlan[]>(staff('GET', '/plans'))).find((x) => x.id === id)).toMatchObject({ number: '2031-02', exemptBegin: null });
    const project = { planId: id, projectName: '测试', city: '北京', activeTime: '8 月', limitCount: 3, description: '<p>x</p>' };
    const { id: pid } = await k.okData<{ id: number }>(staff('POST', '/projects', project));
    expect(await k.okData<AdminProject[]>(staff('GET', `/projects?planId=${id}`))).toMatchObject([{ id: pid, limitCount: 3, selectCount: 0, queueCount: 0 }]);
    await k.okData(staff('DELETE', `/projects/${pid}`));
    await k.dropPlan(id);
  });

  it('a project with applications cannot be deleted (97017)', async () => {
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 1);
    await k.applied('mba01', p);
    await k.refused(staff('DELETE', `/projects/${p}`), '97017');
  });

  it('other staff roles are refused (403)', async () => {
    await k.forbidden(k.call('careeradmin', 'GET', '/api/mobility/admin/plans'));
  });
});

describe('applicants, documents and the export', () => {
  it('lists applicants with rank, status and complete documents with links; exports a real xlsx', async () => {
    const plan = await k.makePlan();
    const p = await k.makeProject(plan, 1);
    const [a, b] = await freshStudents(t.db, 2);
    for (const u of [a!, b!]) tokens[u.username] = (await t.login(u.username)).token;
    await k.applied(a!.username, p);
    await k.applied(b!.username, p);
    const f = await k.uploaded(a!.username, 'visiting');
    const lists = Object.fromEntries(['cardNoFile', 'summaryFile', 'managementFile', 'insurancePolicyFile', 'homeworkFile', 'visitFormFile'].map((c) => [c, JSON.stringify([f])]));
    await k.okData(k.saveFiles(a!.username, { planId: plan, passportNo: 'E1234567', ...lists }));
    const rows = await k.okData<AdminApplicant[]>(staff('GET', `/applicants?planId=${plan}`));
    expect(rows.map((r) => [r.rankNumber, r.selectStatus, r.isComplete])).toEqual([[1, 1, true], [2, 2, false]]);
    expect(rows[0]!.files).toHaveLength(6);
    const download = await t.app.inject({ method: 'GET', url: rows[0]!.files[0]!.fileUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    const { fileUrl } = await k.okData<{ fileUrl: string }>(staff('POST', '/export', { planId: plan }));
    const res = await t.app.inject({ method: 'GET', url: fileUrl });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(String(sheet.getRow(2).getCell(9).value)).toContain('Yes');
  });
});
