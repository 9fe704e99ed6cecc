import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { multipart, pdf } from '../../test/upload-fixtures.ts';
import { enrolments, startClasses, teachingCourses } from './teaching.tables.ts';


/** Shared steps of the training integration tests, on the core demo seed (README 'Demo data'). */
export function trainingKit(t: () => TestApp, tokens: Record<string, string>) {
  const { call, okData, refused, forbidden, userId } = apiKit(t, tokens);

  /** The start class of a course that a student is enrolled in, or of the course's class not theirs. */
  const classOf = async (courseNumber: string, username: string, theirs = true) => {
    const rows = await t().db.select({ c: startClasses, studentId: enrolments.studentId }).from(startClasses)
      .innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId))
      .leftJoin(enrolments, and(eq(enrolments.startClassId, startClasses.id), eq(enrolments.studentId, await userId(username))))
      .where(eq(teachingCourses.courseNumber, courseNumber));
    const hit = rows.find((r) => (r.studentId !== null) === theirs);
    if (!hit) throw new Error(`no class of ${courseNumber} ${theirs ? 'with' : 'without'} ${username}`);
    return hit.c;
  };
  const classRow = async (id: number) => (await t().db.select().from(startClasses).where(eq(startClasses.id, id)))[0]!;
  const enrolmentOf = async (username: string, courseId: number) =>
    (await t().db.select().from(enrolments).where(and(eq(enrolments.studentId, await userId(username)), eq(enrolments.courseId, courseId))))[0];

  /** A PDF uploaded by the user for homework; its id. */
  const uploadPdf = async (who: string, name = 'homework.pdf') => {
    const body = multipart(name, pdf());
    const res = await t().app.inject({ method: 'POST', url: '/api/GsmFile/FileUpLoad?use=homework', payload: body.payload, headers: { ...body.headers, ...bearer(tokens[who]!) } });
    expect(res.json().statusCode, res.body).toBe(200);
    return res.json().data.id as string;
  };
  return { call, okData, refused, forbidden, userId, classOf, classRow, enrolmentOf, uploadPdf };
}
