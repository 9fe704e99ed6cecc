import {
  ANONYMITY_THRESHOLD,
  BUSINESS_TYPE,
  MENTOR_PAGE_TYPE,
  Role,
  definitionIssueText,
  definitionIssues,
  type AdminSurveyDetail,
  type AdminSurveyRow,
  type AssignmentRow,
  type AssignOptions,
  type Lang,
  type Page,
  type SurveyDefinition,
  type SurveyKind,
  type SurveyQuestion,
  type SurveyResults,
  type assignmentCreateSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { hasRole } from '../../platform/auth/access.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError, forbidden, notFound } from '../../platform/http/errors.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { startClassAudience } from '../teaching/index.ts';
import * as admin from './survey-admin.repo.ts';
import { dropClosingReminder, syncClosingReminder } from './survey-closing.ts';
import { deleteQuestions, insertQuestions, loadQuestions } from './survey-definitions.repo.ts';
import { resultsWorkbook } from './survey-export.ts';
import { reportAssigned } from './survey-notices.ts';
import { assignmentIdsOf } from './survey-notices.repo.ts';
import { aggregate } from './survey-results.ts';
import { findAssignment, findSurvey, type AssignmentRecord } from './surveys.repo.ts';
import { roundsForSurveys } from '../selection/index.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';

type AssignmentInput = z.output<typeof assignmentCreateSchema>;
const isStaff = (ctx: AuthContext) => hasRole(ctx, [Role.surveyAdmin]);
/** Questions without their stored ids, to tell a real change from a re-save. */
const shape = (qs: readonly SurveyQuestion[]) => JSON.stringify(qs.map(({ id: _id, subQuestions, ...q }) => ({ ...q, subQuestions: subQuestions.map(({ id: _sid, ...s }) => s) })));

function toAssignmentRow(r: Awaited<ReturnType<typeof admin.listAssignments>>[number]): AssignmentRow {
  const a = r.a;
  return {
    id: a.id, surveyId: a.surveyId, businessType: a.businessType, businessValue: String(a.id), businessValue2: a.businessValue2,
    title: a.title, titleEn: a.titleEn, evaluationType: a.evaluationType, evaluationTypeEn: a.evaluationTypeEn, courseNameCN: a.courseNameCn, courseNameEN: a.courseNameEn,
    teacherName: a.teacherName, teacherNameEn: a.teacherNameEn, position: a.position, positionEn: a.positionEn, targetLabel: a.targetLabel, targetLabelEn: r.targetLabelEn, beginTime: a.beginTime.toISOString(), endTime: a.endTime.toISOString(),
    assignees: r.assignees, submitted: r.submitted, drafts: r.drafts,
  };
}

interface Audience {
  ids: number[];
  label: string;
  labelEn?: string;
  teacherIds?: number[];
  courseNameCn?: string;
  courseNameEn?: string;
}

function targetLabel(t: Exclude<AssignmentInput['target'], { by: 'startClass' }>): string {
  if (t.by === 'class') return t.className;
  if (t.by === 'cohort') return `${t.pageType}${t.studyEntranceYear ? ` ${t.studyEntranceYear}` : ''}`;
  return `${t.studentNumbers.length} students`;
}

export class SurveyAdminService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  async list(q: admin.AdminListParams): Promise<Page<AdminSurveyRow>> {
    const { rows, total } = await admin.listSurveys(this.db, q);
    return {
      data: rows.map((r) => ({
        id: r.survey.id, name: r.survey.name, nameEn: r.survey.nameEn, kind: r.survey.kind as SurveyKind, anonymous: r.survey.anonymous,
        questionCount: r.questionCount, assignmentCount: r.assignmentCount, submittedCount: r.submittedCount, locked: r.responseCount > 0,
        updatedAt: r.survey.updatedAt.toISOString(),
      })),
      total,
    };
  }

  async detail(id: number): Promise<AdminSurveyDetail> {
    const survey = await findSurvey(this.db, id);
    if (!survey) throw notFound();
    return {
      id, name: survey.name, nameEn: survey.nameEn, description: survey.description, descriptionEn: survey.descriptionEn,
      kind: survey.kind as SurveyKind, anonymous: survey.anonymous, questions: await loadQuestions(this.db, id),
      locked: (await admin.responseCountOf(this.db, id)) > 0,
    };
  }

  /** Structural faults refuse the save, the first three named in the request's language by position. */
  private checkDefinition(def: SurveyDefinition, lang: Lang): void {
    const issues = definitionIssues(def.questions);
    if (!issues.length) return;
    const detail = issues.slice(0, 3).map((i) => definitionIssueText(i, lang)).join(lang === 'zh' ? '；' : '; ');
    throw new BizError('91031', { detail });
  }

  private fields(def: SurveyDefinition) {
    // Faculty evaluations are anonymous to the teachers they evaluate.
    return { name: def.name, nameEn: def.nameEn, description: def.description, descriptionEn: def.descriptionEn, kind: def.kind, anonymous: def.kind === 'faculty' };
  }

  async create(ctx: AuthContext, def: SurveyDefinition, lang: Lang): Promise<{ id: number }> {
    this.checkDefinition(def, lang);
    return this.db.transaction(async (tx) => {
      const id = await admin.insertSurvey(tx, { ...this.fields(def), createdBy: ctx.userId });
      await insertQuestions(tx, id, def.questions);
      return { id };
    });
  }

  /**
   * Saves the builder. Once answers exist only the names and descriptions may change: the
   * questions are what the answers refer to. The survey row is locked against concurrent answers.
   */
  async update(id: number, def: SurveyDefinition, lang: Lang): Promise<{ id: number }> {
    this.checkDefinition(def, lang);
    return this.db.transaction(async (tx) => {
      const survey = await findSurvey(tx, id, 'update');
      if (!survey) throw notFound();
      const locked = (await admin.responseCountOf(tx, id)) > 0;
      if (survey.kind !== def.kind && (await admin.assignmentCountOf(tx, id)) > 0) throw new BizError('91030');
      if (locked && shape(await loadQuestions(tx, id)) !== shape(def.questions)) throw new BizError('91030');
      await admin.updateSurvey(tx, id, this.fields(def));
      if (!locked) {
        await deleteQuestions(tx, id);
        await insertQuestions(tx, id, def.questions);
      }
      return { id };
    });
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await findSurvey(tx, id, 'update'))) throw notFound();
      if ((await admin.responseCountOf(tx, id)) > 0) throw new BizError('91030');
      // Its assignments go with it (cascade), and so do their closing reminders.
      for (const a of await assignmentIdsOf(tx, id)) await dropClosingReminder(tx, a);
      await admin.deleteSurvey(tx, id);
    });
  }

  async assignOptions(): Promise<AssignOptions> {
    return { ...(await admin.assignOptions(this.db)), mentorRounds: await roundsForSurveys(this.db) };
  }

  async assignments(surveyId: number): Promise<AssignmentRow[]> {
    if (!(await findSurvey(this.db, surveyId))) throw notFound();
    return (await admin.listAssignments(this.db, admin.bySurvey(surveyId))).map(toAssignmentRow);
  }

  /**
   * Sends a survey to its respondents with an open window: a faculty evaluation once per teacher
   * of the class, a nominated-mentor survey for one mentor of a selection round, any other kind once.
   * Each assignment tells its students in the same transaction (one event for all of them) and
   * schedules its closing reminder (README 'Notices').
   */
  async assign(ctx: AuthContext, surveyId: number, input: AssignmentInput): Promise<AssignmentRow[]> {
    const survey = await findSurvey(this.db, surveyId);
    if (!survey) throw notFound();
    const kind = survey.kind as SurveyKind;
    const begin = new Date(input.beginTime);
    const end = new Date(input.endTime);
    if (!(begin < end)) throw new BizError('91032');
    const audience = await this.audienceOf(input.target);
    // A start class names its course and teachers; what the form gives explicitly wins.
    const teacherIds = input.teacherIds.length === 0 && audience.teacherIds ? audience.teacherIds : input.teacherIds;
    const teachers = kind === 'faculty' ? await admin.teachersByIds(this.db, [...new Set(teacherIds)]) : [];
    if (kind === 'faculty' && teacherIds.length === 0) throw new BizError('91034');
    if (teachers.length !== new Set(teacherIds).size) throw new BizError('91038');
    if (kind === 'mentor' && !input.mentorName) throw new BizError('91035');
    // A nominated-mentor survey belongs to a round of mentor selection: its id is the context (businessValue2).
    const roundKey = input.selectionRoundId ? String(input.selectionRoundId) : input.round ?? '';
    if (input.selectionRoundId && (await roundsForSurveys(this.db, [input.selectionRoundId])).length === 0) throw new BizError('91056');
    const ids = audience.ids;
    if (ids.length === 0) throw new BizError('91033');
    const base = {
      surveyId, businessType: BUSINESS_TYPE[kind], title: input.title, titleEn: input.titleEn, evaluationType: input.evaluationType,
      evaluationTypeEn: input.evaluationTypeEn, courseNameCn: input.courseNameCN ?? audience.courseNameCn ?? null, courseNameEn: input.courseNameEN ?? audience.courseNameEn ?? null,
      targetLabel: audience.label, targetLabelEn: audience.labelEn ?? null, beginTime: begin, endTime: end, createdBy: ctx.userId,
    };
    const created = await this.db.transaction(async (tx) => {
      const out: number[] = [];
      if (kind === 'faculty') {
        for (const t of teachers) {
          out.push(await admin.insertAssignment(tx, { ...base, teacherId: t.id, teacherName: t.name, teacherNameEn: t.enName, businessValue2: String(t.id) }, ids));
        }
      } else {
        const mentor = kind === 'mentor'
          ? { teacherName: input.mentorName, teacherNameEn: input.mentorNameEn, position: input.position, positionEn: input.positionEn, pageType: MENTOR_PAGE_TYPE, businessValue2: roundKey }
          : { businessValue2: roundKey };
        out.push(await admin.insertAssignment(tx, { ...base, ...mentor }, ids));
      }
      for (const a of out) {
        await reportAssigned(tx, a, ids);
        await syncClosingReminder(tx, a);
      }
      return out;
    });
    return (await admin.listAssignments(this.db, admin.byIds(created))).map(toAssignmentRow);
  }

  /**
   * Who a target names. A start class (teaching records) gives its enrolled students, and its course
   * and teachers for a faculty evaluation; the other targets give students only.
   */
  private async audienceOf(target: AssignmentInput['target']): Promise<Audience> {
    if (target.by !== 'startClass') {
      const { ids, unknown } = await admin.studentsOf(this.db, target);
      if (unknown.length) throw new BizError('91037', { numbers: unknown.slice(0, 10).join(', ') });
      return { ids, label: targetLabel(target) };
    }
    const c = await startClassAudience(this.db, target.startClassId);
    if (!c) throw new BizError('91039');
    return {
      ids: c.studentIds, teacherIds: c.teacherIds, courseNameCn: c.courseNameCn, courseNameEn: c.courseNameEn,
      label: `${c.courseNameCn} · ${c.className}`, labelEn: `${c.courseNameEn} · ${c.classNameEn || c.className}`,
    };
  }

  /** Removes an assignment nobody has answered; the row lock waits for answers being saved to it. */
  async removeAssignment(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await findAssignment(tx, id, 'update'))) throw notFound();
      if (await admin.assignmentHasResponses(tx, id)) throw new BizError('91036');
      await dropClosingReminder(tx, id);
      await admin.deleteAssignment(tx, id);
    });
  }

  /** The faculty evaluations of a teacher, for the teacher's own results. */
  async teacherAssignments(ctx: AuthContext): Promise<AssignmentRow[]> {
    return (await admin.listAssignments(this.db, admin.byTeacher(ctx.userId))).map(toAssignmentRow);
  }

  /**
   * Which assignments a caller may see results of: staff all of the survey (or the one asked for);
   * a teacher only the faculty evaluations about that teacher.
   */
  private async scope(ctx: AuthContext, surveyId: number, assignmentId: number | undefined): Promise<AssignmentRecord[] | null> {
    const one = assignmentId ? await findAssignment(this.db, assignmentId) : undefined;
    if (assignmentId && (!one || one.surveyId !== surveyId)) throw notFound();
    if (isStaff(ctx)) return one ? [one] : null;
    const mine = (await admin.listAssignments(this.db, admin.byTeacher(ctx.userId))).map((r) => r.a).filter((a) => a.surveyId === surveyId);
    const allowed = one ? mine.filter((a) => a.id === one.id) : mine;
    if (allowed.length === 0) throw forbidden();
    return allowed;
  }

  /**
   * Anonymous surveys give aggregates only of released assignments: closed by the database clock
   * and with at least ANONYMITY_THRESHOLD answers. Whole released assignments never change again,
   * so no two views (a scope with and without one assignment, before and after an answer) differ
   * by less than a released assignment (module README, 'Anonymity').
   */
  private async compute(ctx: AuthContext, surveyId: number, assignmentId: number | undefined) {
    const survey = await findSurvey(this.db, surveyId);
    if (!survey) throw notFound();
    const scope = await this.scope(ctx, surveyId, assignmentId);
    const where = scope ? admin.byIds(scope.map((a) => a.id)) : admin.bySurvey(surveyId);
    const { rows, released, responses } = await this.db.transaction(async (tx) => {
      // The lock first: the counts and answers read after it include every answer saved before the window closed.
      const closed = survey.anonymous ? new Set(await admin.lockClosedAssignments(tx, where)) : null;
      const rows = await admin.listAssignments(tx, where);
      const released = closed ? rows.filter((r) => closed.has(r.a.id) && r.submitted >= ANONYMITY_THRESHOLD).map((r) => r.a.id) : null;
      return { rows, released, responses: await admin.submittedResponses(tx, surveyId, released ?? (scope ? rows.map((r) => r.a.id) : null)) };
    });
    const questions = await loadQuestions(this.db, surveyId);
    const hidden = survey.anonymous && responses.length === 0;
    const results: SurveyResults = {
      surveyId, surveyName: survey.name, surveyNameEn: survey.nameEn, kind: survey.kind as SurveyKind, anonymous: survey.anonymous,
      assignmentId: assignmentId ?? null, assignees: rows.reduce((n, r) => n + r.assignees, 0), submitted: rows.reduce((n, r) => n + r.submitted, 0),
      drafts: rows.reduce((n, r) => n + r.drafts, 0), aggregated: responses.length, withheld: released ? rows.length - released.length : 0,
      hidden, threshold: ANONYMITY_THRESHOLD,
      questions: hidden ? [] : aggregate(questions, responses.map((r) => r.answers), survey.anonymous),
    };
    return { results, questions, responses };
  }

  async results(ctx: AuthContext, surveyId: number, assignmentId: number | undefined): Promise<SurveyResults> {
    return (await this.compute(ctx, surveyId, assignmentId)).results;
  }

  /** The results as an xlsx file behind a short-lived signed link. */
  async exportResults(ctx: AuthContext, surveyId: number, assignmentId: number | undefined) {
    const { results, questions, responses } = await this.compute(ctx, surveyId, assignmentId);
    const bytes = await resultsWorkbook(results, questions, results.anonymous ? [] : responses);
    // The school day, not UTC's: an export made at 07:30 in Beijing is dated that day.
    const stamp = schoolDate(new Date());
    const file = await this.files.saveGenerated(bytes, `survey-${surveyId}-results-${stamp}.xlsx`, XLSX_MIME, ctx.userId);
    return { fileName: file.fileName, fileUrl: file.fileUrl };
  }
}
