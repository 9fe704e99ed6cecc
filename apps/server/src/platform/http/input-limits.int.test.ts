import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '@portal/contracts';
import { demoStudent } from '../../test/demo-students.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { loggable, refusalOf } from './db-errors.ts';

/** Input a database cannot hold answers 700 with a message, never 500; ids are read as decimal digits only. */
let t: TestApp;
const tokens: Record<string, string> = {};
/** mba01's entrance year (the seed's school year minus one), for plans open to it. */
let mbaYear: number;
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'newsadmin', 'courseadmin']) tokens[u] = (await t.login(u)).token;
  mbaYear = (await demoStudent(t, 'mba01')).studyEntranceYear!;
});
afterAll(async () => { await t.close(); });

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload === undefined ? {} : { payload: payload as object }) });

const notice = { title: '测试通知', enTitle: 'Test notice', fieldType: 'report', noticeType: 'announcement', content: '<p>正文</p>' };
const HOUR = 3600_000;
const at = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const plan = (over: Record<string, unknown> = {}) => ({
  planName: '限制测试', pageType: 'mba', entranceYears: [mbaYear], schoolYear: '2026-2027', term: 3,
  firstBegin: at(24), firstEnd: at(48), secondBegin: at(72), secondEnd: at(96), pointsBudget: 1000, studentPersonalPoint: 100,
  studentPersonalPointMax: 500, maxCourses: 2, ...over,
});
const course = (n: string) => ({ courseNumber: n, courseNameCN: `课程${n}`, courseNameEN: `Course ${n}`, courseType: 12, teacher: '张老师', credit: 2, seatLimit: 10 });

describe('ids', () => {
  it('reads a path id written in decimal digits', async () => {
    const id = (await call('newsadmin', 'POST', '/api/GSMNewsReports', notice)).json().data.id as number;
    expect((await call('newsadmin', 'GET', `/api/VDNotice/${id}`)).json().statusCode).toBe(200);
  });

  it.each(['0x1', '1e0', '+1', '1.0', '%201', '2147483648', '99999999999999999999'])('refuses the path id %s with 90003', async (id) => {
    const res = await call('newsadmin', 'GET', `/api/VDNotice/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
  });

  it('refuses a body id beyond 32 bits with 90003 instead of failing in the database', async () => {
    const res = await call('mba01', 'POST', '/api/GSMCssPlan/PostFristCourses', { planID: 2147483648, courseNumber: 'MBA6201', point: 100 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
  });

  it.each(['0x1', '1e0', '2147483648'])('refuses the query id planID=%s with 90003', async (id) => {
    const res = await call('mba01', 'GET', `/api/GSMCssPlan/GetCssStudentListFirst?planID=${id}`);
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
  });
});

describe('dates', () => {
  it.each(['2026-02-30T10:00:00+08:00', '2026-09-01T10:00:00+23:00', '0000-01-01T00:00:00Z'])('refuses the notice date %s with 90003', async (when) => {
    const res = await call('newsadmin', 'POST', '/api/GSMNewsReports', { ...notice, startTime: when, endTime: '2026-09-02T10:00:00+08:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
    expect(res.json().messageEn).toContain('startTime');
  });

  it('refuses a plan window on 30 February with 90003', async () => {
    const res = await call('courseadmin', 'POST', '/api/admin/bidding/plans', plan({ firstBegin: '2026-02-30T09:00:00+08:00' }));
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
  });
});

describe('links', () => {
  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd'])('refuses the notice link %s', async (linkUrl) => {
    const res = await call('newsadmin', 'POST', '/api/GSMNewsReports', { ...notice, linkUrl });
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
    expect(res.json().messageEn).toContain('linkUrl');
  });

  it('keeps an https link and turns an empty one into none', async () => {
    const withLink = (await call('newsadmin', 'POST', '/api/GSMNewsReports', { ...notice, linkUrl: 'https://www.example.edu.cn/a' })).json();
    expect(withLink.statusCode).toBe(200);
    expect((await call('newsadmin', 'GET', `/api/VDNotice/${withLink.data.id}`)).json().data.linkUrl).toBe('https://www.example.edu.cn/a');
    const empty = (await call('newsadmin', 'POST', '/api/GSMNewsReports', { ...notice, linkUrl: '' })).json();
    expect((await call('newsadmin', 'GET', `/api/VDNotice/${empty.data.id}`)).json().data.linkUrl).toBeNull();
  });
});

describe('duplicates', () => {
  it('answers an import with the same course twice with 700, saving nothing', async () => {
    const created = (await call('courseadmin', 'POST', '/api/admin/bidding/plans', plan())).json();
    expect(created.statusCode).toBe(200);
    const res = await call('courseadmin', 'POST', `/api/admin/bidding/plans/${created.data.id}/courses/import`, { rows: [course('DUP-1'), course('DUP-2'), course('DUP-1')] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90044' });
    // A readable sentence in both languages, not a placeholder nobody filled in (issue 25).
    expect(res.json().messageEn).not.toMatch(/[{}]/);
    expect(messageText('90044', 'zh')).not.toMatch(/[{}]/);
    expect((await call('courseadmin', 'GET', `/api/admin/bidding/plans/${created.data.id}/courses`)).json().data).toEqual([]);
  });
});

describe('database errors', () => {
  const failing = async (query: ReturnType<typeof sql>) => t.db.execute(query).then(() => { throw new Error('the query should fail'); }, (err: unknown) => err);

  it('are logged without the query parameters, which hold user data', async () => {
    const secret = '身份证 110101199001011234';
    const cast = await failing(sql`select ${secret}::int`);
    const dup = await failing(sql`insert into users (username, name) select username, ${secret} from users limit 1`);
    for (const err of [cast, dup]) {
      expect(String((err as Error).message)).toContain('110101199001011234');
      const logged = JSON.stringify(loggable(err));
      expect(logged).not.toContain('110101199001011234');
      expect(logged).toContain('sqlState');
    }
    expect(JSON.stringify(loggable(dup))).toContain('users_username_unique');
  });

  it('map a duplicate and a value out of range to refusals', async () => {
    const dup = await failing(sql`insert into users (username, name) select username, 'x' from users limit 1`);
    expect(refusalOf(dup)?.code).toBe('90044');
    expect(refusalOf(await failing(sql`select ${'2147483648'}::int4`))?.code).toBe('90045');
    expect(refusalOf(await failing(sql`select ${'2026-02-30'}::date`))?.code).toBe('90045');
    expect(refusalOf(new Error('anything else'))).toBeUndefined();
  });
});
