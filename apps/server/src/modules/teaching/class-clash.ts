import type { ClassSessionInput, ClassSlotInput } from '@portal/contracts';
import { schoolTime } from '../../platform/time/school-zone.ts';
import { weekOf } from './teaching-weeks.ts';

/**
 * The clash rule of classes (README 'Classes'): two meetings in the same term clash when they share
 * a venue or a teacher and overlap in time. A weekly slot and a dated session are compared in one
 * shape, a weekly pattern (weeks from-to, weekday, times): a session is the pattern of its one week
 * and weekday, which `teaching-weeks.ts` gives, the one place that ties weeks to days.
 */

export interface Pattern { weekStart: number; weekEnd: number; weekName: number; beginTime: string; endTime: string }

/** A meeting of a class already in the term, with what names it in a refusal. */
export interface TermMeeting extends Pattern {
  classId: number;
  venue: string;
  teacherIds: readonly number[];
  courseName: string; courseNameEn: string; className: string; classNameEn: string;
}

/** What a new or edited class brings: its meetings, one venue and its teachers. */
export interface Candidate { classId: number | null; venue: string; teacherIds: readonly number[]; patterns: readonly Pattern[] }

export type Clash = { kind: 'venue'; other: TermMeeting } | { kind: 'teacher'; teacherId: number; other: TermMeeting };

/** Venues compared without case, width or spacing differences ('伟伦楼 501' is '伟伦楼501'); an empty venue never clashes. */
export const venueKey = (v: string) => v.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

const isoWeekday = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
};

export const slotPattern = (s: ClassSlotInput): Pattern => ({ weekStart: s.weekStart, weekEnd: s.weekEnd, weekName: s.weekName, beginTime: s.beginTime, endTime: s.endTime });

/** A dated session as the pattern of its week and weekday in the term. */
export function sessionPattern(termStartsAt: Date, s: ClassSessionInput): Pattern {
  const [y, m, d] = s.day.split('-').map(Number) as [number, number, number];
  const week = weekOf(termStartsAt, schoolTime(y, m, d, 12));
  return { weekStart: week, weekEnd: week, weekName: isoWeekday(s.day), beginTime: s.beginTime, endTime: s.endTime };
}

export function overlaps(a: Pattern, b: Pattern): boolean {
  return a.weekName === b.weekName && a.weekStart <= b.weekEnd && b.weekStart <= a.weekEnd && a.beginTime < b.endTime && b.beginTime < a.endTime;
}

/** The first clash of a candidate with the term's other meetings (its own class's meetings left out), venue before teacher. */
export function firstClash(c: Candidate, others: readonly TermMeeting[]): Clash | null {
  const venue = venueKey(c.venue);
  for (const other of others) {
    if (other.classId === c.classId) continue;
    if (!c.patterns.some((p) => overlaps(p, other))) continue;
    if (venue && venueKey(other.venue) === venue) return { kind: 'venue', other };
    const teacherId = c.teacherIds.find((id) => other.teacherIds.includes(id));
    if (teacherId !== undefined) return { kind: 'teacher', teacherId, other };
  }
  return null;
}

/** Two meetings of one new class never clash with each other, but two of the same import may: both candidates are checked as meetings. */
export function asMeetings(c: Candidate & { classId: number }, names: Pick<TermMeeting, 'courseName' | 'courseNameEn' | 'className' | 'classNameEn'>): TermMeeting[] {
  return c.patterns.map((p) => ({ ...p, classId: c.classId, venue: c.venue, teacherIds: c.teacherIds, ...names }));
}
