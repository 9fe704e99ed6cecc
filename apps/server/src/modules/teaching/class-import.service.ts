import type { ClassImportKind, ClassImportPreview, ImportProblem } from '@portal/contracts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { readSheetRows } from '../../platform/files/sheet-rows.ts';
import { BizError } from '../../platform/http/errors.ts';
import type { ChangeBy } from './class-admin.service.ts';
import { columnsOfImport } from './class-import-columns.ts';
import { runClassImport, runEnrolmentImport, type Cells, type ImportRun } from './class-import.ts';

/** Thrown to roll a preview's transaction back after it has run every check and write. */
class PreviewOnly extends Error {
  readonly run: ImportRun;
  constructor(run: ImportRun) { super('preview'); this.run = run; }
}

const runOf = (kind: ClassImportKind) => (kind === 'classes' ? runClassImport : runEnrolmentImport);

/** The class and enrolment imports: upload → preview with every row's problems (nothing kept) → confirm, all or nothing. */
export class ClassImportService {
  private readonly db: Db;
  constructor(db: Db) { this.db = db; }

  private async dryRun(by: ChangeBy, kind: ClassImportKind, rows: { row: number; cells: Cells }[]): Promise<ImportRun> {
    try {
      await this.db.transaction(async (tx: Queryable) => { throw new PreviewOnly(await runOf(kind)(tx, by, rows)); });
    } catch (err) {
      if (err instanceof PreviewOnly) return err.run;
      throw err;
    }
    throw new Error('unreachable');
  }

  async preview(by: ChangeBy, kind: ClassImportKind, path: string): Promise<ClassImportPreview> {
    const columns = columnsOfImport(kind);
    const read = await readSheetRows(path, columns, 'all');
    const problems: ImportProblem[] = read.fileProblem ? [{ code: read.fileProblem, params: {} }] : [];
    const run = read.rows.length ? await this.dryRun(by, kind, read.rows) : { rows: [], creates: 0 };
    return { kind, columns: columns.map((c) => ({ key: c.key, header: c.header })), rows: run.rows, problems, creates: run.creates };
  }

  /** Checks the previewed cells again and writes them in one transaction; any problem refuses the whole file (93628, the problems as data). */
  async confirm(by: ChangeBy, kind: ClassImportKind, rows: { row: number; cells: Cells }[]): Promise<{ created: number }> {
    return this.db.transaction(async (tx) => {
      const run = await runOf(kind)(tx, by, rows);
      const bad = run.rows.filter((r) => r.problems.length).map((r) => ({ row: r.row, problems: r.problems }));
      if (bad.length) throw new BizError('93628', { count: bad.length }, { data: bad });
      return { created: run.creates };
    });
  }
}
