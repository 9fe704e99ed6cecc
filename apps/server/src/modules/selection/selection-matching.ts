import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ChoiceStatus, type MatchingPreview } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { selectionChoices, selectionStudents, selectionTeachers } from './selection.tables.ts';
import { spaStudent, type SpaInstance } from './spa-student.ts';

/**
 * The stable matching of a round (README 'Stable matching'): the students with no confirmed choice,
 * over their waiting choices in their own order, and the places the teachers have left. A teacher's
 * order of students is the order they chose the teacher: first come, first preferred, the rule the
 * round ran by until then.
 */

export interface MatchingPlan {
  preview: MatchingPreview;
  /** The waiting choice behind each pair, to confirm. */
  choices: { id: number; roundId: number; studentId: number; teacherId: number }[];
}

export async function planMatching(db: Queryable, roundId: number): Promise<MatchingPlan> {
  const teachers = await db.select({ id: selectionTeachers.id, name: selectionTeachers.name, left: sql<number>`(${selectionTeachers.selectionTimes} - ${selectionTeachers.confirmedCount})::int` })
    .from(selectionTeachers).where(eq(selectionTeachers.roundId, roundId)).orderBy(asc(selectionTeachers.id));
  const waiting = await db.select({ id: selectionChoices.id, studentId: selectionChoices.studentId, teacherId: selectionChoices.teacherId, rank: selectionChoices.choiceRank, at: selectionChoices.createdAt })
    .from(selectionChoices).where(and(eq(selectionChoices.roundId, roundId), eq(selectionChoices.status, ChoiceStatus.waiting)))
    .orderBy(asc(selectionChoices.studentId), asc(selectionChoices.choiceRank));
  const students = await db.select({ id: users.id, name: users.name, studentNumber: users.studentNumber }).from(selectionStudents)
    .innerJoin(users, eq(users.id, selectionStudents.studentId))
    .where(and(eq(selectionStudents.roundId, roundId),
      sql`not exists (select 1 from ${selectionChoices} where ${selectionChoices.roundId} = ${roundId} and ${selectionChoices.studentId} = ${selectionStudents.studentId} and ${selectionChoices.status} = 1)`))
    .orderBy(asc(users.id));

  const inst: SpaInstance = {
    students: students.map((s) => ({ id: s.id, prefs: waiting.filter((w) => w.studentId === s.id).map((w) => w.teacherId) })),
    projects: teachers.map((t) => ({ id: t.id, capacity: Math.max(t.left, 0), lecturer: t.id })),
    lecturers: teachers.map((t) => ({
      id: t.id, capacity: Math.max(t.left, 0),
      prefs: waiting.filter((w) => w.teacherId === t.id).sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id).map((w) => w.studentId),
    })),
  };
  const matched = spaStudent(inst);
  const name = new Map(teachers.map((t) => [t.id, t.name]));
  const pairs = students.filter((s) => matched.has(s.id)).map((s) => {
    const choice = waiting.find((w) => w.studentId === s.id && w.teacherId === matched.get(s.id))!;
    return { studentId: s.id, studentName: s.name, studentNumber: s.studentNumber, teacherId: choice.teacherId, teacherName: name.get(choice.teacherId) ?? '', choiceRank: choice.rank, choiceId: choice.id };
  });
  // The fingerprint of everything the matching read: a confirmation on other data is refused (96012).
  const token = createHash('sha256').update(JSON.stringify([teachers.map((t) => [t.id, t.left]), waiting.map((w) => [w.id, w.teacherId, w.rank]), students.map((s) => s.id)])).digest('hex').slice(0, 32);
  return {
    preview: {
      pairs: pairs.map((p) => ({ studentId: p.studentId, studentName: p.studentName, studentNumber: p.studentNumber, teacherId: p.teacherId, teacherName: p.teacherName, choiceRank: p.choiceRank })),
      unmatched: students.filter((s) => !matched.has(s.id)).map((s) => ({ studentId: s.id, studentName: s.name, studentNumber: s.studentNumber })),
      token,
    },
    choices: pairs.map((p) => ({ id: p.choiceId, roundId, studentId: p.studentId, teacherId: p.teacherId })),
  };
}
