import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { bearer, fromOurPages, startTestApp, type TestApp } from '../../test/harness.ts';
import { isDatabaseUnavailable } from '../http/db-errors.ts';
import { scheduleJob } from '../jobs/job-queue.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { openDatabase } from './client.ts';

const onPostgres = !!process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!onPostgres)('a lost database connection (PostgreSQL)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await t.login('mba01'));
  });
  afterAll(async () => { await t.close(); });

  /** Ends every other backend of the test's database, as a restart or an administrator would. */
  const terminateOthers = () => t.db.execute(sql`
    select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);

  it('fails the transaction whose connection was cut between two queries, and the process goes on', async () => {
    // The connection is handed out (no idle listener of the pool) and no query is under way when the
    // server ends it: the 'error' event that once ended the process is emitted right then.
    const outcome = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await terminateOthers();
      await sleep(200);
      return tx.execute(sql`select 1`).then(() => 'answered', (err: unknown) => err);
    }).catch((err: unknown) => err);
    expect(outcome).not.toBe('answered');
    expect(isDatabaseUnavailable(outcome)).toBe(true);
  });

  const heldConnections = async () => {
    let held = -1;
    for (let i = 0; i < 30 && held !== 0; i += 1) {
      const stats = t.poolStats!();
      held = stats.total - stats.idle;
      if (held !== 0) await sleep(100);
    }
    return held;
  };

  it('gives back a connection that was cut before its transaction began (no pool slot lost)', async () => {
    // Fill the pool with idle connections, cut them all, and start transactions at once: the pool
    // hands out connections whose end it has not heard of yet, and their BEGIN fails.
    await Promise.all(Array.from({ length: 5 }, () => t.db.transaction((tx) => tx.execute(sql`select pg_sleep(0.05)`))));
    await terminateOthers();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => t.db.transaction((tx) => tx.execute(sql`select 1`)).then(() => 'ok', (err: unknown) => (isDatabaseUnavailable(err) ? 'cut' : String(err)))));
    expect(outcomes.every((o) => o === 'ok' || o === 'cut'), outcomes.join()).toBe(true);
    expect(await heldConnections()).toBe(0);
    await t.db.execute(sql`select 1`);
  });

  it('answers requests in flight with 200 or 503, never 500, and serves again by itself', async () => {
    const statuses: Record<number, number> = {};
    for (let round = 0; round < 5; round += 1) {
      const inFlight = Array.from({ length: 30 }, (_, i) => t.app.inject({
        method: i % 3 === 0 ? 'POST' : 'GET',
        url: i % 3 === 0 ? '/api/notifications/read-all' : '/api/notifications',
        headers: bearer(token),
      }));
      await sleep(round * 3);
      await terminateOthers();
      for (const res of await Promise.all(inFlight)) {
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode === 503) expect(res.json()).toMatchObject({ statusCode: 503, message: '90046', messageEn: 'The service is briefly unavailable, please try again' });
      }
    }
    expect(Object.keys(statuses).map(Number).every((s) => s === 200 || s === 503), JSON.stringify(statuses)).toBe(true);
    // The pool drops the dead connections and opens new ones: no restart.
    let back = 0;
    for (let i = 0; i < 20 && back !== 200; i += 1) {
      back = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })).statusCode;
      if (back !== 200) await sleep(100);
    }
    expect(back).toBe(200);
    // Every connection handed out during the loss came back: none holds a pool slot for ever.
    expect(await heldConnections()).toBe(0);
  });

  it('retries a job whose connection was cut, and the runner keeps polling through the loss', async () => {
    const runs: string[] = [];
    t.app.jobs.register('loss.test', async (_payload, db) => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        if (runs.length === 0) {
          await terminateOthers();
          await sleep(200);
        }
        await tx.execute(sql`select 1`);
      }).then(() => runs.push('done'), (err: unknown) => { runs.push(isDatabaseUnavailable(err) ? 'cut' : 'other'); throw err; });
    });
    await scheduleJob(t.db, 'loss.test', 'loss.test:1', new Date(Date.now() - 1000));
    t.app.jobs.start(50);
    try {
      // The failed run is retried after the first backoff (two seconds).
      for (let i = 0; i < 100 && !runs.includes('done'); i += 1) await sleep(100);
    } finally {
      await t.app.jobs.stop();
    }
    expect(runs).toEqual(['cut', 'done']);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.key, 'loss.test:1'));
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('keeps hearing sign-in changes after its listening connection was cut (it reconnects)', async () => {
    await terminateOthers();
    await sleep(1500);
    const other = await t.login('mba01');
    await t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(other.token) });
    // Signing out revokes the session; the instance hears it through LISTEN and stops honouring the token.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...bearer(other.token), ...fromOurPages, cookie: other.cookie } });
    let status = 0;
    for (let i = 0; i < 30 && status !== 401; i += 1) {
      status = (await t.app.inject({ method: 'GET', url: '/api/User/info', headers: bearer(other.token) })).statusCode;
      if (status !== 401) await sleep(100);
    }
    expect(status).toBe(401);
  });
});

describe('a database that cannot be reached', () => {
  it('answers 503 with the envelope and the message, liveness still 200, readiness 503', async () => {
    // A port nothing listens on: every connection is refused at once.
    const handle = await openDatabase({ databaseUrl: 'postgres://portal@127.0.0.1:1/portal', poolSize: 2 });
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_DIR: '/tmp/portal-unreachable' });
    const { app } = await buildApp(config, handle.db);
    try {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'accept-language': 'en-US' }, payload: { username: 'mba01', password: 'x' } });
      expect(login.statusCode).toBe(503);
      expect(login.headers['retry-after']).toBe('2');
      expect(login.json()).toEqual({ statusCode: 503, data: null, message: '90046', messageEn: 'The service is briefly unavailable, please try again' });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data.checks).toMatchObject({ database: 'failing', migrations: 'failing' });
      expect(ready.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
