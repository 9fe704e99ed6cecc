import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formToAnswers, type AdminSurveyDetail, type AssignmentRow, type FormValues, type SurveyDefinitionInput, type SurveyResults } from '@portal/contracts';
import { studentNumbersOf } from '../../test/demo-students.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { surveyKit } from './survey-test-kit.ts';
import { surveyAssignments } from './surveys.tables.ts';

/**
 * Faculty results are released per assignment once its window has closed and it has five answers
 * (module README, 'Anonymity'). Each test is one way a teacher could try to read one student's
 * answers by subtracting two views; none may show that student's answer below five.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const students = Array.from({ length: 16 }, (_, i) => `mba${i + 10}`);
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['surveyadmin', 'teacher01', ...students]) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = surveyKit(() => t, tokens);

const day = 24 * 3600 * 1000;
const definition: SurveyDefinitionInput = {
  name: '差分测试评估', nameEn: 'Differencing evaluation', kind: 'faculty',
  questions: [
    { questionID: 'q1', type: 'SINGLE_CHOICE', require: true, body: '总体评价', options: ['1', '2', '3', '4', '5'].map((v) => ({ value: v, text: v })) },
    { questionID: 'q2', type: 'NUMBER', require: true, body: '分数', minValue: 0, maxValue: 100 },
    { questionID: 'q3', type: 'TEXT', body: '意见' },
  ],
};
/** The one answer the tests try to read: nobody else chooses 1 or scores 99. */
const victim = 'mba25';
const secret: FormValues = { q1: { choice: ['1'] }, q2: { text: '99' }, q3: { text: '只有我会这样写' } };
const usual = (choice: string, score: string): FormValues => ({ q1: { choice: [choice] }, q2: { text: score } });

let surveyId = 0;
let questions: AdminSurveyDetail['questions'] = [];
const ids: Record<'A' | 'B' | 'C' | 'D', number> = { A: 0, B: 0, C: 0, D: 0 };

const assign = async (course: string, who: string[]) => {
  const rows = await k.okData<AssignmentRow[]>(k.call('surveyadmin', 'POST', `/api/SurveyAdmin/Survey/${surveyId}/Assignments`, {
    target: { by: 'students', studentNumbers: await studentNumbersOf(t, who) }, beginTime: new Date(Date.now() - day).toISOString(), endTime: new Date(Date.now() + day).toISOString(),
    teacherIds: [await k.userId('teacher01')], courseNameCN: course,
  }));
  return rows[0]!.id;
};
const answer = (who: string, assignmentId: number, values: FormValues) => k.call(who, 'POST', '/api/FacultySurvey/SaveFacultSurvey', {
  surveyID: surveyId, isSubmit: true, businessType: '0', businessValue: String(assignmentId), extendedQuestionResults: formToAnswers(questions, values, surveyId),
});
/** Time passes: the window of the assignment ends a second ago. */
const close = (assignmentId: number) => t.db.update(surveyAssignments).set({ beginTime: new Date(Date.now() - 2 * day), endTime: new Date(Date.now() - 1000) }).where(eq(surveyAssignments.id, assignmentId));
const results = (who: string, assignmentId?: number, extra = '') => k.okData<SurveyResults>(k.call(who, 'GET', `/api/SurveyAdmin/Survey/${surveyId}/Results?${assignmentId ? `assignmentId=${assignmentId}` : ''}${extra}`));
const counts = (r: SurveyResults) => r.questions[0]?.options.map((o) => o.count) ?? [0, 0, 0, 0, 0];
const minus = (a: number[], b: number[]) => a.map((x, i) => x - (b[i] ?? 0));
// Free answers follow the release rule too: the victim's words never show below five.
const secretShown = (r: SurveyResults) => counts(r)[0]! > 0 || r.questions[1]?.max === 99 || Boolean(r.questions[2]?.texts.includes('只有我会这样写'));

beforeAll(async () => {
  surveyId = (await k.okData<{ id: number }>(k.call('surveyadmin', 'POST', '/api/SurveyAdmin/Survey', definition))).id;
  questions = (await k.okData<AdminSurveyDetail>(k.call('surveyadmin', 'GET', `/api/SurveyAdmin/Survey/${surveyId}`))).questions;
  // A: six answers, closed. B: five, closed. C: five answers of six, open. D: four answers of five, open.
  ids.A = await assign('课程甲', students.slice(0, 6));
  ids.B = await assign('课程乙', students.slice(6, 11));
  ids.C = await assign('课程丙', [...students.slice(0, 5), victim]);
  ids.D = await assign('课程丁', [...students.slice(11, 15), victim]);
  for (const s of students.slice(0, 6)) await k.okData(answer(s, ids.A, usual('5', '50')));
  for (const s of students.slice(6, 11)) await k.okData(answer(s, ids.B, usual('4', '60')));
  for (const s of students.slice(0, 5)) await k.okData(answer(s, ids.C, usual('4', '60')));
  for (const s of students.slice(11, 15)) await k.okData(answer(s, ids.D, usual('5', '50')));
  await close(ids.A);
  await close(ids.B);
});

describe('faculty results cannot be differenced', () => {
  it('aggregates whole released assignments only, so all minus one assignment is another released one', async () => {
    for (const who of ['surveyadmin', 'teacher01']) {
      const all = await results(who);
      expect(all).toMatchObject({ submitted: 20, aggregated: 11, withheld: 2, hidden: false });
      const a = await results(who, ids.A);
      const b = await results(who, ids.B);
      expect(a).toMatchObject({ aggregated: 6, withheld: 0 });
      expect(minus(counts(all), counts(a))).toEqual(counts(b));
      expect(counts(b)).toEqual([0, 0, 0, 5, 0]);
    }
    // Five answers, but the window is open: nothing yet.
    expect(await results('teacher01', ids.C)).toMatchObject({ submitted: 5, aggregated: 0, withheld: 1, hidden: true, questions: [] });
  });

  it('shows the same figures before and after one more answer, and takes none once the window has closed', async () => {
    const before = await results('teacher01');
    await k.okData(answer(victim, ids.C, secret));
    const after = await results('teacher01');
    expect(after.submitted).toBe(before.submitted + 1);
    expect(after.questions).toEqual(before.questions);
    expect(secretShown(after)).toBe(false);
    expect(await results('teacher01', ids.C)).toMatchObject({ hidden: true, questions: [] });

    // D closes with four answers: the victim can no longer add a fifth, and D stays withheld.
    await close(ids.D);
    await k.refused(answer(victim, ids.D, secret), '91021');
    const d = await results('surveyadmin', ids.D);
    expect(d).toMatchObject({ submitted: 4, aggregated: 0, hidden: true, questions: [] });
    expect(await results('teacher01')).toEqual(after);
  });

  it('releases an assignment only whole, with its five answers or more', async () => {
    await close(ids.C);
    const c = await results('teacher01', ids.C);
    expect(c).toMatchObject({ submitted: 6, aggregated: 6, hidden: false });
    expect(counts(c)).toEqual([1, 0, 0, 5, 0]);
    expect(c.questions[2]!.texts).toEqual(['只有我会这样写']);
    const all = await results('teacher01');
    expect(all).toMatchObject({ aggregated: 17, withheld: 1 });
    expect(minus(minus(counts(all), counts(await results('teacher01', ids.A))), counts(await results('teacher01', ids.B)))).toEqual(counts(c));
  });

  it('ignores any filter that would narrow a released assignment below five', async () => {
    const whole = await results('teacher01', ids.A);
    const narrowed = [`&studentNumber=${(await studentNumbersOf(t, ['mba10']))[0]}`, '&userId=1', '&className=x', '&submittedBefore=2000-01-01T00:00:00Z', '&conModels=%5B%5D', '&assignmentIds=0'];
    for (const extra of narrowed) expect(await results('teacher01', ids.A, extra)).toEqual(whole);
    const res = await k.call('teacher01', 'GET', `/api/SurveyAdmin/Survey/${surveyId}/Results?assignmentId=${ids.A}&assignmentId=${ids.D}`);
    expect(res.json().data?.aggregated ?? 0).not.toBe(4);
  });

  it('exports the same released aggregates, and nothing for an assignment below five', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const read = async (assignmentId: number) => {
      const file = await k.okData<{ fileUrl: string }>(k.call('teacher01', 'POST', `/api/SurveyAdmin/Survey/${surveyId}/Export?assignmentId=${assignmentId}`));
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Uint8Array.from((await t.app.inject({ method: 'GET', url: file.fileUrl })).rawPayload).buffer);
      return book;
    };
    const d = await read(ids.D);
    expect(d.worksheets.map((w) => w.name)).toEqual(['汇总 Summary']);
    expect(d.getWorksheet('汇总 Summary')!.rowCount).toBe(3);
    expect((await read(ids.A)).getWorksheet('汇总 Summary')!.rowCount).toBeGreaterThan(3);
  });
});
