import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Role } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { enrolments, startClasses } from './teaching.tables.ts';

/** Queries of a class's roster and of the students staff give it (class-enrolments.service.ts). */

const studentColumns = { id: users.id, studentNumber: sql<string>`coalesce(${users.studentNumber}, ${users.username})`, name: users.name, pageType: users.pageType };
const isStudent = and(eq(userRoles.userId, users.id), eq(userRoles.role, Role.student));

/** Students by number (student number, else username), enabled ones only. */
export async function studentsByNumber(q: Queryable, numbers: readonly string[]) {
  if (!numbers.length) return [];
  return q.select(studentColumns).from(users).innerJoin(userRoles, isStudent)
    .where(and(inArray(sql`coalesce(${users.studentNumber}, ${users.username})`, [...numbers]), eq(users.isDisabled, false)));
}

/** The enabled students of a cohort class (users' className). */
export async function studentsOfCohort(q: Queryable, className: string) {
  return q.select(studentColumns).from(users).innerJoin(userRoles, isStudent)
    .where(and(eq(users.className, className), eq(users.isDisabled, false))).orderBy(asc(users.id));
}

export async function roster(q: Queryable, startClassId: number) {
  return q.select({
    studentId: users.id, studentNumber: sql<string>`coalesce(${users.studentNumber}, ${users.username})`, name: users.name, enName: sql<string>`coalesce(${users.enName}, ${users.name})`,
    className: sql<string>`coalesce(${users.className}, '')`, source: enrolments.source, enrolledAt: enrolments.enrolledAt,
    hasResult: sql<boolean>`(${enrolments.score} is not null or ${enrolments.grade} is not null or ${enrolments.passStatus} is not null or ${enrolments.workAttendanceType} is not null)`,
  }).from(enrolments).innerJoin(users, eq(users.id, enrolments.studentId)).where(eq(enrolments.startClassId, startClassId)).orderBy(asc(users.studentNumber), asc(users.id));
}

export async function enrolmentOf(tx: Queryable, startClassId: number, studentId: number) {
  const [row] = await tx.select().from(enrolments).where(and(eq(enrolments.startClassId, startClassId), eq(enrolments.studentId, studentId))).for('update');
  return row;
}

/** Removes an enrolment and gives its seat back (the caller holds the class row's lock). */
export async function removeEnrolment(tx: Queryable, enrolmentId: number, startClassId: number): Promise<void> {
  await tx.delete(enrolments).where(eq(enrolments.id, enrolmentId));
  await tx.update(startClasses).set({ enrolled: sql`${startClasses.enrolled} - 1` }).where(eq(startClasses.id, startClassId));
}
