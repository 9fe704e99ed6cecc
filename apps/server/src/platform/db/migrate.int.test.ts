import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { installedSqlFiles } from '../../app.ts';
import { databaseUrl } from '../../test/template.ts';
import { openDatabase, type DbHandle } from './client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

async function query(url: string, text: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try { return await c.query(text); } finally { await c.end(); }
}

// Server instances share one PostgreSQL; PGlite is one process by design, so this runs on PostgreSQL.
describe.skipIf(!serverUrl)('three instances starting at once on one empty PostgreSQL database', () => {
  const name = `portal_migrate_${randomBytes(5).toString('hex')}`;
  const url = serverUrl ? databaseUrl(serverUrl, name) : '';
  const handles: DbHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await query(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('all come up: the migrations apply once and the SQL functions install without a clash', async () => {
    await query(serverUrl!, `CREATE DATABASE ${name}`);
    for (let i = 0; i < 3; i++) handles.push(await openDatabase({ databaseUrl: url, poolSize: 2 }));
    const results = await Promise.allSettled(handles.map((h) => h.migrate(installedSqlFiles())));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const migrations = await query(url, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations.rows[0].n).toBe(journal.entries.length);
    const functions = await query(url, `select count(*)::int as n from pg_proc where proname = 'css_place_bid'`);
    expect(functions.rows[0].n).toBeGreaterThan(0);
  });
});
