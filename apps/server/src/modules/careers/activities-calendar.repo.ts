import { and, eq, gt, lt } from 'drizzle-orm';
import type { CalendarEvent } from '@portal/contracts';
import type { UserRow } from '../../platform/auth/auth.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import { careerActivities as a, careerActivitySignups as s, careerActivityTimes as t } from './activities.tables.ts';

/**
 * The home calendar's (and the personal feed's) career activities: each time of the activities the
 * user holds a place in (status 1); waiting is not going. Overlapping [from, to) is enough.
 */
export async function activitiesOfUser(db: Db, user: UserRow, from: Date, to: Date): Promise<CalendarEvent[]> {
  const rows = await db.select({ id: t.id, activityId: a.id, name: a.name, nameEn: a.nameEn, begin: t.beginTime, end: t.endTime }).from(t)
    .innerJoin(a, eq(a.id, t.activityId)).innerJoin(s, and(eq(s.activityId, a.id), eq(s.studentId, user.id), eq(s.status, 1)))
    .where(and(lt(t.beginTime, to), gt(t.endTime, from))).orderBy(t.beginTime).limit(500);
  return rows.map((r) => ({
    id: `career-activity-${r.id}`, title: `活动：${r.name}`, enTitle: `Activity: ${r.nameEn}`, start: r.begin.toISOString(), end: r.end.toISOString(),
    kind: 'careerActivity', url: '/activity/index?tab=mine',
  }));
}
