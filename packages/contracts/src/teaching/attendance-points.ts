import { z } from 'zod';
import { attendanceStatuses, type AttendanceStatus } from './attendance.ts';

/**
 * The school's attendance points (teaching README, 'Attendance points'), Moodle's model: every
 * status carries points out of the same maximum, and a student's rate in a class is the sum of the
 * points of the sessions taken over the sum of their maximum points. The warning threshold and the
 * number of sessions before anyone is warned are the school's too. Points are whole numbers, so the
 * arithmetic below is exact (no rounding decides who is below).
 */

export const attendancePointsSchema = z.object(
  Object.fromEntries(attendanceStatuses.map((s) => [s, z.number().int().min(0).max(100)])) as Record<AttendanceStatus, z.ZodNumber>,
);
export type AttendancePoints = z.infer<typeof attendancePointsSchema>;

export const attendanceSettingsSchema = z.object({
  points: attendancePointsSchema,
  /** The points of a session attended in full: every status's points are at most this. */
  maxPoints: z.number().int().min(1).max(100),
  /** The warning threshold in percent: a rate below it (not equal) is below. */
  threshold: z.number().int().min(1).max(100),
  /** No one is judged before this many sessions were taken (one absence in week one is 0%). */
  minSessions: z.number().int().min(1).max(50),
});
export type AttendanceSettings = z.infer<typeof attendanceSettingsSchema>;

/** The defaults until the school saves its own: present 2, late or left early 1, any leave 1, absent 0, out of 2; 80% from 3 sessions on. */
export const DEFAULT_ATTENDANCE_SETTINGS: AttendanceSettings = {
  points: { Present: 2, Late: 1, LeftEarly: 1, PersonalLeave: 1, SickLeave: 1, OfficialLeave: 1, Absent: 0 },
  maxPoints: 2,
  threshold: 80,
  minSessions: 3,
};

/** The statuses whose points exceed the maximum (93020 each): the form and the server judge alike. */
export const pointsAboveMax = (s: Pick<AttendanceSettings, 'points' | 'maxPoints'>): AttendanceStatus[] =>
  attendanceStatuses.filter((k) => s.points[k] > s.maxPoints);

/** A student's sessions taken in a class: their count, the points earned and the points possible. */
export interface AttendanceTally { sessions: number; earned: number; possible: number }

export function tallyOf(statuses: readonly string[], s: Pick<AttendanceSettings, 'points' | 'maxPoints'>): AttendanceTally {
  let earned = 0;
  for (const st of statuses) earned += s.points[st as AttendanceStatus] ?? 0;
  return { sessions: statuses.length, earned, possible: statuses.length * s.maxPoints };
}

/** Earned over possible in percent with one decimal, for showing; null before any session. */
export function pointsRate(t: Pick<AttendanceTally, 'earned' | 'possible'>): number | null {
  return t.possible === 0 ? null : Math.round((t.earned / t.possible) * 1000) / 10;
}

/** Below the threshold, judged exactly (100·earned < threshold·possible), never on the rounded rate. */
export const isBelow = (t: Pick<AttendanceTally, 'earned' | 'possible'>, threshold: number): boolean =>
  t.possible > 0 && 100 * t.earned < threshold * t.possible;

/** Whether the rule warns: at least minSessions sessions taken and below the threshold. */
export const warrants = (t: AttendanceTally, s: Pick<AttendanceSettings, 'threshold' | 'minSessions'>): boolean =>
  t.sessions >= s.minSessions && isBelow(t, s.threshold);

/**
 * 'You can miss N more sessions': with `remaining` sessions of the class still to come, the most
 * of them the student may miss (each earning the Absent points, the others attended in full) and
 * still end the term at or above the threshold:
 *   100·(earned + (remaining − n)·max + n·absent) ≥ threshold·(possible + remaining·max).
 * In whole numbers: n ≤ slack / (100·(max − absent)), slack = 100·(earned + remaining·max) −
 * threshold·(possible + remaining·max). `reachable` is false when even attending every remaining
 * session leaves the student below (slack < 0); then n is 0. No sessions at all: n 0, reachable.
 */
export function sessionsToMiss(t: Pick<AttendanceTally, 'earned' | 'possible'>, remaining: number, s: Pick<AttendanceSettings, 'points' | 'maxPoints' | 'threshold'>): { canMiss: number; reachable: boolean } {
  const max = s.maxPoints;
  const slack = 100 * (t.earned + remaining * max) - s.threshold * (t.possible + remaining * max);
  if (slack < 0) return { canMiss: 0, reachable: false };
  const cost = 100 * (max - Math.min(s.points.Absent, max));
  if (cost === 0) return { canMiss: remaining, reachable: true };
  return { canMiss: Math.min(remaining, Math.floor(slack / cost)), reachable: true };
}

/** GET/PUT /api/teaching/attendance/settings (PUT: teaching.admin). */
export const attendanceSettingsViewSchema = attendanceSettingsSchema.extend({ updatedAt: z.string().nullable() });
export type AttendanceSettingsView = z.infer<typeof attendanceSettingsViewSchema>;

/** A student's own attendance of a term: GET /api/teaching/attendance/mine?studentId=&schoolYear=&term=. */
export const myAttendanceQuerySchema = z.object({
  /** Another student's id answers 403; staff may name any student. Without it: the caller. */
  studentId: z.string().max(10).regex(/^\d{1,10}$/).transform(Number).optional(),
  schoolYear: z.coerce.number().int().min(2000).max(2100).optional(),
  term: z.coerce.number().int().min(1).max(4).optional(),
}).refine((q) => (q.schoolYear === undefined) === (q.term === undefined), { message: 'schoolYear and term go together' });

export const mySessionSchema = z.object({ date: z.string(), status: z.enum(attendanceStatuses), points: z.number().int(), remark: z.string() });
export const myClassAttendanceSchema = z.object({
  startClassId: z.number().int(),
  courseNumber: z.string(),
  courseName: z.string(),
  courseNameEn: z.string(),
  className: z.string(),
  classNameEn: z.string(),
  sessions: z.array(mySessionSchema),
  earned: z.number().int(),
  possible: z.number().int(),
  rate: z.number().nullable(),
  below: z.boolean(),
  /** Class days from today (school time) on without a record yet. */
  remaining: z.number().int(),
  canMiss: z.number().int(),
  reachable: z.boolean(),
});
export type MyClassAttendance = z.infer<typeof myClassAttendanceSchema>;
export const myAttendanceSchema = z.object({
  schoolYear: z.number().int().nullable(),
  term: z.number().int().nullable(),
  /** The terms the student has classes in, newest first, for the picker. */
  terms: z.array(z.object({ schoolYear: z.number().int(), term: z.number().int() })),
  settings: attendanceSettingsSchema,
  classes: z.array(myClassAttendanceSchema),
});
export type MyAttendance = z.infer<typeof myAttendanceSchema>;
