import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * Where the portal keeps rows about a person, read from the schema itself: every table of every
 * `*.tables.ts` (the same files drizzle.config.ts makes the migrations from), so a new table with a
 * column referring to `users.id` is in the export without anyone listing it (docs/privacy.md).
 */

const srcDir = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Links whose foreign key lets the row outlive the person (`set null`, `no action`) and that still
 * hold the person's own data rather than a record the person acted on: an upload's owner, a mentor's
 * own profile of a round, a survey response (kept for the statistics), the audit of what was done
 * to the account. Every other such link (`reviewed_by`, `created_by`…) is exported as references only,
 * since those rows are other people's records.
 */
const ownRowsDespiteSetNull = new Set(['stored_files.owner_id', 'selection_teachers.user_id', 'survey_responses.user_id', 'audit_log.subject_id']);

export interface PersonLink {
  column: PgColumn;
  /** 'own': the whole row is the person's; 'reference': a row of someone else the person acted on (ids only). */
  kind: 'own' | 'reference';
}

/** A table whose rows belong to a person only through a parent row (a resume's sections). */
export interface ChildLink {
  column: PgColumn;
  parent: PgTable;
  parentColumn: PgColumn;
  /** The parent's own links to the person. */
  parentLinks: PersonLink[];
}

export interface PersonTable {
  table: PgTable;
  name: string;
  /** The module folder the table comes from, or 'account' for the platform's tables. */
  group: string;
  links: PersonLink[];
  /** Set when the table has no link of its own and its rows go with a parent that is the person's. */
  child?: ChildLink;
  /** Columns that refer to a stored file, so the export can add the files the person's rows name. */
  fileColumns: PgColumn[];
}

async function tableFiles(): Promise<{ path: string; group: string }[]> {
  const platform = (await readdir(`${srcDir}platform`, { recursive: true })).filter((f) => f.endsWith('.tables.ts'))
    .map((f) => ({ path: `${srcDir}platform/${f}`, group: 'account' }));
  const modules = (await readdir(`${srcDir}modules`, { recursive: true })).filter((f) => /^[^/\\]+[/\\][^/\\]+\.tables\.ts$/.test(f))
    .map((f) => ({ path: `${srcDir}modules/${f}`, group: f.split(/[/\\]/)[0]! }));
  return [...platform, ...modules].sort((a, b) => a.path.localeCompare(b.path));
}

/** Every table of the schema with the folder it comes from. */
export async function schemaTables(): Promise<{ table: PgTable; group: string }[]> {
  const out: { table: PgTable; group: string }[] = [];
  for (const f of await tableFiles()) {
    const mod = (await import(f.path)) as Record<string, unknown>;
    for (const value of Object.values(mod)) if (is(value, PgTable)) out.push({ table: value, group: f.group });
  }
  return out;
}

/**
 * The person columns of every table: a column referring to `users.id`, or one of a composite key
 * into a table whose matching column is a person column (a bid's (plan, student) into the account).
 */
function personColumns(tables: PgTable[]): Map<PgTable, PersonLink[]> {
  const links = new Map<PgTable, PersonLink[]>();
  const add = (t: PgTable, column: PgColumn, kind: PersonLink['kind']) => {
    const list = links.get(t) ?? [];
    // Two keys may name the same column (a direct one and a composite one): it is one link.
    if (list.some((l) => l.column.name === column.name)) return false;
    links.set(t, [...list, { column, kind }]);
    return true;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const t of tables) {
      const name = getTableName(t);
      for (const fk of getTableConfig(t).foreignKeys) {
        const ref = fk.reference();
        ref.columns.forEach((col, i) => {
          const target = ref.foreignColumns[i]!;
          const own = fk.onDelete === 'cascade' || fk.onDelete === 'restrict' || ownRowsDespiteSetNull.has(`${name}.${col.name}`);
          if (getTableName(ref.foreignTable) === 'users' && target.name === 'id') {
            if (add(t, col, own ? 'own' : 'reference')) changed = true;
          } else if (ref.columns.length > 1) {
            const via = links.get(ref.foreignTable)?.find((l) => l.column.name === target.name);
            if (via && add(t, col, via.kind)) changed = true;
          }
        });
      }
    }
  }
  return links;
}

const referencesFiles = (t: PgTable): PgColumn[] => getTableConfig(t).foreignKeys
  .map((fk) => fk.reference())
  .filter((r) => getTableName(r.foreignTable) === 'stored_files' && r.columns.length === 1)
  .map((r) => r.columns[0]!);

/**
 * The plan of the export: every table with rows about a person, in schema order. A table without a
 * person column whose single-column key cascades from a table the person owns (a resume's sections,
 * its previews) comes along as that table's child.
 */
export function personTablesOf(all: { table: PgTable; group: string }[]): PersonTable[] {
  const links = personColumns(all.map((a) => a.table));
  const ownsRows = (t: PgTable) => (links.get(t) ?? []).some((l) => l.kind === 'own' && getTableConfig(t).foreignKeys
    .some((fk) => fk.onDelete === 'cascade' && fk.reference().columns.some((c) => c.name === l.column.name)));
  const out: PersonTable[] = [];
  for (const { table, group } of all) {
    const name = getTableName(table);
    const fileColumns = referencesFiles(table);
    if (name === 'users') {
      out.push({ table, name, group, links: [{ column: getTableConfig(table).columns.find((c) => c.name === 'id')!, kind: 'own' }], fileColumns });
      continue;
    }
    const own = links.get(table);
    if (own?.length) {
      out.push({ table, name, group, links: own, fileColumns });
      continue;
    }
    const parentFk = getTableConfig(table).foreignKeys.map((fk) => ({ fk, ref: fk.reference() }))
      .find(({ fk, ref }) => fk.onDelete === 'cascade' && ref.columns.length === 1 && getTableName(ref.foreignTable) !== 'stored_files' && ownsRows(ref.foreignTable));
    if (parentFk) {
      out.push({ table, name, group, links: [], fileColumns, child: {
        column: parentFk.ref.columns[0]!, parent: parentFk.ref.foreignTable, parentColumn: parentFk.ref.foreignColumns[0]!,
        parentLinks: (links.get(parentFk.ref.foreignTable) ?? []).filter((l) => l.kind === 'own'),
      } });
    }
  }
  return out;
}

let cached: Promise<PersonTable[]> | null = null;

/** The plan, read once per process. */
export function personTables(): Promise<PersonTable[]> {
  cached ??= schemaTables().then(personTablesOf);
  return cached;
}
