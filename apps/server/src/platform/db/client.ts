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
  /** The pool's connections now (PostgreSQL only), for the metrics. */
  poolStats?: PoolStats;
}

/** What a pool holds at this moment: connections open, of them idle, and requests waiting for one. */
export type PoolStats = () => { total: number; idle: number; waiting: number };

export type Listen = (channel: string, onMessage: (payload: string) => void, onReset: () => void) => Promise<() => Promise<void>>;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting after a
 * drop every second until the database answers again. Caches are reset when the connection drops and
 * again once it is back, since a notice sent in between reached nobody.
 */
function listenPostgres(connectionString: string): Listen {
  return async (channel, onMessage, onReset) => {
    let closed = false;
    let client: pg.Client | null = null;
    const retryLater = () => {
      setTimeout(() => { if (!closed) connect(true).catch(retryLater); }, 1000).unref();
    };
    const connect = async (again: boolean): Promise<void> => {
      const c = new pg.Client({ connectionString });
      let live = false;
      c.on('notification', (n) => { if (n.channel === channel) onMessage(n.payload ?? ''); });
      const lost = () => {
        if (!live || closed) return;
        live = false;
        client = null;
        onReset();
        retryLater();
      };
      // Stays on a client that failed to connect too: its late 'error' must not end the process.
      c.on('error', lost);
      c.on('end', lost);
      try {
        await c.connect();
        await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (err) {
        void c.end().catch(() => {});
        throw err;
      }
      if (closed) {
        void c.end().catch(() => {});
        return;
      }
      live = true;
      client = c;
      if (again) onReset();
    };
    await connect(false);
    return async () => {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    };
  };
}

/**
 * Gives a connection back to the pool by itself when it ends while handed out. Drizzle sends a
 * transaction's BEGIN before its try/finally, so a connection cut right then was never released and
 * its pool slot was lost for good (seen: a pool of five with one slot held after a restart). The
 * holder's own release, if it comes, is then a no-op instead of pg-pool's double-release error.
 */
function releaseWhenLost(client: pg.PoolClient): void {
  const release = client.release;
  let released = false;
  const onEnd = () => {
    if (released) return;
    released = true;
    release(new Error('connection lost while handed out'));
  };
  client.once('end', onEnd);
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(err);
  };
}

/** The pool's connect, both forms (promise for drizzle, callback for `pool.query`), with `releaseWhenLost`. */
function guardCheckouts(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (cb?: (err: Error | undefined, client?: pg.PoolClient, done?: (err?: Error) => void) => void) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((cb?: (err: Error | undefined, client?: pg.PoolClient, done?: (err?: Error) => void) => void) => {
    if (cb) {
      return connect((err, client, done) => {
        if (client) releaseWhenLost(client);
        cb(err, client, client ? client.release : done);
      });
    }
    return connect()!.then((client) => { releaseWhenLost(client); return client; });
  }) as typeof pool.connect;
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
    // A request waits at most this long for a connection while the database is unreachable, then
    // answers 503; without it a request would queue until the client gave up.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20, connectionTimeoutMillis: 5000, keepAlive: true });
    // A connection the server closes (a restart, a terminated backend) emits 'error' on its client, and
    // an 'error' nobody listens to ends the process. The pool listens only while a client is idle; a
    // client handed out (inside a transaction, between two queries) is covered by its own listener. The
    // query under way fails on its own (the request answers 503) and the pool drops the client.
    pool.on('error', () => {});
    pool.on('connect', (client) => { client.on('error', () => {}); });
    guardCheckouts(pool);
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      listen: listenPostgres(opts.databaseUrl),
      migrate: (sqlFiles = []) => migrateWithLock(pool, sqlFiles, (client) => migratePg(drizzlePg(client), { migrationsFolder })),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
