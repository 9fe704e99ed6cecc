import { access, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { openDatabase, type Queryable } from '../db/client.ts';
import { lockPgliteDir } from '../db/pglite-lock.ts';
import { storageOf } from '../files/storage-of.ts';
import { ArchiveWriter } from './archive-writer.ts';
import { appliedMigrations, exportSnapshot, rowCounts, serverVersion, storedFileNames } from './backup.repo.ts';
import { backupFiles, type FileRef } from './files-part.ts';
import { BackupError, DATABASE_PART, FORMAT, FORMAT_VERSION, type DatabaseKind, type Manifest } from './manifest.ts';
import { migrationLevel } from './migration-level.ts';
import { pgliteDirInUse, dumpPglite } from './pglite-part.ts';
import { dumpPostgres } from './postgres-part.ts';

export type Log = (line: string) => void;

export interface BackupResult { out: string; size: number; manifest: Manifest }

interface DatabaseFacts { rows: Record<string, number>; files: FileRef[]; applied: number[]; version: string }

async function factsOf(db: Queryable): Promise<DatabaseFacts> {
  return { rows: await rowCounts(db), files: await storedFileNames(db), applied: await appliedMigrations(db), version: await serverVersion(db) };
}

/**
 * The dump and the facts (row counts, the file list) come from one snapshot: pg_dump shares the
 * repeatable-read snapshot of our transaction, so an upload made meanwhile is in neither or both.
 * The portal may keep running.
 */
async function postgresPart(databaseUrl: string, writer: ArchiveWriter): Promise<DatabaseFacts> {
  const handle = await openDatabase({ databaseUrl, poolSize: 1 });
  const dumpFile = writer.scratchPath(DATABASE_PART.postgres);
  try {
    const facts = await handle.db.transaction(async (tx) => {
      const snapshot = await exportSnapshot(tx);
      const found = await factsOf(tx);
      await dumpPostgres(databaseUrl, snapshot, dumpFile);
      return found;
    }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
    await writer.addFile(DATABASE_PART.postgres, dumpFile);
    return facts;
  } finally {
    await handle.close();
    await rm(dumpFile, { force: true });
  }
}

/** PGlite is one process's: the portal must be stopped, and the directory stays locked until the files are read too. */
async function pglitePart(pgliteDir: string, writer: ArchiveWriter): Promise<DatabaseFacts> {
  const handle = await openDatabase({ pgliteDir });
  const dumpFile = writer.scratchPath(DATABASE_PART.pglite);
  try {
    const facts = await factsOf(handle.db);
    await writeFile(dumpFile, await dumpPglite(handle), { mode: 0o600 });
    await writer.addFile(DATABASE_PART.pglite, dumpFile);
    return facts;
  } finally {
    await handle.close();
    await rm(dumpFile, { force: true });
  }
}

/** `npm run backup -- --out FILE`: the database and every stored file's bytes in one archive. */
export async function runBackup(config: Config, outPath: string, log: Log = () => {}): Promise<BackupResult> {
  const out = resolve(outPath);
  if (await access(out).then(() => true, () => false)) throw new BackupError(`${out} already exists; choose another name (backups are never overwritten).`);
  const kind: DatabaseKind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (kind === 'pglite' && !(await pgliteDirInUse(config.pgliteDir))) {
    throw new BackupError(`There is no embedded database at ${config.pgliteDir}: nothing to back up. (Is DATA_DIR right? For PostgreSQL set DATABASE_URL.)`);
  }
  const unlock = kind === 'pglite' ? await lockPgliteDir(config.pgliteDir) : () => {};
  const writer = await ArchiveWriter.create(out);
  try {
    log(kind === 'pglite' ? `Backing up the embedded database at ${config.pgliteDir} …` : 'Backing up the PostgreSQL database (pg_dump) …');
    const facts = kind === 'postgres' ? await postgresPart(config.DATABASE_URL!, writer) : await pglitePart(config.pgliteDir, writer);
    log(`Backing up ${facts.files.length} stored files …`);
    const storage = await storageOf(config);
    const files = await backupFiles(storage, facts.files, writer).finally(() => storage.close());
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind, version: facts.version },
      migration: await migrationLevel(facts.applied),
      counts: { rows: facts.rows, files: files.kept, missingFiles: files.missing },
      parts: writer.parts,
    };
    const size = await writer.finish(manifest);
    return { out, size, manifest };
  } catch (err) {
    await writer.abort();
    throw err;
  } finally {
    unlock();
  }
}
