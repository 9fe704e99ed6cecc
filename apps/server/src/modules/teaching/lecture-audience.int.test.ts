import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LectureAdminRow, LectureRow, Page } from '@portal/contracts';
import { users } from '../../platform/db/platform.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { lecturesKit } from './lectures-test-kit.ts';
import { makeStudents } from './teaching-test-kit.ts';

/**
 * A lecture's audience (README, 'Audience'): programmes and entrance years set by staff, empty
 * meaning everyone; outside it a lecture is neither listed to the student nor taken at sign-up (93219).
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'benyan01', 'emba01', 'eduadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = lecturesKit(() => t, tokens);

const listed = async (who: string, id: number) =>
  (await k.okData<Page<LectureRow>>(k.call(who, 'POST', '/api/JZCourseLectures/QueryJZCourseLecturesForStudy', { pageSize: 100_000 }))).data.some((r) => r.id === id);
const signUp = async (who: string, id: number) => k.signUp(who, id, await k.userId(who));

describe('the lecture audience', () => {
  it('keeps an EMBA lecture from mba01 and benyan01 (not listed, sign-up 93219) and gives it to emba01', async () => {
    const id = await k.makeLecture({ audiencePageTypes: ['emba'] });
    for (const who of ['mba01', 'benyan01']) {
      expect(await listed(who, id)).toBe(false);
      await k.refused(signUp(who, id), '93219');
    }
    expect(await k.seats(id)).toBe(0);
    expect(await listed('emba01', id)).toBe(true);
    await k.okData(signUp('emba01', id));
    expect(await k.seats(id)).toBe(1);
  });

  it('admits everyone when both lists are empty', async () => {
    const id = await k.makeLecture();
    for (const who of ['mba01', 'benyan01', 'emba01']) {
      expect(await listed(who, id)).toBe(true);
      await k.okData(signUp(who, id));
    }
  });

  it('judges the entrance year by the student\'s record, and both lists together', async () => {
    const [early, late] = await makeStudents(t.db, 'mba', 2);
    await t.db.update(users).set({ studyEntranceYear: 2023 }).where(eq(users.id, early!.id));
    for (const s of [early!, late!]) tokens[s.username] = (await t.login(s.username)).token;
    const id = await k.makeLecture({ audiencePageTypes: ['mba'], audienceEntranceYears: [2024] });
    expect(await listed(late!.username, id)).toBe(true);
    expect(await listed(early!.username, id)).toBe(false);
    await k.refused(signUp(early!.username, id), '93219');
    await k.okData(signUp(late!.username, id));
    // emba01 is of the year but not of the programme: both lists must admit the student.
    const [emba01] = await t.db.select({ year: users.studyEntranceYear }).from(users).where(eq(users.username, 'emba01'));
    expect(emba01!.year).toBe(2024);
    expect(await listed('emba01', id)).toBe(false);
    await k.refused(signUp('emba01', id), '93219');
  });

  it('is set by staff in the editor and read back; a narrowed audience keeps those already signed up', async () => {
    const id = await k.makeLecture();
    await k.okData(signUp('mba01', id));
    await k.okData(k.call('eduadmin', 'PUT', `/api/LectureAdmin/Lecture/${id}`, await k.input({ audiencePageTypes: ['emba', 'emba'], audienceEntranceYears: [2025, 2024] })));
    const row = await k.okData<LectureAdminRow>(k.call('eduadmin', 'GET', `/api/LectureAdmin/Lecture/${id}`));
    expect(row).toMatchObject({ audiencePageTypes: ['emba'], audienceEntranceYears: [2024, 2025] });
    // mba01 still sees (and may withdraw from) what they signed up for; benyan01 no longer sees it.
    expect(await listed('mba01', id)).toBe(true);
    expect(await listed('benyan01', id)).toBe(false);
    await k.okData(k.revoke('mba01', id, await k.userId('mba01')));
    expect(await listed('mba01', id)).toBe(false);
    await k.refused(signUp('mba01', id), '93219');
    const bad = await k.call('eduadmin', 'POST', '/api/LectureAdmin/Lecture', { ...(await k.input()), audiencePageTypes: ['alumni'] });
    expect(bad.json().statusCode).not.toBe(200);
  });

  it('gives the demo\'s EMBA lectures an EMBA audience', async () => {
    const subjects = ['Leadership and Organisational Change', 'Going Global: Strategies of Chinese Firms'];
    const all = await k.okData<Page<LectureAdminRow>>(k.call('eduadmin', 'POST', '/api/LectureAdmin/GetLecturePageList', { pageSize: 1000 }));
    for (const s of subjects) expect(all.data.find((r) => r.subjectEn === s)?.audiencePageTypes).toEqual(['emba']);
    const mine = await k.okData<Page<LectureRow>>(k.call('mba01', 'POST', '/api/JZCourseLectures/QueryJZCourseLecturesForStudy', { pageSize: 1000 }));
    expect(mine.data.map((r) => r.subjectEn)).not.toContain(subjects[0]);
    const theirs = await k.okData<Page<LectureRow>>(k.call('emba01', 'POST', '/api/JZCourseLectures/QueryJZCourseLecturesForStudy', { pageSize: 1000 }));
    expect(theirs.data.map((r) => r.subjectEn)).toEqual(expect.arrayContaining(subjects));
  });
});
