import { roundInputSchema } from '@portal/contracts';
import type { AdminRoundRow, SelectionKind, SelectionPageType } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { fromPickerValue, pickerNow, toPickerValue } from '../../../shared/date-format.ts';
import type { RoundBody } from '../selection-admin.api.ts';
import { pageTypesOf } from '../staff-rules.ts';

/** The round form's values: the window as school wall-clock pickers (shared/date-format.ts). */
export interface RoundFormValues {
  selectionType: SelectionKind;
  pageType: SelectionPageType;
  name: string;
  year: number;
  window: [Dayjs, Dayjs] | null;
  releaseStatus: number;
  studentSelectionTimes: number;
  remark: string;
}

export const roundFormFields = ['selectionType', 'pageType', 'name', 'year', 'window', 'releaseStatus', 'studentSelectionTimes', 'remark'] as const;
export type RoundFormField = (typeof roundFormFields)[number];

/** A new round starts as a draft mentor round of this year, open for two weeks from tomorrow, three choices each. */
export function newRoundValues(): RoundFormValues {
  const start = pickerNow().add(1, 'day').startOf('hour');
  return {
    selectionType: 'mentor', pageType: 'mbaxy', name: '', year: start.year(), window: [start, start.add(14, 'day')],
    releaseStatus: 0, studentSelectionTimes: 3, remark: '',
  };
}

export function roundValues(r: AdminRoundRow): RoundFormValues {
  return {
    selectionType: r.selectionType, pageType: r.pageType, name: r.name, year: r.year, window: [toPickerValue(r.startTime), toPickerValue(r.endTime)],
    releaseStatus: r.releaseStatus, studentSelectionTimes: r.studentSelectionTimes, remark: r.remark ?? '',
  };
}

/** The body the server takes; an empty editor ('<p></p>') is no remark. */
export function toRoundBody(v: RoundFormValues): RoundBody {
  const remark = v.remark.replace(/<p>\s*<\/p>/g, '').trim();
  return {
    selectionType: v.selectionType, pageType: v.pageType, name: v.name.trim(), year: v.year,
    startTime: v.window ? fromPickerValue(v.window[0]) : '', endTime: v.window ? fromPickerValue(v.window[1]) : '',
    releaseStatus: v.releaseStatus, studentSelectionTimes: v.studentSelectionTimes, remark: remark || null,
  };
}

/**
 * The fields the contract refuses, by the form's names (the server checks with the same schema): a
 * window whose end is not after its start, a page type the kind does not have, and the rest.
 */
export function roundFormIssues(v: RoundFormValues): RoundFormField[] {
  const out = new Set<RoundFormField>();
  if (!pageTypesOf(v.selectionType).includes(v.pageType)) out.add('pageType');
  const checked = roundInputSchema.safeParse(toRoundBody(v));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0] ?? '');
      out.add(key === 'startTime' || key === 'endTime' ? 'window' : roundFormFields.find((f) => f === key) ?? 'name');
    }
  }
  return [...out];
}
