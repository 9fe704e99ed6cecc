import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityAdminRow, FileRecord, Page, RegistrantRow } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { activitiesKit } from './activities-test-kit.ts';
import { careerActivities } from './activities.tables.ts';
import { REGISTRANT_HEADERS } from './activity-export.ts';

/** The career office's console: activities, registrants, check-in, export (README 'Activities', 'Console'). */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'mba02', 'emba01', 'careeradmin', 'admin', 'eduadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = activitiesKit(() => t, tokens);
const base = '/api/career-admin/activities';

describe('activity console', () => {
  it('is the career office\'s (and an administrator\'s): students and other staff get 403 on every staff call', async () => {
    const id = await k.makeActivity();
    for (const who of ['mba01', 'eduadmin']) {
      await k.forbidden(k.call(who, 'POST', `${base}/list`, {}));
      await k.forbidden(k.call(who, 'POST', base, k.input()));
      await k.forbidden(k.call(who, 'PUT', `${base}/${id}`, k.input()));
      await k.forbidden(k.call(who, 'DELETE', `${base}/${id}`));
      await k.forbidden(k.call(who, 'POST', `${base}/${id}/registrants`, {}));
      await k.forbidden(k.call(who, 'GET', `${base}/${id}/export`));
    }
    await k.okData(k.call('admin', 'POST', `${base}/list`, {}));
  });

  it('creates an activity with several times, eligibility and sanitised rich text; lists and reads it back', async () => {
    const h = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();
    const id = await k.makeActivity({
      name: '多时段活动', nameEn: 'Multi-time activity', vdActiveTimes: [{ beginTime: h(100), endTime: h(102) }, { beginTime: h(80), endTime: h(82) }],
      studentTypeIds: [3, 4], entranceYears: [2024, 2025], introduce: '<p>ok<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    const row = await k.okData<ActivityAdminRow>(k.call('careeradmin', 'GET', `${base}/${id}`));
    expect(row.vdActiveTimes).toHaveLength(2);
    expect(new Date(row.vdActiveTimes[0]!.beginTime).getTime()).toBeLessThan(new Date(row.vdActiveTimes[1]!.beginTime).getTime());
    expect(row).toMatchObject({ studentTypeIds: [3, 4], inSchoolYear: '2024@2025', studentTypeDesEN: 'MBA, EMBA', activityTypeDesEN: 'Info session' });
    expect(row.introduce).not.toMatch(/script|javascript:/);
    const [stored] = await t.db.select({ introduce: careerActivities.introduce }).from(careerActivities).where(eq(careerActivities.id, id));
    expect(stored!.introduce).not.toMatch(/script|javascript:/);
    const list = await k.okData<Page<ActivityAdminRow>>(k.call('careeradmin', 'POST', `${base}/list`, { queryText: 'Multi-time activity' }));
    expect(list.data.map((r) => r.id)).toContain(id);
  });

  it('refuses inconsistent input with its code and changes nothing', async () => {
    const h = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();
    await k.refused(k.call('careeradmin', 'POST', base, k.input({ vdActiveTimes: [{ beginTime: h(50), endTime: h(49) }] })), '3360');
    await k.refused(k.call('careeradmin', 'POST', base, k.input({ signupBeginTime: h(10), signupEndTime: h(5) })), '3361');
    await k.refused(k.call('careeradmin', 'POST', base, k.input({ signupEndTime: h(80) })), '3362');
    await k.refused(k.call('careeradmin', 'POST', base, k.input({ activityTypeKey: 'nope' })), '3365');
    await k.refused(k.call('careeradmin', 'POST', base, k.input({ surveyID: 999_999 })), '3364');
    const id = await k.makeActivity();
    await k.okData(k.signUp('mba01', id, await k.userId('mba01')));
    await k.refused(k.call('careeradmin', 'DELETE', `${base}/${id}`), '3366');
    const empty = await k.makeActivity();
    await k.okData(k.call('careeradmin', 'DELETE', `${base}/${empty}`));
  });

  it('checks registrants in (attended / no-show) from the start, for places only, and exports them as a real xlsx', async () => {
    const id = await k.makeActivity({ personNum: 2, nameEn: 'Export activity' });
    await k.okData(k.signUp('mba01', id, await k.userId('mba01')));
    await k.okData(k.signUp('mba02', id, await k.userId('mba02')));
    await k.okData(k.signUp('emba01', id, await k.userId('emba01'), true));
    const regs = await k.okData<Page<RegistrantRow>>(k.call('careeradmin', 'POST', `${base}/${id}/registrants`, {}));
    expect(regs.data.map((r) => r.status)).toEqual([1, 1, 3]);
    const [a, b, waiting] = regs.data as [RegistrantRow, RegistrantRow, RegistrantRow];
    await k.refused(k.call('careeradmin', 'PUT', `/api/career-admin/registrants/${a.id}/attendance`, { attendance: 1 }), '3368');
    await k.dateActivity(id, { signup: [-10, -5], time: [-1, 2] });
    await k.okData(k.call('careeradmin', 'PUT', `/api/career-admin/registrants/${a.id}/attendance`, { attendance: 1 }));
    await k.okData(k.call('careeradmin', 'PUT', `/api/career-admin/registrants/${b.id}/attendance`, { attendance: 2 }));
    await k.refused(k.call('careeradmin', 'PUT', `/api/career-admin/registrants/${waiting.id}/attendance`, { attendance: 1 }), '3367');
    await k.forbidden(k.call('mba01', 'PUT', `/api/career-admin/registrants/${a.id}/attendance`, { attendance: 1 }));

    const file = await k.okData<FileRecord>(k.call('careeradmin', 'GET', `${base}/${id}/export`, undefined, 'en-US'));
    expect(file.fileUrl).toMatch(/^\/files\/.+\.xlsx\?/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await t.app.inject({ method: 'GET', url: file.fileUrl })).rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Export activity');
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(REGISTRANT_HEADERS);
    expect(sheet.rowCount).toBe(5);
    const checkIns = [3, 4, 5].map((r) => String(sheet.getRow(r).getCell(7).value));
    expect(checkIns).toEqual(['已出席 Attended', '缺席 No-show', '-']);
    expect(String(sheet.getRow(5).getCell(5).value)).toBe('未获名额 Failed');
  });

  it('keeps one survey-engine assignment per activity: moved with it, dropped when unlinked or deleted', async () => {
    const options = await k.okData<{ surveys: { id: number; nameEn: string }[] }>(k.call('careeradmin', 'GET', `${base}/options`));
    const survey = options.surveys.find((s) => s.nameEn === 'Career activity registration survey')!;
    const exists = async (id: number | null) =>
      id !== null && (await t.db.execute(sql`select 1 from survey_assignments where id = ${id}`) as unknown as { rows: unknown[] }).rows.length === 1;
    const assignmentOf = async (id: number) => (await k.okData<ActivityAdminRow>(k.call('careeradmin', 'GET', `${base}/${id}`))).surveyAssignmentId;
    const id = await k.makeActivity({ surveyID: survey.id });
    const first = await assignmentOf(id);
    expect(await exists(first)).toBe(true);
    await k.okData(k.call('careeradmin', 'PUT', `${base}/${id}`, k.input({ surveyID: survey.id, nameEn: 'Renamed' })));
    expect(await assignmentOf(id)).toBe(first);
    await k.okData(k.call('careeradmin', 'PUT', `${base}/${id}`, k.input({ surveyID: null })));
    expect(await assignmentOf(id)).toBeNull();
    expect(await exists(first)).toBe(false);
    await k.okData(k.call('careeradmin', 'PUT', `${base}/${id}`, k.input({ surveyID: survey.id })));
    const second = await assignmentOf(id);
    expect(await exists(second)).toBe(true);
    await k.okData(k.call('careeradmin', 'DELETE', `${base}/${id}`));
    expect(await exists(second)).toBe(false);
  });

  it('offers the ActivityType dictionary, the activity surveys and the entrance years (this year back 7)', async () => {
    const o = await k.okData<{ activityTypes: unknown[]; surveys: { nameEn: string }[]; entranceYears: number[] }>(k.call('careeradmin', 'GET', `${base}/options`));
    expect(o.activityTypes).toHaveLength(10);
    expect(o.surveys.map((s) => s.nameEn)).toContain('Career activity registration survey');
    expect(o.entranceYears).toHaveLength(8);
  });
});
