import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { courseBody, kit, multipart, planBody } from './bidding-test-kit.ts';

/** English forms of teachers and venues on English screens, and every problem of an imported row. */

let t: TestApp;
let k: ReturnType<typeof kit>;
let staff: string;
let student: string;
beforeAll(async () => {
  t = await startTestApp();
  k = kit(t);
  staff = (await t.login('courseadmin')).token;
  student = (await t.login('mba01')).token;
});
afterAll(async () => { await t.close(); });

type Row = { courseNumber: string; teacher: string; teacherEN: string; resourceName: string; resourceNameEN: string; courseName: string };
const listIn = async (lang: string, planId: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/GSMCssPlan/GetCssStudentListFirst?planID=${planId}&pageNo=0`, headers: { ...bearer(student), 'accept-language': lang } });
  return (res.json().data as { data: Row[] }).data;
};

describe('teachers and venues in the reader’s language', () => {
  it('answers the English forms in English, the Chinese in Chinese, and the Chinese where no English form exists', async () => {
    const planId = ((await k.post(staff, '/api/admin/bidding/plans', planBody())).data as { id: number }).id;
    await k.post(staff, `/api/admin/bidding/plans/${planId}/courses`, courseBody('EN1', 3, { teacher: '张老师', teacherEN: 'Dr Zhang', venue: '伟伦楼 301', venueEN: 'Weilun Building 301' }));
    await k.post(staff, `/api/admin/bidding/plans/${planId}/courses`, courseBody('EN2', 3, { teacher: '欧阳娜娜', venue: '舜德楼 201' }));
    const en = await listIn('en-US', planId);
    expect(en.find((r) => r.courseNumber === 'EN1')).toMatchObject({ teacher: 'Dr Zhang', teacherEN: 'Dr Zhang', resourceName: 'Weilun Building 301', courseName: 'Course EN1' });
    expect(en.find((r) => r.courseNumber === 'EN2')).toMatchObject({ teacher: '欧阳娜娜', teacherEN: '', resourceName: '舜德楼 201' });
    const zh = await listIn('zh-CN', planId);
    expect(zh.find((r) => r.courseNumber === 'EN1')).toMatchObject({ teacher: '张老师', resourceName: '伟伦楼 301', resourceNameEN: 'Weilun Building 301' });
    const admin = (await k.get(staff, `/api/admin/bidding/plans/${planId}/courses`)).data as Record<string, unknown>[];
    expect(admin.find((c) => c.courseNumber === 'EN1')).toMatchObject({ teacherEN: 'Dr Zhang', venueEN: 'Weilun Building 301' });
  });

  it('seeds the demo courses with their English teachers and venues', async () => {
    const open = await k.planId('mba', 2);
    const rows = await listIn('en-US', open);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.teacher).toMatch(/^[A-Za-z. ]+$/);
      expect(r.resourceName).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('course import preview', () => {
  it('lists every problem of a row as catalogue codes, reads the English columns, and keeps the good rows', async () => {
    const planId = ((await k.post(staff, '/api/admin/bidding/plans', planBody({ published: false }))).data as { id: number }).id;
    const template = (await k.get(staff, '/api/admin/bidding/course-template')).data as { fileUrl: string };
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await t.app.inject({ method: 'GET', url: template.fileUrl })).rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    expect(headers).toEqual(expect.arrayContaining(['教师（英文） Teacher (English)', '上课地点（英文） Venue (English)']));
    sheet.spliceRows(2, 1);
    // number, CN, EN, type, teacher, teacher EN, credit, seats, venue, venue EN, language, class times
    sheet.addRow(['IM1', '课程一', 'Course one', 12, '李老师', 'Dr Li', 2, 20, 'B201', 'Room B201', 'en', '1-8/3/19:00-21:35']);
    sheet.addRow(['IM2', '', 'Course two', 12, '王老师', '', 'abc', -1, '', '', 'zh', '1-8/9/25:00-26:00;1-8/2/14:00-16:35;x']);
    sheet.addRow(['IM1', '课程三', 'Course three', 12, '赵老师', '', 1, 5, '', '', 'zh', '']);
    const upload = multipart('courses.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/bidding/plans/${planId}/courses/import-preview`, headers: { ...bearer(staff), ...upload.headers }, payload: upload.payload });
    const preview = res.json().data as { rows: Record<string, unknown>[]; problems: { row: number; problems: { code: string; params: Record<string, unknown> }[] }[] };
    expect(preview.rows).toEqual([expect.objectContaining({ row: 2, courseNumber: 'IM1', teacherEN: 'Dr Li', venueEN: 'Room B201' })]);
    expect(preview.problems).toEqual([
      {
        row: 3,
        problems: [
          { code: '92018', params: { text: '1-8/9/25:00-26:00' } },
          { code: '92018', params: { text: 'x' } },
          { code: '90100', params: { field: 'courseNameCN' } },
          { code: '90109', params: { field: 'credit' } },
          { code: '90103', params: { field: 'seatLimit', min: 0 } },
        ],
      },
      { row: 4, problems: [{ code: '90075', params: { field: 'courseNumber', value: 'IM1' } }] },
    ]);
  });

  it('says so when the workbook cannot be read or has no rows', async () => {
    const planId = ((await k.post(staff, '/api/admin/bidding/plans', planBody({ published: false }))).data as { id: number }).id;
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Courses').addRow(['课程编号 Course number']);
    const upload = multipart('empty.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/bidding/plans/${planId}/courses/import-preview`, headers: { ...bearer(staff), ...upload.headers }, payload: upload.payload });
    expect(res.json().data).toEqual({ rows: [], problems: [{ row: 0, problems: [{ code: '90077', params: {} }] }] });
  });
});
