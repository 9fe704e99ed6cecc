import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { BackupError } from './manifest.ts';

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

const DEBIAN_ROOT = '/usr/lib/postgresql';

const executable = (path: string) => access(path, constants.X_OK).then(() => true, () => false);

/**
 * PATH first (the operator's choice), else the newest of Debian's side-by-side versions, which are
 * not on PATH by default (only their wrappers, and only with postgresql-client-common).
 */
export async function findPgTool(tool: PgTool): Promise<string> {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    if (await executable(join(dir, tool))) return join(dir, tool);
  }
  const versions = (await readdir(DEBIAN_ROOT).catch(() => [] as string[]))
    .filter((v) => /^\d+(\.\d+)?$/.test(v)).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const path = join(DEBIAN_ROOT, v, 'bin', tool);
    if (await executable(path)) return path;
  }
  throw new BackupError(`${tool} was not found on PATH or under ${DEBIAN_ROOT}/*/bin. Install the PostgreSQL client tools `
    + '(Debian or Ubuntu: apt-get install postgresql-client), of the same major version as the server or newer.');
}

/**
 * The tools get the URL without its password, which goes in PGPASSWORD: a command line is visible to
 * every user of the machine (ps), the environment is not.
 */
export function connectionOf(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}), PGOPTIONS: '-c client_min_messages=warning', PGAPPNAME: 'portal-backup' },
  };
}

/** Waits for a tool and turns a failure into its own words (the end of its stderr) and a hint. */
export function finished(child: ChildProcess, tool: PgTool): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString('utf8')).slice(-4000); });
  return new Promise((resolve, reject) => {
    child.once('error', (err) => reject(new BackupError(`${tool} could not be started: ${err.message}`)));
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const said = stderr.trim().split('\n').slice(-6).join('\n');
      const hint = /version mismatch|unsupported version/i.test(said)
        ? `\nThe client tools must be of the server's major version or newer; put the right ${tool} first on PATH.` : '';
      reject(new BackupError(`${tool} failed (${signal ?? `exit code ${code}`}):\n${said || '(no message)'}${hint}`));
    });
  });
}

export function runPgTool(path: string, tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return finished(spawn(path, args, { env, stdio: ['ignore', 'ignore', 'pipe'] }), tool);
}
