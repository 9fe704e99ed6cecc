import { migrationJournal } from '../db/migrate.ts';
import { BackupError } from './manifest.ts';

/**
 * Drizzle records each applied migration by its journal timestamp only; the journal gives it back
 * its name. A timestamp the journal does not know comes from a newer version of the portal.
 */
export async function migrationLevel(applied: readonly number[]): Promise<{ last: string | null; applied: number }> {
  const last = applied.at(-1);
  if (last === undefined) return { last: null, applied: 0 };
  const entry = migrationJournal().find((e) => e.when === last);
  return { last: entry?.tag ?? `unknown migration of ${new Date(last).toISOString()}`, applied: applied.length };
}

/** Refuses a backup whose schema is newer than this code: starting on it would run code against tables it does not know. */
export async function assertKnownMigration(last: string | null): Promise<void> {
  if (last === null) return;
  const tags = migrationJournal().map((e) => e.tag);
  if (!tags.includes(last)) {
    throw new BackupError(`The backup was made at migration "${last}", which this version of the portal does not have (its newest is ${tags.at(-1)}). Upgrade the portal, then restore.`);
  }
}

/** How many migrations a normal start will apply after restoring a backup at `last`. */
export async function migrationsAfter(last: string | null): Promise<number> {
  const tags = migrationJournal().map((e) => e.tag);
  return last === null ? tags.length : tags.length - 1 - tags.indexOf(last);
}
