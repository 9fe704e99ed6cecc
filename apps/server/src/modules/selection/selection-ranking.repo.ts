import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ChoiceStatus } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { windowEnded } from '../../platform/time/db-clock.ts';
import { selectionChoices, selectionRounds, selectionTeachers } from './selection.tables.ts';

/** Queries of the teachers' ranking (README 'Teachers' ranking'). */

const c = selectionChoices;
const t = selectionTeachers;
const r = selectionRounds;

/** Ended for the ranking: past the end by the given clock, or closed by the staff. */
const endedAt = (at: ReturnType<typeof sql>) => sql<boolean>`(${windowEnded(r.endTime, at)} or ${r.releaseStatus} = 2)`;

/** The teacher rows an account answers for (or, for the staff, every teacher of the round), with their round. */
export async function rankingTeachers(db: Queryable, f: { userId?: number | undefined; roundId?: number | undefined }) {
  return db.select({
    id: t.id, name: t.name, userId: t.userId, roundId: t.roundId, roundName: r.name, endTime: r.endTime,
    remaining: sql<number>`(${t.selectionTimes} - ${t.confirmedCount})::int`, ended: endedAt(sql`now()`),
  }).from(t).innerJoin(r, eq(r.id, t.roundId))
    .where(and(f.userId !== undefined ? eq(t.userId, f.userId) : undefined, f.roundId !== undefined ? eq(t.roundId, f.roundId) : undefined))
    .orderBy(desc(r.startTime), asc(t.sortOrder), asc(t.id))
    .limit(500);
}

/** The students waiting for these teachers, with the student's and the teacher's order. */
export async function waitingFor(db: Queryable, teacherIds: number[]) {
  if (!teacherIds.length) return [];
  return db.select({
    choiceId: c.id, teacherId: c.teacherId, studentId: c.studentId, choiceRank: c.choiceRank, teacherRank: c.teacherRank,
    studentName: users.name, studentNumber: users.studentNumber, className: users.className,
  }).from(c).innerJoin(users, eq(users.id, c.studentId))
    .where(and(inArray(c.teacherId, teacherIds), eq(c.status, ChoiceStatus.waiting)))
    .orderBy(asc(c.id));
}

/**
 * Locks the teacher's row, the lock two saves of one ranking and a confirmation of the teacher queue
 * on, and says whether the round has ended by the database clock at the moment the lock was had.
 */
export async function lockTeacherForRanking(db: Queryable, teacherId: number) {
  const [row] = await db.select({ id: t.id, userId: t.userId, roundId: t.roundId, ended: endedAt(sql`clock_timestamp()`) })
    .from(t).innerJoin(r, eq(r.id, t.roundId)).where(eq(t.id, teacherId)).for('update', { of: t });
  return row;
}

/** Writes the teacher's order afresh: every rank cleared, then the listed choices numbered 1, 2, … */
export async function writeRanking(db: Queryable, teacherId: number, choiceIds: number[]): Promise<void> {
  await db.update(c).set({ teacherRank: null }).where(and(eq(c.teacherId, teacherId), isNotNull(c.teacherRank)));
  for (const [i, id] of choiceIds.entries()) await db.update(c).set({ teacherRank: i + 1 }).where(and(eq(c.id, id), eq(c.teacherId, teacherId)));
}
