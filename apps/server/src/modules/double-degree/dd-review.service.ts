import type {
  DdCriteriaInput, DdCriterion, DdDecisionInput, DdMySheet, DdProgrammeReviewersInput, DdReviewer, DdReviewProgramme, DdReviews, DdSheetInput,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { BizError } from '../../platform/http/errors.ts';
import { programmeScope, reviewableSignup } from './dd-access.ts';
import { reportResults } from './dd-notices.ts';
import * as review from './dd-review.repo.ts';
import * as repo from './dd.repo.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const criterionOf = (c: review.CriterionRow): DdCriterion => ({ id: c.id, name: c.name, nameEn: c.nameEn, maxScore: c.maxScore });

/**
 * Once the office has decided (a review decision, or an internal selection result given directly
 * under Results), the reviewers' sheets are closed: what they scored is what the office decided on.
 */
export const isDecided = (s: repo.SignupRow) => s.reviewDecision !== 0 || s.gsmResult !== 0;

/** An application the reviewers may score: submitted (97128). */
function submittedOnly(s: repo.SignupRow): repo.SignupRow {
  if (!s.submitTime) throw new BizError('97128');
  return s;
}

/** Reviewing double-degree applications (README 'Reviewing'): the reviewers' side and the office's. */
export class DdReviewService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  // ---- the office: reviewers, criteria, the sheets side by side, decisions, publication

  async reviewers(): Promise<DdReviewer[]> {
    return review.reviewers(this.db);
  }

  /** Only holders of dd.reviewer may be assigned (97120); the list replaces the programme's. */
  async setProgrammeReviewers(projectId: number, input: DdProgrammeReviewersInput): Promise<{ id: number }> {
    const ids = [...new Set(input.reviewerIds)];
    await this.db.transaction(async (tx) => {
      if (!(await repo.projectById(tx, projectId))) throw new BizError('97100');
      if ((await review.countReviewers(tx, ids)) !== ids.length) throw new BizError('97120');
      await review.setProgrammeReviewers(tx, projectId, ids);
    });
    return { id: projectId };
  }

  async criteria(manageId: number): Promise<DdCriterion[]> {
    if (!(await repo.manageById(this.db, manageId))) throw new BizError('97118');
    return (await review.criteriaOf(this.db, manageId)).map(criterionOf);
  }

  /**
   * The round's score sheet, as a whole list in its order. Once a sheet exists the criteria may be
   * renamed only (97122): adding, removing or re-scaling one would change what scores mean.
   */
  async setCriteria(manageId: number, input: DdCriteriaInput): Promise<DdCriterion[]> {
    await this.db.transaction(async (tx) => {
      if (!(await review.lockManage(tx, manageId, 'update'))) throw new BizError('97118');
      const existing = await review.criteriaOf(tx, manageId);
      const byId = new Map(existing.map((c) => [c.id, c]));
      if (input.criteria.some((c) => c.id !== undefined && !byId.has(c.id))) throw new BizError('97121');
      const kept = input.criteria.flatMap((c) => (c.id === undefined ? [] : [c.id]));
      if (new Set(kept).size !== kept.length) throw new BizError('97121');
      if (await review.roundHasSheets(tx, manageId)) {
        const same = kept.length === input.criteria.length && kept.length === existing.length
          && input.criteria.every((c) => byId.get(c.id!)!.maxScore === c.maxScore);
        if (!same) throw new BizError('97122');
      }
      await review.deleteCriteriaExcept(tx, manageId, kept);
      for (const [i, c] of input.criteria.entries()) {
        const v = { name: c.name, nameEn: c.nameEn, maxScore: c.maxScore, sortOrder: i + 1 };
        if (c.id === undefined) await review.insertCriterion(tx, manageId, v);
        else await review.updateCriterion(tx, c.id, v);
      }
    });
    return this.criteria(manageId);
  }

  /** Every sheet of one applicant side by side, with the assigned reviewers who have not scored yet. */
  async reviews(id: number): Promise<DdReviews> {
    const s = await repo.signupById(this.db, id);
    if (!s) throw new BizError('97101');
    const criteria = (await review.criteriaOf(this.db, s.applyManageId)).map(criterionOf);
    const sheets = await review.sheetsOf(this.db, id);
    const scores = await review.scoresOf(this.db, sheets.map((x) => x.sheet.id));
    const assigned = await review.assignedReviewers(this.db, s.projectId);
    return {
      ddSingupStudentId: id, criteria, maxTotal: criteria.reduce((n, c) => n + c.maxScore, 0),
      sheets: sheets.map(({ sheet, reviewerName, reviewerNameEn }) => {
        const mine = scores.filter((x) => x.sheetId === sheet.id).map((x) => ({ criterionId: x.criterionId, score: x.score }));
        return {
          reviewerId: sheet.reviewerId, reviewerName, reviewerNameEn: reviewerNameEn || reviewerName, scores: mine,
          total: mine.reduce((n, x) => n + x.score, 0), comment: sheet.comment, updatedAt: iso(sheet.updatedAt),
        };
      }),
      pending: assigned.filter((r) => !sheets.some((x) => x.sheet.reviewerId === r.id))
        .map((r) => ({ reviewerId: r.id, reviewerName: r.name, reviewerNameEn: r.enName || r.name })),
      decision: s.reviewDecision, decisionPublished: s.reviewPublishedAt !== null, gsmResult: s.gsmResult,
    };
  }

  /** Admit or reject (0 takes it back) until published (97129); it closes the sheets at once and tells the student nothing yet. */
  async decide(id: number, input: DdDecisionInput): Promise<{ id: number }> {
    await this.db.transaction(async (tx) => {
      const s = await repo.lockSignup(tx, id);
      if (!s) throw new BizError('97101');
      if (!s.submitTime) throw new BizError('97113');
      if (s.reviewPublishedAt) throw new BizError('97129');
      await review.setDecision(tx, id, input.decision);
    });
    return { id };
  }

  /**
   * Publishes the round's decisions not yet published (97130 when there are none): each becomes
   * the internal selection's result, and the student is told through the results notice
   * (README 'Notices'), in the same transaction, once per application.
   */
  async publish(manageId: number): Promise<{ published: number }> {
    return this.db.transaction(async (tx) => {
      if (!(await repo.manageById(tx, manageId))) throw new BizError('97118');
      const due = await review.lockUnpublished(tx, manageId);
      if (!due.length) throw new BizError('97130');
      for (const s of due) {
        await review.markPublished(tx, s.id, s.reviewDecision);
        const canBook = !s.interviewTimeId && (await repo.hasInterviewDays(tx, s.projectId));
        await reportResults(tx, s.id, [{ stage: 'internal', before: s.gsmResult, after: s.reviewDecision }], s.updatedAt, canBook);
      }
      return { published: due.length };
    });
  }

  // ---- the reviewer

  async myProgrammes(auth: AuthContext): Promise<DdReviewProgramme[]> {
    return review.reviewProgrammes(this.db, await programmeScope(this.db, auth), auth.userId);
  }

  async mySheet(auth: AuthContext, id: number): Promise<DdMySheet> {
    return this.sheetView(this.db, auth, submittedOnly(await reviewableSignup(this.db, auth, id)));
  }

  /**
   * Saves the caller's sheet of an application of their programmes (else 403): every criterion of
   * the round scored with a whole number from 0 to its maximum (97124, 97125, 97126), until the
   * office decides (97127). Under the application's lock, so a decision and a save never cross.
   */
  async saveSheet(auth: AuthContext, id: number, input: DdSheetInput): Promise<DdMySheet> {
    return this.db.transaction(async (tx) => {
      const s = submittedOnly(await reviewableSignup(tx, auth, id, true));
      if (isDecided(s)) throw new BizError('97127');
      await review.lockManage(tx, s.applyManageId, 'share');
      const criteria = await review.criteriaOf(tx, s.applyManageId);
      if (!criteria.length) throw new BizError('97123');
      const given = new Map<number, number>();
      for (const x of input.scores) {
        const c = criteria.find((k) => k.id === x.criterionId);
        if (!c) throw new BizError('97121');
        if (!Number.isInteger(x.score)) throw new BizError('97124', { criterion: c.name, criterionEn: c.nameEn });
        if (x.score < 0 || x.score > c.maxScore) throw new BizError('97125', { criterion: c.name, criterionEn: c.nameEn, max: c.maxScore });
        given.set(c.id, x.score);
      }
      const missing = criteria.filter((c) => !given.has(c.id));
      if (missing.length) throw new BizError('97126', { missing: missing.map((c) => c.name).join('、'), missingEn: missing.map((c) => c.nameEn).join(', ') });
      await review.saveSheet(tx, id, auth.userId, input.comment, criteria.map((c) => ({ criterionId: c.id, score: given.get(c.id)! })));
      return this.sheetView(tx, auth, s);
    });
  }

  private async sheetView(db: Queryable, auth: AuthContext, s: repo.SignupRow): Promise<DdMySheet> {
    const criteria = (await review.criteriaOf(db, s.applyManageId)).map(criterionOf);
    const sheet = await review.sheetOf(db, s.id, auth.userId);
    const scores = sheet ? await review.scoresOf(db, [sheet.id]) : [];
    const project = await repo.projectById(db, s.projectId);
    const student = await repo.account(db, s.studentId);
    return {
      ddSingupStudentId: s.id, ddProjectName: project?.name ?? '', studentName: student?.name ?? '', studentNumber: student?.studentNumber ?? '',
      criteria, scores: scores.map((x) => ({ criterionId: x.criterionId, score: x.score })),
      comment: sheet?.comment ?? '', updatedAt: sheet ? iso(sheet.updatedAt) : null, editable: !isDecided(s),
    };
  }
}
