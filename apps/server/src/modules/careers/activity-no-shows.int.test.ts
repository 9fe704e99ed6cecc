import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySignupRow, NoShowStanding, Page, RegistrantRow } from '@portal/contracts';
import { rowsOf } from '../../platform/db/client.ts';
import { auditLog } from '../../platform/db/platform.tables.ts';
import { schoolDate, schoolTime } from '../../platform/time/school-zone.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { termBeganSql } from '../teaching/index.ts';
import { activitiesKit, makeStudents } from './activities-test-kit.ts';
import { careerActivities, careerActivitySignups } from './activities.tables.ts';

/**
 * The activities' no-show policy (README 'No-show policy'). The school calendar is this file's
 * own: the demo terms give way to a previous term (200 to 60 days ago) and a current one (from 60
 * days ago), so a no-show's term does not depend on the day the tests run.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
type Student = { id: number; username: string };
let pool: Student[] = [];
const DAY_H = 24;

beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['careeradmin', 'eduadmin', 'mba01']) tokens[u] = (await t.login(u)).token;
  await t.db.execute(sql`truncate school_terms cascade`);
  await t.db.execute(sql`insert into school_terms (school_year, term, name, name_en, starts_at, ends_at) values
    (2090, 1, '上学期', 'Previous term', date_trunc('day', now() - interval '200 days'), date_trunc('day', now() - interval '60 days')),
    (2090, 3, '本学期', 'Current term', date_trunc('day', now() - interval '60 days'), date_trunc('day', now() + interval '120 days'))`);
  pool = await makeStudents(t.db, 40);
  for (const s of pool) tokens[s.username] = (await t.login(s.username)).token;
}, 180_000);
afterAll(async () => { await t.close(); });

const k = activitiesKit(() => t, tokens);
const admin = '/api/career-admin';
let next = 0;
const students = (n: number) => { const out = pool.slice(next, next + n); next += n; expect(out).toHaveLength(n); return out; };
const setPolicy = (noShowLimit: number, blockDays: number) => k.okData(k.call('careeradmin', 'PUT', `${admin}/activities/policy`, { noShowLimit, blockDays }));
const standing = (s: Student) => k.okData<NoShowStanding>(k.call(s.username, 'GET', '/api/career-activities/my/standing'));
const signupId = async (activityId: number, s: Student) => (await k.statuses(activityId)).find((r) => r.studentId === s.id)!.id;
const checkIn = (id: number, attendance: 1 | 2 | null) => k.okData(k.call('careeradmin', 'PUT', `${admin}/registrants/${id}/attendance`, { attendance }));
const excuse = (id: number, reason: string | null, who = 'careeradmin') => k.call(who, 'PUT', `${admin}/registrants/${id}/excuse`, { reason });
const endOf = async (id: number) => (await t.db.select({ e: careerActivities.endsAt }).from(careerActivities).where(eq(careerActivities.id, id)))[0]!.e;
/** The school day `days` after the one this instant falls on. */
const dayPlus = (d: Date, days: number) => { const [y, m, dd] = schoolDate(d).split('-').map(Number); return schoolDate(schoolTime(y!, m!, dd! + days)); };

/** Moves an activity so that it ended `hoursAgo` hours ago (two hours long, sign-up closed a day before it). */
const endedAgo = (id: number, hoursAgo: number) => k.dateActivity(id, { signup: [-hoursAgo - 50, -hoursAgo - 26], time: [-hoursAgo - 2, -hoursAgo] });

/**
 * An activity that ended `daysAgo` days ago: `placed` signed up while it was open, then the
 * office's check-in (a student left out has no attendance recorded). Returns the activity's id.
 */
async function pastActivity(daysAgo: number, placed: Student[], attendance: Map<number, 1 | 2> = new Map(), personNum = 30): Promise<number> {
  const id = await k.makeActivity({ personNum });
  for (const s of placed) await k.okData(k.signUp(s.username, id, s.id));
  await endedAgo(id, daysAgo * DAY_H);
  for (const [studentId, a] of attendance) await checkIn(await signupId(id, { id: studentId, username: '' }), a);
  return id;
}
/** A student's no-shows: each an activity ended that many days ago, marked no-show at check-in. */
async function missed(s: Student, daysAgo: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const d of daysAgo) ids.push(await pastActivity(d, [s], new Map([[s.id, 2]])));
  return ids;
}

describe('the policy', () => {
  it('is the career office\'s to read and set; students and other staff get 403; bad values change nothing', async () => {
    await setPolicy(3, 30);
    for (const who of ['mba01', 'eduadmin']) {
      await k.forbidden(k.call(who, 'GET', `${admin}/activities/policy`));
      await k.forbidden(k.call(who, 'PUT', `${admin}/activities/policy`, { noShowLimit: 0, blockDays: 1 }));
      await k.forbidden(excuse(1, 'x', who));
    }
    await k.refused(k.call('careeradmin', 'PUT', `${admin}/activities/policy`, { noShowLimit: -1, blockDays: 30 }), '90003');
    await k.refused(k.call('careeradmin', 'PUT', `${admin}/activities/policy`, { noShowLimit: 2, blockDays: 0 }), '90003');
    expect(await k.okData(k.call('careeradmin', 'GET', `${admin}/activities/policy`))).toEqual({ noShowLimit: 3, blockDays: 30 });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'careers.activity-policy.save'));
    expect(row).toMatchObject({ actorId: await k.userId('careeradmin'), params: { noShowLimit: '3', blockDays: '30' } });
  });
});

describe('counting', () => {
  it('counts a place of an ended activity without a check-in; not an attended, withdrawn or waitlisted one, not where no check-in was taken, not before the end', async () => {
    await setPolicy(0, 30);
    const [s, w] = students(2) as [Student, Student];
    const absent = await pastActivity(9, [s, w], new Map([[w.id, 1]]));
    await pastActivity(8, [s], new Map([[s.id, 2]]));
    await pastActivity(7, [s, w], new Map([[s.id, 1], [w.id, 1]]));
    const withdrawn = await k.makeActivity();
    await k.okData(k.signUp(s.username, withdrawn, s.id));
    await k.okData(k.withdraw(s.username, await signupId(withdrawn, s)));
    await k.okData(k.signUp(w.username, withdrawn, w.id));
    await endedAgo(withdrawn, 6 * DAY_H);
    await checkIn(await signupId(withdrawn, w), 1);
    const full = await k.makeActivity({ personNum: 1 });
    await k.okData(k.signUp(w.username, full, w.id));
    expect((await k.okData<{ status: number }>(k.signUp(s.username, full, s.id, true))).status).toBe(3);
    await endedAgo(full, 5 * DAY_H);
    await checkIn(await signupId(full, w), 1);
    await pastActivity(4, [s, w]);
    // Running now: marked no-show from the start, counted only once it has ended.
    const running = await k.makeActivity();
    await k.okData(k.signUp(s.username, running, s.id));
    await k.dateActivity(running, { signup: [-50, -26], time: [-1, 1] });
    await checkIn(await signupId(running, s), 2);

    expect(await standing(s)).toMatchObject({ noShows: 2, limit: 0, blockedUntil: null });
    expect((await standing(w)).noShows).toBe(0);
    const rows = await k.okData<Page<RegistrantRow>>(k.call('careeradmin', 'POST', `${admin}/activities/${absent}/registrants`, {}));
    expect(rows.data.map((r) => [r.studentId, r.noShow])).toEqual(expect.arrayContaining([[s.id, true], [w.id, false]]));
    const mine = await k.mine(s.username);
    expect(mine.data.filter((r: MySignupRow) => r.noShow).map((r) => r.activity.id)).toHaveLength(2);
    expect(mine.data.find((r) => r.activity.id === absent)).toMatchObject({ noShow: true, excused: false, attendance: null });

    await endedAgo(running, 1);
    expect((await standing(s)).noShows).toBe(3);
  }, 120_000);
});

describe('the block', () => {
  it('N no-shows in the term refuse new sign-ups (98100, both languages) until the school day of the N-th plus M days; nothing is written', async () => {
    await setPolicy(2, 30);
    const [s] = students(1) as [Student];
    const [, second] = await missed(s, [29, 20]).then((ids) => [ids[0]!, ids[1]!] as const);
    const open = await k.makeActivity();
    const secondEnd = await endOf(second);
    const until = dayPlus(secondEnd, 30);
    const before = (await t.db.select().from(careerActivitySignups).where(eq(careerActivitySignups.studentId, s.id))).length;

    const zh = await k.refused(k.signUp(s.username, open, s.id), '98100');
    expect(zh.params).toEqual({ count: 2, date: until });
    expect(zh.messageEn).toBe(`You missed 2 activities this term without checking in; you can sign up again from ${until}`);
    await k.refused(k.signUp(s.username, open, s.id, true), '98100');
    const en = await k.refused(k.call(s.username, 'POST', '/api/VDStudentActive/StudentSignUp', { vdActivityId: open, studentId: s.id, joinWaitlist: false }, 'en'), '98100');
    expect(en.messageEn).toContain(until);
    expect((await t.db.select().from(careerActivitySignups).where(eq(careerActivitySignups.studentId, s.id))).length).toBe(before);
    expect(await k.places(open)).toBe(0);

    const st = await standing(s);
    expect(st).toMatchObject({ noShows: 2, limit: 2, blockDays: 30, blockCount: 2 });
    expect(schoolDate(new Date(st.blockedUntil!))).toBe(until);
    // 00:00 at the school on that day.
    expect(new Date(st.blockedUntil!).toISOString()).toBe(schoolTime(...(until.split('-').map(Number) as [number, number, number])).toISOString());
  });

  it('ends at 00:00 of that day: the N-th no-show 29 days ago still blocks, 30 days ago no longer', async () => {
    await setPolicy(2, 30);
    const [s] = students(1) as [Student];
    const [, second] = await missed(s, [40, 29]).then((ids) => [ids[0]!, ids[1]!] as const);
    const open = await k.makeActivity();
    await k.refused(k.signUp(s.username, open, s.id), '98100');
    await endedAgo(second, 30 * DAY_H);
    expect((await standing(s)).blockedUntil).toBeNull();
    expect((await k.okData<{ status: number }>(k.signUp(s.username, open, s.id))).status).toBe(1);
  });

  it('off (N = 0): no block whatever the count', async () => {
    await setPolicy(0, 30);
    const [s] = students(1) as [Student];
    await missed(s, [3, 2, 1]);
    const open = await k.makeActivity();
    expect(await standing(s)).toMatchObject({ noShows: 3, limit: 0, blockedUntil: null, blockCount: 0 });
    expect((await k.okData<{ status: number }>(k.signUp(s.username, open, s.id))).status).toBe(1);
    await setPolicy(3, 30);
    const other = await k.makeActivity();
    await k.refused(k.signUp(s.username, other, s.id), '98100');
  });
});

describe('excusing', () => {
  it('takes a no-show out of the count and lifts its block, with a reason and an audit row; taking it back restores both', async () => {
    await setPolicy(2, 30);
    const [s, w] = students(2) as [Student, Student];
    const [first] = await missed(s, [10, 5]);
    const open = await k.makeActivity();
    await k.refused(k.signUp(s.username, open, s.id), '98100');
    const id = await signupId(first!, s);

    await k.refused(excuse(id, '   '), '90003');
    await k.okData(excuse(id, '病假，已提交证明'));
    expect((await standing(s)).noShows).toBe(1);
    const row = (await k.okData<Page<RegistrantRow>>(k.call('careeradmin', 'POST', `${admin}/activities/${first}/registrants`, {}))).data.find((r) => r.id === id)!;
    expect(row).toMatchObject({ noShow: true, excuseReason: '病假，已提交证明' });
    expect(row.excusedAt).not.toBeNull();
    expect((await k.mine(s.username)).data.find((r) => r.id === id)).toMatchObject({ noShow: true, excused: true });
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.subjectId, s.id), eq(auditLog.action, 'careers.activity-no-show.excuse')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: await k.userId('careeradmin'), params: { id: String(id), activityId: String(first) } });
    expect((await k.okData<{ status: number }>(k.signUp(s.username, open, s.id))).status).toBe(1);

    await k.okData(excuse(id, null));
    expect((await standing(s)).noShows).toBe(2);
    await k.refused(k.signUp(s.username, await k.makeActivity(), s.id), '98100');
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.subjectId, s.id), eq(auditLog.action, 'careers.activity-no-show.unexcuse')))).toHaveLength(1);

    // Only a no-show: not an attended place, not an activity still to end, not a waiting sign-up.
    const attended = await pastActivity(3, [w], new Map([[w.id, 1]]));
    await k.refused(excuse(await signupId(attended, w), 'x'), '98101');
    await k.refused(excuse(await signupId(open, s), 'x'), '98101');
    await k.refused(excuse(999_999_999, 'x'), '90005');
  });
});

describe('the term boundary', () => {
  it('counts only the current term\'s no-shows', async () => {
    await setPolicy(2, 30);
    const [s] = students(1) as [Student];
    await missed(s, [61, 5]);
    const st = await standing(s);
    expect(st).toMatchObject({ noShows: 1, blockedUntil: null });
    const [{ b }] = rowsOf<{ b: Date | string }>(await t.db.execute(sql`select date_trunc('day', now() - interval '60 days') as b`)) as [{ b: Date | string }];
    expect(new Date(st.termBegin).getTime()).toBe(new Date(b).getTime());
    expect((await k.okData<{ status: number }>(k.signUp(s.username, await k.makeActivity(), s.id))).status).toBe(1);
  });

  it('a block set in the previous term still runs its days into this one (98102 names that term)', async () => {
    await setPolicy(2, 90);
    const [s] = students(1) as [Student];
    const [, second] = await missed(s, [75, 62]);
    const until = dayPlus(await endOf(second!), 90);
    const st = await standing(s);
    expect(st).toMatchObject({ noShows: 0, blockCount: 2 });
    expect(schoolDate(new Date(st.blockedUntil!))).toBe(until);
    const refusal = await k.refused(k.signUp(s.username, await k.makeActivity(), s.id), '98102');
    expect(refusal.params).toMatchObject({ count: 2, date: until, termBegin: schoolDate(new Date(st.blockTermBegin!)) });
  });

  it('a moment in no term of the calendar falls back to 1 February / 1 August at the school', async () => {
    const began = async (iso: string) =>
      new Date(rowsOf<{ b: Date | string }>(await t.db.execute(sql`select ${termBeganSql(sql`${iso}::timestamptz`)} as b`))[0]!.b).toISOString();
    expect(await began('2031-03-10T04:00:00Z')).toBe(schoolTime(2031, 2, 1).toISOString());
    expect(await began('2031-01-31T15:59:00Z')).toBe(schoolTime(2030, 8, 1).toISOString());
    // 1 February 00:00 in Beijing is 31 January 16:00 UTC.
    expect(await began('2031-01-31T16:00:00Z')).toBe(schoolTime(2031, 2, 1).toISOString());
    expect(await began('2031-09-01T00:00:00Z')).toBe(schoolTime(2031, 8, 1).toISOString());
  });
});

describe('capacity with the policy on', () => {
  it('concurrent sign-ups: blocked students are refused, the others fill exactly the places', async () => {
    await setPolicy(1, 30);
    const blocked = students(5);
    const others = students(20);
    await pastActivity(2, blocked, new Map(blocked.map((s) => [s.id, 2])));
    const id = await k.makeActivity({ personNum: 8 });
    const all = [...blocked, ...others];
    const codes = (await Promise.all(all.map((s) => k.signUp(s.username, id, s.id)))).map((r) =>
      (r.json().statusCode === 200 ? `ok${r.json().data.status}` : String(r.json().message)));
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('98100'));
    expect(codes.filter((c) => c === 'ok1')).toHaveLength(8);
    expect(codes.filter((c) => c === '3240')).toHaveLength(12);
    expect(await k.places(id)).toBe(8);
    expect(await k.countStatus(id, 1)).toBe(8);
  }, 120_000);
});
