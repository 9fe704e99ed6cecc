import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../platform/db/platform.tables.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { surveyAssignments, surveyResponses, surveys } from './surveys.tables.ts';

/** Shared steps of the survey integration tests. */
export function surveyKit(t: () => TestApp, tokens: Record<string, string>) {
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t().app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload === undefined ? {} : { payload: payload as object }) });
  const okData = async <T>(p: ReturnType<typeof call>): Promise<T> => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const refused = async (p: ReturnType<typeof call>, code: string) => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json(), res.body).toMatchObject({ statusCode: 700, message: code });
    return res.json();
  };
  const forbidden = async (p: ReturnType<typeof call>) => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403 });
  };
  const userId = async (username: string) => (await t().db.select().from(users).where(eq(users.username, username)))[0]!.id;
  /** The seeded assignment of a course (faculty) or title (graduate). */
  const assignment = async (name: string) => {
    const rows = await t().db.select({ a: surveyAssignments, kind: surveys.kind }).from(surveyAssignments).innerJoin(surveys, eq(surveys.id, surveyAssignments.surveyId));
    const hit = rows.find((r) => r.a.courseNameCn === name || r.a.title === name || r.a.teacherName === name);
    if (!hit) throw new Error(`no seeded assignment ${name}`);
    return hit.a;
  };
  const responseOf = async (assignmentId: number, username: string) =>
    (await t().db.select().from(surveyResponses).where(and(eq(surveyResponses.assignmentId, assignmentId), eq(surveyResponses.userId, await userId(username)))))[0];
  return { call, okData, refused, forbidden, userId, assignment, responseOf };
}
