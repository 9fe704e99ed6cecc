import { readFile } from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { ClassImportPreview, CourseImportPreview, PeopleImportPreview } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { sampleCourses } from './catalogue-samples.ts';
import { classImportWorkbook, SAMPLE_TERM } from './class-import-samples.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { makeCourse, makeStartClass, makeStudents, makeTeacher } from './teaching-test-kit.ts';
import { classSessions, classWeeklySlots, startClasses } from './teaching.tables.ts';

/** The imports of classes and enrolments (README 'Classes'): the samples import cleanly; every row problem is named; nothing is written until a clean confirm. */
describe('class and enrolment imports', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let kit: ReturnType<typeof apiKit>;
  beforeAll(async () => {
    t = await startTestApp();
    for (const u of ['eduadmin', 'admin', 'teacher01']) tokens[u] = (await t.login(u)).token;
    kit = apiKit(() => t, tokens);
  });
  afterAll(async () => { await t.close(); });

  const upload = (who: string, url: string, bytes: Buffer) => {
    const body = multipart('sheet.xlsx', bytes);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...bearer(tokens[who]!), ...body.headers } });
  };
  const preview = async (kind: 'classes' | 'enrolments', bytes: Buffer) => {
    const res = await upload('eduadmin', `/api/admin/teaching/classes/import/preview?kind=${kind}`, bytes);
    expect(res.json().statusCode, res.body).toBe(200);
    return res.json().data as ClassImportPreview;
  };
  const confirm = (p: ClassImportPreview) => kit.call('eduadmin', 'POST', '/api/admin/teaching/classes/import/confirm', { kind: p.kind, rows: p.rows.map(({ row, cells }) => ({ row, cells })) });
  const sample = (file: string) => readFile(new URL(`../../../../../docs/samples/${file}`, import.meta.url));

  it('imports the samples cleanly after the sample rolls and the sample catalogue', async () => {
    for (const [kind, file] of [['student', 'students.xlsx'], ['staff', 'staff.xlsx']] as const) {
      const res = await upload('admin', `/api/people/imports?kind=${kind}`, await sample(file));
      const p = res.json().data as PeopleImportPreview;
      expect(p.summary.withProblems, res.body).toBe(0);
      await kit.okData(kit.call('admin', 'POST', `/api/people/imports/${p.id}/confirm`, {}));
    }
    // The classes are of courses of the sample catalogue, which the demo lacks: the office imports it first, as a school starting empty does.
    const catalogue = await upload('eduadmin', '/api/admin/teaching/courses/import-preview', await sample('courses.xlsx'));
    const courses = catalogue.json().data as CourseImportPreview;
    expect(courses.summary, catalogue.body).toMatchObject({ rows: sampleCourses.length, create: sampleCourses.length, withProblems: 0 });
    await kit.okData(kit.call('eduadmin', 'POST', '/api/admin/teaching/courses/import', { courses: courses.rows.map((r) => r.course!) }));
    const classes = await preview('classes', await sample('classes.xlsx'));
    expect(classes.rows.flatMap((r) => r.problems), JSON.stringify(classes.rows)).toEqual([]);
    expect(classes.creates).toBe(3);
    // The preview wrote nothing.
    expect(await t.db.$count(startClasses, and(eq(startClasses.schoolYear, SAMPLE_TERM.schoolYear), eq(startClasses.term, SAMPLE_TERM.term), eq(startClasses.venue, '样例楼 101')))).toBe(0);
    expect(await kit.okData(confirm(classes))).toEqual({ created: 3 });
    const [mba] = await t.db.select().from(startClasses).where(eq(startClasses.venue, '样例楼 101'));
    expect((await t.db.select().from(classWeeklySlots).where(eq(classWeeklySlots.startClassId, mba!.id))).map((s) => `${s.weekName} ${s.beginTime}-${s.endTime}`).sort()).toEqual(['2 14:00-16:35', '4 19:00-21:35']);
    const [emba] = await t.db.select().from(startClasses).where(eq(startClasses.venue, '样例 EMBA 中心'));
    expect(await t.db.$count(classSessions, eq(classSessions.startClassId, emba!.id))).toBe(2);

    const enrol = await preview('enrolments', await sample('enrolments.xlsx'));
    expect(enrol.rows.flatMap((r) => r.problems), JSON.stringify(enrol.rows)).toEqual([]);
    const made = await kit.okData<{ created: number }>(confirm(enrol));
    expect(made.created).toBe(enrol.creates);
    expect(made.created).toBeGreaterThanOrEqual(7);
    // The cohort 'MBA 2025 秋季 1 班' is also the demo's MBA class: all of it is given the class.
    expect((await t.db.select().from(startClasses).where(eq(startClasses.id, mba!.id)))[0]!.enrolled).toBeGreaterThanOrEqual(2);
  });

  it('names every row problem, a clash between two rows of one file included, and refuses the confirm', async () => {
    const course = await makeCourse(t.db);
    const base = { courseNumber: course.courseNumber, schoolYear: SAMPLE_TERM.schoolYear, term: SAMPLE_TERM.term, pageType: 'MBA', teachers: '', venue: '问题楼 1', capacity: 10, weeks: '1-4', weekday: 1, beginTime: '08:00', endTime: '09:35' };
    const p = await preview('classes', await classImportWorkbook('classes', [
      { ...base, className: 'A' },
      { ...base, className: 'B' },
      { ...base, className: 'C', courseNumber: 'NOPE' },
      { ...base, className: 'D', capacity: 'many', beginTime: '25:00' },
      { ...base, className: 'E', weeks: '', weekday: '' },
      { ...base, className: 'F', teachers: 'nobody', venue: '问题楼 2' },
      { ...base, className: 'G', venue: '问题楼 3', capacity: 11 },
      { ...base, className: 'G', venue: '问题楼 3', weekday: 2 },
    ]));
    const codes = Object.fromEntries(p.rows.map((r) => [`${r.cells.className ?? ''}${r.row}`, r.problems.map((x) => x.code)]));
    expect(codes).toEqual({ A2: [], B3: ['93601'], C4: ['93617'], D5: ['93619', '93619'], E6: ['93625'], F7: ['93618'], G8: [], G9: ['93620'] });
    const res = await kit.refused(confirm(p), '93628');
    expect(res.data.length).toBe(6);
    expect(await t.db.$count(startClasses, eq(startClasses.courseId, course.id))).toBe(0);

    const e = await preview('enrolments', await classImportWorkbook('enrolments', [
      { courseNumber: course.courseNumber, schoolYear: SAMPLE_TERM.schoolYear, term: SAMPLE_TERM.term, className: 'A', studentNumber: 'NOPE' },
      { courseNumber: course.courseNumber, schoolYear: SAMPLE_TERM.schoolYear, term: SAMPLE_TERM.term, className: 'A' },
    ]));
    expect(e.rows.map((r) => r.problems.map((x) => x.code))).toEqual([['93611', '93622'], ['93626', '93622']]);
  });

  it('names the other problems of class rows: missing cells, bad values, a teacher clash between rows, outside the term, no such term, a class already there', async () => {
    const course = await makeCourse(t.db);
    const teacher = await makeTeacher(t.db);
    await makeStartClass(t.db, { term: SAMPLE_TERM, pageType: 'mba', courseId: course.id, className: 'H' });
    const base = { courseNumber: course.courseNumber, schoolYear: SAMPLE_TERM.schoolYear, term: SAMPLE_TERM.term, pageType: 'MBA', teachers: '', capacity: 10, weeks: '1-4', weekday: 3, beginTime: '08:00', endTime: '09:35' };
    const p = await preview('classes', await classImportWorkbook('classes', [
      { ...base, className: 'A', teachers: teacher.username, venue: '行一' },
      { ...base, className: 'B', teachers: teacher.username, venue: '行二', beginTime: '09:00', endTime: '10:00' },
      { ...base, className: 'C', venue: '行三', weeks: '1-60' },
      { ...base, className: 'D', venue: '行四', schoolYear: 2099 },
      { ...base, className: 'E', venue: '行五', courseNumber: '', capacity: '' },
      { ...base, className: 'F', venue: '行六', pageType: 'DBA', weeks: 'x', weekday: 9 },
      { ...base, className: 'G', venue: '行七', weeks: '', weekday: '', date: 'next Monday' },
      { ...base, className: 'H', venue: '行八' },
      // A date of the right shape that does not exist; it used to roll over into 2 March.
      { ...base, className: 'I', venue: '行九', pageType: 'EMBA', weeks: '', weekday: '', date: '2027-02-30' },
    ]));
    const problems = Object.fromEntries(p.rows.map((r) => [r.cells.className!, r.problems]));
    expect(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, v.map((x) => x.code)]))).toEqual({
      A: [], B: ['93602'], C: ['93615'], D: ['93609'], E: ['90100', '90100'], F: ['93619', '93619', '93619'], G: ['93619'], H: ['93621'], I: ['93619'],
    });
    expect(problems.E!.map((x) => x.params.field)).toEqual(['courseNumber', 'capacity']);
    expect(problems.F!.map((x) => x.params.field)).toEqual(['pageType', 'weeks', 'weekday']);
    expect([problems.G![0]!.params, problems.I![0]!.params]).toEqual([{ field: 'date', value: 'next Monday' }, { field: 'date', value: '2027-02-30' }]);
    await kit.refused(confirm(p), '93628');
    expect(await t.db.$count(startClasses, eq(startClasses.courseId, course.id))).toBe(1);
  });

  it('names the other problems of enrolment rows: missing cells, bad values, a student twice, an unknown cohort, more than the class holds', async () => {
    const course = await makeCourse(t.db);
    const cohort = `导入测试班 ${course.id}`;
    const made = await makeStudents(t.db, 'mba', 3, cohort);
    const numbers = (await t.db.select({ n: users.studentNumber }).from(users).where(inArray(users.id, made.map((s) => s.id)))).map((r) => r.n!).sort();
    const small = await makeStartClass(t.db, { term: SAMPLE_TERM, pageType: 'mba', courseId: course.id, className: 'S', capacity: 2 });
    const base = { courseNumber: course.courseNumber, schoolYear: SAMPLE_TERM.schoolYear, term: SAMPLE_TERM.term, className: 'S' };
    const p = await preview('enrolments', await classImportWorkbook('enrolments', [
      { ...base, studentNumber: numbers[0]! },
      { ...base, studentNumber: numbers[0]! },
      { ...base, cohortClassName: 'no such cohort' },
      { ...base, schoolYear: 'abc', term: 9, studentNumber: numbers[1]! },
      { ...base, courseNumber: 'NOPE', studentNumber: numbers[1]! },
      { ...base, courseNumber: '', className: '', studentNumber: numbers[1]! },
    ]));
    expect(p.rows.map((r) => r.problems.map((x) => x.code))).toEqual([[], ['93623'], ['93612'], ['93619', '93619'], ['93617'], ['90100', '90100']]);
    // A clean file of more students than the class has seats: every row of the class says so, nothing is written.
    const full = await preview('enrolments', await classImportWorkbook('enrolments', [{ ...base, cohortClassName: cohort }]));
    expect(full.rows.map((r) => r.problems)).toEqual([[{ code: '93624', params: { capacity: 2 } }]]);
    await kit.refused(confirm(full), '93628');
    expect((await t.db.select().from(startClasses).where(eq(startClasses.id, small.id)))[0]!.enrolled).toBe(0);
  });

  it('is for the teaching office only', async () => {
    const res = await upload('teacher01', '/api/admin/teaching/classes/import/preview?kind=classes', await sample('classes.xlsx'));
    expect(res.statusCode).toBe(403);
  });
});
