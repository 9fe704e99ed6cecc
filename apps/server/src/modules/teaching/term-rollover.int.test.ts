import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { addDaysTo, weekZeroOf, type ClassInput, type RolloverClass, type RolloverRequest, type RolloverResult, type TermInput } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userRoles, users } from '../../platform/db/platform.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { classDaysOf } from './class-days.ts';
import { addSlots, enrol, makeCourse, makeStartClass, makeStudents, makeTeacher } from './teaching-test-kit.ts';
import { classSessions, classWeeklySlots, startClassTeachers, startClasses } from './teaching.tables.ts';
import { termsKit } from './terms-test-kit.ts';

/**
 * The term rollover (README 'Rollover'): a term's classes copied into another, previewed with their
 * problems (weeks that do not fit, moved sessions outside the term or on a holiday, a teacher who
 * left, clashes with the target's classes and between the copies, a class already there), then
 * confirmed once: a second confirm creates nothing. Far-future terms, so the seeded ones are untouched.
 */
describe('term rollover', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let kit: ReturnType<typeof termsKit>;
  const CLASSES = '/api/admin/teaching/classes';
  const PREVIEW = '/api/admin/teaching/rollover/preview';
  const CONFIRM = '/api/admin/teaching/rollover/confirm';
  // Source: autumn 2080 (first day a Monday, 18 weeks); target: autumn 2081 (16 weeks) with a holiday.
  const from = { schoolYear: 2080, term: 1 };
  const to = { schoolYear: 2081, term: 1 };
  const req: RolloverRequest = { from, to };
  const sourceZero = weekZeroOf('2080-09-02');
  const targetZero = weekZeroOf('2081-09-01');
  const sat = (zero: string, week: number) => addDaysTo(zero, week * 7 + 5);
  const holiday = sat(targetZero, 4);
  const tuesdayOff = addDaysTo(targetZero, 3 * 7 + 1);

  const tag = () => randomBytes(3).toString('hex');
  const ids: Record<string, number> = {};
  let leaver: { id: number };
  let stays: { id: number };

  const create = async (v: Partial<ClassInput>): Promise<number> => {
    const input: ClassInput = {
      courseId: (await makeCourse(t.db)).id, schoolYear: from.schoolYear, term: from.term, pageType: 'mba', className: `班 ${tag()}`, classNameEn: `Class ${tag()}`,
      teacherIds: [], venue: `测试楼 ${tag()}`, venueEn: 'Test building', capacity: 30, slots: [], sessions: [], ...v,
    };
    return (await kit.okData<{ id: number }>(kit.call('eduadmin', 'POST', CLASSES, input))).id;
  };
  const row = (r: RolloverResult, name: string) => r.classes.find((c) => c.sourceClassId === ids[name])!;
  const codes = (c: RolloverClass) => c.problems.map((p) => p.code).sort();

  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['eduadmin', 'teacher01', 'mba01']) tokens[u] = (await t.login(u)).token;
    kit = termsKit(() => t, tokens);
    const term = (schoolYear: number, o: Partial<TermInput>) => kit.okData(kit.create(kit.input(schoolYear, o)));
    await term(2080, { firstDay: '2080-09-02', weeks: 18 });
    await term(2081, { firstDay: '2081-09-01', weeks: 16, holidays: [
      { day: holiday, name: '测试假日', nameEn: 'Test holiday', makeUpDay: null },
      // A Tuesday off in week 3, made up on the Wednesday: the copied weekly class meets by the target's calendar.
      { day: tuesdayOff, name: '测试周二假日', nameEn: 'Test Tuesday holiday', makeUpDay: addDaysTo(tuesdayOff, 1) },
    ] });

    [leaver, stays] = [await makeTeacher(t.db), await makeTeacher(t.db)];
    const slot = { weekStart: 0, weekEnd: 15, weekName: 2, beginTime: '14:00', endTime: '16:35' };
    // A plain weekly class with a teacher and a student (whose enrolment is not copied).
    ids.plain = await create({ teacherIds: [stays.id], slots: [slot] });
    const [student] = await makeStudents(t.db, 'mba', 1);
    await enrol(t.db, ids.plain, [student!.id]);
    // Weeks 0-17 fit the source's 18 weeks, not the target's 16.
    ids.long = await create({ slots: [{ ...slot, weekName: 3, weekEnd: 17 }] });
    // EMBA: sessions on Saturdays of weeks 2 and 4 (the target's week 4 Saturday is a holiday); one teacher leaves.
    ids.emba = await create({
      pageType: 'emba', teacherIds: [leaver.id, stays.id],
      sessions: [2, 4].map((w) => ({ day: sat(sourceZero, w), beginTime: '09:00', endTime: '17:00' })),
    });
    // A session in week 17 moves past the target's last day.
    ids.late = await create({ pageType: 'emba', sessions: [{ day: sat(sourceZero, 17), beginTime: '09:00', endTime: '12:00' }] });
    // The target already has a class at this venue on Thursdays of weeks 0-3.
    const venue = `冲突楼 ${tag()}`;
    ids.clash = await create({ venue, slots: [{ weekStart: 2, weekEnd: 5, weekName: 4, beginTime: '10:00', endTime: '11:00' }] });
    await create({ schoolYear: to.schoolYear, term: to.term, venue, slots: [{ weekStart: 0, weekEnd: 3, weekName: 4, beginTime: '09:00', endTime: '12:00' }] });
    // The target already has this course's class of the same name.
    const course = await makeCourse(t.db);
    ids.there = await create({ courseId: course.id, className: '已有班', slots: [{ ...slot, weekName: 5 }] });
    await create({ courseId: course.id, className: '已有班', schoolYear: to.schoolYear, term: to.term });
    // Two source classes that clash with each other (made without the check, as bidding's sync does): the second copy loses.
    const shared = `共享楼 ${tag()}`;
    const pairCourse = await makeCourse(t.db);
    for (const name of ['pairA', 'pairB'] as const) {
      const c = await makeStartClass(t.db, { term: from, pageType: 'mba', courseId: pairCourse.id, className: `${name} ${tag()}` });
      await t.db.update(startClasses).set({ venue: shared }).where(eq(startClasses.id, c.id));
      await addSlots(t.db, c.id, [[6, 1, 2]], [0, 10]);
      ids[name] = c.id;
    }
    // The teacher leaves the school after the source term was set up.
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.id, leaver.id));
  });
  afterAll(async () => { await t.close(); });

  it('previews the copies: moved sessions, a missing teacher, a holiday, weeks and days outside, clashes, a class already there', async () => {
    const p = await kit.okData<RolloverResult>(kit.call('eduadmin', 'POST', PREVIEW, req, 'en-US'));
    expect(p.classes).toHaveLength(8);
    expect(p.shiftDays).toBe(364);
    expect(p.to).toMatchObject({ weeks: 16, weekZero: targetZero });

    expect(row(p, 'plain')).toMatchObject({ action: 'create', problems: [], slots: [{ weekStart: 0, weekEnd: 15, weekName: 2, beginTime: '14:00', endTime: '16:35' }] });
    expect(row(p, 'plain').teachers.map((x) => x.id)).toEqual([stays.id]);

    expect(row(p, 'long')).toMatchObject({ action: 'skip', problems: [{ code: '93905', blocking: true, params: { from: 0, to: 17, weeks: 16 } }] });

    const emba = row(p, 'emba');
    expect(emba.sessions.map((s) => s.day)).toEqual([sat(targetZero, 2), holiday]);
    expect(emba.teachers.map((x) => x.id)).toEqual([stays.id]);
    expect(codes(emba)).toEqual(['93904', '93907']);
    expect(emba.problems.find((x) => x.code === '93907')).toMatchObject({ blocking: false, params: { day: holiday, holiday: '测试假日', holidayEn: 'Test holiday' } });
    expect(emba.action).toBe('create');

    expect(row(p, 'late')).toMatchObject({ action: 'skip', problems: [{ code: '93906', params: { day: sat(targetZero, 17), first: '2081-09-01', last: p.to.lastDay } }] });
    expect(row(p, 'clash')).toMatchObject({ action: 'skip', problems: [{ code: '93908', blocking: true }] });
    expect(row(p, 'there')).toMatchObject({ action: 'skip', problems: [{ code: '93903' }] });
    expect(row(p, 'pairA').action).toBe('create');
    expect(row(p, 'pairB')).toMatchObject({ action: 'skip', problems: [{ code: '93910' }] });
    expect(p.creates).toBe(3);
    expect(p.skips).toBe(5);
    // Nothing written.
    expect(await t.db.$count(startClasses, and(eq(startClasses.schoolYear, to.schoolYear), eq(startClasses.term, to.term)))).toBe(2);
  });

  it('refuses a missing or equal term and a kept class not in the source term', async () => {
    await kit.refused(kit.call('eduadmin', 'POST', PREVIEW, { from, to: { schoolYear: 2099, term: 4 } }), '93901');
    await kit.refused(kit.call('eduadmin', 'POST', PREVIEW, { from: { schoolYear: 2099, term: 4 }, to }), '93900');
    await kit.refused(kit.call('eduadmin', 'POST', PREVIEW, { from, to: from }), '93902');
    await kit.refused(kit.call('eduadmin', 'POST', CONFIRM, { ...req, keep: [ids.plain!, 2_000_000_000] }), '93913');
  });

  it('confirms: creates the copies without enrolments, audits them; a second confirm creates nothing', async () => {
    const done = await kit.okData<RolloverResult>(kit.call('eduadmin', 'POST', CONFIRM, req));
    expect(done.creates).toBe(3);
    const made = done.classes.filter((c) => c.createdId !== null);
    expect(made.map((c) => c.sourceClassId).sort()).toEqual([ids.plain, ids.emba, ids.pairA].sort());
    const newIds = made.map((c) => c.createdId!);
    const rows = await t.db.select().from(startClasses).where(inArray(startClasses.id, newIds));
    expect(rows.every((r) => r.schoolYear === to.schoolYear && r.term === to.term && r.enrolled === 0)).toBe(true);
    const emba = row(done, 'emba').createdId!;
    expect((await t.db.select().from(startClassTeachers).where(eq(startClassTeachers.startClassId, emba))).map((r) => r.teacherId)).toEqual([stays.id]);
    expect(await t.db.$count(classSessions, eq(classSessions.startClassId, emba))).toBe(2);
    expect(await t.db.select({ weekEnd: classWeeklySlots.weekEnd }).from(classWeeklySlots).where(eq(classWeeklySlots.startClassId, row(done, 'plain').createdId!))).toEqual([{ weekEnd: 15 }]);
    // The copy's days are the target's Tuesdays of weeks 0-15, week 3's moved to its make-up Wednesday.
    const tuesdays = Array.from({ length: 16 }, (_, w) => addDaysTo(targetZero, w * 7 + 1));
    expect(await classDaysOf(t.db, row(done, 'plain').createdId!)).toEqual(tuesdays.map((d) => (d === tuesdayOff ? addDaysTo(d, 1) : d)));
    expect(await t.db.$count(auditLog, eq(auditLog.action, 'teaching.rollover'))).toBe(1);
    const creates = await t.db.select().from(auditLog).where(eq(auditLog.action, 'teaching.class.create'));
    expect(creates.filter((a) => (a.params as Record<string, string> | null)?.rolledFrom).length).toBe(3);

    const again = await kit.okData<RolloverResult>(kit.call('eduadmin', 'POST', CONFIRM, req));
    expect(again.creates).toBe(0);
    expect(codes(row(again, 'plain'))).toEqual(['93903']);
    expect(await t.db.$count(startClasses, and(eq(startClasses.schoolYear, to.schoolYear), eq(startClasses.term, to.term)))).toBe(5);
  });

  it('holds under two confirms at once: each copy is made once, the later confirm skips it', async () => {
    const pair = { from: { schoolYear: 2082, term: 1 }, to: { schoolYear: 2083, term: 1 } };
    await kit.okData(kit.create(kit.input(2082)));
    await kit.okData(kit.create(kit.input(2083)));
    await create({ ...pair.from, slots: [{ weekStart: 0, weekEnd: 3, weekName: 1, beginTime: '08:00', endTime: '09:00' }] });
    await create({ ...pair.from, sessions: [], slots: [] });
    const results = await Promise.all([0, 1].map(() => kit.okData<RolloverResult>(kit.call('eduadmin', 'POST', CONFIRM, pair))));
    expect(results.map((r) => r.creates).sort()).toEqual([0, 2]);
    expect(await t.db.$count(startClasses, and(eq(startClasses.schoolYear, 2083), eq(startClasses.term, 1)))).toBe(2);
  });

  it('previews the teachers\' clashes: with the target\'s classes, weekly and moved sessions, and between copies; a teacher who lost the role is left out', async () => {
    const pair = { from: { schoolYear: 2084, term: 1 }, to: { schoolYear: 2085, term: 1 } };
    await kit.okData(kit.create(kit.input(2084, { firstDay: '2084-09-04' })));
    await kit.okData(kit.create(kit.input(2085, { firstDay: '2085-09-03' })));
    const [busy, twice, roleless] = [await makeTeacher(t.db), await makeTeacher(t.db), await makeTeacher(t.db)];
    const at = (v: Partial<ClassInput>) => create({ ...pair.from, ...v });
    const mon = { weekStart: 0, weekEnd: 3, weekName: 1, beginTime: '08:00', endTime: '10:00' };
    const local: Record<string, number> = {};
    // busy teaches Mondays 08:00-10:00 and a Saturday session of week 3 in the source; the target has busy at both times.
    local.weekly = await at({ teacherIds: [busy.id], slots: [mon] });
    local.session = await at({ pageType: 'emba', teacherIds: [busy.id], sessions: [{ day: sat(weekZeroOf('2084-09-04'), 3), beginTime: '09:00', endTime: '12:00' }] });
    await create({ ...pair.to, teacherIds: [busy.id], slots: [{ ...mon, weekStart: 3, weekEnd: 5, beginTime: '09:30', endTime: '11:00' }] });
    await create({ ...pair.to, pageType: 'emba', teacherIds: [busy.id], sessions: [{ day: sat(weekZeroOf('2085-09-03'), 3), beginTime: '11:00', endTime: '13:00' }] });
    // twice taught two source classes at once (made without the check, as bidding's sync does): the second copy loses.
    const pairCourse = await makeCourse(t.db);
    for (const name of ['twiceA', 'twiceB'] as const) {
      const c = await makeStartClass(t.db, { term: pair.from, pageType: 'mba', courseId: pairCourse.id, className: `${name} ${tag()}`, teacherIds: [twice.id] });
      await t.db.update(startClasses).set({ venue: `独立楼 ${tag()}` }).where(eq(startClasses.id, c.id));
      await addSlots(t.db, c.id, [[3, 1, 2]], [0, 5]);
      local[name] = c.id;
    }
    // roleless is no teacher any more: the copy is made without them, and their times clash with nobody.
    local.roleless = await at({ teacherIds: [roleless.id], slots: [mon] });
    await t.db.delete(userRoles).where(and(eq(userRoles.userId, roleless.id), eq(userRoles.role, 'teacher')));

    const p = await kit.okData<RolloverResult>(kit.call('eduadmin', 'POST', PREVIEW, pair, 'en-US'));
    const busyName = (await t.db.select({ enName: users.enName }).from(users).where(eq(users.id, busy.id)))[0]!.enName;
    const of = (name: string) => p.classes.find((c) => c.sourceClassId === local[name])!;
    expect(of('weekly')).toMatchObject({ action: 'skip', problems: [{ code: '93909', blocking: true, params: { teacherEn: busyName } }] });
    expect(of('session')).toMatchObject({ action: 'skip', problems: [{ code: '93909', blocking: true }] });
    expect(of('twiceA')).toMatchObject({ action: 'create', problems: [] });
    expect(of('twiceB')).toMatchObject({ action: 'skip', problems: [{ code: '93911', blocking: true }] });
    expect(of('roleless')).toMatchObject({ action: 'create', teachers: [], problems: [{ code: '93904', blocking: false }] });
  });

  it('is for the teaching office only', async () => {
    await kit.forbidden(kit.call('teacher01', 'POST', PREVIEW, req));
    await kit.forbidden(kit.call('teacher01', 'POST', CONFIRM, req));
    await kit.forbidden(kit.call('mba01', 'POST', CONFIRM, req));
  });
});
