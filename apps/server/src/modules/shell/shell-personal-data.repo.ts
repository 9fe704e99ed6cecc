import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { calendarFeeds } from './shell.tables.ts';

/** The anonymisation of one person (docs/privacy.md): the calendar feed's link, which would still show their timetable, goes. */
export async function anonymiseShell(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
