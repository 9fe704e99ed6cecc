import type { Queryable } from '../../platform/db/client.ts';
import { atSchoolClock } from '../../platform/time/school-zone.ts';
import { calendarSeeds, infoPageSeeds } from './info-pages.data.ts';
import { noticeSeeds } from './notices.data.ts';
import { calendarEvents, infoPages, notices } from './shell.tables.ts';

const DAY = 24 * 3600 * 1000;

/**
 * Demo notices, information pages and school calendar, dated relative to the school day of
 * seeding: notices go out at 09:00 Beijing time, whatever zone the seeding process runs in.
 */
export async function seedShell(db: Queryable, ids: Map<string, number>, now = new Date()): Promise<void> {
  // The latest 09:00 in Beijing, so that even today's notices are already out when seeded at dawn.
  const nine = atSchoolClock(now, 9);
  const today = nine > now ? atSchoolClock(now, 9, 0, -1) : nine;
  const owner = ids.get('newsadmin') ?? null;
  await db.insert(notices).values(noticeSeeds.map((n, i) => {
    const publishTime = new Date(atSchoolClock(today, 9, 0, -n.daysAgo).getTime() - i * 60_000);
    return {
      title: n.title, enTitle: n.enTitle, fieldType: n.fieldType, noticeType: n.noticeType, content: n.content, enContent: n.enContent,
      linkUrl: n.linkUrl ?? null, linkTitle: n.linkTitle ?? null, isTop: n.isTop ?? false, useModel: n.useModel ?? 0,
      publishTime, pageType: n.pageType ?? null, ownerId: owner,
      startTime: n.alertDays ? publishTime : null,
      endTime: n.alertDays ? new Date(publishTime.getTime() + n.alertDays * DAY) : null,
    };
  }));
  await db.insert(infoPages).values(infoPageSeeds).onConflictDoNothing();
  await db.insert(calendarEvents).values(calendarSeeds.map((c) => {
    const startsAt = atSchoolClock(today, 9, 0, c.startOffsetDays);
    return { title: c.title, enTitle: c.enTitle, startsAt, endsAt: new Date(startsAt.getTime() + Math.max(c.durationDays, 0) * DAY), pageType: c.pageType ?? null };
  }));
}
