import { ChoiceStatus, MENTOR_PAGE_TYPES, SUPERVISOR_PAGE_TYPES } from '@portal/contracts';
import type { SelectionKind, SelectionPageType } from '@portal/contracts';

/**
 * The pure rules of the teachers' desk and the staff console, kept out of the components so that
 * unit tests read them: what a status allows, how demand is judged, what a refusal means here.
 */

/** The page types a kind of round may have (contracts: mentor rounds mbaxy/benyan, schemes benyan/mba/emba). */
export const pageTypesOf = (kind: SelectionKind): readonly SelectionPageType[] => (kind === 'mentor' ? MENTOR_PAGE_TYPES : SUPERVISOR_PAGE_TYPES);

/** A teacher answers only a waiting choice; a confirmed one is final (the database refuses any change). */
export const isAnswerable = (status: number): boolean => status === ChoiceStatus.waiting;
export const isFinal = (status: number): boolean => status === ChoiceStatus.confirmed;

/** antd tag colours of the six statuses (0 waiting … 5 lapsed, quota full). */
export function statusColor(status: number): string {
  switch (status) {
    case ChoiceStatus.waiting: return 'processing';
    case ChoiceStatus.confirmed: return 'success';
    case ChoiceStatus.changeSuggested: return 'warning';
    default: return 'default';
  }
}

/**
 * The refusals a teacher meets on the desk, in the desk's own words: the catalogue words 96006 for
 * the student who chooses ('choose another'), which would mislead the teacher who confirms.
 */
export type TeacherRefusal = 'full' | 'confirmed' | 'notWaiting';
export function teacherRefusalOf(code: string): TeacherRefusal | null {
  if (code === '96006') return 'full';
  if (code === '96008') return 'confirmed';
  if (code === '96009') return 'notWaiting';
  return null;
}

/** The ranking's refusals: the round has ended, the list changed under the teacher, a student twice. */
export type RankingRefusal = 'ended' | 'changed' | 'duplicate';
export function rankingRefusalOf(code: string): RankingRefusal | null {
  if (code === '96100') return 'ended';
  if (code === '96101') return 'changed';
  if (code === '96102') return 'duplicate';
  return null;
}

/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveOne<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[from], out[to]] = [out[to]!, out[from]!];
  return out;
}

/** The stable matching's refusals: before the round has ended, or the choices changed since the preview. */
export type MatchingRefusal = 'notEnded' | 'changed';
export function matchingRefusalOf(code: string): MatchingRefusal | null {
  if (code === '96015') return 'notEnded';
  if (code === '96012') return 'changed';
  return null;
}

/** How a teacher's demand stands: more waiting than places ('over'), no place left ('full'), or room. */
export type DemandTone = 'over' | 'full' | 'open';
export function demandTone(row: { remaining: number; overDemand: number }): DemandTone {
  if (row.overDemand > 0) return 'over';
  if (row.remaining <= 0) return 'full';
  return 'open';
}

/** Student numbers as staff paste them: one a line or separated by commas, semicolons or spaces (Chinese punctuation too); each once. */
export function parseStudentNumbers(text: string): string[] {
  return [...new Set(text.split(/[\s,，;；、]+/).map((s) => s.trim()).filter(Boolean))];
}
