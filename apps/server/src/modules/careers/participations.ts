import { and, desc, eq, sql } from 'drizzle-orm';
import { SCHOOL_TZ } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { careerActivities as a, careerActivitySignups as g } from './activities.tables.ts';

/** An activity a student took part in: a successful sign-up (status 1). vdActiveType 1 student activity, 2 enterprise activity. */
export interface Participation {
  activityName: string;
  activityNameEn: string;
  vdActiveType: number;
}

/**
 * A student's successful sign-ups (status 1), latest activity first; with `year`, the activities
 * starting in that calendar year in the school's zone. Other modules read participation here.
 */
export async function participationsOf(db: Queryable, studentId: number, year: number | null): Promise<Participation[]> {
  const inYear = year === null ? undefined : sql`extract(year from ${a.startsAt} at time zone ${SCHOOL_TZ}) = ${year}`;
  return db.select({ activityName: a.name, activityNameEn: a.nameEn, vdActiveType: a.vdActiveType })
    .from(g).innerJoin(a, eq(a.id, g.activityId))
    .where(and(eq(g.studentId, studentId), eq(g.status, 1), inYear))
    .orderBy(desc(a.startsAt), desc(a.id));
}
