import { eq, sql, type Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { selectionChoices as c, selectionRounds as r, selectionTeachers as t } from './selection.tables.ts';

/** What the notices of a choice need: the round, the student, the teacher and a suggested one, with English names where accounts have them. */

const teacherAccount = alias(users, 'teacher_account');
const suggested = alias(t, 'suggested_teacher');
const suggestedAccount = alias(users, 'suggested_account');
const english = (name: Column, fallback: Column) => sql<string>`coalesce(nullif(${name}, ''), ${fallback})`;

export async function choiceForNotice(db: Queryable, choiceId: number) {
  const [row] = await db.select({
    id: c.id, roundId: c.roundId, studentId: c.studentId, note: c.note, confirmedBy: c.confirmedBy,
    roundName: r.name, year: r.year, selectionType: r.selectionType, pageType: r.pageType,
    studentName: users.name, studentNameEn: english(users.enName, users.name), studentNumber: users.studentNumber,
    teacherUserId: t.userId, teacherName: t.name, teacherNameEn: english(teacherAccount.enName, t.name),
    suggestedName: suggested.name, suggestedNameEn: english(suggestedAccount.enName, suggested.name),
  }).from(c)
    .innerJoin(r, eq(r.id, c.roundId))
    .innerJoin(users, eq(users.id, c.studentId))
    .innerJoin(t, eq(t.id, c.teacherId))
    .leftJoin(teacherAccount, eq(teacherAccount.id, t.userId))
    .leftJoin(suggested, eq(suggested.id, c.suggestedTeacherId))
    .leftJoin(suggestedAccount, eq(suggestedAccount.id, suggested.userId))
    .where(eq(c.id, choiceId));
  return row;
}
export type ChoiceForNotice = NonNullable<Awaited<ReturnType<typeof choiceForNotice>>>;
