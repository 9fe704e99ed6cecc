import {
  Role, attendanceImportSaveSchema, attendanceSaveSchema, isBelow, pointsRate, tallyOf, type AttendanceDays, type AttendanceImportPreview, type AttendanceRates, type AttendanceRecord, type PageQuery, type StartClassHeader, type StudentHit,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { hasRole } from '../../platform/auth/access.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { sqlStateOf } from '../../platform/http/db-errors.ts';
import { BizError, forbidden, notFound } from '../../platform/http/errors.ts';
import { dictionaryData } from '../../platform/dictionaries/dictionary.data.ts';
import { classDayRule, classDays, termDays } from './attendance-days.ts';
import { attendanceTemplate, checkRows, previewOf, readAttendanceSheet } from './attendance-import.ts';
import { recordStudent } from './attendance-notices.repo.ts';
import { reportAttendanceWarnings } from './attendance-warning.ts';
import { readAttendanceSettings } from './attendance-settings.repo.ts';
import * as repo from './attendance.repo.ts';
import { classCalendar } from './term-calendar.repo.ts';
import { isCurrentTerm } from './teaching-terms.repo.ts';

type Lang = 'zh' | 'en';
type SaveInput = z.output<typeof attendanceSaveSchema>;
type ImportRows = z.output<typeof attendanceImportSaveSchema>;

/** Status code → its name in each language, from the AttendanceStatus dictionary. */
const statusNames = new Map((dictionaryData.AttendanceStatus ?? []).map((d) => [d.fieldValue, { zh: d.fieldName, en: d.extraProperties }]));
export const statusName = (status: string, lang: Lang) => statusNames.get(status)?.[lang] ?? status;
export const isKnownStatus = (status: string) => statusNames.has(status);

/** Staff-wide readers and writers: the teaching administrators and the administrators. */
export const isTeachingStaff = (who: AuthContext) => hasRole(who, [Role.teachingAdmin]);

/**
 * The rules of attendance (README.md, 'Attendance'): a teacher reads and writes only the classes they
 * teach (403 otherwise), staff all classes; writes only in a class of the current term by the
 * database clock (93000), on every write; one record per student, class and day (93001, the unique
 * key under a race); the student must be enrolled in the class (93003); the date must be a day the
 * class meets (93010 outside its term, 93011 not one of its days; attendance-days.ts). Every write judges the
 * attendance warning of the students it touched, in its transaction (attendance-warning.ts).
 */
export class AttendanceService {
  private readonly db: Db;
  constructor(db: Db) { this.db = db; }

  /** The class, once the caller may see it: unknown → 90005, not theirs → 403. */
  async classFor(q: Queryable, who: AuthContext, startClassId: number): Promise<repo.ClassKey> {
    const c = await repo.classKey(q, startClassId);
    if (!c) throw notFound();
    if (!isTeachingStaff(who) && !(await repo.teaches(q, startClassId, who.userId))) throw forbidden();
    return c;
  }

  /** The write rule of every write: the class's term must be the current one by the database clock. */
  async writableClass(q: Queryable, who: AuthContext, startClassId: number): Promise<repo.ClassKey> {
    const c = await this.classFor(q, who, startClassId);
    if (!(await isCurrentTerm(q, c))) throw new BizError('93000');
    return c;
  }

  /** The class's day rule (attendance-days.ts), read in the write's transaction. */
  private async dayRule(q: Queryable, startClassId: number) {
    const cal = await classCalendar(q, startClassId);
    if (!cal) throw notFound();
    return classDayRule(cal);
  }

  private async checkDay(q: Queryable, startClassId: number, date: string): Promise<void> {
    const problem = (await this.dayRule(q, startClassId))(date);
    if (problem) throw new BizError(problem.code, problem.params);
  }

  /** The days the class meets, which the dialog's date picker offers. */
  async days(who: AuthContext, startClassId: number): Promise<AttendanceDays> {
    await this.classFor(this.db, who, startClassId);
    const cal = await classCalendar(this.db, startClassId);
    if (!cal) throw notFound();
    const { first, last } = termDays(cal);
    return { termFirstDay: first, termLastDay: last, days: classDays(cal) };
  }

  courseList(who: AuthContext, query: PageQuery) {
    return repo.courseList(this.db, query, isTeachingStaff(who) ? null : who.userId);
  }

  async isNowTerm(who: AuthContext, startClassId: number): Promise<boolean> {
    const c = await this.classFor(this.db, who, startClassId);
    return isCurrentTerm(this.db, c);
  }

  async header(who: AuthContext, startClassId: number): Promise<StartClassHeader> {
    await this.classFor(this.db, who, startClassId);
    return (await repo.header(this.db, startClassId))!;
  }

  async records(who: AuthContext, startClassId: number, query: PageQuery, lang: Lang): Promise<{ data: AttendanceRecord[]; total: number }> {
    const c = await this.classFor(this.db, who, startClassId);
    const page = await repo.records(this.db, startClassId, query);
    return { total: page.total, data: page.data.map((r) => ({ ...r, statusName: statusName(r.status, lang), pageType: c.pageType })) };
  }

  async students(who: AuthContext, startClassId: number, query: PageQuery): Promise<{ data: StudentHit[]; total: number }> {
    await this.classFor(this.db, who, startClassId);
    return repo.enrolledStudents(this.db, startClassId, query);
  }

  /** The enrolled student of the number, or the refusal naming what is wrong. */
  private async studentOf(q: Queryable, startClassId: number, studentNumber: string): Promise<number> {
    const hit = (await repo.studentsByNumber(q, startClassId, [studentNumber])).get(studentNumber);
    if (!hit) throw new BizError('93002', { studentNumber });
    if (!hit.enrolled) throw new BizError('93003', { studentNumber });
    return hit.id;
  }

  /** A duplicate (student, class, day) is refused with its own message, the race included (the unique key). */
  private async duplicateAsRefusal<T>(input: SaveInput, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (sqlStateOf(err) === '23505') throw new BizError('93001', { studentNumber: input.studentNumber, date: input.attendanceDate });
      throw err;
    }
  }

  async create(who: AuthContext, input: SaveInput): Promise<{ id: number }> {
    return this.duplicateAsRefusal(input, () => this.db.transaction(async (tx) => {
      const c = await this.writableClass(tx, who, input.startClassId);
      const studentId = await this.studentOf(tx, c.id, input.studentNumber);
      await this.checkDay(tx, c.id, input.attendanceDate);
      const id = await repo.insertRecord(tx, {
        startClassId: c.id, studentId, attendanceDate: input.attendanceDate, status: input.status, remark: input.remark, recordedBy: who.userId,
      });
      await reportAttendanceWarnings(tx, c.id, [studentId]);
      return { id };
    }));
  }

  async update(who: AuthContext, id: number, input: SaveInput): Promise<{ id: number }> {
    return this.duplicateAsRefusal(input, () => this.db.transaction(async (tx) => {
      const existing = await repo.record(tx, id);
      if (!existing) throw notFound();
      // The record's own class decides, whatever class the body names; a record never moves class.
      const c = await this.writableClass(tx, who, existing.startClassId);
      if (input.startClassId !== c.id) throw new BizError('90003', { detail: 'startClassId' });
      const studentId = await this.studentOf(tx, c.id, input.studentNumber);
      await this.checkDay(tx, c.id, input.attendanceDate);
      const was = await recordStudent(tx, id);
      await repo.updateRecord(tx, id, { studentId, attendanceDate: input.attendanceDate, status: input.status, remark: input.remark, recordedBy: who.userId });
      // An edit may change the status or move the record to another student: both rates are judged again.
      await reportAttendanceWarnings(tx, c.id, was === undefined ? [studentId] : [studentId, was]);
      return { id };
    }));
  }

  async remove(who: AuthContext, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await repo.record(tx, id);
      if (!existing) throw notFound();
      await this.writableClass(tx, who, existing.startClassId);
      const was = await recordStudent(tx, id);
      await repo.deleteRecord(tx, id);
      // Removing an attended record lowers the rate too.
      if (was !== undefined) await reportAttendanceWarnings(tx, existing.startClassId, [was]);
    });
  }

  /** The template: the class roster with empty date, status and remark columns. */
  async template(who: AuthContext, startClassId: number): Promise<Buffer> {
    await this.classFor(this.db, who, startClassId);
    return attendanceTemplate(await repo.roster(this.db, startClassId));
  }

  /** ACAD-C08: reads and checks an uploaded sheet; writes nothing. Refused outside the current term like the save. */
  async importPreview(who: AuthContext, startClassId: number, path: string): Promise<AttendanceImportPreview> {
    const c = await this.writableClass(this.db, who, startClassId);
    const { rows, fileProblems } = await readAttendanceSheet(path);
    return previewOf(await checkRows(this.db, c.id, rows, who.userId, await this.dayRule(this.db, c.id)), fileProblems);
  }

  /**
   * ACAD-C09: checks the posted rows again from scratch (their problems are ignored) and saves the
   * valid ones in one transaction; a row recorded meanwhile by someone else is skipped by the unique key.
   */
  async importSave(who: AuthContext, rows: ImportRows): Promise<{ saved: number; skipped: number }> {
    const classIds = new Set(rows.map((r) => r.startClassId));
    if (classIds.size !== 1) throw new BizError('93009');
    return this.db.transaction(async (tx) => {
      const c = await this.writableClass(tx, who, rows[0]!.startClassId);
      const checked = await checkRows(tx, c.id, rows.map((r) => ({
        row: r.row, studentNumber: r.studentNumber.trim(), name: r.name.trim(), attendanceDate: r.attendanceDate.trim(), status: r.status.trim(), remark: r.remark.trim(),
      })), who.userId, await this.dayRule(tx, c.id));
      const valid = checked.flatMap((x) => (x.record ? [x.record] : []));
      const saved = await repo.insertNew(tx, valid);
      await reportAttendanceWarnings(tx, c.id, valid.map((r) => r.studentId));
      return { saved, skipped: rows.length - saved };
    });
  }

  /**
   * Each enrolled student's points rate (the school's points of their records over the records'
   * maximum, Moodle's model) and whether it falls below the threshold: the one asked for, or the school's.
   */
  async rates(who: AuthContext, startClassId: number, threshold: number | undefined): Promise<AttendanceRates> {
    await this.classFor(this.db, who, startClassId);
    const settings = await readAttendanceSettings(this.db);
    const limit = threshold ?? settings.threshold;
    const rows = await repo.statusLists(this.db, startClassId);
    return {
      threshold: limit,
      points: settings.points,
      maxPoints: settings.maxPoints,
      students: rows.map(({ statuses, ...r }) => {
        const tally = tallyOf(statuses, settings);
        return { ...r, records: tally.sessions, earned: tally.earned, possible: tally.possible, rate: pointsRate(tally), below: isBelow(tally, limit) };
      }),
    };
  }
}
