import {
  activityTimesProblem, ENTRANCE_YEAR_SPAN, SignupStatus, type ActivityAdminOptions, type ActivityAdminRow, type ActivityInput, type AttendanceUpdate, type FileRecord,
  type Page, type PageQuery, type RegistrantRow,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError, notFound } from '../../platform/http/errors.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { dropRecordAssignment, linkableSurveys, moveRecordAssignment, openRecordAssignment } from '../surveys/index.ts';
import {
  activityTypeExists, activityTypeOptions, allRegistrants, deleteActivity, findActivity, insertActivity, listActivities, listRegistrants, lockedRegistrant,
  setAttendance, setSurveyAssignment, signupCount, updateActivity, type AdminActivityRecord,
} from './activity-admin.repo.ts';
import { registrantsWorkbook } from './activity-export.ts';
import { lockActivity } from './activity-signups.repo.ts';
import { activityRow, promoteWaiting, surveyNames } from './activities.service.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';

/** The activity's survey stays open this long after its last time ends. */
const SURVEY_DAYS_AFTER = 14;

/**
 * The career office's console: activities with their times, places, eligibility, window and
 * survey; registrants with check-in; the xlsx export. Role career.admin (administrators pass).
 */
export class ActivityAdminService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  private row(r: AdminActivityRecord, names: Awaited<ReturnType<typeof surveyNames>>): ActivityAdminRow {
    return { ...activityRow(r, names, { id: null, status: null }), entranceYears: r.entranceYears, signupClosed: r.signupClosed };
  }

  async list(q: PageQuery): Promise<Page<ActivityAdminRow>> {
    const { rows, total } = await listActivities(this.db, q);
    const names = await surveyNames(this.db, rows);
    return { data: rows.map((r) => this.row(r, names)), total };
  }

  async detail(id: number): Promise<ActivityAdminRow> {
    const r = await findActivity(this.db, id);
    if (!r) throw notFound();
    return this.row(r, await surveyNames(this.db, [r]));
  }

  async options(): Promise<ActivityAdminOptions> {
    const year = Number(schoolDate(await dbNow(this.db)).slice(0, 4));
    return {
      activityTypes: await activityTypeOptions(this.db),
      surveys: await linkableSurveys(this.db),
      entranceYears: Array.from({ length: ENTRANCE_YEAR_SPAN + 1 }, (_, i) => year - i),
    };
  }

  private async checkInput(v: ActivityInput): Promise<void> {
    const problem = activityTimesProblem(v);
    if (problem) throw new BizError(problem);
    if (!(await activityTypeExists(this.db, v.activityTypeKey))) throw new BizError('3365');
    if (v.surveyID !== null && !(await linkableSurveys(this.db)).some((x) => x.id === v.surveyID)) throw new BizError('3364');
  }

  /** The survey engine's assignment of the activity: open from sign-up until two weeks after its end. */
  private async syncSurvey(tx: Queryable, id: number, v: ActivityInput, current: { surveyId: number | null; surveyAssignmentId: number | null } | null, by: number): Promise<void> {
    const ms = (s: string) => new Date(s).getTime();
    const window = {
      title: v.name, titleEn: v.nameEn, beginTime: new Date(v.signupBeginTime),
      endTime: new Date(Math.max(...v.vdActiveTimes.map((t) => ms(t.endTime))) + SURVEY_DAYS_AFTER * 86_400_000),
    };
    if (current?.surveyAssignmentId && current.surveyId === v.surveyID) {
      await moveRecordAssignment(tx, current.surveyAssignmentId, window);
      return;
    }
    // Another survey (or none): the old assignment goes unless someone answered it already.
    if (current?.surveyAssignmentId) await dropRecordAssignment(tx, current.surveyAssignmentId);
    await setSurveyAssignment(tx, id, v.surveyID === null ? null : await openRecordAssignment(tx, { ...window, surveyId: v.surveyID, kind: 'activity', createdBy: by }));
  }

  async create(auth: AuthContext, v: ActivityInput): Promise<{ id: number }> {
    await this.checkInput(v);
    return this.db.transaction(async (tx) => {
      const id = await insertActivity(tx, v, auth.userId);
      await this.syncSurvey(tx, id, v, null, auth.userId);
      return { id };
    });
  }

  /**
   * Under the activity's lock, so no sign-up slips between the count and the new places: places
   * never below those held (3363); the survey stays once someone holds a place (3369); more places
   * go to the students waiting, at once.
   */
  async update(auth: AuthContext, id: number, v: ActivityInput): Promise<{ id: number }> {
    await this.checkInput(v);
    await this.db.transaction(async (tx) => {
      const act = await lockActivity(tx, id);
      if (!act) throw notFound();
      if (v.personNum < act.placesTaken) throw new BizError('3363', { count: act.placesTaken });
      if (v.surveyID !== act.surveyId && act.placesTaken > 0) throw new BizError('3369');
      await updateActivity(tx, id, v);
      await this.syncSurvey(tx, id, v, act, auth.userId);
      const after = await lockActivity(tx, id);
      if (after && !after.started) await promoteWaiting(tx, after, after.personNum - after.placesTaken, 'capacity');
    });
    return { id };
  }

  async remove(id: number): Promise<{ id: number }> {
    await this.db.transaction(async (tx) => {
      const act = await lockActivity(tx, id);
      if (!act) throw notFound();
      if ((await signupCount(tx, id)) > 0) throw new BizError('3366');
      await deleteActivity(tx, id);
      if (act.surveyAssignmentId !== null) await dropRecordAssignment(tx, act.surveyAssignmentId);
    });
    return { id };
  }

  async registrants(id: number, q: PageQuery): Promise<Page<RegistrantRow>> {
    if (!(await findActivity(this.db, id))) throw notFound();
    const { rows, total } = await listRegistrants(this.db, id, q);
    return { data: rows.map(({ createdAt, excusedAt, ...r }) => ({ ...r, createTime: createdAt.toISOString(), excusedAt: excusedAt?.toISOString() ?? null })), total };
  }

  /** Attended or no-show, for a place (3367), from the activity's start (3368). */
  async checkIn(id: number, v: AttendanceUpdate): Promise<{ id: number }> {
    await this.db.transaction(async (tx) => {
      const r = await lockedRegistrant(tx, id);
      if (!r) throw notFound();
      if (r.status !== SignupStatus.placed) throw new BizError('3367');
      if (!r.started) throw new BizError('3368');
      await setAttendance(tx, id, v.attendance);
    });
    return { id };
  }

  async export(auth: AuthContext, id: number, lang: 'zh' | 'en'): Promise<FileRecord> {
    const act = await findActivity(this.db, id);
    if (!act) throw notFound();
    const book = await registrantsWorkbook(lang === 'en' ? act.nameEn : act.name, await allRegistrants(this.db, id));
    return this.files.saveGenerated(book, `activity-registrants-${id}.xlsx`, XLSX_MIME, auth.userId);
  }
}
