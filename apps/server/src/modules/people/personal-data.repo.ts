import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';
import { SCHOOL_TZ } from '@portal/contracts';
import type { PersonLink, PersonTable } from './person-tables.ts';

/** Queries of one person's data, over the tables the schema names (person-tables.ts). */

/** Hashes of secrets (passwords, tokens) are no data about the person and would help an attacker: never exported. */
const isSecret = (c: PgColumn) => c.name.endsWith('_hash');

function exportedColumns(table: PgTable): Record<string, PgColumn> {
  return Object.fromEntries(Object.entries(getTableColumns(table)).filter(([, c]) => !isSecret(c)));
}

function keyColumns(table: PgTable): Record<string, PgColumn> {
  const all = getTableColumns(table);
  const primary = Object.entries(all).filter(([, c]) => c.primary);
  if (primary.length) return Object.fromEntries(primary);
  const composite = getTableConfig(table).primaryKeys[0]?.columns.map((c) => c.name) ?? [];
  return Object.fromEntries(Object.entries(all).filter(([, c]) => composite.includes(c.name)));
}

const ownLinks = (t: PersonTable) => t.links.filter((l) => l.kind === 'own');
const anyOf = (links: PersonLink[], userId: number) => or(...links.map((l) => eq(l.column, userId)));

/** The whole rows of a table that are the person's (or, for a child table, that their own rows own). */
export async function ownRows(q: Queryable, t: PersonTable, userId: number): Promise<Record<string, unknown>[]> {
  if (t.child) {
    const { parent, parentColumn, column, parentLinks } = t.child;
    const owners = q.select({ v: parentColumn }).from(parent).where(anyOf(parentLinks, userId));
    return q.select(exportedColumns(t.table)).from(t.table).where(inArray(column, owners));
  }
  const links = ownLinks(t);
  if (!links.length) return [];
  return q.select(exportedColumns(t.table)).from(t.table).where(anyOf(links, userId));
}

/** The keys of rows of others that the person acted on through one link (reviewed, created, decided). */
export function referencedKeys(q: Queryable, t: PersonTable, link: PersonLink, userId: number): Promise<Record<string, unknown>[]> {
  return q.select(keyColumns(t.table)).from(t.table).where(eq(link.column, userId));
}

/** The stored files of these ids, plus the uploads the person owns. */
export async function filesOf(q: Queryable, userId: number, ids: string[]) {
  const byId = ids.length ? inArray(storedFiles.id, ids) : undefined;
  const owned = and(eq(storedFiles.ownerId, userId), ne(storedFiles.use, 'generated'));
  return q.select().from(storedFiles).where(byId ? or(byId, owned) : owned);
}

/** The account row, locked for the anonymisation, with whether the rule allows it by the database clock. */
export async function lockedPerson(tx: Queryable, userId: number, years: number) {
  const [row] = await tx.select({
    id: users.id, kind: users.kind, leftOn: users.leftOn, anonymisedAt: users.anonymisedAt, photoFileId: users.photoFileId,
    // Judged on the school's calendar: leaving on 2020-06-30 allows it from 2025-06-30 with N = 5.
    eligible: sql<boolean>`${users.leftOn} is not null and ${users.leftOn} <= ((now() at time zone ${SCHOOL_TZ})::date - make_interval(years => ${years}))::date`,
    eligibleOn: sql<string | null>`to_char(${users.leftOn} + make_interval(years => ${years}), 'YYYY-MM-DD')`,
  }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Everyone the rule allows to be anonymised now, for the bulk command. */
export async function eligiblePeople(q: Queryable, years: number): Promise<number[]> {
  const rows = await q.select({ id: users.id }).from(users).where(and(isNotNull(users.leftOn), sql`${users.anonymisedAt} is null`,
    sql`${users.leftOn} <= ((now() at time zone ${SCHOOL_TZ})::date - make_interval(years => ${years}))::date`)).orderBy(users.id);
  return rows.map((r) => r.id);
}
