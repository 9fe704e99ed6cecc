import { Role, classTimesProblem, type ClassAdminListQuery, type ClassAdminRow, type ClassInput, type ClassOptions, type Page } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { hasRole } from '../../platform/auth/access.ts';
import { insertAudit } from '../../platform/audit/audit.repo.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { constraintOf, sqlStateOf } from '../../platform/http/db-errors.ts';
import { BizError, forbidden, notFound } from '../../platform/http/errors.ts';
import { schoolTime } from '../../platform/time/school-zone.ts';
import { firstClash, sessionPattern, slotPattern, type TermMeeting } from './class-clash.ts';
import * as repo from './class-admin.repo.ts';
import { slotDay } from './teaching-weeks.ts';

/** Who made a change and through which route, for its audit row. */
export interface ChangeBy { ctx: AuthContext; method: string; path: string }

export const CLASS_STAFF = [Role.teachingAdmin];
export const isClassStaff = (auth: AuthContext) => hasRole(auth, CLASS_STAFF);

const instant = (day: string, hhmm: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = hhmm.split(':').map(Number) as [number, number];
  return schoolTime(y, m, d, h, mi);
};

/** The term's other meetings as the clash rule compares them (the rollover checks its copies against them too). */
export function meetingsOf(termStartsAt: Date, classes: repo.TermClassMeetings[]): TermMeeting[] {
  return classes.flatMap((c) => {
    const names = { classId: c.klass.id, teacherIds: c.teacherIds, courseName: c.klass.courseName, courseNameEn: c.klass.courseNameEn, className: c.klass.className, classNameEn: c.klass.classNameEn || c.klass.className };
    return [
      ...c.slots.map((s) => ({ ...slotPattern(s), venue: s.venue, ...names })),
      ...c.sessions.map((s) => ({ ...sessionPattern(termStartsAt, s), venue: c.klass.venue, ...names })),
    ];
  });
}

export async function audit(tx: Queryable, by: ChangeBy, action: string, subjectId: number, params: Record<string, string>): Promise<void> {
  await insertAudit(tx, { actorId: by.ctx.actorId ?? by.ctx.userId, subjectId, action: `teaching.${action}`, method: by.method, path: by.path, params, statusCode: 200 });
}

/**
 * Checks a class and writes it, in the caller's transaction, under the term's lock (README
 * 'Classes'): the term and course exist, the teachers are teachers, every meeting falls in the term,
 * no other class of the term shares a venue or a teacher at an overlapping time, the name is free.
 * The import runs the same function for each class of a file, so its preview and confirm agree.
 */
export async function saveClass(tx: Queryable, v: ClassInput, id: number | null): Promise<number> {
  const order = classTimesProblem(v);
  if (order) throw new BizError(order);
  await repo.lockTermClasses(tx, v.schoolYear, v.term);
  const term = await repo.findTerm(tx, v.schoolYear, v.term);
  if (!term) throw new BizError('93609');
  if (!(await repo.courseExists(tx, v.courseId))) throw new BizError('93600');
  const teachers = await repo.teachers(tx, v.teacherIds);
  if (teachers.length !== new Set(v.teacherIds).size) throw new BizError('93610');
  const outside = v.slots.some((s) => slotDay(term.startsAt, s.weekStart, s.weekName) < term.startsAt || slotDay(term.startsAt, s.weekEnd, s.weekName) >= term.endsAt)
    || v.sessions.some((s) => instant(s.day, s.beginTime) < term.startsAt || instant(s.day, s.endTime) > term.endsAt);
  if (outside) throw new BizError('93615');

  const others = await repo.termMeetings(tx, v.schoolYear, v.term, id);
  if (others.some((c) => c.klass.courseId === v.courseId && c.klass.className === v.className)) throw new BizError('93603');
  const patterns = [...v.slots.map(slotPattern), ...v.sessions.map((s) => sessionPattern(term.startsAt, s))];
  const clash = firstClash({ classId: id, venue: v.venue, teacherIds: v.teacherIds, patterns }, meetingsOf(term.startsAt, others));
  if (clash) {
    const o = clash.other;
    const names = { courseName: o.courseName, courseNameEn: o.courseNameEn, className: o.className, classNameEn: o.classNameEn };
    if (clash.kind === 'venue') throw new BizError('93601', { ...names, venue: v.venue });
    const t = teachers.find((x) => x.id === clash.teacherId)!;
    throw new BizError('93602', { ...names, teacher: t.name, teacherEn: t.enName });
  }

  const row = { courseId: v.courseId, schoolYear: v.schoolYear, term: v.term, pageType: v.pageType, className: v.className, classNameEn: v.classNameEn, venue: v.venue, venueEn: v.venueEn, capacity: v.capacity };
  let classId = id;
  try {
    if (classId === null) classId = await repo.insertClass(tx, row);
    else await repo.updateClass(tx, classId, row);
  } catch (err) {
    if (sqlStateOf(err) === '23505' && constraintOf(err) === 'start_classes_course_class') throw new BizError('93603');
    throw err;
  }
  await repo.setClassTimes(tx, classId, {
    teacherIds: v.teacherIds, venue: v.venue, venueEn: v.venueEn, slots: v.slots,
    sessions: v.sessions.map((s) => ({ startsAt: instant(s.day, s.beginTime), endsAt: instant(s.day, s.endTime) })),
  });
  return classId;
}

/**
 * The class pages' reads and writes: teaching.admin (and administrators) list, create, edit and
 * delete every class; a teacher lists and reads only the classes they teach (their scope).
 */
export class ClassAdminService {
  private readonly db: Db;
  constructor(db: Db) { this.db = db; }

  private async rowsOf(auth: AuthContext, classes: repo.ClassRecord[]): Promise<ClassAdminRow[]> {
    const times = await repo.timesOfClasses(this.db, classes.map((c) => c.id));
    const canEdit = isClassStaff(auth);
    return classes.map((c) => ({
      ...c, teachers: times.teachers.get(c.id) ?? [], slots: times.slots.get(c.id) ?? [], sessions: times.sessions.get(c.id) ?? [], canEdit,
    }));
  }

  /** The class if the caller is staff or teaches it; 403 for another teacher's class. */
  async readable(auth: AuthContext, id: number): Promise<repo.ClassRecord> {
    const klass = await repo.findClass(this.db, id);
    if (!klass) throw notFound();
    if (!isClassStaff(auth) && !(await repo.teachesClass(this.db, id, auth.userId))) throw forbidden();
    return klass;
  }

  async list(auth: AuthContext, q: ClassAdminListQuery): Promise<Page<ClassAdminRow>> {
    // A teacher's list is their classes, whatever teacher the filter names.
    const filter = isClassStaff(auth) ? q : { ...q, teacherId: auth.userId };
    const { rows, total } = await repo.listClasses(this.db, filter);
    return { data: await this.rowsOf(auth, rows), total };
  }

  async detail(auth: AuthContext, id: number): Promise<ClassAdminRow> {
    return (await this.rowsOf(auth, [await this.readable(auth, id)]))[0]!;
  }

  async options(): Promise<ClassOptions> {
    const [courses, terms, teachers, cohorts] = [await repo.courseOptions(this.db), await repo.termOptions(this.db), await repo.teachers(this.db), await repo.cohortOptions(this.db)];
    return { courses, terms, teachers: teachers.map(({ id, name, enName }) => ({ id, name, enName })), cohorts };
  }

  async create(by: ChangeBy, v: ClassInput): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const id = await saveClass(tx, v, null);
      await audit(tx, by, 'class.create', by.ctx.userId, { startClassId: String(id) });
      return { id };
    });
  }

  /** An edit replaces the class's teachers and times; a class with students keeps its course, term and type, and room for them. */
  async update(by: ChangeBy, id: number, v: ClassInput): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const klass = await repo.findClass(tx, id, true);
      if (!klass) throw notFound();
      if (klass.enrolled > 0 && (klass.courseId !== v.courseId || klass.schoolYear !== v.schoolYear || klass.term !== v.term || klass.pageType !== v.pageType)) throw new BizError('93627');
      if (v.capacity < klass.enrolled) throw new BizError('93613', { count: klass.enrolled });
      await saveClass(tx, v, id);
      await audit(tx, by, 'class.update', by.ctx.userId, { startClassId: String(id) });
      return { id };
    });
  }

  async remove(by: ChangeBy, id: number): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const klass = await repo.findClass(tx, id, true);
      if (!klass) throw notFound();
      if (klass.enrolled > 0) throw new BizError('93614');
      try {
        await repo.deleteClass(tx, id);
      } catch (err) {
        // Attendance or other records of the class hold it (foreign keys).
        if (sqlStateOf(err) === '23503') throw new BizError('93614');
        throw err;
      }
      await audit(tx, by, 'class.delete', by.ctx.userId, { startClassId: String(id) });
      return { id };
    });
  }
}
