import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { auditLog, users } from '../db/platform.tables.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const idOf = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0]!.id;
const rowsFor = async (username: string) => t.db.select().from(auditLog).where(eq(auditLog.subjectId, await idOf(username))).orderBy(desc(auditLog.id));

/** Reads are audited after their answer: the rows are polled for until `done` holds (two seconds at most). */
async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const v = await read();
    if (done(v) || i >= 40) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

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

  it('records a read after its answer: the route pattern, the id and the status, never the query string', async () => {
    const sim = await simulate('emba01@example.edu.cn');
    const before = (await rowsFor('emba01')).length;
    const notice = await t.app.inject({ method: 'GET', url: '/api/VDNotice/1?search=110101199001011234', headers: bearer(sim) });
    expect(notice.statusCode).toBe(200);
    const rows = await eventually(() => rowsFor('emba01'), (r) => r.length > before);
    expect(rows[0]).toMatchObject({ method: 'GET', path: '/api/VDNotice/:id', params: { id: '1' }, action: 'get', actorId: await idOf('admin'), statusCode: notice.json().statusCode });
    expect(JSON.stringify(rows)).not.toContain('110101199001011234');
  });

  it('records a read the role rule refuses, with its 403', async () => {
    const sim = await simulate('grad01@example.edu.cn');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/bidding/plans', headers: bearer(sim) })).statusCode).toBe(403);
    const [row] = await eventually(() => rowsFor('grad01'), (r) => r[0]?.action !== 'simulate.start');
    expect(row).toMatchObject({ method: 'GET', path: '/api/admin/bidding/plans', action: 'query', statusCode: 403, params: null });
  });

  it('writes nothing for the reads of a user acting as themself', async () => {
    const { token } = await t.login('benyan01');
    const before = await t.db.select().from(auditLog);
    for (const url of ['/api/User/info', '/api/User/GetHomePageFunctionalModule', '/api/VDNotice/1']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json().statusCode).toBe(200);
    }
    // A read row is written after the answer: a row that were coming would be there by the next request's end.
    await t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(token) });
    await new Promise((r) => setTimeout(r, 100));
    expect((await t.db.select().from(auditLog)).length).toBe(before.length);
  });
});
