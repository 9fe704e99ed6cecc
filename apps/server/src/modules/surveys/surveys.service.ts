import {
  FillStatus,
  MENTOR_PAGE_TYPE,
  Role,
  checkSubmission,
  kindOfBusinessType,
  normaliseAnswers,
  type FacultySurveyRow,
  type GraduateSurveyRow,
  type MentorSurveyRow,
  type Page,
  type PageQuery,
  type ResultDetail,
  type SaveSurveyBody,
  type SurveyKind,
  type SurveyView,
  type saveSurveyBodySchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { hasRole } from '../../platform/auth/access.ts';
import { findUserById, findUserByLogin } from '../../platform/auth/auth.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import { BizError, bizErrorOf, notFound, otherUsersData } from '../../platform/http/errors.ts';
import { dbNow, isWindowOpen } from '../../platform/time/db-clock.ts';
import { loadQuestions } from './survey-definitions.repo.ts';
import * as repo from './surveys.repo.ts';
import type { AssignmentRecord, StudentRow, SurveyRecord } from './surveys.repo.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
// The window rule of docs/time.md (begin inclusive, end exclusive), at an instant of the database clock.
const isOpenAt = (a: AssignmentRecord, now: Date) => isWindowOpen({ begin: a.beginTime, end: a.endTime }, now);
const notAsked = () => new BizError('91022');

export type SaveInput = z.output<typeof saveSurveyBodySchema>;
export type { SaveSurveyBody };

/** The context a survey is answered in: the assignment named by businessValue, for this user. */
interface Answering {
  survey: SurveyRecord;
  assignment: AssignmentRecord;
}

/** Parses the businessValue of the wire: the assignment id. */
function assignmentIdOf(businessValue: string): number | null {
  const n = Number(businessValue);
  return /^\d{1,10}$/.test(businessValue) && n > 0 && n <= 2_147_483_647 ? n : null;
}

export class SurveysService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  private async username(ctx: AuthContext): Promise<string> {
    return (await findUserById(this.db, ctx.userId))?.username ?? String(ctx.userId);
  }

  private async rows(ctx: AuthContext, kind: SurveyKind, q: PageQuery, extra: { pageType?: string | null; isSubmit?: boolean | null } = {}) {
    return repo.listForStudent(this.db, { userId: ctx.userId, kind, ...q, ...extra });
  }

  private facultyRow(r: StudentRow, userID: string, now: Date): FacultySurveyRow {
    const a = r.a;
    const done = r.status === 'submitted';
    return {
      surveyID: a.surveyId, surveyName: r.surveyName, surveyNameEn: r.surveyNameEn, businessType: a.businessType,
      businessValue: String(a.id), businessValue2: a.businessValue2, userID, language: r.surveyNameEn ? 'zh,en' : 'zh',
      evaluationType: a.evaluationType ?? '', evaluationTypeEn: a.evaluationTypeEn, courseNameCN: a.courseNameCn, courseNameEN: a.courseNameEn,
      teacherName: a.teacherName, teacherNameEn: a.teacherNameEn, status: done ? FillStatus.filled : FillStatus.notFilled,
      creationTime: iso(r.submittedAt), beginTime: a.beginTime.toISOString(), endTime: a.endTime.toISOString(), isOpen: !done && isOpenAt(a, now),
    };
  }

  /** GetFacultyPageList: the faculty evaluations assigned to the user (businessType 0). */
  async facultyList(ctx: AuthContext, q: PageQuery, businessType: string): Promise<Page<FacultySurveyRow>> {
    const kind = businessType === '' ? 'faculty' : kindOfBusinessType(businessType);
    if (!kind) throw new BizError('90003', { detail: `businessType ${businessType}` });
    const { rows, total } = await this.rows(ctx, kind, q);
    const userID = await this.username(ctx);
    const now = await dbNow(this.db);
    return { data: rows.map((r) => this.facultyRow(r, userID, now)), total };
  }

  /** GetSelectionFacultyPageList: nominated-mentor surveys of the user's selection rounds (pageType mbaxy). */
  async mentorList(ctx: AuthContext, q: PageQuery, pageType: string | null | undefined): Promise<Page<MentorSurveyRow>> {
    const { rows, total } = await this.rows(ctx, 'mentor', q, { pageType: pageType || MENTOR_PAGE_TYPE });
    const userID = await this.username(ctx);
    const now = await dbNow(this.db);
    return { data: rows.map((r) => ({ ...this.facultyRow(r, userID, now), position: r.a.position, positionEn: r.a.positionEn })), total };
  }

  /** QueryVDGraduateSurveyForStudy: the user's graduate surveys; studentUserId must be the user. */
  async graduateList(ctx: AuthContext, q: PageQuery, studentUserId: string | number | null | undefined, isSubmit: boolean | null): Promise<Page<GraduateSurveyRow>> {
    const userID = await this.username(ctx);
    if (studentUserId !== null && studentUserId !== undefined && studentUserId !== '' && String(studentUserId) !== userID && String(studentUserId) !== String(ctx.userId)) {
      throw otherUsersData();
    }
    const { rows, total } = await this.rows(ctx, 'graduate', q, { isSubmit });
    return {
      data: rows.map((r) => ({
        id: r.a.id, title: r.a.title ?? r.surveyName, titleEn: r.a.titleEn, surveyName: r.surveyName, surveyNameEn: r.surveyNameEn,
        surveyId: r.a.surveyId, userID, beginTime: r.a.beginTime.toISOString(), endTime: r.a.endTime.toISOString(),
        createTime: r.a.createdAt.toISOString(), isSubmit: r.status === 'submitted', submitSurvyTime: iso(r.submittedAt),
      })),
      total,
    };
  }

  /**
   * The assignment a request names, checked: it belongs to the survey, its businessType matches
   * when given, and the user is asked to answer it. Anything else is 'not asked' (91022).
   */
  private async answering(ctx: AuthContext, surveyId: number, businessValue: string, businessType: string): Promise<Answering> {
    const id = assignmentIdOf(businessValue);
    const assignment = id ? await repo.findAssignment(this.db, id) : undefined;
    if (!assignment || assignment.surveyId !== surveyId) throw notAsked();
    if (businessType && businessType !== assignment.businessType) throw notAsked();
    if (!(await repo.isAssignee(this.db, assignment.id, ctx.userId))) throw notAsked();
    const survey = await repo.findSurvey(this.db, surveyId);
    if (!survey) throw notFound();
    return { survey, assignment };
  }

  /** GetSurveyByID: the definition with the context and the user's saved answers. */
  async view(ctx: AuthContext, surveyId: number, q: { businessValue: string; businessValue2: string; businessType: string }): Promise<SurveyView> {
    const { survey, assignment } = await this.answering(ctx, surveyId, q.businessValue, q.businessType);
    const [questions, response] = await Promise.all([loadQuestions(this.db, surveyId), repo.findResponse(this.db, assignment.id, ctx.userId)]);
    const submitted = response?.status === 'submitted';
    return {
      surveyID: survey.id, surveyName: survey.name, surveyNameEn: survey.nameEn, description: survey.description, descriptionEn: survey.descriptionEn,
      kind: survey.kind as SurveyKind, anonymous: survey.anonymous, extendedQuestions: questions, results: response?.answers ?? [],
      isSubmit: submitted, submitTime: iso(response?.submittedAt), canAnswer: !submitted && isOpenAt(assignment, await dbNow(this.db)),
      beginTime: assignment.beginTime.toISOString(), endTime: assignment.endTime.toISOString(), businessType: assignment.businessType,
      businessValue: String(assignment.id), businessValue2: assignment.businessValue2, title: assignment.title, titleEn: assignment.titleEn,
      courseNameCN: assignment.courseNameCn, courseNameEN: assignment.courseNameEn, teacherName: assignment.teacherName, teacherNameEn: assignment.teacherNameEn,
    };
  }

  /**
   * SaveFacultSurvey: a draft (isSubmit false) or the submission. The answers are judged by the
   * same rules as the web form; a refusal is 700 with the first issue's code (all issues in data)
   * and changes nothing.
   */
  async save(ctx: AuthContext, body: SaveInput): Promise<{ isSubmit: boolean; submitTime: string | null; updatedAt: string }> {
    const { assignment } = await this.answering(ctx, body.surveyID, body.businessValue, body.businessType);
    return this.db.transaction(async (tx) => {
      // Shares the survey row with other answers; the builder takes it exclusively to change questions.
      await repo.findSurvey(tx, body.surveyID, 'share');
      // Shares the assignment with other answers; its removal and the release of its results take
      // it exclusively, so an answer is either in before them or refused after.
      if (!(await repo.findAssignment(tx, assignment.id, 'share'))) throw notAsked();
      const existing = await repo.findResponse(tx, assignment.id, ctx.userId);
      if (existing?.status === 'submitted') throw new BizError('91020');
      if (!(await repo.isOpenNow(tx, assignment.id))) throw new BizError('91021');
      const questions = await loadQuestions(tx, body.surveyID);
      const issues = checkSubmission(questions, body);
      const first = issues[0];
      if (first) throw bizErrorOf(first.code, first.params ?? {}, { data: issues });
      const saved = await repo.saveResponse(tx, {
        assignmentId: assignment.id, userId: ctx.userId, surveyId: body.surveyID, submit: body.isSubmit,
        answers: normaliseAnswers(questions, body.extendedQuestionResults, body.surveyID),
      });
      if (!saved) throw new BizError('91020');
      return { isSubmit: saved.status === 'submitted', submitTime: iso(saved.submittedAt), updatedAt: saved.updatedAt.toISOString() };
    });
  }

  /**
   * GetFacultyResultDetail: the earlier answers of a response. The responder is the user; survey
   * administrators may read another respondent's answers, except in anonymous surveys.
   */
  async resultDetail(ctx: AuthContext, surveyId: number, businessValue: string, responder: string | number | null | undefined): Promise<ResultDetail> {
    const me = await findUserById(this.db, ctx.userId);
    const named = responder === null || responder === undefined || responder === '' ? null : String(responder);
    const self = named === null || named === me?.username || named === String(ctx.userId);
    if (self) {
      const { assignment } = await this.answering(ctx, surveyId, businessValue, '');
      const response = await repo.findResponse(this.db, assignment.id, ctx.userId);
      return this.detail(surveyId, assignment, me?.username ?? String(ctx.userId), response);
    }
    const survey = await repo.findSurvey(this.db, surveyId);
    if (!hasRole(ctx, [Role.surveyAdmin]) || !survey || survey.anonymous) throw otherUsersData();
    const id = assignmentIdOf(businessValue);
    const assignment = id ? await repo.findAssignment(this.db, id) : undefined;
    const other = /^\d+$/.test(named) ? await findUserById(this.db, Number(named)) : await findUserByLogin(this.db, named);
    if (!assignment || assignment.surveyId !== surveyId || !other) throw notFound();
    return this.detail(surveyId, assignment, other.username, await repo.findResponse(this.db, assignment.id, other.id));
  }

  private detail(surveyId: number, a: AssignmentRecord, responder: string, r: repo.ResponseRecord | undefined): ResultDetail {
    return {
      surveyID: surveyId, businessValue: String(a.id), responder, results: r?.answers ?? [],
      isSubmit: r?.status === 'submitted', submitTime: iso(r?.submittedAt),
    };
  }
}

