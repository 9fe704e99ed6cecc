import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ClassAdminRow, ClassInput, Page } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { currentTermKey, makeCourse, makeTeacher, pastTermKey, termWindow } from './teaching-test-kit.ts';
import { slotDay } from './teaching-weeks.ts';
import { classWeeklySlots, startClasses } from './teaching.tables.ts';
import type { TermKey } from './teaching-terms.repo.ts';

/** Classes set up by staff (README 'Classes'): the clash check of venue and teachers, under concurrency too, and the teacher's scope. */
describe('classes set up by the teaching office', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let kit: ReturnType<typeof apiKit>;
  let term: TermKey;
  const URL = '/api/admin/teaching/classes';
  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['eduadmin', 'teacher01', 'mba01']) tokens[u] = (await t.login(u)).token;
    kit = apiKit(() => t, tokens);
    term = await currentTermKey(t.db);
  });
  afterAll(async () => { await t.close(); });

  const venue = () => `测试楼 ${randomBytes(3).toString('hex')}`;
  const input = async (o: Partial<ClassInput> = {}): Promise<ClassInput> => ({
    courseId: (await makeCourse(t.db)).id, schoolYear: term.schoolYear, term: term.term, pageType: 'mba', className: `班 ${randomBytes(3).toString('hex')}`, classNameEn: 'Class',
    teacherIds: [], venue: venue(), venueEn: 'Test building', capacity: 30, slots: [{ weekStart: 1, weekEnd: 8, weekName: 2, beginTime: '14:00', endTime: '16:35' }], sessions: [], ...o,
  });
  const create = (v: ClassInput) => kit.call('eduadmin', 'POST', URL, v);

  it('creates a class with its real times, periods only naming them, and audits it', async () => {
    const { id } = await kit.okData<{ id: number }>(create(await input()));
    const [slot] = await t.db.select().from(classWeeklySlots).where(eq(classWeeklySlots.startClassId, id));
    expect(slot).toMatchObject({ beginTime: '14:00', endTime: '16:35', classStart: 5, classEnd: 8 });
    const row = await kit.okData<ClassAdminRow>(kit.call('eduadmin', 'GET', `${URL}/${id}`));
    expect(row.slots).toEqual([{ id: slot!.id, weekStart: 1, weekEnd: 8, weekName: 2, beginTime: '14:00', endTime: '16:35' }]);
    expect(await t.db.$count(auditLog, and(eq(auditLog.action, 'teaching.class.create')))).toBeGreaterThan(0);
  });

  it('refuses the same venue at an overlapping time in the term, naming the other class in both languages', async () => {
    const first = await input();
    const { id } = await kit.okData<{ id: number }>(create(first));
    const [other] = await t.db.select().from(startClasses).where(eq(startClasses.id, id));
    const zh = await kit.refused(kit.call('eduadmin', 'POST', URL, await input({ venue: first.venue, slots: [{ weekStart: 8, weekEnd: 10, weekName: 2, beginTime: '16:00', endTime: '17:00' }] }), 'zh-CN'), '93601');
    expect(zh.messageEn).toContain(other!.classNameEn);
    // Back to back, or another weekday, is no clash.
    await kit.okData(create(await input({ venue: first.venue, slots: [{ weekStart: 1, weekEnd: 8, weekName: 2, beginTime: '16:35', endTime: '18:00' }] })));
    await kit.okData(create(await input({ venue: first.venue, slots: [{ weekStart: 1, weekEnd: 8, weekName: 3, beginTime: '14:00', endTime: '16:35' }] })));
  });

  it('refuses a teacher who teaches elsewhere at that time, also against a dated session', async () => {
    const teacher = await makeTeacher(t.db);
    await kit.okData(create(await input({ teacherIds: [teacher.id] })));
    const res = await kit.refused(create(await input({ teacherIds: [teacher.id], slots: [{ weekStart: 4, weekEnd: 4, weekName: 2, beginTime: '15:00', endTime: '15:30' }] })), '93602');
    expect(res.messageEn).toContain('Test Teacher');
    // A dated session on the Tuesday of week 4 at 15:00 meets the same teacher.
    const day = schoolDate(slotDay((await termWindow(t.db, term)).startsAt, 4, 2));
    await kit.refused(create(await input({ pageType: 'emba', teacherIds: [teacher.id], slots: [], sessions: [{ day, beginTime: '15:00', endTime: '17:00' }] })), '93602');
    const tuesdays = await kit.okData<Page<ClassAdminRow>>(kit.call('eduadmin', 'GET', `${URL}?teacherId=${teacher.id}`));
    expect(tuesdays.total).toBe(1);
  });

  it('compares dated sessions with sessions and with weekly slots, for the venue and the teachers', async () => {
    const start = (await termWindow(t.db, term)).startsAt;
    const sat = schoolDate(slotDay(start, 6, 6));
    const shared = venue();
    const teacher = await makeTeacher(t.db);
    const emba = (o: Partial<ClassInput>) => input({ pageType: 'emba', slots: [], ...o });
    await kit.okData(create(await emba({ venue: shared, teacherIds: [teacher.id], sessions: [{ day: sat, beginTime: '09:00', endTime: '12:00' }] })));
    // Session against session: the same venue, then the same teacher elsewhere, that Saturday morning.
    await kit.refused(create(await emba({ venue: shared, sessions: [{ day: sat, beginTime: '11:00', endTime: '17:00' }] })), '93601');
    await kit.refused(create(await emba({ teacherIds: [teacher.id], sessions: [{ day: sat, beginTime: '08:00', endTime: '09:30' }] })), '93602');
    // A weekly slot on Saturdays of weeks 5-7 meets the session of week 6, at the venue and for the teacher.
    await kit.refused(create(await input({ venue: shared, slots: [{ weekStart: 5, weekEnd: 7, weekName: 6, beginTime: '10:00', endTime: '11:00' }] })), '93601');
    await kit.refused(create(await input({ teacherIds: [teacher.id], slots: [{ weekStart: 5, weekEnd: 7, weekName: 6, beginTime: '10:00', endTime: '11:00' }] })), '93602');
    // The afternoon, the Sunday, and weeks that leave week 6 out are free.
    await kit.okData(create(await emba({ venue: shared, teacherIds: [teacher.id], sessions: [{ day: sat, beginTime: '12:00', endTime: '17:00' }] })));
    await kit.okData(create(await emba({ venue: shared, teacherIds: [teacher.id], sessions: [{ day: schoolDate(slotDay(start, 6, 7)), beginTime: '09:00', endTime: '12:00' }] })));
    await kit.okData(create(await input({ venue: shared, teacherIds: [teacher.id], slots: [{ weekStart: 7, weekEnd: 9, weekName: 6, beginTime: '10:00', endTime: '11:00' }] })));
  });

  it('checks an edit against the other classes but never against its own meetings, and another term never clashes', async () => {
    const shared = venue();
    const a = await input({ venue: shared, slots: [{ weekStart: 1, weekEnd: 4, weekName: 5, beginTime: '08:00', endTime: '10:00' }] });
    const b = await input({ venue: shared, slots: [{ weekStart: 1, weekEnd: 4, weekName: 5, beginTime: '10:00', endTime: '12:00' }] });
    const [{ id: idA }, { id: idB }] = [await kit.okData<{ id: number }>(create(a)), await kit.okData<{ id: number }>(create(b))];
    // Saving a class again with its own times, or moving them within its own hours, is no clash with itself.
    await kit.okData(kit.call('eduadmin', 'PUT', `${URL}/${idA}`, a));
    await kit.okData(kit.call('eduadmin', 'PUT', `${URL}/${idA}`, { ...a, slots: [{ ...a.slots[0]!, beginTime: '08:30' }] }));
    // Moving B's start into A's hours is.
    await kit.refused(kit.call('eduadmin', 'PUT', `${URL}/${idB}`, { ...b, slots: [{ ...b.slots[0]!, beginTime: '09:00' }] }), '93601');
    expect((await t.db.select().from(classWeeklySlots).where(eq(classWeeklySlots.startClassId, idB)))[0]!.beginTime).toBe('10:00');
    // The same venue and times in the past term are another term's business.
    const past = await pastTermKey(t.db);
    await kit.okData(create({ ...a, className: `${a.className} 往期`, schoolYear: past.schoolYear, term: past.term }));
  });

  it('holds under concurrent creates: of two clashing classes exactly one is made', async () => {
    const shared = venue();
    const [a, b] = [await input({ venue: shared }), await input({ venue: shared })];
    const results = await Promise.all([create(a), create(b)]);
    expect(results.map((r) => r.json().statusCode).sort()).toEqual([200, 700]);
    expect(results.find((r) => r.json().statusCode === 700)!.json().message).toBe('93601');
  });

  it('checks the times, the term, the teachers, the name and the capacity', async () => {
    await kit.refused(create(await input({ slots: [{ weekStart: 5, weekEnd: 2, weekName: 1, beginTime: '08:00', endTime: '09:00' }] })), '93607');
    await kit.refused(create(await input({ slots: [{ weekStart: 1, weekEnd: 2, weekName: 1, beginTime: '10:00', endTime: '09:00' }] })), '93608');
    await kit.refused(create(await input({ slots: [{ weekStart: 1, weekEnd: 60, weekName: 1, beginTime: '08:00', endTime: '09:00' }] })), '93615');
    await kit.refused(create(await input({ schoolYear: 2099 })), '93609');
    await kit.refused(create(await input({ teacherIds: [await kit.userId('mba01')] })), '93610');
    const v = await input();
    const { id } = await kit.okData<{ id: number }>(create(v));
    await kit.refused(create({ ...v, venue: venue(), slots: [] }), '93603');
    await kit.okData(kit.call('eduadmin', 'PUT', `${URL}/${id}`, { ...v, capacity: 10 }));
    expect((await t.db.select().from(startClasses).where(eq(startClasses.id, id)))[0]!.capacity).toBe(10);
    await kit.okData(kit.call('eduadmin', 'DELETE', `${URL}/${id}`));
  });

  it('lets a teacher list and read only their classes, and write none', async () => {
    const mine = await kit.okData<Page<ClassAdminRow>>(kit.call('teacher01', 'GET', `${URL}?pageSize=100`));
    const teacher01 = await kit.userId('teacher01');
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.data.every((c) => c.teachers.some((x) => x.id === teacher01) && !c.canEdit)).toBe(true);
    // Asking for another teacher's classes still answers the caller's own.
    const other = await makeTeacher(t.db);
    const { id } = await kit.okData<{ id: number }>(create(await input({ teacherIds: [other.id] })));
    expect((await kit.okData<Page<ClassAdminRow>>(kit.call('teacher01', 'GET', `${URL}?teacherId=${other.id}&pageSize=100`))).data.some((c) => c.id === id)).toBe(false);
    await kit.forbidden(kit.call('teacher01', 'GET', `${URL}/${id}`));
    await kit.forbidden(kit.call('teacher01', 'POST', URL, await input()));
    await kit.forbidden(kit.call('mba01', 'GET', URL));
  });
});
