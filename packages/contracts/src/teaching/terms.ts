import { z } from 'zod';
import { dateSchema } from '../field-schemas.ts';
import type { MessageCode } from '../messages/index.ts';

/**
 * Contracts of the school calendar: school years' terms with their first day, number of teaching
 * weeks and holidays (teaching.admin, `/admin/teaching/terms`). The day arithmetic lives here so
 * the staff form shows the same last day and week 0 as the server stores.
 */

/** A term has 1 to 30 teaching weeks: a winter break of a few weeks up to a long autumn term. */
export const TERM_WEEKS_MIN = 1;
export const TERM_WEEKS_MAX = 30;
/** Holidays of one term (National Day and Spring Festival are a week each). */
export const TERM_HOLIDAYS_MAX = 60;

const text = (max: number) => z.string().trim().min(1).max(max);

/** One day off: a weekly slot on `day` meets on `makeUpDay` instead when one is set, else not at all. */
export const termHolidaySchema = z.object({
  day: dateSchema,
  name: text(100),
  nameEn: text(100),
  makeUpDay: dateSchema.nullable().default(null),
});
export type TermHoliday = z.output<typeof termHolidaySchema>;

/** A term as staff enter it: the school year and term code are its key, fixed once created. */
export const termInputSchema = z.object({
  schoolYear: z.number().int().min(2000).max(2999),
  term: z.number().int().min(1).max(4),
  name: text(100),
  nameEn: text(100),
  /** The first day; week 0 is the week of the first Monday on or after it. */
  firstDay: dateSchema,
  /** Bounded for the schema; TERM_WEEKS_MIN..MAX is judged by termProblems, which names the range (93802). */
  weeks: z.number().int().min(0).max(100),
  holidays: z.array(termHolidaySchema).max(TERM_HOLIDAYS_MAX).default([]),
});
export type TermInput = z.output<typeof termInputSchema>;

export const termKeyParamsSchema = z.object({
  schoolYear: z.coerce.number().int().min(2000).max(2999),
  term: z.coerce.number().int().min(1).max(4),
});
export type TermKeyParams = z.output<typeof termKeyParamsSchema>;

export const termRowSchema = z.object({
  schoolYear: z.number().int(),
  /** '2026-2027'. */
  schoolYearName: z.string(),
  term: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  firstDay: z.string(),
  /** The Monday week 0 begins on. */
  weekZero: z.string(),
  /** Bounded for the schema; TERM_WEEKS_MIN..MAX is judged by termProblems, which names the range (93802). */
  weeks: z.number().int().min(0).max(100),
  lastDay: z.string(),
  holidays: z.array(termHolidaySchema),
  /** Classes taught in the term; a term with classes, lectures or grades cannot be deleted. */
  classCount: z.number().int(),
  canDelete: z.boolean(),
});
export type TermRow = z.infer<typeof termRowSchema>;

export const termSavedSchema = z.object({ schoolYear: z.number().int(), term: z.number().int() });

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `n` days, as YYYY-MM-DD. */
export const addDaysTo = (day: string, n: number): string => ymd(utc(day) + n * DAY_MS);

/** The Monday on or after `firstDay`: the first day of week 0 (the rule of teaching-weeks.ts). */
export function weekZeroOf(firstDay: string): string {
  const weekday = new Date(utc(firstDay)).getUTCDay();
  return addDaysTo(firstDay, (8 - weekday) % 7);
}

/** The day after the term's last: week 0's Monday plus the number of weeks. */
export const termNextDay = (firstDay: string, weeks: number): string => addDaysTo(weekZeroOf(firstDay), weeks * 7);

/** The term's last day (inclusive). */
export const termLastDay = (firstDay: string, weeks: number): string => addDaysTo(termNextDay(firstDay, weeks), -1);

export interface TermProblem { code: MessageCode; params?: Record<string, string | number> }

/**
 * The rules of one term's own fields, checked by the staff form and by the server alike: weeks in
 * range, a first day in its school year (September of `schoolYear` to August of the next, a summer
 * term may start in late June), and holidays inside the term, each day once, each make-up day
 * inside the term, not itself a holiday, and taken by one holiday only.
 */
export function termProblems(v: Pick<TermInput, 'schoolYear' | 'firstDay' | 'weeks' | 'holidays'>): TermProblem[] {
  const out: TermProblem[] = [];
  if (v.weeks < TERM_WEEKS_MIN || v.weeks > TERM_WEEKS_MAX) out.push({ code: '93802', params: { min: TERM_WEEKS_MIN, max: TERM_WEEKS_MAX } });
  if (v.firstDay < `${v.schoolYear}-06-01` || v.firstDay > `${v.schoolYear + 1}-08-31`) out.push({ code: '93803', params: { year: `${v.schoolYear}-${v.schoolYear + 1}` } });
  if (out.length) return out;
  const first = v.firstDay;
  const last = termLastDay(first, v.weeks);
  const inTerm = (d: string) => d >= first && d <= last;
  const days = new Set<string>();
  const makeUps = new Set<string>();
  for (const h of v.holidays) {
    if (days.has(h.day)) out.push({ code: '93804', params: { day: h.day } });
    days.add(h.day);
    if (!inTerm(h.day)) out.push({ code: '93805', params: { day: h.day, first, last } });
  }
  for (const h of v.holidays) {
    if (h.makeUpDay === null) continue;
    if (!inTerm(h.makeUpDay)) out.push({ code: '93806', params: { day: h.makeUpDay, first, last } });
    else if (days.has(h.makeUpDay)) out.push({ code: '93807', params: { day: h.makeUpDay } });
    else if (makeUps.has(h.makeUpDay)) out.push({ code: '93808', params: { day: h.makeUpDay } });
    makeUps.add(h.makeUpDay);
  }
  return out;
}
