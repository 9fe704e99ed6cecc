import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { PageQuery } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf } from '../../platform/http/paging.ts';
import { noShowStanding, type NoShowStanding } from '../../platform/time/no-show-standing.repo.ts';
import { termBeganSql } from '../teaching/index.ts';
import { apptConsults as c, apptCounsellors as co, apptSettings, apptSlots as s, apptSubscribes as b } from './appointments.tables.ts';

/** Queries of the student's side (README 'Model'); the rules live in the services. */

/** Live bookings hold their slot: status 0 or 1. */
export const live = (status = b.status) => inArray(status, [0, 1]);
/** The slot may still be booked by the 24-hour rule (5000), by the database clock. */
const farEnough = sql`${s.beginTime} >= now() + interval '24 hours'`;
/** An offer is open to a student type when it names none or names this one. */
const forType = (studentTypeId: number | null) =>
  sql`(cardinality(${c.studentTypeIds}) = 0 or ${studentTypeId ?? -1} = any(${c.studentTypeIds}))`;

export interface StudentRecord { id: number; studentTypeId: number | null; name: string; enName: string | null; studentNumber: string | null; email: string | null }

export async function studentOf(db: Queryable, userId: number): Promise<StudentRecord | undefined> {
  const [r] = await db.select({ id: users.id, studentTypeId: users.studentTypeId, name: users.name, enName: users.enName, studentNumber: users.studentNumber, email: users.email })
    .from(users).where(eq(users.id, userId));
  return r;
}

const counsellorCols = {
  id: co.id, userId: co.userId, name: co.name, nameEn: co.nameEn, sex: co.sex, photoFileId: co.photoFileId, introduce: co.introduce, introduceEn: co.introduceEn,
  goodAt: co.goodAt, goodAtEn: co.goodAtEn, disabled: co.disabled,
};

/** C01: counsellors offering the type to this student type, with their free bookable slots. */
export async function counsellorCards(db: Queryable, typeKey: number, studentTypeId: number | null) {
  const free = sql<number>`(select count(*)::int from ${s} where ${s.consultId} = ${c.id} and not ${s.disabled} and ${farEnough}
    and not exists (select 1 from ${b} where ${b.slotId} = ${s.id} and ${live()}))`;
  return db.select({ ...counsellorCols, consultId: c.id, freeSlotCount: free }).from(co).innerJoin(c, eq(c.counsellorId, co.id))
    .where(and(eq(c.typeKey, typeKey), eq(c.disabled, false), eq(co.disabled, false), forType(studentTypeId))).orderBy(asc(co.id));
}

export async function counsellorById(db: Queryable, id: number) {
  const [r] = await db.select(counsellorCols).from(co).where(eq(co.id, id));
  return r;
}

export async function counsellorByUser(db: Queryable, userId: number) {
  const [r] = await db.select(counsellorCols).from(co).where(eq(co.userId, userId));
  return r;
}

export async function offersOf(db: Queryable, counsellorId: number) {
  return db.select({ id: c.id, typeKey: c.typeKey, studentTypeIds: c.studentTypeIds, disabled: c.disabled }).from(c).where(eq(c.counsellorId, counsellorId)).orderBy(asc(c.typeKey));
}

/** Bookings a counsellor has had (C06 subscribeTotal): approved ones, attended or to come. */
export async function subscribeTotal(db: Queryable, counsellorId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(b).innerJoin(s, eq(s.id, b.slotId)).where(and(eq(s.counsellorId, counsellorId), eq(b.status, 1)));
  return Number(r?.n ?? 0);
}

/** The offer of a counsellor for a type, with its counsellor's state. */
export async function offerOf(db: Queryable, counsellorId: number, typeKey: number) {
  const [r] = await db.select({ id: c.id, typeKey: c.typeKey, studentTypeIds: c.studentTypeIds, disabled: c.disabled, counsellorDisabled: co.disabled, name: co.name, nameEn: co.nameEn, counsellorId: co.id })
    .from(c).innerJoin(co, eq(co.id, c.counsellorId)).where(and(eq(c.counsellorId, counsellorId), eq(c.typeKey, typeKey)));
  return r;
}

/** How far ahead the drawer shows slots. */
const SLOT_HORIZON = sql`interval '8 weeks'`;

/**
 * C02: the offer's slots from now to the horizon, each with why it cannot be taken: booked (by a
 * live booking other than the one being edited), too late (24-hour rule), switched off, or clashing
 * with another live booking of the student.
 */
export async function slotsForStudent(db: Queryable, consultId: number, studentId: number, editingId: number | null) {
  const other = editingId === null ? sql`true` : sql`${b.id} <> ${editingId}`;
  // Qualified by hand: in a one-table select drizzle writes bare column names, which inside the
  // subqueries would name the bookings' own columns.
  const slot = { id: sql.raw('"appt_slots"."id"'), begin: sql.raw('"appt_slots"."begin_time"'), end: sql.raw('"appt_slots"."end_time"') };
  return db.select({
    id: s.id, consultId: s.consultId, beginTime: s.beginTime, endTime: s.endTime, address: s.address, addressEn: s.addressEn, interflowType: s.interflowType, disabled: s.disabled,
    booked: sql<boolean>`exists (select 1 from ${b} where ${b.slotId} = ${slot.id} and ${live()} and ${other})`,
    tooLate: sql<boolean>`not (${farEnough})`,
    clash: sql<boolean>`exists (select 1 from ${b} where ${b.studentId} = ${studentId} and ${live()} and ${other}
      and ${b.beginTime} < ${slot.end} and ${slot.begin} < ${b.endTime})`,
  }).from(s).where(and(eq(s.consultId, consultId), gte(s.beginTime, sql`now()`), lt(s.beginTime, sql`now() + ${SLOT_HORIZON}`))).orderBy(asc(s.beginTime));
}

/** The slot to book (or to move a booking to), with everything the booking rules judge, by the transaction's clock. */
export async function slotForBooking(db: Queryable, slotId: number) {
  const [r] = await db.select({
    id: s.id, consultId: s.consultId, counsellorId: s.counsellorId, beginTime: s.beginTime, endTime: s.endTime, disabled: s.disabled,
    typeKey: c.typeKey, studentTypeIds: c.studentTypeIds, consultDisabled: c.disabled, counsellorDisabled: co.disabled, counsellorUserId: co.userId,
    tooLate: sql<boolean>`not (${farEnough})`, begun: sql<boolean>`${s.beginTime} <= now()`,
  }).from(s).innerJoin(c, eq(c.id, s.consultId)).innerJoin(co, eq(co.id, s.counsellorId)).where(eq(s.id, slotId));
  return r;
}

/**
 * Serialises one student's booking writes (rule 105 is a check over the student's other bookings):
 * a transaction-scoped advisory lock, keyed by the student, released at commit.
 */
export async function lockStudentBookings(tx: Queryable, studentId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${APPT_LOCK_SPACE}, ${studentId})`);
}
const APPT_LOCK_SPACE = 0x0a99;

/** Rule 105: a career consultation of the student not yet finished (live, no outcome, not ended), other than `exceptId`. */
export async function unfinishedCareer(tx: Queryable, studentId: number, exceptId: number | null): Promise<boolean> {
  const rows = await tx.select({ id: b.id }).from(b).where(and(
    eq(b.studentId, studentId), eq(b.typeKey, 1), live(), sql`${b.outcome} is null`, sql`${b.endTime} > now()`,
    exceptId === null ? undefined : ne(b.id, exceptId),
  )).limit(1);
  return rows.length > 0;
}

export async function settingsOf(db: Queryable) {
  const [r] = await db.select().from(apptSettings).where(eq(apptSettings.id, 1));
  return r ?? { id: 1, noShowLimit: 3, blockDays: 30, surveyId: null, updatedBy: null, updatedAt: new Date() };
}

/**
 * The no-show standing by the database clock (README 'No-show policy'): a booking marked no-show
 * counts in the term it began in; the term and the block are the portal's one no-show rule
 * (platform/time/no-show-standing.repo.ts, the school calendar's terms).
 */
export async function standingOf(db: Queryable, studentId: number, limit: number, blockDays: number): Promise<NoShowStanding> {
  const missed = sql`select ${b.beginTime} as at from ${b} where ${b.studentId} = ${studentId} and ${b.outcome} = 2`;
  return noShowStanding(db, { missed, termBegan: termBeganSql, limit, blockDays });
}

export type NewSubscribe = typeof b.$inferInsert;

export async function insertSubscribe(tx: Queryable, row: NewSubscribe): Promise<number> {
  const [r] = await tx.insert(b).values(row).returning({ id: b.id });
  return r!.id;
}

export async function updateSubscribe(tx: Queryable, id: number, set: Partial<NewSubscribe>): Promise<void> {
  await tx.update(b).set({ ...set, updatedAt: sql`now()` }).where(eq(b.id, id));
}

/** A new status; a cancellation notes when. */
export async function setStatus(tx: Queryable, id: number, status: number): Promise<void> {
  await tx.update(b).set({ status, updatedAt: sql`now()`, ...(status === 3 ? { cancelledAt: sql`now()` } : {}) }).where(eq(b.id, id));
}

/** A booking locked for a change, with the judgements of the 24-hour rule by the transaction's clock. */
export async function subscribeForChange(tx: Queryable, id: number) {
  const [r] = await tx.select({
    id: b.id, studentId: b.studentId, slotId: b.slotId, typeKey: b.typeKey, status: b.status, outcome: b.outcome, beginTime: b.beginTime,
    tooLate: sql<boolean>`${b.beginTime} < now() + interval '24 hours'`,
  }).from(b).where(eq(b.id, id)).for('update');
  return r;
}

const detailCols = {
  id: b.id, studentId: b.studentId, slotId: b.slotId, typeKey: b.typeKey, status: b.status, fromType: b.fromType, outcome: b.outcome,
  beginTime: b.beginTime, endTime: b.endTime, q1: b.q1, q2: b.q2, q3: b.q3, q4: b.q4, q5: b.q5, q6: b.q6, ownQuestions: b.ownQuestions,
  contactName: b.contactName, contactPhone: b.contactPhone, biographicalFileId: b.biographicalFileId, professionalFileId: b.professionalFileId, otherFileId: b.otherFileId,
  note: b.note, replyNote: b.replyNote, surveyAssignmentId: b.surveyAssignmentId, createdAt: b.createdAt,
  consultId: s.consultId, address: s.address, addressEn: s.addressEn, interflowType: s.interflowType,
  counsellorId: co.id, counsellorUserId: co.userId, counsellorName: co.name, counsellorNameEn: co.nameEn,
  canChange: sql<boolean>`${b.beginTime} >= now() + interval '24 hours'`,
};
export type SubscribeRecord = NonNullable<Awaited<ReturnType<typeof subscribeDetail>>>;

export async function subscribeDetail(db: Queryable, id: number) {
  const [r] = await db.select(detailCols).from(b).innerJoin(s, eq(s.id, b.slotId)).innerJoin(co, eq(co.id, s.counsellorId)).where(eq(b.id, id));
  return r;
}

const historyFilters = { subscribeStatus: b.status, interviewConsultTypeKey: b.typeKey, outcome: b.outcome };
const historySorts = { vdvdInterviewConsultTimesDetailBeginTime: b.beginTime, subscribeStatus: b.status, createTime: b.createdAt };

/** C04: the student's bookings, newest appointment first. */
export async function historyOf(db: Queryable, studentId: number, q: PageQuery) {
  const where = and(eq(b.studentId, studentId), filtersOf(historyFilters, q.conModels),
    q.queryText ? or(sql`${co.name} ilike ${`%${q.queryText}%`}`, sql`${co.nameEn} ilike ${`%${q.queryText}%`}`) : undefined);
  const base = db.select(detailCols).from(b).innerJoin(s, eq(s.id, b.slotId)).innerJoin(co, eq(co.id, s.counsellorId));
  const rows = await base.where(where).orderBy(...orderOf(historySorts, q, [desc(b.beginTime), desc(b.id)])).limit(q.pageSize).offset(offsetOf(q));
  const [n] = await db.select({ n: count() }).from(b).innerJoin(s, eq(s.id, b.slotId)).innerJoin(co, eq(co.id, s.counsellorId)).where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

/** Bookings of a user as student or counsellor overlapping [from, to), for the calendar. */
export async function calendarBookings(db: Queryable, userId: number, from: Date, to: Date) {
  return db.select({ id: b.id, typeKey: b.typeKey, status: b.status, beginTime: b.beginTime, endTime: b.endTime, studentId: b.studentId, counsellorName: co.name, counsellorNameEn: co.nameEn, studentName: users.name, studentEnName: users.enName })
    .from(b).innerJoin(s, eq(s.id, b.slotId)).innerJoin(co, eq(co.id, s.counsellorId)).innerJoin(users, eq(users.id, b.studentId))
    .where(and(live(), or(eq(b.studentId, userId), eq(co.userId, userId)), lt(b.beginTime, to), sql`${b.endTime} > ${from}`)).orderBy(asc(b.beginTime)).limit(500);
}

