import { and, desc, eq, sql } from 'drizzle-orm';
import { SCHOOL_TZ } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { apptCounsellors as co, apptSlots as s, apptSubscribes as b } from './appointments.tables.ts';

/** A consultation a student had: an approved booking (status 1), with its counsellor and type. */
export interface Consultation {
  beginTime: Date;
  counselorName: string;
  counselorNameEn: string;
  /** 1 career consulting, 2 mock interview. */
  typeKey: number;
}

/**
 * The approved bookings (status 1) of a student, newest first; with `year`, those beginning in that
 * calendar year in the school's zone. Other modules read consultations here (the profile statistics).
 */
export async function consultationsOf(db: Queryable, studentId: number, year: number | null): Promise<Consultation[]> {
  const inYear = year === null ? undefined : sql`extract(year from ${b.beginTime} at time zone ${SCHOOL_TZ}) = ${year}`;
  return db.select({ beginTime: b.beginTime, counselorName: co.name, counselorNameEn: co.nameEn, typeKey: b.typeKey })
    .from(b).innerJoin(s, eq(s.id, b.slotId)).innerJoin(co, eq(co.id, s.counsellorId))
    .where(and(eq(b.studentId, studentId), eq(b.status, 1), inYear))
    .orderBy(desc(b.beginTime), desc(b.id));
}
