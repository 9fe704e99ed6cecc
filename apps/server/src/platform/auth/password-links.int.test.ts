import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieOf, fromOurPages, startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { users } from '../db/platform.tables.ts';
import { issuePasswordLink } from './password-links.ts';
import { passwordLinks, signIns } from './sign-in.tables.ts';

/**
 * One-time password links, the password rules and the change of one's own password (issue 'People
 * and roles'), through the API as the set-password page and the user menu call it.
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const GOOD = 'lantern-orchard-47';

async function person() {
  const [p] = await freshStudents(t.db, 1);
  return p!;
}
const state = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/password-link/state', payload: { token } });
const use = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/password-link', payload: { token, password } });
const refusedWith = (res: { json(): { statusCode: number; message: string } }, code: string) => {
  expect(res.json()).toMatchObject({ statusCode: 700, message: code });
};
const linksOf = (userId: number) => t.db.select().from(passwordLinks).where(eq(passwordLinks.userId, userId));

describe('one-time password links', () => {
  it('show whose account, set the password once, sign the person in and record the sign-in', async () => {
    const p = await person();
    const { token } = await issuePasswordLink(t.db, p.id, 'invite', null);
    const before = (await state(token)).json().data;
    expect(before).toMatchObject({ state: 'valid', username: p.username, minLength: 10 });
    const res = await use(token, GOOD);
    expect(res.json().statusCode, res.body).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(res.json().data.accessToken) });
    expect(info.json().data.userID).toBe(p.username);
    expect(cookieOf(res)).not.toBe('');
    // The new password signs in; the link does not work a second time.
    await t.login(p.username, GOOD);
    refusedWith(await use(token, 'another-good-one-99'), '99211');
    expect((await state(token)).json().data).toMatchObject({ state: 'used', username: null });
    const rows = await t.db.select().from(signIns).where(eq(signIns.userId, p.id)).orderBy(signIns.id);
    expect(rows.map((r) => r.method)).toEqual(['link', 'password']);
    expect(rows[0]!.address).toBe('127.0.0.1');
  });

  it('refuse an unknown token and an expired link, and change nothing', async () => {
    const p = await person();
    refusedWith(await use('no-such-token', GOOD), '99210');
    expect((await state('no-such-token')).json().data.state).toBe('unknown');
    const { token } = await issuePasswordLink(t.db, p.id, 'invite', null);
    // Expired by the database clock: the link's end moved into the past, as 24 hours would.
    await t.db.update(passwordLinks).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordLinks.userId, p.id));
    expect((await state(token)).json().data.state).toBe('expired');
    const hashBefore = (await t.db.select().from(users).where(eq(users.id, p.id)))[0]!.passwordHash;
    refusedWith(await use(token, GOOD), '99212');
    expect((await t.db.select().from(users).where(eq(users.id, p.id)))[0]!.passwordHash).toBe(hashBefore);
    expect((await linksOf(p.id))[0]!.usedAt).toBeNull();
  });

  it('stop working once a newer link is issued', async () => {
    const p = await person();
    const older = await issuePasswordLink(t.db, p.id, 'invite', null);
    const newer = await issuePasswordLink(t.db, p.id, 'reset', null);
    expect(await linksOf(p.id)).toHaveLength(1);
    refusedWith(await use(older.token, GOOD), '99210');
    expect((await use(newer.token, GOOD)).json().statusCode).toBe(200);
  });

  it('keep only the hash of the token', async () => {
    const p = await person();
    const { token } = await issuePasswordLink(t.db, p.id, 'invite', null);
    const [row] = await linksOf(p.id);
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuse a disabled or left account', async () => {
    const p = await person();
    const { token } = await issuePasswordLink(t.db, p.id, 'invite', null);
    await t.db.update(users).set({ isDisabled: true, leftOn: '2025-07-01', leftReason: 'graduated' }).where(eq(users.id, p.id));
    expect((await state(token)).json().data.state).toBe('closed');
    refusedWith(await use(token, GOOD), '99213');
  });

  it('end the sign-ins the person already had', async () => {
    const p = await person();
    const old = await t.login(p.username);
    const { token } = await issuePasswordLink(t.db, p.id, 'reset', null);
    expect((await use(token, GOOD)).json().statusCode).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(old.token) });
    expect(info.statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...fromOurPages, cookie: old.cookie } });
    expect(refreshed.json().statusCode).toBe(717);
  });
});

describe('the password rules', () => {
  it('refuse a short password, a common one in any case, and the username or e-mail name, with both texts', async () => {
    const p = await person();
    const { token } = await issuePasswordLink(t.db, p.id, 'invite', null);
    const short = await use(token, 'abc12345');
    refusedWith(short, '99200');
    expect(short.json().messageEn).toBe('The password needs at least 10 characters');
    refusedWith(await use(token, 'QwertyUiop'), '99201');
    refusedWith(await use(token, '1234567890'), '99201');
    refusedWith(await use(token, p.username.toUpperCase()), '99202');
    // Ten characters, not ten UTF-16 units: a Chinese password of ten characters passes the length rule.
    expect((await use(token, '春眠不觉晓处处闻啼鸟')).json().statusCode).toBe(200);
  });

  it('refuse the e-mail name of an account whose username differs', async () => {
    const [p] = await freshStudents(t.db, 1, { email: 'longer-local-part@example.edu.cn' });
    const { token } = await issuePasswordLink(t.db, p!.id, 'invite', null);
    refusedWith(await use(token, 'Longer-Local-Part'), '99202');
  });
});

describe('changing one’s own password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password', headers: bearer(token), payload: { currentPassword, newPassword } });

  it('needs the current password, keeps this sign-in and ends the others', async () => {
    const p = await person();
    const here = await t.login(p.username);
    const elsewhere = await t.login(p.username);
    refusedWith(await change(here.token, 'wrong-password', GOOD), '99220');
    refusedWith(await change(here.token, 'portal-demo', 'password12'), '99201');
    expect((await change(here.token, 'portal-demo', GOOD)).json().statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(here.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(elsewhere.token) })).statusCode).toBe(401);
    await t.login(p.username, GOOD);
    await expect(t.login(p.username)).rejects.toThrow();
  });

  it('tells an account without a password that it has none', async () => {
    const p = await person();
    const { token } = await t.login(p.username);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, p.id));
    refusedWith(await change(token, 'portal-demo', GOOD), '99221');
  });

  it('is refused while simulating and without a sign-in', async () => {
    const admin = await t.login('admin');
    const sim = await t.app.inject({ method: 'GET', url: '/api/User/loginAsThisUser?email=mba01@example.edu.cn', headers: bearer(admin.token) });
    expect(sim.json().statusCode, sim.body).toBe(200);
    refusedWith(await change(sim.json().data.accessToken, 'portal-demo', GOOD), '99222');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/password', payload: { currentPassword: 'a', newPassword: GOOD } })).statusCode).toBe(401);
  });
});

describe('sign-in history', () => {
  it('writes a row for every password sign-in', async () => {
    const p = await person();
    await t.login(p.username);
    await t.login(p.username);
    const rows = await t.db.select().from(signIns).where(eq(signIns.userId, p.id));
    expect(rows.map((r) => r.method)).toEqual(['password', 'password']);
  });
});
