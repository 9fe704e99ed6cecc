import { and, eq } from 'drizzle-orm';
import type { ClassEnrolResult, ClassRosterRow, FileRecord } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { currentTermKey, enrol, makeStartClass, makeStudents, makeTeacher } from './teaching-test-kit.ts';
import { enrolments, startClasses } from './teaching.tables.ts';

/** Enrolments set by staff (README 'Classes'): a cohort or a list, one student added or removed with a reason, capacity under concurrency. */
describe('enrolments set by the teaching office', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let kit: ReturnType<typeof apiKit>;
  const URL = '/api/admin/teaching/classes';
  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['eduadmin', 'teacher01']) tokens[u] = (await t.login(u)).token;
    kit = apiKit(() => t, tokens);
  });
  afterAll(async () => { await t.close(); });
  const klass = async (capacity = 30, teacherIds: number[] = []) => makeStartClass(t.db, { term: await currentTermKey(t.db), pageType: 'mba', capacity, teacherIds });
  const seats = async (id: number) => (await t.db.select().from(startClasses).where(eq(startClasses.id, id)))[0]!.enrolled;

  it('holds the capacity when 100 students are added at once to a class of 30', async () => {
    const c = await klass(30);
    const students = await makeStudents(t.db, 'mba', 100);
    const rows = await Promise.all(students.map((s, i) => kit.call('eduadmin', 'POST', `${URL}/${c.id}/enrolments/add`, { studentNumber: s.username.replace(/^kit(\w+)s(\d+)$/, (_, tag: string, n: string) => `K${tag}${n.padStart(3, '0')}`), reason: `batch ${i}` })));
    const codes = rows.map((r) => r.json().statusCode);
    expect(codes.filter((x) => x === 200)).toHaveLength(30);
    // Every other answer is the capacity refusal, not an error of the race.
    expect(rows.filter((r) => r.json().statusCode !== 200).map((r) => `${r.json().statusCode} ${r.json().message}`)).toEqual(Array(70).fill('700 93604'));
    expect(await seats(c.id)).toBe(30);
    expect(await t.db.$count(enrolments, eq(enrolments.startClassId, c.id))).toBe(30);
  });

  it('holds the capacity when ten cohorts of ten are given a class of 30 at once: three whole cohorts, the rest refused', async () => {
    const c = await klass(30);
    const cohorts = Array.from({ length: 10 }, (_, i) => `测试并发班 ${c.id}-${i}`);
    const members = new Map<string, number[]>();
    for (const name of cohorts) members.set(name, (await makeStudents(t.db, 'mba', 10, name)).map((s) => s.id));
    const rows = await Promise.all(cohorts.map((cohortClassName) => kit.call('eduadmin', 'POST', `${URL}/${c.id}/enrolments`, { cohortClassName })));
    const answers = rows.map((r) => r.json());
    expect(answers.filter((a) => a.statusCode === 200).map((a) => a.data)).toEqual(Array(3).fill({ added: 10, skipped: 0 }));
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => `${a.statusCode} ${a.message}`)).toEqual(Array(7).fill('700 93604'));
    expect(await seats(c.id)).toBe(30);
    // A cohort is given the class whole or not at all.
    const inClass = new Set((await t.db.select({ id: enrolments.studentId }).from(enrolments).where(eq(enrolments.startClassId, c.id))).map((r) => r.id));
    expect(inClass.size).toBe(30);
    expect(cohorts.map((n) => members.get(n)!.filter((id) => inClass.has(id)).length).sort((a, b) => b - a)).toEqual([10, 10, 10, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('gives a class to a cohort, skipping students already in the course, and refuses a class too small for it', async () => {
    const cohort = `测试行政班 ${Date.now() + 1}`;
    const more = await makeStudents(t.db, 'mba', 3, cohort);
    const c = await klass(5);
    await enrol(t.db, c.id, [more[0]!.id]);
    const res = await kit.okData<ClassEnrolResult>(kit.call('eduadmin', 'POST', `${URL}/${c.id}/enrolments`, { cohortClassName: cohort }));
    expect(res).toEqual({ added: 2, skipped: 1 });
    await kit.refused(kit.call('eduadmin', 'POST', `${URL}/${c.id}/enrolments`, { studentNumbers: ['NOPE-1'] }), '93611');
    const small = await klass(2);
    const numbers = (await kit.okData<ClassRosterRow[]>(kit.call('eduadmin', 'GET', `${URL}/${c.id}/roster`))).map((r) => r.studentNumber);
    expect(numbers).toHaveLength(3);
    await kit.refused(kit.call('eduadmin', 'POST', `${URL}/${small.id}/enrolments`, { studentNumbers: numbers }), '93604');
    expect(await seats(small.id)).toBe(0);
    await kit.refused(kit.call('eduadmin', 'POST', `${URL}/${c.id}/enrolments`, { cohortClassName: 'no such cohort' }), '93612');
  });

  it('removes one student with a reason, audited; a result keeps the enrolment', async () => {
    const c = await klass(5);
    const [a, b] = await makeStudents(t.db, 'mba', 2);
    await enrol(t.db, c.id, [a!.id]);
    await enrol(t.db, c.id, [b!.id], { score: 88, grade: 'A-', passStatus: 1 });
    await kit.okData(kit.call('eduadmin', 'POST', `${URL}/${c.id}/enrolments/${a!.id}/remove`, { reason: '退课申请 withdrawal' }));
    expect(await seats(c.id)).toBe(1);
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'teaching.enrolment.remove'), eq(auditLog.subjectId, a!.id)));
    expect(row!.params).toMatchObject({ startClassId: String(c.id), reason: '退课申请 withdrawal' });
    await kit.refused(kit.call('eduadmin', 'POST', `${URL}/${c.id}/enrolments/${b!.id}/remove`, { reason: 'x' }), '93606');
    await kit.refused(kit.call('eduadmin', 'POST', `${URL}/${c.id}/enrolments/${a!.id}/remove`, { reason: 'x' }), '93616');
    const bad = await kit.call('eduadmin', 'POST', `${URL}/${c.id}/enrolments/${b!.id}/remove`, { reason: '' });
    expect(bad.json().statusCode).not.toBe(200);
  });

  it("lets a teacher read and export only their classes' rosters, and change none", async () => {
    const other = await makeTeacher(t.db);
    const theirs = await klass(5, [other.id]);
    const teacher01 = await kit.userId('teacher01');
    const mine = await klass(5, [teacher01]);
    await kit.okData<ClassRosterRow[]>(kit.call('teacher01', 'GET', `${URL}/${mine.id}/roster`));
    const file = await kit.okData<FileRecord>(kit.call('teacher01', 'GET', `${URL}/${mine.id}/roster/export`));
    expect(file.fileName).toMatch(/\.xlsx$/);
    await kit.forbidden(kit.call('teacher01', 'GET', `${URL}/${theirs.id}/roster`));
    await kit.forbidden(kit.call('teacher01', 'POST', `${URL}/${mine.id}/enrolments`, { studentNumbers: ['x'] }));
  });
});
