import ExcelJS from 'exceljs';
import type { TeacherChoiceRow, TeacherDemandRow, TeacherInput, Page, MentorRow, RoundTeacherOption } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { selectionKit } from './selection-test-kit.ts';
import { teacherColumns } from './selection-xlsx.ts';

/** The mentors' and supervisors' answers (SEL-G02), quotas, and the staff's demand and export. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
  for (const u of ['mentor01', 'supervisor01', 'selectionadmin', 'mba01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = selectionKit(() => t, tokens);
const list = (who: string, selectionId: number) => k.okData<TeacherChoiceRow[]>(k.call(who, 'GET', `/api/selection/teacher/choices?selectionId=${selectionId}`));

describe('the demo', () => {
  it('shows mentor01 and supervisor01 the several students who chose them, with resumes', async () => {
    const mine = await k.okData<TeacherChoiceRow[]>(k.call('mentor01', 'GET', '/api/selection/teacher/choices'));
    expect(new Set(mine.map((c) => c.studentId)).size).toBeGreaterThanOrEqual(5);
    const waiting = mine.filter((c) => c.status === 0);
    expect(waiting.every((c) => c.resumeFile?.startsWith('/inline/'))).toBe(true);
    // The demo resumes' bytes are written when the app starts: the links open.
    expect(await k.fetchLinkStatus(waiting[0]!.resumeFile!)).toBe(200);
    const sup = await k.okData<TeacherChoiceRow[]>(k.call('supervisor01', 'GET', '/api/selection/teacher/choices?status=0'));
    expect(new Set(sup.map((c) => c.studentId)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('answers', () => {
  it('confirm: the count rises, the student\'s other choices lapse; a confirmed choice cannot change', async () => {
    const [s] = await k.students(1);
    const r = await k.round({}, [s!], [k.teacher('甲', 2, { username: 'mentor01' }), k.teacher('乙', 2)]);
    await k.giveResume(s!.username);
    await k.okData(k.chooseMentor(s!.username, r.id, r.teachers['甲']!));
    await k.okData(k.chooseMentor(s!.username, r.id, r.teachers['乙']!));
    const rows = await list('mentor01', r.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ studentId: s!.id, status: 0, choiceRank: 1 });
    expect((await k.fetchLinkStatus(rows[0]!.resumeFile!))).toBe(200);
    await k.okData(k.answer('mentor01', rows[0]!.id, 'confirm'));
    expect((await k.choiceOf(s!.id, r.teachers['乙']!)).status).toBe(4);
    await k.refused(k.answer('mentor01', rows[0]!.id, 'decline', {}), '96008');
    await k.refused(k.answer('mentor01', rows[0]!.id, 'confirm'), '96008');
    const demand = await k.okData<TeacherDemandRow[]>(k.call('selectionadmin', 'GET', `/api/admin/selection/rounds/${r.id}/teachers`));
    expect(demand.find((d) => d.name === '甲')).toMatchObject({ confirmedCount: 1, remaining: 1, waitingCount: 0 });
  });

  it('decline and suggest: status 2, the suggestion shown, the choice given back', async () => {
    const [a, b] = await k.students(2);
    const r = await k.round({ times: 1 }, [a!, b!], [k.teacher('丙', 2, { username: 'mentor01' }), k.teacher('丁', 2)]);
    for (const s of [a!, b!]) {
      await k.giveResume(s.username);
      await k.okData(k.chooseMentor(s.username, r.id, r.teachers['丙']!));
    }
    const [ca, cb] = [await k.choiceOf(a!.id, r.teachers['丙']!), await k.choiceOf(b!.id, r.teachers['丙']!)];
    await k.okData(k.answer('mentor01', ca.id, 'decline', { note: '方向不符' }));
    await k.refused(k.answer('mentor01', cb.id, 'suggest', { suggestedTeacherId: r.teachers['丙']! }), '96014');
    await k.okData(k.answer('mentor01', cb.id, 'suggest', { suggestedTeacherId: r.teachers['丁']!, note: '更适合丁导师' }));
    const seen = await k.okData<Page<MentorRow>>(k.call(b!.username, 'POST', '/api/GSMSelectionStudent/GetWaitSelectionPageList', { pageNo: 0, pageType: 'mbaxy', selectionId: r.id }));
    expect(seen.data.find((m) => m.name === '丙')).toMatchObject({ status: 2, suggestedTeacherName: '丁' });
    // One choice per round, given back by the decline: the student can follow the suggestion.
    await k.okData(k.chooseMentor(b!.username, r.id, r.teachers['丁']!));
    expect((await k.choiceOf(b!.id, r.teachers['丁']!)).choiceRank).toBe(2);
  });

  it('lists a round\'s teachers to suggest: to a teacher of the round and the staff, 403 to another', async () => {
    const r = await k.round({}, [], [k.teacher('庚', 2, { username: 'mentor01' }), k.teacher('辛', 3)]);
    const seen = await k.okData<RoundTeacherOption[]>(k.call('mentor01', 'GET', `/api/selection/teacher/rounds/${r.id}/teachers`));
    expect(seen).toEqual([{ id: r.teachers['庚'], name: '庚', remaining: 2 }, { id: r.teachers['辛'], name: '辛', remaining: 3 }]);
    expect(await k.okData<RoundTeacherOption[]>(k.call('selectionadmin', 'GET', `/api/selection/teacher/rounds/${r.id}/teachers`))).toHaveLength(2);
    await k.forbidden(k.call('supervisor01', 'GET', `/api/selection/teacher/rounds/${r.id}/teachers`));
  });

  it('a teacher answers only their own students (403); the staff answer any', async () => {
    const [s] = await k.students(1);
    const r = await k.round({ selectionType: 'supervisor', pageType: 'mba' }, [s!], [k.teacher('戊', 1)]);
    await k.okData(k.chooseSupervisor(s!.username, s!.id, r.id, r.teachers['戊']!));
    const choice = await k.choiceOf(s!.id, r.teachers['戊']!);
    await k.forbidden(k.answer('supervisor01', choice.id, 'confirm'));
    await k.forbidden(k.answer('mba01', choice.id, 'confirm'));
    expect((await list('supervisor01', r.id))).toHaveLength(0);
    await k.okData(k.answer('selectionadmin', choice.id, 'confirm'));
    expect((await k.choiceOf(s!.id, r.teachers['戊']!)).confirmedBy).toBe('staff');
  });

  it('a full teacher refuses confirmations (96006), lapses the waiting (5) and new choices (96006)', async () => {
    const [a, b, c] = await k.students(3);
    const r = await k.round({ selectionType: 'supervisor', pageType: 'mba' }, [a!, b!, c!], [k.teacher('己', 1, { username: 'supervisor01' })]);
    for (const s of [a!, b!]) await k.okData(k.chooseSupervisor(s.username, s.id, r.id, r.teachers['己']!));
    await k.okData(k.answer('supervisor01', (await k.choiceOf(a!.id, r.teachers['己']!)).id, 'confirm'));
    expect((await k.choiceOf(b!.id, r.teachers['己']!)).status).toBe(5);
    await k.refused(k.chooseSupervisor(c!.username, c!.id, r.id, r.teachers['己']!), '96006');
    // Lowering the quota below the confirmed count is refused by the database's check.
    await k.refused(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/teachers`, { rows: [k.teacher('己', 0)] }), '96016');
  });
});

describe('staff', () => {
  it('imports teachers from xlsx: a preview with every problem, then the rows saved with their quotas', async () => {
    const [s] = await k.students(1);
    const r = await k.round({}, [s!], []);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Teachers');
    sheet.addRow(teacherColumns.map((c) => c.header));
    const rowOf = (v: Record<string, unknown>) => teacherColumns.map((c) => v[c.key] ?? '');
    sheet.addRow(rowOf({ name: '导入导师', username: 'mentor01', selectionTimes: 2, isDecryptPhone: '1', phone: '13700000000', companyName: '导入公司' }));
    sheet.addRow(rowOf({ name: '缺名额', companyName: '某公司' }));
    sheet.addRow(rowOf({ name: '负名额', selectionTimes: -1 }));
    const m = multipart('teachers.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/selection/rounds/${r.id}/teachers/import-preview`, headers: { authorization: `Bearer ${tokens.selectionadmin}`, ...m.headers }, payload: m.payload });
    expect(res.json().statusCode, res.body).toBe(200);
    const preview = res.json().data as { rows: (TeacherInput & { row: number })[]; problems: { row: number }[] };
    expect(preview.rows.map((x) => x.name)).toEqual(['导入导师']);
    expect(preview.problems.map((p) => p.row)).toEqual([3, 4]);
    expect(await k.okData(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/teachers`, { rows: preview.rows.map(({ row: _row, ...x }) => x) }))).toEqual({ created: 1, updated: 0 });
    const demand = await k.okData<TeacherDemandRow[]>(k.call('selectionadmin', 'GET', `/api/admin/selection/rounds/${r.id}/teachers`));
    // With the teacher's own fields: a change from the web's form sends the whole record back.
    expect(demand).toEqual([expect.objectContaining({ name: '导入导师', username: 'mentor01', selectionTimes: 2, isDecryptPhone: true, remaining: 2, phone: '13700000000', companyName: '导入公司', age: null })]);
    await k.refused(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/teachers`, { rows: [k.teacher('无账号', 1, { username: 'nobody-here' })] }), '96018');
  });

  it('exports the confirmed pairs as xlsx', async () => {
    const page = await k.okData<Page<{ id: number; confirmedCount: number }>>(k.call('selectionadmin', 'GET', '/api/admin/selection/rounds?pageSize=50'));
    const withPairs = page.data.find((r) => r.confirmedCount > 0);
    expect(withPairs, JSON.stringify(page).slice(0, 500)).toBeDefined();
    const file = await k.okData<{ fileUrl: string; fileName: string }>(k.call('selectionadmin', 'GET', `/api/admin/selection/rounds/${withPairs!.id}/pairs-export`));
    expect(file.fileName).toMatch(/\.xlsx$/);
    expect(await k.fetchLinkStatus(file.fileUrl)).toBe(200);
  });
});
