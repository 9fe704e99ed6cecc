import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { bearer, cookieOf, fromOurPages, startTestApp, type TestApp } from '../../test/harness.ts';
import { refreshTokens, userRoles, users } from '../db/platform.tables.ts';

/**
 * The default lifetime: a minute, far longer than any wait below, so every change seen here reached
 * the cache through the database's notice (auth-changes.sql), not by the entry lapsing.
 */
const cacheTtlMs = 60_000;

let t: TestApp;
beforeAll(async () => { t = await startTestApp({ AUTH_CACHE_TTL_MS: String(cacheTtlMs) }); });
afterAll(async () => { await t.close(); });

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const info = (token: string) => get('/api/User/info', token);
const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...fromOurPages, cookie } });
const noticeArrives = () => new Promise((r) => setTimeout(r, 200));
const setUser = (username: string, values: Partial<typeof users.$inferInsert>) => t.db.update(users).set(values).where(eq(users.username, username));
const familyOf = async (cookie: string) => {
  const tokenHash = createHash('sha256').update(cookie.slice(cookie.indexOf('=') + 1)).digest('base64url');
  return (await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)))[0]!.familyId;
};
const idOf = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0]!.id;

async function simulate(email: string) {
  const admin = await t.login('admin');
  const start = await get(`/api/User/loginAsThisUser?email=${email}`, admin.token);
  expect(start.json().statusCode).toBe(200);
  return { ...admin, simToken: start.json().data.accessToken as string };
}

describe('access tokens end with what ends them', () => {
  it('stop working at logout, not when they expire', async () => {
    const { token, cookie } = await t.login('mba01');
    const other = await t.login('mba01');
    expect((await info(token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...fromOurPages, cookie } });
    const res = await info(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: '90035' });
    // Logout ends that sign-in only: the same student's other device keeps its session.
    expect((await info(other.token)).statusCode).toBe(200);
  });

  it('stop working at a logout that presents the access token without the refresh cookie', async () => {
    const { token, cookie } = await t.login('emba01');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...fromOurPages, ...bearer(token) } });
    expect(res.json().statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(401);
    expect((await refresh(cookie)).json().statusCode).toBe(717);
  });

  it('stop working when the refresh family is revoked for a replayed refresh token', async () => {
    const { token, cookie } = await t.login('grad01');
    await refresh(cookie);
    expect((await refresh(cookie)).json().statusCode).toBe(717);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('answer 701 at once when the account is disabled', async () => {
    const { token } = await t.login('phd01');
    expect((await info(token)).statusCode).toBe(200);
    await setUser('phd01', { isDisabled: true });
    try {
      await noticeArrives();
      const res = await info(token);
      expect(res.statusCode).toBe(701);
      expect(res.json()).toMatchObject({ statusCode: 701, message: '90033' });
    } finally {
      await setUser('phd01', { isDisabled: false });
      await noticeArrives();
    }
  });

  it('answer 701 once the last role is removed and 403 on the pages of a removed role', async () => {
    const teacher = await t.login('teacher01');
    const staff = await t.login('courseadmin');
    expect((await get('/api/admin/bidding/plans', staff.token)).json().statusCode).toBe(200);
    const teacherId = await idOf('teacher01');
    const staffId = await idOf('courseadmin');
    await t.db.delete(userRoles).where(eq(userRoles.userId, teacherId));
    await t.db.insert(userRoles).values({ userId: staffId, role: 'teacher' });
    await t.db.delete(userRoles).where(and(eq(userRoles.userId, staffId), eq(userRoles.role, 'course.admin')));
    try {
      await noticeArrives();
      expect((await info(teacher.token)).statusCode).toBe(701);
      expect((await get('/api/admin/bidding/plans', staff.token)).statusCode).toBe(403);
      expect((await info(staff.token)).json().data.roles).toEqual(['teacher']);
    } finally {
      await t.db.insert(userRoles).values([{ userId: teacherId, role: 'teacher' }, { userId: staffId, role: 'course.admin' }]);
      await t.db.delete(userRoles).where(and(eq(userRoles.userId, staffId), eq(userRoles.role, 'teacher')));
    }
  });

  it('of a simulation stop working when the simulation ends; the administrator\'s go on', async () => {
    const { simToken, token } = await simulate('emba01@example.edu.cn');
    expect((await info(simToken)).json().data.userID).toBe('emba01');
    const back = await get('/api/User/logoutCurrentVirtualUser', simToken);
    expect(back.json().statusCode).toBe(200);
    expect((await info(simToken)).statusCode).toBe(401);
    expect((await info(back.json().data.accessToken)).json().data.userID).toBe('admin');
    expect((await info(token)).json().data.userID).toBe('admin');
  });

  it('of a simulation stop working at once when the administrator is demoted', async () => {
    const { simToken } = await simulate('benyan01@example.edu.cn');
    expect((await info(simToken)).statusCode).toBe(200);
    await setUser('admin', { isAdmin: false });
    try {
      await noticeArrives();
      expect((await info(simToken)).statusCode).toBe(401);
    } finally {
      await setUser('admin', { isAdmin: true });
      await noticeArrives();
    }
  });
});

describe('refresh while simulating', () => {
  it.each([
    ['disabled', { isDisabled: true }, { isDisabled: false }],
    ['demoted', { isAdmin: false }, { isAdmin: true }],
  ] as const)('answers 717 and ends the sign-in once the administrator is %s', async (_, change, restore) => {
    const { cookie } = await simulate('mba01@example.edu.cn');
    const rotated = await refresh(cookie);
    expect(rotated.json().statusCode).toBe(200);
    await setUser('admin', change);
    try {
      const res = await refresh(cookieOf(rotated));
      expect(res.json()).toMatchObject({ statusCode: 717, message: '90034' });
      const family = await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, await familyOf(cookieOf(rotated))));
      expect(family.filter((r) => !r.revokedAt)).toEqual([]);
    } finally {
      await setUser('admin', restore);
      await noticeArrives();
    }
  });
});

describe('the user cache', () => {
  it('follows a changed user row at once, though its entry would live a minute', async () => {
    const { token } = await t.login('mba02');
    const planTypes = async () => ((await get('/api/GSMCssPlan/GetCssPlanList?pageNo=0&pageSize=50', token)).json().data.data as { pageType: string }[])
      .map((p) => p.pageType);
    expect(await planTypes()).toContain('mba');
    await setUser('mba02', { pageType: 'emba' });
    try {
      await noticeArrives();
      // The bid pages read the programme from the cache: they now show the EMBA plans, none of MBA.
      expect(await planTypes()).not.toContain('mba');
    } finally {
      await setUser('mba02', { pageType: 'mba' });
    }
  });
});

describe('several server instances on one database', () => {
  it('see a logout made on another instance at once, though their cache would keep the sign-in a minute', async () => {
    const { app: other } = await buildApp(t.config, t.db, { listen: t.listen });
    await other.ready();
    try {
      const { token, cookie } = await t.login('phd01');
      const onOther = () => other.inject({ method: 'GET', url: '/api/User/info', headers: bearer(token) });
      expect((await onOther()).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...fromOurPages, cookie } });
      await noticeArrives();
      expect((await onOther()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
