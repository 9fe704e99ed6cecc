import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type pg from 'pg';

/** The advisory-lock key that serialises schema changes across server instances (any fixed number). */
const MIGRATION_LOCK = 7_200_108;

/**
 * Runs the migrations and installs the modules' SQL files (`create or replace`) while holding a
 * session advisory lock, on one connection. Two instances starting together on one PostgreSQL would
 * otherwise both create the migrations table, both apply a migration, or replace the same function
 * at once ('tuple concurrently updated'); with the lock the second waits and then finds nothing to do.
 */
export async function migrateWithLock(pool: pg.Pool, sqlFiles: readonly URL[], migrate: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(client);
      for (const file of sqlFiles) await client.query(await readFile(file, 'utf8'));
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * The `when` of the newest migration this version ships (drizzle's journal), which the database's
 * `drizzle.__drizzle_migrations.created_at` reaches once every migration is applied.
 */
export function shippedMigration(): number {
  const journal = JSON.parse(readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}
