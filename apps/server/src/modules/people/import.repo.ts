import { and, asc, eq, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PersonKind } from '@portal/contracts';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import { auditLog, userRoles, users } from '../../platform/db/platform.tables.ts';
import { peopleImports } from './people.tables.ts';

/** The queries of the roll import: who the file's numbers and e-mails are now, the absent, the stored previews. */

/** A list bound as one JSON parameter, so 10,000 numbers are one parameter and not 10,000. */
const anyOf = (col: SQL | AnyColumn, values: readonly string[]) =>
  sql`${col} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

export type ExistingPerson = typeof users.$inferSelect & { roles: string[] };

/** Every account a roll's numbers or e-mails could meet: by student number, staff number, username or e-mail (any case). */
export async function peopleMet(q: Queryable, numbers: readonly string[], emails: readonly string[]): Promise<ExistingPerson[]> {
  if (!numbers.length && !emails.length) return [];
  const rows = await q.select({ user: users, roles: sql<string[]>`coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')` })
    .from(users)
    .where(sql`${anyOf(users.studentNumber, numbers)} or ${anyOf(users.hrUserId, numbers)} or ${anyOf(users.username, numbers)} or ${anyOf(sql`lower(${users.email})`, emails)}`);
  return rows.map((r) => ({ ...r.user, roles: r.roles }));
}

/** The number a kind's people carry in a roll: the student number, the staff number. */
const numberOf = (kind: PersonKind) => (kind === 'student' ? users.studentNumber : users.hrUserId);

/** Active (enabled, not left, not anonymised) people of a kind who carry a number: the ones a roll can list. */
const activeOfKind = (kind: PersonKind) =>
  and(eq(users.kind, kind), eq(users.isDisabled, false), isNull(users.leftOn), isNull(users.anonymisedAt), isNotNull(numberOf(kind)));

export async function activeCount(q: Queryable, kind: PersonKind): Promise<number> {
  const [row] = await q.select({ n: sql<number>`count(*)::int` }).from(users).where(activeOfKind(kind));
  return row?.n ?? 0;
}

/** Active people of the kind whose number the file does not list, by number. */
export async function absentPeople(q: Queryable, kind: PersonKind, numbers: readonly string[]) {
  return q.select({ id: users.id, number: sql<string>`${numberOf(kind)}`, name: users.name, enName: users.enName, isAdmin: users.isAdmin })
    .from(users).where(and(activeOfKind(kind), sql`not ${anyOf(numberOf(kind), numbers)}`)).orderBy(asc(numberOf(kind)));
}

/** Marks people as left: the day, the reason, and disabled, so their sign-ins end at once (README). */
export async function markLeft(q: Queryable, ids: readonly number[], leftOn: string, reason: string): Promise<void> {
  if (!ids.length) return;
  await q.update(users).set({ leftOn, leftReason: reason, isDisabled: true }).where(anyOf(sql`${users.id}::text`, ids.map(String)));
}

export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAuditRows(q: Queryable, rows: readonly AuditInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 2000) await q.insert(auditLog).values(rows.slice(i, i + 2000));
}

export async function insertImport(q: Queryable, row: typeof peopleImports.$inferInsert): Promise<string> {
  const [made] = await q.insert(peopleImports).values(row).returning({ id: peopleImports.id });
  return made!.id;
}

/** The import without its rows (the state the page polls). */
export async function importHead(q: Queryable, id: string) {
  const [row] = await q.select({ id: peopleImports.id, kind: peopleImports.kind, fileName: peopleImports.fileName, status: peopleImports.status, options: peopleImports.options })
    .from(peopleImports).where(eq(peopleImports.id, id)).limit(1);
  return row;
}

/**
 * The import with its rows as read (not as previewed: the confirm checks them again), locked until
 * the transaction ends: two confirms of one import run one after the other.
 */
export async function lockImport(q: Queryable, id: string) {
  const [row] = await q.select({ id: peopleImports.id, kind: peopleImports.kind, status: peopleImports.status, options: peopleImports.options, cells: sql<unknown>`${peopleImports.rows}->'cells'` })
    .from(peopleImports).where(eq(peopleImports.id, id)).for('update').limit(1);
  return row;
}

export async function markImportConfirmed(q: Queryable, id: string, options: unknown): Promise<void> {
  await q.update(peopleImports).set({ status: 'confirmed', confirmedAt: sql`now()`, options }).where(eq(peopleImports.id, id));
}

/** One page of a stored preview's rows, filtered by what happens to them, in sheet order; read in SQL so the page leaves the rest in the database. */
export async function previewRows(q: Queryable, id: string, show: string, offset: number, limit: number): Promise<{ rows: unknown[]; total: number }> {
  const filter = {
    all: sql`true`,
    problems: sql`jsonb_array_length(e->'problems') > 0`,
    changes: sql`e->>'action' <> 'unchanged'`,
    create: sql`e->>'action' = 'create'`,
    update: sql`e->>'action' = 'update'`,
    unchanged: sql`e->>'action' = 'unchanged'`,
  }[show] ?? sql`true`;
  const result = await q.execute(sql`
    select e, count(*) over ()::int as total from ${peopleImports}, jsonb_array_elements(${peopleImports.rows}->'preview') with ordinality as x(e, n)
    where ${peopleImports.id} = ${id} and ${filter} order by n offset ${offset} limit ${limit}`);
  const rows = rowsOf<{ e: unknown; total: number }>(result);
  return { rows: rows.map((r) => r.e), total: rows[0]?.total ?? (offset > 0 ? await previewCount(q, id, filter) : 0) };
}

async function previewCount(q: Queryable, id: string, filter: SQL): Promise<number> {
  const result = await q.execute(sql`select count(*)::int as n from ${peopleImports}, jsonb_array_elements(${peopleImports.rows}->'preview') as x(e) where ${peopleImports.id} = ${id} and ${filter}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
