import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DdAdminApplicant, DdAdminInterviewDay, DdAdminManage, DdEnabled, DdMyApplication } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { ddKit } from './dd-test-kit.ts';

/** The office's console (role mobility.admin) under /api/double-degree/admin. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  const [a] = await freshStudents(t.db, 1);
  tokens.a = (await t.login(a!.username)).token;
  for (const u of ['mobilityadmin', 'careeradmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = ddKit(() => t, tokens);
const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => k.call('mobilityadmin', method, `/api/double-degree/admin${url}`, body);
const iso = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const manage = (over: object = {}) => ({
  simpleName: '2027 双学位', singupStartTime: iso(-1), singupEndTime: iso(48), notice: '<p onclick="x()">须知<script>alert(1)</script></p>',
  agreementTitle: '声明', agreementContent: '<p>同意<img src=x onerror=alert(1)></p>', agreementHint: '请勾选', maxChooseProjectCount: 2, isEnable: true, ...over,
});

describe('rounds and programmes', () => {
  it('saves a round with its notice and agreement sanitised; students see it as the enabled round', async () => {
    const { id } = await k.okData<{ id: number }>(staff('POST', '/manages', manage()));
    const enabled = await k.okData<DdEnabled>(k.call('a', 'GET', '/api/DDApplyManage/GetEnableDDApplyManageAndAgreement'));
    expect(enabled.ddApplyManage).toMatchObject({ id, maxChooseProjectCount: 2, isOpen: true });
    expect(enabled.ddApplyManage!.notice).not.toMatch(/script|onclick/);
    expect(enabled.ddApplyAgreement!.content).not.toMatch(/onerror/);
    await k.refused(staff('PUT', `/manages/${id}`, manage({ singupEndTime: iso(-2) })), '97117');
    await k.okData(staff('PUT', `/manages/${id}`, manage({ maxChooseProjectCount: 3 })));
    expect((await k.okData<DdAdminManage[]>(staff('GET', '/manages'))).find((m) => m.id === id)!.maxChooseProjectCount).toBe(3);

    const p = await k.okData<{ id: number }>(staff('POST', '/projects', { ddApplyManageId: id, name: 'HEC 双学位', year: '2027' }));
    expect(await k.okData<unknown[]>(staff('GET', `/projects?ddApplyManageId=${id}`))).toHaveLength(1);
    await k.start('a', { manageId: id, projectId: p.id });
    await k.refused(staff('DELETE', `/projects/${p.id}`), '97116');
    const spare = await k.okData<{ id: number }>(staff('POST', '/projects', { ddApplyManageId: id, name: 'Spare', year: '2027' }));
    await k.okData(staff('DELETE', `/projects/${spare.id}`));
  });

  it('is for mobility.admin only', async () => {
    await k.forbidden(k.call('a', 'GET', '/api/double-degree/admin/manages'));
    await k.forbidden(k.call('careeradmin', 'POST', '/api/double-degree/admin/manages', manage()));
  });
});

describe('results, interview days and the export', () => {
  it('gives results to submitted applications, opens interviews, and exports applicants with their PDFs', async () => {
    const r = await k.makeRound();
    const draft = await k.start('a', { manageId: r.manageId, projectId: await k.addProgramme(r.manageId) });
    await k.refused(staff('PUT', `/applicants/${draft}/results`, { gsmResult: 1, partnerResult: 0, lastResult: 0 }), '97113');
    const id = await k.submitted('a', r);
    await k.okData(staff('PUT', `/applicants/${id}/results`, { gsmResult: 1, partnerResult: 0, lastResult: 0 }));
    await k.refused(staff('PUT', `/applicants/${id}/results`, { gsmResult: 3, partnerResult: 0, lastResult: 0 }), '90003');

    const [d] = await k.rows<{ day: string }>(sql`select ((now() at time zone 'Asia/Shanghai')::date + 3)::text as day`);
    const at = (h: number, m: number) => new Date(`${d!.day}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00+08:00`).toISOString();
    const day = { ddProjectId: r.projectId, day: d!.day, addresses: ['A301', '线上'], slots: [{ startTime: at(9, 0), endTime: at(9, 30) }, { startTime: at(9, 30), endTime: at(10, 0) }] };
    await k.refused(staff('POST', '/interview-days', { ...day, slots: [{ startTime: at(9, 30), endTime: at(9, 0) }] }), '97115');
    await k.refused(staff('POST', '/interview-days', { ...day, slots: [{ startTime: at(23, 30), endTime: new Date(new Date(at(23, 30)).getTime() + 3_600_000).toISOString() }] }), '97115');
    const { id: dayId } = await k.okData<{ id: number }>(staff('POST', '/interview-days', day));
    const [created] = await k.okData<DdAdminInterviewDay[]>(staff('GET', `/interview-days?ddProjectId=${r.projectId}`));
    expect(created!.slots).toHaveLength(2);

    const cards = await k.okData<DdMyApplication[]>(k.call('a', 'GET', '/api/DDSingupStudent/QueryStudentSignupList'));
    expect(cards.flatMap((c) => c.signupStudentInfoList).find((s) => s.id === id)).toMatchObject({ interviewStatus: 3, gsmResult: 1 });
    await k.okData(k.book('a', id, created!.slots[0]!.id, created!.addresses[0]!.id));
    await k.refused(staff('DELETE', `/interview-days/${dayId}`), '97114');
    await k.refused(staff('DELETE', '/interview-days/2147483000'), '97119');
    const [booked] = await k.okData<DdAdminInterviewDay[]>(staff('GET', `/interview-days?ddProjectId=${r.projectId}`));
    expect(booked!.slots[0]!.bookedBy).toMatchObject({ ddSingupStudentId: id, adress: 'A301' });

    const applicants = await k.okData<DdAdminApplicant[]>(staff('GET', `/applicants?ddApplyManageId=${r.manageId}`));
    expect(applicants).toHaveLength(1);
    expect(applicants[0]).toMatchObject({ id, interviewStatus: 2, ddInterviewAdress: 'A301' });
    expect(applicants[0]!.pdfFileUrl).toMatch(/^\/files\//);

    const file = await k.okData<{ fileName: string; fileUrl: string }>(staff('POST', '/export', { ddApplyManageId: r.manageId }));
    expect(file.fileName).toMatch(/\.zip$/);
    const zip = await t.app.inject({ method: 'GET', url: file.fileUrl });
    expect(zip.statusCode).toBe(200);
    const names = zip.rawPayload.toString('latin1');
    expect(names).toContain('applicants.xlsx');
    expect(names).toMatch(/pdf\/T\w+-\d+\.pdf/);
  });
});
