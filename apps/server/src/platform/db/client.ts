import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrateWithLock } from './migrate.ts';

/**
 * Both drivers implement PgDatabase; they differ only in the raw result type of `execute`. No
 * relational schema is attached: queries name their tables, so the platform needs no module's.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A repository takes either the database or an open transaction. */
export type Queryable = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations, then (re)installs the modules' SQL files; safe with several instances. */
  migrate(sqlFiles?: readonly URL[]): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, for dumping a template in tests. */
  pglite?: PGlite;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data-dir dump to start from (tests clone a migrated template). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: (sqlFiles = []) => migrateWithLock(pool, sqlFiles, (client) => migratePg(drizzlePg(client), { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  if (opts.pgliteDir) await mkdir(opts.pgliteDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(pglite) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    // One process owns a PGlite directory, so there is nobody to race with.
    migrate: async (sqlFiles = []) => {
      await migratePglite(drizzlePglite(pglite), { migrationsFolder });
      for (const file of sqlFiles) await pglite.exec(await readFile(file, 'utf8'));
    },
    close: () => pglite.close(),
  };
}
