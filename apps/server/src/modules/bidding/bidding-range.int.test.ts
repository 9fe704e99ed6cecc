import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { pointsProblem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { kit } from './bidding-test-kit.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;
let staff: string;
let emba: string;
let mba: string;
let openEmba: number;
let openMba: number;
let courseId: number;
beforeAll(async () => {
  t = await startTestApp();
  k = kit(t);
  staff = (await t.login('courseadmin')).token;
  emba = (await t.login('emba01')).token;
  mba = (await t.login('mba01')).token;
  openEmba = await k.planId('emba', 2);
  openMba = await k.planId('mba', 2);
  const created = await k.post(staff, `/api/admin/bidding/plans/${openEmba}/courses`, course(1));
  courseId = (created.data as { id: number }).id;
});
afterAll(async () => { await t.close(); });

const NUMBER = 'EMBA7990';
const course = (credit: number) => ({
  courseNumber: NUMBER, courseNameCN: '区间测试', courseNameEN: 'Range test', courseType: 12, teacher: '张老师', credit, seatLimit: 5,
  classTimes: [], venue: 'A101', language: 'zh',
});
const putCredit = async (credit: number) => (await t.app.inject({
  method: 'PUT', url: `/api/admin/bidding/courses/${courseId}`, headers: bearer(staff), payload: course(credit),
})).json() as { statusCode: number; message: string };
const rowOf = async (token: string, planId: number, courseNumber: string) => {
  const list = (await k.get(token, `/api/GSMCssPlan/GetCssStudentListFirst?planID=${planId}&pageSize=100`)).data as { data: Record<string, unknown>[] };
  return list.data.find((r) => r.courseNumber === courseNumber) as { minPoint: number; maxPoint: number; score: number };
};
const bid = (point: unknown) => k.post(emba, '/api/GSMCssPlan/PostFristCourses', { planID: openEmba, courseNumber: NUMBER, point });

/** Credits with up to two decimals (the column's scale), 0 meaning 'missing'. */
const creditArb = fc.integer({ min: 0, max: 2000 }).map((n) => n / 100);
/** Points near the edges of any range, and the spellings the parse must refuse. */
const pointArb = (range: { min: number; max: number }) => fc.oneof(
  fc.constantFrom(range.min - 1, range.min, range.max, range.max + 1),
  fc.integer({ min: range.min - 50, max: range.max + 50 }),
  fc.constantFrom('0x64', '1e2', `${range.min}.5`, ` ${range.max} `, String(range.max + 1), 'abc', 150.5, null),
);

describe('the bid range is computed in one place', () => {
  it('refuses a credit with more than two decimals instead of rounding it', async () => {
    expect(await putCredit(1.333)).toMatchObject({ statusCode: 700, message: '90003' });
    expect((await putCredit(1.33)).statusCode).toBe(200);
    expect(await rowOf(emba, openEmba, NUMBER)).toMatchObject({ score: 1.33, minPoint: 100, maxPoint: 665 });
    expect((await bid(666)).params).toEqual({ min: 100, max: 665 });
  });

  it('sends the plan’s own range on MBA rows', async () => {
    expect(await rowOf(mba, openMba, 'MBA6103')).toMatchObject({ minPoint: 100, maxPoint: 500 });
  });

  it('agrees between the web’s check, the course row and the database for random credits and points', async () => {
    await fc.assert(fc.asyncProperty(creditArb, fc.context(), async (credit, ctx) => {
      expect((await putCredit(credit)).statusCode).toBe(200);
      const row = await rowOf(emba, openEmba, NUMBER);
      const [db] = (await t.db.execute(sql`select min_point, max_point from css_bid_range('emba', 0, 0, ${credit})`) as unknown as { rows: { min_point: number; max_point: number }[] }).rows;
      expect({ min: row.minPoint, max: row.maxPoint }).toEqual({ min: db!.min_point, max: db!.max_point });
      expect(row.maxPoint).toBe(Math.round(500 * (credit > 0 ? credit : 1)));
      const range = { min: row.minPoint, max: row.maxPoint };
      for (const point of fc.sample(pointArb(range), 4)) {
        const res = await bid(point);
        ctx.log(`credit ${credit} point ${JSON.stringify(point)} → ${res.message}`);
        const webRefuses = pointsProblem(point, range) !== null;
        expect(res.message === '92001').toBe(webRefuses);
        if (res.message === '92001') expect(res.params).toEqual(range);
        // A bid that passed the range is either placed (then dropped again) or refused for the points left.
        if (res.statusCode === 200) expect((await k.del(emba, `/api/GSMCssPlan/DeleteGSMCsscoursesStudentInfo?planID=${openEmba}&courseNumber=${NUMBER}`)).statusCode).toBe(200);
        else if (!webRefuses) expect(['92002', '92003']).toContain(res.message);
      }
    }), { numRuns: 20 });
  });
});
