import { auditLogExportSchema, auditLogPageSchema } from '@portal/contracts';
import type { AuditLogFilterInput } from '@portal/contracts';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';

/** The audit viewer's calls (server: modules/shell/audit-log.routes.ts); its keys are shellKeys.auditLog. */
export const auditLogApi = {
  list: (filter: AuditLogFilterInput, r: PageRequest, signal?: AbortSignal) =>
    http.get('/admin/audit-log', auditLogPageSchema, { query: { ...filter, pageNo: r.pageNo, pageSize: r.pageSize }, signal }),
  exportFile: (filter: AuditLogFilterInput) => http.post('/admin/audit-log/export', auditLogExportSchema, filter),
};

/** The page rule of the viewer (shell.module.ts). */
export const AUDIT_PAGE = '/admin/audit';
