import { eq } from 'drizzle-orm';
import type { AssignmentRow, AssignOptions } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { surveyAssignments, surveys } from '../surveys/surveys.tables.ts';
import { selectionKit } from './selection-test-kit.ts';

/** The nominated-mentor surveys' 'selection rounds' are selection's mentor rounds (issue 14). */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['surveyadmin', 'mba01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = selectionKit(() => t, tokens);

describe('nominated-mentor surveys and selection rounds', () => {
  it('the demo surveys belong to mba01\'s open mbaxy round', async () => {
    const options = await k.okData<AssignOptions>(k.call('surveyadmin', 'GET', '/api/SurveyAdmin/AssignOptions'));
    const open = options.mentorRounds.find((r) => r.pageType === 'mbaxy')!;
    const [mentor] = await t.db.select().from(surveys).where(eq(surveys.kind, 'mentor'));
    const rows = await t.db.select().from(surveyAssignments).where(eq(surveyAssignments.surveyId, mentor!.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.businessValue2 === String(open.id))).toBe(true);
  });

  it('a new assignment names a round by id; an unknown round is refused (91056)', async () => {
    const options = await k.okData<AssignOptions>(k.call('surveyadmin', 'GET', '/api/SurveyAdmin/AssignOptions'));
    const round = options.mentorRounds[0]!;
    const [mentor] = await t.db.select().from(surveys).where(eq(surveys.kind, 'mentor'));
    const body = { target: { by: 'cohort', pageType: 'mba' }, beginTime: k.at(-1), endTime: k.at(48), mentorName: '赵文博', position: '董事总经理' };
    await k.refused(k.call('surveyadmin', 'POST', `/api/SurveyAdmin/Survey/${mentor!.id}/Assignments`, { ...body, selectionRoundId: 999999 }), '91056');
    const [made] = await k.okData<AssignmentRow[]>(k.call('surveyadmin', 'POST', `/api/SurveyAdmin/Survey/${mentor!.id}/Assignments`, { ...body, selectionRoundId: round.id, round: 'ignored' }));
    expect(made!.businessValue2).toBe(String(round.id));
  });
});
