import { DEFAULT_ATTENDANCE_SETTINGS, type AttendanceSettings } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { attendanceSettings } from './attendance.tables.ts';

/** The school's attendance points (one row, id 1); without a saved row, the contracts' defaults. */

export async function readAttendanceSettings(q: Queryable): Promise<AttendanceSettings & { updatedAt: Date | null }> {
  const [r] = await q.select().from(attendanceSettings).where(eq(attendanceSettings.id, 1));
  if (!r) return { ...DEFAULT_ATTENDANCE_SETTINGS, updatedAt: null };
  return {
    points: {
      Present: r.presentPoints, Late: r.latePoints, LeftEarly: r.leftEarlyPoints, PersonalLeave: r.personalLeavePoints,
      SickLeave: r.sickLeavePoints, OfficialLeave: r.officialLeavePoints, Absent: r.absentPoints,
    },
    maxPoints: r.maxPoints, threshold: r.threshold, minSessions: r.minSessions, updatedAt: r.updatedAt,
  };
}

export async function saveAttendanceSettings(q: Queryable, s: AttendanceSettings, by: number): Promise<void> {
  const row = {
    presentPoints: s.points.Present, latePoints: s.points.Late, leftEarlyPoints: s.points.LeftEarly, personalLeavePoints: s.points.PersonalLeave,
    sickLeavePoints: s.points.SickLeave, officialLeavePoints: s.points.OfficialLeave, absentPoints: s.points.Absent,
    maxPoints: s.maxPoints, threshold: s.threshold, minSessions: s.minSessions, updatedBy: by,
  };
  await q.insert(attendanceSettings).values({ id: 1, ...row })
    .onConflictDoUpdate({ target: attendanceSettings.id, set: { ...row, updatedAt: sql`now()` } });
}
