import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { ddApplyManages, ddInterviewAdresses, ddInterviewTimes, ddProjects, ddSignups } from './dd.tables.ts';

/** What the notices of an application need: programme, round, the student's names, the booked slot and venue. */

const slot = alias(ddInterviewTimes, 'booked_slot');
const venue = alias(ddInterviewAdresses, 'booked_venue');

export async function signupForNotice(db: Queryable, id: number) {
  const [row] = await db.select({
    id: ddSignups.id, studentId: ddSignups.studentId, projectId: ddSignups.projectId,
    programme: ddProjects.name, round: ddApplyManages.simpleName,
    studentName: users.name, studentNameEn: sql<string>`coalesce(nullif(${users.enName}, ''), ${users.name})`, studentNumber: users.studentNumber,
    startTime: slot.startTime, endTime: slot.endTime, place: venue.adress,
  }).from(ddSignups)
    .innerJoin(ddProjects, eq(ddProjects.id, ddSignups.projectId))
    .innerJoin(ddApplyManages, eq(ddApplyManages.id, ddSignups.applyManageId))
    .innerJoin(users, eq(users.id, ddSignups.studentId))
    .leftJoin(slot, eq(slot.id, ddSignups.interviewTimeId))
    .leftJoin(venue, eq(venue.id, ddSignups.interviewAdressId))
    .where(eq(ddSignups.id, id));
  return row;
}
export type SignupForNotice = NonNullable<Awaited<ReturnType<typeof signupForNotice>>>;
