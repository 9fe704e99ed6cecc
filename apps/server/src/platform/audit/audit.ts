import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { insertAudit, setAuditStatus, type AuditRow } from './audit.repo.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auditId: number | null;
    auditStatusWritten: boolean;
    /** The status the client was told, kept by onSend for the row written after the answer. */
    auditAnswered: number | null;
    /** Set by a handler that writes its own row (the simulator's start and stop), so the request gets no second one. */
    auditedByHandler: boolean;
  }
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const readActions = new Set(['get', 'query']);

export async function writeAudit(db: Db, row: AuditRow): Promise<number> {
  return insertAudit(db, row);
}

/** A handler that wrote its own audit row says so; the hooks below then leave the request alone. */
export function markAudited(req: FastifyRequest): void {
  req.auditedByHandler = true;
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
 * What the row names of the request: the route pattern, never the URL, whose query string and
 * path segments may carry personal data (a search text, an ID number); and of the path's
 * parameters only the numeric ids (`:id`, `:studentId`), which say which record was touched.
 */
export function auditTarget(req: FastifyRequest): Pick<AuditRow, 'path' | 'params'> {
  const params: Record<string, string> = {};
  const raw = req.params && typeof req.params === 'object' ? (req.params as Record<string, unknown>) : {};
  for (const [name, value] of Object.entries(raw)) {
    // The route's schema may have made the id a number already.
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    if (/^(id|.*Id|.*ID)$/.test(name) && typeof text === 'string' && /^\d{1,10}$/.test(text)) params[name] = text;
  }
  return { path: req.routeOptions.url ?? '(unrouted)', params: Object.keys(params).length ? params : null };
}

const envelopeStart = /^\{"statusCode":(\d{3})[,}]/;

/**
 * The status the client was told: the envelope's statusCode (a business refusal is 700 inside an
 * HTTP 200), else the HTTP status (file downloads, empty bodies). The envelope serialises its
 * statusCode first, so a look at the start spares parsing a long page of rows.
 */
function answeredStatus(httpStatus: number, payload: unknown): number {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return httpStatus;
  const start = envelopeStart.exec(payload.slice(0, 24));
  if (start) return Number(start[1]);
  try {
    const body = JSON.parse(payload) as { statusCode?: unknown };
    return typeof body.statusCode === 'number' ? body.statusCode : httpStatus;
  } catch {
    return httpStatus;
  }
}

/**
 * Every request made while an administrator acts as another user gets an audit row. A request
 * that may write gets it before the handler runs, so no write escapes it, and its status once the
 * answer is known. A read gets its row after the answer has left (onResponse), so reading while
 * simulating is not slowed by the insert; nothing of it can escape, since it writes nothing.
 */
export function registerSimulationAudit(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auditId', null);
  app.decorateRequest('auditStatusWritten', false);
  app.decorateRequest('auditAnswered', null);
  app.decorateRequest('auditedByHandler', false);
  // Rows still being written after their answers; closing the app waits for them.
  const pending = new Set<Promise<void>>();
  const afterAnswer = (write: Promise<unknown>) => {
    const tracked: Promise<void> = write
      .then(() => undefined, (err: unknown) => { app.log.error({ err }, 'audit row of a read not written'); })
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const setStatus = async (req: FastifyRequest, statusCode: number) => {
    if (!req.auditId || req.auditStatusWritten) return;
    req.auditStatusWritten = true;
    await setAuditStatus(db, req.auditId, statusCode);
  };
  const rowOf = (req: FastifyRequest, actorId: number, userId: number): AuditRow => ({
    actorId, subjectId: userId, action: req.routeOptions.config?.access?.action ?? 'unknown', method: req.method, ...auditTarget(req),
  });

  app.addHook('preHandler', async (req) => {
    const auth = req.auth;
    if (!auth?.actorId || !mayWrite(req)) return;
    req.auditId = await insertAudit(db, rowOf(req, auth.actorId, auth.userId));
  });
  // Before the answer leaves, so a write's row is complete when the client sees the answer.
  app.addHook('onSend', async (req, res, payload) => {
    if (!req.auth?.actorId) return payload;
    const status = answeredStatus(res.statusCode, payload);
    if (req.auditId) await setStatus(req, status);
    else req.auditAnswered = status;
    return payload;
  });
  app.addHook('onResponse', async (req, res) => {
    // Answers written on the raw response (HTTP 701) skip onSend.
    if (req.auditId) {
      await setStatus(req, res.statusCode);
      return;
    }
    // Reads, and writes refused before their handler (a role the subject lacks): nothing was written.
    const auth = req.auth;
    if (!auth?.actorId || req.auditedByHandler) return;
    afterAnswer(insertAudit(db, { ...rowOf(req, auth.actorId, auth.userId), statusCode: req.auditAnswered ?? res.statusCode }));
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
}
