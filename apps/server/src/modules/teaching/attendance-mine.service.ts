import { Role, isBelow, pointsRate, sessionsToMiss, tallyOf, type AttendanceStatus, type MyAttendance } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { assertOwnOrRole } from '../../platform/auth/access.ts';
import type { Db } from '../../platform/db/client.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { classDaysOf } from './class-days.ts';
import { studentClasses, studentRecords, studentTerms } from './attendance-mine.repo.ts';
import { readAttendanceSettings } from './attendance-settings.repo.ts';
import { currentTerm } from './teaching-terms.repo.ts';

/**
 * A student's own attendance of a term (README 'Attendance for students'): each class's sessions
 * with their points, the rate, and how many of the sessions still to come (class days from today,
 * school time by the database clock, without a record) they may miss and stay at the threshold.
 * Only the student themself and the teaching office read it; anyone else 403.
 */
export async function myAttendance(db: Db, who: AuthContext, q: { studentId?: number; schoolYear?: number; term?: number }): Promise<MyAttendance> {
  const studentId = q.studentId ?? who.userId;
  assertOwnOrRole(who, studentId, [Role.teachingAdmin]);
  const settings = await readAttendanceSettings(db);
  const terms = await studentTerms(db, studentId);
  const key = q.schoolYear !== undefined && q.term !== undefined ? { schoolYear: q.schoolYear, term: q.term } : (await currentTerm(db)) ?? terms[0];
  const base = { terms, settings: { points: settings.points, maxPoints: settings.maxPoints, threshold: settings.threshold, minSessions: settings.minSessions } };
  if (!key) return { schoolYear: null, term: null, ...base, classes: [] };
  const today = schoolDate(await dbNow(db));
  const classes = await studentClasses(db, studentId, key);
  const records = await studentRecords(db, studentId, classes.map((c) => c.startClassId));
  const out = [];
  for (const c of classes) {
    const own = records.filter((r) => r.startClassId === c.startClassId);
    const recorded = new Set(own.map((r) => r.date));
    const remaining = ((await classDaysOf(db, c.startClassId)) ?? []).filter((d) => d >= today && !recorded.has(d)).length;
    const tally = tallyOf(own.map((r) => r.status), settings);
    out.push({
      ...c, courseNameEn: c.courseNameEn || c.courseName, classNameEn: c.classNameEn || c.className,
      sessions: own.map((r) => ({ date: r.date, status: r.status as AttendanceStatus, points: settings.points[r.status as AttendanceStatus] ?? 0, remark: r.remark })),
      earned: tally.earned, possible: tally.possible, rate: pointsRate(tally), below: isBelow(tally, settings.threshold), remaining,
      ...sessionsToMiss(tally, remaining, settings),
    });
  }
  return { schoolYear: key.schoolYear, term: key.term, ...base, classes: out };
}
