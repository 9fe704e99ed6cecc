import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formToAnswers, type FacultySurveyRow, type FormValues, type GraduateSurveyRow, type MentorSurveyRow, type Page, type ResultDetail, type SurveyView } from '@portal/contracts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { roundsForSurveys } from '../selection/index.ts';
import { surveyKit } from './survey-test-kit.ts';
import { surveyAssignments, surveyResponses } from './surveys.tables.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'grad01', 'emba01', 'surveyadmin', 'teacher01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = surveyKit(() => t, tokens);

const faculty = (who: string, body: Record<string, unknown> = {}) => k.okData<Page<FacultySurveyRow>>(k.call(who, 'POST', '/api/FacultySurvey/GetFacultyPageList', { pageNo: 0, businessType: 0, ...body }));
const view = (who: string, a: { id: number; surveyId: number; businessType: string }, businessType = a.businessType) =>
  k.call(who, 'GET', `/api/FacultySurvey/GetSurveyByID/${a.surveyId}?businessValue=${a.id}&businessValue2=&businessType=${encodeURIComponent(businessType)}`);
const save = (who: string, a: { id: number; surveyId: number; businessType: string }, values: FormValues, isSubmit: boolean, survey: SurveyView) =>
  k.call(who, 'POST', '/api/FacultySurvey/SaveFacultSurvey', {
    surveyID: a.surveyId, isSubmit, basicQuestionResults: [], extendedQuestionResults: formToAnswers(survey.extendedQuestions, values, a.surveyId),
    businessType: a.businessType, businessValue: String(a.id), businessValue2: '',
  });

/** A complete answer to the extended evaluation (all twelve types). */
const complete: FormValues = {
  x1: { choice: ['2'] }, x2: { text: '节奏太快' }, x3: { rows: { x3r1: '4', x3r2: '5', x3r3: '1' } }, x4: { choice: ['other'], remarks: { other: '出差' } },
  x5: { choice: ['cases', 'other'], remarks: { other: '读书会' } }, x6: { choice: ['feedback', 'cases'] }, x7: { text: '5.5' }, x8: { text: '2025-12-20' },
  x9: { text: '21:30' }, x10: { choice: ['true'] }, x11: { items: { x11a: { choice: ['yes'] }, x11b: { text: '9' } } }, x12: { choice: ['no'] },
};

describe('GetFacultyPageList', () => {
  it('lists the faculty evaluations of the user with the columns of the spec, 50 a page', async () => {
    const page = await faculty('mba01');
    expect(page.total).toBe(5);
    expect(page.data).toHaveLength(5);
    const row = page.data.find((r) => r.courseNameCN === '组织行为学')!;
    expect(row).toMatchObject({ businessType: '0', userID: 'mba01', courseNameEN: 'Organisational Behaviour', teacherName: '赵教授', status: 1, evaluationType: '期末评估' });
    expect(row.creationTime).not.toBeNull();
    expect(page.data.filter((r) => r.status === 0).every((r) => r.creationTime === null)).toBe(true);
    // Unfilled first.
    expect(page.data[0]!.status).toBe(0);
    expect(page.data.at(-1)!.status).toBe(1);
  });

  it('searches with the keyword trimmed, in both languages', async () => {
    expect((await faculty('mba01', { queryText: '  管理经济学  ' })).data.map((r) => r.courseNameCN)).toEqual(['管理经济学']);
    expect((await faculty('mba01', { queryText: 'marketing' })).total).toBe(1);
    expect((await faculty('mba01', { queryText: '不存在的课程' })).total).toBe(0);
  });

  it('pages, sorts and filters through the allow-list only', async () => {
    expect((await faculty('mba01', { pageSize: 2, pageNo: 2 })).data).toHaveLength(1);
    const sorted = await faculty('mba01', { orderBy: 'courseNameEN', sort: 'asc' });
    expect(sorted.data.map((r) => r.courseNameEN)).toEqual([...sorted.data.map((r) => r.courseNameEN!)].sort());
    expect((await faculty('mba01', { conModels: [{ fieldName: 'teacherName', fieldValue: '赵', conditionalType: 1 }] })).total).toBe(2);
    await k.refused(k.call('mba01', 'POST', '/api/FacultySurvey/GetFacultyPageList', { pageNo: 0, conModels: [{ fieldName: 'answers', fieldValue: 'x', conditionalType: 0 }] }), '90004');
  });

  it('shows nothing to a student who is not asked', async () => {
    expect((await faculty('grad01')).total).toBe(0);
  });
});

describe('GetSelectionFacultyPageList', () => {
  it('lists the nominated-mentor surveys of pageType mbaxy with the position, 10 a page', async () => {
    const page = await k.okData<Page<MentorSurveyRow>>(k.call('mba01', 'POST', '/api/FacultySurvey/GetSelectionFacultyPageList', { pageNo: 0, pageType: 'mbaxy' }));
    expect(page.total).toBe(3);
    expect(page.data.map((r) => r.teacherName).sort()).toEqual(['吴刚', '周敏', '孙立']);
    // Their context is mba01's open alumni-mentor round of the selection module.
    const round = (await roundsForSurveys(t.db)).find((r) => r.pageType === 'mbaxy')!;
    expect(page.data.find((r) => r.teacherName === '孙立')).toMatchObject({ position: '某投资公司 董事总经理', status: 1, businessType: '1', businessValue2: String(round.id) });
    const other = await k.okData<Page<MentorSurveyRow>>(k.call('mba01', 'POST', '/api/FacultySurvey/GetSelectionFacultyPageList', { pageNo: 0, pageType: 'benyan' }));
    expect(other.total).toBe(0);
  });
});

describe('QueryVDGraduateSurveyForStudy', () => {
  const list = (who: string, body: Record<string, unknown> = {}) =>
    k.call(who, 'POST', '/api/VDGraduateSurvey/QueryVDGraduateSurveyForStudy', { pageNo: 0, studentUserId: 'grad01', ...body });

  it('lists open, closed, submitted and future surveys with the window', async () => {
    const page = await k.okData<Page<GraduateSurveyRow>>(list('grad01'));
    expect(page.total).toBe(4);
    const now = Date.now();
    const open = page.data.filter((r) => !r.isSubmit && Date.parse(r.beginTime) <= now && now <= Date.parse(r.endTime));
    // This school year's leavers (surveys.seed.ts).
    expect(open.map((r) => r.title)).toEqual([`${demoCalendar(new Date()).schoolYear + 1} 届毕业生离校调查`]);
    const submitted = page.data.find((r) => r.isSubmit)!;
    expect(submitted).toMatchObject({ title: '研究生培养质量调查', userID: 'grad01' });
    expect(submitted.submitSurvyTime).not.toBeNull();
  });

  it('filters submitted and unsubmitted', async () => {
    expect((await k.okData<Page<GraduateSurveyRow>>(list('grad01', { isSubmit: true }))).total).toBe(1);
    expect((await k.okData<Page<GraduateSurveyRow>>(list('grad01', { isSubmit: false }))).total).toBe(3);
    expect((await k.okData<Page<GraduateSurveyRow>>(list('grad01', { isSubmit: null }))).total).toBe(4);
  });

  it('refuses another student\'s id with 403', async () => {
    await k.forbidden(list('mba01'));
    expect((await k.okData<Page<GraduateSurveyRow>>(list('mba01', { studentUserId: 'mba01' }))).total).toBe(0);
  });
});

describe('GetSurveyByID', () => {
  it('answers the definition, the context and no answers for a new evaluation', async () => {
    const a = await k.assignment('管理经济学');
    const s = await k.okData<SurveyView>(view('mba01', a));
    expect(s.extendedQuestions.map((q) => q.type).sort()).toEqual(['BOOLEAN', 'DATE', 'GROUP', 'MATRIX', 'MULTI_CHOICE', 'NUMBER', 'ORDER', 'SINGLE_CHOICE', 'SINGLE_CHOICE', 'TEXT', 'TEXTAREA', 'TEXT_NUMBER_SINGLE_CHOICE', 'TIME']);
    expect(s).toMatchObject({ kind: 'faculty', anonymous: true, canAnswer: true, isSubmit: false, results: [], courseNameCN: '管理经济学', teacherName: '赵教授' });
    expect(s.extendedQuestions[0]!.options[0]).toMatchObject({ isNegativeExtreme: true, relevancy: ['x2'], score: 1 });
  });

  it('answers the saved draft and the submitted answers', async () => {
    const draft = await k.okData<SurveyView>(view('mba01', await k.assignment('数据分析与决策')));
    expect(draft).toMatchObject({ isSubmit: false, canAnswer: true });
    expect(draft.results.map((r) => r.questionID)).toEqual(['x1', 'x4', 'x7']);
    const done = await k.okData<SurveyView>(view('mba01', await k.assignment('组织行为学')));
    expect(done).toMatchObject({ isSubmit: true, canAnswer: false });
    expect(done.submitTime).not.toBeNull();
    expect(done.results.length).toBeGreaterThan(0);
    const closed = await k.okData<SurveyView>(view('mba01', await k.assignment('财务会计')));
    expect(closed).toMatchObject({ isSubmit: false, canAnswer: false });
  });

  it('refuses a survey the user is not asked to answer, or a mismatched context', async () => {
    const a = await k.assignment('管理经济学');
    await k.refused(view('grad01', a), '91022');
    await k.refused(view('mba01', a, 'GraduateSurvey'), '91022');
    await k.refused(view('mba01', { ...a, surveyId: a.surveyId + 100 }), '91022');
    await k.refused(k.call('mba01', 'GET', `/api/FacultySurvey/GetSurveyByID/${a.surveyId}?businessValue=abc`), '91022');
  });
});

describe('SaveFacultSurvey', () => {
  it('saves a draft, keeps it, and comes back to it', async () => {
    const a = await k.assignment('管理经济学');
    const s = await k.okData<SurveyView>(view('mba01', a));
    const saved = await k.okData<{ isSubmit: boolean }>(save('mba01', a, { x1: { choice: ['5'] }, x7: { text: '3' } }, false, s));
    expect(saved.isSubmit).toBe(false);
    expect((await k.okData<SurveyView>(view('mba01', a))).results.map((r) => r.questionResult)).toEqual(['5', '3']);
    expect((await k.responseOf(a.id, 'mba01'))!.status).toBe('draft');
  });

  it('refuses an incomplete submission with 700 and the rule\'s code, and changes nothing', async () => {
    const a = await k.assignment('管理经济学');
    const s = await k.okData<SurveyView>(view('mba01', a));
    const before = await k.responseOf(a.id, 'mba01');
    const body = await k.refused(save('mba01', a, { ...complete, x3: { rows: { x3r1: '4' } } }, true, s), '91004');
    expect(body.messageEn).toBe('Please tick one answer in every row');
    expect(body.data).toEqual([{ questionID: 'x3', code: '91004' }]);
    await k.refused(save('mba01', a, { ...complete, x6: { choice: ['cases'] } }, true, s), '91003');
    await k.refused(save('mba01', a, { ...complete, x7: { text: '41' } }, true, s), '91007');
    await k.refused(save('mba01', a, { ...complete, x4: { choice: ['other'] } }, true, s), '91002');
    await k.refused(save('mba01', a, { ...complete, x11: { items: { x11b: { text: '9' } } } }, true, s), '91005');
    await k.refused(save('mba01', a, { ...complete, x10: { choice: [] } }, true, s), '91001');
    await k.refused(save('mba01', a, { ...complete, x12: { choice: ['yes'] } }, true, s), '91001');
    expect(await k.responseOf(a.id, 'mba01')).toEqual(before);
  });

  it('refuses what the schema cannot hold, or answers the definition cannot have', async () => {
    const a = await k.assignment('管理经济学');
    const s = await k.okData<SurveyView>(view('mba01', a));
    const answers = formToAnswers(s.extendedQuestions, complete, a.surveyId);
    const post = (extendedQuestionResults: unknown, extra: Record<string, unknown> = {}) => k.call('mba01', 'POST', '/api/FacultySurvey/SaveFacultSurvey', {
      surveyID: a.surveyId, isSubmit: false, extendedQuestionResults, businessType: '0', businessValue: String(a.id), ...extra,
    });
    await k.refused(post([{ ...answers[0], questionID: 'nope' }]), '91010');
    await k.refused(post([{ ...answers[0], questionResult: '9' }]), '91010');
    await k.refused(post([{ ...answers[0], questionType: 'NUMBER' }]), '91010');
    await k.refused(post(answers, { basicQuestionResults: answers }), '90003');
    await k.refused(post('x'), '90003');
  });

  it('submits, stores the answers of shown questions only, and never changes a submitted response', async () => {
    const a = await k.assignment('管理经济学');
    const s = await k.okData<SurveyView>(view('mba01', a));
    // An answer to x13 sent by a client although x12 = no hides it: it is not stored.
    const answers = [...formToAnswers(s.extendedQuestions, complete, a.surveyId), { questionID: 'x13', questionType: 'TEXT', questionResult: 'a@b.c' }];
    const saved = await k.okData<{ isSubmit: boolean; submitTime: string }>(k.call('mba01', 'POST', '/api/FacultySurvey/SaveFacultSurvey', {
      surveyID: a.surveyId, isSubmit: true, basicQuestionResults: [], extendedQuestionResults: answers, businessType: 0, businessValue: a.id, businessValue2: '',
    }));
    expect(saved.isSubmit).toBe(true);
    const row = await k.responseOf(a.id, 'mba01');
    expect(row).toMatchObject({ status: 'submitted' });
    expect(row!.answers.map((x) => x.questionID)).not.toContain('x13');
    expect(row!.answers).toEqual(formToAnswers(s.extendedQuestions, complete, a.surveyId));
    await k.refused(save('mba01', a, { x1: { choice: ['5'] } }, false, s), '91020');
    await k.refused(save('mba01', a, complete, true, s), '91020');
    expect(await k.responseOf(a.id, 'mba01')).toEqual(row);
    expect((await faculty('mba01', { queryText: '管理经济学' })).data[0]).toMatchObject({ status: 1, isOpen: false });
  });

  it('refuses outside the window and for another user\'s assignment', async () => {
    const closed = await k.assignment('财务会计');
    const s = await k.okData<SurveyView>(view('mba01', closed));
    await k.refused(save('mba01', closed, { s1: { choice: ['5'] } }, false, s), '91021');
    const later = await k.assignment('校友联络意向调查');
    const g = await k.okData<SurveyView>(view('grad01', later));
    expect(g.canAnswer).toBe(false);
    await k.refused(save('grad01', later, { c1: { choice: ['true'] } }, false, g), '91021');
    const open = await k.assignment('营销管理');
    await k.refused(save('grad01', open, { s1: { choice: ['5'] } }, false, s), '91022');
  });
});

describe('the database keeps submitted responses', () => {
  it('refuses to update or delete a submitted response, and allows drafts to change', async () => {
    const done = await k.responseOf((await k.assignment('组织行为学')).id, 'mba01');
    await expect(t.db.update(surveyResponses).set({ answers: [] }).where(eq(surveyResponses.id, done!.id))).rejects.toThrow();
    await expect(t.db.update(surveyResponses).set({ status: 'draft', submittedAt: null }).where(eq(surveyResponses.id, done!.id))).rejects.toThrow();
    await expect(t.db.delete(surveyResponses).where(eq(surveyResponses.id, done!.id))).rejects.toThrow();
    const draft = await k.responseOf((await k.assignment('数据分析与决策')).id, 'mba01');
    await t.db.update(surveyResponses).set({ updatedAt: new Date() }).where(eq(surveyResponses.id, draft!.id));
  });

  it('accepts a response only from an assignee, and one per assignee', async () => {
    const a = await k.assignment('营销管理');
    const grad = await k.userId('grad01');
    await expect(t.db.insert(surveyResponses).values({ assignmentId: a.id, userId: grad, surveyId: a.surveyId, status: 'draft', answers: [] })).rejects.toThrow();
    const done = await k.responseOf((await k.assignment('组织行为学')).id, 'mba01');
    await expect(t.db.insert(surveyResponses).values({ assignmentId: done!.assignmentId, userId: done!.userId, surveyId: done!.surveyId, status: 'draft', answers: [] })).rejects.toThrow();
    await expect(t.db.execute(sql`update ${surveyAssignments} set end_time = begin_time where id = ${a.id}`)).rejects.toThrow();
  });
});

describe('GetFacultyResultDetail', () => {
  const detail = (who: string, a: { id: number; surveyId: number }, responder: string) =>
    k.call(who, 'GET', `/api/FacultySurvey/GetFacultyResultDetail/${a.surveyId}?BusinessValue=${a.id}&responder=${responder}`);

  it('answers the user\'s earlier answers', async () => {
    const a = await k.assignment('组织行为学');
    const d = await k.okData<ResultDetail>(detail('mba01', a, 'mba01'));
    expect(d).toMatchObject({ responder: 'mba01', isSubmit: true });
    expect(d.results.length).toBeGreaterThan(0);
  });

  it('refuses another user\'s answers with 403, also to staff in an anonymous survey', async () => {
    const a = await k.assignment('组织行为学');
    await k.forbidden(detail('mba01', a, 'mba02'));
    await k.forbidden(detail('surveyadmin', a, 'mba01'));
    const g = await k.assignment('研究生培养质量调查');
    await k.forbidden(detail('mba01', g, 'grad01'));
    expect((await k.okData<ResultDetail>(detail('surveyadmin', g, 'grad01'))).isSubmit).toBe(true);
  });
});
