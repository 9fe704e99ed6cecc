import { asc, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../db/client.ts';
import { storedFiles } from '../db/platform.tables.ts';

const userSchemas = sql`table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg\\_%'`;

/** The tables of the application's schemas (`public`, drizzle's `drizzle`, any other), as `schema.table`. */
export async function userTables(db: Queryable): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and ${userSchemas} order by 1`));
  return rows.map((r) => r.name);
}

/** Exact row counts of every table: what a restore is compared against. */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await userTables(db)) {
    const [schema, table] = name.split('.') as [string, string];
    const [row] = rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from ${sql.identifier(schema)}.${sql.identifier(table)}`));
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

const hasTable = async (db: Queryable, name: string) =>
  rowsOf<{ t: string | null }>(await db.execute(sql`select to_regclass(${name})::text as t`))[0]?.t != null;

/** The files the database refers to; none in a database the portal never migrated. */
export async function storedFileNames(db: Queryable): Promise<{ id: string; storedName: string }[]> {
  if (!(await hasTable(db, 'public.stored_files'))) return [];
  return db.select({ id: storedFiles.id, storedName: storedFiles.storedName }).from(storedFiles).orderBy(asc(storedFiles.id));
}

/** The `created_at` (the journal's `when`) of every migration drizzle applied, oldest first. */
export async function appliedMigrations(db: Queryable): Promise<number[]> {
  if (!(await hasTable(db, 'drizzle.__drizzle_migrations'))) return [];
  const rows = rowsOf<{ at: string | number }>(await db.execute(sql`select created_at as at from drizzle.__drizzle_migrations order by created_at`));
  return rows.map((r) => Number(r.at));
}

export async function serverVersion(db: Queryable): Promise<string> {
  return rowsOf<{ v: string }>(await db.execute(sql`select current_setting('server_version') as v`))[0]?.v ?? 'unknown';
}

/** In a repeatable-read transaction: a snapshot name pg_dump can share, so dump and file list agree. */
export async function exportSnapshot(tx: Queryable): Promise<string> {
  const [row] = rowsOf<{ id: string }>(await tx.execute(sql`select pg_export_snapshot() as id`));
  if (!row) throw new Error('pg_export_snapshot answered nothing');
  return row.id;
}

/** Other sessions on this database: a running portal would be among them. */
export async function otherSessions(db: Queryable): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(await db.execute(sql`
    select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`));
  return Number(row?.n ?? 0);
}

/**
 * Empties the database before the dump is replayed, in the restore's transaction: every schema but
 * `public` is dropped, and everything in `public`, so that objects a later migration made do not
 * survive (pg_restore --clean only drops what the dump holds). `public` itself stays: since
 * PostgreSQL 15 it belongs to pg_database_owner, and the portal's role may not be allowed to drop it.
 */
export const WIPE_SQL = `
do $wipe$
declare r record;
begin
  for r in select nspname from pg_namespace
    where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%' loop
    execute format('drop schema if exists %I cascade', r.nspname);
  end loop;
  for r in select extname from pg_extension where extname <> 'plpgsql' loop
    execute format('drop extension if exists %I cascade', r.extname);
  end loop;
  for r in select c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') loop
    execute format('drop %s if exists public.%I cascade',
      case r.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence'
        when 'f' then 'foreign table' else 'table' end, r.relname);
  end loop;
  for r in select p.proname, pg_get_function_identity_arguments(p.oid) as args from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' loop
    execute format('drop routine if exists public.%I(%s) cascade', r.proname, r.args);
  end loop;
  for r in select t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
    left join pg_class c on c.oid = t.typrelid
    where n.nspname = 'public' and t.typtype in ('e', 'd', 'r', 'm', 'c') and (t.typrelid = 0 or c.relkind = 'c') loop
    execute format('drop type if exists public.%I cascade', r.typname);
  end loop;
end
$wipe$;
`;
