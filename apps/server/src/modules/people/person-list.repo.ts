import { and, asc, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ConModel, PersonStatus } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { filtersOf, orderOf, textSearch, type AllowList, type SortList } from '../../platform/http/paging.ts';

/** The people list's queries (README 'The people list'). */

/** The filters as the service resolved them from the request. */
export interface PersonWhere {
  queryText?: string | undefined;
  kind?: string | undefined;
  pageType?: string | undefined;
  entranceYear?: number | undefined;
  className?: string | undefined;
  status?: PersonStatus | undefined;
  role?: string | undefined;
  conModels: ConModel[];
}

/** The columns conModels may name; nothing else reaches SQL. */
const filterable: AllowList = {
  kind: users.kind, pageType: users.pageType, studyEntranceYear: users.studyEntranceYear,
  className: users.className, department: users.department, campus: users.campus,
};

const numberSql = sql`coalesce(${users.studentNumber}, ${users.hrUserId}, ${users.username})`;
const sortable: SortList = { number: numberSql, name: users.name, studyEntranceYear: users.studyEntranceYear };

/** Left wins over disabled: a person who left is disabled too (README 'Status'). */
export const statusSql = sql<PersonStatus>`case when ${users.leftOn} is not null then 'left' when ${users.isDisabled} then 'disabled' else 'active' end`;

const statusWhere: Record<PersonStatus, SQL> = {
  active: and(isNull(users.leftOn), eq(users.isDisabled, false))!,
  disabled: and(isNull(users.leftOn), eq(users.isDisabled, true))!,
  left: isNotNull(users.leftOn),
};

function roleWhere(role: string): SQL {
  if (role === 'admin') return eq(users.isAdmin, true);
  return sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${role})`;
}

function whereOf(w: PersonWhere): SQL | undefined {
  return and(
    textSearch(w.queryText, users.name, users.enName, users.studentNumber, users.hrUserId, users.username, users.email),
    w.kind ? eq(users.kind, w.kind) : undefined,
    w.pageType ? eq(users.pageType, w.pageType) : undefined,
    w.entranceYear !== undefined ? eq(users.studyEntranceYear, w.entranceYear) : undefined,
    w.className ? or(eq(users.className, w.className), eq(users.classNameEn, w.className)) : undefined,
    w.status ? statusWhere[w.status] : undefined,
    w.role ? roleWhere(w.role) : undefined,
    filtersOf(filterable, w.conModels),
  );
}

/** A person's role ids, sorted, as one JSON list (the list reads them with its rows). */
const rolesSql = sql<string[]>`coalesce((select json_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '[]'::json)`;

export async function peopleRows(q: Queryable, w: PersonWhere, order: { orderBy?: string | null; sort?: 'asc' | 'desc' | undefined }, limit: number, offset: number) {
  return q.select({
    id: users.id, kind: users.kind, username: users.username, name: users.name, enName: users.enName,
    studentNumber: users.studentNumber, hrUserId: users.hrUserId, email: users.email, pageType: users.pageType,
    studyEntranceYear: users.studyEntranceYear, className: users.className, classNameEn: users.classNameEn,
    status: statusSql, isAdmin: users.isAdmin, roles: rolesSql,
  }).from(users).where(whereOf(w))
    .orderBy(...orderOf(sortable, order, [asc(numberSql)]), asc(users.id))
    .limit(limit).offset(offset);
}

export async function peopleCount(q: Queryable, w: PersonWhere): Promise<number> {
  const [row] = await q.select({ n: count() }).from(users).where(whereOf(w));
  return row?.n ?? 0;
}
