import { eq, sql } from 'drizzle-orm';
import type { ActivityPolicy } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { noShowStanding, type NoShowStanding } from '../../platform/time/no-show-standing.repo.ts';
import { termBeganSql } from '../teaching/index.ts';
import { careerActivities as a, careerActivitySignups as s } from './activities.tables.ts';
import { careerActivitySettings } from './activity-policy.tables.ts';

/** Queries of the activities' no-show policy (README 'No-show policy'). */

/** Spelt out: drizzle may leave a column unqualified inside a subquery, and then it names the subquery's own table. */
const outerActivityId = sql.raw('"career_activity_signups"."activity_id"');
/** The office took the activity's check-in: some sign-up of it has an attendance recorded. */
const checkInTaken = sql`exists (select 1 from ${s} c where c.activity_id = ${outerActivityId} and c.attendance is not null)`;

/**
 * A no-show, excused or not, by the database clock: a place (status 1; a withdrawn or waitlisted
 * sign-up never is) of an activity that has ended, without the student's check-in (attendance not
 * 'attended'), at an activity whose check-in was taken, so an activity the office never checked
 * anyone in at blames nobody. Needs the sign-up joined with its activity.
 */
export const noShowSql = sql<boolean>`(${s.status} = 1 and ${a.endsAt} <= now() and ${s.attendance} is distinct from 1 and ${checkInTaken})`;

/** Until the office saves a policy the policy is off. */
export const POLICY_OFF: ActivityPolicy = { noShowLimit: 0, blockDays: 30 };

export async function policyOf(db: Queryable): Promise<ActivityPolicy> {
  const [r] = await db.select({ noShowLimit: careerActivitySettings.noShowLimit, blockDays: careerActivitySettings.blockDays })
    .from(careerActivitySettings).where(eq(careerActivitySettings.id, 1));
  return r ?? POLICY_OFF;
}

/** `at`: when it was saved; the database clock, except the demo's, dated like its other rows. */
export async function savePolicy(tx: Queryable, v: ActivityPolicy, updatedBy: number, at?: Date): Promise<void> {
  const row = { id: 1, noShowLimit: v.noShowLimit, blockDays: v.blockDays, updatedBy, updatedAt: at ?? sql`now()` };
  await tx.insert(careerActivitySettings).values(row).onConflictDoUpdate({ target: careerActivitySettings.id, set: row });
}

/** The student's standing: the counted no-shows (not excused) at the end of their activities, by the school's terms. */
export async function standingOf(db: Queryable, studentId: number, policy: ActivityPolicy): Promise<NoShowStanding> {
  const missed = sql`select ${a.endsAt} as at from ${s} inner join ${a} on ${a.id} = ${s.activityId}
    where ${s.studentId} = ${studentId} and ${s.excusedAt} is null and ${noShowSql}`;
  return noShowStanding(db, { missed, termBegan: termBeganSql, limit: policy.noShowLimit, blockDays: policy.blockDays });
}

/** The sign-up an excuse is about, locked, with whether it is a no-show now. */
export async function lockedForExcuse(tx: Queryable, id: number) {
  const [row] = await tx.select({ id: s.id, activityId: s.activityId, studentId: s.studentId, noShow: noShowSql, excusedAt: s.excusedAt })
    .from(s).innerJoin(a, eq(a.id, s.activityId)).where(eq(s.id, id)).for('update', { of: s });
  return row;
}

/** Sets the excuse (its moment by the database clock) or takes it back (`excuse` null). */
export async function setExcuse(tx: Queryable, id: number, excuse: { reason: string; by: number } | null): Promise<void> {
  await tx.update(s).set(excuse
    ? { excusedAt: sql`now()`, excusedBy: excuse.by, excuseReason: excuse.reason, updatedAt: sql`now()` }
    : { excusedAt: null, excusedBy: null, excuseReason: null, updatedAt: sql`now()` }).where(eq(s.id, id));
}
