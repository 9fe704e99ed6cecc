import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * gramSearch: the GIN index on portal_grams(column) must never lose a row that ILIKE would find
 * (every piece of the text is a piece of the row), and must serve the search, Chinese included.
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const chars = ['招', '生', '安', '排', '通', '知', '讲', '座', 'a', 'B', 'c', 'D', '4', '2', ' ', '%', '_', 'é', 'É', '’'];
const text = (min: number, max: number) => fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((a) => a.join(''));
const flipCase = (s: string) => [...s].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');

describe('portal_grams', () => {
  it('holds every piece of any text the row contains, whatever the case', async () => {
    await fc.assert(fc.asyncProperty(text(0, 30), fc.nat(), fc.integer({ min: 1, max: 8 }), async (title, at, len) => {
      const start = title.length ? at % title.length : 0;
      const q = flipCase(title.slice(start, start + len)) || 'x';
      const [row] = rowsOf<{ found: boolean; contains: boolean }>(await t.db.execute(sql`
        select portal_grams(${title}::text) @> portal_query_grams(${q}::text) as found,
          ${title}::text ilike '%' || replace(replace(replace(${q}::text, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' as contains`));
      if (row!.contains) expect(row!.found).toBe(true);
    }), { numRuns: 300 });
  });
});

describe('notice search', () => {
  const titles = ['关于2026年秋季招生安排的通知', 'Guest lecture: Marketing in China', '讲座通知：数字经济'];
  let token: string;
  beforeAll(async () => {
    for (const title of titles) {
      await t.db.execute(sql`insert into notices (title, en_title, field_type, content, publish_time) values (${title}, ${title}, 'report', '<p>x</p>', now() - interval '1 day')`);
    }
    token = (await t.login('mba01')).token;
  });
  const search = async (queryText: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/VDNotice/QueryNoticeForStudy', headers: bearer(token), payload: { pageNo: 0, pageSize: 50, fieldType: 'report', queryText } });
    return (res.json().data.data as { title: string }[]).map((n) => n.title);
  };

  it('finds Chinese words, single characters and English in any case', async () => {
    expect(await search('招生')).toContain(titles[0]);
    expect(await search('讲')).toContain(titles[2]);
    expect(await search('marketing IN')).toContain(titles[1]);
    expect(await search('招生讲座')).not.toContain(titles[0]);
    // LIKE wildcards are text: '%' matches only a title holding '%'.
    expect(await search('%')).toEqual([]);
  });

  it('is served by the index', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(await tx.execute(sql`explain select id from notices
        where portal_grams(title) @> portal_query_grams('招生') and title ilike '%招生%'`)).map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('notices_title_grams');
  });
});
