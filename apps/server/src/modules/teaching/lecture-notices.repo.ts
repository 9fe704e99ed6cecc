import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { windowOpen } from '../../platform/time/db-clock.ts';
import { lectureSignups, lectures } from './lectures.tables.ts';

/** What a lecture-change notice reads: the lecture's time and place, and who signed up. */

export interface LectureTimePlace {
  subject: string;
  subjectEn: string;
  startsAt: Date;
  endsAt: Date;
  venue: string;
  venueEn: string;
}

/** The lecture as it is in this transaction, with whether it is over by the database clock. */
export async function lectureTimePlace(db: Queryable, id: number): Promise<(LectureTimePlace & { over: boolean }) | undefined> {
  const [row] = await db.select({
    subject: lectures.subject, subjectEn: lectures.subjectEn, startsAt: lectures.startsAt, endsAt: lectures.endsAt,
    venue: lectures.venue, venueEn: lectures.venueEn, over: sql<boolean>`${lectures.endsAt} <= now()`,
  }).from(lectures).where(eq(lectures.id, id));
  return row;
}

/** The lecture as a promotion notice tells it: its time and place, and its sign-up close while that is still ahead. */
export async function lectureForPromotion(db: Queryable, id: number): Promise<(LectureTimePlace & { signupEnd: Date; signupOpen: boolean }) | undefined> {
  const [row] = await db.select({
    subject: lectures.subject, subjectEn: lectures.subjectEn, startsAt: lectures.startsAt, endsAt: lectures.endsAt,
    venue: lectures.venue, venueEn: lectures.venueEn, signupEnd: lectures.signupEnd,
    signupOpen: sql<boolean>`${windowOpen(lectures.signupBegin, lectures.signupEnd, sql`clock_timestamp()`)}`,
  }).from(lectures).where(eq(lectures.id, id));
  return row;
}

/** The students signed up for a lecture (at most its capacity). */
export async function signedUpStudentIds(db: Queryable, lectureId: number): Promise<number[]> {
  const rows = await db.select({ id: lectureSignups.studentId }).from(lectureSignups)
    .where(eq(lectureSignups.lectureId, lectureId)).orderBy(asc(lectureSignups.studentId));
  return rows.map((r) => r.id);
}
