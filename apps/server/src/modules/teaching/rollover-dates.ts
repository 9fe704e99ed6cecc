import { addDaysTo, termLastDay, weekZeroOf, type ClassSessionInput, type ClassSlotInput } from '@portal/contracts';

/**
 * The day arithmetic of the term rollover (README 'Rollover'), on school days ('YYYY-MM-DD'): a dated
 * session moves by the days between the two terms' week 0 Mondays, a whole number of weeks, so it
 * keeps its weekday and its week of the term; a weekly slot keeps its weeks, which the target term's
 * own calendar places. A term is its first day and number of weeks (the calendar's own terms).
 */

export interface TermDays { firstDay: string; weeks: number }

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** Days from the source term's week 0 Monday to the target's (negative when rolling back). */
export function rolloverShiftDays(fromFirstDay: string, toFirstDay: string): number {
  return Math.round((utc(weekZeroOf(toFirstDay)) - utc(weekZeroOf(fromFirstDay))) / DAY_MS);
}

/** A dated session on its moved day, at the same times. */
export function movedSession(s: ClassSessionInput, shiftDays: number): ClassSessionInput {
  return { day: addDaysTo(s.day, shiftDays), beginTime: s.beginTime, endTime: s.endTime };
}

export const inTerm = (day: string, t: TermDays): boolean => day >= t.firstDay && day <= termLastDay(t.firstDay, t.weeks);

/**
 * Whether a weekly slot's first and last meeting fall inside the term: the bounds the class form
 * applies (93615), so a week beyond the term's last (or a week -1 day before its first) does not fit.
 */
export function slotFits(s: Pick<ClassSlotInput, 'weekStart' | 'weekEnd' | 'weekName'>, t: TermDays): boolean {
  const zero = weekZeroOf(t.firstDay);
  const dayOf = (week: number) => addDaysTo(zero, week * 7 + s.weekName - 1);
  return inTerm(dayOf(s.weekStart), t) && inTerm(dayOf(s.weekEnd), t);
}
