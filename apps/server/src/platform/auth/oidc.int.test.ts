import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/platform.tables.ts';
import { bearer, cookieOf, fromOurPages, startTestApp, type TestApp } from '../../test/harness.ts';

/** A real OpenID Connect provider on loopback, with its development login and consent forms. */
const PUBLIC_URL = 'http://127.0.0.1:9999';
let server: Server;
let issuer: string;
let t: TestApp;
/** Provider accounts whose claims differ from the default `<id>@example.edu.cn` and number `<id>`. */
const accounts = new Map<string, { email?: string; preferred_username?: string }>();

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{
      client_id: 'portal', client_secret: 'portal-secret',
      redirect_uris: [`${PUBLIC_URL}/api/auth/oidc/callback`],
      grant_types: ['authorization_code'], response_types: ['code'],
    }],
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email'], profile: ['preferred_username'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...(accounts.get(id) ?? { email: `${id}@example.edu.cn`, preferred_username: id }) }),
    }),
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  t = await startTestApp({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 'portal-secret', OIDC_ALLOW_HTTP: 'true', PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});

/** Walks the provider's pages like a browser (cookies, redirects, the dev login and consent forms). */
async function signInAtProvider(authUrl: string, account: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step += 1) {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      jar.set(k!.trim(), v.join('='));
    }
    init = {};
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      if (url.startsWith(PUBLIC_URL)) return url;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${html.slice(0, 200)}`);
    const body = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login: account, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
    url = new URL(action, url).href;
    init = { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('the provider never redirected back');
}

async function startFlow(returnTo: string) {
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}` });
  expect(start.statusCode).toBe(302);
  const location = start.headers.location as string;
  expect(location.startsWith(issuer)).toBe(true);
  const auth = new URL(location);
  expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
  return { location, flowCookie: cookieOf(start, 'portal_oidc') };
}

const userCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

/** The portal's answer to the provider's callback for one provider account. */
async function callback(account: string) {
  const { location, flowCookie } = await startFlow('/');
  const back = new URL(await signInAtProvider(location, account));
  return t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie: flowCookie } });
}

/** Who the callback's refresh cookie signs in. */
async function signedInAs(res: Awaited<ReturnType<typeof callback>>): Promise<string> {
  expect(res.headers.location).toBe('/');
  const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...fromOurPages, cookie: cookieOf(res) } });
  const info = await t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(refreshed.json().data.accessToken as string) });
  return info.json().data.userID as string;
}

describe('single sign-on by OpenID Connect', () => {
  it('signs a student in by e-mail and returns to the wanted page', async () => {
    const { location, flowCookie } = await startFlow('/news/list');
    const callback = new URL(await signInAtProvider(location, 'mba01'));
    const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: flowCookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/news/list');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...fromOurPages, cookie: cookieOf(res) } });
    const token = refreshed.json().data.accessToken as string;
    const info = await t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(token) });
    expect(info.json().data.userID).toBe('mba01');
  });

  it('sends a /code… return path home', async () => {
    const { location, flowCookie } = await startFlow('/code?x=1');
    const callback = new URL(await signInAtProvider(location, 'emba01'));
    const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: flowCookie } });
    expect(res.headers.location).toBe('/');
  });

  it('refuses a provider account that matches no portal user with the 701 page, and creates no account', async () => {
    const before = await userCount();
    const res = await callback('stranger');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/403?code=701');
    expect(res.cookies.find((c) => c.name === 'portal_rt')).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('matches by e-mail without case, else by student number, else by staff number', async () => {
    accounts.set('upper', { email: 'EMBA01@Example.EDU.cn' });
    expect(await signedInAs(await callback('upper'))).toBe('emba01');
    const [mba] = await t.db.select().from(users).where(eq(users.username, 'mba01'));
    accounts.set('by-number', { email: 'someone@elsewhere.example', preferred_username: mba!.studentNumber! });
    expect(await signedInAs(await callback('by-number'))).toBe('mba01');
    accounts.set('by-staff-number', { preferred_username: 'S0002' });
    expect(await signedInAs(await callback('by-staff-number'))).toBe('courseadmin');
  });

  it('sends a disabled account, one who left and one without a role to the 701 page', async () => {
    const mark = async (username: string, set: Partial<typeof users.$inferInsert>) => {
      await t.db.update(users).set(set).where(eq(users.username, username));
    };
    await t.db.insert(users).values({ username: 'norole', name: '无角色', email: 'norole@example.edu.cn', kind: 'staff' });
    await mark('benyan01', { isDisabled: true });
    await mark('master01', { leftOn: '2026-07-01', leftReason: 'graduated', isDisabled: true });
    for (const who of ['benyan01', 'master01', 'norole']) {
      const res = await callback(who);
      expect(res.headers.location, who).toBe('/403?code=701');
      expect(res.cookies.find((c) => c.name === 'portal_rt')).toBeUndefined();
    }
    await mark('benyan01', { isDisabled: false });
    await mark('master01', { leftOn: null, leftReason: null, isDisabled: false });
  });

  it('refuses a callback without the flow cookie or with another flow’s state', async () => {
    const first = await startFlow('/');
    const second = await startFlow('/');
    const callback = new URL(await signInAtProvider(first.location, 'mba01'));
    const none = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(none.headers.location).toMatch(/^\/403/);
    const crossed = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: second.flowCookie } });
    expect(crossed.headers.location).toMatch(/^\/403/);
    expect(crossed.cookies.find((c) => c.name === 'portal_rt')).toBeUndefined();
  });

  it('reports SSO in the auth config', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json().data.sso).toBe(true);
  });
});
