import type { ClassEnrolBody, ClassEnrolResult, ClassRosterRow, FileRecord } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';
import { constraintOf, sqlStateOf } from '../../platform/http/db-errors.ts';
import { BizError, notFound } from '../../platform/http/errors.ts';
import * as classes from './class-admin.repo.ts';
import { audit, ClassAdminService, type ChangeBy } from './class-admin.service.ts';
import * as repo from './class-enrolments.repo.ts';
import { rosterWorkbook } from './class-roster-export.ts';
import { enrolStudents } from './teaching-enrolments.repo.ts';

/**
 * Enrolments set by staff (README 'Classes'): a class given to a cohort class or a list of students
 * (required courses), one student added or removed with a reason. Every write goes through
 * `enrolStudents` (class row locked, the seats check holding the capacity) and is audited per student.
 */

/** Enrols the students in one go; a full class refuses them all (93604). Returns the ids added. */
export async function enrolAll(tx: Queryable, startClassId: number, studentIds: readonly number[]): Promise<number[]> {
  // Read before the insert: after a refused statement the transaction takes no more queries.
  const capacity = (await classes.findClass(tx, startClassId))?.capacity ?? 0;
  try {
    return [...(await enrolStudents(tx, startClassId, studentIds.map((id) => ({ id })), 'admin')).keys()];
  } catch (err) {
    if (sqlStateOf(err) === '23514' && constraintOf(err) === 'start_classes_seats') throw new BizError('93604', { capacity });
    throw err;
  }
}

export class ClassEnrolmentService {
  private readonly db: Db;
  private readonly files: FileStore;
  private readonly classes: ClassAdminService;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
    this.classes = new ClassAdminService(db);
  }

  async roster(auth: AuthContext, id: number): Promise<ClassRosterRow[]> {
    await this.classes.readable(auth, id);
    return (await repo.roster(this.db, id)).map((r) => ({ ...r, enrolledAt: r.enrolledAt.toISOString() }));
  }

  async export(auth: AuthContext, id: number, lang: 'zh' | 'en'): Promise<FileRecord> {
    const klass = await this.classes.readable(auth, id);
    const title = lang === 'en' ? `${klass.courseNameEn} · ${klass.classNameEn || klass.className}` : `${klass.courseName} · ${klass.className}`;
    return this.files.saveGenerated(await rosterWorkbook(title, await repo.roster(this.db, id)), `class-roster-${id}.xlsx`, XLSX_MIME, auth.userId);
  }

  /** Gives the class to a cohort class or to a list of student numbers; students already in the course this term are skipped. */
  async give(by: ChangeBy, id: number, body: ClassEnrolBody): Promise<ClassEnrolResult> {
    const students = body.cohortClassName ? await repo.studentsOfCohort(this.db, body.cohortClassName) : await repo.studentsByNumber(this.db, body.studentNumbers ?? []);
    if (body.cohortClassName && !students.length) throw new BizError('93612', { className: body.cohortClassName });
    const unknown = (body.studentNumbers ?? []).find((n) => !students.some((s) => s.studentNumber === n));
    if (!body.cohortClassName && unknown) throw new BizError('93611', { studentNumber: unknown });
    return this.db.transaction(async (tx) => {
      if (!(await classes.findClass(tx, id))) throw notFound();
      const added = await enrolAll(tx, id, students.map((s) => s.id));
      for (const studentId of added) await audit(tx, by, 'enrolment.add', studentId, { startClassId: String(id), how: body.cohortClassName ? 'cohort' : 'list' });
      return { added: added.length, skipped: students.length - added.length };
    });
  }

  async addOne(by: ChangeBy, id: number, studentNumber: string, reason: string): Promise<ClassEnrolResult> {
    const [student] = await repo.studentsByNumber(this.db, [studentNumber]);
    if (!student) throw new BizError('93611', { studentNumber });
    return this.db.transaction(async (tx) => {
      if (!(await classes.findClass(tx, id))) throw notFound();
      const added = await enrolAll(tx, id, [student.id]);
      if (!added.length) throw new BizError('93605', { studentNumber });
      await audit(tx, by, 'enrolment.add', student.id, { startClassId: String(id), reason });
      return { added: 1, skipped: 0 };
    });
  }

  /** Removes one student, giving the seat back; an enrolment with a result stays (93606). */
  async removeOne(by: ChangeBy, id: number, studentId: number, reason: string): Promise<ClassEnrolResult> {
    return this.db.transaction(async (tx) => {
      if (!(await classes.findClass(tx, id, true))) throw notFound();
      const row = await repo.enrolmentOf(tx, id, studentId);
      if (!row) throw new BizError('93616');
      if (row.score !== null || row.grade !== null || row.passStatus !== null || row.workAttendanceType !== null) throw new BizError('93606');
      await repo.removeEnrolment(tx, row.id, id);
      await audit(tx, by, 'enrolment.remove', studentId, { startClassId: String(id), reason });
      return { added: 0, skipped: 0 };
    });
  }
}
