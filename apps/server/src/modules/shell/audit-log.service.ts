import { AUDIT_EXPORT_MAX_ROWS, auditOutcomeOf } from '@portal/contracts';
import type { AuditLogExport, AuditLogFilter, AuditLogQuery, AuditLogRow, Page } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';
import { offsetOf } from '../../platform/http/paging.ts';
import { BizError } from '../../platform/http/errors.ts';
import { schoolDate, schoolTime } from '../../platform/time/school-zone.ts';
import { auditWorkbook } from './audit-log-export.ts';
import * as repo from './audit-log.repo.ts';

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The first instant of a school day, moved by `plusDays`. */
const dayStart = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return schoolTime(y, m, d + plusDays);
};

/**
 * The filters as the repository reads them. Days are the school's (docs/time.md): `from` from its
 * midnight in Beijing, `to` up to the next midnight, whatever the zone of the server. A path
 * filter that begins with a method ('POST /api/GSMNews') is the method and what its path contains.
 */
export function auditWhere(f: AuditLogFilter): repo.AuditWhere {
  if (f.from && f.to && f.to < f.from) throw new BizError('90060');
  const [first, ...rest] = (f.path ?? '').split(/\s+/);
  const method = first && rest.length > 0 && methods.has(first.toUpperCase()) ? first.toUpperCase() : undefined;
  return {
    actor: f.actor, subject: f.subject, action: f.action, outcome: f.status,
    method, pathText: method ? rest.join(' ') || undefined : f.path,
    from: f.from ? dayStart(f.from) : undefined,
    before: f.to ? dayStart(f.to, 1) : undefined,
  };
}

export function toAuditRow(r: repo.AuditListRow): AuditLogRow {
  return {
    id: r.id, at: r.at.toISOString(), action: r.action, method: r.method, path: r.path, params: r.params ?? null, statusCode: r.statusCode,
    outcome: auditOutcomeOf(r.statusCode),
    actor: { id: r.actorId, name: r.actorName, enName: r.actorEnName, username: r.actorUsername },
    subject: { id: r.subjectId, name: r.subjectName, enName: r.subjectEnName, username: r.subjectUsername },
  };
}

/** The administrators' audit viewer (README 'Audit viewer'): the simulation audit, newest first, and its xlsx. */
export class AuditLogService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  async list(q: AuditLogQuery): Promise<Page<AuditLogRow>> {
    const where = auditWhere(q);
    const [rows, total] = await Promise.all([repo.auditRows(this.db, where, q.pageSize, offsetOf(q)), repo.auditCount(this.db, where)]);
    return { data: rows.map(toAuditRow), total };
  }

  /** The filtered list as xlsx behind a signed /files/… link; at most AUDIT_EXPORT_MAX_ROWS rows, the newest. */
  async export(ctx: AuthContext, f: AuditLogFilter, now: Date = new Date()): Promise<AuditLogExport> {
    const where = auditWhere(f);
    const [rows, total] = await Promise.all([repo.auditRows(this.db, where, AUDIT_EXPORT_MAX_ROWS), repo.auditCount(this.db, where)]);
    const book = await auditWorkbook(rows.map(toAuditRow), total);
    const file = await this.files.saveGenerated(book, `audit-log-${schoolDate(now)}.xlsx`, XLSX_MIME, ctx.userId);
    return { fileName: file.fileName, fileUrl: file.fileUrl, rows: rows.length };
  }
}
