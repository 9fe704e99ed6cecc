import { SCHOOL_TZ } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { apptCounsellors as co, apptSlots as s, apptSubscribes as b } from './appointments.tables.ts';

/** A booking with both people, its version and the school days from today (database clock) to its day. */
export async function bookingForNotice(db: Queryable, id: number) {
  const [r] = await db.select({
    id: b.id, status: b.status, typeKey: b.typeKey, slotId: b.slotId, beginTime: b.beginTime, endTime: b.endTime, replyNote: b.replyNote,
    address: s.address, addressEn: s.addressEn, interflowType: s.interflowType,
    // The booking's last write to the microsecond: the key of a change, so each change is reported once and no two share a key.
    version: sql<string>`to_char(${b.updatedAt} at time zone 'UTC', 'YYYYMMDD"T"HH24MISS.US')`,
    studentId: b.studentId, counsellorUserId: co.userId, counsellorName: co.name, counsellorNameEn: co.nameEn,
    studentName: users.name, studentNameEn: sql<string>`coalesce(${users.enName}, ${users.name})`,
    upcoming: sql<boolean>`${b.beginTime} > now()`,
    daysAhead: sql<number>`((${b.beginTime} at time zone ${SCHOOL_TZ})::date - (now() at time zone ${SCHOOL_TZ})::date)`,
  }).from(b).innerJoin(s, eq(s.id, b.slotId)).innerJoin(co, eq(co.id, s.counsellorId)).innerJoin(users, eq(users.id, b.studentId)).where(eq(b.id, id));
  return r;
}
export type BookingForNotice = NonNullable<Awaited<ReturnType<typeof bookingForNotice>>>;

export async function markReminded(db: Queryable, id: number): Promise<void> {
  await db.update(b).set({ remindedAt: sql`now()` }).where(eq(b.id, id));
}
