import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentRow, AssignOptions } from '@portal/contracts';
import { users } from '../../platform/db/platform.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { enrolments, schoolTerms, startClasses, startClassTeachers, teachingCourses } from '../teaching/teaching.tables.ts';
import { surveyKit } from './survey-test-kit.ts';
import { surveyAssignees } from './surveys.tables.ts';

/** Faculty evaluations sent to a start class reach its enrolled students and name its course and teachers. */
let t: TestApp;
const tokens: Record<string, string> = {};
let classId = 0;
let enrolled: number[] = [];
let teacherIds: number[] = [];
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['surveyadmin', 'mba01']) tokens[u] = (await t.login(u)).token;
  const ids = async (names: string[]) => Promise.all(names.map(async (n) => (await t.db.select().from(users).where(eq(users.username, n)))[0]!.id));
  teacherIds = await ids(['teacher02', 'teacher03']);
  enrolled = await ids(['mba01', 'grad01']);
  // A term of this school year by the database clock, a course and a class taught by two teachers.
  // Begun long ago (terms never overlap, so not around today's seeded term), yet the latest school year to have begun.
  const [term] = await t.db.insert(schoolTerms).values({ schoolYear: 2990, term: 1, name: '测试学期', nameEn: 'Test term', startsAt: new Date('1990-09-03T00:00:00+08:00'), endsAt: new Date('1990-10-01T00:00:00+08:00') }).returning();
  const [course] = await t.db.insert(teachingCourses).values({ courseNumber: 'SVYT001', nameCn: '评估测试课', nameEn: 'Evaluation Test Course', courseType: 12, credit: 2 }).returning();
  const [sc] = await t.db.insert(startClasses).values({ courseId: course!.id, schoolYear: term!.schoolYear, term: term!.term, pageType: 'mba', className: '评估测试班', classNameEn: 'Evaluation test class', capacity: 30, enrolled: 2 }).returning();
  classId = sc!.id;
  await t.db.insert(startClassTeachers).values(teacherIds.map((teacherId) => ({ startClassId: classId, teacherId })));
  await t.db.insert(enrolments).values(enrolled.map((studentId) => ({ startClassId: classId, courseId: course!.id, schoolYear: 2990, term: 1, studentId })));
});
afterAll(async () => { await t.close(); });
const k = surveyKit(() => t, tokens);
const window = () => ({ beginTime: new Date(Date.now() - 3_600_000).toISOString(), endTime: new Date(Date.now() + 86_400_000).toISOString() });

describe('a survey sent to a start class', () => {
  it('offers the class with its course, teachers and head count', async () => {
    const options = await k.okData<AssignOptions>(k.call('surveyadmin', 'GET', '/api/SurveyAdmin/AssignOptions'));
    expect(options.startClasses.find((c) => c.id === classId)).toMatchObject({
      courseNameCN: '评估测试课', courseNameEN: 'Evaluation Test Course', className: '评估测试班', classNameEn: 'Evaluation test class', teacherIds, students: 2,
    });
  });

  it('reaches exactly its enrolled students, once per teacher, named by its course', async () => {
    const faculty = (await k.okData<{ data: { id: number; kind: string }[] }>(k.call('surveyadmin', 'POST', '/api/SurveyAdmin/GetSurveyPageList', { pageNo: 0, kind: 'faculty' }))).data[0]!;
    const rows = await k.okData<AssignmentRow[]>(k.call('surveyadmin', 'POST', `/api/SurveyAdmin/Survey/${faculty.id}/Assignments`, { target: { by: 'startClass', startClassId: classId }, ...window() }));
    expect(rows.map((r) => Number(r.businessValue2)).sort()).toEqual([...teacherIds].sort());
    for (const r of rows) {
      expect(r).toMatchObject({ courseNameCN: '评估测试课', courseNameEN: 'Evaluation Test Course', targetLabel: '评估测试课 · 评估测试班', targetLabelEn: 'Evaluation Test Course · Evaluation test class', assignees: 2 });
      const who = await t.db.select({ userId: surveyAssignees.userId }).from(surveyAssignees).where(eq(surveyAssignees.assignmentId, r.id));
      expect(who.map((x) => x.userId).sort()).toEqual([...enrolled].sort());
    }
  });

  it('refuses a class that does not exist, and leaves nothing behind', async () => {
    const faculty = (await k.okData<{ data: { id: number }[] }>(k.call('surveyadmin', 'POST', '/api/SurveyAdmin/GetSurveyPageList', { pageNo: 0, kind: 'faculty' }))).data[0]!;
    const before = (await k.okData<AssignmentRow[]>(k.call('surveyadmin', 'GET', `/api/SurveyAdmin/Survey/${faculty.id}/Assignments`))).length;
    await k.refused(k.call('surveyadmin', 'POST', `/api/SurveyAdmin/Survey/${faculty.id}/Assignments`, { target: { by: 'startClass', startClassId: 999_999 }, ...window() }), '91039');
    expect((await k.okData<AssignmentRow[]>(k.call('surveyadmin', 'GET', `/api/SurveyAdmin/Survey/${faculty.id}/Assignments`))).length).toBe(before);
  });
});
