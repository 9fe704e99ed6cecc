import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ChoiceStatus } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { selectionChoices, selectionStudents, selectionTeachers } from './selection.tables.ts';

/** What the stable matching reads (README 'Stable matching'), and its mark on the unplaced students' choices. */

const c = selectionChoices;

export async function matchingInputs(db: Queryable, roundId: number) {
  const teachers = await db.select({ id: selectionTeachers.id, name: selectionTeachers.name, left: sql<number>`(${selectionTeachers.selectionTimes} - ${selectionTeachers.confirmedCount})::int` })
    .from(selectionTeachers).where(eq(selectionTeachers.roundId, roundId)).orderBy(asc(selectionTeachers.id));
  const waiting = await db.select({ id: c.id, studentId: c.studentId, teacherId: c.teacherId, choiceRank: c.choiceRank, teacherRank: c.teacherRank })
    .from(c).where(and(eq(c.roundId, roundId), eq(c.status, ChoiceStatus.waiting)))
    .orderBy(asc(c.studentId), asc(c.choiceRank));
  const students = await db.select({ id: users.id, name: users.name, studentNumber: users.studentNumber }).from(selectionStudents)
    .innerJoin(users, eq(users.id, selectionStudents.studentId))
    .where(and(eq(selectionStudents.roundId, roundId),
      sql`not exists (select 1 from ${c} where ${c.roundId} = ${roundId} and ${c.studentId} = ${selectionStudents.studentId} and ${c.status} = 1)`))
    .orderBy(asc(users.id));
  return { teachers, waiting, students };
}

/**
 * Marks the choices the confirmed matching could not place: by stability each such teacher is full
 * with students they ranked higher, so the confirmation lapsed the choice (5). Returns how many.
 */
export async function markUnplaced(db: Queryable, choiceIds: number[]): Promise<number> {
  if (!choiceIds.length) return 0;
  const rows = await db.update(c).set({ unplacedByMatching: true })
    .where(and(inArray(c.id, choiceIds), eq(c.status, ChoiceStatus.quotaFull))).returning({ id: c.id });
  return rows.length;
}
