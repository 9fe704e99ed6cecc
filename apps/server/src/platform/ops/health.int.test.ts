import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleJob } from '../jobs/job-queue.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123';

let t: TestApp;
beforeAll(async () => { t = await startTestApp({ METRICS_TOKEN }); });
afterAll(async () => {
  await t.app.jobs.stop();
  await t.close();
});

describe('health', () => {
  it('answers liveness without a token and without internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, data: { status: 'live' }, message: '', messageEn: '' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the job runner does not poll, and ready once it does', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({ statusCode: 503, message: '90046', data: { status: 'unavailable', checks: { database: 'ok', migrations: 'ok', jobs: 'failing' } } });
    t.app.jobs.start(50);
    for (let i = 0; i < 50 && t.app.jobs.health().lastPollAt === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    const after = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'ok' } });
  });
});

describe('metrics', () => {
  it('refuses a scraper without the token, and one with a wrong token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN.replace('0', '1')}` } });
    expect(wrong.statusCode).toBe(401);
  });

  it('reports request durations by route pattern, the job queue by kind and the process', async () => {
    await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    await t.app.inject({ method: 'GET', url: '/api/GSMCssPlan/GetCssPlan/424242' });
    await t.app.jobs.stop();
    await scheduleJob(t.db, 'metrics.test-kind', 'metrics-test:1', new Date(Date.now() - 60_000));
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/portal_http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/config",status_class="2xx"\} 1/);
    // A path with an id is counted under its pattern, never under the id.
    expect(text).not.toContain('424242');
    expect(text).toMatch(/portal_jobs_due\{kind="metrics.test-kind"\} 1/);
    const age = Number(/portal_jobs_oldest_due_age_seconds\{kind="metrics.test-kind"\} ([\d.]+)/.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(59);
    expect(text).toMatch(/portal_database_up 1/);
    // The outbox is the due jobs of the kinds registered as sending e-mail (the notifications' delivery).
    const due = (kind: string) => Number(new RegExp(`portal_jobs_due\\{kind="${kind.replace('.', '\\.')}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    const deliveries = due('notifications.deliver') + due('notifications.deliver-bulk');
    expect(text).toContain(`portal_mail_outbox_depth ${deliveries}`);
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (process.env.TEST_DATABASE_URL) expect(text).toMatch(/portal_db_pool_connections\{state="idle"\} \d+/);
  });
});

describe('metrics when not asked for', () => {
  it('answer 404 (not the web app) when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const plain = await startTestApp();
    try {
      expect(plain.app.metrics).toBeNull();
      const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404 });
    } finally {
      await plain.close();
    }
  });
});
