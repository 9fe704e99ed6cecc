import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { activitiesKit, makeStudents } from './activities-test-kit.ts';

/**
 * Fifty students sign up for an activity at the same moment. Only PostgreSQL runs the requests
 * really side by side (PGlite has one connection), so that is where this bites: the activity's row
 * lock queues them, the check places_taken <= person_num and the unique index of active sign-ups hold.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let students: { id: number; username: string }[] = [];
beforeAll(async () => {
  t = await startTestApp();
  tokens.careeradmin = (await t.login('careeradmin')).token;
  students = await makeStudents(t.db, 50);
  for (const s of students) tokens[s.username] = (await t.login(s.username)).token;
}, 120_000);
afterAll(async () => { await t.close(); });
const k = activitiesKit(() => t, tokens);
const code = (r: { json: () => { statusCode: number; message: string; data: { status?: number } | null } }) =>
  (r.json().statusCode === 200 ? `ok${r.json().data?.status}` : String(r.json().message));

describe('concurrent activity sign-ups', () => {
  it('never exceed personNum: 50 at once for 20 places give 20 places and 30 refusals (3240)', async () => {
    const id = await k.makeActivity({ personNum: 20 });
    const codes = (await Promise.all(students.map((s) => k.signUp(s.username, id, s.id)))).map(code);
    expect(codes.filter((c) => c === 'ok1')).toHaveLength(20);
    expect(codes.filter((c) => c === '3240')).toHaveLength(30);
    expect(await k.places(id)).toBe(20);
    expect(await k.countStatus(id, 1)).toBe(20);
  }, 60_000);

  it('the same student twice at once holds one sign-up', async () => {
    const id = await k.makeActivity({ personNum: 20 });
    const s = students[0]!;
    const codes = (await Promise.all([0, 1, 2, 3].map(() => k.signUp(s.username, id, s.id)))).map(code);
    expect(codes.filter((c) => c === 'ok1')).toHaveLength(1);
    expect(codes.filter((c) => c === '3250')).toHaveLength(3);
    expect(await k.places(id)).toBe(1);
  }, 60_000);

  it('concurrent withdrawals promote each waiting student once, in queue order', async () => {
    const id = await k.makeActivity({ personNum: 10 });
    const placed = students.slice(0, 10);
    const signups = new Map<string, number>();
    for (const s of placed) signups.set(s.username, (await k.okData<{ id: number }>(k.signUp(s.username, id, s.id))).id);
    const waiting = students.slice(10, 25);
    for (const s of waiting) expect((await k.okData<{ status: number }>(k.signUp(s.username, id, s.id, true))).status).toBe(3);
    await Promise.all(placed.slice(0, 8).map((s) => k.okData(k.withdraw(s.username, signups.get(s.username)!))));
    expect(await k.places(id)).toBe(10);
    const rows = await k.statuses(id);
    expect(rows.filter((r) => r.status === 1)).toHaveLength(10);
    expect(rows.filter((r) => r.status === 3)).toHaveLength(7);
    const promoted = new Set(rows.filter((r) => r.status === 1).map((r) => r.studentId));
    for (const s of waiting.slice(0, 8)) expect(promoted.has(s.id)).toBe(true);
  }, 60_000);
});
