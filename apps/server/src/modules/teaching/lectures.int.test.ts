import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LectureRow, Page } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { lecturesKit } from './lectures-test-kit.ts';

/** Lecture lists, sign-up and withdrawal (ACAD-C22…C26, S04, S05), on the demo seed. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'mba02', 'emba01', 'eduadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = lecturesKit(() => t, tokens);

const list = (who: string, url: string, body: object = {}) => k.okData<Page<LectureRow>>(k.call(who, 'POST', `/api/JZCourseLectures/${url}`, body));
const rowOf = async (who: string, id: number) => (await list(who, 'QueryJZCourseLecturesForStudy', { pageSize: 1000 })).data.find((r) => r.id === id);

describe('lecture lists', () => {
  it('pages at 10 and shows every status of the demo, each derived from the database clock', async () => {
    // mba01 sees 9 of the 11 demo lectures (two are for EMBA students): two more make a second page.
    await k.makeLecture();
    await k.makeLecture();
    const page = await list('mba01', 'QueryJZCourseLecturesForStudy', { pageNo: 0 });
    expect(page.data).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    const all = await list('mba01', 'QueryJZCourseLecturesForStudy', { pageSize: 100 });
    expect(new Set(all.data.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(all.data.some((r) => r.signUpCount >= r.capacity && r.status === 1)).toBe(true);
    for (const r of all.data) expect(r.isWithinTime).toBe(r.status === 1);
  });

  it('answers for the caller whatever intParam says, and my lectures holds only the caller\'s sign-ups', async () => {
    const emba01 = await k.userId('emba01');
    const mine = await list('mba01', 'QueryJZIsSignUpedForStudy', { isSignUped: true, pageSize: 999999, intParam: emba01 });
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((r) => r.isSignUped)).toBe(true);
    expect(mine.data.map((r) => r.subjectEn)).not.toContain('Going Global: Strategies of Chinese Firms');
    const info = await list('mba01', 'QueryJZStudentSignupInfoList', {});
    expect(info.total).toBe(mine.total);
    const qualified = mine.data.find((r) => r.clockingInStatus === 1 && r.isAllowUploadpHomeWork);
    expect(qualified, 'mba01 has a lecture with homework open').toBeDefined();
  });

  it('searches and filters through the allow-list only', async () => {
    const hit = await list('mba01', 'QueryJZCourseLecturesForStudy', { queryText: 'ESG' });
    expect(hit.data.map((r) => r.subjectEn)).toEqual(['Frontiers of ESG Investing']);
    await k.refused(k.call('mba01', 'POST', '/api/JZCourseLectures/QueryJZCourseLecturesForStudy', { conModels: [{ fieldName: 'capacity; drop', fieldValue: '1', conditionalType: 0 }] }), '90004');
  });
});

describe('sign-up and withdrawal', () => {
  it('signs up within the window, takes a seat, refuses a second time (19302), and withdraws giving the seat back', async () => {
    const id = await k.makeLecture();
    const me = await k.userId('mba01');
    await k.okData(k.signUp('mba01', id, me));
    expect(await k.seats(id)).toBe(1);
    expect(await rowOf('mba01', id)).toMatchObject({ isSignUped: true, status: 1, isWithinTime: true, signUpCount: 1 });
    await k.refused(k.signUp('mba01', id, me), '19302');
    expect(await k.seats(id)).toBe(1);
    await k.okData(k.revoke('mba01', id, me));
    expect(await k.seats(id)).toBe(0);
    await k.refused(k.revoke('mba01', id, me), '93203');
  });

  it('answers 403 for another student\'s id, in sign-up and withdrawal alike', async () => {
    const id = await k.makeLecture();
    const other = await k.userId('mba02');
    await k.forbidden(k.signUp('mba01', id, other));
    await k.okData(k.signUp('mba02', id, other));
    await k.forbidden(k.revoke('mba01', id, other));
    expect(await k.signupCount(id)).toBe(1);
  });

  it('refuses outside the window: not started (93200), closed (93201), finished (19300)', async () => {
    const me = await k.userId('mba01');
    const id = await k.makeLecture();
    await k.dateLecture(id, { signup: [1, 24], lecture: [48, 50] });
    await k.refused(k.signUp('mba01', id, me), '93200');
    expect((await rowOf('mba01', id))?.status).toBe(0);
    await k.dateLecture(id, { signup: [-24, 0], lecture: [1, 3] });
    await k.refused(k.signUp('mba01', id, me), '93201');
    expect((await rowOf('mba01', id))?.status).toBe(2);
    await k.dateLecture(id, { signup: [-48, -24], lecture: [-3, 0] });
    await k.refused(k.signUp('mba01', id, me), '19300');
    expect((await rowOf('mba01', id))?.status).toBe(3);
  });

  it('refuses withdrawal once the window has closed', async () => {
    const me = await k.userId('mba01');
    const id = await k.makeLecture();
    await k.okData(k.signUp('mba01', id, me));
    await k.dateLecture(id, { signup: [-24, -1], lecture: [1, 3] });
    await k.refused(k.revoke('mba01', id, me), '93201');
    expect(await k.seats(id)).toBe(1);
  });

  it('refuses a full lecture (93202)', async () => {
    const id = await k.makeLecture({ capacity: 1 });
    await k.okData(k.signUp('mba02', id, await k.userId('mba02')));
    await k.refused(k.signUp('mba01', id, await k.userId('mba01')), '93202');
    expect(await k.seats(id)).toBe(1);
    expect((await rowOf('mba01', id))).toMatchObject({ signUpCount: 1, capacity: 1, isSignUped: false });
  });

  it('answers 90005 for an unknown lecture', async () => {
    await k.refused(k.signUp('mba01', 2_000_000, await k.userId('mba01')), '90005');
  });
});
