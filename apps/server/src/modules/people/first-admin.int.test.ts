import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedSqlFiles } from '../../app.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.ts';
import { passwordLinks } from '../../platform/auth/sign-in.tables.ts';
import { emptyDatabase, startTestApp, type TestApp } from '../../test/harness.ts';
import { AdminCreateError, adminFromEnvironment, createAdministrator } from './first-admin.ts';

/** The first administrator (README 'The first administrator'): the command's function, ADMIN_EMAIL at start-up, the command itself. */
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const clientModule = fileURLToPath(new URL('../../platform/db/client.ts', import.meta.url));
const PUBLIC_URL = 'https://portal.school.edu.cn';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const setPassword = (token: string, password = 'first-admin-pass-1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-link', payload: { token, password } });

describe('createAdministrator (npm run admin:create)', () => {
  it('creates a staff administrator without a password and a link that sets one', async () => {
    const made = await createAdministrator(t.db, PUBLIC_URL, { email: 'Dean.Office@School.edu.cn', name: '张三' });
    expect(made).toMatchObject({ outcome: 'created', username: 'dean.office', email: 'dean.office@school.edu.cn' });
    expect(made.url.startsWith(`${PUBLIC_URL}/set-password?token=`)).toBe(true);
    const hours = (made.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24.01);
    const [row] = await t.db.select().from(users).where(eq(users.id, made.userId));
    expect(row).toMatchObject({ isAdmin: true, kind: 'staff', passwordHash: null, name: '张三' });
    const [link] = await t.db.select().from(passwordLinks).where(eq(passwordLinks.userId, made.userId));
    expect(link!.purpose).toBe('first-admin');
    const res = await setPassword(tokenOf(made.url));
    expect(res.json().statusCode, res.body).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: '/api/User/info', headers: { authorization: `Bearer ${res.json().data.accessToken}` } });
    expect(info.json().data.isAdmin).toBe(true);
  });

  it('gives an existing administrator a fresh link and voids the older one', async () => {
    const first = await createAdministrator(t.db, PUBLIC_URL, { email: 'it-desk@school.edu.cn' });
    const again = await createAdministrator(t.db, PUBLIC_URL, { email: 'IT-desk@school.edu.cn' });
    expect(again).toMatchObject({ outcome: 'existed', userId: first.userId });
    expect((await setPassword(tokenOf(first.url))).json().message).toBe('99210');
    expect((await setPassword(tokenOf(again.url))).json().statusCode).toBe(200);
  });

  it('refuses the e-mail of someone who is not an administrator, and a malformed one', async () => {
    await expect(createAdministrator(t.db, PUBLIC_URL, { email: 'mba01@example.edu.cn' })).rejects.toThrow(AdminCreateError);
    await expect(createAdministrator(t.db, PUBLIC_URL, { email: 'mba01@example.edu.cn' })).rejects.toThrow(/not an administrator/);
    await expect(createAdministrator(t.db, PUBLIC_URL, { email: 'not-an-address' })).rejects.toThrow(/not an e-mail address/);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'mba01'));
    expect(row!.isAdmin).toBe(false);
  });

  it('takes the whole address as username when the local part is taken', async () => {
    const made = await createAdministrator(t.db, PUBLIC_URL, { email: 'mba01@elsewhere.edu.cn' });
    expect(made.username).toBe('mba01@elsewhere.edu.cn');
  });
});

describe('ADMIN_EMAIL at start-up', () => {
  const mailer = (sent: MailMessage[]): Mailer => ({ enabled: true, from: 'Portal <no-reply@example.edu.cn>', async send(m) { sent.push(m); } });

  it('creates the administrator in an empty database, logs and mails the link once', async () => {
    const { handle, drop } = await emptyDatabase();
    try {
      await handle.migrate(installedSqlFiles());
      const sent: MailMessage[] = [];
      const logged: string[] = [];
      const made = await adminFromEnvironment(handle.db, { email: 'root@school.edu.cn', publicUrl: PUBLIC_URL, mailer: mailer(sent), log: (m) => logged.push(m) });
      expect(made).toMatchObject({ outcome: 'created', username: 'root' });
      expect(logged.some((l) => l.includes(made!.url))).toBe(true);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.to).toBe('root@school.edu.cn');
      expect(sent[0]!.text).toContain(made!.url);
      expect(sent[0]!.text).toContain('设置密码');
      expect(sent[0]!.text).toContain('set your password');
      // The second start: an account exists, nothing happens.
      expect(await adminFromEnvironment(handle.db, { email: 'root@school.edu.cn', publicUrl: PUBLIC_URL, mailer: mailer(sent), log: (m) => logged.push(m) })).toBeNull();
      expect(sent).toHaveLength(1);
      const [n] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(users);
      expect(n!.n).toBe(1);
    } finally {
      await handle.close();
      await drop();
    }
  });

  it('does nothing to a database that has people (the demo seed)', async () => {
    const sent: MailMessage[] = [];
    expect(await adminFromEnvironment(t.db, { email: 'newroot@school.edu.cn', publicUrl: PUBLIC_URL, mailer: mailer(sent), log: () => {} })).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.email, 'newroot@school.edu.cn'))).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });
});

describe('the admin:create command', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => { dataDir = await mkdtemp(join(tmpdir(), 'portal-admin-create-')); });
  afterAll(async () => { await rm(dataDir, { recursive: true, force: true }); });

  const run = (args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL };
    delete env.DATABASE_URL;
    return new Promise((resolve) => {
      execFile(process.execPath, [join(repoRoot, 'apps/server/src/admin-create.ts'), ...args], { env, cwd: repoRoot }, (err, stdout, stderr) => {
        resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr });
      });
    });
  };

  it('creates the administrator on a fresh embedded database, applying the migrations first', async () => {
    const res = await run(['--email', 'head@school.edu.cn', '--name', 'Head of IT']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('Administrator head (head@school.edu.cn) created.');
    expect(res.stdout).toMatch(new RegExp(`${PUBLIC_URL}/set-password\\?token=[\\w-]{43}`));
    const again = await run(['--email', 'head@school.edu.cn']);
    expect(again.stdout).toContain('already the administrator head');
    const usage = await run([]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--email');
  });

  it('refuses while a portal holds the directory', async () => {
    const code = `import { openDatabase } from ${JSON.stringify(clientModule)};
      await openDatabase({ pgliteDir: ${JSON.stringify(join(dataDir, 'pglite'))} });
      console.log('open');
      setInterval(() => {}, 1000);`;
    const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      let out = '';
      child.stdout!.on('data', (c: Buffer) => { out += c.toString(); });
      while (!out.includes('open')) await once(child.stdout!, 'data');
      const res = await run(['--email', 'other@school.edu.cn']);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(`is in use by process ${child.pid}`);
      expect(res.stderr).not.toContain('bug report');
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    // The directory was left as it was: only the first administrator is in it.
    const handle = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
    try {
      expect((await handle.db.select({ u: users.username }).from(users)).map((r) => r.u)).toEqual(['head']);
    } finally {
      await handle.close();
    }
  });
});
