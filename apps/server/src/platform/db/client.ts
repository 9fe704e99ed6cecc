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
import { lockPgliteDir } from './pglite-lock.ts';

/**
 * Both drivers implement PgDatabase; they differ only in the raw result type of `execute`. No
 * relational schema is attached: queries name their tables, so the platform needs no module's.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The rows of a raw `execute`: node-postgres and PGlite's driver both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A repository takes either the database or an open transaction. */
export type Queryable = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations, then (re)installs the modules' SQL files; safe with several instances. */
  migrate(sqlFiles?: readonly URL[]): Promise<void>;
  close(): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel; `onReset` is called when notifications may have been missed (the
   * listening connection dropped), so the caller drops whatever it cached. Answers the unsubscribe.
   */
  listen: Listen;
  /** The PGlite instance, for dumping a template in tests. */
  pglite?: PGlite;
}

export type Listen = (channel: string, onMessage: (payload: string) => void, onReset: () => void) => Promise<() => Promise<void>>;

/** LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting after a drop. */
function listenPostgres(connectionString: string): Listen {
  return async (channel, onMessage, onReset) => {
    let closed = false;
    let client: pg.Client | null = null;
    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString });
      c.on('notification', (n) => { if (n.channel === channel) onMessage(n.payload ?? ''); });
      const lost = () => {
        if (closed || client !== c) return;
        client = null;
        onReset();
        setTimeout(() => { if (!closed) connect().catch(() => lost()); }, 1000).unref();
      };
      c.on('error', lost);
      c.on('end', lost);
      client = c;
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    };
    await connect();
    return async () => {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    };
  };
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
    // An idle connection the server closes (a restart, a terminated backend) is reported here; without
    // a listener that would crash the process. The pool drops it and the next query opens another.
    pool.on('error', () => {});
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      listen: listenPostgres(opts.databaseUrl),
      migrate: (sqlFiles = []) => migrateWithLock(pool, sqlFiles, (client) => migratePg(drizzlePg(client), { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  let unlock = () => {};
  if (opts.pgliteDir) {
    await mkdir(opts.pgliteDir, { recursive: true });
    unlock = await lockPgliteDir(opts.pgliteDir);
  }
  const pglite = await PGlite.create({
    ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  }).catch((err: unknown) => {
    unlock();
    throw err;
  });
  const db = drizzlePglite(pglite) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    // One process: NOTIFY reaches this instance's listeners directly and is never missed.
    listen: async (channel, onMessage) => pglite.listen(channel, onMessage),
    // One process owns a PGlite directory, so there is nobody to race with.
    migrate: async (sqlFiles = []) => {
      await migratePglite(drizzlePglite(pglite), { migrationsFolder });
      for (const file of sqlFiles) await pglite.exec(await readFile(file, 'utf8'));
    },
    close: async () => {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}
