import { and, desc, eq, sql } from 'drizzle-orm';
import type { ClassTime, RegistrationRow, RegistrationSummary } from '@portal/contracts';
import type { UserRow } from '../../platform/auth/auth.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import { orderOf, offsetOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import type { BiddingService } from './bidding.service.ts';
import * as repo from './bidding.repo.ts';
import { cssAccounts, cssCourseHistory, cssCourses, cssDeselectRecords, cssMaxUseLog, cssPlans, cssPointLog, cssBids } from './bidding.tables.ts';

interface Paging { pageNo: number; pageSize: number; orderBy: string | null; sort: 'asc' | 'desc' | undefined; queryText: string }

const pointAllow: AllowList = { pointDatetime: cssPointLog.at, point: cssPointLog.points, totalPoint: cssPointLog.totalAfter, pointUseType: cssPointLog.useType };
const useAllow: AllowList = { maxUseDatetime: cssMaxUseLog.at, maxUse: cssMaxUseLog.delta, totalMaxUse: cssMaxUseLog.totalAfter, useType: cssMaxUseLog.useType };
const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));
const isoOf = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);

/** Selection status in the registration view: 1 selected (won), 2 bidding, 3 not selected, 4 dropped. */
const selectionState = (status: string | null) => (status === 'won' ? 1 : status === 'live' ? 2 : status === 'lost' ? 3 : 4);

/** Logs and the registration view: reads of the student's own records only. */
export class BiddingRecords {
  private readonly db: Db;
  private readonly bidding: BiddingService;
  constructor(db: Db, bidding: BiddingService) {
    this.db = db;
    this.bidding = bidding;
  }

  async pointLog(user: UserRow, q: Paging) {
    const where = and(eq(cssPointLog.studentId, user.id), textSearch(q.queryText, cssCourses.nameCn, cssCourses.nameEn, cssPlans.planName));
    const rows = await this.db.select({ log: cssPointLog, planName: cssPlans.planName, planNameEn: cssPlans.planNameEn, course: cssCourses })
      .from(cssPointLog).innerJoin(cssPlans, eq(cssPlans.id, cssPointLog.planId)).leftJoin(cssCourses, eq(cssCourses.id, cssPointLog.courseId))
      .where(where).orderBy(...orderOf(pointAllow, q, [desc(cssPointLog.at), desc(cssPointLog.id)])).limit(q.pageSize).offset(offsetOf(q));
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(cssPointLog)
      .innerJoin(cssPlans, eq(cssPlans.id, cssPointLog.planId)).leftJoin(cssCourses, eq(cssCourses.id, cssPointLog.courseId)).where(where);
    return {
      data: rows.map((r) => ({
        id: r.log.id, planID: r.log.planId, planName: r.planName, planNameEn: r.planNameEn, pointDatetime: r.log.at.toISOString(), pointUseType: r.log.useType,
        info: r.log.useType, language: r.course?.language ?? '', courseNameCN: r.course?.nameCn ?? null, courseNameEN: r.course?.nameEn ?? null,
        point: r.log.points, totalPoint: r.log.totalAfter,
      })),
      total: count?.n ?? 0,
    };
  }

  async maxUseLog(user: UserRow, q: Paging) {
    const where = and(eq(cssMaxUseLog.studentId, user.id), textSearch(q.queryText, cssCourses.nameCn, cssCourses.nameEn, cssPlans.planName));
    const rows = await this.db.select({ log: cssMaxUseLog, planName: cssPlans.planName, planNameEn: cssPlans.planNameEn, course: cssCourses })
      .from(cssMaxUseLog).innerJoin(cssPlans, eq(cssPlans.id, cssMaxUseLog.planId)).leftJoin(cssCourses, eq(cssCourses.id, cssMaxUseLog.courseId))
      .where(where).orderBy(...orderOf(useAllow, q, [desc(cssMaxUseLog.at), desc(cssMaxUseLog.id)])).limit(q.pageSize).offset(offsetOf(q));
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(cssMaxUseLog)
      .innerJoin(cssPlans, eq(cssPlans.id, cssMaxUseLog.planId)).leftJoin(cssCourses, eq(cssCourses.id, cssMaxUseLog.courseId)).where(where);
    return {
      data: rows.map((r) => ({
        id: r.log.id, planID: r.log.planId, planName: r.planName, planNameEn: r.planNameEn, maxUseDatetime: r.log.at.toISOString(), useType: r.log.useType,
        courseNameCN: r.course?.nameCn ?? null, courseNameEN: r.course?.nameEn ?? null, maxUse: r.log.delta, totalMaxUse: r.log.totalAfter,
      })),
      total: count?.n ?? 0,
    };
  }

  private toRow(plan: { schoolYear: string; term: number }, r: repo.RegistrationDbRow, lang: 'zh' | 'en'): RegistrationRow {
    return {
      id: r.id, year: plan.schoolYear, term: plan.term, courseNumber: r.course_number,
      courseName: lang === 'en' ? r.name_en : r.name_cn, courseNameCN: r.name_cn, courseNameEN: r.name_en, language: r.language,
      courseType: r.course_type, teacher: r.teacher, score: num(r.credit), classTimeList: (r.class_times ?? []) as ClassTime[],
      resourceName: r.venue, countLimites: r.seat_limit, courseSelectionState: selectionState(r.status), queue: r.queue, point: r.points,
      selectTime: isoOf(r.placed_at), createTime: isoOf(r.dropped_at),
    };
  }

  async required(user: UserRow, planId: number, pageNo: number, pageSize: number, lang: 'zh' | 'en') {
    const plan = await this.bidding.eligiblePlan(this.db, user, planId);
    const rows = await repo.requiredRows(this.db, planId, pageNo, pageSize);
    return { data: rows.map((r) => this.toRow(plan, r, lang)), total: rows[0]?.total ?? 0 };
  }

  async electives(user: UserRow, planId: number, pageNo: number, pageSize: number, lang: 'zh' | 'en') {
    const plan = await this.bidding.eligiblePlan(this.db, user, planId);
    const rows = await repo.myElectiveRows(this.db, planId, user.id, pageNo, pageSize);
    return { data: rows.map((r) => this.toRow(plan, r, lang)), total: rows[0]?.total ?? 0 };
  }

  async dropped(user: UserRow, planId: number, pageNo: number, pageSize: number, lang: 'zh' | 'en') {
    const plan = await this.bidding.eligiblePlan(this.db, user, planId);
    const where = and(eq(cssDeselectRecords.planId, planId), eq(cssDeselectRecords.studentId, user.id));
    const rows = await this.db.select({ d: cssDeselectRecords, c: cssCourses, points: cssBids.points, placedAt: cssBids.placedAt })
      .from(cssDeselectRecords).innerJoin(cssCourses, eq(cssCourses.id, cssDeselectRecords.courseId)).innerJoin(cssBids, eq(cssBids.id, cssDeselectRecords.bidId))
      .where(where).orderBy(desc(cssDeselectRecords.createdAt)).limit(pageSize).offset(pageNo * pageSize);
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(cssDeselectRecords).where(where);
    return {
      data: rows.map((r) => this.toRow(plan, {
        id: r.d.id, course_number: r.c.courseNumber, name_cn: r.c.nameCn, name_en: r.c.nameEn, course_type: r.c.courseType, teacher: r.c.teacher,
        credit: r.c.credit, class_times: r.c.classTimes, venue: r.c.venue, seat_limit: r.c.seatLimit, language: r.c.language, status: 'dropped',
        points: r.points, queue: null, placed_at: r.placedAt, dropped_at: r.d.createdAt, total: 0,
      }, lang)),
      total: count?.n ?? 0,
    };
  }

  /** The summary figures, defined in the module README. */
  async summary(user: UserRow, planId: number): Promise<RegistrationSummary> {
    const plan = await this.bidding.eligiblePlan(this.db, user, planId);
    const [account] = await this.db.select().from(cssAccounts).where(and(eq(cssAccounts.planId, planId), eq(cssAccounts.studentId, user.id)));
    const [won] = await this.db.select({ credits: sql<string>`coalesce(sum(${cssCourses.credit}), 0)` }).from(cssBids)
      .innerJoin(cssCourses, eq(cssCourses.id, cssBids.courseId))
      .where(and(eq(cssBids.planId, planId), eq(cssBids.studentId, user.id), eq(cssBids.status, 'won')));
    const [history] = await this.db.select({ credits: sql<string>`coalesce(sum(${cssCourseHistory.credit}), 0)` }).from(cssCourseHistory)
      .where(and(eq(cssCourseHistory.studentId, user.id), eq(cssCourseHistory.isElective, true)));
    const inScore = num(won?.credits);
    const outScore = num(history?.credits);
    const budget = account?.budget ?? plan.pointsBudget;
    const available = account?.available ?? plan.pointsBudget;
    return {
      allPoint: budget, usePoint: budget - available, nousePoint: available,
      inScore, outScore, allScore: inScore + outScore,
      optionalCourseMinScore: plan.optionalCourseMinScore, optionalFinishScore: outScore,
      embaOptionalScore: plan.pageType === 'emba' ? inScore + outScore : 0,
    };
  }
}
