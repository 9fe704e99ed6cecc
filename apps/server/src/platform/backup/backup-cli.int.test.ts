import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/harness.ts';
import { bytesOf, portalOnDisk, type PortalOnDisk } from '../../test/portal-on-disk.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { DEMO_PASSWORD } from '../auth/users.seed.ts';
import { storedFiles } from '../db/platform.tables.ts';
import { storageOf } from '../files/storage-of.ts';
import { rowCounts } from './backup.repo.ts';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const clientModule = fileURLToPath(new URL('../db/client.ts', import.meta.url));

let p: PortalOnDisk;
let work: string;
let before: Record<string, number>;
let storedName: string;
const content = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n% through the command line\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** Runs one of the commands as an operator would (`npm run backup -- …` runs exactly this). */
function run(script: 'backup' | 'restore', args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: p.config.dataDir, NODE_ENV: 'test', ...(p.config.DATABASE_URL ? { DATABASE_URL: p.config.DATABASE_URL } : {}) };
  if (!p.config.DATABASE_URL) delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(process.execPath, [join(repoRoot, 'scripts', `${script}.mjs`), ...args], { env, cwd: repoRoot }, (err, stdout, stderr) => {
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** Another process holding the PGlite directory open, as a running portal does. */
async function holder(): Promise<ChildProcess> {
  const code = `import { openDatabase } from ${JSON.stringify(clientModule)};
    await openDatabase({ pgliteDir: ${JSON.stringify(p.config.pgliteDir)} });
    console.log('open');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
  const exited = once(child, 'exit').then(() => { throw new Error('the holding process exited'); });
  exited.catch(() => {});
  while (!out.includes('open')) await Promise.race([once(child.stdout, 'data'), exited]);
  return child;
}

beforeAll(async () => {
  p = await portalOnDisk();
  work = await mkdtemp(join(tmpdir(), 'portal-cli-backups-'));
  await p.withApp(async (app, db) => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'mba01', password: DEMO_PASSWORD } });
    const body = multipart('cli.pdf', content);
    const res = await app.inject({ method: 'POST', url: '/api/GsmFile/FileUpLoad?use=general', payload: body.payload, headers: { ...body.headers, ...bearer(login.json().data.accessToken) } });
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, res.json().data.id));
    storedName = row!.storedName;
    before = await rowCounts(db);
  });
});
afterAll(async () => {
  await p.close();
  await rm(work, { recursive: true, force: true });
});

describe('the backup and restore commands', { timeout: 180_000 }, () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)('refuse an embedded database another process has open, and take over the lock of one that died', async () => {
    const child = await holder();
    try {
      const refused = await run('backup', ['--out', join(work, 'refused.tar.gz')]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is in use by process ${child.pid}`);
      expect(refused.stderr).not.toContain('bug report');
    } finally {
      // kill -9: the lock file stays behind, naming a process that is gone.
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    const after = await run('backup', ['--out', join(work, 'after-crash.tar.gz')]);
    expect(after.stderr).toBe('');
    expect(after.code).toBe(0);
  });

  it('back up, refuse to replace data without --yes, and restore a wiped portal', async () => {
    const out = join(work, 'portal.tar.gz');
    const backup = await run('backup', ['--out', out]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/Backup written: .*portal\.tar\.gz \(\d+(\.\d)? [KM]?B\)/);

    const refused = await run('restore', [out]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    expect(refused.stderr).toContain('--yes');

    await p.wipe();
    const restored = await run('restore', [out]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Restored:');
    const handle = await p.open();
    try { expect(await rowCounts(handle.db)).toEqual(before); } finally { await handle.close(); }
    expect((await bytesOf(await storageOf(p.config), storedName)).equals(content)).toBe(true);
  });

  it('explain their usage and a missing file in plain words', async () => {
    const usage = await run('restore', []);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run restore');
    const missing = await run('restore', [join(work, 'no-such-backup.tar.gz')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('does not exist');
  });
});
