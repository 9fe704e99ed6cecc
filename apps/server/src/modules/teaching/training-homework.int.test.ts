import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditSummary, FileRecord, Page, PlanCourseRow, PlanLectureRow, StudentInfo } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startClasses } from './teaching.tables.ts';
import { trainingKit } from './training-test-kit.ts';

/**
 * The EMBA training plan and course homework (ACAD-C11…C17) on the core demo: emba01 takes EMBA6001
 * (homework open, taught by teacher01), EMBA6002 (deadline passed, teacher02), EMBA6003 (attendance
 * set) and EMBA7102 this term, EMBA6004 and EMBA7106 before (passed).
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['emba01', 'emba02', 'mba01', 'teacher01', 'teacher02', 'eduadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = trainingKit(() => t, tokens);
const list = (who: string, courseType: number) => k.okData<Page<PlanCourseRow>>(k.call(who, 'POST', '/api/GSMCourseTrainingProgram/GetPageList',
  { pageNo: 0, pageSize: 50, conModels: [{ fieldName: 'courseType', fieldValue: String(courseType), conditionalType: 0 }] }));

describe('training plan', () => {
  it('answers the EMBA student their info, courses by type and credits', async () => {
    const info = await k.okData<StudentInfo>(k.call('emba01', 'GET', '/api/GSMCourseTrainingProgram/GetStudentInfo'));
    expect(info.studentNumber).toBeTruthy();
    expect(info.studendtClassName).toBeTruthy();
    const required = await list('emba01', 11);
    expect(required.data.map((r) => r.courseNumber).sort()).toEqual(['EMBA6001', 'EMBA6002', 'EMBA6004']);
    const first = required.data.find((r) => r.courseNumber === 'EMBA6001')!;
    expect(first).toMatchObject({ courseType: 11, score: 2, homeWorkType: 0, homeworkOpen: true, isInApproval: false, teacherName: '赵教授', teacherNameEn: 'Prof. Zhao' });
    expect(first.embaClassStartDate).not.toBeNull();
    const elective = await list('emba01', 12);
    expect(elective.data.find((r) => r.courseNumber === 'EMBA7102')).toMatchObject({ isInApproval: true });
    const credits = await k.okData<CreditSummary>(k.call('emba01', 'GET', `/api/GSMCourseTrainingProgram/GetStudentScoreInfo?ClassId=${encodeURIComponent(info.studentClassId)}`));
    // Courses: required EMBA6001/6002/6004 (2 each, 6004 passed), electives EMBA6003 1, EMBA7102 2, EMBA7106 1 and EMBA7103 1 (both passed).
    const lectures = await k.okData<Page<PlanLectureRow>>(k.call('emba01', 'POST', '/api/GSMCourseTrainingProgram/GetPageList',
      { pageNo: 0, pageSize: 100, conModels: [{ fieldName: 'courseType', fieldValue: '100', conditionalType: 0 }] }));
    const jz = lectures.data.filter((l) => l.achievementStatus === 1).reduce((n, l) => n + l.credit, 0);
    const jzPlanned = lectures.data.reduce((n, l) => n + l.credit, 0);
    expect(jz).toBeGreaterThan(0);
    expect(credits).toEqual({
      totalScore: 11 + jzPlanned, studentScore: 4 + jz, requiredCourseScore: 6, requiredCoursePassScore: 2, optionalCoursePassScore: 2, jzScore: jz,
    });
  });

  it('refuses students of other programmes, another class and another user', async () => {
    await k.refused(k.call('mba01', 'GET', '/api/GSMCourseTrainingProgram/GetStudentInfo'), '93100');
    await k.refused(k.call('mba01', 'POST', '/api/GSMCourseTrainingProgram/GetPageList', { pageNo: 0 }), '93100');
    await k.forbidden(k.call('emba01', 'GET', '/api/GSMCourseTrainingProgram/GetStudentScoreInfo?ClassId=other'));
    await k.forbidden(k.call('emba01', 'POST', '/api/GSMCourseTrainingProgram/GetPageList', { pageNo: 0, userID: await k.userId('emba02') }));
  });
});

describe('course homework', () => {
  it('is handed in before the deadline, read by the student, the class teacher and staff only', async () => {
    const klass = await k.classOf('EMBA6001', 'emba01');
    const key = { startClassId: klass.id, courseId: klass.courseId, classId: klass.id };
    expect(await k.okData<boolean>(k.call('emba01', 'POST', '/api/GSMStudentCourseResult/IsAllowUploadHomeWork', key))).toBe(true);
    const fileId = await k.uploadPdf('emba01');
    await k.okData(k.call('emba01', 'POST', '/api/GSMStudentCourseResult', { ...key, homeWorkFileId: fileId, homeWorkFileName: 'homework.pdf' }));
    const row = (await list('emba01', 11)).data.find((r) => r.courseNumber === 'EMBA6001')!;
    expect(row).toMatchObject({ homeWorkType: 1, homeWorkFileId: fileId, homeWorkFileName: 'homework.pdf' });
    expect(row.homeWorkFileUrl).toMatch(new RegExp(`^/uploadfiles/${fileId}/`));

    const url = `/api/GsmFile/DownloadWorksFiles/${fileId}`;
    for (const who of ['emba01', 'teacher01', 'eduadmin']) {
      expect((await k.okData<FileRecord>(k.call(who, 'GET', url))).fileUrl).toMatch(/^\/uploadfiles\//);
    }
    await k.forbidden(k.call('emba02', 'GET', url));
    await k.forbidden(k.call('teacher02', 'GET', url));
  });

  it('takes only the caller\'s own upload', async () => {
    const klass = await k.classOf('EMBA6001', 'emba02');
    const others = await k.uploadPdf('emba01', 'not-yours.pdf');
    await k.refused(k.call('emba02', 'POST', '/api/GSMStudentCourseResult', { startClassId: klass.id, homeWorkFileId: others }), '93103');
  });

  it('is removed before the deadline', async () => {
    const klass = await k.classOf('EMBA6001', 'emba01');
    await k.okData(k.call('emba01', 'POST', '/api/GSMStudentCourseResult/DeleteCourseHomeWork', { startClassId: klass.id }));
    expect((await list('emba01', 11)).data.find((r) => r.courseNumber === 'EMBA6001')).toMatchObject({ homeWorkType: 0, homeWorkFileId: null });
    await k.refused(k.call('emba01', 'POST', '/api/GSMStudentCourseResult/DeleteCourseHomeWork', { startClassId: klass.id }), '93104');
  });

  it('is refused from the deadline on (database clock, end exclusive), and outside one\'s classes', async () => {
    const closed = await k.classOf('EMBA6002', 'emba01');
    const fileId = await k.uploadPdf('emba01');
    await k.refused(k.call('emba01', 'POST', '/api/GSMStudentCourseResult/IsAllowUploadHomeWork', { startClassId: closed.id }), '19301');
    await k.refused(k.call('emba01', 'POST', '/api/GSMStudentCourseResult', { startClassId: closed.id, homeWorkFileId: fileId }), '19301');
    await k.refused(k.call('emba01', 'POST', '/api/GSMStudentCourseResult/DeleteCourseHomeWork', { startClassId: closed.id }), '19301');
    // The deadline instant itself is closed: set it to the database's now, which is past by the time the call runs.
    const open = await k.classOf('EMBA6001', 'emba01');
    await t.db.update(startClasses).set({ homeworkDeadline: sql`now()` }).where(eq(startClasses.id, open.id));
    await k.refused(k.call('emba01', 'POST', '/api/GSMStudentCourseResult', { startClassId: open.id, homeWorkFileId: fileId }), '19301');
    await t.db.update(startClasses).set({ homeworkDeadline: sql`now() + interval '1 day'` }).where(eq(startClasses.id, open.id));
    const noHomework = await k.classOf('EMBA6003', 'emba01');
    await k.refused(k.call('emba01', 'POST', '/api/GSMStudentCourseResult/IsAllowUploadHomeWork', { startClassId: noHomework.id }), '93101');
    const notMine = await k.classOf('EMBA6001', 'mba01', false);
    await k.refused(k.call('mba01', 'POST', '/api/GSMStudentCourseResult/IsAllowUploadHomeWork', { startClassId: notMine.id }), '93102');
  });
});
