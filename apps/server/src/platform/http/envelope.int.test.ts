import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { actions, Role } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

/** The routes that may be called without a token; anything else declared public is a hole. */
const publicRoutes = new Set([
  'GET /api/auth/config',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'GET /api/auth/oidc/start',
  'GET /api/auth/oidc/callback',
  'GET /api/info-pages',
  // The personal calendar feed: its unguessable secret is the credential (a phone calendar sends no token).
  'GET /api/calendar/feed/:file',
  // A one-time password link's token is the credential: its person has no password yet.
  'POST /api/auth/password-link/state',
  'POST /api/auth/password-link',
  'GET /api/openapi.json',
  // For load balancers: they carry no token, and answer only which checks pass.
  'GET /api/health/live',
  'GET /api/health/ready',
  // Prometheus: the route checks METRICS_TOKEN itself (404 without one configured).
  'GET /metrics',
  'GET /uploadfiles/:id/:name',
  'GET /files/:id/:name',
  // A signed PDF shown in a frame (a posting's attachment): the signature is the credential, as above.
  'GET /inline/:id/:name',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
]);

/** The built web app's files, which @fastify/static registers one route each for (when the build exists). */
function webFiles(): Set<string> {
  const root = t.config.WEB_DIST ?? fileURLToPath(new URL('../../../../web/dist', import.meta.url));
  const out = new Set<string>();
  if (!existsSync(root)) return out;
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else out.add(`/${relative(root, full).split(sep).join('/')}`);
    }
  };
  walk(root);
  return out;
}

const knownRoles = new Set<string>(Object.values(Role));
/** HEAD routes mirror their GET route. */
const keyOf = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;
const concrete = (url: string) => url.replace(/:id/g, '1').replace(/:[A-Za-z]+/g, 'x').replace(/\*/g, 'x');

/** A body that gives nothing away: no stack frames, no source paths. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(/\n\s*at\s/);
  expect(body).not.toMatch(/\bat\s+\S+\s+\(/);
  expect(body).not.toMatch(/\.(ts|js|mjs):\d+/);
  expect(body).not.toMatch(/node_modules|\/work\/|\/src\//);
  expect(body).not.toMatch(/"stack"/);
}

describe('route walk', () => {
  it('sees the routes of every module', () => {
    const keys = t.routes.map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(expect.arrayContaining([
      'POST /api/VDNotice/QueryNoticeForStudy', 'GET /api/User/info', 'POST /api/GsmFile/FileUpLoad',
      'POST /api/GsmBishopManagement/dataDictionaryByType', 'POST /api/auth/login',
    ]));
  });

  it('gives every route an access rule with a known action and known roles', () => {
    const bad = t.routes.filter((r) => {
      const rule = r.access;
      if (!rule || !(actions as readonly string[]).includes(rule.action)) return true;
      if (rule.who === 'public' || rule.who === 'user') return false;
      return !Array.isArray(rule.who) || rule.who.length === 0 || rule.who.some((role) => !knownRoles.has(role));
    });
    expect(bad.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('makes only the allow-listed routes and the web files public', () => {
    const files = webFiles();
    const open = t.routes.filter((r) => r.access?.who === 'public');
    const unexpected = open.filter((r) => {
      if (publicRoutes.has(keyOf(r.method, r.url))) return false;
      return !((r.method === 'GET' || r.method === 'HEAD') && files.has(r.url));
    });
    expect(unexpected.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(open.filter((r) => r.url.startsWith('/api/') && r.url.includes('GsmFile'))).toEqual([]);
  });

  it('answers HTTP 401 on every non-public route without a token', async () => {
    const closed = t.routes.filter((r) => r.access?.who !== 'public');
    expect(closed.length).toBeGreaterThan(10);
    const answers: string[] = [];
    for (const r of closed) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url) });
      if (res.statusCode !== 401) answers.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(answers).toEqual([]);
  });
});

describe('error envelope', () => {
  it('answers malformed JSON with an envelope and no stack trace', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username": ' });
    expect([400, 700]).toContain(res.json().statusCode);
    expect(res.statusCode).toBe(res.json().statusCode === 700 ? 200 : 400);
    expect(res.json()).toMatchObject({ data: null, message: '90003' });
    expect(typeof res.json().messageEn).toBe('string');
    expectNoInternals(res.body);
  });

  it('answers malformed JSON on a signed-in route the same way', async () => {
    const { token } = await t.login('mba01');
    const res = await t.app.inject({
      method: 'POST', url: '/api/VDNotice/QueryNoticeForStudy', headers: { 'content-type': 'application/json', ...bearer(token) }, payload: '{pageNo: 0,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: '90003' });
    expectNoInternals(res.body);
  });

  it('answers an over-sized JSON body with HTTP 413 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(3 * 1024 * 1024), password: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, data: null });
    expectNoInternals(res.body);
  });

  it('answers a schema violation with 700/90003 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003', data: null });
    expect(res.json().params.detail).toContain('username');
    expectNoInternals(res.body);
  });

  it('refuses a NUL character anywhere in the input with 700/90003, not a database error', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'mba01\u0000', password: 'x' } });
    expect(login.json()).toMatchObject({ statusCode: 700, message: '90003' });
    const { token } = await t.login('newsadmin');
    const query = await t.app.inject({
      method: 'POST', url: '/api/VDNotice/QueryNoticeForStudy', headers: bearer(token), payload: { pageNo: 0, pageSize: 1, queryText: 'a\u0000b' },
    });
    expect(query.json()).toMatchObject({ statusCode: 700, message: '90003' });
    const create = await t.app.inject({
      method: 'POST', url: '/api/GSMNewsReports', headers: bearer(token), payload: { title: 't', fieldType: 'report', content: '<p>a\u0000</p>' },
    });
    expect(create.json()).toMatchObject({ statusCode: 700, message: '90003' });
    const inQuery = await t.app.inject({ method: 'POST', url: '/api/GsmBishopManagement/dataDictionaryByType?value=Proficiency%00', headers: bearer(token) });
    expect(inQuery.json()).toMatchObject({ statusCode: 700, message: '90003' });
  });

  it('answers an unknown /api path with a 404 envelope, not the web page', async () => {
    for (const url of ['/api/no/such/route', '/api/VDNotice/QueryNoticeForStudy/extra', '/uploadfiles/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ statusCode: 404, data: null, message: '90005' });
    }
  });

  it('answers an over-long path parameter (414) and a malformed URL with the envelope', async () => {
    const { token } = await t.login('mba01');
    const long = await t.app.inject({ method: 'GET', url: `/api/VDNotice/${'1'.repeat(150)}`, headers: bearer(token) });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ statusCode: 414, data: null, message: '90003' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/VDNotice/%E0%A4%A', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, data: null, message: '90003' });
  });

  it('answers a 5xx without internals', async () => {
    const { token } = await t.login('mba01');
    const year = new Date().getUTCFullYear();
    await t.db.execute(sql`ALTER TABLE calendar_events RENAME TO calendar_events_gone`);
    try {
      const res = await t.app.inject({ method: 'GET', url: `/api/calendar/events?year=${year}`, headers: bearer(token) });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ statusCode: 500, data: null, message: '90040', messageEn: 'System error' });
      expectNoInternals(res.body);
      expect(res.body).not.toMatch(/calendar_events|relation|select/i);
    } finally {
      await t.db.execute(sql`ALTER TABLE calendar_events_gone RENAME TO calendar_events`);
    }
    const again = await t.app.inject({ method: 'GET', url: `/api/calendar/events?year=${year}`, headers: bearer(token) });
    expect(again.json().statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('lists the notice list call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/VDNotice/QueryNoticeForStudy');
    expect(doc.paths['/api/VDNotice/QueryNoticeForStudy']).toHaveProperty('post');
    expect(Object.keys(doc.paths)).toContain('/api/GsmFile/FileUpLoad');
  });
});
