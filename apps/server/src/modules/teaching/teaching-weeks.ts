import { schoolDate, schoolTime } from '../../platform/time/school-zone.ts';

/**
 * Teaching weeks. A weekly slot names weeks zero-based from the term's first Monday (the Monday on
 * or after the term's first day, 00:00 at the school); weeks before it are negative. Every part
 * that turns a slot into dated classes (timetable, calendar, attendance) goes through here, so a
 * slot lands on the same day everywhere.
 */

const DAY_MS = 86_400_000;

interface Ymd { y: number; m: number; d: number }
const ymdOf = (d: Date): Ymd => {
  const [y, m, dd] = schoolDate(d).split('-').map(Number) as [number, number, number];
  return { y, m, d: dd };
};
/** 1 Monday .. 7 Sunday of a school day. */
const isoWeekday = (x: Ymd) => ((new Date(Date.UTC(x.y, x.m - 1, x.d)).getUTCDay() + 6) % 7) + 1;

/** 00:00 at the school on the term's first Monday: the start of week 0. */
export function weekZero(termStartsAt: Date): Date {
  const first = ymdOf(termStartsAt);
  const shift = (8 - isoWeekday(first)) % 7;
  return schoolTime(first.y, first.m, first.d + shift);
}

/**
 * The school day of week 0's Monday, by the term's start. Memoised: a month's timetable turns
 * dozens of slots of the same few terms into days, and each zone conversion costs an Intl call.
 */
const zeroDays = new Map<number, Ymd>();
function zeroDayOf(termStartsAt: Date): Ymd {
  const key = termStartsAt.getTime();
  let day = zeroDays.get(key);
  if (!day) {
    if (zeroDays.size > 1000) zeroDays.clear();
    day = ymdOf(weekZero(termStartsAt));
    zeroDays.set(key, day);
  }
  return day;
}

/** The teaching week (zero-based, may be negative) that the school day of `at` falls in. */
export function weekOf(termStartsAt: Date, at: Date): number {
  const zero = zeroDayOf(termStartsAt);
  const day = ymdOf(at);
  const days = Math.round((Date.UTC(day.y, day.m - 1, day.d) - Date.UTC(zero.y, zero.m - 1, zero.d)) / DAY_MS);
  return Math.floor(days / 7);
}

/** hh:mm at the school on weekday `weekName` (1..7) of teaching week `week`. */
export function slotDay(termStartsAt: Date, week: number, weekName: number, hhmm = '00:00'): Date {
  const zero = zeroDayOf(termStartsAt);
  const [h, mi] = hhmm.split(':').map(Number) as [number, number];
  return schoolTime(zero.y, zero.m, zero.d + week * 7 + weekName - 1, h, mi);
}

/** How many whole teaching weeks the term has from week 0 to its end. */
export function termWeeks(termStartsAt: Date, termEndsAt: Date): number {
  return Math.max(0, Math.floor((termEndsAt.getTime() - weekZero(termStartsAt).getTime()) / (7 * DAY_MS)));
}

/**
 * A term's days off, by school day ('YYYY-MM-DD'): the make-up day its classes move to, or null
 * when they are not held (term_holidays; README 'The school calendar').
 */
export type HolidayMap = ReadonlyMap<string, string | null>;
const NO_HOLIDAYS: HolidayMap = new Map();

/** What slotDates needs of a weekly slot: its term's first day, its weeks, weekday and times. */
export interface WeeklySlot { termStartsAt: Date; weekStart: number; weekEnd: number; weekName: number; startTime: string; endTime: string }

const at = (day: string, hhmm: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = hhmm.split(':').map(Number) as [number, number];
  return schoolTime(y, m, d, h, mi);
};

/**
 * The meetings of a weekly slot within [from, to): one a week on its weekday, except on the term's
 * holidays, where it meets on the holiday's make-up day instead, or not at all. `week` is the week
 * the meeting belongs to (the holiday's week for a made-up one), so it names the meeting uniquely.
 */
export function slotDates(s: WeeklySlot, from: Date, to: Date, holidays: HolidayMap = NO_HOLIDAYS): { week: number; start: Date; end: Date }[] {
  const out: { week: number; start: Date; end: Date }[] = [];
  // Only the weeks that can touch [from, to): a slot runs up to a whole term, the window is a month.
  // A make-up day may lie weeks away from its holiday, so with make-up days every week is looked at.
  const movable = [...holidays.values()].some((d) => d !== null);
  const zero = slotDay(s.termStartsAt, 0, 1).getTime();
  const first = movable ? s.weekStart : Math.max(s.weekStart, Math.floor((from.getTime() - zero) / (7 * DAY_MS)) - 1);
  const last = movable ? s.weekEnd : Math.min(s.weekEnd, Math.ceil((to.getTime() - zero) / (7 * DAY_MS)) + 1);
  for (let week = first; week <= last; week += 1) {
    let start = slotDay(s.termStartsAt, week, s.weekName, s.startTime);
    let end = slotDay(s.termStartsAt, week, s.weekName, s.endTime);
    const day = schoolDate(start);
    if (holidays.has(day)) {
      const makeUp = holidays.get(day);
      if (!makeUp) continue;
      [start, end] = [at(makeUp, s.startTime), at(makeUp, s.endTime)];
    }
    if (start < to && end > from) out.push({ week, start, end });
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}
