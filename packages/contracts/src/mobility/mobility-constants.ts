/** Study trip, exemption and visiting-scholar constants (selection.md §4, §5, §9; FEATURES MOB-K01, K04). */

/** GSMVisitSchoolStudentHistory's answer (MOB-S01); the rule that computes it: server module README. */
export const TripHistory = {
  /** No study-trip plan exists yet: 'no information'. */
  noInfo: -2,
  /** Plans exist and none of the states below applies: the plan list. */
  selectable: -1,
  /** The student's exemption was approved. */
  exempted: 1,
  /** The student holds a place in a plan whose selection has closed; documents not complete. */
  joined: 2,
  /** As 2, with the passport number and all six document categories given. */
  joinedComplete: 3,
} as const;

/** Exemption statuses (MOB-S02): editable by the student only in draft and returned. */
export const ExemptStatus = { submitted: 1, approved: 2, rejected: 3, returned: 4 } as const;
export const EXEMPT_EDITABLE: readonly number[] = [ExemptStatus.submitted, ExemptStatus.returned];

/** A visiting project's application (MOB-N03 selectStatus); 3 is ours, a cancelled one kept for the record. */
export const VisitSelectStatus = { selected: 1, queued: 2, cancelled: 3 } as const;

/** The route id of the project list (MOB-R02): base64(mode + separator + planId). The mode grants nothing. */
export const LIST_ID_SEPARATOR = '&@@&';
export type ListMode = 'select' | 'show';

export const PLAN_PAGE_SIZE = 10;
export const PROJECT_PAGE_SIZE = 50;
/** At most this many attachments to an exemption, and files per document category (MOB-K01). */
export const MAX_MOBILITY_FILES = 10;

/** The six document categories of a visiting place (MOB-N04), in the order of the form. */
export const studentFileCategories = ['cardNoFile', 'summaryFile', 'managementFile', 'insurancePolicyFile', 'homeworkFile', 'visitFormFile'] as const;
export type StudentFileCategory = (typeof studentFileCategories)[number];

export const MOBILITY_TEXT_MAX = 2000;
export const MOBILITY_RICH_TEXT_MAX = 50_000;

/** Encodes the list route id; btoa takes Latin-1 only, which mode, separator and digits are. */
export function encodeListId(mode: ListMode, planId: number): string {
  return btoa(`${mode}${LIST_ID_SEPARATOR}${planId}`);
}

/** Decodes a list route id; anything malformed is 'show' of no plan. */
export function decodeListId(id: string): { mode: ListMode; planId: number | null } {
  let text: string;
  try {
    text = atob(id);
  } catch {
    return { mode: 'show', planId: null };
  }
  const [mode, plan] = text.split(LIST_ID_SEPARATOR);
  const planId = plan && /^\d{1,9}$/.test(plan) ? Number(plan) : null;
  return { mode: mode === 'select' ? 'select' : 'show', planId };
}
