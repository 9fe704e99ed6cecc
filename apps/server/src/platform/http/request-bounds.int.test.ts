import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Every request string, integer and array has a bound in its contract (the OpenAPI lint checks the
 * document); these show the bounds are enforced too: an over-long or over-large value answers 700
 * with the envelope, never 500 and never a stored value.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'newsadmin', 'courseadmin', 'surveyadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload === undefined ? {} : { payload }) });

const long = 'x'.repeat(10_000);
const INT32_PAST = 2 ** 31;

/** `field` as the message names it: the form's label where the catalogue has one, else the schema key. */
async function expectRefused(res: Awaited<ReturnType<typeof call>>, field: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
  expect(res.json().messageEn).toContain(field);
}

const notice = { title: '限制测试', fieldType: 'report', content: '<p>正文</p>' };
const course = (classTimes: unknown[]) => ({
  courseNumber: 'B100', courseNameCN: '课程', courseNameEN: 'Course', courseType: 12, teacher: '张老师', credit: 2, seatLimit: 10, classTimes,
});
const mbaTime = { weekStart: 0, weekEnd: 7, weekName: 1, classStart: '19:00', classEnd: '21:35' };
const embaTime = { startDate: '2026-09-01', endDate: '2026-09-02', startTime: '09:00', endTime: '17:00' };

describe('strings', () => {
  it('refuses a 10,000-character query value', async () => {
    await expectRefused(await call('mba01', 'GET', `/api/User/GetHomePageFunctionalModule?isOutBishop=${long}`), 'isOutBishop');
    expect((await call('mba01', 'GET', '/api/User/GetHomePageFunctionalModule?isOutBishop=false')).json().statusCode).toBe(200);
  });

  it('refuses a 10,000-character class time of a course', async () => {
    await expectRefused(await call('courseadmin', 'POST', '/api/admin/bidding/plans/1/courses', course([{ ...mbaTime, classStart: long }])), 'classStart');
    await expectRefused(await call('courseadmin', 'POST', '/api/admin/bidding/plans/1/courses', course([{ ...embaTime, endTime: long }])), 'End');
  });

  it('refuses a 10,000-character date, path id and question key', async () => {
    await expectRefused(await call('newsadmin', 'POST', '/api/GSMNewsReports', { ...notice, publishTime: long }), 'publishTime');
    // A longer path segment stops at the router's own 100-character limit (414) before any schema.
    expect((await call('newsadmin', 'GET', `/api/VDNotice/${'1'.repeat(100)}`)).json()).toMatchObject({ statusCode: 700, message: '90003' });
    const question = { questionID: long, type: 'TEXT', body: '问题' };
    await expectRefused(await call('surveyadmin', 'POST', '/api/SurveyAdmin/Survey', { name: '限制测试', kind: 'graduate', questions: [question] }), 'Question 1 · Question key');
  });
});

describe('integers', () => {
  it('refuses a notice audience id past 32 bits instead of failing in the database', async () => {
    await expectRefused(await call('newsadmin', 'POST', '/api/GSMNewsReports', { ...notice, studentTypeId: INT32_PAST }), 'studentTypeId');
    await expectRefused(await call('mba01', 'POST', '/api/VDNotice/QueryNoticeForStudy', { pageNo: 0, studentTypeId: INT32_PAST }), 'studentTypeId');
  });

  it('refuses a teacher id past 32 bits and a class week past a term', async () => {
    const assignment = { target: { by: 'cohort', pageType: 'mba' }, beginTime: '2026-09-01T09:00:00+08:00', endTime: '2026-09-08T09:00:00+08:00' };
    await expectRefused(await call('surveyadmin', 'POST', '/api/SurveyAdmin/Survey/1/Assignments', { ...assignment, teacherIds: [INT32_PAST] }), 'teacherIds');
    await expectRefused(await call('courseadmin', 'POST', '/api/admin/bidding/plans/1/courses', course([{ ...mbaTime, weekEnd: INT32_PAST }])), 'weekEnd');
  });

  it('refuses a file link expiry of 10,000 digits before checking its signature', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/uploadfiles/00000000-0000-4000-8000-000000000000/a.pdf?exp=${'9'.repeat(10_000)}&sig=x` });
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
  });

  it('refuses a filter type past its closed set', async () => {
    const conModels = [{ fieldName: 'title', fieldValue: 'a', conditionalType: INT32_PAST }];
    expect((await call('mba01', 'POST', '/api/VDNotice/QueryNoticeForStudy', { pageNo: 0, conModels })).json()).toMatchObject({ statusCode: 700, message: '90003' });
  });
});
