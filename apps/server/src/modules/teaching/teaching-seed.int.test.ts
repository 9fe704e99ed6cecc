import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { currentTerm } from './teaching-terms.repo.ts';
import { enrolments, startClasses, teachingCourses } from './teaching.tables.ts';

/** The demo facts other parts rely on (README.md '## Demo data'). */
describe('teaching core demo data', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  const idOf = async (username: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

  it('teacher01 teaches an MBA and a benyan class this term and a class last term', async () => {
    const now = (await currentTerm(t.db))!;
    const rows = rowsOf<{ page_type: string; current: boolean }>(await t.db.execute(sql`
      select sc.page_type, (sc.school_year = ${now.schoolYear} and sc.term = ${now.term}) as current
      from start_classes sc join start_class_teachers st on st.start_class_id = sc.id where st.teacher_id = ${await idOf('teacher01')}`));
    expect(rows.filter((r) => r.current).map((r) => r.page_type)).toEqual(expect.arrayContaining(['mba', 'benyan']));
    expect(rows.some((r) => !r.current)).toBe(true);
  });

  it('the demo students have classes this month, results of earlier terms, and classmates', async () => {
    for (const username of ['mba01', 'benyan01', 'emba01']) {
      const rows = rowsOf<{ times: number; results: number; classmates: number }>(await t.db.execute(sql`
        select
          (select count(*) from class_weekly_slots s join enrolments e on e.start_class_id = s.start_class_id where e.student_id = u.id)
          + (select count(*) from class_sessions s join enrolments e on e.start_class_id = s.start_class_id where e.student_id = u.id
             and s.starts_at >= now() - interval '31 days' and s.starts_at < now() + interval '31 days') as times,
          (select count(*) from enrolments e where e.student_id = u.id and e.grade is not null) as results,
          (select min(sc.enrolled) from enrolments e join start_classes sc on sc.id = e.start_class_id where e.student_id = u.id) as classmates
        from users u where u.username = ${username}`));
      expect(Number(rows[0]!.times), username).toBeGreaterThan(0);
      expect(Number(rows[0]!.results), username).toBeGreaterThanOrEqual(3);
      const years = rowsOf<{ n: number }>(await t.db.execute(sql`select count(distinct e.school_year) as n from enrolments e join users u on u.id = e.student_id
        where u.username = ${username} and e.grade is not null`));
      expect(Number(years[0]!.n), `${username} has results of two school years`).toBe(2);
      expect(Number(rows[0]!.classmates), username).toBeGreaterThan(5);
    }
  });

  it('emba01 has an open and a closed homework, an attendance type, and a parallel class with seats', async () => {
    const emba01 = await idOf('emba01');
    const mine = await t.db.select({ klass: startClasses, e: enrolments, number: teachingCourses.courseNumber }).from(enrolments)
      .innerJoin(startClasses, eq(startClasses.id, enrolments.startClassId)).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId))
      .where(eq(enrolments.studentId, emba01));
    const now = Date.now();
    expect(mine.some((r) => r.klass.homeworkDeadline && r.klass.homeworkDeadline.getTime() > now)).toBe(true);
    expect(mine.some((r) => r.klass.homeworkDeadline && r.klass.homeworkDeadline.getTime() < now)).toBe(true);
    expect(mine.some((r) => r.e.workAttendanceType !== null)).toBe(true);
    const change = mine.find((r) => r.number === 'EMBA7102')!;
    const [other] = await t.db.select().from(startClasses).where(and(eq(startClasses.courseId, change.klass.courseId),
      eq(startClasses.schoolYear, change.klass.schoolYear), eq(startClasses.term, change.klass.term), sql`${startClasses.id} <> ${change.klass.id}`));
    expect(other!.enrolled).toBeLessThan(other!.capacity);
  });
});
