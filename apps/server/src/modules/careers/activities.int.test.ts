import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRow, CalendarEvent, MySignupRow, SurveyView } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { activitiesKit } from './activities-test-kit.ts';

/** Activity lists, sign-up rules and their codes, waitlist, withdrawal (CAR-C04…C09; README 'Activities'), on the demo seed. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'mba02', 'emba01', 'benyan01', 'careeradmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = activitiesKit(() => t, tokens);

describe('activity lists', () => {
  it('lists only what the caller may join, closed sign-ups still listed and marked, whatever the body names', async () => {
    const all = await k.list('mba01', { pageSize: 100, studentTypeIds: [4], inSchoolYear: 1999 });
    const names = all.data.map((r) => r.nameEn);
    expect(names).not.toContain('EMBA alumni sharing session');
    expect(names).not.toContain('Internship fair for undergraduates and graduates');
    expect(names).not.toContain('Career planning talk for new MBA students');
    expect(names).toContain('Mock interviews: FMCG');
    const states = new Set(all.data.map((r) => r.signupState));
    for (const s of ['open', 'notOpen', 'closed', 'ended', 'organiserClosed']) expect(states).toContain(s);
    expect(all.data[0]!.signupState).toBe('open');
    expect(all.data.find((r) => r.nameEn === 'Strategy consulting case workshop')).toMatchObject({ personNum: 3, signUpCount: 3, waitingCount: 2, signupState: 'open' });
    expect(all.data.find((r) => r.nameEn === 'Business communication workshops (three sessions)')!.vdActiveTimes).toHaveLength(3);
    const page = await k.list('mba01', {});
    expect(page.data).toHaveLength(10);
    expect((await k.list('emba01', { pageSize: 100 })).data.map((r) => r.nameEn)).toContain('EMBA alumni sharing session');
  });

  it('mba01 holds two places in the demo, one attended, and sees them under My Activities', async () => {
    const mine = await k.mine('mba01', { conModels: [{ fieldName: 'StudentId', fieldValue: String(await k.userId('emba01')), conditionalType: 0 }] });
    expect(mine.data.filter((r) => r.status === 1)).toHaveLength(2);
    expect(mine.data.filter((r) => r.attendance === 1)).toHaveLength(1);
  });

  it('answers the detail by id and vdActiveType; another type is not found', async () => {
    const id = await k.makeActivity();
    const row = await k.okData<ActivityRow>(k.call('mba01', 'GET', `/api/VDStudentActive/QueryVDStudentActivityDetail/${id}/1`));
    expect(row).toMatchObject({ id, personNum: 30, isSingup: false, signupState: 'open' });
    await k.refused(k.call('mba01', 'GET', `/api/VDStudentActive/QueryVDStudentActivityDetail/${id}/2`), '90005');
  });
});

describe('sign-up rules, each with its code', () => {
  const mba01 = () => k.userId('mba01');

  it('3200 not yet open, 3220 past the time, 3210 already started, 3230 expired, 3450 closed by the organiser', async () => {
    const cases: [[number, number], [number, number], string][] = [[[2, 10], [20, 22], '3200'], [[-10, -1], [20, 22], '3220'], [[-10, -5], [-1, 2], '3210'], [[-10, -5], [-3, -1], '3230']];
    for (const [signup, time, code] of cases) {
      const id = await k.makeActivity();
      await k.dateActivity(id, { signup, time });
      await k.refused(k.signUp('mba01', id, await mba01()), code);
    }
    const closed = await k.makeActivity({ signupClosed: true });
    await k.refused(k.signUp('mba01', closed, await mba01()), '3450');
  });

  it('3260 wrong student type, 3270 wrong entrance year, whatever the payload claims', async () => {
    await k.refused(k.signUp('mba01', await k.makeActivity({ studentTypeIds: [4] }), await mba01()), '3260');
    await k.refused(k.signUp('mba01', await k.makeActivity({ entranceYears: [2001] }), await mba01()), '3270');
    const ok = await k.makeActivity({ studentTypeIds: [3] });
    await k.okData(k.signUp('mba01', ok, await mba01()));
  });

  it('3250 once only while the sign-up stands; after a withdrawal the student may sign up again', async () => {
    const id = await k.makeActivity();
    const first = await k.okData<{ id: number; status: number }>(k.signUp('mba01', id, await mba01()));
    expect(first.status).toBe(1);
    await k.refused(k.signUp('mba01', id, await mba01()), '3250');
    await k.okData(k.withdraw('mba01', first.id));
    await k.refused(k.withdraw('mba01', first.id), '3280');
    expect((await k.okData<{ status: number }>(k.signUp('mba01', id, await mba01()))).status).toBe(1);
    expect(await k.places(id)).toBe(1);
    const mine = await k.mine('mba01', { pageSize: 100 });
    expect(mine.data.filter((r) => r.activity.id === id)).toHaveLength(1);
  });

  it('3240 full; joining the waitlist instead gives status 3; unlimited places never fill', async () => {
    const id = await k.makeActivity({ personNum: 1 });
    await k.okData(k.signUp('mba02', id, await k.userId('mba02')));
    await k.refused(k.signUp('mba01', id, await mba01()), '3240');
    expect((await k.okData<{ status: number }>(k.signUp('mba01', id, await mba01(), true))).status).toBe(3);
    const row = (await k.list('mba01', { pageSize: 100 })).data.find((r) => r.id === id)!;
    expect(row).toMatchObject({ isSingup: true, myStatus: 3, signUpCount: 1, waitingCount: 1 });
    const unlimited = await k.makeActivity({ personNum: 99_999_999 });
    expect((await k.okData<{ status: number }>(k.signUp('mba01', unlimited, await mba01(), true))).status).toBe(1);
  });

  it('3290: a place is kept within 24 hours of the start; a waitlist place may still be left', async () => {
    const id = await k.makeActivity({ personNum: 1 });
    const placed = await k.okData<{ id: number }>(k.signUp('mba02', id, await k.userId('mba02')));
    const waiting = await k.okData<{ id: number }>(k.signUp('mba01', id, await mba01(), true));
    await k.dateActivity(id, { signup: [-5, 5], time: [10, 12] });
    await k.refused(k.withdraw('mba02', placed.id), '3290');
    expect((await k.okData<{ status: number }>(k.withdraw('mba01', waiting.id))).status).toBe(2);
  });

  it('a studentId other than the caller is 403; another student\'s sign-up cannot be read or withdrawn (403)', async () => {
    const id = await k.makeActivity();
    await k.forbidden(k.signUp('mba01', id, await k.userId('mba02')));
    const theirs = await k.okData<{ id: number }>(k.signUp('mba02', id, await k.userId('mba02')));
    await k.forbidden(k.withdraw('mba01', theirs.id));
    await k.forbidden(k.call('mba01', 'GET', `/api/VDStudentActive/MyActivitySignupDetail/${theirs.id}`));
    expect(await k.countStatus(id, 1)).toBe(1);
  });

  it('answers the refusal in the caller\'s language', async () => {
    const id = await k.makeActivity({ signupClosed: true });
    const res = await k.refused(k.call('mba01', 'POST', '/api/VDStudentActive/StudentSignUp', { vdActivityId: id, studentId: await mba01() }, 'en-US'));
    expect(res.messageEn).toBe('The organiser has closed registration for this activity');
  });
});

describe('waitlist', () => {
  it('a withdrawal promotes the first student waiting in the same transaction, who finds it under My Activities', async () => {
    const id = await k.makeActivity({ personNum: 1 });
    const [mba02, mba01, emba01] = [await k.userId('mba02'), await k.userId('mba01'), await k.userId('emba01')];
    const held = await k.okData<{ id: number }>(k.signUp('mba02', id, mba02));
    const first = await k.okData<{ id: number; status: number }>(k.signUp('mba01', id, mba01, true));
    await k.okData(k.signUp('emba01', id, emba01, true));
    const waiting = await k.okData<MySignupRow>(k.call('mba01', 'GET', `/api/VDStudentActive/MyActivitySignupDetail/${first.id}`));
    expect(waiting).toMatchObject({ status: 3, waitPosition: 1, canWithdraw: true });
    await k.okData(k.withdraw('mba02', held.id));
    const promoted = await k.okData<MySignupRow>(k.call('mba01', 'GET', `/api/VDStudentActive/MyActivitySignupDetail/${first.id}`));
    expect(promoted).toMatchObject({ status: 1, waitPosition: null });
    expect(await k.places(id)).toBe(1);
    expect((await k.statuses(id)).find((r) => r.studentId === emba01)!.status).toBe(3);
  });

  it('more places from the console go to those waiting at once', async () => {
    const id = await k.makeActivity({ personNum: 1 });
    await k.okData(k.signUp('mba02', id, await k.userId('mba02')));
    await k.okData(k.signUp('mba01', id, await k.userId('mba01'), true));
    await k.okData(k.call('careeradmin', 'PUT', `/api/career-admin/activities/${id}`, k.input({ personNum: 3 })));
    expect(await k.countStatus(id, 1)).toBe(2);
    expect(await k.places(id)).toBe(2);
    await k.refused(k.call('careeradmin', 'PUT', `/api/career-admin/activities/${id}`, k.input({ personNum: 1 })), '3363');
  });

  it('a waiting student counts as failed (4) once the activity has started', async () => {
    const id = await k.makeActivity({ personNum: 1 });
    await k.okData(k.signUp('mba02', id, await k.userId('mba02')));
    const w = await k.okData<{ id: number }>(k.signUp('mba01', id, await k.userId('mba01'), true));
    await k.dateActivity(id, { signup: [-10, -5], time: [-1, 2] });
    const row = await k.okData<MySignupRow>(k.call('mba01', 'GET', `/api/VDStudentActive/MyActivitySignupDetail/${w.id}`));
    expect(row).toMatchObject({ status: 4, canWithdraw: false });
    await k.refused(k.withdraw('mba01', w.id), '3210');
  });
});

describe('survey and calendar', () => {
  it('a place asks the student the activity\'s survey through the survey engine; a waiting student is asked once promoted', async () => {
    const options = await k.okData<{ surveys: { id: number; nameEn: string }[] }>(k.call('careeradmin', 'GET', '/api/career-admin/activities/options'));
    const survey = options.surveys.find((s) => s.nameEn === 'Career activity registration survey')!;
    const id = await k.makeActivity({ surveyID: survey.id, personNum: 1 });
    await k.okData(k.signUp('mba01', id, await k.userId('mba01')));
    const row = (await k.list('mba01', { pageSize: 100 })).data.find((r) => r.id === id)!;
    expect(row.surveyAssignmentId).not.toBeNull();
    const view = (who: string) => k.call(who, 'GET', `/api/FacultySurvey/GetSurveyByID/${survey.id}?businessValue=${row.surveyAssignmentId}&businessType=Activity`);
    const answered = await k.okData<SurveyView>(view('mba01'));
    expect(answered.extendedQuestions.length).toBeGreaterThan(0);
    await k.okData(k.signUp('mba02', id, await k.userId('mba02'), true));
    await k.refused(view('mba02'), '91022');
    const mine = await k.mine('mba01', { pageSize: 100 });
    await k.okData(k.withdraw('mba01', mine.data.find((r) => r.activity.id === id)!.id));
    await k.okData(view('mba02'));
    await k.refused(k.call('careeradmin', 'PUT', `/api/career-admin/activities/${id}`, k.input({ surveyID: null, personNum: 1 })), '3369');
  });

  it('activities with a place are in the home calendar, each of their times', async () => {
    const begin = new Date(Date.now() + 72 * 3600_000);
    const times = [0, 7].map((d) => ({ beginTime: new Date(begin.getTime() + d * 86_400_000).toISOString(), endTime: new Date(begin.getTime() + d * 86_400_000 + 7_200_000).toISOString() }));
    const id = await k.makeActivity({ vdActiveTimes: times, nameEn: 'Calendar activity' });
    await k.okData(k.signUp('benyan01', id, await k.userId('benyan01')));
    const years = [...new Set(times.map((x) => new Date(x.beginTime).getUTCFullYear()))];
    const events = (await Promise.all(years.map((y) => k.okData<CalendarEvent[]>(k.call('benyan01', 'GET', `/api/calendar/events?year=${y}`))))).flat();
    expect(events.filter((e) => e.enTitle === 'Activity: Calendar activity')).toHaveLength(2);
    const others = await k.okData<CalendarEvent[]>(k.call('mba02', 'GET', `/api/calendar/events?year=${years[0]}`));
    expect(others.some((e) => e.enTitle === 'Activity: Calendar activity')).toBe(false);
  });
});
