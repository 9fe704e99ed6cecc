import { openAsBlob } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { openDatabase, type DbHandle } from '../db/client.ts';
import { BackupError } from './manifest.ts';

/** PGlite's own dump of its data directory: a gzipped tarball that `loadDataDir` reads back. */
export async function dumpPglite(handle: DbHandle): Promise<Buffer> {
  if (!handle.pglite) throw new Error('dumpPglite needs a PGlite handle');
  const blob = await handle.pglite.dumpDataDir('gzip');
  return Buffer.from(await blob.arrayBuffer());
}

/** A directory with something in it (PGlite makes its directory on first open, so an empty one holds no database). */
export async function pgliteDirInUse(dir: string): Promise<boolean> {
  const info = await stat(`${dir}/PG_VERSION`).catch(() => null);
  return info !== null;
}

/**
 * Loads the tarball into `<dir>.restoring`, lets `check` look at it there, and only then swaps it
 * with the old directory (kept as `<dir>.replaced` until the swap has succeeded). A restore that
 * fails before the swap leaves the old directory untouched.
 */
export async function restorePglite(dir: string, tarballPath: string, check: (handle: DbHandle) => Promise<void>): Promise<void> {
  const fresh = `${dir}.restoring`;
  const old = `${dir}.replaced`;
  await rm(fresh, { recursive: true, force: true });
  try {
    let handle: DbHandle;
    try {
      handle = await openDatabase({ pgliteDir: fresh, loadDataDir: await openAsBlob(tarballPath) });
    } catch (err) {
      throw new BackupError(`The embedded database in the backup could not be opened by this version of the portal (${(err as Error).message}). `
        + 'Restore it with the portal version that made it.');
    }
    try {
      await check(handle);
    } finally {
      await handle.close();
    }
  } catch (err) {
    await rm(fresh, { recursive: true, force: true });
    throw err;
  }
  await rm(old, { recursive: true, force: true });
  const hadOld = await stat(dir).then(() => true, () => false);
  if (hadOld) await rename(dir, old);
  try {
    await rename(fresh, dir);
  } catch (err) {
    if (hadOld) await rename(old, dir);
    throw err;
  }
  await rm(old, { recursive: true, force: true });
}
