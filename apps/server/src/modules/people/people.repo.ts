import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';

export type UserInsert = typeof users.$inferInsert;

/** Inserts accounts in one statement; a username already taken is left as it is (no row back for it). */
export async function insertUsers(q: Queryable, rows: UserInsert[]): Promise<{ id: number; username: string }[]> {
  if (!rows.length) return [];
  return q.insert(users).values(rows).onConflictDoNothing({ target: users.username }).returning({ id: users.id, username: users.username });
}

export async function idsByUsername(q: Queryable, usernames: string[]): Promise<Map<string, number>> {
  if (!usernames.length) return new Map();
  const rows = await q.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, usernames));
  return new Map(rows.map((r) => [r.username, r.id]));
}

/** A database without a single account: a school's first start (ADMIN_EMAIL). */
export async function hasNoUsers(q: Queryable): Promise<boolean> {
  const [row] = await q.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function insertRoles(q: Queryable, rows: { userId: number; role: string }[]): Promise<void> {
  if (rows.length) await q.insert(userRoles).values(rows).onConflictDoNothing();
}

export async function userById(q: Queryable, id: number) {
  const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The columns a bulk update may set (the roll import's fields and what follows from them). */
export const updatableColumns = {
  name: users.name, enName: users.enName, gender: users.gender, email: users.email, mobile: users.mobile, pageType: users.pageType,
  studentTypeId: users.studentTypeId, studyEntranceYear: users.studyEntranceYear, sutdentType: users.sutdentType,
  resumeStudentType: users.resumeStudentType, className: users.className, classNameEn: users.classNameEn, campus: users.campus, department: users.department,
} as const;
export type UpdatableColumn = keyof typeof updatableColumns;
export type UserValues = Partial<Record<UpdatableColumn, string | number | null>>;

/**
 * Sets `columns` of many accounts in one statement per batch (`update … from (values …)`): each
 * row gives every column of the list, so the statement stays one shape whatever changed.
 */
export async function updateUsers(q: Queryable, columns: readonly UpdatableColumn[], rows: readonly { id: number; values: UserValues }[]): Promise<void> {
  if (!rows.length || !columns.length) return;
  const cast = (c: UpdatableColumn) => sql.raw(updatableColumns[c].getSQLType());
  const batch = Math.max(1, Math.floor(20_000 / (columns.length + 1)));
  for (let i = 0; i < rows.length; i += batch) {
    const values = sql.join(rows.slice(i, i + batch).map((r) =>
      sql`(${r.id}::int, ${sql.join(columns.map((c) => sql`${r.values[c] ?? null}::${cast(c)}`), sql`, `)})`), sql`, `);
    const names = sql.raw(columns.map((c) => `"${updatableColumns[c].name}"`).join(', '));
    const sets = sql.join(columns.map((c) => sql`${sql.identifier(updatableColumns[c].name)} = v.${sql.identifier(updatableColumns[c].name)}`), sql`, `);
    await q.execute(sql`update ${users} set ${sets} from (values ${values}) as v(id, ${names}) where ${users.id} = v.id`);
  }
}
