import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { careersSettings } from './careers-settings.tables.ts';
import { evaluationDefaults, writeEvaluationSettings } from './evaluation.repo.ts';

/** The demo's settings row, as if the career office had saved the defaults once. */
export async function seedEvaluation(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  await writeEvaluationSettings(tx, evaluationDefaults, ids.get('careeradmin') ?? null);
  // Saved a month before the demo day, on the hour, as every demo time is.
  await tx.update(careersSettings).set({ updatedAt: demoCalendar(day).at(-30, 10) }).where(eq(careersSettings.id, 1));
}
