import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditOutcome } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { auditLog, users } from '../../platform/db/platform.tables.ts';
import { textSearch } from '../../platform/http/paging.ts';

/** Queries of the administrators' audit viewer over the simulation audit (platform/audit). */

const actor = alias(users, 'audit_actor');
const subject = alias(users, 'audit_subject');

/** The filters as the service resolved them: instants for the school days, the method split from the path. */
export interface AuditWhere {
  actor?: string | undefined;
  subject?: string | undefined;
  action?: string | undefined;
  method?: string | undefined;
  /** Contained in the path, or (without a method) in the method. */
  pathText?: string | undefined;
  outcome?: AuditOutcome | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  before?: Date | undefined;
}

const status = auditLog.statusCode;
/** The SQL of `auditOutcomeOf` (contracts): success 2xx–3xx, refused 4xx and the business codes 700+, error the rest. */
const outcomeSql: Record<AuditOutcome, SQL> = {
  success: sql`${status} between 200 and 399`,
  refused: sql`(${status} between 400 and 499 or ${status} >= 700)`,
  error: or(isNull(status), sql`${status} not between 200 and 499 and ${status} < 700`)!,
};

function whereOf(w: AuditWhere): SQL | undefined {
  return and(
    textSearch(w.actor, actor.name, actor.enName, actor.username),
    textSearch(w.subject, subject.name, subject.enName, subject.username),
    w.action ? eq(auditLog.action, w.action) : undefined,
    w.method ? eq(auditLog.method, w.method) : undefined,
    w.method ? textSearch(w.pathText, auditLog.path) : textSearch(w.pathText, auditLog.path, auditLog.method),
    w.outcome ? outcomeSql[w.outcome] : undefined,
    w.from ? gte(auditLog.at, w.from) : undefined,
    w.before ? lt(auditLog.at, w.before) : undefined,
  );
}

const rowColumns = {
  id: auditLog.id, at: auditLog.at, action: auditLog.action, method: auditLog.method, path: auditLog.path, params: auditLog.params, statusCode: auditLog.statusCode,
  actorId: actor.id, actorName: actor.name, actorEnName: actor.enName, actorUsername: actor.username,
  subjectId: subject.id, subjectName: subject.name, subjectEnName: subject.enName, subjectUsername: subject.username,
};

const joined = (q: Queryable) => q.select(rowColumns).from(auditLog)
  .innerJoin(actor, eq(actor.id, auditLog.actorId))
  .innerJoin(subject, eq(subject.id, auditLog.subjectId));

export type AuditListRow = Awaited<ReturnType<typeof auditRows>>[number];

/** Newest first; the id breaks ties between rows of one instant (a request's reads at once). */
export async function auditRows(q: Queryable, w: AuditWhere, limit: number, offset = 0) {
  return joined(q).where(whereOf(w)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset);
}

export async function auditCount(q: Queryable, w: AuditWhere): Promise<number> {
  const [row] = await q.select({ n: count() }).from(auditLog)
    .innerJoin(actor, eq(actor.id, auditLog.actorId))
    .innerJoin(subject, eq(subject.id, auditLog.subjectId))
    .where(whereOf(w));
  return row?.n ?? 0;
}
