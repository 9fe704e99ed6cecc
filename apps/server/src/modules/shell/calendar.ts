import { and, asc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { CalendarEvent } from '@portal/contracts';
import type { UserRow } from '../../platform/auth/auth.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import { calendarEvents } from './shell.tables.ts';

/** A source of home-calendar events; later modules (classes, lectures, appointments, bids) add theirs. */
export type CalendarProvider = (db: Db, user: UserRow, from: Date, to: Date) => Promise<CalendarEvent[]>;

const providers: CalendarProvider[] = [];
export const registerCalendarProvider = (p: CalendarProvider) => { providers.push(p); };

/** The school calendar: site-wide entries, or those for the reader's programme. */
const schoolCalendar: CalendarProvider = async (db, user, from, to) => {
  const rows = await db.select().from(calendarEvents).where(and(
    lt(calendarEvents.startsAt, to), gte(calendarEvents.endsAt, from),
    user.pageType ? or(isNull(calendarEvents.pageType), eq(calendarEvents.pageType, user.pageType)) : isNull(calendarEvents.pageType),
  )).orderBy(asc(calendarEvents.startsAt));
  return rows.map((r) => ({
    id: `school-${r.id}`, title: r.title, enTitle: r.enTitle, start: r.startsAt.toISOString(), end: r.endsAt.toISOString(),
    kind: 'school', url: r.url,
  }));
};
registerCalendarProvider(schoolCalendar);

export async function eventsOfYear(db: Db, user: UserRow, year: number): Promise<CalendarEvent[]> {
  // A year in Beijing time, where the school is.
  const from = new Date(`${year}-01-01T00:00:00+08:00`);
  const to = new Date(`${year + 1}-01-01T00:00:00+08:00`);
  const lists = await Promise.all(providers.map((p) => p(db, user, from, to)));
  return lists.flat().sort((a, b) => a.start.localeCompare(b.start));
}
