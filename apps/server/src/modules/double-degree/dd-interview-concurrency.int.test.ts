import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { ddKit } from './dd-test-kit.ts';

/**
 * Many applicants book one slot at the same moment. On PostgreSQL 40 requests really run side by
 * side (PGlite, one connection, 30): the partial unique index on the slot lets exactly one through,
 * every other answer is −100003, and no application holds the slot but the winner.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const N = onPostgres ? 40 : 30;
let t: TestApp;
const tokens: Record<string, string> = {};
let students: { id: number; username: string }[] = [];
beforeAll(async () => {
  t = await startTestApp();
  students = await freshStudents(t.db, N);
  for (let i = 0; i < students.length; i += 20) {
    await Promise.all(students.slice(i, i + 20).map(async (s) => { tokens[s.username] = (await t.login(s.username)).token; }));
  }
}, 300_000);
afterAll(async () => { await t.close(); });
const k = ddKit(() => t, tokens);

describe('concurrent bookings', () => {
  it(`${N} applicants booking one slot at once: exactly one booked, the others −100003`, async () => {
    const r = await k.makeRound();
    const day = await k.interviewDay(r.projectId, 2);
    // Submitted applications that passed the internal selection, written directly: the booking is under test.
    const ids = await k.rows<{ id: number; student_id: number }>(sql`insert into dd_signups (apply_manage_id, project_id, student_id, name_as_passport, nationality_id,
      birth_nationality_id, birth_city, native_language, birth_date, gender, marital_status, study_mode, class_name, mobile, email, is_check_agreement, submit_time, gsm_result)
      select ${r.manageId}, ${r.projectId}, u.id, 'X', 'CN', 'CN', '西安', '中文', '1994-01-01', 'Male', 'single', 'Full-Time', 'MBA', '13800138000', 'x@example.edu.cn', true, now(), 1
      from users u where u.id in (${sql.join(students.map((s) => sql`${s.id}`), sql`, `)}) returning id, student_id`);
    const byStudent = new Map(ids.map((x) => [x.student_id, x.id]));
    const answers = await Promise.all(students.map((s) => k.book(s.username, byStudent.get(s.id)!, day.slots[0]!, day.adresses[0]!)));
    const bodies = answers.map((a) => a.json() as { statusCode: number; message: string });
    expect(bodies.filter((b) => b.statusCode === 200)).toHaveLength(1);
    expect(bodies.filter((b) => b.statusCode === 700 && b.message === '-100003')).toHaveLength(N - 1);
    const holders = await k.rows<{ n: number }>(sql`select count(*)::int as n from dd_signups where interview_time_id = ${day.slots[0]!}`);
    expect(holders[0]!.n).toBe(1);
    // The losers can still book the free slot.
    const loser = students.find((s, i) => bodies[i]!.statusCode === 700)!;
    await k.okData(k.book(loser.username, byStudent.get(loser.id)!, day.slots[1]!, day.adresses[0]!));
  });
});
