import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent, FileRecord, LectureAdminRow, LectureSignupRow, Page } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { lecturesOfUser } from './lectures-calendar.repo.ts';
import { lectureCreditsOf } from './lectures-credits.repo.ts';
import { lecturesKit } from './lectures-test-kit.ts';

/** The lecture staff calls: teaching.admin runs every lecture, a teacher only their own, students none. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'mba02', 'emba01', 'teacher01', 'teacher02', 'eduadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = lecturesKit(() => t, tokens);

describe('lecture staff calls', () => {
  it('refuses students every staff call (403)', async () => {
    const id = await k.makeLecture();
    await k.forbidden(k.call('mba01', 'POST', '/api/LectureAdmin/GetLecturePageList', {}));
    await k.forbidden(k.call('mba01', 'POST', '/api/LectureAdmin/Lecture', await k.input()));
    await k.forbidden(k.call('mba01', 'POST', `/api/LectureAdmin/Lecture/${id}/Signups`, {}));
    await k.forbidden(k.call('mba01', 'GET', `/api/LectureAdmin/Lecture/${id}/Export`));
    await k.forbidden(k.call('mba01', 'PUT', '/api/LectureAdmin/Signup/1', { clockingInStatus: 1 }));
  });

  it('lets a teacher see only their lectures, manage their sign-ups, but not create or edit (403)', async () => {
    const mine = await k.makeLecture();
    const other = await k.makeLecture({ teacherIds: [await k.userId('teacher02')] });
    const list = await k.okData<Page<LectureAdminRow>>(k.call('teacher01', 'POST', '/api/LectureAdmin/GetLecturePageList', { pageSize: 500 }));
    expect(list.data.map((r) => r.id)).toContain(mine);
    expect(list.data.map((r) => r.id)).not.toContain(other);
    expect(list.data.every((r) => !r.canEdit)).toBe(true);
    await k.forbidden(k.call('teacher01', 'POST', `/api/LectureAdmin/Lecture/${other}/Signups`, {}));
    await k.forbidden(k.call('teacher01', 'PUT', `/api/LectureAdmin/Lecture/${mine}`, await k.input()));
    await k.forbidden(k.call('teacher01', 'POST', '/api/LectureAdmin/Lecture', await k.input()));
  });

  it('checks the order of the instants with the shared rule, and the term and teachers', async () => {
    const h = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();
    await k.refused(k.call('eduadmin', 'POST', '/api/LectureAdmin/Lecture', await k.input({ startsAt: h(5), endsAt: h(4) })), '93210');
    await k.refused(k.call('eduadmin', 'POST', '/api/LectureAdmin/Lecture', await k.input({ signupStartDay: h(3), signupEndDay: h(2) })), '93211');
    await k.refused(k.call('eduadmin', 'POST', '/api/LectureAdmin/Lecture', await k.input({ signupEndDay: h(100) })), '93212');
    await k.refused(k.call('eduadmin', 'POST', '/api/LectureAdmin/Lecture', await k.input({ schoolYear: 2999 })), '93217');
    await k.refused(k.call('eduadmin', 'POST', '/api/LectureAdmin/Lecture', await k.input({ teacherIds: [await k.userId('mba01')] })), '93216');
  });

  it('records clock-in and achievement (a pass needs qualified clock-in), exports, and keeps capacity above the sign-ups', async () => {
    const id = await k.makeLecture({ capacity: 2 });
    await k.okData(k.signUp('mba01', id, await k.userId('mba01')));
    await k.okData(k.signUp('mba02', id, await k.userId('mba02')));
    const rows = await k.okData<Page<LectureSignupRow>>(k.call('teacher01', 'POST', `/api/LectureAdmin/Lecture/${id}/Signups`, {}));
    expect(rows.total).toBe(2);
    const row = rows.data[0]!;
    await k.refused(k.call('teacher01', 'PUT', `/api/LectureAdmin/Signup/${row.id}`, { achievementStatus: 1 }), '93218');
    await k.okData(k.call('teacher01', 'PUT', `/api/LectureAdmin/Signup/${row.id}`, { clockingInStatus: 1, achievementStatus: 1 }));
    const after = await k.okData<Page<LectureSignupRow>>(k.call('eduadmin', 'POST', `/api/LectureAdmin/Lecture/${id}/Signups`, {}));
    expect(after.data.find((r) => r.id === row.id)).toMatchObject({ clockingInStatus: 1, achievementStatus: 1 });
    const file = await k.okData<FileRecord>(k.call('teacher01', 'GET', `/api/LectureAdmin/Lecture/${id}/Export`));
    expect(file.fileUrl).toMatch(/^\/files\/.+\.xlsx\?/);
    await k.refused(k.call('eduadmin', 'PUT', `/api/LectureAdmin/Lecture/${id}`, await k.input({ capacity: 1 })), '93214');
    await k.refused(k.call('eduadmin', 'DELETE', `/api/LectureAdmin/Lecture/${id}`), '93215');
  });

  it('edits and deletes a lecture without sign-ups', async () => {
    const id = await k.makeLecture();
    await k.okData(k.call('eduadmin', 'PUT', `/api/LectureAdmin/Lecture/${id}`, await k.input({ subject: '改名', capacity: 5 })));
    expect(await k.okData<LectureAdminRow>(k.call('eduadmin', 'GET', `/api/LectureAdmin/Lecture/${id}`))).toMatchObject({ subject: '改名', capacity: 5, canEdit: true });
    await k.okData(k.call('eduadmin', 'DELETE', `/api/LectureAdmin/Lecture/${id}`));
    await k.refused(k.call('eduadmin', 'GET', `/api/LectureAdmin/Lecture/${id}`), '90005');
  });
});

describe('what lectures give other parts', () => {
  it('gives the training plan emba01\'s lectures with credit and achievement', async () => {
    const rows = await lectureCreditsOf(t.db, await k.userId('emba01'));
    expect(rows).toContainEqual(expect.objectContaining({ subjectEn: 'Going Global: Strategies of Chinese Firms', credit: 1.5, achievementStatus: 1 }));
  });

  // The calendar source itself: the home calendar and the feed read every module's sources alike.
  it('puts signed-up lectures on the student\'s home calendar and taught ones on the teacher\'s', async () => {
    const id = await k.makeLecture();
    await k.okData(k.signUp('mba01', id, await k.userId('mba01')));
    const from = new Date(Date.now() - 86400_000);
    const to = new Date(Date.now() + 30 * 86400_000);
    const user = async (username: string) => ({ id: await k.userId(username) }) as Parameters<typeof lecturesOfUser>[1];
    const mine: CalendarEvent[] = await lecturesOfUser(t.db, await user('mba01'), from, to);
    expect(mine.map((e) => e.id)).toContain(`lecture-${id}`);
    const taught = await lecturesOfUser(t.db, await user('teacher01'), from, to);
    expect(taught.find((e) => e.id === `lecture-${id}`)?.url).toBe(`/education/lecture/admin/${id}`);
    expect((await lecturesOfUser(t.db, await user('mba02'), from, to)).map((e) => e.id)).not.toContain(`lecture-${id}`);
  });
});
