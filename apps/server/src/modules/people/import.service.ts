import {
  DEFAULT_LEFT_LIMIT_PERCENT, type ImportProblem, type Page, type PeopleImportAbsent, type PeopleImportConfirm, type PeopleImportPreview,
  type PeopleImportResult, type PeopleImportRow, type PeopleImportRowsQuery, type PeopleImportState, type PeopleImportSummary, type PersonKind,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { sqlStateOf } from '../../platform/http/db-errors.ts';
import { cohortClassesNamed } from '../teaching/index.ts';
import { BizError } from '../../platform/http/errors.ts';
import { assertKeepsAnAdministrator } from './last-admin.ts';
import { checkRoll, type CheckedRow } from './import-check.ts';
import { importProgress } from './import-progress.ts';
import { readRoll, type RollRow } from './import-read.ts';
import * as repo from './import.repo.ts';
import { createPeople, updatePeople, usernameOf, UsernamesTaken } from './people.service.ts';

/** What people_imports keeps of a preview: the rows as read (the confirm checks them again) and as previewed (the page reads them). */
interface StoredRows { cells: RollRow[]; preview: PeopleImportRow[] }
interface StoredOptions {
  columns: string[];
  unknownColumns: string[];
  fileProblems: ImportProblem[];
  summary: PeopleImportSummary;
  absent: PeopleImportAbsent;
  markAbsentAsLeft?: PeopleImportConfirm['markAbsentAsLeft'];
  result?: PeopleImportResult;
}

/** The route the audit rows name (the confirm's pattern, never its values). */
export const CONFIRM_PATH = '/api/people/imports/:id/confirm';
/** Rows written between two progress reports. */
const STEP = 1000;

const numberField = (kind: PersonKind) => (kind === 'student' ? 'studentNumber' : 'staffNumber');
const numbersOf = (kind: PersonKind, rows: readonly RollRow[]) => [...new Set(rows.map((r) => r.cells[numberField(kind)] ?? '').filter(Boolean))];
const emailsOf = (rows: readonly RollRow[]) => [...new Set(rows.map((r) => (r.cells.email ?? '').toLowerCase()).filter(Boolean))];

async function checkAgainst(q: Queryable, kind: PersonKind, rows: readonly RollRow[]): Promise<CheckedRow[]> {
  const classNames = kind === 'student' ? [...new Set(rows.map((r) => r.cells.className ?? '').filter(Boolean))] : [];
  const classes = new Map((await cohortClassesNamed(q, classNames)).map((c) => [c.nameCn, c.nameEn]));
  return checkRoll(kind, rows, await repo.peopleMet(q, numbersOf(kind, rows), emailsOf(rows)), classes);
}

function summaryOf(checked: readonly CheckedRow[]): PeopleImportSummary {
  const count = (a: string) => checked.filter((c) => c.view.action === a).length;
  return { rows: checked.length, create: count('create'), update: count('update'), unchanged: count('unchanged'), withProblems: checked.filter((c) => c.view.problems.length).length };
}

const share = (count: number, active: number) => (active === 0 ? 0 : Math.round((count / active) * 1000) / 10);

export class PeopleImportService {
  private readonly db: Db;
  constructor(db: Db) { this.db = db; }

  /** Reads and checks a roll and keeps it as a preview; nothing but the preview is written. */
  async preview(who: AuthContext, kind: PersonKind, file: { path: string; ext: string; fileName: string }): Promise<PeopleImportPreview> {
    const read = await readRoll(kind, file.path, file.ext);
    const checked = await checkAgainst(this.db, kind, read.rows);
    const absent = read.rows.length ? await this.absent(this.db, kind, numbersOf(kind, read.rows)) : { count: 0, active: 0, sharePercent: 0, people: [] };
    const options: StoredOptions = { columns: read.columns, unknownColumns: read.unknownColumns, fileProblems: read.fileProblems, summary: summaryOf(checked), absent };
    const rows: StoredRows = { cells: read.rows, preview: checked.map((c) => c.view) };
    const id = await repo.insertImport(this.db, { kind, fileName: file.fileName, createdBy: who.userId, rows, options });
    return {
      id, kind, fileName: file.fileName, summary: options.summary, problems: read.fileProblems, columns: read.columns,
      unknownColumns: read.unknownColumns, absent, defaultLeftLimitPercent: DEFAULT_LEFT_LIMIT_PERCENT,
    };
  }

  /** Active people of the kind whom the file does not list, with their share of that kind's active people. */
  private async absentWithShare(q: Queryable, kind: PersonKind, numbers: string[]) {
    const people = await repo.absentPeople(q, kind, numbers);
    const active = await repo.activeCount(q, kind);
    return { people, active, percent: share(people.length, active) };
  }

  private async absent(q: Queryable, kind: PersonKind, numbers: string[]): Promise<PeopleImportAbsent> {
    const { people, active, percent } = await this.absentWithShare(q, kind, numbers);
    return {
      count: people.length, active, sharePercent: percent,
      people: people.slice(0, 200).map((p) => ({ id: p.id, number: p.number, name: p.name, enName: p.enName })),
    };
  }

  async rows(id: string, query: PeopleImportRowsQuery): Promise<Page<PeopleImportRow>> {
    if (!(await repo.importHead(this.db, id))) throw new BizError('99154');
    const { rows, total } = await repo.previewRows(this.db, id, query.show, query.pageNo * query.pageSize, query.pageSize);
    return { data: rows as PeopleImportRow[], total };
  }

  /** The stored status; while this instance confirms it, the progress, answered from memory without a query. */
  async state(id: string): Promise<PeopleImportState> {
    const running = importProgress.get(id);
    if (running) {
      const { kind, fileName, phase, done, total } = running;
      return { id, kind: kind as PersonKind, fileName, status: 'previewed', progress: { phase, done, total }, result: null };
    }
    const head = await repo.importHead(this.db, id);
    if (!head) throw new BizError('99154');
    const options = head.options as StoredOptions;
    return {
      id: head.id, kind: head.kind as PersonKind, fileName: head.fileName, status: head.status as PeopleImportState['status'],
      progress: null, result: options.result ?? null,
    };
  }

  /**
   * Checks the stored rows again against the database as it is now and writes them all in one
   * transaction, or nothing: a row with a problem, a threshold passed, the last administrator or a
   * clash with a change made meanwhile refuses the whole import.
   */
  async confirm(who: AuthContext, id: string, body: PeopleImportConfirm): Promise<PeopleImportResult> {
    const head = await repo.importHead(this.db, id);
    if (!head) throw new BizError('99154');
    importProgress.start(id, head);
    try {
      return await this.db.transaction((tx) => this.confirmIn(tx, who, id, body));
    } catch (err) {
      // A username, number or e-mail taken between the check and the write (another import, the people page).
      if (err instanceof UsernamesTaken || sqlStateOf(err) === '23505') throw new BizError('99153');
      throw err;
    } finally {
      importProgress.end(id);
    }
  }

  private async confirmIn(tx: Queryable, who: AuthContext, id: string, body: PeopleImportConfirm): Promise<PeopleImportResult> {
    const record = await repo.lockImport(tx, id);
    if (!record) throw new BizError('99154');
    if (record.status !== 'previewed') throw new BizError('99150');
    const kind = record.kind as PersonKind;
    const options = record.options as StoredOptions;
    const cells = record.cells as RollRow[];
    const checked = await checkAgainst(tx, kind, cells);
    const bad = checked.filter((c) => c.view.problems.length).length;
    if (options.fileProblems.length || bad) throw new BizError('99151', { count: bad });
    const leaving = body.markAbsentAsLeft ? await this.leaving(tx, kind, numbersOf(kind, cells), body.markAbsentAsLeft.limitPercent ?? DEFAULT_LEFT_LIMIT_PERCENT) : [];
    const creates = checked.flatMap((c) => (c.create ? [c.create] : []));
    const updates = checked.flatMap((c) => (c.update ? [c] : []));
    importProgress.writing(id, creates.length + updates.length + leaving.length);
    const audit: repo.AuditInsert[] = [];
    const auditRow = (subjectId: number, action: string, fields: string[]) => audit.push({
      actorId: who.userId, subjectId, action, method: 'POST', path: CONFIRM_PATH, params: { importId: id, fields: fields.join(',') }, statusCode: 200,
    });
    for (let i = 0; i < creates.length; i += STEP) {
      const batch = creates.slice(i, i + STEP);
      const ids = await createPeople(tx, batch);
      for (const p of batch) {
        auditRow(ids.get(usernameOf(p))!, 'people.import.create', Object.keys(p).filter((k) => k !== 'roles' && k !== 'kind' && (p as unknown as Record<string, unknown>)[k] != null));
      }
      importProgress.advance(id, batch.length);
    }
    for (let i = 0; i < updates.length; i += STEP) {
      const batch = updates.slice(i, i + STEP);
      await updatePeople(tx, batch.map((c) => c.update!));
      for (const c of batch) auditRow(c.update!.id, 'people.import.update', c.view.changes.map((ch) => ch.field));
      importProgress.advance(id, batch.length);
    }
    if (body.markAbsentAsLeft) {
      await repo.markLeft(tx, leaving.map((p) => p.id), body.markAbsentAsLeft.leftOn, body.markAbsentAsLeft.reason);
      for (const p of leaving) auditRow(p.id, 'people.import.left', ['leftOn', 'leftReason', 'isDisabled']);
      importProgress.advance(id, leaving.length);
    }
    await repo.insertAuditRows(tx, audit);
    const result = { created: creates.length, updated: updates.length, unchanged: checked.length - creates.length - updates.length, left: leaving.length };
    await repo.markImportConfirmed(tx, id, { ...options, markAbsentAsLeft: body.markAbsentAsLeft, result });
    return result;
  }

  /** The absent people to mark as left, refused past the import's share (99152) or when it would take the last administrator (99001). */
  private async leaving(tx: Queryable, kind: PersonKind, numbers: string[], limitPercent: number) {
    const { people, percent } = await this.absentWithShare(tx, kind, numbers);
    if (people.length && percent > limitPercent) throw new BizError('99152', { count: people.length, share: percent, limit: limitPercent });
    if (people.some((p) => p.isAdmin)) await assertKeepsAnAdministrator(tx, people.map((p) => p.id));
    return people;
  }
}
