import { evaluationSettingsProblem } from '@portal/contracts';
import type { EvaluationSettings, EvaluationSettingsInput } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import { BizError } from '../../platform/http/errors.ts';
import { readEvaluationSettings, writeEvaluationSettings } from './evaluation.repo.ts';

/** The professional evaluation's settings: read by every signed-in user, kept by the career office. */
export class EvaluationService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  settings(): Promise<EvaluationSettings> {
    return readEvaluationSettings(this.db);
  }

  /** The rule the console's form applies too; a refusal leaves the stored settings as they were. */
  async save(auth: AuthContext, v: EvaluationSettingsInput): Promise<EvaluationSettings> {
    const problem = evaluationSettingsProblem(v);
    if (problem) throw new BizError(problem);
    await writeEvaluationSettings(this.db, v, auth.userId);
    return readEvaluationSettings(this.db);
  }
}
