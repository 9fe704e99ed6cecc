import {
  MAX_MOBILITY_FILES, PROJECT_PAGE_SIZE, studentFileCategories, studentFilesFormSchema, VisitSelectStatus,
  type ApplyResult, type Page, type SaveStudentFileBody, type StudentFileRecord, type VisitProject,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { constraintOf } from '../../platform/http/db-errors.ts';
import { BizError, otherUsersData } from '../../platform/http/errors.ts';
import { checkProjectEligible, eligibleFor } from './mobility-eligibility.ts';
import { findUserById } from './mobility-users.ts';
import { checkOwnUploads, fileListOf, uniqueIds } from './mobility-files.ts';
import * as repo from './mobility.repo.ts';
import { reportQueuePromoted } from './visiting-notices.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** Visiting-scholar projects (MOB-C08…C12): README 'Applications', 'Capacity', 'Documents'. */
export class VisitingService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  /** C08: the plan's projects, 50 a page, with the caller's application and whether it may act now. */
  async projects(auth: AuthContext, planId: number, pageNo: number): Promise<Page<VisitProject>> {
    const plan = await repo.planById(this.db, planId);
    if (!plan) throw new BizError('97001');
    const { rows, total } = await repo.projectPage(this.db, planId, auth.userId, pageNo, PROJECT_PAGE_SIZE);
    const isSelect = plan.isCurrent && plan.isOpen;
    const me = await repo.eligibilityStudent(this.db, auth.userId);
    return {
      data: rows.map((r) => ({
        eligibility: r.eligibility, eligible: eligibleFor([plan.eligibility, r.eligibility], me),
        id: r.id, planId: r.planId, schoolYearName: r.schoolYearName, projectName: r.projectName, city: r.city, activeTime: r.activeTime,
        limitCount: r.limitCount, selectCount: r.selectCount, rankCount: r.rankCount, selectStatus: r.selectStatus, rankNumber: r.rankNumber,
        selectTime: r.selectTime ? iso(r.selectTime) : null, isCurrent: plan.isCurrent, isPlanOpen: plan.isOpen, isSelect,
      })),
      total,
    };
  }

  /** The plan of a locked project must be current and open now; 97000 ('no permission') otherwise, whatever the route's mode said. */
  private async lockActionable(tx: Queryable, projectId: number) {
    const project = await repo.lockProject(tx, projectId);
    if (!project) throw new BizError('97002');
    const plan = await repo.planById(tx, project.planId);
    if (!plan || !plan.isCurrent || !plan.isOpen) throw new BizError('97000');
    return { project, plan };
  }

  /**
   * C09: under the project's row lock, a place when fewer than limitCount are selected, else the
   * queue. The plan and the project must admit the student (97200, 97201); one live application
   * per plan (97003, the partial unique index has the last word); none after an approved exemption
   * (97010). The student's lock comes first, as in an approval, so the two never interleave.
   */
  async apply(auth: AuthContext, projectId: number): Promise<ApplyResult> {
    try {
      return await this.db.transaction(async (tx) => {
        await repo.lockStudent(tx, auth.userId);
        const { project, plan } = await this.lockActionable(tx, projectId);
        checkProjectEligible(plan.eligibility, project.eligibility, await repo.eligibilityStudent(tx, auth.userId));
        if (await repo.approvedExemption(tx, project.planId, auth.userId)) throw new BizError('97010');
        if (await repo.hasLiveSelectionInPlan(tx, project.planId, auth.userId)) throw new BizError('97003');
        const selected = await repo.selectedCount(tx, project.id);
        const status = selected < project.limitCount ? VisitSelectStatus.selected : VisitSelectStatus.queued;
        await repo.insertSelection(tx, { planId: project.planId, projectId: project.id, studentId: auth.userId, status });
        const selectCount = selected + (status === VisitSelectStatus.selected ? 1 : 0);
        return { selectStatus: status, rankNumber: await repo.rankOf(tx, project.id, auth.userId), selectCount };
      });
    } catch (err) {
      if (constraintOf(err) === 'mob_selections_one_per_plan') throw new BizError('97003');
      throw err;
    }
  }

  /** C10: cancels the caller's application; a freed place goes to the first queued in the same transaction, who is told. */
  async cancel(auth: AuthContext, projectId: number): Promise<{ promoted: number }> {
    return this.db.transaction(async (tx) => {
      const { project } = await this.lockActionable(tx, projectId);
      const mine = await repo.liveSelection(tx, project.id, auth.userId);
      if (!mine) throw new BizError('97004');
      await repo.cancelSelection(tx, mine.id);
      if (mine.status !== VisitSelectStatus.selected) return { promoted: 0 };
      const promoted = await repo.promoteQueued(tx, project.id);
      await reportQueuePromoted(tx, project.id, promoted, 'cancellation');
      return { promoted: promoted.length };
    });
  }

  private async record(planId: number, studentId: number): Promise<StudentFileRecord> {
    const me = await findUserById(this.db, studentId);
    const r = await repo.studentFilesOf(this.db, planId, studentId);
    const lists = Object.fromEntries(await Promise.all(studentFileCategories.map(async (c) => [c, JSON.stringify(await fileListOf(this.db, this.files, r?.[c] ?? []))])));
    const passportNo = r?.passportNo ?? '';
    const isComplete = !!r && passportNo !== '' && studentFileCategories.every((c) => r[c].length > 0);
    return { id: r?.id ?? 0, planId, studentNumber: me?.studentNumber ?? '', passportNo, ...lists, isComplete } as StudentFileRecord;
  }

  /** C11: the caller's documents of the plan (empty lists when none yet). */
  async studentFile(auth: AuthContext, planId: number): Promise<StudentFileRecord> {
    if (!(await repo.planById(this.db, planId))) throw new BizError('97001');
    return this.record(planId, auth.userId);
  }

  /**
   * C12: passport number and the six categories, once the caller has applied in the plan (97011).
   * studentNumber, when sent, must be the caller's (403); every file the caller's own 'visiting' upload.
   */
  async saveStudentFile(auth: AuthContext, body: SaveStudentFileBody): Promise<StudentFileRecord> {
    const me = await findUserById(this.db, auth.userId);
    if (body.studentNumber && body.studentNumber !== me?.studentNumber) throw otherUsersData();
    const form = studentFilesFormSchema.safeParse(body);
    if (!form.success) {
      throw form.error.issues.some((i) => i.path[0] === 'passportNo') ? new BizError('97012') : new BizError('97013', { max: MAX_MOBILITY_FILES });
    }
    await this.db.transaction(async (tx) => {
      if (!(await repo.planById(tx, body.planId))) throw new BizError('97001');
      if (!(await repo.hasLiveSelectionInPlan(tx, body.planId, auth.userId))) throw new BizError('97011');
      const existing = await repo.studentFilesOf(tx, body.planId, auth.userId);
      const values: repo.StudentFilesValues = { passportNo: form.data.passportNo };
      for (const c of studentFileCategories) {
        const ids = uniqueIds(form.data[c]);
        await checkOwnUploads(tx, this.files, ids, auth.userId, 'visiting', existing?.[c] ?? []);
        values[c] = ids;
      }
      await repo.upsertStudentFiles(tx, body.planId, auth.userId, values);
    });
    return this.record(body.planId, auth.userId);
  }
}
