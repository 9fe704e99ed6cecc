import type { Queryable } from '../../platform/db/client.ts';
import { classDays } from './attendance-days.ts';
import { classCalendar } from './term-calendar.repo.ts';

/**
 * The school days a class meets on ('YYYY-MM-DD', ascending): its weekly slots within its term,
 * less the term's holidays and plus their make-up days (teaching-weeks.ts), and its dated sessions.
 * The one answer to 'is this a class day' for attendance and any other part; undefined for an
 * unknown class.
 */
export async function classDaysOf(q: Queryable, startClassId: number): Promise<string[] | undefined> {
  const c = await classCalendar(q, startClassId);
  return c ? classDays(c) : undefined;
}
