import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { positionApplications as a } from './position-applications.tables.ts';
import { expiredSql } from './positions.repo.ts';
import { employers, positions } from './positions.tables.ts';

/** Applications to postings: the student's writes and reads, the office's list and status moves. */

/**
 * The posting an application is made to, under a share lock: the office's lifecycle actions take
 * `FOR UPDATE`, so the posting cannot be expired or unpublished between this check and the insert.
 * `closed` is the students' expiry (deadline by the database clock, or expired by hand).
 */
export async function positionForApply(db: Queryable, id: number) {
  const [row] = await db.select({ id: positions.id, status: positions.status, closed: expiredSql }).from(positions)
    .where(eq(positions.id, id)).for('share');
  return row;
}

/** Inserts the application unless the student already has one for the posting (the unique index): undefined then. */
export async function insertApplication(db: Queryable, v: { positionId: number; studentId: number; resumeId: number; resumeKind: number; note: string }) {
  const [row] = await db.insert(a).values(v).onConflictDoNothing({ target: [a.positionId, a.studentId] }).returning({ id: a.id });
  return row?.id;
}

const mineColumns = {
  id: a.id, positionId: a.positionId, positionName: positions.name, enterpriseCName: employers.cName, enterpriseEName: employers.eName,
  endDate: positions.endDate, resumeId: a.resumeId, resumeKind: a.resumeKind, note: a.note, status: sql<ApplicationStatus>`${a.status}`,
  createdAt: a.createdAt, statusChangedAt: a.statusChangedAt,
};

const mine = (db: Queryable) => db.select(mineColumns).from(a)
  .innerJoin(positions, eq(positions.id, a.positionId)).innerJoin(employers, eq(employers.id, positions.employerId));
export type MyApplicationRecord = Awaited<ReturnType<ReturnType<typeof mine>['execute']>>[number];

/** A student's applications, newest first (a student applies to tens, not thousands: capped at 500). */
export function applicationsOf(db: Queryable, studentId: number): Promise<MyApplicationRecord[]> {
  return mine(db).where(eq(a.studentId, studentId)).orderBy(desc(a.createdAt), desc(a.id)).limit(500);
}

export async function applicationOf(db: Queryable, studentId: number, positionId: number): Promise<MyApplicationRecord | undefined> {
  const [row] = await mine(db).where(and(eq(a.studentId, studentId), eq(a.positionId, positionId)));
  return row;
}

export async function applicationById(db: Queryable, id: number): Promise<MyApplicationRecord | undefined> {
  const [row] = await mine(db).where(eq(a.id, id));
  return row;
}

const applicantColumns = {
  id: a.id, studentId: a.studentId, studentNumber: sql<string>`coalesce(${users.studentNumber}, '')`, studentName: users.name,
  studentNameEn: sql<string>`coalesce(${users.enName}, ${users.name})`, className: sql<string>`coalesce(${users.className}, '')`,
  resumeId: a.resumeId, resumeKind: a.resumeKind, note: a.note, status: sql<ApplicationStatus>`${a.status}`,
  createdAt: a.createdAt, statusChangedAt: a.statusChangedAt,
};

/** The applicants of a posting, in the order they applied (at most 20,000: the export's cap too). */
export function applicantsOf(db: Queryable, positionId: number) {
  return db.select(applicantColumns).from(a).innerJoin(users, eq(users.id, a.studentId))
    .where(eq(a.positionId, positionId)).orderBy(a.createdAt, a.id).limit(20_000);
}
export type ApplicantRecord = Awaited<ReturnType<typeof applicantsOf>>[number];

export async function applicantById(db: Queryable, id: number): Promise<ApplicantRecord | undefined> {
  const [row] = await db.select(applicantColumns).from(a).innerJoin(users, eq(users.id, a.studentId)).where(eq(a.id, id));
  return row;
}

/** An application under a row lock, so two moves of it never interleave. */
export async function lockedApplication(db: Queryable, id: number) {
  const [row] = await db.select({ id: a.id, positionId: a.positionId, studentId: a.studentId, status: sql<ApplicationStatus>`${a.status}` })
    .from(a).where(eq(a.id, id)).for('update');
  return row;
}

export async function setApplicationStatus(db: Queryable, id: number, status: ApplicationStatus, by: number): Promise<void> {
  await db.update(a).set({ status, statusChangedAt: sql`now()`, statusChangedBy: by }).where(eq(a.id, id));
}

/** What the status notice names: the posting and its employer. */
export async function positionForNotice(db: Queryable, positionId: number) {
  const [row] = await db.select({ name: positions.name, cName: employers.cName, eName: employers.eName }).from(positions)
    .innerJoin(employers, eq(employers.id, positions.employerId)).where(eq(positions.id, positionId));
  return row;
}
