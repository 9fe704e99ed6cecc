import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formToAnswers, type UserInfo, type AdminSurveyDetail, type AdminSurveyRow, type AssignmentRow, type AssignOptions, type Page, type SurveyDefinitionInput, type SurveyResults, type SurveyView } from '@portal/contracts';
import { demoStudent } from '../../test/demo-students.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { surveyKit } from './survey-test-kit.ts';
import { extendedEvaluation } from './surveys.seed-data.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
// Their classes, numbers and entrance years follow the seed's school year.
let mba01: UserInfo;
let grad01: UserInfo;
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'grad01', 'teacher01', 'surveyadmin', 'admin', 'newsadmin']) tokens[u] = (await t.login(u)).token;
  [mba01, grad01] = [await demoStudent(t, 'mba01'), await demoStudent(t, 'grad01')];
});
afterAll(async () => { await t.close(); });
const k = surveyKit(() => t, tokens);

const day = 24 * 3600 * 1000;
const window = () => ({ beginTime: new Date(Date.now() - day).toISOString(), endTime: new Date(Date.now() + 7 * day).toISOString() });
const graduateDef: SurveyDefinitionInput = {
  name: '测试调查', nameEn: 'Test survey', kind: 'graduate',
  questions: [
    { questionID: 'a', type: 'SINGLE_CHOICE', require: true, body: '去向', bodyEn: 'Plans', options: [{ value: 'job', text: '就业', relevancy: ['b'] }, { value: 'study', text: '深造' }] },
    { questionID: 'b', type: 'NUMBER', body: '年薪', minValue: 0, maxValue: 100 },
    { questionID: 'c', type: 'TEXT', body: '意见' },
  ],
};
const create = (def: SurveyDefinitionInput, who = 'surveyadmin') => k.okData<{ id: number }>(k.call(who, 'POST', '/api/SurveyAdmin/Survey', def));

describe('staff routes', () => {
  it('refuses students, teachers and other staff with 403', async () => {
    for (const who of ['mba01', 'teacher01', 'newsadmin']) {
      await k.forbidden(k.call(who, 'POST', '/api/SurveyAdmin/GetSurveyPageList', { pageNo: 0 }));
      await k.forbidden(k.call(who, 'POST', '/api/SurveyAdmin/Survey', graduateDef));
      await k.forbidden(k.call(who, 'GET', '/api/SurveyAdmin/Survey/1'));
      await k.forbidden(k.call(who, 'PUT', '/api/SurveyAdmin/Survey/1', graduateDef));
      await k.forbidden(k.call(who, 'DELETE', '/api/SurveyAdmin/Survey/1'));
      await k.forbidden(k.call(who, 'GET', '/api/SurveyAdmin/AssignOptions'));
      await k.forbidden(k.call(who, 'GET', '/api/SurveyAdmin/Survey/1/Assignments'));
      await k.forbidden(k.call(who, 'POST', '/api/SurveyAdmin/Survey/1/Assignments', {}));
      await k.forbidden(k.call(who, 'DELETE', '/api/SurveyAdmin/Assignment/1'));
    }
    for (const who of ['mba01', 'newsadmin']) {
      await k.forbidden(k.call(who, 'GET', '/api/SurveyAdmin/Survey/1/Results'));
      await k.forbidden(k.call(who, 'POST', '/api/SurveyAdmin/Survey/1/Export'));
      await k.forbidden(k.call(who, 'GET', '/api/SurveyAdmin/TeacherAssignments'));
    }
  });

  it('lists the surveys for survey administrators and administrators', async () => {
    const page = await k.okData<Page<AdminSurveyRow>>(k.call('surveyadmin', 'POST', '/api/SurveyAdmin/GetSurveyPageList', { pageNo: 0 }));
    expect(page.total).toBeGreaterThanOrEqual(6);
    const standard = page.data.find((r) => r.nameEn === 'Course teaching evaluation (standard)')!;
    expect(standard).toMatchObject({ kind: 'faculty', anonymous: true, locked: true, questionCount: 5 });
    expect(standard.submittedCount).toBeGreaterThanOrEqual(1);
    const admin = await k.okData<Page<AdminSurveyRow>>(k.call('admin', 'POST', '/api/SurveyAdmin/GetSurveyPageList', { pageNo: 0, kind: 'graduate', queryText: ' 毕业生 ' }));
    expect(admin.data.map((r) => r.nameEn)).toEqual(['Graduate exit survey']);
  });
});

describe('builder', () => {
  it('creates a survey with every question type and reads it back', async () => {
    const { id } = await create({ ...extendedEvaluation, name: '全题型', kind: 'generic' });
    const detail = await k.okData<AdminSurveyDetail>(k.call('surveyadmin', 'GET', `/api/SurveyAdmin/Survey/${id}`));
    expect(detail).toMatchObject({ name: '全题型', kind: 'generic', anonymous: false, locked: false });
    expect(detail.questions).toHaveLength(13);
    expect(detail.questions.find((q) => q.questionID === 'x11')!.subQuestions.map((s) => s.questionID)).toEqual(['x11a', 'x11b', 'x11c']);
    expect(detail.questions.find((q) => q.questionID === 'x6')).toMatchObject({ minValue: 2, maxValue: 3 });
  });

  it('refuses a definition with structural faults (91031) or outside the schema (90003)', async () => {
    const bad = { ...graduateDef, questions: [{ ...graduateDef.questions[1]!, questionID: 'b' }, { ...graduateDef.questions[0]! }] };
    const body = await k.refused(k.call('surveyadmin', 'POST', '/api/SurveyAdmin/Survey', bad), '91031');
    expect(body.params.detail).toBe('第 2 题：第 1 个选项只能关联显示此题之后的题目');
    await k.refused(k.call('surveyadmin', 'POST', '/api/SurveyAdmin/Survey', { ...graduateDef, questions: [] }), '90003');
    await k.refused(k.call('surveyadmin', 'POST', '/api/SurveyAdmin/Survey', { ...graduateDef, kind: 'poll' }), '90003');
  });

  it('answers a refused save in the language of the request, with the form labels and positions, never zod or keys', async () => {
    const save = (lang: string, def: unknown) => t.app.inject({ method: 'POST', url: '/api/SurveyAdmin/Survey', headers: { ...bearer(tokens.surveyadmin!), 'accept-language': lang }, payload: def as object });
    const noName = { ...graduateDef, name: ' ', questions: [graduateDef.questions[0], { ...graduateDef.questions[1], body: '' }] };
    const zh = (await save('zh-CN', noName)).json();
    expect(zh).toMatchObject({ statusCode: 700, message: '90003', params: { detail: '请填写名称（中文）；请填写第 2 题 · 题目（中文）' } });
    const en = (await save('en-US', noName)).json();
    expect(en).toMatchObject({ statusCode: 700, message: '90003', params: { detail: 'Name (Chinese) is required; Question 2 · Question (Chinese) is required' } });
    expect(JSON.stringify(en)).not.toMatch(/Too small|expected string|questions\.1/);
    const backwards = { ...graduateDef, questions: [{ ...graduateDef.questions[1]!, questionID: 'b' }, { ...graduateDef.questions[0]! }] };
    expect((await save('zh-CN', backwards)).json()).toMatchObject({ message: '91031', params: { detail: '第 2 题：第 1 个选项只能关联显示此题之后的题目' } });
    expect((await save('en-US', backwards)).json()).toMatchObject({ message: '91031', params: { detail: 'Question 2: option 1 can only reveal later questions' } });
  });

  it('replaces the questions while nobody has answered, then only renames', async () => {
    const { id } = await create(graduateDef);
    await k.okData(k.call('surveyadmin', 'PUT', `/api/SurveyAdmin/Survey/${id}`, { ...graduateDef, questions: graduateDef.questions.slice(0, 1).map((q) => ({ ...q, options: [{ value: 'job', text: '就业' }] })) }));
    expect((await k.okData<AdminSurveyDetail>(k.call('surveyadmin', 'GET', `/api/SurveyAdmin/Survey/${id}`))).questions).toHaveLength(1);

    const seeded = (await k.assignment('组织行为学')).surveyId;
    const current = await k.okData<AdminSurveyDetail>(k.call('surveyadmin', 'GET', `/api/SurveyAdmin/Survey/${seeded}`));
    expect(current.locked).toBe(true);
    const same = { name: '课程教学评估（标准）', nameEn: current.nameEn, kind: current.kind, questions: current.questions };
    await k.okData(k.call('surveyadmin', 'PUT', `/api/SurveyAdmin/Survey/${seeded}`, same));
    await k.refused(k.call('surveyadmin', 'PUT', `/api/SurveyAdmin/Survey/${seeded}`, { ...same, questions: current.questions.slice(1) }), '91030');
    await k.refused(k.call('surveyadmin', 'PUT', `/api/SurveyAdmin/Survey/${seeded}`, { ...same, kind: 'generic' }), '91030');
    await k.refused(k.call('surveyadmin', 'DELETE', `/api/SurveyAdmin/Survey/${seeded}`), '91030');
    expect((await k.okData<AdminSurveyDetail>(k.call('surveyadmin', 'GET', `/api/SurveyAdmin/Survey/${seeded}`))).name).toBe('课程教学评估（标准）');
  });

  it('deletes a survey nobody has answered', async () => {
    const { id } = await create(graduateDef);
    await k.okData(k.call('surveyadmin', 'DELETE', `/api/SurveyAdmin/Survey/${id}`));
    await k.refused(k.call('surveyadmin', 'GET', `/api/SurveyAdmin/Survey/${id}`), '90005');
  });
});

describe('assignment', () => {
  it('offers the classes, cohorts and teachers', async () => {
    const o = await k.okData<AssignOptions>(k.call('surveyadmin', 'GET', '/api/SurveyAdmin/AssignOptions'));
    expect(o.classes.map((c) => c.className)).toContain(mba01.studendtClassName);
    expect(o.cohorts).toContainEqual(expect.objectContaining({ pageType: 'master', studyEntranceYear: grad01.studyEntranceYear }));
    expect(o.teachers.map((x) => x.name)).toEqual(expect.arrayContaining(['赵教授', '钱教授', '王教授', '孙教授']));
  });

  // The class of mba01 and the 24 classmates the bidding demo seeds.
  it('sends a faculty evaluation to the students of a class once per teacher', async () => {
    const { id } = await create({ ...graduateDef, kind: 'faculty' });
    const teacher = await k.userId('teacher01');
    const rows = await k.okData<AssignmentRow[]>(k.call('surveyadmin', 'POST', `/api/SurveyAdmin/Survey/${id}/Assignments`, {
      target: { by: 'class', className: mba01.studendtClassName }, ...window(), teacherIds: [teacher], courseNameCN: '战略管理', courseNameEN: 'Strategy', evaluationType: '期末评估',
    }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ businessType: '0', businessValue2: String(teacher), teacherName: '赵教授', assignees: 25, submitted: 0 });
    const list = await k.okData<Page<{ courseNameCN: string }>>(k.call('mba01', 'POST', '/api/FacultySurvey/GetFacultyPageList', { pageNo: 0, queryText: '战略管理' }));
    expect(list.total).toBe(1);
  });

  it('refuses a bad window, missing teachers or mentor, unknown students and empty targets', async () => {
    const { id } = await create({ ...graduateDef, kind: 'faculty' });
    const post = (body: Record<string, unknown>) => k.call('surveyadmin', 'POST', `/api/SurveyAdmin/Survey/${id}/Assignments`, { target: { by: 'cohort', pageType: 'mba' }, ...window(), ...body });
    await k.refused(post({ endTime: new Date(Date.now() - 2 * day).toISOString() }), '91032');
    await k.refused(post({}), '91034');
    await k.refused(post({ teacherIds: [await k.userId('mba01')] }), '91038');
    await k.refused(post({ teacherIds: [await k.userId('teacher01')], target: { by: 'students', studentNumbers: [mba01.studentNumber, '999'] } }), '91037');
    await k.refused(post({ teacherIds: [await k.userId('teacher01')], target: { by: 'class', className: '没有这个班' } }), '91033');
    const mentor = await create({ ...graduateDef, kind: 'mentor' });
    await k.refused(k.call('surveyadmin', 'POST', `/api/SurveyAdmin/Survey/${mentor.id}/Assignments`, { target: { by: 'cohort', pageType: 'mba' }, ...window() }), '91035');
  });

  it('removes an assignment without answers only', async () => {
    const { id } = await create(graduateDef);
    const [row] = await k.okData<AssignmentRow[]>(k.call('surveyadmin', 'POST', `/api/SurveyAdmin/Survey/${id}/Assignments`, { target: { by: 'students', studentNumbers: [grad01.studentNumber] }, ...window(), title: '临时' }));
    await k.okData(k.call('surveyadmin', 'DELETE', `/api/SurveyAdmin/Assignment/${row!.id}`));
    await k.refused(k.call('surveyadmin', 'DELETE', `/api/SurveyAdmin/Assignment/${(await k.assignment('组织行为学')).id}`), '91036');
  });
});

describe('results', () => {
  it('counts, averages and lists answers after a student answers', async () => {
    const { id } = await create(graduateDef);
    const [a] = await k.okData<AssignmentRow[]>(k.call('surveyadmin', 'POST', `/api/SurveyAdmin/Survey/${id}/Assignments`, { target: { by: 'cohort', pageType: 'master', studyEntranceYear: grad01.studyEntranceYear }, ...window(), title: '结果测试' }));
    const view = await k.okData<SurveyView>(k.call('grad01', 'GET', `/api/FacultySurvey/GetSurveyByID/${id}?businessValue=${a!.id}&businessType=GraduateSurvey`));
    await k.okData(k.call('grad01', 'POST', '/api/FacultySurvey/SaveFacultSurvey', {
      surveyID: id, isSubmit: true, businessType: 'GraduateSurvey', businessValue: String(a!.id),
      extendedQuestionResults: formToAnswers(view.extendedQuestions, { a: { choice: ['job'] }, b: { text: '30' }, c: { text: '很好' } }, id),
    }));
    const r = await k.okData<SurveyResults>(k.call('surveyadmin', 'GET', `/api/SurveyAdmin/Survey/${id}/Results`));
    expect(r).toMatchObject({ submitted: 1, assignees: 1, hidden: false, anonymous: false });
    expect(r.questions[0]!.options.map((o) => o.count)).toEqual([1, 0]);
    expect(r.questions[1]).toMatchObject({ average: 30, min: 30, max: 30, answered: 1 });
    expect(r.questions[2]!.texts).toEqual(['很好']);
    const one = await k.okData<SurveyResults>(k.call('surveyadmin', 'GET', `/api/SurveyAdmin/Survey/${id}/Results?assignmentId=${a!.id}`));
    expect(one.submitted).toBe(1);
  });

  it('gives faculty evaluations as aggregates and sorted free answers, hidden below 5 responses', async () => {
    const done = await k.assignment('组织行为学');
    const r = await k.okData<SurveyResults>(k.call('surveyadmin', 'GET', `/api/SurveyAdmin/Survey/${done.surveyId}/Results?assignmentId=${done.id}`));
    expect(r.anonymous).toBe(true);
    expect(r.submitted).toBeGreaterThanOrEqual(5);
    expect(r.hidden).toBe(false);
    // The one-sentence answers of a released assignment are listed, in text order.
    const sentences = r.questions.find((q) => q.type === 'TEXT')!.texts;
    expect(sentences).toHaveLength(r.aggregated);
    expect(sentences).toEqual([...sentences].sort((x, y) => x.localeCompare(y, 'zh-CN')));
    const matrix = r.questions.find((q) => q.type === 'MATRIX')!;
    expect(matrix.rows).toHaveLength(3);
    expect(matrix.rows[0]!.counts.reduce((x, y) => x + y, 0)).toBe(r.submitted);
    expect(r.questions[0]!.average).not.toBeNull();
    const few = await k.assignment('营销管理');
    const hidden = await k.okData<SurveyResults>(k.call('surveyadmin', 'GET', `/api/SurveyAdmin/Survey/${few.surveyId}/Results?assignmentId=${few.id}`));
    expect(hidden).toMatchObject({ hidden: true, threshold: 5, questions: [] });
  });

  it('lets a teacher see the evaluations about that teacher only', async () => {
    const mine = await k.okData<AssignmentRow[]>(k.call('teacher01', 'GET', '/api/SurveyAdmin/TeacherAssignments'));
    expect(mine.map((a) => a.courseNameCN)).toEqual(expect.arrayContaining(['管理经济学', '组织行为学']));
    expect(mine.map((a) => a.courseNameCN)).not.toContain('营销管理');
    const done = await k.assignment('组织行为学');
    expect((await k.okData<SurveyResults>(k.call('teacher01', 'GET', `/api/SurveyAdmin/Survey/${done.surveyId}/Results?assignmentId=${done.id}`))).submitted).toBeGreaterThanOrEqual(5);
    const other = await k.assignment('营销管理');
    await k.forbidden(k.call('teacher01', 'GET', `/api/SurveyAdmin/Survey/${other.surveyId}/Results?assignmentId=${other.id}`));
    const graduate = await k.assignment('研究生培养质量调查');
    await k.forbidden(k.call('teacher01', 'GET', `/api/SurveyAdmin/Survey/${graduate.surveyId}/Results`));
  });

  it('exports the results as xlsx behind a signed link, without individual answers when anonymous', async () => {
    const g = await k.assignment('研究生培养质量调查');
    const file = await k.okData<{ fileName: string; fileUrl: string }>(k.call('surveyadmin', 'POST', `/api/SurveyAdmin/Survey/${g.surveyId}/Export`));
    expect(file.fileName).toMatch(/\.xlsx$/);
    const res = await t.app.inject({ method: 'GET', url: file.fileUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(res.rawPayload).buffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['汇总 Summary', '答卷 Responses']);
    expect(book.getWorksheet('答卷 Responses')!.getRow(2).getCell(1).value).toBe(grad01.studentNumber);

    const f = await k.assignment('组织行为学');
    const anon = await k.okData<{ fileUrl: string }>(k.call('teacher01', 'POST', `/api/SurveyAdmin/Survey/${f.surveyId}/Export?assignmentId=${f.id}`));
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(Uint8Array.from((await t.app.inject({ method: 'GET', url: anon.fileUrl })).rawPayload).buffer);
    expect(book2.worksheets.map((w) => w.name)).toEqual(['汇总 Summary']);
  });
});
