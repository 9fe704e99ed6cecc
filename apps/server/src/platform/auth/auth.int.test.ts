import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieOf, fromOurPages, startTestApp, type TestApp } from '../../test/harness.ts';
import { refreshTokens, userRoles, users } from '../db/platform.tables.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...fromOurPages, ...(cookie ? { cookie } : {}) } });

describe('local sign-in', () => {
  it('answers a token and an HttpOnly strict refresh cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'mba01', password: 'portal-demo' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 200, message: '', messageEn: '' });
    expect(body.data.expiresIn).toBe(900);
    const c = res.cookies.find((x) => x.name === 'portal_rt');
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });

  it('refuses a wrong password with 700 and a message code in both languages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'emba01', password: 'nope' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90001', messageEn: 'Incorrect username or password', data: null });
  });

  it('refuses an unknown user the same way', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'ghost', password: 'x' } });
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90001' });
  });

  it('rate-limits repeated attempts on one username with HTTP 429', async () => {
    const limited = await startTestApp({ LOGIN_RATE_LIMIT: '5' });
    const t = limited;
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'benyan01', password: 'wrong' } });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
    expect(codes[6]).toBe(429);
    const last = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'benyan01', password: 'portal-demo' } });
    expect(last.json()).toMatchObject({ statusCode: 429, message: '90002' });
    // Another username from the same address is not locked out.
    const other = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'grad01', password: 'portal-demo' } });
    expect(other.json().statusCode).toBe(200);
    await limited.close();
  });

  it('answers HTTP 701 for a disabled account and for one without any role', async () => {
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.username, 'phd01'));
    const disabled = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'phd01', password: 'portal-demo' } });
    expect(disabled.statusCode).toBe(701);
    expect(disabled.json()).toMatchObject({ statusCode: 701, message: '90033' });
    await t.db.update(users).set({ isDisabled: false }).where(eq(users.username, 'phd01'));

    const [teacher] = await t.db.select().from(users).where(eq(users.username, 'teacher01'));
    await t.db.delete(userRoles).where(eq(userRoles.userId, teacher!.id));
    const noRole = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'teacher01', password: 'portal-demo' } });
    expect(noRole.statusCode).toBe(701);
    await t.db.insert(userRoles).values({ userId: teacher!.id, role: 'teacher' });
  });
});

describe('access tokens', () => {
  it('answers HTTP 401 without a token, with a forged one and with an expired one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/User/info' })).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer('eyJhbGciOiJIUzI1NiJ9.e30.x') });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ statusCode: 401, message: '90035' });
    const short = await startTestApp({ ACCESS_TOKEN_TTL_S: '1' });
    try {
      const { token } = await short.login('mba01');
      await new Promise((r) => setTimeout(r, 2100));
      expect((await short.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(token) })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('serves /User/info for the token holder with roles and page permissions', async () => {
    const { token } = await t.login('newsadmin');
    const body = (await t.app.inject({ method: 'GET', url: '/api/user/info', headers: bearer(token) })).json();
    expect(body.data).toMatchObject({ userID: 'newsadmin', roles: ['news.site.admin'], isAdmin: false, virtualBy: null });
    expect(body.data.permissions['/news/list']).toEqual(expect.arrayContaining(['add', 'edit', 'delete']));
    const student = await t.login('mba01');
    const info = (await t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(student.token) })).json().data;
    expect(info).toMatchObject({ userID: 'mba01', pageType: 'mba', resumeStudentType: 3 });
    expect(info.permissions['/news/list']).toBeUndefined();
  });
});

describe('refresh rotation', () => {
  it('rotates the refresh token and answers 717 once the session is gone', async () => {
    const { cookie } = await t.login('emba01');
    const first = await refresh(cookie);
    expect(first.json().statusCode).toBe(200);
    const next = cookieOf(first);
    expect(next).not.toBe(cookie);
    const second = await refresh(next);
    expect(second.json().statusCode).toBe(200);
    const none = await refresh('');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ statusCode: 717, message: '90034' });
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const { cookie } = await t.login('grad01');
    const rotated = cookieOf(await refresh(cookie));
    const replay = await refresh(cookie);
    expect(replay.json().statusCode).toBe(717);
    // The thief's replay also ends the legitimate holder's session.
    expect((await refresh(rotated)).json().statusCode).toBe(717);
    const [u] = await t.db.select().from(users).where(eq(users.username, 'grad01'));
    const live = (await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, u!.id))).filter((r) => !r.revokedAt);
    expect(live).toHaveLength(0);
  });

  it('answers 717 after logout and when the family has expired', async () => {
    const { cookie } = await t.login('benyan01');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...fromOurPages, cookie } });
    expect((await refresh(cookie)).json().statusCode).toBe(717);
    const again = await t.login('mba01');
    await t.db.update(refreshTokens).set({ familyExpiresAt: new Date(Date.now() - 1000) });
    expect((await refresh(again.cookie)).json().statusCode).toBe(717);
  });
});
