import {
  EXEMPT_EDITABLE, ExemptStatus, exemptionFormSchema, MAX_MOBILITY_FILES, PLAN_PAGE_SIZE, TripHistory,
  type EligibilityStudent, type Exemption, type ExemptionSubmitBody, type Page, type TripPlan, type TripPlanDetail,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError, otherUsersData } from '../../platform/http/errors.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { checkOwnUploads, fileListOf, uniqueIds } from './mobility-files.ts';
import { checkPlanEligible, eligibleFor } from './mobility-eligibility.ts';
import * as repo from './mobility.repo.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

const planView = (p: repo.PlanRow, me: EligibilityStudent): TripPlan => ({
  id: p.id, schoolYearName: p.schoolYearName, number: p.number, startTime: iso(p.startTime), endTime: iso(p.endTime),
  projectCount: p.projectCount, isOpen: p.isOpen, isCurrent: p.isCurrent, explain: p.explain,
  eligibility: p.eligibility, eligible: eligibleFor([p.eligibility], me),
});

/** The study trip and the exemption (MOB-C01…C07); README 'History', 'Exemption'. */
export class StudyTripService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  /** C01, the rule of README 'History': exempted 1, joined 3/2, plans −1, none −2. */
  async history(auth: AuthContext): Promise<number> {
    const f = await repo.historyFacts(this.db, auth.userId);
    if (f.exempted) return TripHistory.exempted;
    if (f.joinedComplete) return TripHistory.joinedComplete;
    if (f.joined) return TripHistory.joined;
    return f.plans > 0 ? TripHistory.selectable : TripHistory.noInfo;
  }

  /** C06: newest first, 10 a page, each with whom it is for and whether the caller is among them. */
  async plans(auth: AuthContext, pageNo: number): Promise<Page<TripPlan>> {
    const { rows, total } = await repo.planPage(this.db, pageNo, PLAN_PAGE_SIZE);
    const me = await repo.eligibilityStudent(this.db, auth.userId);
    return { data: rows.map((p) => planView(p, me)), total };
  }

  /** C07: the statement and the start the countdown runs to, with the database's now. */
  async plan(auth: AuthContext, id: number): Promise<TripPlanDetail> {
    const p = await repo.planById(this.db, id);
    if (!p) throw new BizError('97001');
    const me = await repo.eligibilityStudent(this.db, auth.userId);
    return {
      id: p.id, schoolYearName: p.schoolYearName, number: p.number, explain: p.explain, startTime: iso(p.startTime), endTime: iso(p.endTime),
      isOpen: p.isOpen, isCurrent: p.isCurrent, serverTime: iso(await dbNow(this.db)), eligibility: p.eligibility, eligible: eligibleFor([p.eligibility], me),
    };
  }

  /** C02: some plan's exemption window is open now. */
  async exemptIsOpen(): Promise<boolean> {
    return !!(await repo.exemptPlan(this.db));
  }

  /** C03: the exemption statement of the open window's plan (else the current plan's). */
  async explain(): Promise<string> {
    return (await repo.exemptOrCurrentPlan(this.db))?.exemptExplain ?? '';
  }

  /** C04: the caller's exemption on that plan, or null. */
  async exemptInfo(auth: AuthContext): Promise<Exemption | null> {
    const plan = await repo.exemptOrCurrentPlan(this.db);
    if (!plan) return null;
    const e = await repo.exemptionOf(this.db, plan.id, auth.userId);
    if (!e) return null;
    return {
      id: e.id, planId: e.planId, status: e.status, reason: e.reason,
      fileList: JSON.stringify(await fileListOf(this.db, this.files, e.fileIds)), auditOpinion: e.auditOpinion,
    };
  }

  /**
   * C05: writes the caller's exemption as submitted (1). The window must be open (97005) and the
   * plan for the caller (97200: a plan not theirs needs no exemption); a status
   * other than 1 is refused (97007); an existing one must be editable, 1 or 4 (97006); the id, when
   * sent, must be the caller's own (403). auditOpinion is never the student's to write: ignored.
   */
  async submit(auth: AuthContext, body: ExemptionSubmitBody): Promise<{ id: number; status: number }> {
    if (body.status != null && body.status !== ExemptStatus.submitted) throw new BizError('97007');
    const form = exemptionFormSchema.safeParse({ reason: body.reason, files: body.fileList });
    if (!form.success) throw new BizError('97008', { max: MAX_MOBILITY_FILES });
    if (body.id !== null) {
      const other = await repo.exemptionById(this.db, body.id);
      if (!other) throw new BizError('97018');
      if (other.studentId !== auth.userId) throw otherUsersData();
    }
    return this.db.transaction(async (tx) => {
      const plan = await repo.exemptPlan(tx);
      if (!plan) throw new BizError('97005');
      checkPlanEligible(plan.eligibility, await repo.eligibilityStudent(tx, auth.userId));
      const existing = await repo.lockExemption(tx, plan.id, auth.userId);
      if (body.id !== null && existing?.id !== body.id) throw new BizError('97005');
      if (existing && !EXEMPT_EDITABLE.includes(existing.status)) throw new BizError('97006');
      const ids = uniqueIds(form.data.files);
      await checkOwnUploads(tx, this.files, ids, auth.userId, 'exemption', existing?.fileIds ?? []);
      const id = await repo.upsertExemption(tx, { planId: plan.id, studentId: auth.userId, reason: form.data.reason, fileIds: ids });
      return { id, status: ExemptStatus.submitted };
    });
  }
}
