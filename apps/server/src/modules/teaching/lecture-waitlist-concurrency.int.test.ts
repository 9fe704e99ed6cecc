import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LectureSignupResult, LectureWaitlistRow, Page } from '@portal/contracts';
import { notificationEvents } from '../../platform/notifications/notifications.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { lecturesKit } from './lectures-test-kit.ts';
import { lectureWaitlist } from './lectures.tables.ts';
import { makeStudents } from './teaching-test-kit.ts';

/**
 * 200 requests at once on one full lecture (issue 29, 'Done when'): 50 seated students withdraw,
 * 30 students at the back of the line leave it and 120 new students join it, all in one
 * Promise.all. Only PostgreSQL runs them really side by side (PGlite has one connection), so that
 * is where this bites; on PGlite it checks the same outcome one request after another.
 *
 * Whatever the interleaving, the outcome is fixed: each withdrawal gives its seat to the first in
 * line, and the first 50 in line (W1…W50) are ahead of the 30 leaving (W51…W80) and of every new
 * joiner, so exactly W1…W50 end up seated, each promoted (and told) once; no joiner ever finds a
 * free seat; the line left is the 120 joiners with positions 1…120 in the order they were served.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
type Student = { id: number; username: string };
let seated: Student[] = [];
let line: Student[] = [];
let joiners: Student[] = [];
beforeAll(async () => {
  t = await startTestApp();
  tokens.eduadmin = (await t.login('eduadmin')).token;
  const all = await makeStudents(t.db, 'mba', 250);
  // Four at a time: the password check runs on libuv's threads.
  for (let i = 0; i < all.length; i += 4) {
    await Promise.all(all.slice(i, i + 4).map(async (s) => { tokens[s.username] = (await t.login(s.username)).token; }));
  }
  [seated, line, joiners] = [all.slice(0, 50), all.slice(50, 130), all.slice(130)];
}, 300_000);
afterAll(async () => { await t.close(); });
const k = lecturesKit(() => t, tokens);
const status = (r: { json: () => { statusCode: number; message: string } }) => (r.json().statusCode === 200 ? 'ok' : String(r.json().message));

describe('200 concurrent withdrawals, leaves and joins on a full lecture', () => {
  it('never exceed the capacity, keep the line\'s order and promote each freed seat exactly once', async () => {
    const id = await k.makeLecture({ capacity: 50 });
    for (const s of seated) await k.okData(k.signUp(s.username, id, s.id));
    for (const s of line) expect((await k.okData<LectureSignupResult>(k.signUp(s.username, id, s.id, true))).waitlisted).toBe(true);
    expect(await k.waitingIds(id)).toEqual(line.map((s) => s.id));

    const withdrawals = seated.map((s) => k.revoke(s.username, id, s.id));
    const leaves = line.slice(50).map((s) => k.leaveWaitlist(s.username, id, s.id));
    const joins = joiners.map((s) => k.signUp(s.username, id, s.id, true));
    const [w, l, j] = await Promise.all([Promise.all(withdrawals), Promise.all(leaves), Promise.all(joins)]);
    expect(w.length + l.length + j.length).toBe(200);

    expect(w.map(status)).toEqual(seated.map(() => 'ok'));
    expect(l.map(status)).toEqual(line.slice(50).map(() => 'ok'));
    expect(j.map(status)).toEqual(joiners.map(() => 'ok'));
    // A seat freed is given in the same transaction, so a joiner never finds one free.
    expect(j.every((r) => (r.json().data as LectureSignupResult).waitlisted)).toBe(true);

    // Never over capacity; the counter matches the rows; the seats went to W1…W50.
    expect(await k.seats(id)).toBe(50);
    expect(await k.signupCount(id)).toBe(50);
    expect(await k.seatedIds(id)).toEqual(line.slice(0, 50).map((s) => s.id).sort((a, b) => a - b));

    // The line left: every joiner, in the order they were served (queued_at by the database clock
    // under the lock agrees with the order the entries were written), with positions 1…120.
    const left = await t.db.select({ id: lectureWaitlist.id, studentId: lectureWaitlist.studentId }).from(lectureWaitlist)
      .where(eq(lectureWaitlist.lectureId, id)).orderBy(lectureWaitlist.queuedAt, lectureWaitlist.id);
    expect(new Set(left.map((r) => r.studentId))).toEqual(new Set(joiners.map((s) => s.id)));
    expect(left.map((r) => r.id)).toEqual([...left.map((r) => r.id)].sort((a, b) => a - b));
    const staff = await k.okData<Page<LectureWaitlistRow>>(k.call('eduadmin', 'POST', `/api/LectureAdmin/Lecture/${id}/Waitlist`, { pageSize: 200 }));
    expect(staff.total).toBe(120);
    expect(staff.data.map((r) => r.position)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(staff.data.map((r) => r.studentId)).toEqual(left.map((r) => r.studentId));

    // Each freed seat promoted exactly once: one notice per promoted student, none to anyone else.
    const told = await t.db.select({ recipients: notificationEvents.recipients }).from(notificationEvents)
      .where(and(eq(notificationEvents.kind, 'teaching.lecture-promoted'), like(notificationEvents.inviteUid, `lecture-${id}-%`)));
    expect(told.map((e) => e.recipients).flat().sort((a, b) => a - b)).toEqual(line.slice(0, 50).map((s) => s.id).sort((a, b) => a - b));
    const [dup] = await t.db.execute(sql`select count(*)::int as n from lecture_signups s join lecture_waitlist w using (lecture_id, student_id) where s.lecture_id = ${id}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(dup!.n, 'nobody both seated and waiting').toBe(0);
  }, 300_000);
});
