import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LectureInput } from '@portal/contracts';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { multipart, pdf } from '../../test/upload-fixtures.ts';
import { currentTermKey } from './teaching-test-kit.ts';
import { lectureSignups, lectures, lectureWaitlist } from './lectures.tables.ts';

const hour = 3600 * 1000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

/** Shared steps of the lecture integration tests: lectures are made through the staff call, then dated as a test needs. */
export function lecturesKit(t: () => TestApp, tokens: Record<string, string>) {
  const { call, okData, refused, forbidden, userId } = apiKit(t, tokens);

  /** A lecture whose sign-up is open now (opened an hour ago, closes in two days), made by eduadmin. */
  const input = async (o: Partial<LectureInput> = {}): Promise<LectureInput> => {
    const term = await currentTermKey(t().db);
    return {
      subject: '测试讲座', subjectEn: 'Test lecture', schoolYear: term.schoolYear, termValue: term.term, startsAt: at(72), endsAt: at(74),
      address: '报告厅', addressEn: 'Auditorium', teacherNames: '赵教授', teacherNamesEn: 'Prof. Zhao', teacherIds: [await userId('teacher01')],
      capacity: 30, signupStartDay: at(-1), signupEndDay: at(48), credit: 1, homeWorkDeadline: at(24 * 10),
      audiencePageTypes: [], audienceEntranceYears: [], ...o,
    };
  };
  const makeLecture = async (o: Partial<LectureInput> = {}) =>
    (await okData<{ id: number }>(call('eduadmin', 'POST', '/api/LectureAdmin/Lecture', await input(o)))).id;
  /** Moves the lecture's instants, in hours from the database's now (sign-up open/close, start, end). */
  const dateLecture = async (id: number, h: { signup: [number, number]; lecture: [number, number]; homework?: number | null }) => {
    const iv = (n: number) => sql`now() + make_interval(secs => ${n * 3600})`;
    await t().db.update(lectures).set({
      signupBegin: iv(h.signup[0]), signupEnd: iv(h.signup[1]), startsAt: iv(h.lecture[0]), endsAt: iv(h.lecture[1]),
      ...(h.homework === undefined ? {} : { homeworkDeadline: h.homework === null ? null : iv(h.homework) }),
    }).where(eq(lectures.id, id));
  };
  const signUp = (who: string, id: number, studentId: number, joinWaitlist?: boolean) =>
    call(who, 'POST', '/api/JZStudentSignup/SignUpForStudent', { jzCourseLecturesId: id, studentId, ...(joinWaitlist === undefined ? {} : { joinWaitlist }) });
  const leaveWaitlist = (who: string, id: number, studentId: number) =>
    call(who, 'POST', '/api/JZStudentSignup/LeaveWaitlist', { jzCourseLecturesId: id, studentId });
  /** The students waiting for the lecture, first in line first. */
  const waitingIds = async (id: number) => (await t().db.select({ s: lectureWaitlist.studentId }).from(lectureWaitlist)
    .where(eq(lectureWaitlist.lectureId, id)).orderBy(lectureWaitlist.queuedAt, lectureWaitlist.id)).map((r) => r.s);
  /** The students holding a seat, by student id. */
  const seatedIds = async (id: number) => (await t().db.select({ s: lectureSignups.studentId }).from(lectureSignups)
    .where(eq(lectureSignups.lectureId, id)).orderBy(lectureSignups.studentId)).map((r) => r.s);
  const revoke = (who: string, id: number, studentId: number) =>
    call(who, 'POST', '/api/JZStudentSignup/Revocation', { jzCourseLecturesId: id, studentId });
  const seats = async (id: number) => (await t().db.select({ n: lectures.signedUp }).from(lectures).where(eq(lectures.id, id)))[0]!.n;
  const signupCount = async (id: number) =>
    (await t().db.select({ n: sql<number>`count(*)::int` }).from(lectureSignups).where(eq(lectureSignups.lectureId, id)))[0]!.n;
  const setClockIn = async (id: number, studentId: number, status: 1 | 2 | null) => {
    await t().db.update(lectureSignups).set({ clockingInStatus: status }).where(sql`${lectureSignups.lectureId} = ${id} and ${lectureSignups.studentId} = ${studentId}`);
  };
  const upload = async (who: string, use = 'lectureHomework', name = 'homework.pdf') => {
    const body = multipart(name, pdf());
    const res = await t().app.inject({ method: 'POST', url: `/api/GsmFile/FileUpLoad?use=${use}`, payload: body.payload, headers: { ...body.headers, ...bearer(tokens[who]!) } });
    expect(res.json().statusCode, res.body).toBe(200);
    return res.json().data as { id: string; fileName: string; fileUrl: string };
  };
  return {
    call, okData, refused, forbidden, userId, input, makeLecture, dateLecture, signUp, leaveWaitlist, revoke, seats, signupCount, waitingIds, seatedIds, setClockIn, upload,
  };
}
