import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStudent } from '../../test/demo-students.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { kit } from './bidding-test-kit.ts';
import { cssPlans } from './bidding.tables.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;
let staff: string;
let student: string;
/** mba01's entrance year, which follows the seed's school year: the test plans are open to it. */
let mbaYear: number;
beforeAll(async () => {
  t = await startTestApp();
  k = kit(t);
  staff = (await t.login('courseadmin')).token;
  student = (await t.login('mba01')).token;
  mbaYear = (await demoStudent(t, 'mba01')).studyEntranceYear!;
});
afterAll(async () => { await t.close(); });

const HOUR = 3600_000;
const at = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const planBody = (over: Record<string, unknown> = {}) => ({
  planName: '测试计划', planNameEn: 'Test plan', pageType: 'mba', entranceYears: [mbaYear], schoolYear: '2026-2027', term: 3,
  firstBegin: at(-1), firstEnd: at(24), secondBegin: at(48), secondEnd: at(72), pointsBudget: 1000, studentPersonalPoint: 100,
  studentPersonalPointMax: 500, maxCourses: 2, refundOnDrop: true, optionalCourseMinScore: 4, remark: '<p>说明<script>x()</script></p>', published: true, ...over,
});
const course = (n: string, seats: number, over: Record<string, unknown> = {}) => ({
  courseNumber: n, courseNameCN: `课程${n}`, courseNameEN: `Course ${n}`, courseType: 12, teacher: '张老师', credit: 2, seatLimit: seats,
  classTimes: [{ weekStart: 0, weekEnd: 7, weekName: 2, classStart: '14:00', classEnd: '16:35' }], venue: 'A101', language: 'zh', ...over,
});

/** Builds a multipart body with one file part. */
function multipart(name: string, bytes: Buffer) {
  const boundary = '----portal' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('staff console access', () => {
  it('refuses students and news administrators with HTTP 403', async () => {
    for (const token of [student, (await t.login('newsadmin')).token]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/bidding/plans', headers: bearer(token) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/bidding/plans', headers: bearer(token), payload: planBody() })).statusCode).toBe(403);
    }
    expect((await k.get((await t.login('admin')).token, '/api/admin/bidding/plans')).statusCode).toBe(200);
  });

  it('refuses windows out of order and a minimum above the maximum, saving nothing', async () => {
    const before = (await t.db.select().from(cssPlans)).length;
    expect((await k.post(staff, '/api/admin/bidding/plans', planBody({ firstEnd: at(-2) }))).message).toBe('92012');
    expect((await k.post(staff, '/api/admin/bidding/plans', planBody({ studentPersonalPoint: 600 }))).message).toBe('92013');
    expect((await k.post(staff, '/api/admin/bidding/plans', planBody({ pageType: 'phd' }))).message).toBe('90003');
    expect((await t.db.select().from(cssPlans)).length).toBe(before);
  });
});

describe('a plan from planning to ended', () => {
  let planId: number;

  it('creates a plan and its courses, one by one and from a spreadsheet after a preview', async () => {
    const created = await k.post(staff, '/api/admin/bidding/plans', planBody());
    planId = (created.data as { id: number }).id;
    const row = (await k.get(staff, `/api/admin/bidding/plans/${planId}`)).data as Record<string, unknown>;
    expect(row).toMatchObject({ planState: 1, entranceYears: [mbaYear], published: true });
    expect(String(row.remark)).not.toContain('script');
    expect((await k.post(staff, `/api/admin/bidding/plans/${planId}/courses`, course('T100', 1))).statusCode).toBe(200);
    expect((await k.post(staff, `/api/admin/bidding/plans/${planId}/courses`, course('T100', 1))).message).toBe('92014');

    const template = (await k.get(staff, '/api/admin/bidding/course-template')).data as { fileUrl: string };
    const download = await t.app.inject({ method: 'GET', url: template.fileUrl });
    expect(download.headers['content-disposition']).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    sheet.spliceRows(2, 1);
    sheet.addRow(['T200', '课程二', 'Course two', 12, '李老师', 'Dr Li', 2, 2, 'B201', 'Room B201', 'en', '1-8/3/19:00-21:35']);
    sheet.addRow(['T300', '课程三', 'Course three', 12, '王老师', '', 1, 2, 'B202', '', 'zh', '1-8/9/19:00-21:35']);
    const upload = multipart('courses.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    const preview = (await t.app.inject({ method: 'POST', url: `/api/admin/bidding/plans/${planId}/courses/import-preview`, headers: { ...bearer(staff), ...upload.headers }, payload: upload.payload })).json().data;
    expect(preview.rows.map((r: { courseNumber: string }) => r.courseNumber)).toEqual(['T200']);
    expect(preview.rows[0].classTimes[0]).toMatchObject({ weekStart: 0, weekEnd: 7, weekName: 3 });
    expect(preview.problems).toEqual([{ row: 3, problems: [{ code: '92018', params: { text: '1-8/9/19:00-21:35' } }] }]);
    const fakeXlsx = multipart('courses.xlsx', Buffer.from('not a spreadsheet'));
    const refused = (await t.app.inject({ method: 'POST', url: `/api/admin/bidding/plans/${planId}/courses/import-preview`, headers: { ...bearer(staff), ...fakeXlsx.headers }, payload: fakeXlsx.payload })).json();
    expect(refused.message).toBe('90012');
    expect((await k.post(staff, `/api/admin/bidding/plans/${planId}/courses/import`, { rows: preview.rows.map(({ row: _row, ...c }: { row: number }) => c) })).data).toEqual({ created: 1, updated: 0 });
    expect(((await k.get(staff, `/api/admin/bidding/plans/${planId}/courses`)).data as unknown[]).length).toBe(2);
  });

  it('opens the first round by its job, takes bids, and clears on the staff’s move', async () => {
    await t.app.jobs.runDue();
    expect((await k.get(staff, `/api/admin/bidding/plans/${planId}`)).data).toMatchObject({ planState: 2 });
    const other = (await t.login('mba02')).token;
    expect((await k.post(student, '/api/GSMCssPlan/PostFristCourses', { planID: planId, courseNumber: 'T100', point: 200 })).statusCode).toBe(200);
    expect((await k.post(other, '/api/GSMCssPlan/PostFristCourses', { planID: planId, courseNumber: 'T100', point: 300 })).statusCode).toBe(200);
    expect((await k.post(other, '/api/GSMCssPlan/PostFristCourses', { planID: planId, courseNumber: 'T200', point: 150 })).statusCode).toBe(200);
    // Points rules are frozen once bidding started; the windows are not.
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/bidding/plans/${planId}`, headers: bearer(staff), payload: planBody({ pointsBudget: 2000 }) })).json().message).toBe('92017');
    expect((await k.del(staff, `/api/admin/bidding/plans/${planId}`)).message).toBe('92017');

    expect((await k.post(staff, `/api/admin/bidding/plans/${planId}/move`, { action: 'next' })).data).toEqual({ planState: 4 });
    const courses = (await k.get(staff, `/api/admin/bidding/plans/${planId}/courses`)).data as { courseNumber: string; id: number; clearingPriceFirst: number | null; wonCount: number; bidCount: number }[];
    const t100 = courses.find((c) => c.courseNumber === 'T100')!;
    expect(t100).toMatchObject({ clearingPriceFirst: 300, wonCount: 1, bidCount: 2 });
    const bidders = (await k.get(staff, `/api/admin/bidding/courses/${t100.id}/bidders`)).data as { points: number; rank: number; status: string }[];
    expect(bidders.map((b) => [b.points, b.rank, b.status])).toEqual([[300, 1, 'won'], [200, 2, 'lost']]);

    const mine = (await k.get(student, `/api/ViewCssserverStudentListInfo/GetCssStudentList?planID=${planId}&pageNo=0`)).data as { data: { courseNumber: string; courseSelectionState: number }[] };
    expect(mine.data).toEqual([expect.objectContaining({ courseNumber: 'T100', courseSelectionState: 3 })]);
    const summary = (await k.get(student, `/api/ViewCssserverStudentListInfo/GetCourseRegistationSummary?PlanID=${planId}`)).data;
    expect(summary).toMatchObject({ allPoint: 1000, nousePoint: 1000, usePoint: 0 });
  });

  it('re-runs clearing to the same result, exports the results, and ends the plan', async () => {
    expect((await k.post(staff, `/api/admin/bidding/plans/${planId}/clear`, { round: 1 })).data).toEqual({ planState: 4 });
    const courses = (await k.get(staff, `/api/admin/bidding/plans/${planId}/courses`)).data as { courseNumber: string; clearingPriceFirst: number | null; wonCount: number }[];
    expect(courses.find((c) => c.courseNumber === 'T100')).toMatchObject({ clearingPriceFirst: 300, wonCount: 1 });
    const exported = (await k.post(staff, `/api/admin/bidding/plans/${planId}/results-export`, {})).data as { fileUrl: string };
    expect(exported.fileUrl).toMatch(/^\/files\//);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await t.app.inject({ method: 'GET', url: exported.fileUrl })).rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(values).toEqual(expect.arrayContaining(['T100', 'won', 'lost']));
    expect((await k.post(staff, `/api/admin/bidding/plans/${planId}/move`, { action: 'end' })).data).toEqual({ planState: 8 });
    expect((await k.post(staff, `/api/admin/bidding/plans/${planId}/clear`, { round: 1 })).message).toBe('92011');
  });

  it('deletes a plan without bids', async () => {
    const id = ((await k.post(staff, '/api/admin/bidding/plans', planBody({ published: false }))).data as { id: number }).id;
    expect((await k.del(staff, `/api/admin/bidding/plans/${id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(cssPlans).where(eq(cssPlans.id, id))).toHaveLength(0);
  });
});
