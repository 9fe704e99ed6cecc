import { and, asc, eq, or } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import type { ClassCalendar } from './attendance-days.ts';
import type { HolidayMap } from './teaching-weeks.ts';
import type { TermKey } from './teaching-terms.repo.ts';
import { classSessions, classWeeklySlots, schoolTerms, startClasses, termHolidays } from './teaching.tables.ts';

/** The read side of the school calendar: the holidays every part applies to weekly slots. */

export const termKeyOf = (k: TermKey): string => `${k.schoolYear}-${k.term}`;

/** The holidays of the given terms, by termKeyOf; a term without holidays has no entry. */
export async function holidaysOfTerms(q: Queryable, keys: readonly TermKey[]): Promise<Map<string, HolidayMap>> {
  const unique = [...new Map(keys.map((k) => [termKeyOf(k), { schoolYear: k.schoolYear, term: k.term }])).values()];
  const out = new Map<string, Map<string, string | null>>();
  if (unique.length === 0) return out;
  const rows = await q.select({ schoolYear: termHolidays.schoolYear, term: termHolidays.term, day: termHolidays.day, makeUpDay: termHolidays.makeUpDay })
    .from(termHolidays).where(or(...unique.map((k) => and(eq(termHolidays.schoolYear, k.schoolYear), eq(termHolidays.term, k.term)))));
  for (const r of rows) {
    const key = termKeyOf(r);
    const map = out.get(key) ?? new Map<string, string | null>();
    map.set(r.day, r.makeUpDay);
    out.set(key, map);
  }
  return out;
}

/** A class with its term's window, weekly slots (with the periods' times) and dated sessions: what its class days are made of. */
export async function classMeetings(q: Queryable, startClassId: number) {
  const [cls] = await q.select({ schoolYear: startClasses.schoolYear, term: startClasses.term, termStartsAt: schoolTerms.startsAt, termEndsAt: schoolTerms.endsAt })
    .from(startClasses).innerJoin(schoolTerms, and(eq(schoolTerms.schoolYear, startClasses.schoolYear), eq(schoolTerms.term, startClasses.term)))
    .where(eq(startClasses.id, startClassId));
  if (!cls) return undefined;
  const slots = await q.select({
    weekStart: classWeeklySlots.weekStart, weekEnd: classWeeklySlots.weekEnd, weekName: classWeeklySlots.weekName,
    startTime: classWeeklySlots.beginTime, endTime: classWeeklySlots.endTime,
  }).from(classWeeklySlots).where(eq(classWeeklySlots.startClassId, startClassId));
  const sessions = await q.select({ startsAt: classSessions.startsAt }).from(classSessions)
    .where(eq(classSessions.startClassId, startClassId)).orderBy(asc(classSessions.startsAt));
  return { ...cls, slots, sessions };
}

/** Whether a class has any weekly slot or dated session (a class staff set up without times has none). */
export async function classHasMeetings(q: Queryable, startClassId: number): Promise<boolean> {
  const [slot] = await q.select({ id: classWeeklySlots.id }).from(classWeeklySlots).where(eq(classWeeklySlots.startClassId, startClassId)).limit(1);
  if (slot) return true;
  const [session] = await q.select({ id: classSessions.id }).from(classSessions).where(eq(classSessions.startClassId, startClassId)).limit(1);
  return !!session;
}

/** What decides the days a class meets (attendance-days.ts): its term, weekly slots, sessions and the term's holidays. */
export async function classCalendar(q: Queryable, startClassId: number): Promise<ClassCalendar | undefined> {
  const m = await classMeetings(q, startClassId);
  if (!m) return undefined;
  const holidays = (await holidaysOfTerms(q, [m])).get(termKeyOf(m));
  return { termStartsAt: m.termStartsAt, termEndsAt: m.termEndsAt, slots: m.slots, sessions: m.sessions, ...(holidays ? { holidays } : {}) };
}
