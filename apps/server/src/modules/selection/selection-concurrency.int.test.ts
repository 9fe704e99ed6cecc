import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { selectionKit } from './selection-test-kit.ts';

/**
 * Requests at the same moment. Only PostgreSQL runs them side by side (PGlite has one connection),
 * so that is where these bite (CI runs them on both): the quota check kept by the trigger, the
 * teacher's row lock between a choice and a confirmation, and the compare-and-swap of a student's
 * choice count.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
  tokens.selectionadmin = (await t.login('selectionadmin')).token;
});
afterAll(async () => { await t.close(); });
const k = selectionKit(() => t, tokens);

describe('50 at once', () => {
  it('50 choices while the supervisor fills the last place: none left waiting on a full supervisor', async () => {
    const crowd = await k.students(51);
    const r = await k.round({ selectionType: 'supervisor', pageType: 'mba' }, crowd, [k.teacher('满额导师', 1)]);
    const first = crowd[0]!;
    await k.okData(k.chooseSupervisor(first.username, first.id, r.id, r.teachers['满额导师']!));
    const firstChoice = await k.choiceOf(first.id, r.teachers['满额导师']!);
    const answers = await Promise.all([
      k.answer('selectionadmin', firstChoice.id, 'confirm'),
      ...crowd.slice(1).map((s) => k.chooseSupervisor(s.username, s.id, r.id, r.teachers['满额导师']!)),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const codes = answers.slice(1).map((a) => a.json().statusCode === 200 ? 'ok' : a.json().message as string);
    expect(codes.every((c) => c === 'ok' || c === '96006')).toBe(true);
    const rows = await k.choicesOfTeacher(r.teachers['满额导师']!);
    expect(rows.filter((c) => c.status === 1)).toHaveLength(1);
    // Every choice accepted before the place filled lapsed with it (5); none is waiting.
    expect(rows.filter((c) => c.status === 0)).toEqual([]);
    expect(rows.filter((c) => c.status === 5)).toHaveLength(codes.filter((c) => c === 'ok').length);
  });

  it('50 confirmations of a supervisor with three places: exactly three confirmed', async () => {
    const crowd = await k.students(50);
    const r = await k.round({ selectionType: 'supervisor', pageType: 'mba' }, crowd, [k.teacher('三席导师', 3)]);
    for (const s of crowd) await k.okData(k.chooseSupervisor(s.username, s.id, r.id, r.teachers['三席导师']!));
    const choices = await k.choicesOfTeacher(r.teachers['三席导师']!);
    const answers = await Promise.all(choices.map((c) => k.answer('selectionadmin', c.id, 'confirm')));
    const ok = answers.filter((a) => a.json().statusCode === 200);
    expect(ok).toHaveLength(3);
    expect(answers.filter((a) => a.json().statusCode !== 200).every((a) => ['96006', '96009'].includes(a.json().message))).toBe(true);
    const after = await k.choicesOfTeacher(r.teachers['三席导师']!);
    expect(after.filter((c) => c.status === 1)).toHaveLength(3);
    expect(after.filter((c) => c.status === 0)).toEqual([]);
  });

  it('50 choices of one student at once stay within the round\'s three', async () => {
    const [s] = await k.students(1);
    const names = Array.from({ length: 50 }, (_, i) => `导师${i}`);
    const r = await k.round({ selectionType: 'supervisor', pageType: 'mba', times: 3 }, [s!], names.map((n) => k.teacher(n, 2)));
    const answers = await Promise.all(names.map((n) => k.chooseSupervisor(s!.username, s!.id, r.id, r.teachers[n]!)));
    expect(answers.filter((a) => a.json().statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.json().statusCode !== 200).every((a) => a.json().message === '96001')).toBe(true);
    const count = await k.okData<{ selectedTimes: number }>(k.call(s!.username, 'GET', `/api/GSMSelectionStudent/GetSelectCount/${r.id}`));
    expect(count.selectedTimes).toBe(3);
  });
});
