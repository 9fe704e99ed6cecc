import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * A portal of its own for the journey from an empty database (issue 26, 'Done when'): SEED=never on
 * a fresh embedded directory, or on a fresh database of the PostgreSQL server the e2e run uses
 * (E2E_DATABASE_URL, as scripts/e2e-server.mjs chooses), on a free port. The shared e2e server
 * carries the demo seed, so it cannot serve this journey.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Node 24 of the repository (root devDependency), as every npm script runs; the machine's may be older. */
const node = existsSync(join(root, 'node_modules/.bin/node')) ? join(root, 'node_modules/.bin/node') : 'node';

export interface EmptyPortal {
  baseUrl: string;
  /** Runs `npm run admin:create -- --email <email>` against this portal's database and answers the link it printed. */
  createAdmin(email: string): Promise<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A new database on the e2e run's PostgreSQL server: its URL, and how to drop it. */
async function freshPostgres(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_from_empty_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Collects a child's output, for the failure message. */
function output(child: ChildProcess): () => string {
  let text = '';
  child.stdout?.on('data', (d: Buffer) => { text += d.toString(); });
  child.stderr?.on('data', (d: Buffer) => { text += d.toString(); });
  return () => text;
}

export async function emptyPortal(): Promise<EmptyPortal> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-from-empty-'));
  const postgres = process.env.E2E_DATABASE_URL ? await freshPostgres(process.env.E2E_DATABASE_URL) : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, SEED: 'never', LOG_LEVEL: 'warn',
    // The build is current (the Playwright config made it); a school's own start names no ADMIN_EMAIL here.
    WEB_BUILT: '1',
  };
  delete env.ADMIN_EMAIL;
  delete env.E2E_DATABASE_URL;
  if (postgres) env.DATABASE_URL = postgres.url;
  else delete env.DATABASE_URL;
  let server: ChildProcess | null = null;

  return {
    baseUrl,

    async createAdmin(email) {
      const child = spawn('npm', ['run', '--silent', 'admin:create', '--', '--email', email], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      const text = output(child);
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      if (code !== 0) throw new Error(`admin:create ended with ${code}:\n${text()}`);
      const link = /https?:\/\/\S+\/set-password\?token=\S+/.exec(text())?.[0];
      if (!link) throw new Error(`admin:create printed no link:\n${text()}`);
      return link;
    },

    async start() {
      const child = spawn(node, ['scripts/e2e-server.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      server = child;
      const text = output(child);
      let exited: number | null | undefined;
      child.once('exit', (code) => { exited = code; });
      for (const started = Date.now(); Date.now() - started < 180_000;) {
        if (exited !== undefined) throw new Error(`the portal ended with ${exited} before it answered:\n${text()}`);
        const up = await fetch(`${baseUrl}/api/auth/config`).then((r) => r.ok, () => false);
        if (up) return;
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`the portal did not answer within 180 s:\n${text()}`);
    },

    async stop() {
      const child = server;
      server = null;
      if (child && child.exitCode === null && child.signalCode === null) {
        const ended = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await ended;
        clearTimeout(timer);
      }
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
