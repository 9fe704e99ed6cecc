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

export interface JournalEntry {
  tag: string;
  /** What drizzle records as the applied migration's `created_at`. */
  when: number;
}

/** The migrations this version ships, in order (drizzle's journal). */
export function migrationJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The `when` of the newest migration this version ships, which the database's
 * `drizzle.__drizzle_migrations.created_at` reaches once every migration is applied.
 */
export function shippedMigration(): number {
  return Math.max(...migrationJournal().map((e) => e.when));
}
