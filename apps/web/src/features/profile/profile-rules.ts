/**
 * The profile area's rules that need no screen (career.md §2.5, §4, §5; FEATURES.md PROF-S02…S05,
 * U10, U11, K02): which fields a kind of student sees, the intention choices, the statistics year
 * filter and popovers, the cadre month range. Kept pure so they are tested without a browser.
 */

/** The ten sub-views of the profile area, in menu order; base-info is the default (PROF-U01). */
export const PROFILE_SECTIONS = [
  'base-info', 'recruit-info', 'award', 'degree', 'student-cadres', 'study-info', 'skill-info', 'practice-info', 'graduation-intention', 'activity-statistic',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** The sub-view a `?section=` names, or the default for a missing or unknown one. */
export function sectionOf(value: string | null | undefined): ProfileSection {
  return PROFILE_SECTIONS.find((s) => s === value) ?? 'base-info';
}

/** The kinds of student the profile forms tell apart (PROF-S05). */
export type StudentKind = 'undergraduate' | 'doctoral' | 'master';

/** What decides a student's kind: the roll's student type (`sutdentType`) and the page type. */
export interface KindSource {
  sutdentType?: string | null;
  studentTypeId?: number | null;
  pageType?: string | null;
}

/**
 * Undergraduate (benyan pages, student type 1), doctoral, or any other master's student (MBA, EMBA,
 * academic master): the same reading as the server's (profile-access.ts), which sends its answer
 * with recruit-info.
 */
export function studentKindOf(user: KindSource): StudentKind {
  const type = (user.sutdentType ?? '').toLowerCase();
  if (type === 'undergraduate' || user.pageType === 'benyan' || user.studentTypeId === 1) return 'undergraduate';
  if (type === 'doctoral' || user.pageType === 'phd') return 'doctoral';
  return 'master';
}

/** Which optional fields and groups a student sees (PROF-U02, U03, U07). */
export interface ProfileVisibility {
  /** base-info: father's and mother's occupation and education (hidden for resume type 3). */
  parents: boolean;
  /** base-info: marital status (resume type 3 only). */
  maritalStatus: boolean;
  /** recruit-info: gaoKao scores, liberal/science, sports exemption (undergraduates). */
  gaoKao: boolean;
  /** recruit-info: undergraduate school, degree, work and other-education groups (everyone else). */
  graduateEntry: boolean;
  /** recruit-info: master school, second entrance way, doctor college, doctoral entrance way. */
  doctoralEntry: boolean;
  /** study-info: the doctoral qualification exam. */
  qualificationExam: boolean;
  /** study-info: the transaction (programme) name, read-only, for resume type 3. */
  transactionName: boolean;
}

export function visibilityOf(kind: StudentKind, resumeType: number | null | undefined): ProfileVisibility {
  const type3 = resumeType === 3;
  return {
    parents: !type3,
    maritalStatus: type3,
    gaoKao: kind === 'undergraduate',
    graduateEntry: kind !== 'undergraduate',
    doctoralEntry: kind === 'doctoral',
    qualificationExam: kind === 'doctoral',
    transactionName: type3,
  };
}

/** An option of a ranked choice: its key, its label and whether the dictionary has retired it. */
export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * The options of one ranked choice (intention n, consideration n): a key chosen in another rank
 * disappears from this one (PROF-V11, career.md §4); the rank's own choice stays, even when retired.
 */
export function optionsForRank(all: readonly ChoiceOption[], chosen: readonly (string | null | undefined)[], rank: number): ChoiceOption[] {
  const taken = new Set(chosen.filter((c, i): c is string => i !== rank && typeof c === 'string' && c !== ''));
  return all.filter((o) => !taken.has(o.value));
}

/** An intention dictionary entry is offered only while its status is 1 (PROF-S04). */
export const intentionEnabled = (status: number | string | null | undefined): boolean => Number(status) === 1;

/** The same key in two ranks, or an empty rank where all are needed: the ranks to mark, by index. */
export function duplicateRanks(chosen: readonly (string | null | undefined)[]): number[] {
  const seen = new Map<string, number>();
  const out: number[] = [];
  chosen.forEach((c, i) => {
    if (!c) return;
    if (seen.has(c)) out.push(i);
    else seen.set(c, i);
  });
  return out;
}

/** The statistics year filter: 'all', then the current year and the three before it (PROF-K02). */
export const ALL_YEARS = 'all';
export function statisticYears(currentYear: number): number[] {
  return [0, 1, 2, 3].map((n) => currentYear - n);
}

/** A popover lists at most five details, then an ellipsis (PROF-U11, K02). */
export const POPOVER_CAP = 5;
export function capItems<T>(items: readonly T[], cap = POPOVER_CAP): { shown: T[]; more: boolean } {
  return { shown: items.slice(0, cap), more: items.length > cap };
}

/** A year-month as the pickers and the wire write it ('2024-09', or a longer date string). */
const monthKey = (v: string | null | undefined): string | null => (v && /^\d{4}-\d{2}/.test(v) ? v.slice(0, 7) : null);

/**
 * The cadre record's months (PROF-S03): true when both are set and the end is earlier than the begin,
 * the case where the form warns and clears the field just changed. Equal months are a valid range.
 */
export function endBeforeBegin(begin: string | null | undefined, end: string | null | undefined): boolean {
  const b = monthKey(begin);
  const e = monthKey(end);
  return b !== null && e !== null && e < b;
}

/** The two yes/no groups of recruit-info whose lists are emptied when the answer turns to No (PROF-S02). */
export function listAfterToggle<T>(answer: boolean | null | undefined, list: readonly T[]): T[] {
  return answer ? [...list] : [];
}
