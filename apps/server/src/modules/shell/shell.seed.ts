import { beforeLatest, demoCalendar } from '../../platform/db/demo-calendar.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { bidNoticeSeeds } from './bid-notices.data.ts';
import { infoPageSeeds } from './info-pages.data.ts';
import { noticeSeeds } from './notices.data.ts';
import { calendarEvents, infoPages, notices } from './shell.tables.ts';

const DAY = 24 * 3600 * 1000;
const HALF_HOUR = 30 * 60_000;

/**
 * Demo notices, information pages and the school calendar, from the demo calendar of the seed day
 * (the database's, as a school day): notices go out at whole or half hours of a morning in Beijing,
 * those announcing bid rounds when their round opens, and the calendar holds the same rounds.
 */
export async function seedShell(db: Queryable, ids: Map<string, number>, day?: Date): Promise<void> {
  const cal = demoCalendar(day ?? await dbNow(db));
  const owner = ids.get('newsadmin') ?? null;
  // Written the morning before the seed day at the latest: a scheduled notice is written before it goes out.
  const written = cal.at(-1, 8);
  const all = [...bidNoticeSeeds(cal), ...noticeSeeds];
  await db.insert(notices).values(all.map((n, i) => {
    // Earlier in the list, later in the morning: notices of one day keep the order they are listed in.
    const anchored = n.anchor ? beforeLatest(cal, n.anchor.event, n.anchor.days, written) : null;
    const publishTime = n.publishAt ?? anchored ?? new Date(cal.at(-n.daysAgo, 9).getTime() - (i % 4) * HALF_HOUR);
    const createdAt = publishTime < written ? publishTime : written;
    return {
      title: n.title, enTitle: n.enTitle, fieldType: n.fieldType, noticeType: n.noticeType, content: n.content, enContent: n.enContent,
      linkUrl: n.linkUrl ?? null, linkTitle: n.linkTitle ?? null, isTop: n.isTop ?? false, useModel: n.useModel ?? 0,
      publishTime, pageType: n.pageType ?? null, ownerId: owner, createdAt, updatedAt: createdAt,
      startTime: n.alertDays ? publishTime : null,
      endTime: n.alertDays ? new Date(publishTime.getTime() + n.alertDays * DAY) : null,
    };
  }));
  await db.insert(infoPages).values(infoPageSeeds).onConflictDoNothing();
  await db.insert(calendarEvents).values(cal.events.map((e) => ({ title: e.title, enTitle: e.enTitle, startsAt: e.startsAt, endsAt: e.endsAt, pageType: e.pageType ?? null })));
}
