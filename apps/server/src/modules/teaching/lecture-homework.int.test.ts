import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeworkInfo } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { lecturesKit } from './lectures-test-kit.ts';

/** Lecture homework (ACAD-C27…C29, S07): qualified clock-in, deadline, once only, removal (README 'Homework'). */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'mba02', 'eduadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = lecturesKit(() => t, tokens);

/** A lecture mba01 signed up for, held yesterday, homework due in `dueHours`, clock-in as given. */
async function attended(clockIn: 1 | 2 | null, dueHours: number | null = 48) {
  const me = await k.userId('mba01');
  const id = await k.makeLecture();
  await k.okData(k.signUp('mba01', id, me));
  await k.dateLecture(id, { signup: [-72, -48], lecture: [-26, -24], homework: dueHours });
  await k.setClockIn(id, me, clockIn);
  return { id, me };
}
const save = (who: string, id: number, fileId: string) =>
  k.call(who, 'POST', `/api/JZStudentSignup/SaveHomeWorkFile/${id}`, [{ fileId, fileName: 'homework.pdf', fileUrl: '' }]);
const info = (who: string, studentId: number, lectureId?: number) =>
  k.call(who, 'GET', `/api/JZStudentSignup/GetHomeWorkFileInfo/${studentId}${lectureId ? `?lectureId=${lectureId}` : ''}`);

describe('lecture homework', () => {
  it('takes the homework once after a qualified clock-in, and then refuses a change (93205)', async () => {
    const { id, me } = await attended(1);
    expect(await k.okData<HomeworkInfo>(info('mba01', me, id))).toMatchObject({ jzCourseLecturesId: id, isAllowUploadpHomeWork: true, homeWorkFileId: null });
    const file = await k.upload('mba01');
    const saved = await k.okData<HomeworkInfo>(save('mba01', id, file.id));
    expect(saved).toMatchObject({ homeWorkFileId: file.id, homeWorkFileName: 'homework.pdf', isAllowUploadpHomeWork: false });
    expect(saved.homeWorkFileUrl).toMatch(new RegExp(`^/uploadfiles/${file.id}/`));
    await k.refused(save('mba01', id, (await k.upload('mba01')).id), '93205');
  });

  it('refuses homework without a qualified clock-in (93204): unqualified or not recorded', async () => {
    for (const clockIn of [2, null] as const) {
      const { id } = await attended(clockIn);
      await k.refused(save('mba01', id, (await k.upload('mba01')).id), '93204');
    }
  });

  it('refuses homework after the deadline (19301), at the deadline instant included', async () => {
    const { id } = await attended(1, 0);
    await k.refused(save('mba01', id, (await k.upload('mba01')).id), '19301');
  });

  it('refuses homework for a lecture the student did not sign up for (93203) and one without homework (93206)', async () => {
    const { id } = await attended(1);
    await k.refused(save('mba02', id, (await k.upload('mba02')).id), '93203');
    const none = await attended(1, null);
    await k.refused(save('mba01', none.id, (await k.upload('mba01')).id), '93206');
  });

  it('takes only the caller\'s own lecture-homework upload (93207)', async () => {
    const { id } = await attended(1);
    await k.refused(save('mba01', id, (await k.upload('mba02')).id), '93207');
    // An upload under another screen's rule (general takes mp4) is not lecture homework.
    await k.refused(save('mba01', id, (await k.upload('mba01', 'general')).id), '93207');
  });

  it('answers 403 for another student\'s homework info', async () => {
    await k.forbidden(info('mba01', await k.userId('mba02')));
  });

  it('removes the homework before the deadline so it can be handed in again; not after collection (93208) or the deadline (19301)', async () => {
    const { id } = await attended(1);
    await k.okData(save('mba01', id, (await k.upload('mba01')).id));
    await k.okData(k.call('mba01', 'DELETE', `/api/JZStudentSignup/DeleteHomeWork/${id}`));
    await k.refused(k.call('mba01', 'DELETE', `/api/JZStudentSignup/DeleteHomeWork/${id}`), '93209');
    await k.okData(save('mba01', id, (await k.upload('mba01')).id));
    await k.okData(k.call('eduadmin', 'POST', `/api/LectureAdmin/Lecture/${id}/CollectHomework`));
    await k.refused(k.call('mba01', 'DELETE', `/api/JZStudentSignup/DeleteHomeWork/${id}`), '93208');

    const late = await attended(1);
    await k.okData(save('mba01', late.id, (await k.upload('mba01')).id));
    await k.dateLecture(late.id, { signup: [-72, -48], lecture: [-26, -24], homework: -1 });
    await k.refused(k.call('mba01', 'DELETE', `/api/JZStudentSignup/DeleteHomeWork/${late.id}`), '19301');
  });
});
