import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PlanState } from '@portal/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD, demoEntranceOffsets } from '../../platform/auth/users.seed.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { addDays, demoCalendar, demoPlanNames, on, type DemoCalendar, type DemoPlanSlot } from '../../platform/db/demo-calendar.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { createPeople } from '../people/index.ts';
import { lockAccount, move } from './bidding-accounts.ts';
import { clearRound } from './bidding-clearing.repo.ts';
import { drawSeed } from './bidding-rounds.repo.ts';
import { scheduleAdvances, type Plan } from './bidding-states.ts';
import { classTimesFor, embaCourses, mbaCourses, venueEnOf, type CourseSeed } from './bidding.seed-data.ts';
import { cssBids, cssCourseHistory, cssCourses, cssPlanYears, cssPlans } from './bidding.tables.ts';

const HALF_HOUR = 30 * 60_000;
type Course = typeof cssCourses.$inferSelect;

/** A deterministic pseudo-random sequence, so the demo bids are the same on every seed. */
function sequence(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/** mba01's or emba01's classmates, in their class: the class has as many students as its surveys count. */
async function cohort(db: Queryable, pageType: 'mba' | 'emba', year: number, klass: { className: string | null; classNameEn: string | null }, count: number): Promise<number[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const people = Array.from({ length: count }, (_, i) => {
    const n = String(i + 2).padStart(2, '0');
    return {
      kind: 'student' as const, roles: ['student'], username: `${pageType}${n}`, name: `${pageType.toUpperCase()} 同学 ${n}`, enName: `${pageType.toUpperCase()} Student ${n}`,
      email: `${pageType}${n}@example.edu.cn`, ...klass, studentNumber: `${year}${pageType === 'mba' ? '31' : '32'}00${n}`, passwordHash: hash,
      pageType, studentTypeId: pageType === 'mba' ? 3 : 4, studyEntranceYear: year, sutdentType: pageType.toUpperCase(), resumeStudentType: 3,
    };
  });
  const ids = await createPeople(db, people);
  return people.map((p) => ids.get(p.username)!);
}

interface PlanSeed { name: string; en: string; state: number; slot: DemoPlanSlot; pricing?: 'uniform' | 'pay_as_bid' }

async function createPlan(db: Queryable, pageType: 'mba' | 'emba', year: number, s: PlanSeed, courses: CourseSeed[]): Promise<{ plan: Plan; courses: Course[] }> {
  const { term, windows } = s.slot;
  const [plan] = await db.insert(cssPlans).values({
    planName: s.name, planNameEn: s.en, pageType, schoolYear: term.schoolYear, term: term.term,
    ...windows, createdAt: s.slot.createdAt,
    planState: s.state, published: true, pointsBudget: pageType === 'mba' ? 1000 : 1500, minPoint: 100, maxPoint: 500, maxCourses: 3,
    refundOnDrop: true, optionalCourseMinScore: pageType === 'mba' ? 8 : 4, pricing: s.pricing ?? 'uniform',
    remark: `<p>${s.name}：每位同学共有 ${pageType === 'mba' ? 1000 : 1500} 点，最多选 3 门课。第一轮按投点高低排序，名额内者中选；补退选阶段可对有余量的课程投点。</p><p>${s.en}: you have ${pageType === 'mba' ? 1000 : 1500} points and may take at most 3 courses. Round 1 ranks bids by points; add/drop bids go to courses with seats left.</p>`,
  }).returning();
  await db.insert(cssPlanYears).values({ planId: plan!.id, year });
  const rows = await db.insert(cssCourses).values(courses.map((c, i) => ({
    planId: plan!.id, courseNumber: c.number, nameCn: c.cn, nameEn: c.en, courseType: c.type, teacher: c.teacher, credit: c.credit,
    classTimes: classTimesFor(pageType, i, term.start), venue: c.venue, seatLimit: c.seats,
    teacherEn: c.teacherEn, venueEn: venueEnOf(c.venue),
  }))).returning();
  return { plan: plan!, courses: rows };
}

/**
 * A bid placed `slot` half hours after its round opened: the first round of the open plan began at
 * 09:00 yesterday, and 30 slots stay before midnight, so no seeded bid is placed after the seed.
 */
async function seedBid(db: Queryable, plan: Plan, course: Course, studentId: number, points: number, round: 1 | 2, slot: number): Promise<void> {
  const account = await lockAccount(db, plan, studentId);
  if (account.available < points || account.usesAvailable < 1) return;
  const begin = round === 1 ? plan.firstBegin : plan.secondBegin;
  await db.insert(cssBids).values({ planId: plan.id, courseId: course.id, studentId, round, points, placedAt: new Date(begin.getTime() + (slot % 30) * HALF_HOUR) });
  await move(db, account, { points: { from: 'available', to: 'held', amount: points }, uses: { from: 'usesAvailable', to: 'usesHeld' }, useType: 'hold', courseId: course.id });
}

/** Other students' bids on the electives, so rankings mean something. */
async function crowdBids(db: Queryable, plan: Plan, courses: Course[], students: number[], round: 1 | 2, seed: number): Promise<void> {
  const rnd = sequence(seed);
  const electives = courses.filter((c) => c.courseType !== 11);
  for (const student of students) {
    const picks = [...electives].sort(() => rnd() - 0.5).slice(0, 2);
    for (const course of picks) await seedBid(db, plan, course, student, 100 + Math.round(rnd() * 30) * 10, round, Math.floor(rnd() * 30));
  }
}

/**
 * Clearing marks bids resolved 'now'; a real term resolved them when their round closed, and its
 * logs are dated with the bids they record.
 */
async function backdate(db: Queryable, planId: number): Promise<void> {
  await db.execute(sql`
    update css_bids b set resolved_at = case when b.round = 1 then p.first_end else p.second_end end
    from css_plans p where p.id = b.plan_id and b.plan_id = ${planId} and b.resolved_at is not null`);
  for (const log of ['css_point_log', 'css_max_use_log']) {
    await db.execute(sql`
      update ${sql.raw(log)} l set at = case when l.use_type = 'hold' then b.placed_at else coalesce(b.resolved_at, b.placed_at) end
      from css_bids b where b.plan_id = ${planId} and l.plan_id = ${planId} and b.course_id = l.course_id and b.student_id = l.student_id`);
  }
}

/** When a course of the ended plan was passed: at its term's last week, or yesterday if that is still ahead. */
function passedAt(cal: DemoCalendar): Date {
  const t = cal.plans.ended.term;
  const lastWeek = on(addDays(t.next, -7), 17);
  return lastWeek < cal.at(0, 0) ? lastWeek : cal.at(-1, 17);
}

/** Plans in each state for MBA (mba01) and EMBA (emba01), with a crowd of classmates bidding. */
export async function seedBidding(db: Queryable, ids: Map<string, number>, day?: Date): Promise<void> {
  const cal = demoCalendar(day ?? await dbNow(db));
  for (const pageType of ['mba', 'emba'] as const) {
    const me = ids.get(`${pageType}01`);
    if (!me) continue;
    // The classmates are of mba01's (emba01's) year and class, which move with the school year.
    const [mine] = await db.select({ className: users.className, classNameEn: users.classNameEn, year: users.studyEntranceYear }).from(users).where(eq(users.id, me));
    const year = mine?.year ?? cal.schoolYear - demoEntranceOffsets[`${pageType}01`];
    const crowd = await cohort(db, pageType, year, { className: mine?.className ?? null, classNameEn: mine?.classNameEn ?? null }, pageType === 'mba' ? 24 : 16);
    const courses = pageType === 'mba' ? mbaCourses : embaCourses;
    const label = pageType.toUpperCase();
    const plan = (slot: DemoPlanSlot, state: number, pricing?: PlanSeed['pricing']): PlanSeed => ({ ...demoPlanNames(slot, label), state, slot, pricing });
    // The ended plan is of the years before uniform pricing, so it kept pay-as-bid (as the migration left such plans).
    const plans: PlanSeed[] = [
      plan(cal.plans.open, PlanState.firstOpen), plan(cal.plans.addDrop, PlanState.secondOpen), plan(cal.plans.published, PlanState.secondPublished),
      plan(cal.plans.ended, PlanState.ended, 'pay_as_bid'), plan(cal.plans.planning, PlanState.planning),
    ];
    const made = [];
    for (const s of plans) made.push(await createPlan(db, pageType, year, s, courses));
    const [open, addDrop, published, ended] = made;

    // Every round that opened has its seed (an open one shows its hash), fixed per plan and round so the
    // demo's ties go the same way on every seed.
    const demoSeed = (name: string, round: number) => createHash('sha256').update(`demo:${pageType}:${name}:${round}`).digest('hex');
    for (const [m, rounds] of [[open!, [1]], [addDrop!, [1, 2]], [published!, [1, 2]], [ended!, [1, 2]]] as const) {
      for (const r of rounds) await drawSeed(db, m.plan.id, r, { seed: demoSeed(m.plan.planName, r), at: r === 1 ? m.plan.firstBegin : m.plan.secondBegin });
    }
    await crowdBids(db, open!.plan, open!.courses, crowd, 1, 11);
    // mba01/emba01 already bid on one course of the open plan.
    await seedBid(db, open!.plan, open!.courses[1]!, me, 260, 1, 2);

    for (const [i, done] of [addDrop, published, ended].entries()) {
      await crowdBids(db, done!.plan, done!.courses, crowd, 1, 21 + i);
      await seedBid(db, done!.plan, done!.courses[0]!, me, 450, 1, 1);
      await seedBid(db, done!.plan, done!.courses[3]!, me, 110, 1, 1);
      await clearRound(db, done!.plan.id, 1);
      if (done !== addDrop) await clearRound(db, done!.plan.id, 2);
    }
    for (const m of made) {
      await backdate(db, m.plan.id);
      await scheduleAdvances(db, m.plan);
    }

    // Courses passed in earlier years: the same numbers in the open plan answer 1201.
    const first = courses[0]!;
    await db.insert(cssCourseHistory).values([
      { studentId: me, courseNumber: first.number, courseName: first.cn, planName: plans[3]!.name, credit: first.credit, passedAt: passedAt(cal) },
      { studentId: me, courseNumber: `${pageType.toUpperCase()}4999`, courseName: '管理沟通', planName: plans[3]!.name, credit: 1, passedAt: passedAt(cal) },
    ]);
  }
}
