import { and, eq, gt, gte, ilike, inArray, lt, lte, ne, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ConModel, PageQuery } from '@portal/contracts';
import { ConditionalType, MAX_PAGE_NO, MAX_PAGE_SIZE } from '@portal/contracts';
import { BizError } from './errors.ts';

/** The columns a list may be filtered and sorted by: request field name → column. Nothing else reaches SQL. */
export type AllowList = Record<string, AnyColumn>;
/** The orders a list offers: request field name → column, or an expression of the list's own query. */
export type SortList = Record<string, AnyColumn | SQL>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A free-text search (queryText): any of the columns contains the text, LIKE wildcards taken literally. */
export function textSearch(text: string | null | undefined, ...cols: AnyColumn[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...cols.map((c) => ilike(c, pattern)));
}

/**
 * A free-text search over one column with a GIN index on portal_grams(column) (migration
 * 0006_search_grams): the index finds the rows holding every two-character piece of the text, ILIKE
 * keeps those that contain it. For long lists searched in Chinese as well as English (notices);
 * textSearch scans, which is fine for short lists.
 */
export function gramSearch(text: string | null | undefined, col: AnyColumn): SQL | undefined {
  if (!text) return undefined;
  return and(sql`portal_grams(${col}) @> portal_query_grams(${text})`, ilike(col, `%${escapeLike(text)}%`));
}

function column<T>(allow: Record<string, T>, field: string): T {
  const col = Object.hasOwn(allow, field) ? allow[field] : undefined;
  if (!col) throw new BizError('90004', { field });
  return col;
}

/** Exclusive magnitude limits of the integer column types. */
const intRange: Record<string, number> = {
  PgSmallInt: 2 ** 15, PgSmallSerial: 2 ** 15, PgInteger: 2 ** 31, PgSerial: 2 ** 31, PgBigInt53: 2 ** 53, PgBigSerial53: 2 ** 53,
};

/**
 * A filter value as the column's type: a value the column cannot hold is the caller's mistake (90003),
 * not a database error, and timestamp columns need a Date to bind.
 */
function typed(col: AnyColumn, field: string, raw: string): string | number | boolean | Date {
  const bad = () => new BizError('90003', { detail: `${field}: ${raw.slice(0, 50)}` });
  if (raw.includes('\u0000')) throw bad();
  switch (col.dataType) {
    case 'number': {
      const n = raw.trim() === '' ? Number.NaN : Number(raw);
      const limit = intRange[col.columnType];
      if (!Number.isFinite(n) || (limit !== undefined && (!Number.isInteger(n) || n < -limit || n >= limit))) throw bad();
      return n;
    }
    case 'boolean': {
      const b = raw.trim().toLowerCase();
      if (b !== 'true' && b !== 'false' && b !== '1' && b !== '0') throw bad();
      return b === 'true' || b === '1';
    }
    case 'date': {
      const d = new Date(raw);
      if (raw.trim() === '' || Number.isNaN(d.getTime())) throw bad();
      return d;
    }
    default: return raw;
  }
}

function condition(col: AnyColumn, m: ConModel): SQL {
  const v = () => typed(col, m.fieldName, m.fieldValue);
  const list = () => m.fieldValue.split(',').map((s) => s.trim()).filter(Boolean).map((s) => typed(col, m.fieldName, s));
  switch (m.conditionalType) {
    case ConditionalType.equal: return eq(col, v());
    case ConditionalType.like:
      if (col.dataType !== 'string') throw new BizError('90003', { detail: `${m.fieldName}: like needs a text field` });
      return ilike(col, `%${escapeLike(String(v()))}%`);
    case ConditionalType.greater: return gt(col, v());
    case ConditionalType.greaterOrEqual: return gte(col, v());
    case ConditionalType.less: return lt(col, v());
    case ConditionalType.lessOrEqual: return lte(col, v());
    case ConditionalType.in: return inArray(col, list());
    case ConditionalType.notIn: return notInArray(col, list());
    default: return ne(col, v());
  }
}

/** WHERE parts for the conModels of a request; an unknown field is refused with 700/90004. */
export function filtersOf(allow: AllowList, conModels: ConModel[]): SQL | undefined {
  const parts = conModels.map((m) => condition(column(allow, m.fieldName), m));
  return parts.length ? and(...parts) : undefined;
}

/**
 * ORDER BY for the request, falling back to the list's default order. Rows without a value come last
 * in either direction, so a descending sort starts with the rows that have one.
 */
export function orderOf(allow: SortList, q: { orderBy?: string | null | undefined; sort?: 'asc' | 'desc' | undefined }, fallback: SQL[]): SQL[] {
  if (!q.orderBy) return fallback;
  const col = column(allow, q.orderBy);
  return [q.sort === 'desc' ? sql`${col} desc nulls last` : sql`${col} asc nulls last`, ...fallback];
}

/** The row offset of a page; the request schema bounds both factors, this refuses what slipped past it. */
export function offsetOf(q: Pick<PageQuery, 'pageNo' | 'pageSize'>): number {
  if (!Number.isInteger(q.pageNo) || q.pageNo < 0 || q.pageNo > MAX_PAGE_NO) throw new BizError('90003', { detail: 'pageNo' });
  if (!Number.isInteger(q.pageSize) || q.pageSize < 1 || q.pageSize > MAX_PAGE_SIZE) throw new BizError('90003', { detail: 'pageSize' });
  return q.pageNo * q.pageSize;
}
