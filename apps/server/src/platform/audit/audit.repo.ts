import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { auditLog } from '../db/platform.tables.ts';

/** The writes of the simulation audit; the administrators' viewer reads the table in modules/shell. */

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(q: Queryable, row: AuditRow): Promise<number> {
  const [inserted] = await q.insert(auditLog).values(row).returning({ id: auditLog.id });
  return inserted?.id ?? 0;
}

export async function setAuditStatus(q: Queryable, id: number, statusCode: number): Promise<void> {
  await q.update(auditLog).set({ statusCode }).where(eq(auditLog.id, id));
}
