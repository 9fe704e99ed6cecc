import type { MentorRow, Page, SelectCount, SelectionResume, SelectionRound, SupervisorRow } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { selectionKit } from './selection-test-kit.ts';

/** The students' calls (SEL-C01…C09): limits, resume, privacy, windows, own id, what ended rounds hide. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
  for (const u of ['mba01', 'emba01', 'benyan01', 'selectionadmin', 'mentor01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = selectionKit(() => t, tokens);
const mentors = (who: string, selectionId: number, extra: object = {}) =>
  k.okData<Page<MentorRow>>(k.call(who, 'POST', '/api/GSMSelectionStudent/GetWaitSelectionPageList', { pageNo: 0, pageType: 'mbaxy', selectionId, isCurrentSelection: true, ...extra }));

describe('the demo (issue 14)', () => {
  it('shows mba01 an open mbaxy round with twelve mentors and a past one, with the operate states of SEL-S01', async () => {
    const page = await k.okData<Page<SelectionRound>>(k.call('mba01', 'POST', '/api/GSMSelectionStudent/GetMySelectionInfoPageList', { pageNo: 0, pageType: 'mbaxy' }));
    expect(page.total).toBe(2);
    const [open, past] = page.data;
    expect(open).toMatchObject({ releaseStatus: 1, timeStatus: 1, isCurrentSelection: true, selectionType: 'mentor', teacherId: null });
    expect(past).toMatchObject({ releaseStatus: 2, isEnded: true, myChoice: { choiceRank: 2, confirmedBy: 'teacher' } });
    expect((await mentors('mba01', open!.id)).total).toBe(12);
    const current = await k.okData<SelectionRound[]>(k.call('mba01', 'GET', '/api/GSMSelectionInfo/GetCurrentValidSelectionInfo/mbaxy'));
    expect(current.map((r) => r.id)).toEqual([open!.id]);
  });

  it('gives benyan01 both kinds under benyan, told apart by selectionType', async () => {
    const both = await k.okData<Page<SelectionRound>>(k.call('benyan01', 'POST', '/api/GSMSelectionStudent/GetMySelectionInfoPageList', { pageNo: 0, pageType: 'benyan' }));
    expect(both.data.map((r) => r.selectionType).sort()).toEqual(['mentor', 'supervisor']);
    const schemes = await k.okData<Page<SelectionRound>>(k.call('benyan01', 'POST', '/api/GSMSelectionStudent/GetMySelectionInfoPageList', { pageNo: 0, pageType: 'benyan', selectionType: 'supervisor', studentId: await k.userId('benyan01') }));
    expect(schemes.data).toHaveLength(1);
    expect(schemes.data[0]).toMatchObject({ showButtonType: 2, isEnded: false });
  });

  it('shows emba01 its ended scheme as "view my thesis teacher" with the counts hidden', async () => {
    const page = await k.okData<Page<SelectionRound>>(k.call('emba01', 'POST', '/api/GSMSelectionStudent/GetMySelectionInfoPageList', { pageNo: 0, pageType: 'emba', studentId: await k.userId('emba01') }));
    const ended = page.data.find((r) => r.isEnded)!;
    expect(ended).toMatchObject({ showButtonType: 3, myChoice: { status: 1 } });
    const rows = await k.okData<Page<SupervisorRow>>(k.call('emba01', 'POST', '/api/GSMSelectionStudent/GetWaitSelectionTeacherPageList', { pageNo: 0, pageType: 'emba', selectionId: ended.id, studentId: await k.userId('emba01') }));
    expect(rows.data.every((r) => r.haveSelectionCount === null && r.agreeSelectionCount === null && r.selectionTimes === null)).toBe(true);
    const open = page.data.find((r) => !r.isEnded)!;
    const openRows = await k.okData<Page<SupervisorRow>>(k.call('emba01', 'POST', '/api/GSMSelectionStudent/GetWaitSelectionTeacherPageList', { pageNo: 0, pageType: 'emba', selectionId: open.id }));
    expect(openRows.data.some((r) => r.agreeSelectionCount !== null && r.agreeSelectionCount === r.selectionTimes)).toBe(true);
  });
});

describe('choices', () => {
  it('limits choices per round (studentSelectionTimes) and counts them in GetSelectCount', async () => {
    const [s] = await k.students(1);
    const r = await k.round({ times: 2 }, [s!], ['甲', '乙', '丙'].map((n) => k.teacher(n, 2)));
    await k.giveResume(s!.username);
    expect(await k.okData<SelectCount>(k.call(s!.username, 'GET', `/api/GSMSelectionStudent/GetSelectCount/${r.id}`))).toEqual({ selectedTimes: 0, studentSelectionTimes: 2 });
    const first = await k.chooseMentor(s!.username, r.id, r.teachers['甲']!);
    expect(first.json()).toMatchObject({ statusCode: 200, message: '96000', data: { choiceRank: 1, status: 0 } });
    await k.okData(k.chooseMentor(s!.username, r.id, r.teachers['乙']!));
    await k.refused(k.chooseMentor(s!.username, r.id, r.teachers['丙']!), '96001');
    await k.refused(k.chooseMentor(s!.username, r.id, r.teachers['甲']!), '96007');
    expect(await k.okData<SelectCount>(k.call(s!.username, 'GET', `/api/GSMSelectionStudent/GetSelectCount/${r.id}`))).toEqual({ selectedTimes: 2, studentSelectionTimes: 2 });
  });

  it('requires the resume (one PDF, the student\'s own upload) before a mentor choice', async () => {
    const [s, other] = await k.students(2);
    const r = await k.round({}, [s!], [k.teacher('丁', 2)]);
    await k.refused(k.chooseMentor(s!.username, r.id, r.teachers['丁']!), '96003');
    expect(await k.okData<SelectionResume>(k.call(s!.username, 'GET', '/api/GSMSelectionStudent/GetResume'))).toEqual({ resumeGuid: null, resumeName: null, resumeFile: null });
    await k.refused(k.call(s!.username, 'POST', '/api/GSMSelectionStudent/SaveResume', { id: 0, resumeGuid: null }), '96003');
    const theirs = await k.giveResume(other!.username);
    await k.refused(k.call(s!.username, 'POST', '/api/GSMSelectionStudent/SaveResume', { id: 0, resumeGuid: theirs.id }), '96011');
    const mine = await k.giveResume(s!.username);
    const record = await k.okData<{ resumeGuid: string; resumeFile: string }>(k.call(s!.username, 'GET', `/api/GSMSelectionStudent/${r.id}`));
    expect(record.resumeGuid).toBe(mine.id);
    await k.okData(k.chooseMentor(s!.username, r.id, r.teachers['丁']!));
  });

  it('sends a mentor\'s phone only once released and the student is confirmed (SEL-S07)', async () => {
    const [s] = await k.students(1);
    const r = await k.round({}, [s!], [k.teacher('戊', 2, { phone: '13912345678', isDecryptPhone: true, username: 'mentor01' }), k.teacher('己', 2, { phone: '13987654321', isDecryptPhone: false })]);
    await k.giveResume(s!.username);
    const phoneOf = async (name: string) => {
      const row = (await mentors(s!.username, r.id)).data.find((m) => m.name === name)!;
      return { has: 'phone' in row, body: JSON.stringify(row) };
    };
    expect(await phoneOf('戊')).toMatchObject({ has: false });
    await k.okData(k.chooseMentor(s!.username, r.id, r.teachers['戊']!));
    expect((await phoneOf('戊')).has).toBe(false);
    await k.okData(k.answer('mentor01', (await k.choiceOf(s!.id, r.teachers['戊']!)).id, 'confirm'));
    const released = (await mentors(s!.username, r.id)).data.find((m) => m.name === '戊')!;
    expect(released).toMatchObject({ status: 1, phone: '13912345678' });
    const kept = await phoneOf('己');
    expect(kept.has).toBe(false);
    expect(kept.body).not.toContain('13987654321');
  });

  it('refuses another student\'s id with 403, and a student outside the round with 96005', async () => {
    const [s, other] = await k.students(2);
    const r = await k.round({ selectionType: 'supervisor', pageType: 'mba' }, [s!], [k.teacher('庚', 2)]);
    await k.forbidden(k.chooseSupervisor(s!.username, other!.id, r.id, r.teachers['庚']!));
    await k.forbidden(k.call(s!.username, 'POST', '/api/GSMSelectionStudent/GetMySelectionInfoPageList', { pageNo: 0, pageType: 'mba', studentId: other!.id }));
    await k.forbidden(k.call(s!.username, 'POST', '/api/GSMSelectionStudent/GetWaitSelectionTeacherPageList', { pageNo: 0, pageType: 'mba', selectionId: r.id, studentId: other!.id }));
    await k.refused(k.chooseSupervisor(other!.username, other!.id, r.id, r.teachers['庚']!), '96005');
    expect((await k.choicesOfTeacher(r.teachers['庚']!)).length).toBe(0);
    await k.okData(k.chooseSupervisor(s!.username, s!.id, r.id, r.teachers['庚']!));
  });

  it('refuses a choice outside the window, of another round\'s teacher, or on the wrong page', async () => {
    const [s] = await k.students(1);
    const later = await k.round({ selectionType: 'supervisor', pageType: 'mba', start: 5, end: 30 }, [s!], [k.teacher('辛', 2)]);
    const open = await k.round({ selectionType: 'supervisor', pageType: 'mba' }, [s!], [k.teacher('壬', 2)]);
    await k.refused(k.chooseSupervisor(s!.username, s!.id, later.id, later.teachers['辛']!), '96004');
    await k.refused(k.chooseSupervisor(s!.username, s!.id, open.id, later.teachers['辛']!), '96010');
    await k.refused(k.chooseSupervisor(s!.username, s!.id, open.id, open.teachers['壬']!, 'emba'), '96013');
  });

  it('lapses the other waiting choices once one is confirmed, and refuses new ones (96002)', async () => {
    const [s] = await k.students(1);
    const r = await k.round({ selectionType: 'supervisor', pageType: 'mba' }, [s!], ['癸', '子', '丑'].map((n, i) => k.teacher(n, 2, i === 0 ? { username: 'supervisor01' } : {})));
    await k.okData(k.chooseSupervisor(s!.username, s!.id, r.id, r.teachers['癸']!));
    await k.okData(k.chooseSupervisor(s!.username, s!.id, r.id, r.teachers['子']!));
    await k.okData(k.answer('selectionadmin', (await k.choiceOf(s!.id, r.teachers['癸']!)).id, 'confirm'));
    expect((await k.choiceOf(s!.id, r.teachers['子']!)).status).toBe(4);
    await k.refused(k.chooseSupervisor(s!.username, s!.id, r.id, r.teachers['丑']!), '96002');
    const rows = await k.okData<Page<SupervisorRow>>(k.call(s!.username, 'POST', '/api/GSMSelectionStudent/GetWaitSelectionTeacherPageList', { pageNo: 0, pageType: 'mba', selectionId: r.id }, 'en'));
    const byName = Object.fromEntries(rows.data.map((x) => [x.name, x]));
    expect(byName['癸']).toMatchObject({ lwSelectionAndTeacherAndStudentRelationStatus: 1, lwSelectionAndTeacherAndStudentRelationStatusDes: 'Supervisor confirmed', agreeSelectionCount: 1 });
    expect(byName['子']).toMatchObject({ lwSelectionAndTeacherAndStudentRelationStatus: 4 });
    expect(byName['丑']!.lwSelectionAndTeacherAndStudentRelationStatus).toBeNull();
  });

  it('lets a student withdraw their own waiting choice (3), not another\'s, and keeps it counted', async () => {
    const [s, other] = await k.students(2);
    const r = await k.round({ selectionType: 'supervisor', pageType: 'mba', times: 2 }, [s!, other!], [k.teacher('辰', 2), k.teacher('巳', 2)]);
    await k.okData(k.chooseSupervisor(s!.username, s!.id, r.id, r.teachers['辰']!));
    const rows = await k.okData<Page<SupervisorRow>>(k.call(s!.username, 'POST', '/api/GSMSelectionStudent/GetWaitSelectionTeacherPageList', { pageNo: 0, pageType: 'mba', selectionId: r.id }));
    const choiceId = rows.data.find((x) => x.name === '辰')!.choiceId!;
    await k.forbidden(k.call(other!.username, 'POST', `/api/selection/student/choices/${choiceId}/withdraw`));
    await k.okData(k.call(s!.username, 'POST', `/api/selection/student/choices/${choiceId}/withdraw`));
    expect((await k.choiceOf(s!.id, r.teachers['辰']!)).status).toBe(3);
    await k.refused(k.call(s!.username, 'POST', `/api/selection/student/choices/${choiceId}/withdraw`), '96009');
    expect(await k.okData<SelectCount>(k.call(s!.username, 'GET', `/api/GSMSelectionStudent/GetSelectCount/${r.id}`))).toEqual({ selectedTimes: 1, studentSelectionTimes: 2 });
  });

  it('tells a withdrawn mentor choice apart on the mentor row (choiceStatus 3), where status folds it into 3', async () => {
    const [s] = await k.students(1);
    const r = await k.round({}, [s!], [k.teacher('午', 2)]);
    await k.giveResume(s!.username);
    await k.okData(k.chooseMentor(s!.username, r.id, r.teachers['午']!));
    const waiting = (await mentors(s!.username, r.id)).data.find((m) => m.name === '午')!;
    expect(waiting).toMatchObject({ status: 0, choiceStatus: 0 });
    await k.okData(k.call(s!.username, 'POST', `/api/selection/student/choices/${waiting.choiceId}/withdraw`));
    expect((await mentors(s!.username, r.id)).data.find((m) => m.name === '午')).toMatchObject({ status: 3, choiceStatus: 3 });
  });

  it('searches supervisors by trimmed keyword', async () => {
    const [s] = await k.students(1);
    const r = await k.round({ selectionType: 'supervisor', pageType: 'mba' }, [s!], [k.teacher('寅', 1, { researchDirection: '供应链金融' }), k.teacher('卯', 1, { researchDirection: '组织行为' })]);
    const found = await k.okData<Page<SupervisorRow>>(k.call(s!.username, 'POST', '/api/GSMSelectionStudent/GetWaitSelectionTeacherPageList', { pageNo: 0, pageType: 'mba', selectionId: r.id, queryText: '  供应链 ' }));
    expect(found.data.map((x) => x.name)).toEqual(['寅']);
  });
});

describe('staff routes', () => {
  it('refuse students and mentors (403), and serve selectionadmin', async () => {
    for (const who of ['mba01', 'mentor01']) {
      await k.forbidden(k.call(who, 'GET', '/api/admin/selection/rounds'));
      await k.forbidden(k.call(who, 'POST', '/api/admin/selection/rounds/1/matching/preview'));
    }
    await k.forbidden(k.call('mba01', 'GET', '/api/selection/teacher/choices'));
    const page = await k.okData<Page<{ id: number; remark: string | null }>>(k.call('selectionadmin', 'GET', '/api/admin/selection/rounds?pageSize=50'));
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.data.every((r) => !(r.remark ?? '').includes('<script'))).toBe(true);
  });
});
