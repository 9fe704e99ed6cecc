import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Db, type DbHandle } from '../platform/db/client.ts';
import type { FileStorage } from '../platform/files/storage.ts';
import { newPgDatabase } from './harness.ts';
import { pgliteTemplatePath, pgTemplateName } from './template.ts';

/**
 * A portal whose database lives where the commands find it from the configuration, as an operator's
 * does: a PGlite directory under DATA_DIR (the harness's PGlite is in memory), or with
 * TEST_DATABASE_URL a PostgreSQL database of its own named by DATABASE_URL. Both start as a copy of
 * the seeded template.
 */
export interface PortalOnDisk {
  config: Config;
  kind: 'pglite' | 'postgres';
  open(): Promise<DbHandle>;
  /** Runs the app on the database, as a server would, and closes both. */
  withApp<T>(fn: (app: FastifyInstance, db: Db) => Promise<T>): Promise<T>;
  /** Throws the database and the stored files away, as a lost disk would. */
  wipe(): Promise<void>;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

export async function portalOnDisk(): Promise<PortalOnDisk> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-backup-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let url: string | undefined;
  let drop = async () => {};
  if (serverUrl) {
    const made = await newPgDatabase(serverUrl, pgTemplateName);
    await made.handle.close();
    url = made.url;
    drop = made.drop;
  }
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, ...(url ? { DATABASE_URL: url } : {}) });
  if (!url) {
    const template = await readFile(pgliteTemplatePath);
    await (await openDatabase({ pgliteDir: config.pgliteDir, loadDataDir: new Blob([template]) })).close();
  }
  const open = () => openDatabase(url ? { databaseUrl: url, poolSize: 2 } : { pgliteDir: config.pgliteDir });
  return {
    config,
    kind: url ? 'postgres' : 'pglite',
    open,
    async withApp(fn) {
      const handle = await open();
      try {
        const { app } = await buildApp(config, handle.db, { listen: handle.listen });
        await app.ready();
        try { return await fn(app, handle.db); } finally { await app.close(); }
      } finally {
        await handle.close();
      }
    },
    async wipe() {
      await rm(config.filesDir, { recursive: true, force: true });
      if (!url) {
        await rm(config.pgliteDir, { recursive: true, force: true });
        return;
      }
      const handle = await open();
      try {
        await handle.db.execute(sql`drop schema if exists drizzle cascade`);
        await handle.db.execute(sql`drop schema public cascade`);
        await handle.db.execute(sql`create schema public`);
      } finally {
        await handle.close();
      }
    },
    async close() {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function bytesOf(storage: FileStorage, storedName: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(storedName)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
