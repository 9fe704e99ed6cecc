import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../../platform/db/platform.tables.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { cssPlans } from './bidding.tables.ts';

/** Helpers shared by the bidding integration tests: calls as a student, plan look-ups. */
export function kit(t: TestApp) {
  const env = (res: LightMyRequestResponse) => res.json() as { statusCode: number; data: never; message: string; params?: Record<string, unknown> };
  return {
    env,
    get: async (token: string, url: string) => env(await t.app.inject({ method: 'GET', url, headers: bearer(token) })),
    post: async (token: string, url: string, payload: object) => env(await t.app.inject({ method: 'POST', url, headers: bearer(token), payload })),
    del: async (token: string, url: string) => env(await t.app.inject({ method: 'DELETE', url, headers: bearer(token) })),
    /** The demo plan of a programme in a given state. */
    planId: async (pageType: string, state: number) => {
      const rows = await t.db.select().from(cssPlans).where(eq(cssPlans.pageType, pageType));
      const plan = rows.find((p) => p.planState === state);
      if (!plan) throw new Error(`no ${pageType} plan in state ${state}`);
      return plan.id;
    },
    userId: async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0]!.id,
  };
}

/** A multipart body with one file part, as the upload routes receive it. */
export function multipart(name: string, bytes: Buffer) {
  const boundary = '----portal' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const HOUR = 3600_000;
/** An instant hours from now, as the staff console sends it. */
export const hoursFromNow = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

/** A staff plan body for mba students of 2025, its first round open from `firstBegin` hours ago. */
export const planBody = (over: Record<string, unknown> = {}) => ({
  planName: '测试计划', planNameEn: 'Test plan', pageType: 'mba', entranceYears: [2025], schoolYear: '2026-2027', term: 3,
  firstBegin: hoursFromNow(-1), firstEnd: hoursFromNow(24), secondBegin: hoursFromNow(48), secondEnd: hoursFromNow(72), pointsBudget: 1000,
  studentPersonalPoint: 100, studentPersonalPointMax: 500, maxCourses: 2, refundOnDrop: true, optionalCourseMinScore: 4, remark: '<p>说明</p>',
  published: true, ...over,
});

export const courseBody = (n: string, seats: number, over: Record<string, unknown> = {}) => ({
  courseNumber: n, courseNameCN: `课程${n}`, courseNameEN: `Course ${n}`, courseType: 12, teacher: '张老师', credit: 2, seatLimit: seats,
  classTimes: [{ weekStart: 0, weekEnd: 7, weekName: 2, classStart: '14:00', classEnd: '16:35' }], venue: 'A101', language: 'zh', ...over,
});

export interface Person { id: number; username: string; token: string }

/**
 * The steps of a round driven over HTTP, as the fair-clearing and sealed-round tests take it: fresh
 * students signed in, a bid in round 1 or 2, the staff's 'next', and a plan open for round 1 with the
 * courses and seats given. `ctx` is read at each call, after the file's beforeAll has set it.
 */
export function roundKit(ctx: () => { t: TestApp; staff: string }) {
  const k = () => kit(ctx().t);
  return {
    students: async (n: number, over: Record<string, unknown> = {}): Promise<Person[]> => {
      const { t } = ctx();
      const list = await freshStudents(t.db, n, { studyEntranceYear: 2025, ...over });
      return Promise.all(list.map(async (p) => ({ ...p, token: (await t.login(p.username)).token })));
    },
    bid: async (p: Person, planID: number, courseNumber: string, point: number, round: 1 | 2 = 1) =>
      expect((await k().post(p.token, round === 1 ? '/api/GSMCssPlan/PostFristCourses' : '/api/GSMCssPlan/PostSecondCourses', { planID, courseNumber, point })).statusCode).toBe(200),
    next: async (planId: number) => (await k().post(ctx().staff, `/api/admin/bidding/plans/${planId}/move`, { action: 'next' })).data as { planState: number },
    /** A plan open for round 1 now (its job run), with the courses and seats given. */
    openPlan: async (courses: [string, number][], over: Record<string, unknown> = {}): Promise<number> => {
      const created = await k().post(ctx().staff, '/api/admin/bidding/plans', planBody({ maxCourses: 3, ...over }));
      expect(created.statusCode).toBe(200);
      const { id } = created.data as { id: number };
      for (const [n, seats] of courses) expect((await k().post(ctx().staff, `/api/admin/bidding/plans/${id}/courses`, courseBody(n, seats))).statusCode).toBe(200);
      await ctx().t.app.jobs.runDue();
      return id;
    },
  };
}
