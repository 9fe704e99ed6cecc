import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.ts';
import { openDatabase, type DbHandle } from '../db/client.ts';
import { lockPgliteDir } from '../db/pglite-lock.ts';
import { storageOf } from '../files/storage-of.ts';
import { eachEntry, storedNameOf, verifyArchive } from './archive-reader.ts';
import type { Log } from './backup.ts';
import { rowCounts } from './backup.repo.ts';
import { removeOrphans, StagedFiles } from './files-part.ts';
import { BackupError, DATABASE_PART, FILES_PREFIX, NeedsConfirmation, totalRows, type DatabaseKind, type Manifest } from './manifest.ts';
import { assertKnownMigration, migrationsAfter } from './migration-level.ts';
import { restorePglite } from './pglite-part.ts';
import { restorePostgres } from './postgres-part.ts';
import { describeTarget, refusalToReplace } from './restore-target.ts';

export interface RestoreOptions {
  /** Replace a database that holds data; without it the restore only says what it would replace. */
  yes?: boolean;
  log?: Log;
}

export interface RestoreResult { manifest: Manifest; rows: Record<string, number>; filesKept: number; filesRemoved: number; migrationsToApply: number }

const kindName = (kind: DatabaseKind) => (kind === 'pglite' ? 'the embedded PGlite database' : 'a PostgreSQL database');

/** The tables whose row counts differ from the backup's. */
async function countsAgainst(handle: DbHandle, manifest: Manifest): Promise<{ rows: Record<string, number>; differ: string[] }> {
  const rows = await rowCounts(handle.db);
  return { rows, differ: Object.keys({ ...rows, ...manifest.counts.rows }).filter((t) => rows[t] !== manifest.counts.rows[t]) };
}

const countsMessage = (differ: string[]) => `the restored database does not match the backup's row counts (${differ.slice(0, 5).join(', ')}${differ.length > 5 ? ', …' : ''})`;

/**
 * `npm run restore -- FILE`: checks the whole archive, then replaces the database and writes the
 * files back. The order keeps a failure harmless: files are staged first, the database is replaced
 * all or nothing, and only then are the staged files kept and the old database's own removed.
 */
export async function runRestore(config: Config, archivePath: string, opts: RestoreOptions = {}): Promise<RestoreResult> {
  const log = opts.log ?? (() => {});
  const file = resolve(archivePath);
  const manifest = await verifyArchive(file);
  const rowsInBackup = totalRows(manifest.counts.rows);
  const made = manifest.database.kind === 'pglite' ? `embedded PGlite (PostgreSQL ${manifest.database.version})` : `PostgreSQL ${manifest.database.version}`;
  log(`Backup made ${manifest.createdAt} of ${made}, migration ${manifest.migration.last ?? '(none)'}, `
    + `${rowsInBackup} rows in ${Object.keys(manifest.counts.rows).length} tables, ${manifest.counts.files} files. Every checksum matches.`);
  const kind: DatabaseKind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new BackupError(`This backup is of ${kindName(manifest.database.kind)}, but the portal is configured for ${kindName(kind)} `
      + `(${kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}). A backup restores into the same kind of database only.`);
  }
  await assertKnownMigration(manifest.migration.last);

  if (kind === 'pglite') await mkdir(config.dataDir, { recursive: true });
  const unlock = kind === 'pglite' ? await lockPgliteDir(config.pgliteDir) : () => {};
  const storage = await storageOf(config);
  const staged = new StagedFiles(storage);
  const work = await mkdtemp(join(tmpdir(), 'portal-restore-'));
  try {
    const target = await describeTarget(config, kind);
    if (target.sessions > 0) log(`Warning: ${target.sessions} other connections to this database are open. If the portal is running, stop it first: it keeps what it read before the restore.`);
    if (target.tables > 0 && !opts.yes) throw new NeedsConfirmation(refusalToReplace(config, target, manifest));

    log('Reading the backup …');
    const dumpFile = join(work, DATABASE_PART[kind]);
    await eachEntry(file, async (name, stream) => {
      if (name === DATABASE_PART[kind]) await pipeline(stream, createWriteStream(dumpFile, { mode: 0o600 }));
      else if (name.startsWith(FILES_PREFIX)) await staged.add(storedNameOf(name), stream);
      else stream.resume();
    });

    log('Replacing the database …');
    let rows: Record<string, number>;
    if (kind === 'postgres') {
      await restorePostgres(config.DATABASE_URL!, dumpFile);
      const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 1 });
      try {
        const checked = await countsAgainst(handle, manifest);
        // Already committed: the files must follow the database whatever the counts say.
        if (checked.differ.length > 0) log(`Warning: ${countsMessage(checked.differ)}.`);
        rows = checked.rows;
      } finally {
        await handle.close();
      }
    } else {
      let checked: Record<string, number> = {};
      await restorePglite(config.pgliteDir, dumpFile, async (handle) => {
        const found = await countsAgainst(handle, manifest);
        if (found.differ.length > 0) throw new BackupError(`Nothing was changed: ${countsMessage(found.differ)}.`);
        checked = found.rows;
      });
      rows = checked;
    }

    log('Writing the files back …');
    let filesKept: number;
    let filesRemoved: number;
    try {
      filesKept = await staged.keepAll();
      const inRestored = new Set([...staged.names, ...manifest.counts.missingFiles.map((f) => f.storedName)]);
      filesRemoved = await removeOrphans(storage, target.files, inRestored);
    } catch (err) {
      throw new BackupError(`The database was restored, but writing the files back failed (${(err as Error).message}). Fix the cause and run the restore again with --yes.`);
    }
    return { manifest, rows, filesKept, filesRemoved, migrationsToApply: await migrationsAfter(manifest.migration.last) };
  } catch (err) {
    await staged.discardAll();
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
    await storage.close();
    unlock();
  }
}
