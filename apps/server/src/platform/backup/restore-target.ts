import type { Config } from '../../config.ts';
import { openDatabase } from '../db/client.ts';
import { appliedMigrations, otherSessions, rowCounts, storedFileNames } from './backup.repo.ts';
import type { FileRef } from './files-part.ts';
import { totalRows, type DatabaseKind, type Manifest } from './manifest.ts';
import { migrationLevel } from './migration-level.ts';
import { pgliteDirInUse } from './pglite-part.ts';

/** What the restore would replace. */
export interface TargetFacts {
  tables: number;
  rows: number;
  migration: string | null;
  files: FileRef[];
  /** Other connections to the database (PostgreSQL): a running portal would be among them. */
  sessions: number;
}

const EMPTY: TargetFacts = { tables: 0, rows: 0, migration: null, files: [], sessions: 0 };

export async function describeTarget(config: Config, kind: DatabaseKind): Promise<TargetFacts> {
  if (kind === 'pglite' && !(await pgliteDirInUse(config.pgliteDir))) return EMPTY;
  const handle = await openDatabase(kind === 'postgres' ? { databaseUrl: config.DATABASE_URL, poolSize: 1 } : { pgliteDir: config.pgliteDir });
  try {
    const rows = await rowCounts(handle.db);
    return {
      tables: Object.keys(rows).length,
      rows: totalRows(rows),
      migration: (await migrationLevel(await appliedMigrations(handle.db))).last,
      files: await storedFileNames(handle.db),
      sessions: kind === 'postgres' ? await otherSessions(handle.db) : 0,
    };
  } finally {
    await handle.close();
  }
}

/** Where the data goes, without a password: said back to the operator before anything is replaced. */
export function targetName(config: Config): string {
  if (!config.DATABASE_URL) return `The embedded database at ${config.pgliteDir}`;
  const url = new URL(config.DATABASE_URL);
  return `The PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`;
}

export function refusalToReplace(config: Config, target: TargetFacts, manifest: Manifest): string {
  return [
    `${targetName(config)} is not empty: ${target.tables} tables, ${target.rows} rows, migration ${target.migration ?? '(none)'}, ${target.files.length} stored files (in ${config.filesDir}).`,
    `Restoring replaces all of it with the backup of ${manifest.createdAt} (${totalRows(manifest.counts.rows)} rows, ${manifest.counts.files} files).`,
    'Nothing was changed. Run the restore again with --yes to replace it.',
  ].join('\n');
}
