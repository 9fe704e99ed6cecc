import type { IntentionRecordValues, RecruitValues } from './profile-forms.ts';
import type { StudentKind } from './profile-constants.ts';

/**
 * The profile forms' cross-field rules (PROF-S02, S03, V04, V11, date ranges), written once: the web
 * checks a form with them before it saves, the server refuses the same cases with the same code.
 * Each returns the first problem, or null.
 */
export interface ProfileRuleIssue {
  code: '98003' | '98005' | '98006' | '98007' | '98008' | '98009';
  /** 1-based position of the entry at fault, for the message's {n}. */
  n?: number;
}

/** An end before its begin (dates 'YYYY-MM-DD' or months 'YYYY-MM': both compare as text). An open end is fine. */
export function rangeIssue(list: readonly { beginDate: string | null; endDate: string | null }[]): ProfileRuleIssue | null {
  const i = list.findIndex((e) => !!e.beginDate && !!e.endDate && e.endDate < e.beginDate);
  return i < 0 ? null : { code: '98003', n: i + 1 };
}

/** V04: non-undergraduates answer both yes/no questions; work dates in range. */
export function recruitIssue(v: Pick<RecruitValues, 'isWorked' | 'isHaveOtherEdu' | 'workInfos'>, kind: StudentKind): ProfileRuleIssue | null {
  if (kind !== 'undergraduate' && (v.isWorked === null || v.isHaveOtherEdu === null)) return { code: '98005' };
  return kind === 'undergraduate' || !v.isWorked ? null : rangeIssue(v.workInfos);
}

/** The three intentions of a record, the five considerations. */
export const intentionKeys = (r: IntentionRecordValues) => [r.intentionKey1, r.intentionKey2, r.intentionKey3];
export const considerationKeys = (r: IntentionRecordValues) => [r.directionKey1, r.directionKey2, r.directionKey3, r.directionKey4, r.directionKey5];

/** V11: the first intention required, the chosen ones distinct; all five considerations, distinct. */
export function intentionIssue(r: IntentionRecordValues): ProfileRuleIssue | null {
  if (!r.intentionKey1) return { code: '98006' };
  const chosen = intentionKeys(r).filter((k) => k !== null);
  if (new Set(chosen).size !== chosen.length) return { code: '98007' };
  const ways = considerationKeys(r);
  if (ways.some((k) => !k)) return { code: '98008' };
  if (new Set(ways).size !== ways.length) return { code: '98009' };
  return null;
}
