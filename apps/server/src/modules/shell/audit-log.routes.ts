import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogExportSchema, auditLogFilterSchema, auditLogPageSchema, auditLogQuerySchema, Role } from '@portal/contracts';
import { access, authOf } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { reply } from '../../platform/http/schemas.ts';
import { AuditLogService } from './audit-log.service.ts';

/** Administrators only: isAdmin passes every role rule, and sessions.ts gives the role 'admin' to them. */
export const AUDIT_READERS = [Role.admin];

/** The audit viewer under /api/admin/audit-log (README 'Audit viewer'). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = new AuditLogService(app.db, app.files);
  const tags = ['audit-log'];
  // The role rule lets in whoever holds the 'admin' role; the log is for enabled administrators themselves.
  app.addHook('preHandler', async (req) => {
    if (!authOf(req).isAdmin) throw forbidden();
  });

  app.get('/admin/audit-log', { config: access(AUDIT_READERS, 'query'), schema: { tags, querystring: auditLogQuerySchema, response: reply(auditLogPageSchema) } },
    async (req) => ok(await s.list(req.query)));
  app.post('/admin/audit-log/export', { config: access(AUDIT_READERS, 'export'), schema: { tags, body: auditLogFilterSchema, response: reply(auditLogExportSchema) } },
    async (req) => ok(await s.export(authOf(req), req.body)));
};
