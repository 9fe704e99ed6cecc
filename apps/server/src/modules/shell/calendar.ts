import { and, asc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { CalendarEvent } from '@portal/contracts';
import type { UserRow } from '../../platform/auth/auth.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import type { CalendarSource } from '../../platform/domains/module.ts';
import { schoolYear } from '../../platform/time/school-zone.ts';
import { calendarEvents } from './shell.tables.ts';

/** The school calendar: site-wide entries, or those for the reader's programme. */
export const schoolCalendar: CalendarSource = async (db, user, from, to) => {
  const rows = await db.select().from(calendarEvents).where(and(
    lt(calendarEvents.startsAt, to), gte(calendarEvents.endsAt, from),
    user.pageType ? or(isNull(calendarEvents.pageType), eq(calendarEvents.pageType, user.pageType)) : isNull(calendarEvents.pageType),
  )).orderBy(asc(calendarEvents.startsAt));
  return rows.map((r) => ({
    id: `school-${r.id}`, title: r.title, enTitle: r.enTitle, start: r.startsAt.toISOString(), end: r.endsAt.toISOString(),
    kind: 'school', url: r.url,
  }));
};

/** The events of every module's calendar source (its descriptor's `calendar`) in one school year. */
export async function eventsOfYear(sources: readonly CalendarSource[], db: Db, user: UserRow, year: number): Promise<CalendarEvent[]> {
  const { from, to } = schoolYear(year);
  const lists = await Promise.all(sources.map((source) => source(db, user, from, to)));
  // By instant: sources may write their times with different offsets, so text order is not time order.
  return lists.flat().sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
