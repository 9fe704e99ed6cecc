import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { assertKnownMigration, migrationLevel, migrationsAfter } from './migration-level.ts';

const journal = JSON.parse(await readFile(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: { tag: string; when: number }[] };
const tags = journal.entries.map((e) => e.tag);

describe('migration level', () => {
  it('names the last applied migration by its journal tag', async () => {
    expect(await migrationLevel([])).toEqual({ last: null, applied: 0 });
    const firstTwo = journal.entries.slice(0, 2).map((e) => e.when);
    expect(await migrationLevel(firstTwo)).toEqual({ last: tags[1], applied: 2 });
  });

  it('says how many migrations a start applies after restoring an older backup', async () => {
    expect(await migrationsAfter(tags.at(-1)!)).toBe(0);
    expect(await migrationsAfter(tags[0]!)).toBe(tags.length - 1);
    expect(await migrationsAfter(null)).toBe(tags.length);
  });

  it('refuses a backup made by a newer portal', async () => {
    const newer = await migrationLevel([Date.UTC(2100, 0, 1)]);
    await expect(assertKnownMigration(newer.last)).rejects.toThrow(/Upgrade the portal/);
    await expect(assertKnownMigration(tags[0]!)).resolves.toBeUndefined();
  });
});
