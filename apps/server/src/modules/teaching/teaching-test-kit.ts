import { randomBytes } from 'node:crypto';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../platform/auth/users.seed.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { enrolStudents, type EnrolmentResult, type EnrolmentSource } from './teaching-enrolments.repo.ts';
import { currentTerm, type TermKey } from './teaching-terms.repo.ts';
import { timesOf } from './slot-periods.ts';
import { classSessions, classTimes, classWeeklySlots, schoolTerms, startClassTeachers, startClasses, teachingCourses } from './teaching.tables.ts';

/**
 * Factories for the teaching parts' integration tests, on the seeded template database. Every row
 * is new and uniquely named, so tests never depend on (or disturb) the demo data; the terms are the
 * seeded ones, judged by the database clock, because one term is current at a time.
 */

const tag = () => randomBytes(4).toString('hex');
type PageType = 'mba' | 'emba' | 'benyan' | 'master' | 'phd';

/** The seeded term the database clock is in. Fails in the days between two terms. */
export async function currentTermKey(db: Queryable): Promise<TermKey> {
  const key = await currentTerm(db);
  if (!key) throw new Error('no current term by the database clock');
  return key;
}

/** The latest seeded term already over by the database clock. */
export async function pastTermKey(db: Queryable): Promise<TermKey> {
  const [row] = await db.select({ schoolYear: schoolTerms.schoolYear, term: schoolTerms.term }).from(schoolTerms)
    .where(lte(schoolTerms.endsAt, sql`now()`)).orderBy(desc(schoolTerms.endsAt)).limit(1);
  return row!;
}

/** The instants a seeded term runs between. */
export async function termWindow(db: Queryable, key: TermKey): Promise<{ startsAt: Date; endsAt: Date }> {
  const [row] = await db.select({ startsAt: schoolTerms.startsAt, endsAt: schoolTerms.endsAt }).from(schoolTerms)
    .where(and(eq(schoolTerms.schoolYear, key.schoolYear), eq(schoolTerms.term, key.term)));
  return row!;
}

export async function makeCourse(db: Queryable, o: { courseType?: number; credit?: number; nameCn?: string; nameEn?: string } = {}) {
  const t = tag();
  const [row] = await db.insert(teachingCourses).values({
    courseNumber: `KIT${t}`, nameCn: o.nameCn ?? `测试课程 ${t}`, nameEn: o.nameEn ?? `Test course ${t}`, courseType: o.courseType ?? 12, credit: o.credit ?? 2,
  }).returning();
  return row!;
}

export interface StartClassOptions {
  term: TermKey;
  pageType: PageType;
  /** A new course when omitted. */
  courseId?: number;
  courseType?: number;
  className?: string;
  capacity?: number;
  teacherIds?: number[];
  homeworkDeadline?: Date | null;
  released?: number;
}

/** A start class (with a new course unless one is given) and its teachers. */
export async function makeStartClass(db: Queryable, o: StartClassOptions) {
  const courseId = o.courseId ?? (await makeCourse(db, { ...(o.courseType === undefined ? {} : { courseType: o.courseType }) })).id;
  const t = tag();
  const [row] = await db.insert(startClasses).values({
    courseId, schoolYear: o.term.schoolYear, term: o.term.term, pageType: o.pageType,
    className: o.className ?? `测试班 ${t}`, classNameEn: `Test class ${t}`, venue: '伟伦楼 501', venueEn: 'Weilun Building 501',
    capacity: o.capacity ?? 30, homeworkDeadline: o.homeworkDeadline ?? null, released: o.released ?? 1,
  }).returning();
  if (o.teacherIds?.length) await db.insert(startClassTeachers).values(o.teacherIds.map((teacherId) => ({ startClassId: row!.id, teacherId })));
  return row!;
}

/** Weekly slots [weekday 1-7, first period, last period] in weeks weekStart..weekEnd, meeting at the periods' edges. */
export async function addSlots(db: Queryable, startClassId: number, slots: [number, number, number][], weeks: [number, number] = [0, 17]) {
  const periods = await db.select().from(classTimes);
  return db.insert(classWeeklySlots).values(slots.map(([weekName, classStart, classEnd]) =>
    ({ startClassId, weekStart: weeks[0], weekEnd: weeks[1], weekName, classStart, classEnd, ...timesOf(periods, classStart, classEnd), venue: '伟伦楼 501', venueEn: 'Weilun Building 501' }))).returning();
}

/** Dated sessions (EMBA) between the given instants. */
export async function addSessions(db: Queryable, startClassId: number, sessions: { startsAt: Date; endsAt: Date }[]) {
  return db.insert(classSessions).values(sessions.map((s) => ({ startClassId, ...s, venue: '经管学院 EMBA 中心 A', venueEn: 'SEM EMBA Centre A' }))).returning();
}

/** Enrols students (keeping the seat count), optionally with a result; returns enrolment ids by student. */
export async function enrol(db: Queryable, startClassId: number, studentIds: number[], result?: EnrolmentResult, source: EnrolmentSource = 'admin') {
  return enrolStudents(db, startClassId, studentIds.map((id) => ({ id, ...(result ? { result } : {}) })), source);
}

/**
 * N fresh students of a page type who can sign in with the demo password (TestApp.login(username)).
 * Returned in order with their usernames.
 */
export async function makeStudents(db: Queryable, pageType: PageType, n: number, className?: string): Promise<{ id: number; username: string }[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const t = tag();
  const rows = await db.insert(users).values(Array.from({ length: n }, (_, i) => ({
    username: `kit${t}s${i + 1}`, name: `测试学生 ${i + 1}`, enName: `Test Student ${i + 1}`, email: `kit${t}s${i + 1}@example.edu.cn`, passwordHash: hash,
    studentNumber: `K${t}${String(i + 1).padStart(3, '0')}`, className: className ?? `测试班 ${t}`, classNameEn: `Test class ${t}`, pageType,
    studentTypeId: { benyan: 1, master: 2, phd: 2, mba: 3, emba: 4 }[pageType], studyEntranceYear: 2024,
  }))).returning({ id: users.id, username: users.username });
  await db.insert(userRoles).values(rows.map((r) => ({ userId: r.id, role: 'student' })));
  return rows;
}

/** A fresh teacher (role 'teacher') who can sign in with the demo password. */
export async function makeTeacher(db: Queryable): Promise<{ id: number; username: string }> {
  const t = tag();
  const [row] = await db.insert(users).values({ username: `kit${t}t`, name: `测试教师 ${t}`, enName: `Test Teacher ${t}`, email: `kit${t}t@example.edu.cn`, passwordHash: await hashPassword(DEMO_PASSWORD), hrUserId: `KT${t}` })
    .returning({ id: users.id, username: users.username });
  await db.insert(userRoles).values({ userId: row!.id, role: 'teacher' });
  return row!;
}
