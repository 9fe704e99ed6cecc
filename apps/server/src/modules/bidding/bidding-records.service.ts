import type { ClassTime, PageQuery, RegistrationRow, RegistrationSummary } from '@portal/contracts';
import type { UserRow } from '../../platform/auth/auth.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Plan } from './bidding-states.ts';
import { inLanguage, sealedRound, type BiddingService } from './bidding.service.ts';
import * as records from './bidding-records.repo.ts';
import * as repo from './bidding.repo.ts';

type LogPage = Pick<PageQuery, 'pageNo' | 'pageSize' | 'orderBy' | 'sort' | 'conModels' | 'queryText'>;
type Page = Pick<PageQuery, 'pageNo' | 'pageSize' | 'conModels'>;

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

  async pointLog(user: UserRow, q: LogPage) {
    const { rows, total } = await records.pointLog(this.db, user.id, q);
    return {
      data: rows.map((r) => ({
        id: r.log.id, planID: r.log.planId, planName: r.planName, planNameEn: r.planNameEn, pointDatetime: r.log.at.toISOString(), pointUseType: r.log.useType,
        info: r.log.useType, language: r.course?.language ?? '', courseNameCN: r.course?.nameCn ?? null, courseNameEN: r.course?.nameEn ?? null,
        point: r.log.points, totalPoint: r.log.totalAfter,
      })),
      total,
    };
  }

  async maxUseLog(user: UserRow, q: LogPage) {
    const { rows, total } = await records.maxUseLog(this.db, user.id, q);
    return {
      data: rows.map((r) => ({
        id: r.log.id, planID: r.log.planId, planName: r.planName, planNameEn: r.planNameEn, maxUseDatetime: r.log.at.toISOString(), useType: r.log.useType,
        courseNameCN: r.course?.nameCn ?? null, courseNameEN: r.course?.nameEn ?? null, maxUse: r.log.delta, totalMaxUse: r.log.totalAfter,
      })),
      total,
    };
  }

  private toRow(plan: Pick<Plan, 'schoolYear' | 'term' | 'sealed' | 'planState'>, r: records.RegistrationDbRow, lang: 'zh' | 'en'): RegistrationRow {
    return {
      id: r.id, year: plan.schoolYear, term: plan.term, courseNumber: r.course_number,
      courseName: lang === 'en' ? r.name_en : r.name_cn, courseNameCN: r.name_cn, courseNameEN: r.name_en, language: r.language,
      courseType: r.course_type, teacher: inLanguage(lang, r.teacher, r.teacher_en), teacherEN: r.teacher_en, score: num(r.credit),
      classTimeList: (r.class_times ?? []) as ClassTime[], resourceName: inLanguage(lang, r.venue, r.venue_en), resourceNameEN: r.venue_en, countLimites: r.seat_limit, courseSelectionState: selectionState(r.status),
      queue: r.round !== null && sealedRound(plan, r.round === 1 ? 1 : 2) ? null : r.queue, point: r.points,
      selectTime: isoOf(r.placed_at), createTime: isoOf(r.dropped_at),
    };
  }

  async required(user: UserRow, planId: number, q: Page, lang: 'zh' | 'en') {
    const plan = await this.bidding.eligiblePlan(this.db, user, planId);
    const rows = await records.requiredRows(this.db, planId, q);
    return { data: rows.map((r) => this.toRow(plan, r, lang)), total: rows[0]?.total ?? 0 };
  }

  async electives(user: UserRow, planId: number, q: Page, lang: 'zh' | 'en') {
    const plan = await this.bidding.eligiblePlan(this.db, user, planId);
    const rows = await records.myElectiveRows(this.db, planId, user.id, q);
    return { data: rows.map((r) => this.toRow(plan, r, lang)), total: rows[0]?.total ?? 0 };
  }

  async dropped(user: UserRow, planId: number, q: Page, lang: 'zh' | 'en') {
    const plan = await this.bidding.eligiblePlan(this.db, user, planId);
    const { rows, total } = await records.droppedRows(this.db, planId, user.id, q);
    return {
      data: rows.map((r) => this.toRow(plan, {
        id: r.d.id, course_number: r.c.courseNumber, name_cn: r.c.nameCn, name_en: r.c.nameEn, course_type: r.c.courseType, teacher: r.c.teacher,
        teacher_en: r.c.teacherEn, credit: r.c.credit, class_times: r.c.classTimes, venue: r.c.venue, venue_en: r.c.venueEn, seat_limit: r.c.seatLimit, language: r.c.language, status: 'dropped',
        points: r.points, queue: null, round: null, placed_at: r.placedAt, dropped_at: r.d.createdAt, total: 0,
      }, lang)),
      total,
    };
  }

  /** The summary figures, defined in the module README. */
  async summary(user: UserRow, planId: number): Promise<RegistrationSummary> {
    const plan = await this.bidding.eligiblePlan(this.db, user, planId);
    const account = await repo.accountOf(this.db, planId, user.id);
    const credits = await records.creditSums(this.db, planId, user.id);
    const inScore = credits.won;
    const outScore = credits.history;
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
