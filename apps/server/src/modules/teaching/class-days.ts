import type { Queryable } from '../../platform/db/client.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { classMeetings, holidaysOfTerms, termKeyOf } from './term-calendar.repo.ts';
import { slotDates } from './teaching-weeks.ts';

/**
 * The school days a class meets on ('YYYY-MM-DD', ascending): its weekly slots within its term,
 * less the term's holidays and plus their make-up days (teaching-weeks.ts), and its dated sessions.
 * The one answer to 'is this a class day' for attendance and any other part; undefined for an
 * unknown class.
 */
export async function classDaysOf(q: Queryable, startClassId: number): Promise<string[] | undefined> {
  const m = await classMeetings(q, startClassId);
  if (!m) return undefined;
  const holidays = (await holidaysOfTerms(q, [m])).get(termKeyOf(m));
  const days = new Set<string>();
  for (const s of m.slots) {
    for (const d of slotDates({ ...s, termStartsAt: m.termStartsAt }, m.termStartsAt, m.termEndsAt, holidays)) days.add(schoolDate(d.start));
  }
  for (const s of m.sessions) days.add(schoolDate(s.startsAt));
  return [...days].sort();
}
