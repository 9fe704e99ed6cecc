import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, notInArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ConModel, PageQuery } from '@portal/contracts';
import { ConditionalType } from '@portal/contracts';
import { BizError } from './errors.ts';

/** The columns a list may be filtered and sorted by: request field name → column. Nothing else reaches SQL. */
export type AllowList = Record<string, AnyColumn>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function column(allow: AllowList, field: string): AnyColumn {
  const col = Object.hasOwn(allow, field) ? allow[field] : undefined;
  if (!col) throw new BizError('90004', { field });
  return col;
}

function condition(col: AnyColumn, m: ConModel): SQL {
  const v = m.fieldValue;
  const list = () => v.split(',').map((s) => s.trim()).filter(Boolean);
  switch (m.conditionalType) {
    case ConditionalType.equal: return eq(col, v);
    case ConditionalType.like: return ilike(col, `%${escapeLike(v)}%`);
    case ConditionalType.greater: return gt(col, v);
    case ConditionalType.greaterOrEqual: return gte(col, v);
    case ConditionalType.less: return lt(col, v);
    case ConditionalType.lessOrEqual: return lte(col, v);
    case ConditionalType.in: return inArray(col, list());
    case ConditionalType.notIn: return notInArray(col, list());
    default: return ne(col, v);
  }
}

/** WHERE parts for the conModels of a request; an unknown field is refused with 700/90004. */
export function filtersOf(allow: AllowList, conModels: ConModel[]): SQL | undefined {
  const parts = conModels.map((m) => condition(column(allow, m.fieldName), m));
  return parts.length ? and(...parts) : undefined;
}

/** ORDER BY for the request, falling back to the list's default order. */
export function orderOf(allow: AllowList, q: Pick<PageQuery, 'orderBy' | 'sort'>, fallback: SQL[]): SQL[] {
  if (!q.orderBy) return fallback;
  const col = column(allow, q.orderBy);
  return [q.sort === 'desc' ? desc(col) : asc(col), ...fallback];
}

export const offsetOf = (q: Pick<PageQuery, 'pageNo' | 'pageSize'>) => q.pageNo * q.pageSize;
