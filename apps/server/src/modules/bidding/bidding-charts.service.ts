import type { CourseCharts, PastPrice, SimulationRow } from '@portal/contracts';
import type { UserRow } from '../../platform/auth/auth.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import { BizError, notAuthorised, notFound } from '../../platform/http/errors.ts';
import * as admin from './bidding-admin.repo.ts';
import * as charts from './bidding-charts.repo.ts';
import { bidHistogram } from './bidding-histogram.ts';
import { roundPublished } from './bidding-lottery.ts';
import * as rounds from './bidding-rounds.repo.ts';
import type { BiddingService } from './bidding.service.ts';
import * as repo from './bidding.repo.ts';

const pastPriceOf = (r: charts.PastPriceRow): PastPrice => ({
  planId: r.plan_id, planName: r.plan_name, planNameEn: r.plan_name_en, schoolYear: r.school_year, term: r.term, round: r.round, price: r.price,
});

/**
 * The charts of a course after clearing (its bids' histogram per published round, its price over past
 * terms) and the simulator (a student's bids against last term's prices). Both read published figures only.
 */
export class BiddingCharts {
  private readonly db: Db;
  /** The student side's plan check; the staff console has none (its routes check the role). */
  private readonly bidding: Pick<BiddingService, 'eligiblePlan'> | null;
  constructor(db: Db, bidding: Pick<BiddingService, 'eligiblePlan'> | null) {
    this.db = db;
    this.bidding = bidding;
  }

  /** A plan the student may see; a staff console's instance has no student side. */
  private async eligible(user: UserRow, planId: number): Promise<void> {
    if (!this.bidding) throw notAuthorised();
    await this.bidding.eligiblePlan(this.db, user, planId);
  }

  /** Staff: any course. 92151 until one of its rounds is published, as for students. */
  async courseCharts(courseId: number): Promise<CourseCharts> {
    const course = await admin.courseById(this.db, courseId);
    if (!course) throw notFound();
    return this.chartsOf(course);
  }

  /** A student: a course of a plan they may see. */
  async studentCharts(user: UserRow, courseId: number): Promise<CourseCharts> {
    const course = await admin.courseById(this.db, courseId);
    if (!course) throw notFound();
    await this.eligible(user, course.planId);
    return this.chartsOf(course);
  }

  private async chartsOf(course: repo.Course): Promise<CourseCharts> {
    const plan = await repo.planById(this.db, course.planId);
    if (!plan) throw notFound();
    const shown: CourseCharts['rounds'] = [];
    for (const round of [1, 2] as const) {
      if (!roundPublished(plan.planState, round)) continue;
      const figures = (await rounds.courseClearings(this.db, plan.id, round)).get(course.id);
      if (!figures) continue;
      shown.push({ round, price: figures.price, buckets: bidHistogram(await charts.clearedPoints(this.db, course.id, round)) });
    }
    if (shown.length === 0) throw new BizError('92151');
    const past = await charts.pastPrices(this.db, plan.id, course.courseNumber);
    return { courseId: course.id, courseNumber: course.courseNumber, rounds: shown, pastPrices: past.map(pastPriceOf) };
  }

  /**
   * What each bid would have done at the latest published clearing price of its course number in an
   * earlier plan: won above it, a lottery at equal points, lost below; noHistory without one.
   */
  async simulate(user: UserRow, planId: number, bids: { courseNumber: string; point: number }[], lang: 'zh' | 'en'): Promise<SimulationRow[]> {
    await this.eligible(user, planId);
    const numbers = [...new Set(bids.map((b) => b.courseNumber))];
    const courses = new Map<string, repo.Course>();
    for (const n of numbers) {
      const course = await repo.courseByNumber(this.db, planId, n);
      if (!course) throw new BizError('92010');
      courses.set(n, course);
    }
    const prices = await charts.latestPrices(this.db, planId, numbers);
    return bids.map((b) => {
      const course = courses.get(b.courseNumber)!;
      const last = prices.get(b.courseNumber);
      const price = last?.price ?? null;
      const verdict = price === null ? 'noHistory' : b.point > price ? 'won' : b.point === price ? 'tie' : 'lost';
      return {
        courseNumber: b.courseNumber, courseName: lang === 'en' ? course.nameEn : course.nameCn, point: b.point, verdict,
        price, source: last ? pastPriceOf(last) : null,
      };
    });
  }
}
