import { z } from 'zod';
import { dateSchema } from './field-schemas.ts';
import { MAX_PAGE_NO, pageOf, pageSizeSchema } from './paging.ts';

/**
 * The audit viewer of the administrators (`/admin/audit`, isAdmin only): the rows the identity
 * simulator writes, one per request made while an administrator acts as another user, plus the
 * start and stop of each simulation.
 */

/** How a request ended, as the viewer groups the statuses. */
export const AUDIT_OUTCOMES = ['success', 'refused', 'error'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/**
 * The outcome of a status the client was told: 2xx and 3xx succeeded; 4xx and the envelope's
 * business codes (700 a message, 701 not authorised, 717 session over) were refused; 5xx, or no
 * status at all (the answer never left, e.g. the process stopped mid-request), is an error.
 * The repository's SQL filter follows the same table.
 */
export function auditOutcomeOf(statusCode: number | null): AuditOutcome {
  if (statusCode === null) return 'error';
  if (statusCode >= 200 && statusCode < 400) return 'success';
  if ((statusCode >= 400 && statusCode < 500) || statusCode >= 700) return 'refused';
  return 'error';
}

/** A text filter: trimmed, an empty value means none. */
const textFilter = (max: number) => z.string().max(max).optional().nullable().transform((s) => s?.trim() || undefined);
const optionalDay = z.union([z.literal('').transform(() => undefined), dateSchema]).optional().nullable().transform((v) => v ?? undefined);

/** The filters of the list and of its export. Days are school days (Asia/Shanghai), `to` included. */
export const auditLogFilterSchema = z.object({
  /** Who acted: the administrator's name, English name or username contains this. */
  actor: textFilter(100),
  /** Whom they acted as: name, English name or username contains this. */
  subject: textFilter(100),
  /** The action, exact: a route's action (query, get, add, edit…) or simulate.start / simulate.stop. */
  action: textFilter(50),
  /** The method and path pattern ('POST /api/GSMNewsReports') contains this. */
  path: textFilter(200),
  status: z.union([z.literal('').transform(() => undefined), z.enum(AUDIT_OUTCOMES)]).optional().nullable().transform((v) => v ?? undefined),
  from: optionalDay,
  to: optionalDay,
});
export type AuditLogFilter = z.output<typeof auditLogFilterSchema>;
export type AuditLogFilterInput = z.input<typeof auditLogFilterSchema>;

/** The paged list (ARCHITECTURE.md 'The API contract'): zero-based pageNo, newest first. */
export const auditLogQuerySchema = auditLogFilterSchema.extend({
  pageNo: z.coerce.number().int().min(0).max(MAX_PAGE_NO).default(0),
  pageSize: pageSizeSchema(20),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

const person = { id: z.number().int(), name: z.string(), enName: z.string().nullable(), username: z.string() };

export const auditLogRowSchema = z.object({
  id: z.number().int(),
  /** The instant, ISO 8601; the web shows it in the school's zone. */
  at: z.string(),
  actor: z.object(person),
  subject: z.object(person),
  action: z.string(),
  method: z.string(),
  /** The route pattern (`/api/VDNotice/:id`), never the query string. */
  path: z.string(),
  /** The numeric id parameters of the path (`{ id: '5' }`), null when it has none. */
  params: z.record(z.string(), z.string()).nullable(),
  statusCode: z.number().int().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;
export const auditLogPageSchema = pageOf(auditLogRowSchema);

/** The most rows one export holds (newest first); the sheet says when the list had more. */
export const AUDIT_EXPORT_MAX_ROWS = 20_000;
export const auditLogExportSchema = z.object({ fileName: z.string(), fileUrl: z.string(), rows: z.number().int() });
export type AuditLogExport = z.infer<typeof auditLogExportSchema>;
