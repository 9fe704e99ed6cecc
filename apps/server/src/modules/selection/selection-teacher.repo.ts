import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { storedFiles, users } from '../../platform/db/platform.tables.ts';
import { selectionChoices, selectionResumes, selectionRounds, selectionTeachers } from './selection.tables.ts';

/** Queries of the teachers' side: the choices made to a teacher, with the students and their resumes. */

const c = selectionChoices;
const t = selectionTeachers;
const suggested = alias(selectionTeachers, 'suggested_teacher');

export interface ChoiceFilter {
  /** The account of the teacher; undefined for staff, who see every teacher's choices. */
  userId?: number;
  roundId?: number;
  status?: number;
}

export async function choicesForTeacher(db: Queryable, f: ChoiceFilter) {
  const where: (SQL | undefined)[] = [
    f.userId !== undefined ? eq(t.userId, f.userId) : undefined,
    f.roundId !== undefined ? eq(c.roundId, f.roundId) : undefined,
    f.status !== undefined ? eq(c.status, f.status) : undefined,
  ];
  return db.select({
    choice: c, teacherName: t.name, roundName: selectionRounds.name, selectionType: selectionRounds.selectionType,
    studentName: users.name, studentNumber: users.studentNumber, className: users.className,
    resumeFileId: selectionResumes.fileId, resumeName: storedFiles.originalName, suggestedName: suggested.name,
  }).from(c)
    .innerJoin(t, eq(t.id, c.teacherId))
    .innerJoin(selectionRounds, eq(selectionRounds.id, c.roundId))
    .innerJoin(users, eq(users.id, c.studentId))
    .leftJoin(selectionResumes, eq(selectionResumes.studentId, c.studentId))
    .leftJoin(storedFiles, eq(storedFiles.id, selectionResumes.fileId))
    .leftJoin(suggested, eq(suggested.id, c.suggestedTeacherId))
    .where(and(...where))
    .orderBy(desc(selectionRounds.startTime), asc(c.status), asc(c.createdAt), asc(c.id))
    .limit(2000);
}

/** A choice with the account of its teacher, to check who may answer it. */
export async function choiceWithTeacher(db: Queryable, id: number) {
  const [row] = await db.select({ choice: c, teacherUserId: t.userId }).from(c).innerJoin(t, eq(t.id, c.teacherId)).where(eq(c.id, id));
  return row;
}

/** The teachers of a round in the round's order, with the account that answers for each. */
export async function teachersOfRound(db: Queryable, roundId: number) {
  return db.select({ id: t.id, name: t.name, userId: t.userId, selectionTimes: t.selectionTimes, confirmedCount: t.confirmedCount }).from(t)
    .where(eq(t.roundId, roundId)).orderBy(asc(t.sortOrder), asc(t.id));
}
