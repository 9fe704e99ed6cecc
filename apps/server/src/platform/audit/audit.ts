import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/platform.tables.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auditId: number | null;
  }
}

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function writeAudit(db: Db, row: typeof auditLog.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(auditLog).values(row).returning({ id: auditLog.id });
  return inserted?.id ?? 0;
}

/**
 * Every write made while an administrator acts as another user gets an audit row. It is written
 * before the handler runs, so no write escapes it; the status is filled in once the answer is known.
 */
export function registerSimulationAudit(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auditId', null);
  app.addHook('preHandler', async (req) => {
    const auth = req.auth;
    if (!auth?.actorId || reads.has(req.method)) return;
    req.auditId = await writeAudit(db, {
      actorId: auth.actorId,
      subjectId: auth.userId,
      action: req.routeOptions.config?.access?.action ?? 'unknown',
      method: req.method,
      path: req.routeOptions.url ?? req.url.split('?')[0] ?? req.url,
    });
  });
  app.addHook('onResponse', async (req, res) => {
    if (!req.auditId) return;
    await db.update(auditLog).set({ statusCode: res.statusCode }).where(eq(auditLog.id, req.auditId));
  });
}
