import { eq, sql } from 'drizzle-orm';
import type { EvaluationSettings, EvaluationSettingsInput } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { careersSettings } from './careers-settings.tables.ts';

/**
 * Served while the office has saved nothing: the school's career centre, to be replaced on the
 * console (`/career/admin/evaluation`) before students rely on it.
 */
export const evaluationDefaults: EvaluationSettingsInput = {
  evaluationUrl: 'https://career.example.edu.cn/assessment',
  contactEmail: 'career@example.edu.cn',
};

const ROW = 1;

export async function readEvaluationSettings(q: Queryable): Promise<EvaluationSettings> {
  const [row] = await q.select().from(careersSettings).where(eq(careersSettings.id, ROW));
  if (!row) return { ...evaluationDefaults, updatedAt: null };
  return { evaluationUrl: row.evaluationUrl, contactEmail: row.evaluationContactEmail, updatedAt: row.updatedAt.toISOString() };
}

/** Creates the row on the first save, replaces it after; the last save wins (one office, two fields). Stamped by the database clock. */
export async function writeEvaluationSettings(q: Queryable, v: EvaluationSettingsInput, userId: number | null): Promise<void> {
  const values = { evaluationUrl: v.evaluationUrl, evaluationContactEmail: v.contactEmail, updatedBy: userId };
  await q.insert(careersSettings).values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: careersSettings.id, set: { ...values, updatedAt: sql`now()` } });
}
