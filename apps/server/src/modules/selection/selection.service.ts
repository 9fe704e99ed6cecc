import {
  MENTOR_PAGE_TYPES, SUPERVISOR_PAGE_TYPES, type MentorRow, type Page, type PageQuery, type SaveSelectTeacherBody, type SelectCount,
  type SelectionChoice, type SelectionKind, type SelectionPageType, type SelectionResume, type SelectionRound, type SelectionStudentRecord, type SupervisorRow,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { findFile } from '../../platform/files/files.repo.ts';
import { BizError, notFound } from '../../platform/http/errors.ts';
import { ownId } from './selection-access.ts';
import { withdrawChoice } from './selection-decisions.ts';
import { noTeacherOf } from './selection-unplaced.ts';
import { mentorView, roundView, supervisorView } from './selection-views.ts';
import * as repo from './selection.repo.ts';

/** The students' side of selection (SEL-C01…C09); README 'Rounds', 'Choices', 'Privacy'. */
export class SelectionService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  /** Which kinds a page type names: 'benyan' is both a mentor page and a supervisor page (README 'Page types'). */
  private kindsOf(pageType: SelectionPageType, selectionType: SelectionKind | null | undefined): SelectionKind[] {
    const kinds: SelectionKind[] = [];
    if (MENTOR_PAGE_TYPES.includes(pageType)) kinds.push('mentor');
    if (SUPERVISOR_PAGE_TYPES.includes(pageType)) kinds.push('supervisor');
    return selectionType ? kinds.filter((k) => k === selectionType) : kinds;
  }

  private async rounds(ctx: AuthContext, pageType: SelectionPageType, selectionType: SelectionKind | null | undefined, q: PageQuery, currentOnly: boolean): Promise<Page<SelectionRound>> {
    const { rows, total } = await repo.roundsOfStudent(this.db, {
      studentId: ctx.userId, pageTypes: [pageType], kinds: this.kindsOf(pageType, selectionType), queryText: q.queryText, conModels: q.conModels,
      orderBy: q.orderBy, sort: q.sort, pageNo: q.pageNo, pageSize: q.pageSize, currentOnly,
    });
    const hasTeacher = (row: (typeof rows)[number]) => row.choice?.teacherId !== null && row.choice?.teacherId !== undefined;
    const unplaced = rows.filter((row) => row.round.isEnded && !hasTeacher(row)).map((row) => row.round.id);
    const lines = await repo.choiceLinesOf(this.db, ctx.userId, unplaced);
    return {
      data: rows.map((row) => roundView(row.round, row.choice, row.teacherName,
        noTeacherOf(row.round.isEnded, hasTeacher(row), lines.filter((l) => l.roundId === row.round.id)))),
      total,
    };
  }

  /** SEL-C01: the rounds of the page type that are open now or still to come. */
  async current(ctx: AuthContext, pageType: SelectionPageType, selectionType?: SelectionKind | null): Promise<SelectionRound[]> {
    return (await this.rounds(ctx, pageType, selectionType, { pageNo: 0, pageSize: 50, queryText: '', conModels: [], orderBy: null, sort: undefined }, true)).data;
  }

  /** SEL-C02: the student's rounds (mentor) or schemes (supervisor), newest first. */
  async mine(ctx: AuthContext, body: PageQuery & { pageType: SelectionPageType; studentId?: number | null; selectionType?: SelectionKind | null }): Promise<Page<SelectionRound>> {
    ownId(ctx, body.studentId);
    return this.rounds(ctx, body.pageType, body.selectionType, body, false);
  }

  /** The round the student's call names, checked: it exists, is released, belongs to the page and the student is in it. */
  private async memberRound(ctx: AuthContext, selectionId: number, pageType: SelectionPageType | null, kind: SelectionKind | null) {
    const round = await repo.findRound(this.db, selectionId);
    if (!round || round.releaseStatus === 0 || round.status !== 1) throw notFound();
    if ((pageType && round.pageType !== pageType) || (kind && round.selectionType !== kind)) throw new BizError('96013');
    const membership = await repo.findMembership(this.db, round.id, ctx.userId);
    if (!membership) throw new BizError('96005');
    return { round, membership };
  }

  /** SEL-C03: the mentors of a round with the caller's choice of each; the phone only where released (README 'Privacy'). */
  async mentors(ctx: AuthContext, body: PageQuery & { pageType: SelectionPageType; selectionId: number; studentId?: number | null }): Promise<Page<MentorRow>> {
    ownId(ctx, body.studentId);
    const { round } = await this.memberRound(ctx, body.selectionId, body.pageType, 'mentor');
    const { rows, total } = await repo.teachersForStudent(this.db, { ...body, roundId: round.id, studentId: ctx.userId });
    return { data: rows.map((row) => mentorView(this.files, row)), total };
  }

  /** SEL-C04: the supervisors of a scheme; counts hidden once it has ended. */
  async supervisors(ctx: AuthContext, body: PageQuery & { pageType: SelectionPageType; selectionId: number; studentId?: number | null }, lang: 'zh' | 'en'): Promise<Page<SupervisorRow>> {
    ownId(ctx, body.studentId);
    const { round } = await this.memberRound(ctx, body.selectionId, body.pageType, 'supervisor');
    const { rows, total } = await repo.teachersForStudent(this.db, { ...body, roundId: round.id, studentId: ctx.userId });
    return { data: rows.map((row) => supervisorView(row, round.isEnded, lang)), total };
  }

  /** SEL-C06: the caller's selection resume (fields null before the first). */
  async resume(ctx: AuthContext): Promise<SelectionResume> {
    const r = await repo.resumeOf(this.db, ctx.userId);
    return r ? { resumeGuid: r.fileId, resumeName: r.name, resumeFile: this.files.inlineLink(r.fileId, r.name) } : { resumeGuid: null, resumeName: null, resumeFile: null };
  }

  /** SEL-C05: the student's record in a round, with the resume. */
  async record(ctx: AuthContext, selectionId: number): Promise<SelectionStudentRecord> {
    const { round, membership } = await this.memberRound(ctx, selectionId, null, null);
    return { id: membership.id, selectionId: round.id, studentId: ctx.userId, ...(await this.resume(ctx)) };
  }

  /** SEL-C07: the resume is the caller's own upload of the 'mentorResume' rule (a PDF by content), else 96011 / 96003. */
  async saveResume(ctx: AuthContext, body: { resumeGuid?: string | null }): Promise<SelectionResume> {
    if (!body.resumeGuid) throw new BizError('96003');
    const file = /^[0-9a-f-]{36}$/i.test(body.resumeGuid) ? await findFile(this.db, body.resumeGuid) : undefined;
    if (!file || file.ownerId !== ctx.userId || file.use !== 'mentorResume' || file.mime !== 'application/pdf') throw new BizError('96011');
    await this.db.transaction(async (tx) => {
      await this.files.attach(tx, [file.id], ctx.userId);
      await repo.upsertResume(tx, ctx.userId, file.id);
    });
    return this.resume(ctx);
  }

  /** SEL-C08: choices made and allowed in the round. */
  async selectCount(ctx: AuthContext, selectionId: number): Promise<SelectCount> {
    const { round, membership } = await this.memberRound(ctx, selectionId, null, null);
    return { selectedTimes: membership.selectedTimes, studentSelectionTimes: round.studentSelectionTimes };
  }

  /** The student withdraws their own waiting choice while the round is open (README 'Choices'). */
  async withdraw(ctx: AuthContext, choiceId: number): Promise<void> {
    const choice = await repo.findChoice(this.db, choiceId);
    if (!choice) throw notFound();
    ownId(ctx, choice.studentId);
    const round = await repo.findRound(this.db, choice.roundId);
    if (!round?.isCurrent) throw new BizError('96004');
    await this.db.transaction((tx) => withdrawChoice(tx, choice, ctx.userId));
  }

  /**
   * SEL-C09, both shapes: the supervisor shape names the student, who must be the caller
   * (403 otherwise, SEL-S08). The rules, in the transaction that holds the student's record and then
   * the teacher's row: the round open by the database clock (96004); no confirmed choice yet (96002);
   * not the same teacher twice (96007); a teacher of this round (96010) with a place left (96006);
   * within the round's choices (96001, compare-and-swap). A mentor choice needs the resume (96003).
   */
  async choose(ctx: AuthContext, body: SaveSelectTeacherBody): Promise<SelectionChoice> {
    const supervisor = 'lwSelectionAndTeacherRelationId' in body;
    if (supervisor) ownId(ctx, body.studentId);
    const teacherId = supervisor ? body.lwSelectionAndTeacherRelationId : body.teacherId;
    const { round } = await this.memberRound(ctx, body.selectionId, body.pageType, supervisor ? 'supervisor' : 'mentor');
    if (!supervisor && !(await repo.resumeOf(this.db, ctx.userId))) throw new BizError('96003');
    return this.db.transaction(async (tx) => {
      const membership = await repo.lockMembership(tx, round.id, ctx.userId);
      const now = await repo.findRound(tx, round.id);
      if (!membership || !now) throw new BizError('96005');
      if (!now.isCurrent) throw new BizError('96004');
      if (await repo.confirmedChoiceOf(tx, round.id, ctx.userId)) throw new BizError('96002');
      const mine = await repo.choicesOfStudent(tx, round.id, ctx.userId);
      if (mine.some((ch) => ch.teacherId === teacherId)) throw new BizError('96007');
      const teacher = await repo.lockTeacher(tx, teacherId);
      if (!teacher || teacher.roundId !== round.id) throw new BizError('96010');
      if (teacher.confirmedCount >= teacher.selectionTimes) throw new BizError('96006');
      if ((await repo.takeChoice(tx, membership.id)) === undefined) throw new BizError('96001', { times: now.studentSelectionTimes });
      const rank = mine.reduce((m, ch) => Math.max(m, ch.choiceRank), 0) + 1;
      const saved = await repo.insertChoice(tx, { roundId: round.id, studentId: ctx.userId, teacherId, choiceRank: rank });
      return { id: saved.id, selectionId: saved.roundId, teacherId: saved.teacherId, status: saved.status, choiceRank: saved.choiceRank };
    });
  }
}
