import type { CatalogueCourseInput, CatalogueCourseRow, CatalogueImportResult, CourseImportPreview, FileRecord, Page, PageTypeName, TeachingLanguage } from '@portal/contracts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';
import { constraintOf, sqlStateOf } from '../../platform/http/db-errors.ts';
import { BizError } from '../../platform/http/errors.ts';
import { auditChange, auditChanges, type ChangeBy } from './catalogue-audit.ts';
import * as repo from './catalogue.repo.ts';
import { checkCourseRows, courseWorkbook, previewOf, readCourseSheet, type CourseCells } from './course-sheet.ts';

const rowOf = (r: repo.CourseRecord): CatalogueCourseRow => ({
  ...r, credit: Number(r.credit), programmes: [...r.programmes].sort() as PageTypeName[], language: r.language as TeachingLanguage,
});

/** The fields a save changed, by name, for the audit row. */
function changedFields(before: repo.CourseRecord | undefined, after: CatalogueCourseInput): string[] {
  if (!before) return Object.keys(after);
  const b = rowOf(before);
  return (Object.keys(after) as (keyof CatalogueCourseInput)[]).filter((k) => JSON.stringify(b[k]) !== JSON.stringify(after[k]));
}

/** A course number taken by a save racing past the check meets the unique index: the same refusal. */
function duplicateNumber(err: unknown, number: string): BizError | undefined {
  return sqlStateOf(err) === '23505' && constraintOf(err) === 'teaching_courses_course_number_unique' ? new BizError('93700', { value: number }) : undefined;
}

/** The cells a confirmed course is checked as again, so the preview's rules hold at the write. */
const cellsOf = (c: CatalogueCourseInput): CourseCells => ({
  courseNumber: c.courseNumber, nameCn: c.nameCn, nameEn: c.nameEn, credit: String(c.credit), courseType: String(c.courseType),
  programmes: c.programmes.join(','), language: c.language,
});

/**
 * The course catalogue, staff side (README 'Catalogue'): list, create, edit, delete (refused while
 * the course has classes), import from a sheet (preview, then confirm, all or nothing; upsert by
 * course number) and export. Every change writes its audit row in its transaction.
 */
export class CatalogueService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  async list(q: repo.CourseListParams): Promise<Page<CatalogueCourseRow>> {
    const { rows, total } = await repo.listCourses(this.db, q);
    return { data: rows.map(rowOf), total };
  }

  async get(id: number): Promise<CatalogueCourseRow> {
    const r = await repo.findCourse(this.db, id);
    if (!r) throw new BizError('93702');
    return rowOf(r);
  }

  async create(by: ChangeBy, v: CatalogueCourseInput): Promise<{ id: number }> {
    try {
      return await this.db.transaction(async (tx) => {
        const id = await repo.insertCourse(tx, v);
        await auditChange(tx, by, 'course.create', { id: String(id), courseNumber: v.courseNumber, fields: changedFields(undefined, v).join(',') });
        return { id };
      });
    } catch (err) {
      throw duplicateNumber(err, v.courseNumber) ?? err;
    }
  }

  async update(by: ChangeBy, id: number, v: CatalogueCourseInput): Promise<{ id: number }> {
    try {
      return await this.db.transaction(async (tx) => {
        if (!(await repo.lockCourse(tx, id))) throw new BizError('93702');
        const before = await repo.findCourse(tx, id);
        const fields = changedFields(before, v);
        if (fields.length === 0) return { id };
        await repo.updateCourse(tx, id, v);
        await auditChange(tx, by, 'course.update', { id: String(id), courseNumber: v.courseNumber, fields: fields.join(',') });
        return { id };
      });
    } catch (err) {
      throw duplicateNumber(err, v.courseNumber) ?? err;
    }
  }

  /** Refused while the course has classes (the foreign key restricts it too, under the row lock taken here). */
  async remove(by: ChangeBy, id: number): Promise<{ id: number }> {
    try {
      return await this.db.transaction(async (tx) => {
        const course = await repo.lockCourse(tx, id);
        if (!course) throw new BizError('93702');
        if (await repo.hasClasses(tx, id)) throw new BizError('93701');
        await repo.deleteCourse(tx, id);
        await auditChange(tx, by, 'course.delete', { id: String(id), courseNumber: course.courseNumber });
        return { id };
      });
    } catch (err) {
      // A class started between the check and the delete meets the foreign key.
      if (sqlStateOf(err) === '23503') throw new BizError('93701');
      throw err;
    }
  }

  private async check(q: Queryable, rows: { row: number; cells: CourseCells }[]) {
    return checkCourseRows(rows, await repo.coursesNumbered(q, [...new Set(rows.map((r) => r.cells.courseNumber).filter(Boolean))]));
  }

  /** Reads and checks a sheet; nothing is written. */
  async importPreview(path: string): Promise<CourseImportPreview> {
    const read = await readCourseSheet(path);
    return previewOf(await this.check(this.db, read.rows), read.fileProblem);
  }

  /**
   * Writes the previewed courses in one transaction, after checking them all again against the
   * catalogue as it is now: any problem refuses the whole import (93720).
   */
  async importConfirm(by: ChangeBy, courses: CatalogueCourseInput[]): Promise<CatalogueImportResult> {
    try {
      return await this.db.transaction(async (tx) => {
        const checked = await this.check(tx, courses.map((c, i) => ({ row: i + 2, cells: cellsOf(c) })));
        const bad = checked.filter((r) => r.problems.length).length;
        if (bad) throw new BizError('93720', { count: bad });
        const changed = checked.filter((r) => r.action !== 'unchanged').map((r) => r.course!);
        const { created, updated } = await repo.upsertCourses(tx, changed);
        await auditChanges(tx, by, 'course.import', checked.filter((x) => x.action !== 'unchanged').map((r) => ({ courseNumber: r.course!.courseNumber, change: r.action })));
        return { created, updated, unchanged: checked.length - changed.length };
      });
    } catch (err) {
      if (sqlStateOf(err) === '23505' || sqlStateOf(err) === '21000') throw new BizError('93721');
      throw err;
    }
  }

  async export(userId: number): Promise<FileRecord> {
    const bytes = await courseWorkbook(await repo.allCourses(this.db));
    return this.files.saveGenerated(bytes, 'courses.xlsx', XLSX_MIME, userId);
  }
}
