import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { Role, type ClassAdminListQuery, type ClassSessionInput, type ClassSlotInput } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { offsetOf } from '../../platform/http/paging.ts';
import { schoolClock, schoolDate } from '../../platform/time/school-zone.ts';
import type { TermMeeting } from './class-clash.ts';
import { periodsOf } from './slot-periods.ts';
import { classSessions, classTimes, classWeeklySlots, schoolTerms, startClassTeachers, startClasses, teachingCourses } from './teaching.tables.ts';

/** Queries of the class pages (class-admin.service.ts): classes, their teachers, slots and sessions, the term's meetings. */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Serialises every class write of one term (create, edit, import), so two clashing classes cannot both pass the check. */
export async function lockTermClasses(tx: Queryable, schoolYear: number, term: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(93600, ${schoolYear * 10 + term})`);
}

const classColumns = {
  id: startClasses.id, courseId: startClasses.courseId, courseNumber: teachingCourses.courseNumber, courseName: teachingCourses.nameCn, courseNameEn: teachingCourses.nameEn,
  schoolYear: startClasses.schoolYear, term: startClasses.term, pageType: startClasses.pageType, className: startClasses.className, classNameEn: startClasses.classNameEn,
  venue: startClasses.venue, venueEn: startClasses.venueEn, capacity: startClasses.capacity, enrolled: startClasses.enrolled,
};
export type ClassRecord = { [K in keyof typeof classColumns]: (typeof classColumns)[K]['_']['data'] };

const teaches = (teacherId: number) => sql`exists (select 1 from ${startClassTeachers} st where st.start_class_id = ${startClasses.id} and st.teacher_id = ${teacherId})`;

export async function listClasses(q: Queryable, f: ClassAdminListQuery): Promise<{ rows: ClassRecord[]; total: number }> {
  const where: SQL | undefined = and(
    f.schoolYear ? eq(startClasses.schoolYear, f.schoolYear) : undefined,
    f.term ? eq(startClasses.term, f.term) : undefined,
    f.courseId ? eq(startClasses.courseId, f.courseId) : undefined,
    f.pageType ? eq(startClasses.pageType, f.pageType) : undefined,
    f.teacherId ? teaches(f.teacherId) : undefined,
    f.queryText ? or(...[teachingCourses.nameCn, teachingCourses.nameEn, teachingCourses.courseNumber, startClasses.className].map((c) => ilike(c, `%${escapeLike(f.queryText)}%`))) : undefined,
  );
  const rows = await q.select(classColumns).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId)).where(where)
    .orderBy(desc(startClasses.schoolYear), desc(startClasses.term), asc(teachingCourses.courseNumber), asc(startClasses.className), asc(startClasses.id))
    .limit(f.pageSize).offset(offsetOf(f));
  const [count] = await q.select({ n: sql<number>`count(*)::int` }).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId)).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findClass(q: Queryable, id: number, lock = false): Promise<ClassRecord | undefined> {
  const query = q.select(classColumns).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId)).where(eq(startClasses.id, id));
  const [row] = lock ? await query.for('update', { of: startClasses }) : await query;
  return row;
}

export async function teachesClass(q: Queryable, classId: number, teacherId: number): Promise<boolean> {
  const rows = await q.select({ id: startClassTeachers.startClassId }).from(startClassTeachers)
    .where(and(eq(startClassTeachers.startClassId, classId), eq(startClassTeachers.teacherId, teacherId))).limit(1);
  return rows.length > 0;
}

export interface ClassTimes {
  teachers: Map<number, { id: number; name: string; enName: string }[]>;
  slots: Map<number, (ClassSlotInput & { id: number })[]>;
  sessions: Map<number, (ClassSessionInput & { id: number })[]>;
}

const push = <T>(m: Map<number, T[]>, k: number, v: T) => m.set(k, [...(m.get(k) ?? []), v]);

/** The teachers, slots and sessions of some classes. */
export async function timesOfClasses(q: Queryable, ids: number[]): Promise<ClassTimes> {
  const out: ClassTimes = { teachers: new Map(), slots: new Map(), sessions: new Map() };
  if (!ids.length) return out;
  const teachers = await q.select({ classId: startClassTeachers.startClassId, id: users.id, name: users.name, enName: sql<string>`coalesce(${users.enName}, ${users.name})` })
    .from(startClassTeachers).innerJoin(users, eq(users.id, startClassTeachers.teacherId)).where(inArray(startClassTeachers.startClassId, ids)).orderBy(asc(users.id));
  for (const { classId, ...t } of teachers) push(out.teachers, classId, t);
  const slots = await q.select().from(classWeeklySlots).where(inArray(classWeeklySlots.startClassId, ids)).orderBy(asc(classWeeklySlots.weekName), asc(classWeeklySlots.beginTime));
  for (const s of slots) push(out.slots, s.startClassId, { id: s.id, weekStart: s.weekStart, weekEnd: s.weekEnd, weekName: s.weekName, beginTime: s.beginTime, endTime: s.endTime });
  const sessions = await q.select().from(classSessions).where(inArray(classSessions.startClassId, ids)).orderBy(asc(classSessions.startsAt));
  for (const s of sessions) push(out.sessions, s.startClassId, { id: s.id, day: schoolDate(s.startsAt), beginTime: schoolClock(s.startsAt), endTime: schoolClock(s.endsAt) });
  return out;
}

/**
 * Every meeting of the term's classes (but one), with its venue, the class's teachers and names: what
 * a new or edited class is checked against. A session is given as its school day and clock times.
 */
export async function termMeetings(q: Queryable, schoolYear: number, term: number, exceptId: number | null) {
  const classes = await q.select({ ...classColumns }).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId))
    .where(and(eq(startClasses.schoolYear, schoolYear), eq(startClasses.term, term), exceptId ? ne(startClasses.id, exceptId) : undefined));
  const times = await timesOfClasses(q, classes.map((c) => c.id));
  const slotVenues = new Map((classes.length ? await q.select({ id: classWeeklySlots.id, venue: classWeeklySlots.venue }).from(classWeeklySlots)
    .where(inArray(classWeeklySlots.startClassId, classes.map((c) => c.id))) : []).map((r) => [r.id, r.venue]));
  return classes.map((c) => ({
    klass: c, teacherIds: (times.teachers.get(c.id) ?? []).map((t) => t.id),
    teachers: times.teachers.get(c.id) ?? [],
    slots: (times.slots.get(c.id) ?? []).map((s) => ({ ...s, venue: slotVenues.get(s.id) || c.venue })),
    sessions: times.sessions.get(c.id) ?? [],
  }));
}
export type TermClassMeetings = Awaited<ReturnType<typeof termMeetings>>[number];
export type { TermMeeting };

export async function findTerm(q: Queryable, schoolYear: number, term: number) {
  const [row] = await q.select().from(schoolTerms).where(and(eq(schoolTerms.schoolYear, schoolYear), eq(schoolTerms.term, term)));
  return row;
}

export async function courseExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.select({ id: teachingCourses.id }).from(teachingCourses).where(eq(teachingCourses.id, id))).length > 0;
}

/** Accounts holding the teacher role among the given ids (all of them when ids is omitted). */
export async function teachers(q: Queryable, ids?: number[]) {
  return q.select({ id: users.id, name: users.name, enName: sql<string>`coalesce(${users.enName}, ${users.name})`, hrUserId: users.hrUserId, username: users.username })
    .from(users).innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, Role.teacher)))
    .where(ids ? inArray(users.id, ids.length ? ids : [0]) : undefined).orderBy(asc(users.username));
}

export interface ClassRow {
  courseId: number; schoolYear: number; term: number; pageType: string; className: string; classNameEn: string; venue: string; venueEn: string; capacity: number;
}

export async function insertClass(tx: Queryable, v: ClassRow): Promise<number> {
  const [row] = await tx.insert(startClasses).values(v).returning({ id: startClasses.id });
  return row!.id;
}

export async function updateClass(tx: Queryable, id: number, v: ClassRow): Promise<void> {
  await tx.update(startClasses).set(v).where(eq(startClasses.id, id));
}

export async function deleteClass(tx: Queryable, id: number): Promise<void> {
  await tx.delete(startClasses).where(eq(startClasses.id, id));
}

/** Replaces a class's teachers, slots and sessions (slots' periods from their times; sessions as instants at the school). */
export async function setClassTimes(
  tx: Queryable, id: number, v: { teacherIds: readonly number[]; venue: string; venueEn: string; slots: readonly ClassSlotInput[]; sessions: readonly { startsAt: Date; endsAt: Date }[] },
): Promise<void> {
  await tx.delete(startClassTeachers).where(eq(startClassTeachers.startClassId, id));
  if (v.teacherIds.length) await tx.insert(startClassTeachers).values([...new Set(v.teacherIds)].map((teacherId) => ({ startClassId: id, teacherId })));
  await tx.delete(classWeeklySlots).where(eq(classWeeklySlots.startClassId, id));
  if (v.slots.length) {
    const periods = await tx.select().from(classTimes).orderBy(asc(classTimes.period));
    await tx.insert(classWeeklySlots).values(v.slots.map((s) => ({
      startClassId: id, weekStart: s.weekStart, weekEnd: s.weekEnd, weekName: s.weekName, beginTime: s.beginTime, endTime: s.endTime,
      ...periodsOf(periods, s.beginTime, s.endTime), venue: v.venue, venueEn: v.venueEn,
    })));
  }
  await tx.delete(classSessions).where(eq(classSessions.startClassId, id));
  if (v.sessions.length) await tx.insert(classSessions).values(v.sessions.map((s) => ({ startClassId: id, ...s, venue: v.venue, venueEn: v.venueEn })));
}

/** What the class form chooses from. */
export async function courseOptions(q: Queryable) {
  return q.select({ id: teachingCourses.id, courseNumber: teachingCourses.courseNumber, nameCn: teachingCourses.nameCn, nameEn: teachingCourses.nameEn })
    .from(teachingCourses).orderBy(asc(teachingCourses.courseNumber));
}

export async function termOptions(q: Queryable) {
  return q.select({
    schoolYear: schoolTerms.schoolYear, term: schoolTerms.term, name: schoolTerms.name, nameEn: schoolTerms.nameEn,
    current: sql<boolean>`${schoolTerms.startsAt} <= now() and now() < ${schoolTerms.endsAt}`,
  }).from(schoolTerms).orderBy(desc(schoolTerms.schoolYear), asc(schoolTerms.term));
}

/** The cohort classes of students (users' className), with their programme and size. */
export async function cohortOptions(q: Queryable) {
  return q.select({
    className: sql<string>`${users.className}`, classNameEn: sql<string>`coalesce(max(${users.classNameEn}), '')`,
    pageType: sql<string>`coalesce(max(${users.pageType}), '')`, students: sql<number>`count(*)::int`,
  }).from(users).innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, Role.student)))
    .where(and(sql`${users.className} is not null and ${users.className} <> ''`, eq(users.isDisabled, false)))
    .groupBy(users.className).orderBy(asc(users.className));
}
