import {
  bidCourseRowSchema, courseChartsSchema, maxUseRecordSchema, simulationRowSchema, pageOf, planDetailSchema, planRowSchema, pointRecordSchema, registrationRowSchema,
  registrationSummarySchema,
} from '@portal/contracts';
import type { BidCourseRow, Page, UserInfo } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/http-client.ts';
import type { PageRequest } from '../../shared/paged-request.ts';

/**
 * The one query-key factory of bidding (student and staff). Every mutation invalidates through
 * it: a bid or drop refreshes the plan (points left), its course lists and its registration view.
 */
export const biddingKeys = {
  all: ['bidding'] as const,
  plans: () => [...biddingKeys.all, 'plans'] as const,
  plan: (planId: number) => [...biddingKeys.all, 'plan', planId] as const,
  courses: (planId: number, round: 1 | 2) => [...biddingKeys.plan(planId), 'courses', round] as const,
  registration: (planId: number) => [...biddingKeys.plan(planId), 'registration'] as const,
  registrationTable: (planId: number, table: RegistrationTable) => [...biddingKeys.registration(planId), table] as const,
  logs: () => [...biddingKeys.all, 'logs'] as const,
  pointLog: () => [...biddingKeys.logs(), 'points'] as const,
  maxUseLog: () => [...biddingKeys.logs(), 'max-use'] as const,
  admin: () => [...biddingKeys.all, 'admin'] as const,
  adminPlans: () => [...biddingKeys.admin(), 'plans'] as const,
  adminPlan: (planId: number) => [...biddingKeys.adminPlans(), planId] as const,
  adminCourses: (planId: number) => [...biddingKeys.adminPlan(planId), 'courses'] as const,
  bidders: (courseId: number) => [...biddingKeys.admin(), 'bidders', courseId] as const,
  /** A course's charts after clearing, as a student (plan) or staff (admin) read them. */
  charts: (side: 'student' | 'staff', courseId: number) => [...biddingKeys.all, 'charts', side, courseId] as const,
};

export type RegistrationTable = 'required' | 'electives' | 'dropped' | 'summary' | 'myBids';

const nothing = z.unknown();
const planPage = pageOf(planRowSchema);
const coursePage = pageOf(bidCourseRowSchema);
const registrationPage = pageOf(registrationRowSchema);
const pointPage = pageOf(pointRecordSchema);
const maxUsePage = pageOf(maxUseRecordSchema);

/** A paged GET sends conModels as JSON text, and only when a filter is set (no list here has one). */
function pageQuery(r: PageRequest): Record<string, string | number | undefined> {
  return {
    pageNo: r.pageNo,
    pageSize: r.pageSize,
    orderBy: r.orderBy,
    sort: r.sort,
    queryText: r.queryText,
    conModels: r.conModels.length ? JSON.stringify(r.conModels) : undefined,
  };
}

export const biddingApi = {
  plans: (r: PageRequest, user: Pick<UserInfo, 'pageType' | 'studyEntranceYear'>, signal?: AbortSignal) =>
    http.get('/GSMCssPlan/GetCssPlanList', planPage, {
      query: { ...pageQuery(r), pageType: user.pageType, stydyEntranceYear: user.studyEntranceYear },
      signal,
    }),
  plan: (planId: number, signal?: AbortSignal) => http.get(`/GSMCssPlan/GetCssPlan/${planId}`, planDetailSchema, { signal }),
  courses: (planId: number, round: 1 | 2, r: PageRequest, signal?: AbortSignal): Promise<Page<BidCourseRow>> =>
    http.get(round === 1 ? '/GSMCssPlan/GetCssStudentListFirst' : '/GSMCssPlan/GetCssStudentListSecond', coursePage, {
      query: { ...pageQuery(r), planID: planId },
      signal,
    }),
  pointLog: (r: PageRequest, signal?: AbortSignal) => http.get('/ViewCssPointRecord', pointPage, { query: pageQuery(r), signal }),
  maxUseLog: (r: PageRequest, signal?: AbortSignal) => http.get('/ViewCssMaxUseRecord', maxUsePage, { query: pageQuery(r), signal }),
  required: (planId: number, studentNumber: string | null, r: PageRequest, signal?: AbortSignal) =>
    http.get('/ViewCssserverStudentListInfo/GetCourseRequire', registrationPage, {
      query: { ...pageQuery(r), planID: planId, studentNumber },
      signal,
    }),
  electives: (planId: number, studentNumber: string | null, r: PageRequest, signal?: AbortSignal) =>
    http.get('/ViewCssserverStudentListInfo/GetCssStudentList', registrationPage, {
      query: { ...pageQuery(r), planID: planId, studentNumber },
      signal,
    }),
  dropped: (planId: number, studentNumber: string | null, r: PageRequest, signal?: AbortSignal) =>
    http.post('/GSMCssDeselectRecord/GetPageList', registrationPage, { ...r, planID: planId, studentNumber }, { signal }),
  summary: (planId: number, studentNumber: string | null, signal?: AbortSignal) =>
    http.get('/ViewCssserverStudentListInfo/GetCourseRegistationSummary', registrationSummarySchema, {
      query: { PlanID: planId, StudentNumber: studentNumber },
      signal,
    }),

  /** The history pre-check: a BizError with statusCode 1201 when the course was passed before. */
  checkHistory: (row: BidCourseRow, round: 1 | 2) =>
    http.post('/GSMCssPlan/BidCheckHistoryCourse', nothing, {
      planID: row.planID, courseNumber: row.courseNumber, studentNumber: row.studentNumber, courseName: row.courseName, batch: round,
    }),
  bid: (row: BidCourseRow, round: 1 | 2, point: number) =>
    http.post(round === 1 ? '/GSMCssPlan/PostFristCourses' : '/GSMCssPlan/PostSecondCourses', nothing, {
      planID: row.planID, courseNumber: row.courseNumber, studentNumber: row.studentNumber, courseName: row.courseName, point, batch: round,
    }),
  drop: (row: BidCourseRow, round: 1 | 2) =>
    http.del(round === 1 ? '/GSMCssPlan/DeleteGSMCsscoursesStudentInfo' : '/GSMCssPlan/DeleteGSMCsscoursesStudentInfoForSecond', nothing, {
      query: { planID: row.planID, courseNumber: row.courseNumber, studentNumber: row.studentNumber },
    }),
  charts: (courseId: number, signal?: AbortSignal) => http.get(`/GSMCssPlan/courses/${courseId}/charts`, courseChartsSchema, { signal }),
  /** The simulator: each bid against last term's price of its course number. */
  simulate: (planId: number, bids: { courseNumber: string; point: number }[]) =>
    http.post('/GSMCssPlan/simulate', z.array(simulationRowSchema), { planID: planId, bids }),
  /** Resolves when the queue is settled (200); a BizError (92009) while the plan is clearing. */
  queue: (planId: number) => http.get('/GSMCssPlan/GetIsQueue', nothing, { query: { PlanID: planId } }),
};

export const usePlanDetail = (planId: number) =>
  useQuery({
    queryKey: biddingKeys.plan(planId),
    queryFn: ({ signal }) => biddingApi.plan(planId, signal),
    enabled: planId > 0,
  });

/** Every elective the student bid on or won in the plan, for the overlap warning of the bid dialog. */
export const useMyPlanBids = (planId: number, studentNumber: string | null, enabled: boolean) =>
  useQuery({
    queryKey: biddingKeys.registrationTable(planId, 'myBids'),
    queryFn: ({ signal }) => biddingApi.electives(planId, studentNumber, { pageNo: 0, pageSize: 200, conModels: [] }, signal),
    enabled: enabled && planId > 0,
  });

export const useRegistrationSummary = (planId: number, studentNumber: string | null) =>
  useQuery({
    queryKey: biddingKeys.registrationTable(planId, 'summary'),
    queryFn: ({ signal }) => biddingApi.summary(planId, studentNumber, signal),
    enabled: planId > 0,
  });

/** After a bid or drop everything the plan shows may have changed, and so have the logs. */
export async function refreshPlan(client: QueryClient, planId: number): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: biddingKeys.plan(planId) }),
    client.invalidateQueries({ queryKey: biddingKeys.logs() }),
    client.invalidateQueries({ queryKey: biddingKeys.plans() }),
  ]);
}
