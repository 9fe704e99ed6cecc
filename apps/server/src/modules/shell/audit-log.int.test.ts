import ExcelJS from 'exceljs';
import { count } from 'drizzle-orm';
import type { AuditLogRow } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/db/platform.tables.ts';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const k = apiKit(() => t, tokens);
type Page = { data: AuditLogRow[]; total: number };
const list = (query: string, who = 'admin') => k.okData<Page>(k.call(who, 'GET', `/api/admin/audit-log${query ? `?${query}` : ''}`));
const rowCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;

/** Acts as the user of `email`, makes the calls with the simulated token, and stops. */
async function actAs(email: string, calls: { method: 'GET' | 'POST'; url: string; payload?: object }[]) {
  const start = (await k.call('admin', 'GET', `/api/User/loginAsThisUser?email=${email}`)).json();
  expect(start.statusCode).toBe(200);
  const sim = start.data.accessToken as string;
  for (const c of calls) await t.app.inject({ method: c.method, url: c.url, headers: bearer(sim), ...(c.payload ? { payload: c.payload } : {}) });
  expect((await t.app.inject({ method: 'GET', url: '/api/User/logoutCurrentVirtualUser', headers: bearer(sim) })).json().statusCode).toBe(200);
}

let expected = 0;
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['admin', 'newsadmin', 'mba01']) tokens[u] = (await t.login(u)).token;
  await actAs('mba01@example.edu.cn', [
    { method: 'GET', url: '/api/User/info' },
    { method: 'GET', url: '/api/VDNotice/1' },
    // Refused by the student's rights (403), audited all the same.
    { method: 'POST', url: '/api/GSMNewsReports', payload: { title: 'x', fieldType: 'report' } },
  ]);
  await actAs('emba01@example.edu.cn', [{ method: 'GET', url: '/api/User/GetHomePageFunctionalModule' }]);
  // Two rows on either side of a midnight in Beijing (16:00 UTC), and one whose answer never left.
  const [admin, phd] = [await k.userId('admin'), await k.userId('phd01')];
  await t.db.insert(auditLog).values([
    { at: new Date('2026-03-01T15:30:00Z'), actorId: admin, subjectId: phd, action: 'get', method: 'GET', path: '/api/old/late', statusCode: 200 },
    { at: new Date('2026-03-01T16:30:00Z'), actorId: admin, subjectId: phd, action: 'get', method: 'GET', path: '/api/old/early', statusCode: 200 },
    { at: new Date('2026-03-02T02:00:00Z'), actorId: admin, subjectId: phd, action: 'edit', method: 'PUT', path: '/api/old/:id', params: { id: '7' }, statusCode: null },
  ]);
  // 2 × (start, stop) + 4 requests + 3 inserted; the reads' rows come after their answers.
  expected = 11;
  for (let i = 0; i < 40 && (await rowCount()) < expected; i++) await new Promise((r) => setTimeout(r, 50));
  expect(await rowCount()).toBe(expected);
});
afterAll(async () => { await t.close(); });

describe('the audit viewer', () => {
  it('lists every row newest first, with who, as whom, what and the outcome', async () => {
    const page = await list('pageSize=50');
    expect(page.total).toBe(expected);
    const times = page.data.map((r) => Date.parse(r.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const write = page.data.find((r) => r.method === 'POST')!;
    expect(write).toMatchObject({
      actor: { username: 'admin', name: '系统管理员', enName: 'Administrator' },
      subject: { username: 'mba01', name: '李明', enName: 'Ming Li' },
      action: 'add', path: '/api/GSMNewsReports', statusCode: 403, outcome: 'refused',
    });
    expect(page.data.find((r) => r.path === '/api/VDNotice/:id')).toMatchObject({ method: 'GET', action: 'get', params: { id: '1' }, outcome: 'success' });
  });

  it('pages with a zero-based pageNo', async () => {
    const [first, second] = [await list('pageNo=0&pageSize=4'), await list('pageNo=1&pageSize=4')];
    expect(first.data).toHaveLength(4);
    expect(second.total).toBe(expected);
    expect(second.data.map((r) => r.id).filter((id) => first.data.some((r) => r.id === id))).toEqual([]);
    expect((await list('pageNo=2&pageSize=4')).data).toHaveLength(expected - 8);
  });

  it('filters by who, as whom (either name or the username), action and method or path', async () => {
    expect((await list('actor=Administrator')).total).toBe(expected);
    expect((await list('actor=mba01')).total).toBe(0);
    const mba = await list('subject=Ming');
    expect(mba.total).toBe(5);
    expect(new Set(mba.data.map((r) => r.subject.username))).toEqual(new Set(['mba01']));
    expect((await list('subject=%E7%8E%8B%E8%8A%B3')).data.map((r) => r.action).sort()).toEqual(['query', 'simulate.start', 'simulate.stop']);
    expect((await list('action=simulate.start')).total).toBe(2);
    expect((await list('path=POST%20%2Fapi%2FGSMNews')).data.map((r) => r.path)).toEqual(['/api/GSMNewsReports']);
    expect((await list('path=GET%20%2Fapi%2FGSMNews')).total).toBe(0);
    expect((await list('path=vdnotice')).data.map((r) => r.path)).toEqual(['/api/VDNotice/:id']);
    expect((await list('path=put')).data.map((r) => r.path)).toEqual(['/api/old/:id']);
  });

  it('filters by outcome', async () => {
    expect((await list('status=refused')).data.map((r) => r.statusCode)).toEqual([403]);
    expect((await list('status=error')).data.map((r) => r.path)).toEqual(['/api/old/:id']);
    expect((await list('status=success')).total).toBe(expected - 2);
  });

  it('judges the days in Beijing, the end day included', async () => {
    expect((await list('from=2026-03-02&to=2026-03-02')).data.map((r) => r.path)).toEqual(['/api/old/:id', '/api/old/early']);
    expect((await list('from=2026-03-01&to=2026-03-01')).data.map((r) => r.path)).toEqual(['/api/old/late']);
    expect((await list('to=2026-03-01')).total).toBe(1);
    expect((await list('from=2026-03-03')).total).toBe(expected - 3);
    await k.refused(k.call('admin', 'GET', '/api/admin/audit-log?from=2026-03-02&to=2026-03-01'), '90060');
  });

  it('is for administrators only', async () => {
    await k.forbidden(k.call('newsadmin', 'GET', '/api/admin/audit-log'));
    await k.forbidden(k.call('mba01', 'POST', '/api/admin/audit-log/export', {}));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
    // Not even an administrator acting as a student: the session has the student's rights.
    const sim = (await k.call('admin', 'GET', '/api/User/loginAsThisUser?email=benyan01@example.edu.cn')).json().data.accessToken as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: bearer(sim) })).statusCode).toBe(403);
    await t.app.inject({ method: 'GET', url: '/api/User/logoutCurrentVirtualUser', headers: bearer(sim) });
  });

  it('exports the filtered rows as xlsx with headers in both languages', async () => {
    const filter = { subject: 'mba01' };
    const rows = (await list('subject=mba01')).data;
    const file = await k.okData<{ fileName: string; fileUrl: string; rows: number }>(k.call('admin', 'POST', '/api/admin/audit-log/export', filter));
    expect(file.rows).toBe(rows.length);
    expect(file.fileName).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const res = await t.app.inject({ method: 'GET', url: file.fileUrl });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '时间 Time', '操作人 Who', '模拟身份 Acting as', '动作 Action', '方法 Method', '路径 Path', '参数 Parameters', '状态码 Status code', '结果 Outcome']);
    expect(sheet.rowCount).toBe(rows.length + 1);
    const paths = Array.from({ length: rows.length }, (_, i) => String(sheet.getRow(i + 2).getCell(6).value));
    expect(paths).toEqual(rows.map((r) => r.path));
    const refusedRow = sheet.getRow(rows.findIndex((r) => r.method === 'POST') + 2);
    expect(refusedRow.getCell(3).value).toBe('李明 (Ming Li) · mba01');
    expect(refusedRow.getCell(8).value).toBe(403);
    expect(refusedRow.getCell(9).value).toBe('被拒绝 Refused');
    expect(String(refusedRow.getCell(1).value)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
