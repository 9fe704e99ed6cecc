import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { careerActivities as a, careerActivitySignups as s } from './activities.tables.ts';

/**
 * The writes that take and give back places. Each runs inside a transaction that first holds the
 * activity's row lock (lockActivity), so sign-ups, withdrawals and promotions of one activity
 * queue behind each other; the check places_taken <= person_num and the unique index of active
 * sign-ups hold even if this code were wrong.
 */

/** The activity judged at this very moment (clock_timestamp), read after its row lock was taken. */
export async function lockActivity(tx: Queryable, id: number) {
  const now = sql`clock_timestamp()`;
  const [row] = await tx.select({
    id: a.id, name: a.name, nameEn: a.nameEn, personNum: a.personNum, placesTaken: a.placesTaken, signupClosed: a.signupClosed,
    studentTypeIds: a.studentTypeIds, entranceYears: a.entranceYears, surveyId: a.surveyId, surveyAssignmentId: a.surveyAssignmentId,
    ended: sql<boolean>`${a.endsAt} <= ${now}`,
    started: sql<boolean>`${a.startsAt} <= ${now}`,
    notOpen: sql<boolean>`${now} < ${a.signupBegin}`,
    windowOver: sql<boolean>`${a.signupEnd} <= ${now}`,
    pastCutoff: sql<boolean>`${a.startsAt} - make_interval(hours => 24) <= ${now}`,
  }).from(a).where(eq(a.id, id)).for('update');
  return row;
}
export type LockedActivity = NonNullable<Awaited<ReturnType<typeof lockActivity>>>;

export async function changePlaces(tx: Queryable, id: number, by: number): Promise<void> {
  await tx.update(a).set({ placesTaken: sql`${a.placesTaken} + ${by}` }).where(eq(a.id, id));
}

/** The student's active (place or waiting) sign-up of the activity. */
export async function activeSignup(tx: Queryable, activityId: number, studentId: number) {
  const [row] = await tx.select({ id: s.id, status: s.status }).from(s)
    .where(and(eq(s.activityId, activityId), eq(s.studentId, studentId), inArray(s.status, [1, 3])));
  return row;
}

/** Inserts the sign-up; nothing back means the student already had an active one (the unique index decides). */
export async function insertSignup(tx: Queryable, activityId: number, studentId: number, status: 1 | 3): Promise<number | null> {
  const rows = await tx.insert(s).values({ activityId, studentId, status }).onConflictDoNothing().returning({ id: s.id });
  return rows[0]?.id ?? null;
}

export async function findSignup(db: Queryable, id: number, lock = false) {
  const q = db.select({ id: s.id, activityId: s.activityId, studentId: s.studentId, status: s.status, attendance: s.attendance }).from(s).where(eq(s.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function setStatus(tx: Queryable, id: number, status: 1 | 2 | 3): Promise<void> {
  await tx.update(s).set({ status, updatedAt: sql`now()`, ...(status === 1 ? { queuedAt: sql`now()` } : {}) }).where(eq(s.id, id));
}

/** The first students waiting (queued_at order), locked, for promotion. */
export async function firstWaiting(tx: Queryable, activityId: number, n: number) {
  if (n <= 0) return [];
  return tx.select({ id: s.id, studentId: s.studentId }).from(s).where(and(eq(s.activityId, activityId), eq(s.status, 3)))
    .orderBy(asc(s.queuedAt), asc(s.id)).limit(n).for('update');
}
