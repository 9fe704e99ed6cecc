import { ConditionalType, type ClassTimeItem, type Page, type SchoolYearItem, type TimetableDay, type TimetableRow } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { surveyKit } from '../surveys/survey-test-kit.ts';
import { addSessions, addSlots, currentTermKey, enrol, makeStartClass, makeStudents, makeTeacher } from './teaching-test-kit.ts';

/** ACAD-C31, C33-C37 and the classes on the home calendar. */
describe('timetable', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let kit: ReturnType<typeof surveyKit>;
  const month = schoolDate(new Date()).slice(0, 7);
  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['mba01', 'emba01', 'benyan01', 'grad01', 'teacher01']) tokens[u] = (await t.login(u)).token;
    kit = surveyKit(() => t, tokens);
  });
  afterAll(async () => { await t.close(); });

  const MBA_MONTH = '/api/GSMStartClass/QueryCourseTimetableForMBAStudyByMonth';
  const MBA_LIST = '/api/GSMStartClass/QueryCourseTimetableListForMBAStudy';
  const EMBA_LIST = '/api/GSMStartClass/QueryCourseTimetableListForEMBAStudy';
  const EMBA_MONTH = '/api/GSMStartClass/QueryCourseTimetableForEMBAStudyByMonth';

  it('C31 lists school years with the current year and term by the database clock', async () => {
    const page = await kit.okData<Page<SchoolYearItem>>(kit.call('mba01', 'GET', '/api/GSMSchoolYear/QueryGSMSchoolYearList?PageNo=0&PageSize=100&Sort=desc&OrderBy=SchoolYear'));
    const now = await currentTermKey(t.db);
    const year = page.data.find((y) => y.isCurSchoolYear)!;
    expect(year.schoolYear).toBe(now.schoolYear);
    expect(year.schoolYearName).toBe(`${now.schoolYear}-${now.schoolYear + 1}`);
    const term = year.termList.find((x) => x.isCurTerm)!;
    expect(term).toMatchObject({ termValue: now.term, curMonth: month });
    expect(term.termBeginDate <= schoolDate(new Date()) && schoolDate(new Date()) <= term.termEndDate).toBe(true);
    expect(page.data.filter((y) => y.isCurSchoolYear)).toHaveLength(1);
    expect(page.data.map((y) => y.schoolYear)).toEqual([...page.data.map((y) => y.schoolYear)].sort((a, b) => b - a));
  });

  it('C33 lists the class periods, paged', async () => {
    const all = await kit.okData<Page<ClassTimeItem>>(kit.call('mba01', 'GET', '/api/GSMClassTimes?PageSize=100'));
    expect(all.total).toBe(12);
    expect(all.data[0]).toMatchObject({ id: 1, classTimesNameEn: 'Period 1', classTimesBeginTime: '08:00' });
    const second = await kit.okData<Page<ClassTimeItem>>(kit.call('mba01', 'GET', '/api/GSMClassTimes?PageNo=1&PageSize=5'));
    expect(second.data.map((c) => c.id)).toEqual([6, 7, 8, 9, 10]);
  });

  it('C34 gives an MBA student their classes of the month, day by day, filtered by course name', async () => {
    const now = await currentTermKey(t.db);
    const days = await kit.okData<TimetableDay[]>(kit.call('mba01', 'POST', MBA_MONTH, { pageNo: 0, year: now.schoolYear, term: now.term, yearMonth: month, courseName: '' }));
    expect(days.length).toBeGreaterThan(3);
    expect(days.every((d) => d.day.startsWith(month))).toBe(true);
    const names = new Set(days.flatMap((d) => d.courseTimetableInfoList.map((c) => c.courseNameEn)));
    expect(names).toContain('Organisational Behaviour');
    expect(names).not.toContain('Microeconomics');
    const tuesday = days.flatMap((d) => d.courseTimetableInfoList).find((c) => c.courseNameEn === 'Organisational Behaviour')!;
    expect(tuesday).toMatchObject({ startTime: '19:00', endTime: '21:30', teacherNamesEn: 'Prof. Zhao', pageType: 'mba' });
    const only = await kit.okData<TimetableDay[]>(kit.call('mba01', 'POST', MBA_MONTH, { year: now.schoolYear, term: now.term, yearMonth: month, courseName: '组织行为' }));
    expect(new Set(only.flatMap((d) => d.courseTimetableInfoList.map((c) => c.courseNameEn)))).toEqual(new Set(['Organisational Behaviour']));
  });

  it('C34 refuses a bad month, a missing term, a month outside the term, another student and other types', async () => {
    const now = await currentTermKey(t.db);
    const body = { year: now.schoolYear, term: now.term, yearMonth: month };
    await kit.refused(kit.call('mba01', 'POST', MBA_MONTH, { ...body, yearMonth: '2026-13' }), '93401');
    await kit.refused(kit.call('mba01', 'POST', MBA_MONTH, { ...body, yearMonth: '202611' }), '93401');
    await kit.refused(kit.call('mba01', 'POST', MBA_MONTH, { ...body, term: null }), '93402');
    await kit.refused(kit.call('mba01', 'POST', MBA_MONTH, { ...body, yearMonth: `${now.schoolYear - 5}-01` }), '93403');
    await kit.refused(kit.call('mba01', 'POST', MBA_MONTH, { ...body, year: 1990 }), '93404');
    await kit.forbidden(kit.call('mba01', 'POST', MBA_MONTH, { ...body, studentNumber: 'S-not-me' }));
    await kit.refused(kit.call('emba01', 'POST', MBA_MONTH, body), '93400');
    await kit.refused(kit.call('grad01', 'POST', MBA_LIST, {}), '93400');
    await kit.refused(kit.call('mba01', 'POST', EMBA_LIST, {}), '93400');
    await kit.refused(kit.call('teacher01', 'POST', MBA_MONTH, body), '93400');
  });

  it('C37 lists only the student\'s own weekly slots, with week labels data, sorted and filtered', async () => {
    const now = await currentTermKey(t.db);
    const [stranger] = await makeStudents(t.db, 'mba', 1);
    const foreign = await makeStartClass(t.db, { term: now, pageType: 'mba' });
    await addSlots(t.db, foreign.id, [[1, 1, 2]]);
    await enrol(t.db, foreign.id, [stranger!.id]);
    const page = await kit.okData<Page<TimetableRow>>(kit.call('mba01', 'POST', MBA_LIST, { pageNo: 0, pageSize: 50, year: now.schoolYear, term: now.term }));
    expect(page.total).toBe(page.data.length);
    expect(page.data.some((r) => r.className === foreign.className)).toBe(false);
    expect(page.data.every((r) => r.year === now.schoolYear && r.term === now.term)).toBe(true);
    const ob = page.data.find((r) => r.courseNameEn === 'Organisational Behaviour')!;
    expect(ob).toMatchObject({ weekName: 2, weekTimeStartNameEn: 'Period 10', weekTimeEndNameEn: 'Period 12', gsmStartClassWeekEMBAId: null });
    expect(ob.selectedWeek.split(',')[0]).toBe('0');
    const sorted = await kit.okData<Page<TimetableRow>>(kit.call('mba01', 'POST', MBA_LIST, { year: now.schoolYear, term: now.term, orderBy: 'weekName', sort: 'desc' }));
    expect(sorted.data[0]!.weekName).toBe(6);
    const filtered = await kit.okData<Page<TimetableRow>>(kit.call('mba01', 'POST', MBA_LIST, {
      year: now.schoolYear, conModels: [{ fieldName: 'courseName', fieldValue: '营销', conditionalType: ConditionalType.like }],
    }));
    expect(filtered.data.map((r) => r.courseNameEn)).toEqual(['Marketing Management']);
    await kit.refused(kit.call('mba01', 'POST', MBA_LIST, { orderBy: 'studentId' }), '90004');
    const stranger2 = (await kit.okData<Page<TimetableRow>>(kit.call('mba01', 'POST', MBA_LIST, { queryText: foreign.className }))).total;
    expect(stranger2).toBe(0);
  });

  it('C36 lists an EMBA student\'s dated sessions; C35 gives them by month', async () => {
    const now = await currentTermKey(t.db);
    const page = await kit.okData<Page<TimetableRow>>(kit.call('emba01', 'POST', EMBA_LIST, { pageSize: 100, year: now.schoolYear }));
    expect(page.total).toBeGreaterThan(4);
    expect(page.data[0]).toMatchObject({ startTime: '09:00', endTime: '17:00', gsmStartClassWeeklyCourseId: null, weekName: null });
    expect(new Set(page.data.map((r) => r.courseType))).toEqual(new Set([11, 12]));
    const days = await kit.okData<TimetableDay[]>(kit.call('emba01', 'POST', EMBA_MONTH, { year: now.schoolYear, term: now.term, yearMonth: month }));
    expect(days.every((d) => d.courseTimetableInfoList.every((c) => c.pageType === 'emba'))).toBe(true);
  });

  it('the home calendar shows a student\'s classes and a teacher the classes they teach', async () => {
    const year = Number(schoolDate(new Date()).slice(0, 4));
    const events = async (who: string) => (await kit.okData<{ kind: string; enTitle: string; start: string }[]>(kit.call(who, 'GET', `/api/calendar/events?year=${year}`))).filter((e) => e.kind === 'class');
    const mine = await events('mba01');
    expect(mine.some((e) => e.enTitle.startsWith('Organisational Behaviour'))).toBe(true);
    expect(mine.some((e) => e.enTitle.startsWith('Microeconomics'))).toBe(false);
    const taught = await events('teacher01');
    expect(taught.some((e) => e.enTitle.startsWith('Organisational Behaviour'))).toBe(true);
    expect(taught.some((e) => e.enTitle.startsWith('Microeconomics'))).toBe(true);
    expect(taught.some((e) => e.enTitle.startsWith('Financial Accounting'))).toBe(false);

    const teacher = await makeTeacher(t.db);
    const klass = await makeStartClass(t.db, { term: await currentTermKey(t.db), pageType: 'emba', teacherIds: [teacher.id] });
    const startsAt = new Date(Date.UTC(year, 5, 6, 1));
    await addSessions(t.db, klass.id, [{ startsAt, endsAt: new Date(startsAt.getTime() + 8 * 3600_000) }]);
    const { token } = await t.login(teacher.username);
    tokens[teacher.username] = token;
    expect((await events(teacher.username)).map((e) => e.start)).toEqual([startsAt.toISOString()]);
  });
});
