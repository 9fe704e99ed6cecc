import { desc, sql, type SQL } from 'drizzle-orm';
import { MAX_PAGE_NO, MAX_PAGE_SIZE, pageQuerySchema } from '@portal/contracts';
import { bigint, boolean, integer, PgDialect, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { BizError } from './errors.ts';
import { filtersOf, offsetOf, orderOf, type AllowList } from './paging.ts';

const things = pgTable('things', {
  name: text('name'), secret: text('secret'), points: integer('points'), rank: smallint('rank'), size: bigint('size', { mode: 'number' }),
  pinned: boolean('pinned'), at: timestamp('at', { withTimezone: true }),
});
const allow: AllowList = { name: things.name, points: things.points, rank: things.rank, size: things.size, pinned: things.pinned, at: things.at };
const dialect = new PgDialect();
const render = (s: SQL | undefined) => {
  if (!s) throw new Error('no SQL');
  return dialect.sqlToQuery(s);
};
const one = (conditionalType: number, fieldValue: string, fieldName = 'name') => render(filtersOf(allow, [{ fieldName, fieldValue, conditionalType }]));

const refusal = (fn: () => unknown): BizError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof BizError) return err;
    throw err;
  }
  throw new Error('no BizError thrown');
};

describe('filtersOf', () => {
  it.each([
    [0, '='],
    [2, '>'],
    [3, '>='],
    [4, '<'],
    [5, '<='],
    [10, '<>'],
  ])('renders conditionalType %i as a parameterised %s', (type, op) => {
    const value = "x' or 1=1; drop table things; --";
    const q = one(type, value);
    expect(q.sql).toBe(`"things"."name" ${op} $1`);
    expect(q.params).toEqual([value]);
    expect(q.sql).not.toContain('drop');
  });

  it('renders like as ilike with the wildcards of the value escaped', () => {
    const q = one(1, '50%_off\\');
    expect(q.sql).toBe('"things"."name" ilike $1');
    expect(q.params).toEqual(['%50\\%\\_off\\\\%']);
  });

  it('renders in and not in over the trimmed comma list, one parameter per item', () => {
    const inQ = one(6, ' a, b ,c,, ');
    expect(inQ.sql).toBe('"things"."name" in ($1, $2, $3)');
    expect(inQ.params).toEqual(['a', 'b', 'c']);
    const notIn = one(7, 'a,b');
    expect(notIn.sql).toBe('"things"."name" not in ($1, $2)');
    expect(notIn.params).toEqual(['a', 'b']);
  });

  it('renders an empty in list as matching nothing and an empty not-in list as matching everything', () => {
    expect(one(6, ' , ').sql).toBe('false');
    expect(one(7, ' , ').sql).toBe('true');
  });

  it('joins several models with and', () => {
    const q = render(filtersOf(allow, [
      { fieldName: 'name', fieldValue: 'a', conditionalType: 0 },
      { fieldName: 'points', fieldValue: '3', conditionalType: 3 },
    ]));
    expect(q.sql).toBe('("things"."name" = $1 and "things"."points" >= $2)');
    expect(q.params).toEqual(['a', 3]);
  });

  it('binds values as the column type', () => {
    expect(one(0, ' 42 ', 'points').params).toEqual([42]);
    expect(one(6, '1, 2,3', 'points')).toEqual(expect.objectContaining({ sql: '"things"."points" in ($1, $2, $3)', params: [1, 2, 3] }));
    expect(one(0, 'true', 'pinned').params).toEqual([true]);
    expect(one(0, '0', 'pinned').params).toEqual([false]);
    expect(one(0, String(2 ** 40), 'size').params).toEqual([2 ** 40]);
    const at = one(3, '2025-09-01T08:00:00+08:00', 'at');
    expect(at.sql).toBe('"things"."at" >= $1');
    expect(at.params).toEqual(['2025-09-01T00:00:00.000Z']);
  });

  it.each([
    ['points', 'abc', 0],
    ['points', '', 0],
    ['points', '1.5', 0],
    ['points', String(2 ** 31), 0],
    ['points', '1,x', 6],
    ['rank', '40000', 2],
    ['size', '1e300', 0],
    ['pinned', 'maybe', 0],
    ['at', 'yesterday-ish', 4],
    ['name', 'a\u0000b', 0],
    ['points', '3', 1],
  ])('refuses %s = %j (conditionalType %i) with BizError 90003 before SQL', (fieldName, fieldValue, conditionalType) => {
    const err = refusal(() => filtersOf(allow, [{ fieldName, fieldValue, conditionalType }]));
    expect(err.code).toBe('90003');
    expect(err.statusCode).toBe(700);
  });

  it('answers undefined for no models', () => {
    expect(filtersOf(allow, [])).toBeUndefined();
  });

  it.each(['secret', 'password', 'name; drop table things', '__proto__', 'constructor', 'toString', 'hasOwnProperty', ''])(
    'throws BizError 90004 for the field %j',
    (fieldName) => {
      const err = refusal(() => filtersOf(allow, [{ fieldName, fieldValue: 'x', conditionalType: 0 }]));
      expect(err.code).toBe('90004');
      expect(err.statusCode).toBe(700);
      expect(err.params).toEqual({ field: fieldName });
    },
  );

  it('refuses the whole filter when one of several fields is unknown', () => {
    const err = refusal(() => filtersOf(allow, [
      { fieldName: 'name', fieldValue: 'a', conditionalType: 0 },
      { fieldName: 'secret', fieldValue: 'b', conditionalType: 0 },
    ]));
    expect(err.code).toBe('90004');
  });
});

describe('orderOf', () => {
  const fallback = [desc(things.points)];
  const orderSql = (parts: SQL[]) => parts.map((p) => render(p).sql);

  it('keeps the fallback order without orderBy', () => {
    expect(orderSql(orderOf(allow, { orderBy: null, sort: undefined }, fallback))).toEqual(['"things"."points" desc']);
  });

  it('puts the requested column first, ascending unless desc is asked for, rows without a value last', () => {
    expect(orderSql(orderOf(allow, { orderBy: 'name', sort: 'asc' }, fallback))).toEqual(['"things"."name" asc nulls last', '"things"."points" desc']);
    expect(orderSql(orderOf(allow, { orderBy: 'name', sort: undefined }, fallback))[0]).toBe('"things"."name" asc nulls last');
    expect(orderSql(orderOf(allow, { orderBy: 'name', sort: 'desc' }, fallback))[0]).toBe('"things"."name" desc nulls last');
  });

  it('orders by an expression of the list\'s own query', () => {
    const sorts = { ...allow, rankOf: sql`my_rank` };
    expect(orderSql(orderOf(sorts, { orderBy: 'rankOf', sort: 'desc' }, fallback))[0]).toBe('my_rank desc nulls last');
  });

  it.each(['secret', 'name desc', '1', '__proto__'])('throws BizError 90004 for orderBy %j', (orderBy) => {
    expect(refusal(() => orderOf(allow, { orderBy, sort: 'asc' }, fallback)).code).toBe('90004');
  });
});

describe('offsetOf', () => {
  it('counts pages from zero', () => {
    expect(offsetOf({ pageNo: 0, pageSize: 10 })).toBe(0);
    expect(offsetOf({ pageNo: 1, pageSize: 10 })).toBe(10);
    expect(offsetOf({ pageNo: 3, pageSize: 25 })).toBe(75);
  });

  it('stays below 2^31 at the largest page the request schema admits', () => {
    expect(offsetOf({ pageNo: MAX_PAGE_NO, pageSize: MAX_PAGE_SIZE })).toBeLessThan(2 ** 31);
  });

  it.each([
    [MAX_PAGE_NO + 1, 10], [1e20, 10], [-1, 10], [0.5, 10], [0, 0], [0, MAX_PAGE_SIZE + 1], [Number.NaN, 10],
  ])('refuses pageNo %d with pageSize %d with BizError 90003', (pageNo, pageSize) => {
    expect(refusal(() => offsetOf({ pageNo, pageSize })).code).toBe('90003');
  });
});

describe('pageQuerySchema', () => {
  it('caps the page size and bounds the page number instead of letting the offset overflow', () => {
    expect(pageQuerySchema.safeParse({ pageSize: MAX_PAGE_SIZE }).success).toBe(true);
    expect(pageQuerySchema.safeParse({ pageSize: MAX_PAGE_SIZE + 1 }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageNo: '1e20' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageNo: MAX_PAGE_NO + 1 }).success).toBe(false);
  });

  it('trims queryText, keeps the list order for an unknown sort and reads conModels from JSON text', () => {
    const q = pageQuerySchema.parse({ queryText: '  x ', sort: 'DESC', orderBy: '', conModels: '[{"fieldName":"a","fieldValue":1,"conditionalType":0}]' });
    expect(q).toMatchObject({ pageNo: 0, pageSize: 10, queryText: 'x', sort: 'desc', orderBy: null });
    expect(q.conModels).toEqual([{ fieldName: 'a', fieldValue: '1', conditionalType: 0 }]);
    expect(pageQuerySchema.parse({ sort: 'up' }).sort).toBeUndefined();
    expect(pageQuerySchema.safeParse({ conModels: '{not json' }).success).toBe(false);
  });
});
