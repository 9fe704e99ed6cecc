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
  fieldValue: z.union([z.string(), z.number(), z.boolean()]).transform((v) => String(v)),
  conditionalType: z.coerce.number().int().refine((n) => (conditionalTypes as number[]).includes(n), {
    message: 'unknown conditionalType',
  }),
});
export type ConModel = z.infer<typeof conModelSchema>;

export const MAX_PAGE_SIZE = 2000;

export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).default(10).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  orderBy: z.string().max(64).optional().nullable(),
  sort: z.enum(['asc', 'desc', 'ASC', 'DESC', '']).optional().nullable()
    .transform((s) => (s ? (s.toLowerCase() as 'asc' | 'desc') : undefined)),
  queryText: z.string().max(200).optional().nullable().transform((s) => (s ?? '').trim()),
  conModels: z.array(conModelSchema).max(20).optional().nullable().transform((c) => c ?? []),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), total: z.number().int() });
export interface Page<T> {
  data: T[];
  total: number;
}
