import type { CatalogueImportResult, CohortClassInput, CohortClassRow, CohortImportPreview, FileRecord, Page, PageTypeName } from '@portal/contracts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';
import { constraintOf, sqlStateOf } from '../../platform/http/db-errors.ts';
import { BizError } from '../../platform/http/errors.ts';
import { auditChange, auditChanges, type ChangeBy } from './catalogue-audit.ts';
import { checkCohortRows, cohortPreviewOf, cohortWorkbook, readCohortSheet, type CohortCells } from './cohort-sheet.ts';
import * as repo from './cohorts.repo.ts';

const rowOf = (r: repo.CohortClassRecord): CohortClassRow => ({ ...r, pageType: r.pageType as PageTypeName });

/** A code or Chinese name taken by a save racing past the check meets its unique index: the same refusal. */
function taken(err: unknown, v: CohortClassInput): BizError | undefined {
  if (sqlStateOf(err) !== '23505') return undefined;
  const constraint = constraintOf(err);
  if (constraint === 'cohort_classes_code') return new BizError('93730', { value: v.code });
  if (constraint === 'cohort_classes_name_cn') return new BizError('93731', { value: v.nameCn });
  return undefined;
}

const cellsOf = (c: CohortClassInput): CohortCells => ({
  programme: c.pageType, entranceYear: String(c.entranceYear), code: c.code, nameCn: c.nameCn, nameEn: c.nameEn,
});

/**
 * Programmes, cohorts and their classes (README 'Catalogue'): a class is saved into the cohort of
 * its programme and entrance year, made on first use. A class that students carry is not deleted;
 * renaming it does not rename the students' class (users.class_name is the people import's).
 */
export class CohortService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  async list(q: repo.CohortClassListParams): Promise<Page<CohortClassRow>> {
    const { rows, total } = await repo.listCohortClasses(this.db, q);
    return { data: rows.map(rowOf), total };
  }

  async create(by: ChangeBy, v: CohortClassInput): Promise<{ id: number }> {
    try {
      return await this.db.transaction(async (tx) => {
        const id = await repo.insertCohortClass(tx, await repo.cohortId(tx, v.pageType, v.entranceYear), v);
        await auditChange(tx, by, 'cohort-class.create', { id: String(id), code: v.code });
        return { id };
      });
    } catch (err) {
      throw taken(err, v) ?? err;
    }
  }

  async update(by: ChangeBy, id: number, v: CohortClassInput): Promise<{ id: number }> {
    try {
      return await this.db.transaction(async (tx) => {
        const before = await repo.lockCohortClass(tx, id);
        if (!before) throw new BizError('93733');
        // Students name their class by its Chinese name: renaming one they carry would leave them in no class.
        if (before.nameCn !== v.nameCn && (await repo.studentsInClass(tx, before.nameCn)) > 0) throw new BizError('93732');
        await repo.updateCohortClass(tx, id, await repo.cohortId(tx, v.pageType, v.entranceYear), v);
        await auditChange(tx, by, 'cohort-class.update', { id: String(id), code: v.code });
        return { id };
      });
    } catch (err) {
      throw taken(err, v) ?? err;
    }
  }

  async remove(by: ChangeBy, id: number): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const before = await repo.lockCohortClass(tx, id);
      if (!before) throw new BizError('93733');
      if ((await repo.studentsInClass(tx, before.nameCn)) > 0) throw new BizError('93732');
      await repo.deleteCohortClass(tx, id);
      await auditChange(tx, by, 'cohort-class.delete', { id: String(id), code: before.code });
      return { id };
    });
  }

  private async check(q: Queryable, rows: { row: number; cells: CohortCells }[]) {
    const codes = [...new Set(rows.map((r) => r.cells.code).filter(Boolean))];
    const names = [...new Set(rows.map((r) => r.cells.nameCn).filter(Boolean))];
    return checkCohortRows(rows, await repo.cohortClassesMet(q, codes, names));
  }

  async importPreview(path: string): Promise<CohortImportPreview> {
    const read = await readCohortSheet(path);
    return cohortPreviewOf(await this.check(this.db, read.rows), read.fileProblem);
  }

  /** All or nothing, checked again inside the transaction (93720); a clash with a save made meanwhile is 93721. */
  async importConfirm(by: ChangeBy, classes: CohortClassInput[]): Promise<CatalogueImportResult> {
    try {
      return await this.db.transaction(async (tx) => {
        const checked = await this.check(tx, classes.map((c, i) => ({ row: i + 2, cells: cellsOf(c) })));
        const bad = checked.filter((r) => r.problems.length).length;
        if (bad) throw new BizError('93720', { count: bad });
        const cohortIds = new Map<string, number>();
        let created = 0;
        let updated = 0;
        for (const r of checked) {
          if (r.action === 'unchanged') continue;
          const v = r.cohortClass!;
          const key = `${v.pageType}/${v.entranceYear}`;
          if (!cohortIds.has(key)) cohortIds.set(key, await repo.cohortId(tx, v.pageType, v.entranceYear));
          if (r.action === 'create') { await repo.insertCohortClass(tx, cohortIds.get(key)!, v); created += 1; }
          else { await repo.updateCohortClassByCode(tx, cohortIds.get(key)!, v); updated += 1; }
        }
        await auditChanges(tx, by, 'cohort-class.import', checked.filter((r) => r.action !== 'unchanged').map((r) => ({ code: r.cohortClass!.code, change: r.action })));
        return { created, updated, unchanged: checked.length - created - updated };
      });
    } catch (err) {
      if (sqlStateOf(err) === '23505') throw new BizError('93721');
      throw err;
    }
  }

  async export(userId: number): Promise<FileRecord> {
    return this.files.saveGenerated(await cohortWorkbook(await repo.allCohortClasses(this.db)), 'cohorts.xlsx', XLSX_MIME, userId);
  }
}
