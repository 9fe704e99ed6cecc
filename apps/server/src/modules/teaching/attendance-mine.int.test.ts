import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyAttendance } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { attendanceKit } from './attendance-test-kit.ts';

/** A student's own attendance (README 'Attendance for students'): points, rate, 'miss N more', 403 on another's. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['teacher01', 'eduadmin', 'mba01', 'mba02']) tokens[u] = (await t.login(u)).token;
}, 60_000);
afterAll(async () => { await t.close(); });
const k = attendanceKit(() => t, tokens);

describe('a student\'s own attendance', () => {
  it('shows each session with its points, the rate by the school\'s points and the sessions one may still miss', async () => {
    const c = await k.classes('teacher01', 'teacher02');
    const s = c.students[1]!;
    tokens[s.username] = (await t.login(s.username)).token;
    for (const [i, status] of [[0, 'Present'], [1, 'Late'], [2, 'Present']] as const) await k.insertRecord(c.cls.id, s.id, c.day(i), status);
    const mine = await k.okData<MyAttendance>(k.call(s.username, 'GET', '/api/teaching/attendance/mine'));
    const cls = mine.classes.find((x) => x.startClassId === c.cls.id)!;
    expect(cls.sessions.map((x) => [x.status, x.points])).toEqual([['Present', 2], ['Late', 1], ['Present', 2]]);
    expect(cls).toMatchObject({ earned: 5, possible: 6, rate: 83.3, below: false, reachable: true });
    // The arithmetic of the contracts (sessionsToMiss), here with the class's real remaining days.
    const slack = 100 * (5 + cls.remaining * 2) - 80 * (6 + cls.remaining * 2);
    expect(cls.canMiss).toBe(Math.min(cls.remaining, Math.floor(slack / 200)));
    expect(mine.settings.threshold).toBe(80);
  });

  it('answers 403 for another student\'s, and lets the teaching office read any', async () => {
    const c = await k.classes('teacher01', 'teacher02');
    const s = c.students[0]!;
    await k.forbidden(k.call('mba01', 'GET', `/api/teaching/attendance/mine?studentId=${s.id}`));
    await k.forbidden(k.call('teacher01', 'GET', `/api/teaching/attendance/mine?studentId=${s.id}`));
    const read = await k.okData<MyAttendance>(k.call('eduadmin', 'GET', `/api/teaching/attendance/mine?studentId=${s.id}`));
    expect(read.classes.map((x) => x.startClassId)).toContain(c.cls.id);
  });

  it('the demo: mba01 reads a rate in teacher01\'s MBA class', async () => {
    const mine = await k.okData<MyAttendance>(k.call('mba01', 'GET', '/api/teaching/attendance/mine'));
    const mba = mine.classes.find((x) => x.courseNumber === 'MBA5003');
    expect(mba?.rate).not.toBeNull();
  });
});
