import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formToAnswers, type AdminSurveyDetail, type AssignmentRow, type SurveyDefinitionInput, type SurveyResults } from '@portal/contracts';
import { studentNumbersOf } from '../../test/demo-students.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { surveyKit } from './survey-test-kit.ts';
import { findAssignment, findSurvey, isOpenNow, saveResponse } from './surveys.repo.ts';
import { surveyAssignments } from './surveys.tables.ts';

/**
 * An answer being saved while staff remove its assignment, or while the window closes and the
 * results are released. The save is held open inside a transaction taking the locks the real save
 * takes (SurveysService.save); the other side must wait for it. Only PostgreSQL runs the two
 * really side by side (PGlite has one connection), so that is where these tests bite.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const students = ['mba10', 'mba11', 'mba12', 'mba13', 'mba14', 'mba15'];
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['surveyadmin', 'teacher01', ...students]) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = surveyKit(() => t, tokens);

const day = 24 * 3600 * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const definition = (kind: 'faculty' | 'graduate'): SurveyDefinitionInput => ({
  name: `并发测试 ${kind}`, kind, questions: [{ questionID: 'q1', type: 'SINGLE_CHOICE', require: true, body: '评价', options: ['1', '2', '3'].map((v) => ({ value: v, text: v })) }],
});
const setUp = async (kind: 'faculty' | 'graduate', who: string[]) => {
  const { id } = await k.okData<{ id: number }>(k.call('surveyadmin', 'POST', '/api/SurveyAdmin/Survey', definition(kind)));
  const [a] = await k.okData<AssignmentRow[]>(k.call('surveyadmin', 'POST', `/api/SurveyAdmin/Survey/${id}/Assignments`, {
    target: { by: 'students', studentNumbers: await studentNumbersOf(t, who) }, beginTime: new Date(Date.now() - day).toISOString(),
    endTime: new Date(Date.now() + day).toISOString(), title: '并发', teacherIds: kind === 'faculty' ? [await k.userId('teacher01')] : [],
  }));
  const questions = (await k.okData<AdminSurveyDetail>(k.call('surveyadmin', 'GET', `/api/SurveyAdmin/Survey/${id}`))).questions;
  return { surveyId: id, assignmentId: a!.id, answers: (v: string) => formToAnswers(questions, { q1: { choice: [v] } }, id) };
};

/** A save held open after writing its response, until `release` is called. */
async function heldSave(surveyId: number, assignmentId: number, username: string, answers: ReturnType<typeof formToAnswers>, submit: boolean) {
  const userId = await k.userId(username);
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  let written!: () => void;
  const ready = new Promise<void>((r) => { written = r; });
  const done = t.db.transaction(async (tx) => {
    await findSurvey(tx, surveyId, 'share');
    await findAssignment(tx, assignmentId, 'share');
    expect(await isOpenNow(tx, assignmentId)).toBe(true);
    await saveResponse(tx, { assignmentId, userId, surveyId, answers, submit });
    written();
    await gate;
  });
  await Promise.race([ready, sleep(2000)]);
  return { release, done };
}

describe('answers saved concurrently', () => {
  it('refuses to remove an assignment while an answer to it is being saved (91036)', async () => {
    const s = await setUp('graduate', ['mba10']);
    const save = await heldSave(s.surveyId, s.assignmentId, 'mba10', s.answers('1'), false);
    const removal = k.call('surveyadmin', 'DELETE', `/api/SurveyAdmin/Assignment/${s.assignmentId}`);
    await sleep(300);
    save.release();
    await save.done;
    await k.refused(removal, '91036');
    expect(await findAssignment(t.db, s.assignmentId)).toBeDefined();
  });

  it('releases faculty results only after an answer saved as the window closed, so no later view differs', async () => {
    const s = await setUp('faculty', students);
    for (const u of students.slice(0, 5)) {
      await k.okData(k.call(u, 'POST', '/api/FacultySurvey/SaveFacultSurvey', { surveyID: s.surveyId, isSubmit: true, businessType: '0', businessValue: String(s.assignmentId), extendedQuestionResults: s.answers('2') }));
    }
    await t.db.update(surveyAssignments).set({ endTime: sql`clock_timestamp() + interval '1500 milliseconds'` }).where(eq(surveyAssignments.id, s.assignmentId));
    const save = await heldSave(s.surveyId, s.assignmentId, students[5]!, s.answers('3'), true);
    await sleep(1800);
    const url = `/api/SurveyAdmin/Survey/${s.surveyId}/Results?assignmentId=${s.assignmentId}`;
    const first = k.okData<SurveyResults>(k.call('teacher01', 'GET', url));
    await sleep(300);
    save.release();
    await save.done;
    const [during, after] = [await first, await k.okData<SurveyResults>(k.call('teacher01', 'GET', url))];
    expect(during).toEqual(after);
    expect(after).toMatchObject({ submitted: 6, aggregated: 6, hidden: false });
    // And nothing after the release.
    const late = await k.call(students[5]!, 'POST', '/api/FacultySurvey/SaveFacultSurvey', { surveyID: s.surveyId, isSubmit: true, businessType: '0', businessValue: String(s.assignmentId), extendedQuestionResults: s.answers('3') });
    expect(late.json().message).toMatch(/^9102[01]$/);
  });
});
