import { eq } from 'drizzle-orm';
import type { MatchingPreview, Page, SelectionRound } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { selectionKit } from './selection-test-kit.ts';
import { selectionChoices, selectionRounds, selectionStudents } from './selection.tables.ts';

/**
 * The stable matching through the staff's calls, on Gale and Shapley's 4 × 4 example (American
 * Mathematical Monthly 69(1), 1962, p. 11), whose only stable matching is αC, βD, γA, δB. The
 * students' orders are their choices; each teacher's order is the teacher's ranking, saved through
 * the ranking call while the round is open (the staff rank for teachers without an account). The
 * choices are written with times opposite to the teachers' orders: who chose first counts for nothing.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
  for (const u of ['selectionadmin', 'mba01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = selectionKit(() => t, tokens);

const men = { alpha: ['A', 'B', 'C', 'D'], beta: ['A', 'D', 'C', 'B'], gamma: ['B', 'A', 'C', 'D'], delta: ['D', 'B', 'C', 'A'] } as const;
const women = { A: ['delta', 'gamma', 'alpha', 'beta'], B: ['beta', 'delta', 'alpha', 'gamma'], C: ['delta', 'alpha', 'beta', 'gamma'], D: ['gamma', 'beta', 'alpha', 'delta'] } as const;
type Man = keyof typeof men;

async function exampleRound(opts: { end: number }) {
  const list = await k.students(4);
  const who = Object.fromEntries((Object.keys(men) as Man[]).map((m, i) => [m, list[i]!])) as Record<Man, (typeof list)[number]>;
  const r = await k.round({ times: 4, start: -48, end: 5 }, list, (Object.keys(women)).map((w) => k.teacher(w, 1)));
  const base = Date.now() - 40 * 3600_000;
  const ids: Record<string, number> = {};
  for (const m of Object.keys(men) as Man[]) {
    for (const [rank, w] of men[m].entries()) {
      const position = (women[w as keyof typeof women] as readonly string[]).indexOf(m);
      const [row] = await t.db.insert(selectionChoices).values({ roundId: r.id, studentId: who[m].id, teacherId: r.teachers[w]!, choiceRank: rank + 1, createdAt: new Date(base - position * 60_000) }).returning();
      ids[`${m}:${w}`] = row!.id;
    }
    await t.db.update(selectionStudents).set({ selectedTimes: 4 }).where(eq(selectionStudents.studentId, who[m].id));
  }
  for (const w of Object.keys(women) as (keyof typeof women)[]) {
    await k.okData(k.call('selectionadmin', 'PUT', `/api/selection/teacher/teachers/${r.teachers[w]!}/ranking`, { choiceIds: women[w].map((m) => ids[`${m}:${w}`]!) }));
  }
  if (opts.end < 0) await t.db.update(selectionRounds).set({ endTime: new Date(Date.now() + opts.end * 3600_000) }).where(eq(selectionRounds.id, r.id));
  return { r, who };
}

describe('stable matching', () => {
  it('previews the example\'s one stable matching, confirms it, and each student sees the choice they got', async () => {
    const { r, who } = await exampleRound({ end: -1 });
    const preview = await k.okData<MatchingPreview>(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/preview`));
    const got = Object.fromEntries(preview.pairs.map((p) => [(Object.keys(who) as Man[]).find((m) => who[m].id === p.studentId)!, p.teacherName]));
    expect(got).toEqual({ alpha: 'C', beta: 'D', gamma: 'A', delta: 'B' });
    expect(preview.unmatched).toEqual([]);
    // Nothing is confirmed by a preview.
    expect((await t.db.select().from(selectionChoices).where(eq(selectionChoices.roundId, r.id))).every((c) => c.status === 0)).toBe(true);

    await k.refused(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/confirm`, { token: 'stale' }), '96012');
    expect(await k.okData(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/confirm`, { token: preview.token }))).toEqual({ confirmed: 4 });

    const mine = await k.okData<Page<SelectionRound>>(k.call(who.alpha.username, 'POST', '/api/GSMSelectionStudent/GetMySelectionInfoPageList', { pageNo: 0, pageType: 'mbaxy' }));
    expect(mine.data[0]!.myChoice).toMatchObject({ teacherName: 'C', choiceRank: 3, confirmedBy: 'matching', status: 1 });
    const rows = await t.db.select().from(selectionChoices).where(eq(selectionChoices.roundId, r.id));
    expect(rows.filter((c) => c.status === 1)).toHaveLength(4);
    expect(rows.filter((c) => c.status === 0)).toEqual([]);
    // A second run has no one left to match.
    const again = await k.okData<MatchingPreview>(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/preview`));
    expect(again.pairs).toEqual([]);
  });

  it('waits for the round to end, preview and confirmation alike (96015), and is the staff\'s alone', async () => {
    const { r } = await exampleRound({ end: 5 });
    await k.refused(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/preview`), '96015');
    await k.refused(k.call('selectionadmin', 'POST', `/api/admin/selection/rounds/${r.id}/matching/confirm`, { token: 'any' }), '96015');
    await k.forbidden(k.call('mba01', 'POST', `/api/admin/selection/rounds/${r.id}/matching/preview`));
    await k.forbidden(k.call('mba01', 'POST', `/api/admin/selection/rounds/${r.id}/matching/confirm`, { token: 'any' }));
  });
});
