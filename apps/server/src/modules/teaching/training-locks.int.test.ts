import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startClasses } from './teaching.tables.ts';
import { trainingKit } from './training-test-kit.ts';

/**
 * Class changes under concurrency. Only PostgreSQL runs the requests really side by side (PGlite has
 * one connection), so that is where these tests bite; on PGlite they check the same outcome in turn.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const movers = ['emba103', 'emba104'];
const twice = 'emba105';
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['emba01', 'eduadmin', twice, ...movers]) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = trainingKit(() => t, tokens);
const apply = (who: string, from: { id: number; courseId: number }, to: { id: number; courseId: number }) => k.call(who, 'POST', '/api/GSMChangingCourseRecord', {
  oldStartClassId: from.id, newStartClassId: to.id, newCourseId: to.courseId, changeType: 1, reason: 'race',
});

describe('class changes at the same moment', () => {
  it('lets one of two approvals into the last seat through', async () => {
    const own = await k.classOf('EMBA7102', 'emba01');
    const other = await k.classOf('EMBA7102', 'emba01', false);
    const ids = [];
    for (const who of movers) ids.push((await k.okData<{ id: number }>(apply(who, other, own))).id);
    await t.db.update(startClasses).set({ capacity: sql`${startClasses.enrolled} + 1` }).where(eq(startClasses.id, own.id));
    const before = await k.classRow(own.id);
    const answers = await Promise.all(ids.map((id) => k.call('eduadmin', 'POST', '/api/GSMChangingCourseRecord/Audit', { id, approve: true, comment: '' })));
    const codes = answers.map((r) => r.json()).map((b) => (b.statusCode === 200 ? 'ok' : b.message)).sort();
    expect(codes).toEqual(['93109', 'ok']);
    const after = await k.classRow(own.id);
    expect(after.enrolled).toBe(before.enrolled + 1);
    expect(after.enrolled).toBe(after.capacity);
  });

  it('keeps one pending change when a student applies twice at once', async () => {
    const own = await k.classOf('EMBA7102', 'emba01');
    const other = await k.classOf('EMBA7102', 'emba01', false);
    await t.db.update(startClasses).set({ capacity: sql`${startClasses.enrolled} + 5` }).where(eq(startClasses.id, own.id));
    const answers = await Promise.all([apply(twice, other, own), apply(twice, other, own)]);
    const codes = answers.map((r) => r.json()).map((b) => (b.statusCode === 200 ? 'ok' : b.message)).sort();
    expect(codes).toEqual(['93107', 'ok']);
  });
});
