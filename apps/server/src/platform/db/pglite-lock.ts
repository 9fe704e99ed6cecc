import { readFileSync, unlinkSync } from 'node:fs';
import { readdir, readFile, readlink, realpath, writeFile } from 'node:fs/promises';

/**
 * A PGlite directory opened by two processes is corrupted: PGlite itself does not refuse a second
 * open (its `postmaster.pid` holds a fixed pid, -42, and is simply rewritten). So whoever opens a
 * directory — the server, a backup, a restore — first takes `<dir>.lock`, a file naming its process.
 * A lock left by a process that has died (kill -9, a power cut) is taken over.
 */
export class PgliteInUseError extends Error {
  constructor(dir: string, pid: number, since?: string) {
    super(`The embedded database at ${dir} is in use by process ${pid}${since ? ` (since ${since})` : ''}. `
      + 'Stop the portal (or the other command using it) and try again.');
    this.name = 'PgliteInUseError';
  }
}

interface LockContent { pid: number; since: string; procStart: string | null }

const held = new Map<string, number>();
let exitHookSet = false;

export const lockPathOf = (dir: string) => `${dir.replace(/\/+$/, '')}.lock`;

/** The kernel's start time of a process (Linux): with the pid it names one process, even after the pid is reused. */
function procStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(lock: LockContent): boolean {
  try {
    process.kill(lock.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = procStartOf(lock.pid);
  return lock.procStart === null || now === null || now === lock.procStart;
}

/**
 * Another process with a file of `dir` open (Linux only; elsewhere nothing is found). This also
 * catches what does not take the lock: an older server, drizzle-kit, a script.
 */
export async function processHoldingFiles(dir: string): Promise<number | undefined> {
  const pids = await readdir('/proc').catch(() => [] as string[]);
  const prefix = `${(await realpath(dir).catch(() => dir)).replace(/\/+$/, '')}/`;
  for (const pid of pids) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (target.startsWith(prefix)) return Number(pid);
    }
  }
  return undefined;
}

async function readLock(path: string): Promise<LockContent | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as LockContent;
  } catch {
    return null;
  }
}

/**
 * Takes the lock of a PGlite directory for this process and answers its release. Taking it again in
 * the same process (a restore that then opens the database) only counts; the last release frees it.
 */
export async function lockPgliteDir(dir: string): Promise<() => void> {
  const path = lockPathOf(dir);
  if (!held.has(path)) {
    const mine: LockContent = { pid: process.pid, since: new Date().toISOString(), procStart: procStartOf(process.pid) };
    for (let attempt = 0; ; attempt += 1) {
      try {
        await writeFile(path, JSON.stringify(mine), { flag: 'wx' });
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
        const other = await readLock(path);
        if (other && other.pid !== process.pid && alive(other)) throw new PgliteInUseError(dir, other.pid, other.since);
        unlinkSync(path);
      }
    }
    const holder = await processHoldingFiles(dir);
    if (holder !== undefined) {
      unlinkSync(path);
      throw new PgliteInUseError(dir, holder);
    }
    if (!exitHookSet) {
      exitHookSet = true;
      process.on('exit', () => { for (const p of [...held.keys()]) releaseNow(p); });
    }
  }
  held.set(path, (held.get(path) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(path) ?? 1) - 1;
    if (left > 0) held.set(path, left);
    else releaseNow(path);
  };
}

function releaseNow(path: string): void {
  if (!held.has(path)) return;
  held.delete(path);
  try {
    const content = JSON.parse(readFileSync(path, 'utf8')) as LockContent;
    if (content.pid === process.pid) unlinkSync(path);
  } catch {
    // Already gone: nothing to free.
  }
}
