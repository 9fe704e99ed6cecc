import { combinedMisses, eligibilityParams, type EligibilityStudent, type EligibilityView } from '@portal/contracts';
import { BizError } from '../../platform/http/errors.ts';

/**
 * README 'Eligibility': a plan's and a project's lists must both admit the student (judged from
 * their own record). The refusal names the audience, the student and what does not match, in both
 * languages; the pages explain it beforehand with the same words (`eligible` on each row).
 */
export const eligibleFor = (views: readonly EligibilityView[], s: EligibilityStudent) => combinedMisses(views, s).length === 0;

export function checkPlanEligible(plan: EligibilityView, s: EligibilityStudent): void {
  if (!eligibleFor([plan], s)) throw new BizError('97200', eligibilityParams([plan], s));
}

export function checkProjectEligible(plan: EligibilityView, project: EligibilityView, s: EligibilityStudent): void {
  checkPlanEligible(plan, s);
  if (!eligibleFor([project], s)) throw new BizError('97201', eligibilityParams([project], s));
}
