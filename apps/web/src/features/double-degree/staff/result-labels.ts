import { DdResult, InterviewStatus } from '@portal/contracts';

/** The three results of an application, in the order the office decides them. */
export const resultFields = ['gsmResult', 'partnerResult', 'lastResult'] as const;
export type ResultField = (typeof resultFields)[number];

export const resultValues = [DdResult.pending, DdResult.passed, DdResult.failed] as const;

/** The tag colour of a result: passed green, not passed red, pending plain. */
export function resultColor(result: number): string | undefined {
  if (result === DdResult.passed) return 'success';
  if (result === DdResult.failed) return 'error';
  return undefined;
}

/** The i18n key of a result's text; an unknown number reads as pending rather than as a raw key. */
export function resultKey(result: number): string {
  return `doubleDegree.staff.results.${resultValues.includes(result as 0 | 1 | 2) ? result : DdResult.pending}`;
}

/** The i18n key of an interview status (1 waiting, 2 booked, 3 can book). */
export function interviewStatusKey(status: number): string {
  const known = [InterviewStatus.waiting, InterviewStatus.booked, InterviewStatus.canBook] as number[];
  return `doubleDegree.staff.interviewStatus.${known.includes(status) ? status : InterviewStatus.waiting}`;
}
