import { eligibilityParams, isEligible, type Eligibility, type EligibilityStudent, type EligibilityView } from '@portal/contracts';
import { BizError } from '../../platform/http/errors.ts';
import type { ddProjects } from './dd.tables.ts';

type ProgrammeRow = Pick<typeof ddProjects.$inferSelect, 'eligiblePageTypes' | 'eligibleEntranceYears' | 'eligibleStudentTypes'>;

/** A programme's stored lists as one object (README 'Eligibility'). */
export const programmeEligibility = (p: ProgrammeRow): EligibilityView => ({
  pageTypes: p.eligiblePageTypes, entranceYears: p.eligibleEntranceYears, studentTypes: p.eligibleStudentTypes,
});

export const eligibilityColumns = (e: Eligibility) => ({ eligiblePageTypes: e.pageTypes, eligibleEntranceYears: e.entranceYears, eligibleStudentTypes: e.studentTypes });

/**
 * Starting an application (step 1's first save) and submitting it need the programme to admit the
 * student, judged from their own record; the refusal names the audience, the student and what
 * does not match (97202), as the programme list explains beforehand.
 */
export function checkProgrammeEligible(p: ProgrammeRow, s: EligibilityStudent): void {
  const view = programmeEligibility(p);
  if (!isEligible(view, s)) throw new BizError('97202', eligibilityParams([view], s));
}
