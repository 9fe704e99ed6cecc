import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { ConsultOffer, PageQuery } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf } from '../../platform/http/paging.ts';
import { live } from './appointments.repo.ts';
import { apptConsults as c, apptCounsellors as co, apptSettings, apptSlots as s, apptSubscribes as b } from './appointments.tables.ts';

/** Queries of the counsellors' side (README 'Staff API'). `counsellorId` null: every counsellor (career.admin). */

export async function counsellorsFor(db: Queryable, counsellorId: number | null) {
  const pending = sql<number>`(select count(*)::int from ${b} join ${s} on ${s.id} = ${b.slotId} where ${s.counsellorId} = ${co.id} and ${b.status} = 0)`;
  const rows = await db.select({
    id: co.id, userId: co.userId, username: users.username, name: co.name, nameEn: co.nameEn, sex: co.sex, photoFileId: co.photoFileId, introduce: co.introduce,
    introduceEn: co.introduceEn, goodAt: co.goodAt, goodAtEn: co.goodAtEn, disabled: co.disabled, pendingCount: pending,
  }).from(co).innerJoin(users, eq(users.id, co.userId)).where(counsellorId === null ? undefined : eq(co.id, counsellorId)).orderBy(asc(co.id));
  const offers = rows.length ? await db.select().from(c).where(inArray(c.counsellorId, rows.map((r) => r.id))).orderBy(asc(c.typeKey)) : [];
  return rows.map((r) => ({ ...r, offers: offers.filter((o) => o.counsellorId === r.id) }));
}

/** Accounts holding the counsellor role, with their record if they have one. */
export async function counsellorAccounts(db: Queryable) {
  return db.select({ userId: users.id, username: users.username, name: users.name, enName: sql<string>`coalesce(${users.enName}, '')`, counsellorId: co.id })
    .from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).leftJoin(co, eq(co.userId, users.id))
    .where(eq(userRoles.role, 'counsellor')).orderBy(asc(users.username));
}

export async function hasCounsellorRole(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.select({ u: userRoles.userId }).from(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'counsellor')));
  return rows.length > 0;
}

export type CounsellorValues = Omit<typeof co.$inferInsert, 'id' | 'createdAt'>;

export async function insertCounsellor(tx: Queryable, v: CounsellorValues): Promise<number | null> {
  const [r] = await tx.insert(co).values(v).onConflictDoNothing().returning({ id: co.id });
  return r?.id ?? null;
}

export async function updateCounsellor(tx: Queryable, id: number, v: Partial<CounsellorValues>): Promise<void> {
  await tx.update(co).set(v).where(eq(co.id, id));
}

/** The offers as given; an offer left out is switched off (its slots and bookings stay). */
export async function saveOffers(tx: Queryable, counsellorId: number, offers: ConsultOffer[]): Promise<void> {
  for (const o of offers) {
    await tx.insert(c).values({ counsellorId, typeKey: o.interviewConsultTypeKey, studentTypeIds: o.studentTypeIds, disabled: o.disabled })
      .onConflictDoUpdate({ target: [c.counsellorId, c.typeKey], set: { studentTypeIds: o.studentTypeIds, disabled: o.disabled } });
  }
  const keep = offers.map((o) => o.interviewConsultTypeKey);
  await tx.update(c).set({ disabled: true }).where(and(eq(c.counsellorId, counsellorId), notInArray(c.typeKey, keep)));
}

export async function offerId(db: Queryable, counsellorId: number, typeKey: number): Promise<number | null> {
  const [r] = await db.select({ id: c.id }).from(c).where(and(eq(c.counsellorId, counsellorId), eq(c.typeKey, typeKey)));
  return r?.id ?? null;
}

export type NewSlot = typeof s.$inferInsert;

/** Inserts the slots that overlap none of the counsellor's (the exclusion constraint decides); returns how many went in. */
export async function insertSlots(tx: Queryable, rows: NewSlot[]): Promise<number> {
  let created = 0;
  // One statement per slot: ON CONFLICT DO NOTHING also skips a row overlapping another row of the same statement.
  for (const row of rows) created += (await tx.insert(s).values(row).onConflictDoNothing().returning({ id: s.id })).length;
  return created;
}

export async function slotsBetween(db: Queryable, counsellorId: number | null, from: Date, to: Date) {
  return db.select({
    id: s.id, counsellorId: s.counsellorId, counsellorName: co.name, counsellorNameEn: co.nameEn, consultId: s.consultId, typeKey: c.typeKey,
    beginTime: s.beginTime, endTime: s.endTime, address: s.address, addressEn: s.addressEn, interflowType: s.interflowType, disabled: s.disabled,
    bookingId: b.id, bookingStatus: b.status, outcome: b.outcome, studentId: b.studentId, studentName: users.name, studentNameEn: users.enName, studentNumber: users.studentNumber,
  }).from(s).innerJoin(c, eq(c.id, s.consultId)).innerJoin(co, eq(co.id, s.counsellorId))
    .leftJoin(b, and(eq(b.slotId, s.id), live())).leftJoin(users, eq(users.id, b.studentId))
    .where(and(counsellorId === null ? undefined : eq(s.counsellorId, counsellorId), lt(s.beginTime, to), gte(s.endTime, from)))
    .orderBy(asc(s.beginTime)).limit(2000);
}

export async function slotOwner(db: Queryable, id: number): Promise<{ counsellorId: number } | undefined> {
  const [r] = await db.select({ counsellorId: s.counsellorId }).from(s).where(eq(s.id, id));
  return r;
}

export async function setSlotDisabled(db: Queryable, id: number, disabled: boolean): Promise<void> {
  await db.update(s).set({ disabled }).where(eq(s.id, id));
}

/** Deletes a slot no booking ever named (false otherwise); the bookings' foreign key would refuse it anyway. */
export async function deleteUnbookedSlot(tx: Queryable, id: number): Promise<boolean> {
  const rows = await tx.delete(s).where(and(eq(s.id, id), sql`not exists (select 1 from ${b} where ${b.slotId} = ${id})`)).returning({ id: s.id });
  return rows.length > 0;
}

const bookingCols = {
  id: b.id, status: b.status, outcome: b.outcome, typeKey: b.typeKey, counsellorId: co.id, counsellorName: co.name, counsellorNameEn: co.nameEn,
  studentId: b.studentId, studentName: users.name, studentNameEn: sql<string>`coalesce(${users.enName}, ${users.name})`, studentNumber: sql<string>`coalesce(${users.studentNumber}, '')`,
  className: sql<string>`coalesce(${users.className}, '')`, slotId: b.slotId, beginTime: b.beginTime, endTime: b.endTime, address: s.address, addressEn: s.addressEn,
  interflowType: s.interflowType, note: b.note, replyNote: b.replyNote, createdAt: b.createdAt,
};
const bookingFilters = { status: b.status, outcome: b.outcome, interviewConsultTypeKey: b.typeKey };
const bookingSorts = { beginTime: b.beginTime, createTime: b.createdAt, status: b.status };

export async function bookingsPage(db: Queryable, counsellorId: number | null, q: PageQuery & { from?: string | undefined; to?: string | undefined }) {
  const where = and(
    counsellorId === null ? undefined : eq(co.id, counsellorId), filtersOf(bookingFilters, q.conModels),
    q.from ? gte(b.beginTime, new Date(q.from)) : undefined, q.to ? lt(b.beginTime, new Date(q.to)) : undefined,
    q.queryText ? sql`(${users.name} ilike ${`%${q.queryText}%`} or ${users.studentNumber} ilike ${`%${q.queryText}%`})` : undefined,
  );
  const from = () => db.select(bookingCols).from(b).innerJoin(s, eq(s.id, b.slotId)).innerJoin(co, eq(co.id, s.counsellorId)).innerJoin(users, eq(users.id, b.studentId));
  const rows = await from().where(where).orderBy(...orderOf(bookingSorts, q, [desc(b.beginTime), desc(b.id)])).limit(q.pageSize).offset(offsetOf(q));
  const [n] = await db.select({ n: count() }).from(b).innerJoin(s, eq(s.id, b.slotId)).innerJoin(co, eq(co.id, s.counsellorId)).innerJoin(users, eq(users.id, b.studentId)).where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

/** A booking locked for a staff change, with its counsellor and whether it has begun (database clock). */
export async function bookingForStaff(tx: Queryable, id: number) {
  const [r] = await tx.select({
    id: b.id, status: b.status, outcome: b.outcome, studentId: b.studentId, typeKey: b.typeKey, slotId: b.slotId, beginTime: b.beginTime, endTime: b.endTime,
    counsellorId: s.counsellorId, counsellorUserId: co.userId, surveyAssignmentId: b.surveyAssignmentId, begun: sql<boolean>`${b.beginTime} <= now()`,
  }).from(b).innerJoin(s, eq(s.id, b.slotId)).innerJoin(co, eq(co.id, s.counsellorId)).where(eq(b.id, id)).for('update', { of: b });
  return r;
}

/** A slot locked for a change of its place, with its counsellor's account. */
export async function slotForPlace(tx: Queryable, id: number) {
  const [r] = await tx.select({
    id: s.id, counsellorId: s.counsellorId, counsellorUserId: co.userId, interflowType: s.interflowType, address: s.address, addressEn: s.addressEn,
  }).from(s).innerJoin(co, eq(co.id, s.counsellorId)).where(eq(s.id, id)).for('update', { of: s });
  return r;
}

export async function setSlotPlace(tx: Queryable, id: number, v: { interflowType: number; address: string; addressEn: string }): Promise<void> {
  await tx.update(s).set(v).where(eq(s.id, id));
}

/** The live booking a slot holds that has not begun (the one whose people a change of the slot concerns), locked. */
export async function upcomingBookingOn(tx: Queryable, slotId: number): Promise<number | undefined> {
  const [r] = await tx.select({ id: b.id }).from(b).where(and(eq(b.slotId, slotId), live(), sql`${b.beginTime} > now()`)).for('update');
  return r?.id;
}

export async function setBooking(tx: Queryable, id: number, set: Partial<typeof b.$inferInsert>): Promise<void> {
  await tx.update(b).set({ ...set, updatedAt: sql`now()` }).where(eq(b.id, id));
}

export async function saveSettings(tx: Queryable, v: { noShowLimit: number; blockDays: number; surveyId: number | null; updatedBy: number }): Promise<void> {
  await tx.insert(apptSettings).values({ id: 1, ...v }).onConflictDoUpdate({ target: apptSettings.id, set: { ...v, updatedAt: sql`now()` } });
}
