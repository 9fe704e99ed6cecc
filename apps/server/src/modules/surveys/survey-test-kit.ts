import { and, eq } from 'drizzle-orm';
import { apiKit } from '../../test/api-kit.ts';
import type { TestApp } from '../../test/harness.ts';
import { surveyAssignments, surveyResponses, surveys } from './surveys.tables.ts';

/** Shared steps of the survey integration tests. */
export function surveyKit(t: () => TestApp, tokens: Record<string, string>) {
  const { call, okData, refused, forbidden, userId } = apiKit(t, tokens);
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
