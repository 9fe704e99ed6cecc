import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { auditLog, users } from '../db/platform.tables.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const idOf = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0]!.id;
const rowsFor = async (username: string) => t.db.select().from(auditLog).where(eq(auditLog.subjectId, await idOf(username))).orderBy(desc(auditLog.id));

async function simulate(email: string): Promise<string> {
  const admin = await t.login('admin');
  const start = await t.app.inject({ method: 'GET', url: `/api/User/loginAsThisUser?email=${email}`, headers: bearer(admin.token) });
  expect(start.json().statusCode).toBe(200);
  return start.json().data.accessToken as string;
}

describe('simulation audit', () => {
  it('records the status the envelope gave, not the HTTP 200 around it', async () => {
    const sim = await simulate('mba01@example.edu.cn');
    const res = await t.app.inject({
      method: 'POST', url: '/api/GSMCssPlan/PostFristCourses', headers: bearer(sim),
      payload: { planID: 999_999, courseNumber: 'NONE', point: 10 },
    });
    expect(res.statusCode).toBe(200);
    const envelope = res.json().statusCode as number;
    expect(envelope).toBe(700);
    const [row] = await rowsFor('mba01');
    expect(row).toMatchObject({ method: 'POST', path: '/api/GSMCssPlan/PostFristCourses', action: 'add', actorId: await idOf('admin'), statusCode: 700 });
  });

  it('records a GET that writes: the course template it stores', async () => {
    const sim = await simulate('courseadmin@example.edu.cn');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/bidding/course-template', headers: bearer(sim) });
    expect(res.json().statusCode).toBe(200);
    const [row] = await rowsFor('courseadmin');
    expect(row).toMatchObject({ method: 'GET', path: '/api/admin/bidding/course-template', action: 'export', statusCode: 200 });
  });

  it('leaves plain reads out', async () => {
    const sim = await simulate('emba01@example.edu.cn');
    const before = (await rowsFor('emba01')).length;
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/bidding/plans', headers: bearer(sim) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(sim) })).json().statusCode).toBe(200);
    expect((await rowsFor('emba01')).length).toBe(before);
  });
});
