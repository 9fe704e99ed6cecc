import {
  PositionStatus, Role, type Enterprise, type FilePreview, type Page, type PositionDetail, type PositionFile, type PositionListBody, type PositionRow,
} from '@portal/contracts';
import { hasRole } from '../../platform/auth/access.ts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError, notFound } from '../../platform/http/errors.ts';
import { sanitizeRichText } from '../../platform/http/sanitize.ts';
import { findEmployer, type EmployerRecord } from './employers.repo.ts';
import { previewHtml, previewKindOf } from './position-preview.ts';
import {
  educationOf, employerHasPublished, filesOf, findPosition, listPositions, positionOfFile, type PositionListRecord, type PositionRecord,
} from './positions.repo.ts';

/** Who manages postings: the career office (administrators pass every role rule). */
export const careerStaff = [Role.careerAdmin];

export const positionRow = (r: PositionListRecord): PositionRow => ({
  id: r.id, name: r.name, category: r.category, categoryDes: r.categoryDes, categoryDesEN: r.categoryDesEN, enterpriseId: r.enterpriseId,
  enterpriseCName: r.enterpriseCName, enterpriseEName: r.enterpriseEName, enterpriseIndustry: r.enterpriseIndustry,
  enterpriseIndustryDes: r.enterpriseIndustryDes, enterpriseIndustryDesEN: r.enterpriseIndustryDesEN,
  creationTime: r.publishedAt?.toISOString() ?? null, endDate: r.endDate, isExpired: r.isExpired,
});

export function enterpriseOf(r: EmployerRecord): Enterprise {
  const { positionCount: _count, ...rest } = r;
  return { ...rest, cIntro: sanitizeRichText(r.cIntro), eIntro: sanitizeRichText(r.eIntro) };
}

/**
 * The student calls of the recruitment pages (CAR-C01..C03) and the attachment preview. Students
 * see published postings only (3300 otherwise) and employers with a published posting (3301).
 */
export class PositionsService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  private isStaff = (auth: AuthContext) => hasRole(auth, careerStaff);

  async list(body: PositionListBody): Promise<Page<PositionRow>> {
    const { rows, total } = await listPositions(this.db, { ...body, staff: false });
    return { data: rows.map(positionRow), total };
  }

  /** The detail with its parts; the description sanitised again as served (stored before a rule changed). */
  async detailOf(db: Queryable, r: PositionRecord): Promise<PositionDetail> {
    const [education, files] = await Promise.all([educationOf(db, r.id), filesOf(db, r.id)]);
    const intern = r.category === 'Intern';
    const vcFiles: PositionFile[] = files.map((f) => {
      const previewKind = previewKindOf(f.fileName, f.mime);
      return {
        fileId: f.fileId, fileName: f.fileName, fileUrl: this.files.uploadLink(f.fileId, f.fileName), previewKind,
        previewUrl: previewKind === 'pdf' ? this.files.inlineLink(f.fileId, f.fileName) : null,
      };
    });
    return {
      ...positionRow(r), deptName: r.deptName, educationBackgroundAndCount: education, contactName: r.contactName, contactAddress: r.contactAddress,
      email: r.email, workAddress: r.workAddress, salary: r.salary, isNegotiable: r.isNegotiable, description: sanitizeRichText(r.description), vcFiles,
      isContinueToEmploy: intern ? r.isContinueToEmploy : null, internshipMonth: intern ? r.internshipMonth : null, internshipDays: intern ? r.internshipDays : null,
    };
  }

  async detail(auth: AuthContext, id: number): Promise<PositionDetail> {
    const r = await findPosition(this.db, id);
    if (!r || (r.status !== PositionStatus.published && !this.isStaff(auth))) throw new BizError('3300');
    return this.detailOf(this.db, r);
  }

  async employer(auth: AuthContext, id: number): Promise<Enterprise> {
    const r = await findEmployer(this.db, id);
    if (!r || (!this.isStaff(auth) && !(await employerHasPublished(this.db, id)))) throw new BizError('3301');
    return enterpriseOf(r);
  }

  async preview(auth: AuthContext, fileId: string): Promise<FilePreview> {
    const f = await positionOfFile(this.db, fileId);
    if (!f) throw notFound();
    if (f.status !== PositionStatus.published && !this.isStaff(auth)) throw new BizError('3300');
    const html = await previewHtml(this.files.storage, f.storedName, f.fileName).catch(() => null);
    if (html === null) throw new BizError('3330');
    return { fileName: f.fileName, html };
  }
}
