import { eq } from 'drizzle-orm';
import type { MatchingPreview, Page, SelectionRound, TeacherRanking } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { selectionKit } from './selection-test-kit.ts';
import { selectionChoices, selectionRounds } from './selection.tables.ts';

/**
 * The teachers' ranking (README 'Teachers' ranking'): saved while the round is open and refused after
 * its end by the database clock; the stable matching follows it; an unplaced student is told which
 * teachers were full with students they ranked higher. Supervisor schemes: no resume is needed.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
  for (const u of ['supervisor01', 'mentor01', 'selectionadmin', 'mba01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = selectionKit(() => t, tokens);

const rankings = (who: string, selectionId: number) => k.okData<TeacherRanking[]>(k.call(who, 'GET', `/api/selection/teacher/rankings?selectionId=${selectionId}`));
const save = (who: string, teacherId: number, choiceIds: number[]) => k.call(who, 'PUT', `/api/selection/teacher/teachers/${teacherId}/ranking`, { choiceIds });
const endNow = (roundId: number) => t.db.update(selectionRounds).set({ startTime: new Date(Date.now() - 48 * 3600_000), endTime: new Date(Date.now() - 60_000) }).where(eq(selectionRounds.id, roundId));

async function scheme(n: number, teachers: ReturnType<typeof k.teacher>[]) {
  const crowd = await k.students(n);
  const r = await k.round({ selectionType: 'supervisor', pageType: 'mba' }, crowd, teachers);
  return { crowd, r };
}

describe('ranking window', () => {
  it('a supervisor ranks the students who chose them while the round is open; the unranked follow by their own order, then id', async () => {
    const { crowd: [a, b, c], r } = await scheme(3, [k.teacher('排序导师', 1, { username: 'supervisor01' }), k.teacher('旁导师', 2)]);
    // c chooses the other teacher first, so c put 排序导师 second; a and b put it first.
    await k.okData(k.chooseSupervisor(c!.username, c!.id, r.id, r.teachers['旁导师']!));
    for (const s of [c!, b!, a!]) await k.okData(k.chooseSupervisor(s.username, s.id, r.id, r.teachers['排序导师']!));
    const [before] = await rankings('supervisor01', r.id);
    expect(before).toMatchObject({ teacherName: '排序导师', open: true, remaining: 1 });
    // Unranked: by the student's own order (a, b put it first, c second), then by student id — not by who chose first (b before a).
    expect(before!.students.map((s) => s.studentId)).toEqual([a!.id, b!.id, c!.id]);
    expect(before!.students.every((s) => s.teacherRank === null)).toBe(true);

    const cid = (s: { id: number }) => before!.students.find((x) => x.studentId === s.id)!.choiceId;
    const saved = await k.okData<TeacherRanking>(save('supervisor01', r.teachers['排序导师']!, [cid(c!), cid(b!)]));
    expect(saved.students.map((s) => [s.studentId, s.teacherRank])).toEqual([[c!.id, 1], [b!.id, 2], [a!.id, null]]);
    expect((await rankings('supervisor01', r.id))[0]!.students.map((s) => s.studentId)).toEqual([c!.id, b!.id, a!.id]);

    // Another teacher's row, a student, a choice twice, a choice not waiting for this teacher: refused, nothing changed.
    await k.forbidden(save('supervisor01', r.teachers['旁导师']!, []));
    await k.forbidden(save('mba01', r.teachers['排序导师']!, []));
    await k.forbidden(save('mentor01', r.teachers['排序导师']!, []));
    await k.refused(save('supervisor01', r.teachers['排序导师']!, [cid(a!), cid(a!)]), '96102');
    const other = await k.choiceOf(c!.id, r.teachers['旁导师']!);
    await k.refused(save('supervisor01', r.teachers['排序导师']!, [other.id]), '96101');
    await k.okData(k.call(a!.username, 'POST', `/api/selection/student/choices/${cid(a!)}/withdraw`));
    await k.refused(save('supervisor01', r.teachers['排序导师']!, [cid(a!), cid(b!)]), '96101');
    expect((await rankings('supervisor01', r.id))[0]!.students.map((s) => [s.studentId, s.teacherRank])).toEqual([[c!.id, 1], [b!.id, 2]]);

    // The staff rank for any teacher, one without an account too; and see no rows without naming a round.
    await k.okData(save('selectionadmin', r.teachers['旁导师']!, [other.id]));
    expect(await k.okData(k.call('selectionadmin', 'GET', '/api/selection/teacher/rankings'))).toEqual([]);

    // Past the end by the database clock: refused, and the ranking is as it was.
    await endNow(r.id);
    const ended = (await rankings('supervisor01', r.id))[0]!;
    expect(ended.open).toBe(false);
    await k.refused(save('supervisor01', r.teachers['排序导师']!, [cid(b!)]), '96100');
    await k.refused(save('selectionadmin', r.teachers['排序导师']!, []), '96100');
    expect(ended.students.map((s) => [s.studentId, s.teacherRank])).toEqual([[c!.id, 1], [b!.id, 2]]);
  });

  it('a round closed by the staff is ended for the ranking too', async () => {
    const { crowd: [a], r } = await scheme(1, [k.teacher('关闭导师', 1, { username: 'supervisor01' })]);
    await k.okData(k.chooseSupervisor(a!.username, a!.id, r.id, r.teachers['关闭导师']!));
    await t.db.update(selectionRounds).set({ releaseStatus: 2 }).where(eq(selectionRounds.id, r.id));
    const choice = await k.choiceOf(a!.id, r.teachers['关闭导师']!);
    await k.refused(save('supervisor01', r.teachers['关闭导师']!, [choice.id]), '96100');
  });
});

describe('the matching follows the ranking, and the unplaced student is told why', () => {
  it('the teacher\'s first-ranked student gets the place; the other learns which teachers were full, by name only', async () => {
    const { crowd: [a, b], r } = await scheme(2, [k.teacher('热门导师', 1, { username: 'supervisor01' }), k.teacher('次选导师', 1)]);
    // a chooses 热门 first (and only); b chooses 热门 then 次选. 次选 is taken by a third student's confirmation below.
    const [x] = await k.students(1);
    await k.okData(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/students`, { studentNumbers: [x!.number] }));
    await k.okData(k.chooseSupervisor(a!.username, a!.id, r.id, r.teachers['热门导师']!));
    await k.okData(k.chooseSupervisor(b!.username, b!.id, r.id, r.teachers['热门导师']!));
    await k.okData(k.chooseSupervisor(b!.username, b!.id, r.id, r.teachers['次选导师']!));
    await k.okData(k.chooseSupervisor(x!.username, x!.id, r.id, r.teachers['次选导师']!));
    await k.okData(k.answer('selectionadmin', (await k.choiceOf(x!.id, r.teachers['次选导师']!)).id, 'confirm'));

    // Unranked, a (first choice, lower id) would win; the supervisor ranks b first.
    const [mine] = await rankings('supervisor01', r.id);
    const cid = (s: { id: number }) => mine!.students.find((y) => y.studentId === s.id)!.choiceId;
    await k.okData(save('supervisor01', r.teachers['热门导师']!, [cid(b!), cid(a!)]));

    // The preview waits for the round's end (README: blocked on an open round).
    await k.refused(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/preview`), '96015');
    await endNow(r.id);
    const preview = await k.okData<MatchingPreview>(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/preview`));
    expect(preview.pairs.map((p) => [p.studentId, p.teacherName])).toEqual([[b!.id, '热门导师']]);
    expect(preview.unmatched.map((u) => u.studentId)).toEqual([a!.id]);

    // Before the confirmation a sees the matching is still to come.
    const pending = await k.okData<Page<SelectionRound>>(k.call(a!.username, 'POST', '/api/GSMSelectionStudent/GetMySelectionInfoPageList', { pageNo: 0, pageType: 'mba' }));
    expect(pending.data.find((row) => row.id === r.id)!.noTeacher).toEqual({ state: 'matchingPending', teachers: [{ teacherName: '热门导师', choiceRank: 1, reason: 'waiting' }] });

    expect(await k.okData(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/confirm`, { token: preview.token }))).toEqual({ confirmed: 1 });
    const aRow = (await k.okData<Page<SelectionRound>>(k.call(a!.username, 'POST', '/api/GSMSelectionStudent/GetMySelectionInfoPageList', { pageNo: 0, pageType: 'mba' })))
      .data.find((row) => row.id === r.id)!;
    expect(aRow.myChoice).toBeNull();
    expect(aRow.noTeacher).toEqual({ state: 'notPlaced', teachers: [{ teacherName: '热门导师', choiceRank: 1, reason: 'rankedHigher' }] });
    // The answer names teachers, never the students who took the places.
    expect(JSON.stringify(aRow)).not.toContain('双选学生');

    // b got the ranked place; b's page has no explanation, and x (confirmed during the round) none either.
    const bRow = (await k.okData<Page<SelectionRound>>(k.call(b!.username, 'POST', '/api/GSMSelectionStudent/GetMySelectionInfoPageList', { pageNo: 0, pageType: 'mba' })))
      .data.find((row) => row.id === r.id)!;
    expect(bRow.myChoice).toMatchObject({ teacherName: '热门导师', confirmedBy: 'matching' });
    expect(bRow.noTeacher).toBeNull();
    const marked = await t.db.select().from(selectionChoices).where(eq(selectionChoices.roundId, r.id));
    expect(marked.filter((ch) => ch.unplacedByMatching).map((ch) => ch.studentId)).toEqual([a!.id]);
  });

  it('an unplaced student learns each reason: ranked higher, full before the matching, declined', async () => {
    const { crowd: [a, b, y], r } = await scheme(3, [k.teacher('甲导师', 1), k.teacher('乙导师', 1), k.teacher('丙导师', 1)]);
    // a: 甲 (b ranked higher there), 乙 (declined a), 丙 (taken by y's confirmation before the end).
    await k.okData(k.chooseSupervisor(a!.username, a!.id, r.id, r.teachers['甲导师']!));
    await k.okData(k.chooseSupervisor(a!.username, a!.id, r.id, r.teachers['乙导师']!));
    await k.okData(k.chooseSupervisor(a!.username, a!.id, r.id, r.teachers['丙导师']!));
    await k.okData(k.chooseSupervisor(b!.username, b!.id, r.id, r.teachers['甲导师']!));
    await k.okData(k.chooseSupervisor(y!.username, y!.id, r.id, r.teachers['丙导师']!));
    await k.okData(k.answer('selectionadmin', (await k.choiceOf(a!.id, r.teachers['乙导师']!)).id, 'decline', {}));
    await k.okData(k.answer('selectionadmin', (await k.choiceOf(y!.id, r.teachers['丙导师']!)).id, 'confirm'));
    await k.okData(save('selectionadmin', r.teachers['甲导师']!, [(await k.choiceOf(b!.id, r.teachers['甲导师']!)).id]));
    await endNow(r.id);
    const preview = await k.okData<MatchingPreview>(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/preview`));
    await k.okData(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/confirm`, { token: preview.token }));
    const row = (await k.okData<Page<SelectionRound>>(k.call(a!.username, 'POST', '/api/GSMSelectionStudent/GetMySelectionInfoPageList', { pageNo: 0, pageType: 'mba' })))
      .data.find((x) => x.id === r.id)!;
    expect(row.noTeacher).toEqual({
      state: 'notPlaced',
      teachers: [
        { teacherName: '甲导师', choiceRank: 1, reason: 'rankedHigher' },
        { teacherName: '乙导师', choiceRank: 2, reason: 'declined' },
        { teacherName: '丙导师', choiceRank: 3, reason: 'full' },
      ],
    });
  });
});

describe('at once', () => {
  it('twelve saves of one ranking at once: the result is exactly one of them (the teacher\'s lock, the unique rank)', async () => {
    const { crowd, r } = await scheme(6, [k.teacher('并发导师', 2, { username: 'supervisor01' })]);
    for (const s of crowd) await k.okData(k.chooseSupervisor(s.username, s.id, r.id, r.teachers['并发导师']!));
    const ids = (await rankings('supervisor01', r.id))[0]!.students.map((s) => s.choiceId);
    const orders = Array.from({ length: 12 }, (_, i) => ids.map((_, j) => ids[(i + j) % ids.length]!).slice(0, 1 + (i % ids.length)));
    const answers = await Promise.all(orders.map((o) => save('supervisor01', r.teachers['并发导师']!, o)));
    expect(answers.map((a) => a.json().statusCode)).toEqual(orders.map(() => 200));
    const now = (await rankings('supervisor01', r.id))[0]!.students.filter((s) => s.teacherRank !== null).map((s) => s.choiceId);
    expect(orders.some((o) => JSON.stringify(o) === JSON.stringify(now))).toBe(true);
  });
});
