import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/platform.tables.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auditId: number | null;
    auditStatusWritten: boolean;
  }
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const readActions = new Set(['get', 'query']);

export async function writeAudit(db: Db, row: typeof auditLog.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(auditLog).values(row).returning({ id: auditLog.id });
  return inserted?.id ?? 0;
}

/**
 * Whether a call may write: any method but a read, and a read whose route says it writes, either
 * with `writes` or with an action other than get or query (an export stores the file it makes).
 */
export function mayWrite(req: FastifyRequest): boolean {
  if (!readMethods.has(req.method)) return true;
  const rule = req.routeOptions.config?.access;
  return Boolean(rule && (rule.writes || !readActions.has(rule.action)));
}

/**
 * The status the client was told: the envelope's statusCode (a business refusal is 700 inside an
 * HTTP 200), else the HTTP status (file downloads, empty bodies).
 */
function answeredStatus(httpStatus: number, payload: unknown): number {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return httpStatus;
  try {
    const body = JSON.parse(payload) as { statusCode?: unknown };
    return typeof body.statusCode === 'number' ? body.statusCode : httpStatus;
  } catch {
    return httpStatus;
  }
}

/**
 * Every write made while an administrator acts as another user gets an audit row. It is written
 * before the handler runs, so no write escapes it; the status is filled in once the answer is known.
 */
export function registerSimulationAudit(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auditId', null);
  app.decorateRequest('auditStatusWritten', false);
  const setStatus = async (req: FastifyRequest, statusCode: number) => {
    if (!req.auditId || req.auditStatusWritten) return;
    req.auditStatusWritten = true;
    await db.update(auditLog).set({ statusCode }).where(eq(auditLog.id, req.auditId));
  };
  app.addHook('preHandler', async (req) => {
    const auth = req.auth;
    if (!auth?.actorId || !mayWrite(req)) return;
    req.auditId = await writeAudit(db, {
      actorId: auth.actorId,
      subjectId: auth.userId,
      action: req.routeOptions.config?.access?.action ?? 'unknown',
      method: req.method,
      path: req.routeOptions.url ?? req.url.split('?')[0] ?? req.url,
    });
  });
  // Before the answer leaves, so the row is complete when the client sees the answer.
  app.addHook('onSend', async (req, res, payload) => {
    if (req.auditId) await setStatus(req, answeredStatus(res.statusCode, payload));
    return payload;
  });
  // Answers written on the raw response (HTTP 701) skip onSend.
  app.addHook('onResponse', async (req, res) => {
    await setStatus(req, res.statusCode);
  });
}
