import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo, weekZeroOf, type TimetableDay } from '@portal/contracts';
import { findUserById } from '../../platform/auth/auth.repo.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { classDaysOf } from './class-days.ts';
import { addSessions, addSlots, enrol, makeStartClass, makeStudents } from './teaching-test-kit.ts';
import { termsKit } from './terms-test-kit.ts';
import { timetableCalendar } from './timetable-calendar.ts';

/**
 * The one calendar: a term's holidays take the weekly slots off those days (or onto their make-up
 * days) in the timetable, the home calendar and the class days attendance reads; and overlapping
 * terms created at the same moment leave exactly one (the exclusion constraint, on PostgreSQL
 * really side by side).
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let student: { id: number; username: string };
// 2112-09-02 is a Friday: week 0 begins on Monday 5 September.
const first = '2112-09-02';
const zero = weekZeroOf(first);
const offDay = addDaysTo(zero, 7);
const movedDay = addDaysTo(zero, 14);
const makeUpDay = addDaysTo(zero, 19);
let classId = 0;
beforeAll(async () => {
  t = await startTestApp();
  tokens.eduadmin = (await t.login('eduadmin')).token;
  [student] = await makeStudents(t.db, 'mba', 1) as [{ id: number; username: string }];
  tokens.student = (await t.login(student.username)).token;
});
afterAll(async () => { await t.close(); });
const k = termsKit(() => t, tokens);

describe('holidays in the one calendar', () => {
  beforeAll(async () => {
    await k.okData(k.create(k.input(2112, {
      firstDay: first, weeks: 6, holidays: [
        { day: offDay, name: '停课', nameEn: 'No classes', makeUpDay: null },
        { day: movedDay, name: '调休', nameEn: 'Moved', makeUpDay },
      ],
    })));
    const cls = await makeStartClass(t.db, { term: { schoolYear: 2112, term: 1 }, pageType: 'mba' });
    classId = cls.id;
    // Mondays, periods 1-2 (08:00-09:35), weeks 0 to 3.
    await addSlots(t.db, classId, [[1, 1, 2]], [0, 3]);
    await enrol(t.db, classId, [student.id]);
  });

  it('gives no class day on a holiday and the make-up day instead of a moved one (attendance\'s class days)', async () => {
    expect(await classDaysOf(t.db, classId)).toEqual([zero, makeUpDay, addDaysTo(zero, 21)]);
    expect(await classDaysOf(t.db, 999_999_999)).toBeUndefined();
  });

  it('keeps dated sessions as they are, holidays or not', async () => {
    const emba = await makeStartClass(t.db, { term: { schoolYear: 2112, term: 1 }, pageType: 'emba' });
    const at = (day: string, h: number) => new Date(`${day}T${String(h).padStart(2, '0')}:00:00+08:00`);
    await addSessions(t.db, emba.id, [{ startsAt: at(offDay, 9), endsAt: at(offDay, 17) }]);
    expect(await classDaysOf(t.db, emba.id)).toEqual([offDay]);
  });

  it('shows the same days on the student\'s month timetable', async () => {
    const days = await k.okData<TimetableDay[]>(k.call('student', 'POST', '/api/GSMStartClass/QueryCourseTimetableForMBAStudyByMonth', { year: 2112, term: 1, yearMonth: '2112-09', courseName: '' }));
    expect(days.map((d) => d.day)).toEqual([zero, makeUpDay, addDaysTo(zero, 21)].filter((d) => d.startsWith('2112-09')));
    expect(days.find((d) => d.day === makeUpDay)?.courseTimetableInfoList[0]).toMatchObject({ startTime: '08:00' });
  });

  it('puts the same meetings on the home calendar', async () => {
    const user = (await findUserById(t.db, student.id))!;
    const events = await timetableCalendar(t.db, user, new Date(`${first}T00:00:00+08:00`), new Date(`${addDaysTo(first, 60)}T00:00:00+08:00`));
    expect(events.map((e) => schoolDate(new Date(e.start)))).toEqual([zero, makeUpDay, addDaysTo(zero, 21)]);
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
  });

  it('follows a holiday added later', async () => {
    const row = (await k.row(2112))!;
    const extra = addDaysTo(zero, 21);
    await k.okData(k.update(k.input(2112, { firstDay: first, weeks: 6, holidays: [...row.holidays, { day: extra, name: '校庆', nameEn: 'Founders\' Day', makeUpDay: null }] })));
    expect(await classDaysOf(t.db, classId)).toEqual([zero, makeUpDay]);
  });
});

describe('overlapping terms at the same moment', () => {
  it('leaves exactly one of five (93801 for the others)', async () => {
    const same = [1, 2, 3, 4].map((term) => k.input(2120, { term, firstDay: '2120-09-03', weeks: 18 }));
    const summer = k.input(2119, { term: 4, firstDay: '2120-08-01', weeks: 10 });
    const answers = await Promise.all([...same, summer].map((v) => k.create(v)));
    const codes = answers.map((r) => (r.json().statusCode === 200 ? 'ok' : String(r.json().message)));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === '93801')).toHaveLength(4);
    const rows = (await k.list()).filter((r) => r.schoolYear === 2120 || (r.schoolYear === 2119 && r.term === 4));
    expect(rows).toHaveLength(1);
  }, 60_000);
});
