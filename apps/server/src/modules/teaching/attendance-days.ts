import type { ImportProblem, MessageCode } from '@portal/contracts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { slotDates, type HolidayMap } from './teaching-weeks.ts';

/**
 * The days a class meets, which are the only days attendance may be recorded on (README,
 * 'Attendance', 'Dates'): the school days of its dated sessions (EMBA) and the days its weekly
 * slots produce through teaching-weeks.ts, less the term's holidays and plus their make-up days,
 * within its term. A date outside the term is refused
 * with its own code (93010) before the finer 'not one of the class's days' (93011), so the
 * teacher learns whether the term or the timetable is wrong.
 */

export interface ClassCalendar {
  /** The term's instants: begin inclusive, end exclusive, both 00:00 at the school. */
  termStartsAt: Date;
  termEndsAt: Date;
  slots: { weekStart: number; weekEnd: number; weekName: number }[];
  sessions: { startsAt: Date }[];
  /** The term's holidays (day → make-up day or null); none when absent. */
  holidays?: HolidayMap;
}

/** The term's first and last school day ('YYYY-MM-DD'). */
export function termDays(c: Pick<ClassCalendar, 'termStartsAt' | 'termEndsAt'>): { first: string; last: string } {
  // endsAt is 00:00 of the day after the term; a millisecond earlier is its last day.
  return { first: schoolDate(c.termStartsAt), last: schoolDate(new Date(c.termEndsAt.getTime() - 1)) };
}

/** Every day the class meets within its term, sorted, each once. */
export function classDays(c: ClassCalendar): string[] {
  const { first, last } = termDays(c);
  const days = new Set<string>();
  for (const s of c.slots) {
    // Only the day matters here, so the slot is taken as the whole day.
    const whole = { ...s, termStartsAt: c.termStartsAt, startTime: '00:00', endTime: '23:59' };
    for (const d of slotDates(whole, c.termStartsAt, c.termEndsAt, c.holidays)) days.add(schoolDate(d.start));
  }
  for (const s of c.sessions) days.add(schoolDate(s.startsAt));
  return [...days].filter((d) => d >= first && d <= last).sort();
}

/** Why a record may not be dated `date` ('YYYY-MM-DD'), or null when the class meets that day. */
export function dayProblem(date: string, c: Pick<ClassCalendar, 'termStartsAt' | 'termEndsAt'>, days: ReadonlySet<string>): MessageCode | null {
  const { first, last } = termDays(c);
  if (date < first || date > last) return '93010';
  return days.has(date) ? null : '93011';
}

/**
 * The rule of one class, built once for a write or a whole sheet: a date's problem with the
 * parameters its message names, or null.
 */
export function classDayRule(c: ClassCalendar): (date: string) => (ImportProblem & { code: MessageCode }) | null {
  const days = new Set(classDays(c));
  const { first, last } = termDays(c);
  return (date) => {
    const code = dayProblem(date, c, days);
    return code ? { code, params: { date, first, last } } : null;
  };
}
