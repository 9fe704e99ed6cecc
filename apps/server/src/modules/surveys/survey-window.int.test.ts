import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FacultySurveyRow, Page, SurveyView } from '@portal/contracts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { databaseFollowsNodeClock, pinNodeClock, releaseNodeClock } from '../../test/clocks.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { surveyKit } from './survey-test-kit.ts';
import { surveyAssignments } from './surveys.tables.ts';

/** A survey's window by the rule of docs/time.md: begin inclusive, end exclusive, on the database clock. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  tokens.mba01 = (await t.login('mba01')).token;
});
afterAll(async () => { await t.close(); });
afterEach(() => { releaseNodeClock(); });
const k = surveyKit(() => t, tokens);
const HOUR = 3600_000;

type Assignment = Awaited<ReturnType<typeof k.assignment>>;
const setWindow = (a: Assignment, begin: Date, end: Date) =>
  t.db.update(surveyAssignments).set({ beginTime: begin, endTime: end }).where(eq(surveyAssignments.id, a.id));
const view = (a: Assignment) =>
  k.okData<SurveyView>(k.call('mba01', 'GET', `/api/FacultySurvey/GetSurveyByID/${a.surveyId}?businessValue=${a.id}&businessValue2=&businessType=${a.businessType}`));
const listed = async (a: Assignment) =>
  (await k.okData<Page<FacultySurveyRow>>(k.call('mba01', 'POST', '/api/FacultySurvey/GetFacultyPageList', { pageNo: 0, businessType: 0, queryText: a.courseNameCn })))
    .data.find((r) => r.businessValue === String(a.id))!;
const saveDraft = (a: Assignment) => k.call('mba01', 'POST', '/api/FacultySurvey/SaveFacultSurvey', {
  surveyID: a.surveyId, isSubmit: false, basicQuestionResults: [], extendedQuestionResults: [],
  businessType: a.businessType, businessValue: String(a.id), businessValue2: '',
});

describe.runIf(databaseFollowsNodeClock)('a survey window at its boundary instants', () => {
  it('is open at its begin instant', async () => {
    const a = await k.assignment('管理经济学');
    const at = await dbNow(t.db);
    pinNodeClock(at);
    await setWindow(a, at, new Date(at.getTime() + HOUR));
    expect(await dbNow(t.db)).toEqual(at);
    expect((await view(a)).canAnswer).toBe(true);
    expect((await listed(a)).isOpen).toBe(true);
    await k.okData(saveDraft(a));
  });

  it('is closed at its end instant', async () => {
    const a = await k.assignment('管理经济学');
    const at = await dbNow(t.db);
    pinNodeClock(at);
    await setWindow(a, new Date(at.getTime() - HOUR), at);
    expect((await view(a)).canAnswer).toBe(false);
    expect((await listed(a)).isOpen).toBe(false);
    await k.refused(saveDraft(a), '91021');
  });
});

describe.skipIf(databaseFollowsNodeClock)('a survey window on the database clock', () => {
  it('opens by the database clock when Node\'s clock is a year behind', async () => {
    const a = await k.assignment('管理经济学');
    const now = await dbNow(t.db);
    await setWindow(a, new Date(now.getTime() - HOUR), new Date(now.getTime() + HOUR));
    pinNodeClock(new Date(now.getTime() - 365 * 24 * HOUR));
    expect((await view(a)).canAnswer).toBe(true);
    expect((await listed(a)).isOpen).toBe(true);
    await k.okData(saveDraft(a));
  });

  it('stays closed by the database clock when Node\'s clock is inside the window', async () => {
    const a = await k.assignment('管理经济学');
    const yearAgo = new Date((await dbNow(t.db)).getTime() - 365 * 24 * HOUR);
    await setWindow(a, new Date(yearAgo.getTime() - HOUR), new Date(yearAgo.getTime() + HOUR));
    pinNodeClock(yearAgo);
    expect((await view(a)).canAnswer).toBe(false);
    expect((await listed(a)).isOpen).toBe(false);
    await k.refused(saveDraft(a), '91021');
  });
});
