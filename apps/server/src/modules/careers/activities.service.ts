import {
  ACTIVITY_STUDENT_TYPES, SignupStatus, type ActivityListBody, type ActivityRow, type ActivitySignupBody, type ActivitySignupResult, type MySignupListBody,
  type MySignupRow, type Page,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { BizError, notFound, otherUsersData } from '../../platform/http/errors.ts';
import { sanitizeRichText } from '../../platform/http/sanitize.ts';
import { assignSurveyTo, surveyNamesOf } from '../surveys/index.ts';
import { eligibilityOf, findForStudent, listForStudent, mySignup, mySignups, type ActivityRecord, type MySignupRecord } from './activities.repo.ts';
import { checkNoShowBlock } from './activity-no-shows.service.ts';
import { reportPromoted } from './activity-notices.ts';
import { activeSignup, changePlaces, findSignup, firstWaiting, insertSignup, lockActivity, setStatus, type LockedActivity } from './activity-signups.repo.ts';

type Names = Map<number, { name: string; nameEn: string }>;
const iso = (d: Date | string) => new Date(d).toISOString();
const typeNames = (ids: number[], lang: 'zh' | 'en') =>
  ids.map((id) => ACTIVITY_STUDENT_TYPES.find((t) => t.id === id)?.[lang] ?? String(id)).join(lang === 'zh' ? '、' : ', ');

/** An activity as the wire has it (CAR-N04); the admin row adds to it. */
export function activityRow(r: Omit<ActivityRecord, 'mySignupId' | 'myStatus'>, surveys: Names, mine: { id: number | null; status: number | null }): ActivityRow {
  const survey = r.surveyId === null ? undefined : surveys.get(r.surveyId);
  return {
    id: r.id, vdActiveType: r.vdActiveType, activityTypeKey: r.activityTypeKey, activityTypeDes: r.activityTypeDes, activityTypeDesEN: r.activityTypeDesEN,
    name: r.name, nameEn: r.nameEn, vdActiveTimes: r.times.map((t) => ({ beginTime: iso(t.beginTime), endTime: iso(t.endTime) })),
    personNum: r.personNum, signUpCount: r.placesTaken, waitingCount: r.waiting, address: r.address, addressEn: r.addressEn,
    introduce: sanitizeRichText(r.introduce), introduceEn: sanitizeRichText(r.introduceEn), signupBeginTime: iso(r.signupBegin), signupEndTime: iso(r.signupEnd),
    signupState: r.signupState, surveyID: r.surveyId, surveyName: survey?.name ?? null, surveyNameEn: survey?.nameEn ?? null,
    surveyAssignmentId: r.surveyAssignmentId, studentTypeIds: r.studentTypeIds, studentTypeDes: typeNames(r.studentTypeIds, 'zh'),
    studentTypeDesEN: typeNames(r.studentTypeIds, 'en'), inSchoolYear: r.entranceYears.join('@'), isSingup: mine.id !== null,
    mySignupId: mine.id, myStatus: mine.status, creationTime: iso(r.createdAt),
  };
}

export const surveyNames = (db: Queryable, rows: { surveyId: number | null }[]) =>
  surveyNamesOf(db, rows.flatMap((r) => (r.surveyId === null ? [] : [r.surveyId])));

/**
 * Gives free places to the first students waiting, in the transaction holding the activity's lock;
 * each is then asked the activity's survey, as a direct registrant is, and told (README 'Notices').
 * Every path that promotes comes here, so none forgets the notice.
 */
export async function promoteWaiting(
  tx: Queryable, act: Pick<LockedActivity, 'id' | 'surveyAssignmentId'>, free: number, reason: 'withdrawal' | 'capacity',
): Promise<number[]> {
  const next = await firstWaiting(tx, act.id, free);
  for (const w of next) await setStatus(tx, w.id, SignupStatus.placed);
  if (next.length) await changePlaces(tx, act.id, next.length);
  if (act.surveyAssignmentId !== null) await assignSurveyTo(tx, act.surveyAssignmentId, next.map((w) => w.studentId));
  await reportPromoted(tx, act.id, next.map((w) => ({ signupId: w.id, studentId: w.studentId })), reason);
  return next.map((w) => w.studentId);
}

/** The student's side of activities (CAR-C04…C09); README 'Activities' pairs each rule with its code. */
export class ActivitiesService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** C04: the token says who asks; the list is that student's eligibility whatever the body names. */
  async list(auth: AuthContext, body: ActivityListBody): Promise<Page<ActivityRow>> {
    const { rows, total } = await listForStudent(this.db, auth.userId, await eligibilityOf(this.db, auth.userId), body);
    const names = await surveyNames(this.db, rows);
    return { data: rows.map((r) => activityRow(r, names, { id: r.mySignupId, status: r.myStatus })), total };
  }

  /** C05: {vdActiveType} must be the activity's own. */
  async detail(auth: AuthContext, id: number, vdActiveType: number): Promise<ActivityRow> {
    const r = await findForStudent(this.db, id, auth.userId);
    if (!r || r.vdActiveType !== vdActiveType) throw notFound();
    return activityRow(r, await surveyNames(this.db, [r]), { id: r.mySignupId, status: r.myStatus });
  }

  /**
   * C06. The activity's row lock queues concurrent sign-ups; each judges the rules at its own moment
   * (clock_timestamp), in README order. A full activity refuses (3240) unless the student asks to
   * wait; a free place is taken even if they asked to wait.
   */
  async signUp(auth: AuthContext, body: ActivitySignupBody): Promise<ActivitySignupResult> {
    if (body.studentId !== auth.userId) throw otherUsersData();
    const me = await eligibilityOf(this.db, auth.userId);
    return this.db.transaction(async (tx) => {
      const act = await lockActivity(tx, body.vdActivityId);
      if (!act) throw notFound();
      if (act.ended) throw new BizError('3230');
      if (act.started) throw new BizError('3210');
      if (act.signupClosed) throw new BizError('3450');
      if (act.notOpen) throw new BizError('3200');
      if (act.windowOver) throw new BizError('3220');
      if (act.studentTypeIds.length && (me.studentTypeId === null || !act.studentTypeIds.includes(me.studentTypeId))) throw new BizError('3260');
      if (act.entranceYears.length && (me.entranceYear === null || !act.entranceYears.includes(me.entranceYear))) throw new BizError('3270');
      if (await activeSignup(tx, act.id, auth.userId)) throw new BizError('3250');
      await checkNoShowBlock(tx, auth.userId);
      const full = act.placesTaken >= act.personNum;
      if (full && !body.joinWaitlist) throw new BizError('3240');
      const status = full ? SignupStatus.waiting : SignupStatus.placed;
      const id = await insertSignup(tx, act.id, auth.userId, status);
      if (id === null) throw new BizError('3250');
      if (status === SignupStatus.placed) {
        await changePlaces(tx, act.id, 1);
        if (act.surveyAssignmentId !== null) await assignSurveyTo(tx, act.surveyAssignmentId, [auth.userId]);
      }
      return { id, status };
    });
  }

  private mine(r: MySignupRecord, names: Names): MySignupRow {
    return {
      id: r.signupId, status: r.status, createTime: iso(r.signedAt), waitPosition: r.waitPosition, attendance: r.attendance, noShow: r.noShow, excused: r.excused,
      canWithdraw: r.canWithdraw,
      activity: activityRow(r, names, { id: r.myStatus === 1 || r.myStatus === 3 ? r.mySignupId : null, status: r.myStatus }),
    };
  }

  /** C07: the caller's sign-ups (the StudentId condition of the body is the token's). */
  async mySignups(auth: AuthContext, body: MySignupListBody): Promise<Page<MySignupRow>> {
    const conModels = body.conModels.filter((m) => m.fieldName.toLowerCase() !== 'studentid');
    const { rows, total } = await mySignups(this.db, auth.userId, { ...body, conModels });
    const names = await surveyNames(this.db, rows);
    return { data: rows.map((r) => this.mine(r, names)), total };
  }

  /** C08: {id} is the sign-up; another student's answers 403. */
  async mySignupDetail(auth: AuthContext, id: number): Promise<MySignupRow> {
    const r = await mySignup(this.db, id);
    if (!r) throw notFound();
    if (r.studentId !== auth.userId) throw otherUsersData();
    return this.mine(r, await surveyNames(this.db, [r]));
  }

  /**
   * C09: {id} is the sign-up. A place is given back until 24 hours before the start (3290) and goes
   * to the first student waiting in the same transaction; a waitlist place is left until the start.
   */
  async withdraw(auth: AuthContext, id: number): Promise<{ id: number; status: number }> {
    const found = await findSignup(this.db, id);
    if (!found) throw notFound();
    if (found.studentId !== auth.userId) throw otherUsersData();
    return this.db.transaction(async (tx) => {
      const act = await lockActivity(tx, found.activityId);
      const signup = await findSignup(tx, id, true);
      if (!act || !signup) throw notFound();
      if (signup.status !== SignupStatus.placed && signup.status !== SignupStatus.waiting) throw new BizError('3280');
      if (act.ended) throw new BizError('3230');
      if (signup.status === SignupStatus.waiting) {
        if (act.started) throw new BizError('3210');
        await setStatus(tx, id, SignupStatus.withdrawn);
        return { id, status: SignupStatus.withdrawn };
      }
      if (act.pastCutoff) throw new BizError('3290');
      await setStatus(tx, id, SignupStatus.withdrawn);
      await changePlaces(tx, act.id, -1);
      await promoteWaiting(tx, act, 1, 'withdrawal');
      return { id, status: SignupStatus.withdrawn };
    });
  }
}
