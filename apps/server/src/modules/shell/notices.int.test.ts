import { and, eq, isNull, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/platform.tables.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { calendarEvents, notices } from './shell.tables.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'emba01', 'grad01', 'teacher01', 'newsadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });

interface Row { id: number; title: string; fieldType: string; noticeType: string | null; isTop: boolean; publishTime: string }

const list = (who: string, body: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/VDNotice/QueryNoticeForStudy', headers: bearer(tokens[who]!), payload: { pageNo: 0, pageSize: 10, ...body } });
const page = async (who: string, body: Record<string, unknown> = {}) => {
  const res = await list(who, body);
  const json = res.json();
  expect(json.statusCode, res.body).toBe(200);
  return json.data as { data: Row[]; total: number };
};
const all = (who: string, body: Record<string, unknown> = {}) => page(who, { ...body, pageSize: 1110 });
const detail = (who: string, id: number) => t.app.inject({ method: 'GET', url: `/api/VDNotice/${id}`, headers: bearer(tokens[who]!) });
const create = (who: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/GSMNewsReports', headers: bearer(tokens[who]!), payload });
const update = (who: string, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/GSMNewsReports/${id}`, headers: bearer(tokens[who]!), payload });
const remove = (who: string, id: number) => t.app.inject({ method: 'DELETE', url: `/api/GSMNewsReports/${id}`, headers: bearer(tokens[who]!) });
const rowOf = async (id: number) => (await t.db.select().from(notices).where(eq(notices.id, id)))[0];
const liveRows = () => t.db.select().from(notices).where(isNull(notices.deletedAt));
const base = { title: '测试通知', enTitle: 'Test notice', fieldType: 'report', noticeType: 'announcement', content: '<p>正文</p>' };

/** What a student should see: live, published, and meant for the student's programme. */
async function expectedFor(username: string) {
  const [u] = await t.db.select().from(users).where(eq(users.username, username));
  const now = Date.now();
  const fits = <T>(col: T | null, mine: T | null) => col === null || col === mine;
  return (await liveRows()).filter((n) => n.publishTime.getTime() <= now && fits(n.pageType, u!.pageType)
    && fits(n.studentTypeId, u!.studentTypeId) && fits(n.studyEntranceYear, u!.studyEntranceYear) && fits(n.showDirectionKey, u!.showDirectionKey));
}

describe('QueryNoticeForStudy paging', () => {
  it('answers the total of what the reader may see', async () => {
    const expected = await expectedFor('mba01');
    const res = await page('mba01');
    expect(res.total).toBe(expected.length);
    expect(res.data).toHaveLength(10);
    const editor = await page('newsadmin');
    expect(editor.total).toBe((await liveRows()).length);
    expect(editor.total).toBeGreaterThan(res.total);
  });

  it('counts pageNo from zero; pages 0 and 1 are disjoint and follow each other', async () => {
    const p0 = await page('mba01', { pageNo: 0, pageSize: 5 });
    const p1 = await page('mba01', { pageNo: 1, pageSize: 5 });
    const ten = await page('mba01', { pageNo: 0, pageSize: 10 });
    const ids0 = p0.data.map((r) => r.id);
    const ids1 = p1.data.map((r) => r.id);
    expect(ids0).toHaveLength(5);
    expect(ids1).toHaveLength(5);
    expect(ids0.filter((id) => ids1.includes(id))).toEqual([]);
    expect([...ids0, ...ids1]).toEqual(ten.data.map((r) => r.id));
  });

  it('answers every row with pageSize 1110', async () => {
    const res = await all('mba01');
    expect(res.data).toHaveLength(res.total);
  });

  it('refuses a pageSize above 1110 with 90003', async () => {
    const res = await list('mba01', { pageSize: 1111 });
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003', data: null });
  });

  it('puts pinned notices first, then the newest', async () => {
    const rows = (await all('mba01')).data;
    expect(rows.some((r) => r.isTop)).toBe(true);
    const firstUnpinned = rows.findIndex((r) => !r.isTop);
    expect(rows.slice(firstUnpinned).some((r) => r.isTop)).toBe(false);
    for (let i = 1; i < rows.length; i += 1) {
      if (rows[i]!.isTop === rows[i - 1]!.isTop) expect(Date.parse(rows[i - 1]!.publishTime)).toBeGreaterThanOrEqual(Date.parse(rows[i]!.publishTime));
    }
  });

  it('filters by fieldType report or rule', async () => {
    const everything = await all('mba01');
    const reports = await all('mba01', { fieldType: 'report' });
    const rules = await all('mba01', { fieldType: 'rule' });
    expect(reports.total).toBeGreaterThan(0);
    expect(rules.total).toBeGreaterThan(0);
    expect(reports.data.every((r) => r.fieldType === 'report')).toBe(true);
    expect(rules.data.every((r) => r.fieldType === 'rule')).toBe(true);
    expect(reports.total + rules.total).toBe(everything.total);
  });

  it('trims queryText and matches titles', async () => {
    const plain = await all('mba01', { queryText: '选课' });
    const padded = await all('mba01', { queryText: '   选课  ' });
    expect(plain.total).toBeGreaterThan(0);
    expect(plain.data.every((r) => r.title.includes('选课'))).toBe(true);
    expect(padded.data.map((r) => r.id)).toEqual(plain.data.map((r) => r.id));
    expect((await all('mba01', { queryText: 'no title has this' })).total).toBe(0);
  });

  it('filters with conModels on an allowed field', async () => {
    const everything = await all('mba01');
    const careers = await all('mba01', { conModels: [{ fieldName: 'noticeType', fieldValue: 'careers', conditionalType: 0 }] });
    expect(careers.total).toBeGreaterThan(0);
    expect(careers.total).toBeLessThan(everything.total);
    expect(careers.data.every((r) => r.noticeType === 'careers')).toBe(true);
    const notCareers = await all('mba01', { conModels: [{ fieldName: 'noticeType', fieldValue: 'careers', conditionalType: 10 }] });
    expect(notCareers.total + careers.total).toBe(everything.total);
    const several = await all('mba01', { conModels: [{ fieldName: 'noticeType', fieldValue: 'careers, regulation', conditionalType: 6 }] });
    expect(several.data.every((r) => r.noticeType === 'careers' || r.noticeType === 'regulation')).toBe(true);
    expect(several.total).toBeGreaterThan(careers.total);
  });

  it('filters by publishTime, binding the value as a time', async () => {
    const rows = (await all('mba01')).data;
    const cut = rows[Math.floor(rows.length / 2)]!.publishTime;
    const newer = await all('mba01', { conModels: [{ fieldName: 'publishTime', fieldValue: cut, conditionalType: 3 }] });
    expect(newer.total).toBe(rows.filter((r) => Date.parse(r.publishTime) >= Date.parse(cut)).length);
    expect(newer.total).toBeGreaterThan(0);
    expect(newer.total).toBeLessThan(rows.length);
    const pinned = await all('mba01', { conModels: [{ fieldName: 'isTop', fieldValue: 'true', conditionalType: 0 }] });
    expect(pinned.data.length).toBeGreaterThan(0);
    expect(pinned.data.every((r) => r.isTop)).toBe(true);
  });

  it.each([
    ['publishTime', 'abc', 2],
    ['id', 'abc', 0],
    ['id', '1,x', 6],
    ['id', '99999999999', 0],
    ['isTop', 'maybe', 0],
    ['useModel', '1.5', 0],
    ['id', '3', 1],
  ])('refuses a %s value %j that the column cannot hold with 90003', async (fieldName, fieldValue, conditionalType) => {
    const res = await list('mba01', { conModels: [{ fieldName, fieldValue, conditionalType }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003', data: null });
  });

  it('sorts by an allowed orderBy', async () => {
    const rows = (await all('mba01', { orderBy: 'publishTime', sort: 'asc' })).data;
    const times = rows.map((r) => Date.parse(r.publishTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it.each(['content', 'password', 'title; drop table notices', 'pageType', '__proto__'])('refuses conModels on %s with 90004', async (fieldName) => {
    const before = await page('mba01');
    const res = await list('mba01', { conModels: [{ fieldName, fieldValue: 'x', conditionalType: 0 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90004', data: null });
    expect(await page('mba01')).toEqual(before);
    expect((await liveRows()).length).toBeGreaterThan(0);
  });

  it('refuses orderBy on a field outside the allow-list with 90004', async () => {
    const res = await list('mba01', { orderBy: 'content' });
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90004', data: null });
    expect((await list('mba01', { orderBy: 'title desc, (select 1)' })).json()).toMatchObject({ statusCode: 700, message: '90004' });
  });
});

describe('notice audience', () => {
  it('lists an EMBA notice for emba01 only; mba01 gets 90005 on its detail', async () => {
    const [emba] = await t.db.select().from(notices).where(eq(notices.pageType, 'emba'));
    expect(emba).toBeDefined();
    expect((await all('emba01')).data.map((r) => r.id)).toContain(emba!.id);
    expect((await all('mba01')).data.map((r) => r.id)).not.toContain(emba!.id);
    expect((await detail('emba01', emba!.id)).json()).toMatchObject({ statusCode: 200, data: { id: emba!.id, canEdit: false } });
    expect((await detail('mba01', emba!.id)).json()).toMatchObject({ statusCode: 700, message: '90005', data: null });
  });

  it('hides a notice published in the future from students but not from editors', async () => {
    const created = await create('newsadmin', { ...base, title: '未来通知', publishTime: new Date(Date.now() + 7 * 86400_000).toISOString() });
    const id = created.json().data.id as number;
    expect((await all('mba01')).data.map((r) => r.id)).not.toContain(id);
    expect((await detail('mba01', id)).json()).toMatchObject({ statusCode: 700, message: '90005' });
    expect((await all('newsadmin')).data.map((r) => r.id)).toContain(id);
    expect((await detail('newsadmin', id)).json()).toMatchObject({ statusCode: 200, data: { canEdit: true } });
  });

  it('answers 90005 for a notice that does not exist', async () => {
    expect((await detail('mba01', 999999)).json()).toMatchObject({ statusCode: 700, message: '90005' });
  });

  it('refuses an id beyond the id range with 90003', async () => {
    const res = await detail('mba01', 99999999999);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
  });
});

describe('editing notices', () => {
  const hostile = [
    '<p>安全内容</p><script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="https://example.edu.cn" data-main-source="true">官网</a>',
  ].join('');
  const clean = (html: string | null | undefined) => {
    expect(html).toBeTruthy();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('href="https://example.edu.cn"');
    expect(html).toContain('data-main-source');
    expect(html).toContain('安全内容');
  };

  it('stores and serves notice content sanitised', async () => {
    const res = await create('newsadmin', { ...base, content: hostile, enContent: hostile });
    expect(res.json()).toMatchObject({ statusCode: 200 });
    const id = res.json().data.id as number;
    const row = await rowOf(id);
    clean(row!.content);
    clean(row!.enContent);
    const shown = (await detail('mba01', id)).json();
    expect(shown.statusCode).toBe(200);
    clean(shown.data.content);
    clean(shown.data.enContent);
    expect(shown.data.canEdit).toBe(false);
  });

  it("refuses an image from another site (90047, both languages) and stores nothing; keeps our own and pasted ones", async () => {
    const before = (await liveRows()).length;
    for (const content of ['<p>看图</p><img src="https://tracker.example.com/pixel.png">', '<p>x</p><img src="//tracker.example.com/p.gif">']) {
      const res = await create('newsadmin', { ...base, content });
      expect(res.json(), res.body).toMatchObject({ statusCode: 700, message: '90047', messageEn: expect.stringMatching(/images from other websites/) });
    }
    const en = await create('newsadmin', { ...base, enContent: '<img src="HTTPS://tracker.example.com/p.gif">' });
    expect(en.json().message).toBe('90047');
    expect((await liveRows()).length).toBe(before);
    const own = '<p>图</p><img src="/uploadfiles/0b6f1a52-5c55-4b8e-9a53-4a0d7e2f7c11/a.png"><img src="data:image/png;base64,iVBORw0KGgo=">';
    const res = await create('newsadmin', { ...base, content: own });
    expect(res.json().statusCode, res.body).toBe(200);
    const shown = (await detail('mba01', res.json().data.id as number)).json().data.content as string;
    expect(shown).toContain('src="/uploadfiles/0b6f1a52-5c55-4b8e-9a53-4a0d7e2f7c11/a.png"');
    expect(shown).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it('lets the news administrator edit and delete; the detail then answers 90005', async () => {
    const id = (await create('newsadmin', base)).json().data.id as number;
    const edited = await update('newsadmin', id, { ...base, title: '已修改', content: `<p>新</p>${hostile}` });
    expect(edited.json()).toMatchObject({ statusCode: 200, data: { id } });
    const row = await rowOf(id);
    expect(row!.title).toBe('已修改');
    clean(row!.content);
    expect((await detail('mba01', id)).json().data.title).toBe('已修改');
    expect((await remove('newsadmin', id)).json()).toMatchObject({ statusCode: 200, data: null });
    expect((await detail('newsadmin', id)).json()).toMatchObject({ statusCode: 700, message: '90005' });
    expect((await detail('mba01', id)).json()).toMatchObject({ statusCode: 700, message: '90005' });
    expect((await all('newsadmin')).data.map((r) => r.id)).not.toContain(id);
    expect((await remove('newsadmin', id)).json()).toMatchObject({ statusCode: 700, message: '90005' });
  });

  it('refuses a student PUT with HTTP 403 and leaves the notice unchanged', async () => {
    const id = (await create('newsadmin', base)).json().data.id as number;
    const before = await rowOf(id);
    const res = await update('mba01', id, { ...base, title: 'hacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403 });
    expect(await rowOf(id)).toEqual(before);
  });

  it('refuses a student DELETE with HTTP 403 and leaves the notice in place', async () => {
    const id = (await create('newsadmin', base)).json().data.id as number;
    const res = await remove('mba01', id);
    expect(res.statusCode).toBe(403);
    expect((await rowOf(id))!.deletedAt).toBeNull();
    expect((await detail('mba01', id)).json().statusCode).toBe(200);
  });

  it('refuses a student create with HTTP 403', async () => {
    const before = (await t.db.select().from(notices)).length;
    expect((await create('mba01', base)).statusCode).toBe(403);
    expect((await t.db.select().from(notices)).length).toBe(before);
  });

  it('lets a notice owner edit it but not create or edit another', async () => {
    const [teacher] = await t.db.select().from(users).where(eq(users.username, 'teacher01'));
    const id = (await create('newsadmin', base)).json().data.id as number;
    const other = (await create('newsadmin', base)).json().data.id as number;
    expect((await update('teacher01', id, { ...base, title: '老师修改' })).statusCode).toBe(403);
    await t.db.update(notices).set({ ownerId: teacher!.id }).where(eq(notices.id, id));
    expect((await detail('teacher01', id)).json().data.canEdit).toBe(true);
    const res = await update('teacher01', id, { ...base, title: '老师修改' });
    expect(res.json()).toMatchObject({ statusCode: 200, data: { id } });
    expect((await rowOf(id))!.title).toBe('老师修改');
    expect((await update('teacher01', other, { ...base, title: 'x' })).statusCode).toBe(403);
    expect((await create('teacher01', base)).statusCode).toBe(403);
  });

  it.each([
    ['an empty title', { title: '   ' }],
    ['an unknown fieldType', { fieldType: 'x' }],
    ['an alert window that ends before it starts', { startTime: '2030-01-02T00:00:00Z', endTime: '2030-01-01T00:00:00Z' }],
  ])('refuses %s with 90003 and adds no row', async (_, bad) => {
    const before = (await t.db.select().from(notices)).length;
    const res = await create('newsadmin', { ...base, ...bad });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003', data: null });
    expect((await t.db.select().from(notices)).length).toBe(before);
  });

  it('answers the label for main-source links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/GsmFile/getPrivateKey', headers: bearer(tokens.mba01!) });
    const body = res.json();
    expect(body.statusCode).toBe(200);
    expect(typeof body.data).toBe('string');
    expect(body.data.trim().length).toBeGreaterThan(0);
  });
});

describe('calendar', () => {
  const isoUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
  const events = (who: string, year: string | number) =>
    t.app.inject({ method: 'GET', url: `/api/calendar/events?year=${year}`, headers: bearer(tokens[who]!) });

  it('answers the events of this year with ISO start and end, for the reader programme', async () => {
    const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
    const body = (await events('mba01', year)).json();
    expect(body.statusCode).toBe(200);
    const list = body.data as { id: string; start: string; end: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const e of list) {
      expect(e.start).toMatch(isoUtc);
      expect(e.end).toMatch(isoUtc);
      expect(Date.parse(e.start)).toBeLessThanOrEqual(Date.parse(e.end));
    }
    const rows = await t.db.select().from(calendarEvents);
    const inYear = (d: Date) => new Date(d.getTime() + 8 * 3600_000).getUTCFullYear() === year;
    const site = rows.find((r) => r.pageType === null && inYear(r.startsAt) && inYear(r.endsAt));
    expect(site).toBeDefined();
    expect(list).toContainEqual(expect.objectContaining({ id: `school-${site!.id}`, start: site!.startsAt.toISOString(), end: site!.endsAt.toISOString() }));
    const embaOnly = rows.filter((r) => r.pageType === 'emba').map((r) => `school-${r.id}`);
    expect(embaOnly.length).toBeGreaterThan(0);
    expect(list.map((e) => e.id).filter((id) => embaOnly.includes(id))).toEqual([]);
  });

  it('refuses a year that is not a number with 90003', async () => {
    expect((await events('mba01', 'abc')).json()).toMatchObject({ statusCode: 700, message: '90003', data: null });
  });
});

describe('global alert', () => {
  it('answers the seeded alert, and null once it is deleted', async () => {
    const [seeded] = await t.db.select().from(notices).where(and(isNotNull(notices.startTime), isNull(notices.deletedAt)));
    expect(seeded).toBeDefined();
    const get = () => t.app.inject({ method: 'GET', url: '/api/notice', headers: bearer(tokens.mba01!) });
    expect((await get()).json()).toMatchObject({
      statusCode: 200,
      data: { id: seeded!.id, title: seeded!.title, startTime: seeded!.startTime!.toISOString(), endTime: seeded!.endTime!.toISOString() },
    });
    expect((await remove('newsadmin', seeded!.id)).json().statusCode).toBe(200);
    expect((await get()).json()).toMatchObject({ statusCode: 200, data: null });
  });
});
