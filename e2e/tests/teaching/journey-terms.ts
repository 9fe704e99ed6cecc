import { SAMPLE_TERM, SAMPLE_TERM_DAYS } from '../../../apps/server/src/modules/teaching/class-import-samples.ts';

/**
 * The terms the academic-year journey (academic-year-from-empty.spec.ts) enters on an empty portal.
 *
 * - `sample`: the term of docs/samples/classes.xlsx, fixed (spring 2027), which the office imports into.
 * - `next`: the same term of the next school year, 52 weeks on, the rollover's target.
 * - `current`: the term the clock is in. Attendance is written only in a class of the current term
 *   (ACAD-V03, modules/teaching README 'Attendance'), so the bidding plan, the class its win makes and
 *   the attendance are in this one. When today lies in `sample` or `next` it is that term; otherwise a
 *   term of its own from the Monday of this week, up to 8 weeks and ending before the next fixed
 *   term begins, so it never overlaps them. So the journey passes on any day.
 */

export interface JourneyTerm {
  schoolYear: number;
  term: number;
  /** A Monday: week 0 begins on it. */
  firstDay: string;
  weeks: number;
  name: string;
  nameEn: string;
}

const DAY = 24 * 3600 * 1000;
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
const mondayOnOrBefore = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
/** The first day after the term (its end, exclusive). */
export const termEnd = (t: JourneyTerm) => addDays(t.firstDay, 7 * t.weeks);

const names: Record<number, [string, string]> = { 1: ['秋季学期', 'Autumn'], 2: ['寒假学期', 'Winter break'], 3: ['春季学期', 'Spring'], 4: ['暑期学期', 'Summer'] };
const term = (schoolYear: number, code: number, firstDay: string, weeks: number): JourneyTerm => ({
  schoolYear, term: code, firstDay, weeks,
  name: `${schoolYear}-${schoolYear + 1} ${names[code]![0]}`, nameEn: `${names[code]![1]} ${schoolYear}-${schoolYear + 1}`,
});

/** Today at the school (Beijing, UTC+8, no daylight saving). */
export const schoolToday = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);

export function journeyTerms(today = schoolToday()): { sample: JourneyTerm; next: JourneyTerm; current: JourneyTerm } {
  const sample = term(SAMPLE_TERM.schoolYear, SAMPLE_TERM.term, SAMPLE_TERM_DAYS.firstDay, SAMPLE_TERM_DAYS.weeks);
  const next = term(sample.schoolYear + 1, sample.term, addDays(sample.firstDay, 364), sample.weeks);
  const fixed = [sample, next];
  const inside = fixed.find((t) => t.firstDay <= today && today < termEnd(t));
  if (inside) return { sample, next, current: inside };
  const monday = mondayOnOrBefore(today);
  // A fixed term ahead bounds the weeks; one behind ended on a Monday no later than this one.
  const weeks = Math.min(8, ...fixed.filter((t) => t.firstDay > monday).map((t) => daysBetween(monday, t.firstDay) / 7));
  const month = Number(monday.slice(5, 7));
  const year = Number(monday.slice(0, 4));
  // A first day lies in its school year, June of that year to August of the next (terms README): August on is the new one.
  const schoolYear = month >= 8 ? year : year - 1;
  const byMonth = month >= 8 || month === 1 ? 1 : month === 2 ? 2 : month <= 6 ? 3 : 4;
  const code = fixed.some((t) => t.schoolYear === schoolYear && t.term === byMonth) ? 4 : byMonth;
  return { sample, next, current: term(schoolYear, code, monday, weeks) };
}
