import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../platform/db/platform.tables.ts';
import { bearer, cookieOf, fromOurPages, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const idOf = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0]!.id;

describe('identity simulator', () => {
  it('is refused to anyone but an administrator', async () => {
    const { token } = await t.login('newsadmin');
    const res = await get('/api/User/loginAsThisUser?email=mba01@example.edu.cn', token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('90023');
  });

  it('never targets an administrator and says when the e-mail is unknown', async () => {
    const { token } = await t.login('admin');
    expect((await get('/api/User/loginAsThisUser?email=admin@example.edu.cn', token)).json()).toMatchObject({ statusCode: 700, message: '90021' });
    expect((await get('/api/User/loginAsThisUser?email=nobody@example.edu.cn', token)).json()).toMatchObject({ statusCode: 700, message: '90020' });
    expect((await get('/api/User/logoutCurrentVirtualUser', token)).json()).toMatchObject({ statusCode: 700, message: '90022' });
  });

  it('acts as the student, audits every write, survives a refresh and returns', async () => {
    const admin = await t.login('admin');
    const start = await get('/api/user/loginAsThisUser?email=MBA01@example.edu.cn', admin.token);
    expect(start.json().statusCode).toBe(200);
    const simToken = start.json().data.accessToken as string;

    const info = (await get('/api/User/info', simToken)).json().data;
    expect(info.userID).toBe('mba01');
    expect(info.virtualBy).toMatchObject({ id: await idOf('admin') });
    expect(info.isAdmin).toBe(false);

    // A write while simulating: refused by the student's own rights, and audited all the same.
    const write = await t.app.inject({ method: 'POST', url: '/api/GSMNewsReports', headers: bearer(simToken), payload: { title: 'x', fieldType: 'report' } });
    expect(write.statusCode).toBe(403);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, await idOf('mba01')));
    const writeRow = rows.find((r) => r.method === 'POST');
    expect(writeRow).toMatchObject({ actorId: await idOf('admin'), path: '/api/GSMNewsReports', statusCode: 403 });
    expect(rows.some((r) => r.action === 'simulate.start')).toBe(true);

    // Reads are audited too, after their answer.
    await get('/api/User/GetHomePageFunctionalModule', simToken);
    const readRow = async () => (await t.db.select().from(auditLog).where(eq(auditLog.subjectId, await idOf('mba01')))).find((r) => r.path === '/api/User/GetHomePageFunctionalModule');
    for (let i = 0; i < 40 && !(await readRow()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await readRow()).toMatchObject({ method: 'GET', action: 'query', statusCode: 200 });

    // The refresh token of the admin's sign-in keeps the simulation.
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...fromOurPages, cookie: admin.cookie } });
    const again = refreshed.json().data.accessToken as string;
    expect((await get('/api/User/info', again)).json().data.userID).toBe('mba01');

    const back = await get('/api/User/logoutCurrentVirtualUser', again);
    const adminToken = back.json().data.accessToken as string;
    expect((await get('/api/User/info', adminToken)).json().data).toMatchObject({ userID: 'admin', virtualBy: null });
    const afterExit = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...fromOurPages, cookie: cookieOf(refreshed) } });
    expect((await get('/api/User/info', afterExit.json().data.accessToken)).json().data.userID).toBe('admin');
  });

  it('does not let a simulated session act with administrator rights', async () => {
    const admin = await t.login('admin');
    const sim = (await get('/api/User/loginAsThisUser?email=emba01@example.edu.cn', admin.token)).json().data.accessToken as string;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/GSMNewsReports/1', headers: bearer(sim) });
    expect(res.statusCode).toBe(403);
    const detail = (await get('/api/VDNotice/1', admin.token)).json();
    expect(detail.statusCode).toBe(200);
  });
});
