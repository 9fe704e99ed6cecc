import { and, eq, sql } from 'drizzle-orm';
import type { ClassAdminRow, ClassInput, Page } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
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

  it('every demo class is one the class page accepts: each saved back unchanged by the office is taken as it is', async () => {
    // The seed writes its classes through saveClass; a class that broke a rule (a teacher without the role,
    // a meeting outside its term, a clash of venue or teacher) would be refused here as on the page.
    const tokens = { eduadmin: (await t.login('eduadmin')).token };
    const kit = apiKit(() => t, tokens);
    const all: ClassAdminRow[] = [];
    for (let pageNo = 0; ; pageNo += 1) {
      const page = await kit.okData<Page<ClassAdminRow>>(kit.call('eduadmin', 'GET', `/api/admin/teaching/classes?pageNo=${pageNo}&pageSize=50`));
      all.push(...page.data);
      if (all.length >= page.total || page.data.length === 0) break;
    }
    expect(all.length).toBeGreaterThanOrEqual(20);
    for (const c of all) {
      const back: ClassInput = {
        courseId: c.courseId, schoolYear: c.schoolYear, term: c.term, pageType: c.pageType as ClassInput['pageType'], className: c.className, classNameEn: c.classNameEn,
        teacherIds: c.teachers.map((x) => x.id), venue: c.venue, venueEn: c.venueEn, capacity: c.capacity,
        slots: c.slots.map(({ id: _, ...s }) => s), sessions: c.sessions.map(({ id: _, ...s }) => s),
      };
      expect(back.teacherIds.length, `${c.courseNumber} ${c.className} names its teacher`).toBeGreaterThan(0);
      await kit.okData(kit.call('eduadmin', 'PUT', `/api/admin/teaching/classes/${c.id}`, back));
      // The times are written again (new ids); everything else reads as before.
      const again = await kit.okData<ClassAdminRow>(kit.call('eduadmin', 'GET', `/api/admin/teaching/classes/${c.id}`));
      const withoutIds = (r: ClassAdminRow) => ({ ...r, slots: r.slots.map(({ id: _, ...x }) => x), sessions: r.sessions.map(({ id: _, ...x }) => x) });
      expect(withoutIds(again)).toEqual(withoutIds(c));
    }
  });
});
