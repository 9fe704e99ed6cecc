import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { careerActivities as a, careerActivityTimes as t } from './activities.tables.ts';

/** What a notice about an activity says: its names, place and times in order (read in the transaction of the change). */
export async function activityForNotice(db: Queryable, id: number) {
  const [act] = await db.select({ id: a.id, name: a.name, nameEn: a.nameEn, address: a.address, addressEn: a.addressEn }).from(a).where(eq(a.id, id));
  if (!act) return undefined;
  const times = await db.select({ begin: t.beginTime, end: t.endTime }).from(t).where(eq(t.activityId, id)).orderBy(asc(t.beginTime), asc(t.id));
  return { ...act, times };
}
export type ActivityForNotice = NonNullable<Awaited<ReturnType<typeof activityForNotice>>>;
