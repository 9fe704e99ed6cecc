import { and, eq, ne } from 'drizzle-orm';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { enrolments, startClasses, teachingCourses } from './teaching.tables.ts';
import { classChangeRecords } from './training.tables.ts';

/** The classes of a course in the current core seed, own class (emba01's) first. */
async function classesOf(tx: Queryable, courseNumber: string, ownClassName: string) {
  const rows = await tx.select({ id: startClasses.id, courseId: startClasses.courseId, className: startClasses.className })
    .from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId))
    .where(eq(teachingCourses.courseNumber, courseNumber)).orderBy(startClasses.id);
  const own = rows.find((r) => r.className === ownClassName);
  const other = rows.find((r) => r.className !== ownClassName);
  return { own, other };
}

/**
 * Class changes of the demo (module README, 'Demo data'), on EMBA7102, the one course the core seed
 * teaches to two EMBA classes this term:
 * Reasons are in English: free text shows as typed on both screens.
 * - emba01 asks to move from the own class to the parallel class (pending; approving it is refused,
 *   since the parallel class meets on the Saturdays of EMBA6001: the clash rule in the demo);
 * - emba01 had moved into the own class from the parallel one earlier (approved, its enrolment's
 *   source is 'change');
 * - a student of the parallel class (emba102) asks to move into emba01's class (pending; the one
 *   staff can approve in the demo).
 */
export async function seedTraining(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const embaId = ids.get('emba01');
  if (embaId === undefined) return;
  // Whole and half hours in Beijing, like every time the demo writes (demo-calendar.ts).
  const cal = demoCalendar(day);
  const [me] = await tx.select().from(users).where(eq(users.id, embaId));
  const { own, other } = await classesOf(tx, 'EMBA7102', me?.className ?? '');
  if (!me || !own || !other) return;
  const email = me.email ?? '';
  await tx.insert(classChangeRecords).values({
    studentId: embaId, courseId: own.courseId, oldStartClassId: other.id, newStartClassId: own.id, changeType: 1, email,
    reason: 'Work schedule changed, joining my own class', auditStatus: 2,
    auditComment: 'Approved', auditedBy: ids.get('eduadmin') ?? null, auditedAt: cal.at(-20, 15),
    createdAt: cal.at(-21, 10),
  });
  await tx.update(enrolments).set({ source: 'change' }).where(and(eq(enrolments.studentId, embaId), eq(enrolments.startClassId, own.id)));
  await tx.insert(classChangeRecords).values({
    studentId: embaId, courseId: own.courseId, oldStartClassId: own.id, newStartClassId: other.id, changeType: 1, email,
    reason: 'Business trips on Sundays', createdAt: cal.at(-3, 9, 30),
  });

  // A classmate of the parallel class asks to join emba01's class.
  const [mate] = await tx.select({ id: users.id, email: users.email }).from(users).innerJoin(enrolments, eq(enrolments.studentId, users.id))
    .where(and(eq(enrolments.startClassId, other.id), ne(users.id, embaId))).orderBy(users.username).limit(1);
  if (mate) {
    await tx.insert(classChangeRecords).values({
      studentId: mate.id, courseId: own.courseId, oldStartClassId: other.id, newStartClassId: own.id, changeType: 1, email: mate.email ?? '',
      reason: 'To study with my project group', createdAt: cal.at(-2, 20),
    });
  }
}
