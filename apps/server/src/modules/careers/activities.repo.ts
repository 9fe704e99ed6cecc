import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageQuery, SignupState } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { dictionaryItems, users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { careerActivities as a, careerActivitySignups as s, careerActivityTimes } from './activities.tables.ts';
import { noShowSql } from './activity-no-shows.repo.ts';

/** The student's side of activities: lists, one activity, the sign-up rows (README 'Activities'). */

/** Where the sign-up stands by the database clock (begin inclusive, end exclusive: docs/time.md). */
export const signupStateSql = sql<SignupState>`(case when ${a.endsAt} <= now() then 'ended' when ${a.startsAt} <= now() then 'started'
  when ${a.signupClosed} then 'organiserClosed' when now() < ${a.signupBegin} then 'notOpen' when now() < ${a.signupEnd} then 'open' else 'closed' end)`;
const stateRank = sql`(case when ${a.endsAt} <= now() then 4 when ${a.startsAt} <= now() then 3 when ${a.signupClosed} or now() >= ${a.signupEnd} then 2
  when now() < ${a.signupBegin} then 1 else 0 end)`;
/** The activity's id spelt out: inside a subquery drizzle may leave a column unqualified, and then it names the subquery's own table. */
const activityId = sql.raw('"career_activities"."id"');
export const timesSql = sql<{ beginTime: string; endTime: string }[]>`coalesce((select json_agg(json_build_object('beginTime', t.begin_time, 'endTime', t.end_time) order by t.begin_time)
  from ${careerActivityTimes} t where t.activity_id = ${activityId}), '[]'::json)`;
export const waitingSql = sql<number>`(select count(*)::int from ${s} w where w.activity_id = ${activityId} and w.status = 3)`;
const typeName = (col: 'field_name' | 'extra_properties') =>
  sql<string>`coalesce((select d.${sql.raw(col)} from ${dictionaryItems} d where d.type = 'ActivityType' and d.field_value = ${a.activityTypeKey}), ${a.activityTypeKey})`;

/** A waiting sign-up counts as failed (4) once its activity has started (README: computed on read). */
export const shownStatusSql = sql<number>`(case when ${s.status} = 3 and ${a.startsAt} <= now() then 4 else ${s.status} end)::int`;

export const activityColumns = {
  id: a.id, vdActiveType: a.vdActiveType, activityTypeKey: a.activityTypeKey, activityTypeDes: typeName('field_name'), activityTypeDesEN: typeName('extra_properties'),
  name: a.name, nameEn: a.nameEn, times: timesSql, personNum: a.personNum, placesTaken: a.placesTaken, waiting: waitingSql, address: a.address, addressEn: a.addressEn,
  introduce: a.introduce, introduceEn: a.introduceEn, signupBegin: a.signupBegin, signupEnd: a.signupEnd, startsAt: a.startsAt, endsAt: a.endsAt,
  signupState: signupStateSql, surveyId: a.surveyId, surveyAssignmentId: a.surveyAssignmentId, studentTypeIds: a.studentTypeIds, entranceYears: a.entranceYears,
  signupClosed: a.signupClosed, createdAt: a.createdAt,
};

/** Request names the lists filter and sort by. */
export const activityAllowList: AllowList = {
  name: a.name, nameEn: a.nameEn, activityTypeKey: a.activityTypeKey, vdActiveType: a.vdActiveType, address: a.address, personNum: a.personNum,
  signupBeginTime: a.signupBegin, signupEndTime: a.signupEnd, creationTime: a.createdAt, beginTime: a.startsAt,
};

export interface Eligibility { studentTypeId: number | null; entranceYear: number | null }

/** The student's record that eligibility is judged by (never the payload). */
export async function eligibilityOf(db: Queryable, userId: number): Promise<Eligibility> {
  const [row] = await db.select({ studentTypeId: users.studentTypeId, entranceYear: users.studyEntranceYear }).from(users).where(eq(users.id, userId));
  return { studentTypeId: row?.studentTypeId ?? null, entranceYear: row?.entranceYear ?? null };
}

/** Activities open to this type and year: an empty list on the activity means everyone. */
export function eligibleSql(e: Eligibility): SQL {
  return sql`(cardinality(${a.studentTypeIds}) = 0 or ${e.studentTypeId ?? -1}::int = any(${a.studentTypeIds}))
    and (cardinality(${a.entranceYears}) = 0 or ${e.entranceYear ?? -1}::int = any(${a.entranceYears}))`;
}

const mineJoin = (studentId: number) => and(eq(s.activityId, a.id), eq(s.studentId, studentId), inArray(s.status, [1, 3]));

/** C04: the activities open to the student; closed ones stay (marked), open ones first, then the soonest. */
export async function listForStudent(db: Queryable, studentId: number, e: Eligibility, p: PageQuery) {
  const where = and(eligibleSql(e), textSearch(p.queryText, a.name, a.nameEn, a.address, a.addressEn), filtersOf(activityAllowList, p.conModels));
  const rows = await db.select({ ...activityColumns, mySignupId: s.id, myStatus: s.status }).from(a).leftJoin(s, mineJoin(studentId)).where(where)
    .orderBy(...orderOf(activityAllowList, p, [asc(stateRank), sql`case when ${a.endsAt} <= now() then null else ${a.startsAt} end asc nulls last`, desc(a.startsAt), asc(a.id)]))
    .limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(a).where(where);
  return { rows, total: count?.n ?? 0 };
}
export type ActivityRecord = Awaited<ReturnType<typeof listForStudent>>['rows'][number];

/** One activity with the student's active sign-up (C05). */
export async function findForStudent(db: Queryable, id: number, studentId: number): Promise<ActivityRecord | undefined> {
  const [row] = await db.select({ ...activityColumns, mySignupId: s.id, myStatus: s.status }).from(a).leftJoin(s, mineJoin(studentId)).where(eq(a.id, id));
  return row;
}

/** The latest sign-up of each activity the student has (a withdrawn one stays until a newer one replaces it). */
const signup = (col: string) => sql.raw(`"career_activity_signups"."${col}"`);
const latestOnly = sql`not exists (select 1 from ${s} n where n.activity_id = ${signup('activity_id')} and n.student_id = ${signup('student_id')} and n.id > ${signup('id')})`;
const waitPositionSql = sql<number | null>`(case when ${s.status} = 3 and ${a.startsAt} > now() then (select count(*)::int from ${s} q where q.activity_id = ${signup('activity_id')}
  and q.status = 3 and (q.queued_at, q.id) <= (${signup('queued_at')}, ${signup('id')})) end)`;
/** The withdraw button: a place until the cut-off before the start (3290), a waitlist place until the start. */
const canWithdrawSql = sql<boolean>`((${s.status} = 1 and now() < ${a.startsAt} - make_interval(hours => 24)) or (${s.status} = 3 and now() < ${a.startsAt}))`;
const signupColumns = {
  ...activityColumns, signupId: s.id, status: shownStatusSql, signedAt: s.createdAt, waitPosition: waitPositionSql, attendance: s.attendance,
  noShow: noShowSql, excused: sql<boolean>`(${s.excusedAt} is not null)`,
  canWithdraw: canWithdrawSql, mySignupId: s.id, myStatus: s.status,
};

/** C07: the student's sign-ups, newest first. */
export async function mySignups(db: Queryable, studentId: number, p: PageQuery) {
  const where = and(eq(s.studentId, studentId), latestOnly, textSearch(p.queryText, a.name, a.nameEn, a.address, a.addressEn), filtersOf(activityAllowList, p.conModels));
  const rows = await db.select(signupColumns).from(s).innerJoin(a, eq(a.id, s.activityId)).where(where)
    .orderBy(...orderOf(activityAllowList, p, [desc(s.createdAt), desc(s.id)])).limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(s).innerJoin(a, eq(a.id, s.activityId)).where(where);
  return { rows, total: count?.n ?? 0 };
}
export type MySignupRecord = Awaited<ReturnType<typeof mySignups>>['rows'][number];

export async function mySignup(db: Queryable, signupId: number): Promise<(MySignupRecord & { studentId: number }) | undefined> {
  const [row] = await db.select({ ...signupColumns, studentId: s.studentId }).from(s).innerJoin(a, eq(a.id, s.activityId)).where(eq(s.id, signupId));
  return row;
}
