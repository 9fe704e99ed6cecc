import { z } from 'zod';

/** conditionalType numbers of a column filter (ARCHITECTURE.md, 'The API contract'). */
export const ConditionalType = {
  equal: 0,
  like: 1,
  greater: 2,
  greaterOrEqual: 3,
  less: 4,
  lessOrEqual: 5,
  in: 6,
  notIn: 7,
  notEqual: 10,
} as const;

export const conditionalTypes = Object.values(ConditionalType);

export const conModelSchema = z.object({
  fieldName: z.string().min(1).max(64),
  fieldValue: z.union([z.string().max(2000), z.number(), z.boolean()]).transform((v) => String(v)),
  conditionalType: z.coerce.number().int().min(0).max(10).refine((n) => (conditionalTypes as number[]).includes(n), {
    message: 'unknown conditionalType',
  }),
});
export type ConModel = z.infer<typeof conModelSchema>;

/** The one page-size cap of every list: the notice list fetches up to 1110 rows in one call (SHELL-K01). */
export const MAX_PAGE_SIZE = 1110;
/** pageNo × MAX_PAGE_SIZE stays below 2^31, so an offset can never overflow what the database takes. */
export const MAX_PAGE_NO = 1_000_000;

export const pageSizeSchema = (defaultSize = 10) => z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize);

/** conModels as a JSON text parameter, for the paged GET lists. */
export const conModelsParam = z.union([z.string().max(50_000), z.array(conModelSchema).max(20)]).optional().nullable().transform((v, ctx) => {
  if (v === undefined || v === null || v === '') return [];
  if (Array.isArray(v)) return v;
  try {
    return z.array(conModelSchema).max(20).parse(JSON.parse(v));
  } catch {
    ctx.addIssue({ code: 'custom', message: 'conModels must be a JSON list of {fieldName, fieldValue, conditionalType}' });
    return z.NEVER;
  }
});

/** The paged-list request (ARCHITECTURE.md, 'The API contract'); a sort other than asc or desc keeps the list's own order. */
export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(0).max(MAX_PAGE_NO).default(0),
  pageSize: pageSizeSchema(),
  orderBy: z.string().max(64).optional().nullable().transform((s) => s || null),
  sort: z.string().max(4).optional().nullable()
    .transform((s) => { const l = s?.toLowerCase(); return l === 'asc' || l === 'desc' ? l : undefined; }),
  queryText: z.string().max(200).optional().nullable().transform((s) => (s ?? '').trim()),
  conModels: conModelsParam,
});
/** The same request with its own default page size (the bidding course lists page at 30). */
export const pageQueryOf = (defaultSize: number) => pageQuerySchema.extend({ pageSize: pageSizeSchema(defaultSize) });
export type PageQuery = z.output<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), total: z.number().int() });
export interface Page<T> {
  data: T[];
  total: number;
}
