import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConditionalType, type Enterprise, type PositionDetail } from '@portal/contracts';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { positionsKit, unique } from './positions-test-kit.ts';
import { positions } from './positions.tables.ts';

/** The student calls CAR-C01..C03: search, filters, sort, paging, what students may see. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'careeradmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = positionsKit(() => t, tokens);

describe('recruitment list (CAR-C01)', () => {
  it('serves the demo postings, 10 a page, newest first, with dictionary texts', async () => {
    const page = await k.list('mba01', {});
    expect(page.data).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(40);
    const times = page.data.map((r) => Date.parse(r.creationTime!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.data[0]).toMatchObject({ categoryDes: expect.any(String), enterpriseIndustryDesEN: expect.any(String), isExpired: false });
    const second = await k.list('mba01', { pageNo: 1 });
    expect(second.data.map((r) => r.id).some((id) => page.data.some((r) => r.id === id))).toBe(false);
  });

  it('searches position and employer names, Chinese and English, any case', async () => {
    const tag = unique('搜索');
    const employer = await k.makeEmployer({ cName: `${tag}银行`, eName: `Searchable ${tag} Bank` });
    const other = await k.makeEmployer();
    const byEmployer = await k.makePosition(employer, { name: '客户经理' });
    const byName = await k.makePosition(other, { name: `${tag}分析师` });
    expect((await k.search('mba01', tag)).map((r) => r.id).sort()).toEqual([byEmployer, byName].sort());
    expect((await k.search('mba01', `searchable ${tag.toUpperCase()}`)).map((r) => r.id)).toEqual([byEmployer]);
    expect(await k.search('mba01', `${tag}%`)).toEqual([]);
  });

  it('is served by the gram index on the stored grams', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain select id from career_positions
        where search_grams @> portal_query_grams('分析') and search_text ilike '%分析%'`));
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('career_positions_search_grams');
  });

  it('filters by category and industry and sorts by deadline', async () => {
    const tag = unique('筛选');
    const finance = await k.makeEmployer({ enterpriseIndustry: '1' });
    const internet = await k.makeEmployer({ enterpriseIndustry: '3' });
    const a = await k.makePosition(finance, { name: `${tag}A`, category: 'Intern', endDate: '2999-01-02' });
    const b = await k.makePosition(internet, { name: `${tag}B`, category: 'Intern', endDate: '2999-01-01' });
    const c = await k.makePosition(finance, { name: `${tag}C`, category: 'FullTime', endDate: '2999-01-03' });
    const cond = (fieldName: string, fieldValue: string, conditionalType: number = ConditionalType.equal) => ({ fieldName, fieldValue, conditionalType });
    expect((await k.search('mba01', tag, { conModels: [cond('category', 'Intern')] })).map((r) => r.id).sort()).toEqual([a, b].sort());
    expect((await k.search('mba01', tag, { conModels: [cond('enterpriseIndustry', '1')] })).map((r) => r.id).sort()).toEqual([a, c].sort());
    expect((await k.search('mba01', tag, { conModels: [cond('category', 'Intern,FullTime', ConditionalType.in), cond('enterpriseIndustry', '1')] })).length).toBe(2);
    expect((await k.search('mba01', tag, { orderBy: 'endDate', sort: 'asc' })).map((r) => r.id)).toEqual([b, a, c]);
    expect((await k.search('mba01', tag, { orderBy: 'endDate', sort: 'desc' })).map((r) => r.id)).toEqual([c, a, b]);
    const page = await k.list('mba01', { queryText: tag, pageSize: 2, pageNo: 1, orderBy: 'endDate', sort: 'asc' });
    expect(page).toMatchObject({ total: 3, data: [{ id: c }] });
    await k.refused(k.call('mba01', 'POST', '/api/VD/QueryPositionList', { conModels: [cond('searchText', 'x')] }), '90004');
    await k.refused(k.call('mba01', 'POST', '/api/VD/QueryPositionList', { conModels: [cond('status', '0')] }), '90004');
  });

  it('hides expired postings unless showExpired is asked for; the deadline day itself is still open', async () => {
    const tag = unique('过期');
    const e = await k.makeEmployer();
    const open = await k.makePosition(e, { name: `${tag}今天截止` });
    const past = await k.makePosition(e, { name: `${tag}已过期` });
    const byHand = await k.makePosition(e, { name: `${tag}手动过期` });
    await k.setDeadline(open, 0);
    await k.setDeadline(past, -1);
    await k.act(byHand, 'expire');
    expect((await k.search('mba01', tag)).map((r) => r.id)).toEqual([open]);
    const all = await k.search('mba01', tag, { conModels: [k.showExpired] });
    expect(all.map((r) => r.id).sort()).toEqual([open, past, byHand].sort());
    expect(all.find((r) => r.id === past)!.isExpired).toBe(true);
    // An expired posting's page stays readable (a student may have bookmarked it), marked expired.
    expect((await k.okData<PositionDetail>(k.call('mba01', 'GET', `/api/VD/GetPosition/${past}`))).isExpired).toBe(true);
  });

  it('never shows drafts or unpublished postings to students, even with showExpired', async () => {
    const tag = unique('草稿');
    const e = await k.makeEmployer();
    const draft = await k.makePosition(e, { name: `${tag}草稿` }, false);
    const pulled = await k.makePosition(e, { name: `${tag}下架` });
    await k.act(pulled, 'unpublish');
    expect(await k.search('mba01', tag, { conModels: [k.showExpired] })).toEqual([]);
    await k.refused(k.call('mba01', 'GET', `/api/VD/GetPosition/${draft}`), '3300');
    await k.refused(k.call('mba01', 'GET', `/api/VD/GetPosition/${pulled}`), '3300');
    // Its employer has no published posting: students cannot read it either.
    await k.refused(k.call('mba01', 'GET', `/api/VD/GetEnterprise/${e}`), '3301');
  });
});

describe('position and employer detail (CAR-C02, C03)', () => {
  it('gives every CAR-N02 field, intern fields only for internships, education counts with labels', async () => {
    const e = await k.makeEmployer();
    const intern = await k.makePosition(e, {
      category: 'Intern', isContinueToEmploy: true, internshipMonth: 6, internshipDays: 4, salary: '300/天', isNegotiable: true,
      educationBackgroundAndCount: [{ dicFieldName: '4', count: 3 }, { dicFieldName: '5', count: 1 }], contactName: '王老师', email: 'hr@example.com',
    });
    const full = await k.makePosition(e, { category: 'FullTime', isContinueToEmploy: true, internshipMonth: 6 });
    const d = await k.okData<PositionDetail>(k.call('mba01', 'GET', `/api/VD/GetPosition/${intern}`));
    expect(d).toMatchObject({
      enterpriseId: e, category: 'Intern', categoryDes: '实习', categoryDesEN: 'Internship', isContinueToEmploy: true, internshipMonth: 6, internshipDays: 4,
      salary: '300/天', isNegotiable: true, contactName: '王老师', email: 'hr@example.com', endDate: '2999-12-31', vcFiles: [],
      educationBackgroundAndCount: [{ dicFieldName: '4', dicFieldDes: '硕士研究生', dicFieldDesEN: 'Master', count: 3 }, { dicFieldName: '5', count: 1 }],
    });
    expect(await k.okData<PositionDetail>(k.call('mba01', 'GET', `/api/VD/GetPosition/${full}`)))
      .toMatchObject({ isContinueToEmploy: null, internshipMonth: null, internshipDays: null });
    const ent = await k.okData<Enterprise>(k.call('mba01', 'GET', `/api/VD/GetEnterprise/${e}`));
    expect(ent).toMatchObject({ id: e, enterpriseIndustry: '3', enterpriseIndustryDes: '互联网', enterprisePropertyDesEN: 'Private enterprise', webUrl: 'http://example.com/' });
  });

  it('stores and serves rich text without scripts, handlers or javascript: links', async () => {
    const e = await k.makeEmployer({ cIntro: '<p onclick="x()">intro<script>alert(1)</script></p>' });
    const id = await k.makePosition(e, {
      description: '<p>ok</p><script>alert(1)</script><a href="javascript:alert(2)">bad</a><img src=x onerror="alert(3)"><a href="https://example.com" target="_blank">good</a>',
    });
    const d = await k.okData<PositionDetail>(k.call('mba01', 'GET', `/api/VD/GetPosition/${id}`));
    expect(d.description).toContain('<p>ok</p>');
    expect(d.description).toContain('href="https://example.com"');
    expect(d.description).not.toMatch(/script|javascript:|onerror/i);
    const [stored] = await t.db.select({ d: positions.description }).from(positions).where(eq(positions.id, id));
    expect(stored!.d).not.toMatch(/script|javascript:|onerror/i);
    const ent = await k.okData<Enterprise>(k.call('mba01', 'GET', `/api/VD/GetEnterprise/${e}`));
    expect(ent.cIntro).toBe('<p>intro</p>');
  });

  it('answers a missing posting or employer with its code, and a bad id with 700', async () => {
    await k.refused(k.call('mba01', 'GET', '/api/VD/GetPosition/999999'), '3300');
    await k.refused(k.call('mba01', 'GET', '/api/VD/GetEnterprise/999999'), '3301');
    const res = await k.call('mba01', 'GET', '/api/VD/GetPosition/abc');
    expect(res.statusCode).not.toBe(500);
  });
});
