import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { personTables, schemaTables } from './person-tables.ts';

/**
 * The export finds a person's rows by the schema. This asks the migrated database itself which
 * columns lead to `users.id` (directly or through a composite key), so a table added by a
 * migration or a SQL file without a Drizzle table, or a `*.tables.ts` the export does not read,
 * fails here instead of being left out of people's exports.
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

interface Fk { tab: string; cols: string[]; ftab: string; fcols: string[] }

async function databasePersonColumns(): Promise<Set<string>> {
  const fks = rowsOf<Fk>(await t.db.execute(sql`
    select c.conrelid::regclass::text as tab, c.confrelid::regclass::text as ftab,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as cols,
      array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as fcols
    from pg_constraint c join pg_namespace ns on ns.oid = c.connamespace
    where c.contype = 'f' and ns.nspname = 'public'`));
  const person = new Set(['users.id']);
  for (let grew = true; grew;) {
    grew = false;
    for (const fk of fks) {
      fk.cols.forEach((col, i) => {
        const key = `${fk.tab}.${col}`;
        if (person.has(`${fk.ftab}.${fk.fcols[i]}`) && !person.has(key)) {
          person.add(key);
          grew = true;
        }
      });
    }
  }
  return person;
}

describe('the export\'s tables', () => {
  it('cover every column of the database that leads to users.id, and no other', async () => {
    const fromDatabase = [...await databasePersonColumns()].sort();
    const plan = await personTables();
    const fromPlan = plan.flatMap((p) => p.links.map((l) => `${p.name}.${l.column.name}`)).sort();
    expect(fromPlan).toEqual(fromDatabase);
    expect(fromDatabase.length).toBeGreaterThan(60);
  });

  it('read every table of the database the migrations made', async () => {
    const tables = rowsOf<{ name: string }>(await t.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`)).map((r) => r.name);
    const known = new Set((await schemaTables()).map((s) => getTableName(s.table)));
    // Drizzle's own bookkeeping lives in its own schema; every table here must come from a *.tables.ts.
    expect(tables.filter((n) => !known.has(n))).toEqual([]);
  });
});
