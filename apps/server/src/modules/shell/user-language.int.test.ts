import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';

/**
 * `/User/info` carries the language the user chose in the portal, so the web takes it at sign-in on
 * any device; while an administrator acts as someone it carries none (the banner stays theirs).
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) }).then((r) => r.json());
const info = async (token: string) => (await call(token, 'GET', '/api/User/info')).data as { userID: string; language: string | null; virtualBy: unknown };

describe('the user\'s language in /User/info', () => {
  it('is zh-CN until the user switches, then what they chose, in every later sign-in', async () => {
    const [p] = await freshStudents(t.db, 1);
    const first = await t.login(p!.username);
    expect((await info(first.token)).language).toBe('zh-CN');
    expect((await call(first.token, 'PUT', '/api/me/language', { language: 'en-US' })).statusCode).toBe(200);
    expect((await info(first.token)).language).toBe('en-US');
    // Another device: a sign-in of its own.
    const other = await t.login(p!.username);
    expect((await info(other.token)).language).toBe('en-US');
    await call(other.token, 'PUT', '/api/me/language', { language: 'zh-CN' });
    expect((await info(first.token)).language).toBe('zh-CN');
  });

  it('is null while an administrator acts as someone, and the administrator\'s own afterwards', async () => {
    const [p] = await freshStudents(t.db, 1);
    const student = await t.login(p!.username);
    await call(student.token, 'PUT', '/api/me/language', { language: 'en-US' });
    const admin = await t.login('admin');
    await call(admin.token, 'PUT', '/api/me/language', { language: 'zh-CN' });

    const sim = (await call(admin.token, 'GET', `/api/User/loginAsThisUser?email=${p!.username}@example.edu.cn`)).data.accessToken as string;
    const simulated = await info(sim);
    expect(simulated).toMatchObject({ userID: p!.username, language: null });
    expect(simulated.virtualBy).not.toBeNull();
    // The administrator's switch while simulating is theirs: the person's choice stays as it was.
    await call(sim, 'PUT', '/api/me/language', { language: 'zh-CN' });
    expect((await info(student.token)).language).toBe('en-US');

    const back = (await call(sim, 'GET', '/api/User/logoutCurrentVirtualUser')).data.accessToken as string;
    expect(await info(back)).toMatchObject({ userID: 'admin', language: 'zh-CN', virtualBy: null });
  });
});
