import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { classSessions, classTimes, classWeeklySlots, enrolments, schoolTerms, startClassTeachers, startClasses, teachingCourses } from './teaching.tables.ts';

/** Who a timetable is read for: a student's enrolments, or the classes a teacher teaches. */
export type Reader = { studentId: number } | { teacherId: number };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const teacherNames = (lang: 'zh' | 'en') => sql<string>`coalesce((select string_agg(${lang === 'zh' ? sql`u.name` : sql`coalesce(u.en_name, u.name)`}, ',' order by u.id)
  from start_class_teachers st join users u on u.id = st.teacher_id where st.start_class_id = ${startClasses.id}), '')`;

/** The start classes a reader has, as SQL: enrolled in (student) or teaching (teacher). */
function readerClasses(r: Reader): SQL {
  return 'studentId' in r
    ? sql`${startClasses.id} in (select ${enrolments.startClassId} from ${enrolments} where ${enrolments.studentId} = ${r.studentId})`
    : sql`${startClasses.id} in (select ${startClassTeachers.startClassId} from ${startClassTeachers} where ${startClassTeachers.teacherId} = ${r.teacherId})`;
}

export interface ClassFilter { year?: number | null | undefined; term?: number | null | undefined; courseName?: string | undefined; from?: Date; to?: Date }

function classFilter(f: ClassFilter): SQL | undefined {
  return and(
    f.year ? eq(startClasses.schoolYear, f.year) : undefined,
    f.term ? eq(startClasses.term, f.term) : undefined,
    f.courseName ? or(ilike(teachingCourses.nameCn, `%${escapeLike(f.courseName)}%`), ilike(teachingCourses.nameEn, `%${escapeLike(f.courseName)}%`)) : undefined,
    // Terms overlapping [from, to): only they can hold classes in that window.
    f.from ? sql`${schoolTerms.endsAt} > ${f.from}` : undefined,
    f.to ? sql`${schoolTerms.startsAt} < ${f.to}` : undefined,
  );
}

const classColumns = {
  id: startClasses.id, pageType: startClasses.pageType, className: startClasses.className, classNameEn: startClasses.classNameEn,
  courseName: teachingCourses.nameCn, courseNameEn: teachingCourses.nameEn, courseType: teachingCourses.courseType,
  schoolYear: startClasses.schoolYear, term: startClasses.term, termStartsAt: schoolTerms.startsAt, termEndsAt: schoolTerms.endsAt,
  teacherNames: teacherNames('zh'), teacherNamesEn: teacherNames('en'),
};

const onCourse = eq(teachingCourses.id, startClasses.courseId);
const onTerm = and(eq(schoolTerms.schoolYear, startClasses.schoolYear), eq(schoolTerms.term, startClasses.term));
const onSlot = eq(classWeeklySlots.startClassId, startClasses.id);
const onSession = eq(classSessions.startClassId, startClasses.id);

const slotColumns = {
  ...classColumns, slotId: classWeeklySlots.id, weekStart: classWeeklySlots.weekStart, weekEnd: classWeeklySlots.weekEnd, weekName: classWeeklySlots.weekName,
  venue: classWeeklySlots.venue, venueEn: classWeeklySlots.venueEn, classStart: classWeeklySlots.classStart, classEnd: classWeeklySlots.classEnd,
  // The slot's own times (README 'Slots vs sessions'), never the edges of its periods.
  startTime: classWeeklySlots.beginTime, endTime: classWeeklySlots.endTime,
};
const sessionColumns = { ...classColumns, sessionId: classSessions.id, startsAt: classSessions.startsAt, endsAt: classSessions.endsAt, venue: classSessions.venue, venueEn: classSessions.venueEn };

/** A reader's weekly slots with their class, course, term and periods' times. */
export async function slotsOf(q: Queryable, r: Reader, f: ClassFilter): Promise<SlotRow[]> {
  return q.select(slotColumns).from(startClasses).innerJoin(teachingCourses, onCourse).innerJoin(schoolTerms, onTerm).innerJoin(classWeeklySlots, onSlot)
    .where(and(readerClasses(r), classFilter(f))).orderBy(asc(classWeeklySlots.weekName), asc(classWeeklySlots.beginTime));
}

/** A reader's dated sessions in [from, to) with their class and course. */
export async function sessionsOf(q: Queryable, r: Reader, f: ClassFilter & { from: Date; to: Date }): Promise<SessionRow[]> {
  return q.select(sessionColumns).from(startClasses).innerJoin(teachingCourses, onCourse).innerJoin(schoolTerms, onTerm).innerJoin(classSessions, onSession)
    .where(and(readerClasses(r), classFilter({ year: f.year, term: f.term, ...(f.courseName ? { courseName: f.courseName } : {}) }), sql`${classSessions.startsAt} < ${f.to} and ${classSessions.endsAt} > ${f.from}`))
    .orderBy(asc(classSessions.startsAt));
}

interface ClassRow {
  id: number; pageType: string; className: string; classNameEn: string; courseName: string; courseNameEn: string; courseType: number;
  schoolYear: number; term: number; termStartsAt: Date; termEndsAt: Date; teacherNames: string; teacherNamesEn: string;
}
export interface SlotRow extends ClassRow { slotId: number; weekStart: number; weekEnd: number; weekName: number; venue: string; venueEn: string; classStart: number; classEnd: number; startTime: string; endTime: string }
export interface SessionRow extends ClassRow { sessionId: number; startsAt: Date; endsAt: Date; venue: string; venueEn: string }

/** The list (C36/C37): one page of a student's slots (benyan, MBA) or sessions (EMBA). */
export interface ListFilter { year?: number | null | undefined; term?: number | null | undefined; courseName?: string; classPlace?: string | null | undefined; className?: string | null | undefined }

const commonAllow = { courseName: teachingCourses.nameCn, courseNameEn: teachingCourses.nameEn, className: startClasses.className, courseType: teachingCourses.courseType };

function listWhere(r: Reader, f: ListFilter, q: PageQuery, venue: typeof classWeeklySlots.venue | typeof classSessions.venue, allow: AllowList): SQL | undefined {
  return and(
    readerClasses(r),
    classFilter({ year: f.year, term: f.term, ...(f.courseName ? { courseName: f.courseName } : {}) }),
    f.classPlace ? ilike(venue, `%${escapeLike(f.classPlace)}%`) : undefined,
    f.className ? ilike(startClasses.className, `%${escapeLike(f.className)}%`) : undefined,
    textSearch(q.queryText, teachingCourses.nameCn, teachingCourses.nameEn, startClasses.className, venue),
    filtersOf(allow, q.conModels),
  );
}

export async function slotPage(db: Queryable, r: Reader, f: ListFilter, q: PageQuery): Promise<{ rows: SlotRow[]; total: number }> {
  const allow = { ...commonAllow, classPlace: classWeeklySlots.venue, weekName: classWeeklySlots.weekName };
  const where = listWhere(r, f, q, classWeeklySlots.venue, allow);
  const order = orderOf({ ...allow, startDate: classWeeklySlots.weekStart, teacherNames: teacherNames('zh') }, q,
    [asc(startClasses.schoolYear), asc(startClasses.term), asc(classWeeklySlots.weekName), asc(classWeeklySlots.beginTime), asc(classWeeklySlots.id)]);
  const rows = await db.select(slotColumns).from(startClasses).innerJoin(teachingCourses, onCourse).innerJoin(schoolTerms, onTerm).innerJoin(classWeeklySlots, onSlot)
    .where(where).orderBy(...order).limit(q.pageSize).offset(offsetOf(q));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(startClasses).innerJoin(teachingCourses, onCourse).innerJoin(schoolTerms, onTerm)
    .innerJoin(classWeeklySlots, onSlot).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function sessionPage(db: Queryable, r: Reader, f: ListFilter, q: PageQuery): Promise<{ rows: SessionRow[]; total: number }> {
  const allow = { ...commonAllow, classPlace: classSessions.venue };
  const where = listWhere(r, f, q, classSessions.venue, allow);
  const order = orderOf({ ...allow, startDate: classSessions.startsAt, teacherNames: teacherNames('zh') }, q, [asc(classSessions.startsAt), asc(classSessions.id)]);
  const rows = await db.select(sessionColumns).from(startClasses).innerJoin(teachingCourses, onCourse).innerJoin(schoolTerms, onTerm).innerJoin(classSessions, onSession)
    .where(where).orderBy(...order).limit(q.pageSize).offset(offsetOf(q));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(startClasses).innerJoin(teachingCourses, onCourse).innerJoin(schoolTerms, onTerm)
    .innerJoin(classSessions, onSession).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Every term, newest school year first (C31). */
export async function allTerms(q: Queryable) {
  return q.select().from(schoolTerms).orderBy(sql`${schoolTerms.schoolYear} desc`, asc(schoolTerms.term));
}

export async function termOf(q: Queryable, schoolYear: number, term: number) {
  const [row] = await q.select().from(schoolTerms).where(and(eq(schoolTerms.schoolYear, schoolYear), eq(schoolTerms.term, term)));
  return row;
}

/** The class periods (C33), with the names of the periods a slot starts and ends at. */
export async function periodPage(q: Queryable, offset: number, limit: number) {
  const rows = await q.select().from(classTimes).orderBy(asc(classTimes.period)).limit(limit).offset(offset);
  const [count] = await q.select({ n: sql<number>`count(*)::int` }).from(classTimes);
  return { rows, total: count?.n ?? 0 };
}

export async function periodsByNumber(q: Queryable, periods: number[]) {
  if (!periods.length) return new Map<number, typeof classTimes.$inferSelect>();
  const rows = await q.select().from(classTimes).where(inArray(classTimes.period, periods));
  return new Map(rows.map((r) => [r.period, r]));
}
