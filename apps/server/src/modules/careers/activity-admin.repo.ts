import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { ActivityInput, PageQuery } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { dictionaryItems, users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { richTextForWrite } from '../../platform/http/sanitize.ts';
import { activityAllowList, activityColumns, shownStatusSql } from './activities.repo.ts';
import { careerActivities as a, careerActivitySignups as s, careerActivityTimes } from './activities.tables.ts';
import { noShowSql } from './activity-no-shows.repo.ts';

/** Queries of the career office's activity console. */

export async function listActivities(db: Queryable, p: PageQuery) {
  const where = and(textSearch(p.queryText, a.name, a.nameEn, a.address, a.addressEn), filtersOf(activityAllowList, p.conModels));
  const rows = await db.select(activityColumns).from(a).where(where)
    .orderBy(...orderOf(activityAllowList, p, [desc(a.startsAt), desc(a.id)])).limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(a).where(where);
  return { rows, total: count?.n ?? 0 };
}
export type AdminActivityRecord = Awaited<ReturnType<typeof listActivities>>['rows'][number];

export async function findActivity(db: Queryable, id: number): Promise<AdminActivityRecord | undefined> {
  const [row] = await db.select(activityColumns).from(a).where(eq(a.id, id));
  return row;
}

export async function activityTypeExists(db: Queryable, key: string): Promise<boolean> {
  const rows = await db.select({ id: dictionaryItems.id }).from(dictionaryItems).where(and(eq(dictionaryItems.type, 'ActivityType'), eq(dictionaryItems.fieldValue, key)));
  return rows.length > 0;
}

export async function activityTypeOptions(db: Queryable) {
  return db.select({ value: dictionaryItems.fieldValue, label: dictionaryItems.fieldName, labelEn: dictionaryItems.extraProperties }).from(dictionaryItems)
    .where(eq(dictionaryItems.type, 'ActivityType')).orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id));
}

const ms = (s: string) => new Date(s).getTime();
/** The columns an input sets; the first begin and last end of the times bound the activity; rich text stored clean. */
function columnsOf(v: ActivityInput) {
  return {
    vdActiveType: v.vdActiveType, activityTypeKey: v.activityTypeKey, name: v.name, nameEn: v.nameEn, address: v.address, addressEn: v.addressEn,
    introduce: richTextForWrite(v.introduce), introduceEn: richTextForWrite(v.introduceEn), personNum: v.personNum,
    signupBegin: new Date(v.signupBeginTime), signupEnd: new Date(v.signupEndTime),
    startsAt: new Date(Math.min(...v.vdActiveTimes.map((t) => ms(t.beginTime)))), endsAt: new Date(Math.max(...v.vdActiveTimes.map((t) => ms(t.endTime)))),
    studentTypeIds: [...new Set(v.studentTypeIds)].sort(), entranceYears: [...new Set(v.entranceYears)].sort(), signupClosed: v.signupClosed, surveyId: v.surveyID,
  };
}

async function replaceTimes(tx: Queryable, id: number, v: ActivityInput): Promise<void> {
  await tx.delete(careerActivityTimes).where(eq(careerActivityTimes.activityId, id));
  await tx.insert(careerActivityTimes).values(v.vdActiveTimes.map((t) => ({ activityId: id, beginTime: new Date(t.beginTime), endTime: new Date(t.endTime) })));
}

export async function insertActivity(tx: Queryable, v: ActivityInput, createdBy: number | null): Promise<number> {
  const [row] = await tx.insert(a).values({ ...columnsOf(v), createdBy }).returning({ id: a.id });
  await replaceTimes(tx, row!.id, v);
  return row!.id;
}

export async function updateActivity(tx: Queryable, id: number, v: ActivityInput): Promise<void> {
  await tx.update(a).set(columnsOf(v)).where(eq(a.id, id));
  await replaceTimes(tx, id, v);
}

export async function setSurveyAssignment(tx: Queryable, id: number, assignmentId: number | null): Promise<void> {
  await tx.update(a).set({ surveyAssignmentId: assignmentId }).where(eq(a.id, id));
}

export async function signupCount(db: Queryable, id: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(s).where(eq(s.activityId, id));
  return row?.n ?? 0;
}

export async function deleteActivity(tx: Queryable, id: number): Promise<void> {
  await tx.delete(a).where(eq(a.id, id));
}

const registrantColumns = {
  id: s.id, studentId: s.studentId, studentNumber: sql<string>`coalesce(${users.studentNumber}, '')`, studentName: users.name,
  studentNameEn: sql<string>`coalesce(${users.enName}, ${users.name})`, className: sql<string>`coalesce(${users.className}, '')`,
  classNameEn: sql<string>`coalesce(${users.classNameEn}, ${users.className}, '')`, status: shownStatusSql,
  createdAt: s.createdAt, attendance: s.attendance, noShow: noShowSql, excuseReason: s.excuseReason, excusedAt: s.excusedAt,
};
const registrantAllowList: AllowList = { studentNumber: users.studentNumber, studentName: users.name, className: users.className, status: s.status, attendance: s.attendance };
/** The registrants worth listing: places and the waitlist first (queue order), withdrawals last. */
const registrantOrder = [sql`case when ${s.status} = 2 then 1 else 0 end`, asc(s.status), asc(s.queuedAt), asc(s.id)];

export async function listRegistrants(db: Queryable, activityId: number, p: PageQuery) {
  const where = and(eq(s.activityId, activityId), textSearch(p.queryText, users.name, users.enName, users.studentNumber, users.className),
    filtersOf(registrantAllowList, p.conModels));
  const rows = await db.select(registrantColumns).from(s).innerJoin(a, eq(a.id, s.activityId)).innerJoin(users, eq(users.id, s.studentId)).where(where)
    .orderBy(...orderOf(registrantAllowList, p, registrantOrder)).limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(s).innerJoin(users, eq(users.id, s.studentId)).where(where);
  return { rows, total: count?.n ?? 0 };
}
export type RegistrantRecord = Awaited<ReturnType<typeof listRegistrants>>['rows'][number];

/** Every registrant but the withdrawn, for the export. */
export async function allRegistrants(db: Queryable, activityId: number): Promise<RegistrantRecord[]> {
  return db.select(registrantColumns).from(s).innerJoin(a, eq(a.id, s.activityId)).innerJoin(users, eq(users.id, s.studentId))
    .where(and(eq(s.activityId, activityId), ne(s.status, 2))).orderBy(...registrantOrder).limit(100_000);
}

/** The sign-up with whether its activity has started (check-in opens then), locked. */
export async function lockedRegistrant(tx: Queryable, id: number) {
  const [row] = await tx.select({ id: s.id, status: s.status, started: sql<boolean>`${a.startsAt} <= now()` }).from(s)
    .innerJoin(a, eq(a.id, s.activityId)).where(eq(s.id, id)).for('update', { of: s });
  return row;
}

export async function setAttendance(tx: Queryable, id: number, attendance: 1 | 2 | null): Promise<void> {
  await tx.update(s).set({ attendance, updatedAt: sql`now()` }).where(eq(s.id, id));
}
