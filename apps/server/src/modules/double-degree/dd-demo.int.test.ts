import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DdDetail, DdEnabled, DdInterviewOption, DdMyApplication, DdProgramRow } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { ddKit } from './dd-test-kit.ts';

/** The demo (issue 15 'Demo data'): mba01 can apply now and book an interview in an earlier application; reviewer01 reads it. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'reviewer01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = ddKit(() => t, tokens);

describe('the double-degree demo', () => {
  it('offers mba01 an open round with programmes to apply to', async () => {
    const enabled = await k.okData<DdEnabled>(k.call('mba01', 'GET', '/api/DDApplyManage/GetEnableDDApplyManageAndAgreement'));
    expect(enabled.ddApplyManage!.isOpen).toBe(true);
    const rows = await k.okData<DdProgramRow[]>(k.call('mba01', 'GET', '/api/DDApplyManage/GetEnableDDApplyManageProjectForStudent'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.singupResult === 0 && r.ddSingupStudentId === null)).toBe(true);
  });

  it('has mba01 waiting to book an interview (status 3) with two free future slots and a used one', async () => {
    const cards = await k.okData<DdMyApplication[]>(k.call('mba01', 'GET', '/api/DDSingupStudent/QueryStudentSignupList'));
    const app = cards.flatMap((c) => c.signupStudentInfoList).find((s) => s.interviewStatus === 3)!;
    expect(app).toBeTruthy();
    const [day] = await k.okData<DdInterviewOption[]>(k.call('mba01', 'GET', `/api/DDInterviewManage/QueryDDInterviewByDDSingupStudentIdForStudent?DDSingupStudentId=${app.id}`));
    const free = day!.ddInterviewTimeList.filter((s) => !s.isUsed && new Date(s.interviewStartTime) > new Date());
    expect(free.length).toBeGreaterThanOrEqual(2);
    expect(day!.ddInterviewTimeList.some((s) => s.isUsed)).toBe(true);
    const d = await k.okData<DdDetail>(k.call('reviewer01', 'GET', `/api/DDSingupStudent/QueryDDSingupStudentDetail?DDSingupStudentId=${app.id}`));
    expect(d.ddEducationalBakgroundList.length).toBeGreaterThan(0);
  });
});
