import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { RegisteredRoute } from '../platform/auth/access.ts';
import { DEMO_PASSWORD } from '../platform/auth/users.seed.ts';
import { openDatabase, type Db, type DbHandle, type Listen, type PoolStats } from '../platform/db/client.ts';
import { databaseUrl, pgliteTemplatePath, pgTemplateName } from './template.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  routes: RegisteredRoute[];
  /** The database's NOTIFY subscription, to build a second instance of the app on the same database. */
  listen: Listen;
  /** The pool's counts on PostgreSQL (`DbHandle.poolStats`). */
  poolStats: PoolStats | undefined;
  /** Signs in through the API and returns the access token and the refresh cookie. */
  login(username: string, password?: string): Promise<{ token: string; cookie: string }>;
  close(): Promise<void>;
}

/** A fresh copy of the seeded template, on PGlite or (with TEST_DATABASE_URL) on PostgreSQL. */
async function freshDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = await readFile(pgliteTemplatePath);
    const handle = await openDatabase({ loadDataDir: new Blob([dump]) });
    return { handle, drop: async () => {} };
  }
  return newPgDatabase(serverUrl, pgTemplateName);
}

/**
 * An empty database of the kind under test, not yet migrated: a fresh PGlite, or (with
 * TEST_DATABASE_URL) a new PostgreSQL database dropped again by `drop`. For tests that migrate and
 * seed themselves, e.g. the demo seeded on another day.
 */
export async function emptyDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { handle: await openDatabase({}), drop: async () => {} };
  return newPgDatabase(serverUrl);
}

/** A new database on the PostgreSQL server of `serverUrl`, a copy of `template` or empty, its URL, and how to drop it. */
export async function newPgDatabase(serverUrl: string, template?: string): Promise<{ handle: DbHandle; url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 5 });
  return { handle, url, drop: () => dropDatabase(serverUrl, name) };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
}

export const cookieOf = (res: LightMyRequestResponse, name = 'portal_rt'): string => {
  const c = res.cookies.find((x) => x.name === name);
  return c ? `${name}=${c.value}` : '';
};

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-test-'));
  const { handle, drop } = await freshDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123', ...env });
  const { app, routes } = await buildApp(config, handle.db, { listen: handle.listen, poolStats: handle.poolStats });
  await app.ready();
  return {
    app, db: handle.db, config, routes, listen: handle.listen, poolStats: handle.poolStats,
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
      const body = res.json();
      if (body.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
      return { token: body.data.accessToken as string, cookie: cookieOf(res) };
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The header the web client sends on the cookie-authenticated calls (platform/auth/cookie-origin.ts). */
export const fromOurPages = { 'x-requested-with': 'XMLHttpRequest' } as const;
