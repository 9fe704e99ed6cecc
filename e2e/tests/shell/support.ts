import { expect, request as apiRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

/** The password of every demo account (ARCHITECTURE.md, 'Demo mode'). */
export const DEMO_PASSWORD = 'portal-demo';
export const emailOf = (username: string) => `${username}@example.edu.cn`;

interface Envelope<T> {
  statusCode: number;
  data: T;
  message: string;
}

/** The language every demo account starts with (users.language's default). */
const SEED_LANGUAGE = 'zh-CN';

/**
 * Puts the account's portal language back to the seed's. The server keeps the last language a user
 * switched to, and the web takes it at sign-in on a fresh browser (shared/language-sync.ts): without
 * this, a spec that switched mba01 to English would make every later spec's mba01 English. A spec
 * that wants English sets it in the browser (`portal.language`) or switches, after signing in.
 */
async function resetLanguage(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.put('/api/me/language', { headers: { Authorization: `Bearer ${token}` }, data: { language: SEED_LANGUAGE } });
  expect(res.status()).toBe(200);
}

/**
 * Signs in through the API. The request context shares the browser context's cookies, so the
 * refresh cookie set here lets the page's route guard obtain its own access token. The account's
 * language is the seed's again (resetLanguage).
 */
export async function apiSignIn(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Envelope<{ accessToken: string }>;
  expect(body.statusCode).toBe(200);
  await resetLanguage(request, body.data.accessToken);
  return body.data.accessToken;
}

/**
 * The seed's language for an account about to sign in through the page, from a request context of
 * its own (signed out again after), so the page's context gets no cookie of it. A password the
 * server refuses (a spec trying a wrong one) leaves it as it is.
 */
export async function resetLanguageOf(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const api = await apiRequest.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const res = await api.post('/api/auth/login', { data: { username, password } });
    const body = (await res.json().catch(() => null)) as Envelope<{ accessToken: string }> | null;
    if (body?.statusCode !== 200) return;
    const token = body.data.accessToken;
    await resetLanguage(api, token);
    await api.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' } });
  } finally {
    await api.dispose();
  }
}

/**
 * Signs in through the API and opens a page: the home page (and waits for it) unless told another,
 * whose content the caller waits for. Opening the page wanted at once spares a whole load of the app
 * (about a second of the browser's CPU) in the forty-odd tests that start on another page.
 */
export async function signIn(page: Page, username: string, path = '/'): Promise<string> {
  const token = await apiSignIn(page.request, username);
  // The route guard asks who is signed in once the app has started: the cold start (the bundle
  // compiled afresh in a new context) gets its own, longer wait, as the home page's wait gave it.
  const guard = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/User/info', { timeout: 30_000 });
  await page.goto(path);
  await guard;
  if (path === '/') await expect(page.getByTestId('home-page')).toBeVisible();
  return token;
}

/** Whether this browser has compared its language with the server's yet (apps/web shared/language-sync.ts). */
const metServer = (page: Page) => page.evaluate(() => (window.localStorage.getItem('portal.language.agreed') ?? '{}') !== '{}');

/**
 * Signs in through the sign-in page, the way a person does. In a browser that has not met the
 * server yet (a test's fresh one) the account's language is the seed's first (resetLanguageOf); a
 * sign-in later in the test, or with `keepLanguage`, keeps the one it has.
 */
export async function signInThroughUi(page: Page, username: string, password = DEMO_PASSWORD, { keepLanguage = false } = {}): Promise<void> {
  if (!keepLanguage && !(await metServer(page))) await resetLanguageOf(page, username, password);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function userInfo(request: APIRequestContext, token: string): Promise<{ name: string; enName: string | null; userID: string }> {
  const res = await request.get('/api/User/info', { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as Envelope<{ name: string; enName: string | null; userID: string }>;
  expect(body.statusCode).toBe(200);
  return body.data;
}

/** Creates a notice through the API, so a test that edits or deletes one never touches seed data. */
export async function createNotice(request: APIRequestContext, token: string, title: string): Promise<number> {
  const res = await request.post('/api/GSMNewsReports', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, fieldType: 'report', content: '<p>E2E notice body</p>', isTop: false, useModel: 0 },
  });
  const body = (await res.json()) as Envelope<{ id: number }>;
  expect(body.statusCode).toBe(200);
  return body.data.id;
}

/**
 * antd puts a space between the two characters of a two-character Chinese button label
 * ('删除' is rendered '删 除'); this matches either form.
 */
export const buttonName = (label: string) => new RegExp(`^\\s*${[...label].join('\\s*')}\\s*$`);
