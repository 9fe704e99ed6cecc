/**
 * Mentor and thesis-supervisor mutual selection (selection.md §2.4, §2.5, §4; FEATURES §2.9 SEL-*):
 * the values both sides read. Decisions: apps/server/src/modules/selection/README.md.
 */

/** What a round chooses: an industry/alumni mentor (mbaxy, benyan) or a thesis supervisor (benyan, mba, emba). */
export const SELECTION_KINDS = ['mentor', 'supervisor'] as const;
export type SelectionKind = (typeof SELECTION_KINDS)[number];

/** The page types of the calls (SEL-K02): mentor rounds 'mbaxy' or 'benyan'; supervisor schemes 'benyan', 'mba', 'emba'. */
export const SELECTION_PAGE_TYPES = ['mbaxy', 'benyan', 'mba', 'emba'] as const;
export type SelectionPageType = (typeof SELECTION_PAGE_TYPES)[number];
export const MENTOR_PAGE_TYPES: readonly SelectionPageType[] = ['mbaxy', 'benyan'];
export const SUPERVISOR_PAGE_TYPES: readonly SelectionPageType[] = ['benyan', 'mba', 'emba'];

/** The students' programme (users.page_type) a round of each page type is for: mbaxy rounds are the MBA students'. */
export const programmeOfPageType: Record<SelectionPageType, string> = { mbaxy: 'mba', benyan: 'benyan', mba: 'mba', emba: 'emba' };

/** releaseStatus of a round (SEL-N01): 0 draft (students do not see it), 1 released, 2 closed (view only). */
export const ReleaseStatus = { draft: 0, released: 1, closed: 2 } as const;
/** timeStatus, by the database clock (SEL-S01): 0 not started, 1 open, 2 ended. */
export const TimeStatus = { notStarted: 0, open: 1, ended: 2 } as const;
/** showButtonType of a supervisor scheme (SEL-U05): 1 view, 2 select supervisor, 3 view my thesis teacher. */
export const ShowButtonType = { view: 1, select: 2, myTeacher: 3 } as const;

/**
 * The status of one choice (a student → a mentor or supervisor), stored once for both kinds with the
 * supervisor's numbers (SEL-S05): 0 waiting for the teacher; 1 confirmed; 2 the teacher declined or
 * suggested another; 3 withdrawn by the student; 4 lapsed, the student was confirmed by another
 * teacher; 5 lapsed, the teacher's quota filled first. The mentor list shows fewer (mentorStatusOf).
 */
export const ChoiceStatus = { waiting: 0, confirmed: 1, changeSuggested: 2, withdrawn: 3, lapsedElsewhere: 4, quotaFull: 5 } as const;
export type ChoiceStatusCode = (typeof ChoiceStatus)[keyof typeof ChoiceStatus];
export const CHOICE_STATUSES: readonly number[] = Object.values(ChoiceStatus);
/** Statuses that still hold a place in the student's plans (neither refused nor lapsed). */
export const ACTIVE_CHOICE_STATUSES: readonly number[] = [ChoiceStatus.waiting, ChoiceStatus.confirmed];

/**
 * The mentor list's status (SEL-S03) has fewer values: 0 waiting, 1 confirmed, 2 mentor change,
 * 3 confirmed by another (the student's choice lapsed, whatever the reason).
 */
export function mentorStatusOf(status: number | null): number | null {
  if (status === null) return null;
  if (status === ChoiceStatus.waiting || status === ChoiceStatus.confirmed || status === ChoiceStatus.changeSuggested) return status;
  return 3;
}

/** How a confirmed choice came about: the teacher confirmed it, or the staff confirmed a stable matching. */
export const CONFIRMED_BY = ['teacher', 'matching', 'staff'] as const;

/** Page sizes of the lists (SEL-K01). */
export const SELECTION_PAGE_SIZE = 10;
/** A round offers at most this many choices per student; a teacher takes at most this many students. */
export const MAX_CHOICES_PER_STUDENT = 20;
export const MAX_TEACHER_CAPACITY = 500;
