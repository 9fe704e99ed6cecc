import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { authOf } from '../../platform/auth/access.ts';
import { insertAudit } from '../../platform/audit/audit.repo.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { insertAuditRows } from './catalogue-audit.repo.ts';

/** Who made a catalogue change and through which route, for its audit row (the people admin's pattern). */
export interface ChangeBy { ctx: AuthContext; method: string; path: string }

export const changeBy = (req: FastifyRequest): ChangeBy => ({ ctx: authOf(req), method: req.method, path: req.routeOptions.url ?? '(unrouted)' });

/**
 * One audit row per change, written in the change's transaction: the action (`teaching.course.update`),
 * what was touched (ids, a course number, a class code) and the names of the changed fields, never
 * their values. The subject is the acting member of staff: a course or a class is nobody's account.
 */
export async function auditChange(tx: Queryable, by: ChangeBy, action: string, params: Record<string, string>): Promise<void> {
  const actor = by.ctx.actorId ?? by.ctx.userId;
  await insertAudit(tx, { actorId: actor, subjectId: actor, action: `teaching.${action}`, method: by.method, path: by.path, params, statusCode: 200 });
}

/** The rows of an import: one per course or class it created or updated, in few statements. */
export async function auditChanges(tx: Queryable, by: ChangeBy, action: string, list: readonly Record<string, string>[]): Promise<void> {
  const actor = by.ctx.actorId ?? by.ctx.userId;
  await insertAuditRows(tx, list.map((params) => ({ actorId: actor, subjectId: actor, action: `teaching.${action}`, method: by.method, path: by.path, params, statusCode: 200 })));
}
