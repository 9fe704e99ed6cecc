import type { Queryable } from '../../platform/db/client.ts';
import { auditLog } from '../../platform/db/platform.tables.ts';

export type CatalogueAuditRow = typeof auditLog.$inferInsert;

/** The audit rows of an import, in batches of one statement each (a catalogue is some thousand courses). */
export async function insertAuditRows(q: Queryable, rows: readonly CatalogueAuditRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await q.insert(auditLog).values(rows.slice(i, i + 1000));
}
