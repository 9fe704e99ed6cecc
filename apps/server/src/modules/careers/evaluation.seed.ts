import type { Queryable } from '../../platform/db/client.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { evaluationDefaults, writeEvaluationSettings } from './evaluation.repo.ts';

/** The demo's settings row, as if the career office had saved the defaults once. */
export async function seedEvaluation(tx: Queryable, ids: DemoIds): Promise<void> {
  await writeEvaluationSettings(tx, evaluationDefaults, ids.get('careeradmin') ?? null);
}
