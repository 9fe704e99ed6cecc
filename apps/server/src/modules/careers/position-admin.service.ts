import { and, eq, inArray } from 'drizzle-orm';
import {
  INTERN_CATEGORY, PositionStatus, employerInputSchema, normalizeWebUrl, positionInputSchema, type EmployerAdminRow, type EmployerInput, type FileRecord,
  type Page, type PageQuery, type PositionAction, type PositionAdminDetail, type PositionAdminRow, type PositionImportPreview, type PositionImportRow,
  type PositionInput, type PositionValues,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { dictionaryItems } from '../../platform/db/platform.tables.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { ImportRowProblemList } from '../../platform/files/import-row-problems.ts';
import { BizError, bizErrorOf } from '../../platform/http/errors.ts';
import { richTextForWrite } from '../../platform/http/sanitize.ts';
import { findEmployer, insertEmployer, listEmployers, nameTaken, updateEmployer } from './employers.repo.ts';
import {
  currentFileIds, insertPosition, lockedPosition, replaceEducation, replaceFiles, setLifecycle, updatePosition, type PositionWrite,
} from './position-admin.repo.ts';
import { checkPositionRows, positionValuesOf, positionsWorkbook, readPositionSheet, type DicItem } from './position-sheet.ts';
import { findPosition, listPositions, positionWhere, positionsForExport } from './positions.repo.ts';
import { PositionsService, enterpriseOf, positionRow } from './positions.service.ts';
import { employers } from './positions.tables.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';

const statusNames = ['草稿 Draft', '已发布 Published', '已下架 Unpublished'];

/**
 * The career office's console (README 'Console'): employers and postings created and edited,
 * the posting lifecycle, attachments, and the xlsx import and export. Routes admit career.admin
 * (and administrators) only.
 */
export class PositionAdminService {
  private readonly db: Db;
  private readonly files: FileStore;
  private readonly reader: PositionsService;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
    this.reader = new PositionsService(db, files);
  }

  private async dictionary(db: Queryable, type: string): Promise<DicItem[]> {
    return db.select({ fieldValue: dictionaryItems.fieldValue, fieldName: dictionaryItems.fieldName, extraProperties: dictionaryItems.extraProperties })
      .from(dictionaryItems).where(eq(dictionaryItems.type, type));
  }

  private async inDictionary(db: Queryable, type: string, value: string, code: '3320' | '3321' | '3322' | '3323'): Promise<void> {
    const [row] = await db.select({ id: dictionaryItems.id }).from(dictionaryItems)
      .where(and(eq(dictionaryItems.type, type), eq(dictionaryItems.fieldValue, value))).limit(1);
    if (!row) throw bizErrorOf(code, { value: value.slice(0, 40) });
  }

  // ---- employers ----

  async employers(q: PageQuery): Promise<Page<EmployerAdminRow>> {
    const { rows, total } = await listEmployers(this.db, q);
    return { data: rows.map((r) => ({ ...enterpriseOf(r), positionCount: r.positionCount })), total };
  }

  async employer(id: number): Promise<EmployerAdminRow> {
    const r = await findEmployer(this.db, id);
    if (!r) throw new BizError('3301');
    return { ...enterpriseOf(r), positionCount: r.positionCount };
  }

  /** Checks an employer's fields; returns the website as stored (scheme added, only http/https: 3310). */
  private async checkEmployer(input: EmployerInput, exceptId?: number) {
    const v = employerInputSchema.parse(input);
    const webUrl = normalizeWebUrl(v.webUrl);
    if (webUrl === null) throw new BizError('3310');
    await this.inDictionary(this.db, 'EnterpriseIndustry', v.enterpriseIndustry, '3321');
    if (v.enterpriseProperty) await this.inDictionary(this.db, 'EnterpriseProperty', v.enterpriseProperty, '3322');
    if (await nameTaken(this.db, v.cName, exceptId)) throw new BizError('3311');
    return { v: { ...v, cIntro: richTextForWrite(v.cIntro), eIntro: richTextForWrite(v.eIntro) }, webUrl };
  }

  async createEmployer(input: EmployerInput): Promise<{ id: number }> {
    const { v, webUrl } = await this.checkEmployer(input);
    return { id: await this.db.transaction((tx) => insertEmployer(tx, v, webUrl)) };
  }

  async updateEmployer(id: number, input: EmployerInput): Promise<{ id: number }> {
    const { v, webUrl } = await this.checkEmployer(input, id);
    const found = await this.db.transaction((tx) => updateEmployer(tx, id, v, webUrl));
    if (!found) throw new BizError('3301');
    return { id };
  }

  // ---- postings ----

  async list(q: PageQuery): Promise<Page<PositionAdminRow>> {
    const { rows, total } = await listPositions(this.db, { ...q, staff: true });
    return { data: rows.map((r) => ({ ...positionRow(r), status: r.status, expiredByHand: r.expiredByHand })), total };
  }

  async detail(auth: AuthContext, id: number): Promise<PositionAdminDetail> {
    const r = await findPosition(this.db, id);
    if (!r) throw new BizError('3300');
    const detail = await this.reader.detail(auth, id);
    return { ...detail, status: r.status, expiredByHand: r.expiredByHand };
  }

  /** The rules of a posting's fields: employer, dictionaries, education listed once; intern fields only for internships. */
  private async checkPosition(db: Queryable, v: PositionValues): Promise<PositionWrite> {
    const [employer] = await db.select({ id: employers.id }).from(employers).where(eq(employers.id, v.enterpriseId));
    if (!employer) throw new BizError('3301');
    await this.inDictionary(db, 'PositionCategory', v.category, '3320');
    const backgrounds = v.educationBackgroundAndCount.map((e) => e.dicFieldName);
    if (new Set(backgrounds).size !== backgrounds.length) throw new BizError('3324');
    for (const b of backgrounds) await this.inDictionary(db, 'StudentBaseInfoEducationBackground', b, '3323');
    const intern = v.category === INTERN_CATEGORY;
    const { fileIds: _f, educationBackgroundAndCount: _e, enterpriseId, ...rest } = v;
    return {
      ...rest, employerId: enterpriseId, description: richTextForWrite(v.description),
      isContinueToEmploy: intern ? v.isContinueToEmploy ?? false : null, internshipMonth: intern ? v.internshipMonth : null, internshipDays: intern ? v.internshipDays : null,
    };
  }

  /** New attachments must be the caller's own uploads (attached in the same transaction); kept ones stay. */
  private async saveFiles(tx: Queryable, auth: AuthContext, positionId: number, fileIds: string[]): Promise<void> {
    const ids = [...new Set(fileIds)];
    const current = new Set(await currentFileIds(tx, positionId));
    const added = ids.filter((id) => !current.has(id));
    const marked = await this.files.attach(tx, added, auth.userId);
    if (marked.length !== added.length) throw new BizError('3326');
    await replaceFiles(tx, positionId, ids);
  }

  async create(auth: AuthContext, input: PositionInput): Promise<{ id: number }> {
    const v = positionInputSchema.parse(input);
    return this.db.transaction(async (tx) => {
      const write = await this.checkPosition(tx, v);
      const id = await insertPosition(tx, write, auth.userId);
      await replaceEducation(tx, id, v.educationBackgroundAndCount);
      await this.saveFiles(tx, auth, id, v.fileIds);
      return { id };
    });
  }

  async update(auth: AuthContext, id: number, input: PositionInput): Promise<{ id: number }> {
    const v = positionInputSchema.parse(input);
    return this.db.transaction(async (tx) => {
      if (!(await lockedPosition(tx, id))) throw new BizError('3300');
      const write = await this.checkPosition(tx, v);
      await updatePosition(tx, id, write);
      await replaceEducation(tx, id, v.educationBackgroundAndCount);
      await this.saveFiles(tx, auth, id, v.fileIds);
      return { id };
    });
  }

  /**
   * The lifecycle (README): publish a draft or unpublished posting whose deadline has not passed;
   * unpublish a published one; expire one now (hidden from students like a passed deadline); reopen
   * one expired by hand. Anything else is 3327.
   */
  async act(id: number, action: PositionAction): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const p = await lockedPosition(tx, id);
      if (!p) throw new BizError('3300');
      const byHand = p.expiredAt !== null;
      switch (action) {
        case 'publish':
          if (p.status === PositionStatus.published || byHand) throw new BizError('3327');
          if (p.pastDeadline) throw new BizError('3325');
          await setLifecycle(tx, id, { status: PositionStatus.published });
          break;
        case 'unpublish':
          if (p.status !== PositionStatus.published) throw new BizError('3327');
          await setLifecycle(tx, id, { status: PositionStatus.unpublished });
          break;
        case 'expire':
          if (byHand) throw new BizError('3327');
          await setLifecycle(tx, id, { expired: true });
          break;
        default:
          if (!byHand) throw new BizError('3327');
          if (p.pastDeadline) throw new BizError('3325');
          await setLifecycle(tx, id, { expired: false });
      }
      return { id };
    });
  }

  async exportXlsx(auth: AuthContext, q: PageQuery): Promise<FileRecord> {
    const rows = await positionsForExport(this.db, positionWhere({ ...q, staff: true }));
    const bytes = await positionsWorkbook(rows.map((r) => ({
      ...r, enterpriseCName: r.enterpriseCName, categoryDes: r.categoryDes, status: statusNames[r.status] ?? String(r.status),
      published: r.publishedAt ? r.publishedAt.toISOString().slice(0, 10) : '',
    })), (id) => `/recruit/recruit-info/${id}`);
    return this.files.saveGenerated(bytes, 'positions.xlsx', XLSX_MIME, auth.userId);
  }

  async importPreview(path: string): Promise<PositionImportPreview> {
    const { rows, fileProblem } = await readPositionSheet(path);
    if (fileProblem) return { rows: [], problems: [{ row: 0, problems: [{ code: fileProblem, params: {} }] }] };
    const checked = await checkPositionRows(this.db, rows, await this.dictionary(this.db, 'PositionCategory'));
    return { rows: checked.rows, problems: checked.problems.list() };
  }

  /** Saves the confirmed rows as drafts, checked again (the preview is not trusted); all or nothing. */
  async importConfirm(auth: AuthContext, rows: PositionImportRow[]): Promise<{ saved: number }> {
    const ids = [...new Set(rows.map((r) => r.enterpriseId))];
    return this.db.transaction(async (tx) => {
      const known = new Set((await tx.select({ id: employers.id }).from(employers).where(inArray(employers.id, ids))).map((r) => r.id));
      // Every row's problems, as the preview lists them; one bad row saves none.
      const problems = new ImportRowProblemList();
      const values = rows.map((r) => {
        if (!known.has(r.enterpriseId)) problems.add(r.row, '3331', { value: r.enterpriseCName.slice(0, 60) });
        return positionValuesOf(problems, r);
      });
      const first = problems.list()[0]?.problems[0];
      if (first) throw bizErrorOf(first.code, first.params, { data: problems.list() });
      for (const v of values) {
        const write = await this.checkPosition(tx, v!);
        await insertPosition(tx, write, auth.userId);
      }
      return { saved: rows.length };
    });
  }
}
