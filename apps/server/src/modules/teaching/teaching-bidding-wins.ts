import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { ClassTime } from '@portal/contracts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { schoolTime } from '../../platform/time/school-zone.ts';
import { planWins, type PlanWins, type WonCourse } from '../bidding/index.ts';
import { periodsOf } from './slot-periods.ts';
import { enrolStudents } from './teaching-enrolments.repo.ts';
import { classHasMeetings } from './term-calendar.repo.ts';
import { classSessions, classTimes, classWeeklySlots, schoolTerms, startClassTeachers, startClasses, teachingCourses } from './teaching.tables.ts';

/** The job that turns a plan's final wins into enrolments (payload { planId }). */
export const BIDDING_WINS_JOB = 'teaching.bidding-wins';

async function courseId(tx: Queryable, c: WonCourse): Promise<number> {
  await tx.insert(teachingCourses).values({ courseNumber: c.courseNumber, nameCn: c.nameCn, nameEn: c.nameEn || c.nameCn, courseType: c.courseType, credit: c.credit })
    .onConflictDoNothing();
  const [row] = await tx.select({ id: teachingCourses.id }).from(teachingCourses).where(eq(teachingCourses.courseNumber, c.courseNumber));
  return row!.id;
}

/**
 * A new class gets the plan course's times exactly as the bid page advertised them: weekly slots
 * (MBA) with the plan's begin and end times, the periods only naming them, or one session per day (EMBA).
 */
async function addTimes(tx: Queryable, startClassId: number, times: ClassTime[], venue: { venue: string; venueEn: string }): Promise<void> {
  const periods = await tx.select().from(classTimes).orderBy(asc(classTimes.period));
  for (const t of times) {
    if ('weekName' in t && periods.length) {
      await tx.insert(classWeeklySlots).values({ startClassId, weekStart: t.weekStart, weekEnd: t.weekEnd, weekName: t.weekName,
        ...periodsOf(periods, t.classStart, t.classEnd), beginTime: t.classStart, endTime: t.classEnd, ...venue });
    } else if ('startDate' in t) {
      const [y, m, d] = t.startDate.split('-').map(Number) as [number, number, number];
      const days = Math.round((Date.parse(t.endDate) - Date.parse(t.startDate)) / 86_400_000);
      const at = (i: number, hhmm: string) => schoolTime(y, m, d + i, ...(hhmm.split(':').map(Number) as [number, number]));
      for (let i = 0; i <= days; i += 1) await tx.insert(classSessions).values({ startClassId, startsAt: at(i, t.startTime), endsAt: at(i, t.endTime), ...venue });
    }
  }
}

/**
 * The class a plan's course is taught in: the one this plan enrolled before, else the only class of
 * that course, term and type not tied to another plan, else a new one named after the plan.
 */
async function classFor(tx: Queryable, wins: PlanWins, c: WonCourse, course: number): Promise<number> {
  const same = and(eq(startClasses.courseId, course), eq(startClasses.schoolYear, wins.schoolYear), eq(startClasses.term, wins.term), eq(startClasses.pageType, wins.pageType));
  const found = await tx.select({ id: startClasses.id, plan: startClasses.cssPlanId }).from(startClasses)
    .where(and(same, or(eq(startClasses.cssPlanId, wins.planId), isNull(startClasses.cssPlanId)))).orderBy(asc(startClasses.id));
  const mine = found.find((r) => r.plan === wins.planId) ?? (found.length === 1 ? found[0] : undefined);
  if (mine) {
    if (mine.plan === null) {
      await tx.update(startClasses).set({ cssPlanId: wins.planId }).where(eq(startClasses.id, mine.id));
      // A class staff set up without times takes the advertised ones; one with its own times keeps them (README).
      if (!(await classHasMeetings(tx, mine.id))) await addTimes(tx, mine.id, c.classTimes, { venue: c.venue, venueEn: c.venueEn });
    }
    return mine.id;
  }
  const [made] = await tx.insert(startClasses).values({
    courseId: course, schoolYear: wins.schoolYear, term: wins.term, pageType: wins.pageType, className: wins.planName, classNameEn: wins.planNameEn ?? '',
    venue: c.venue, venueEn: c.venueEn, capacity: Math.max(c.seatLimit, c.studentIds.length), cssPlanId: wins.planId,
  }).returning({ id: startClasses.id });
  const teachers = await tx.select({ id: users.id }).from(users).where(eq(users.name, c.teacher));
  if (teachers.length === 1) await tx.insert(startClassTeachers).values({ startClassId: made!.id, teacherId: teachers[0]!.id });
  await addTimes(tx, made!.id, c.classTimes, { venue: c.venue, venueEn: c.venueEn });
  return made!.id;
}

/**
 * Enrols the winners of a plan whose round-2 result is final (README 'Bidding wins become
 * enrolments'). Idempotent: a student already in the course this term is skipped, so the job may
 * run again. Returns how many enrolments it made. Call it inside a transaction.
 */
export async function enrolBiddingWins(tx: Queryable, wins: PlanWins): Promise<number> {
  if (!wins.final) return 0;
  const [term] = await tx.select().from(schoolTerms).where(and(eq(schoolTerms.schoolYear, wins.schoolYear), eq(schoolTerms.term, wins.term)));
  if (!term) return 0;
  let made = 0;
  for (const c of wins.courses) {
    const klass = await classFor(tx, wins, c, await courseId(tx, c));
    made += (await enrolStudents(tx, klass, c.studentIds.map((id) => ({ id })), 'bidding')).size;
  }
  return made;
}

/** The job: reads the plan's wins through bidding's public entry and enrols them in one transaction. */
export async function runBiddingWinsJob(payload: Record<string, unknown>, db: Db): Promise<void> {
  const wins = await planWins(db, Number(payload.planId));
  if (!wins) return;
  await db.transaction(async (tx) => { await enrolBiddingWins(tx, wins); });
}
