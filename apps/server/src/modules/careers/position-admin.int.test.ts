import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerAdminRow, FilePreview, Page, PositionAdminRow, PositionDetail, PositionImportPreview } from '@portal/contracts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { positionsKit, unique } from './positions-test-kit.ts';

/** The career office's console: who may use it, the rules of its saves, the lifecycle, attachments, import and export. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'careeradmin', 'admin', 'eduadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = positionsKit(() => t, tokens);

const sheet = async (rows: (string | number)[][]) => {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Positions');
  ws.addRow(['单位 Employer', '职位 Position', '类别 Category', '部门 Department', '薪资 Salary', '薪资面议 Negotiable', '截止日期 Deadline (YYYY-MM-DD)']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
};
const importPreview = async (who: string, bytes: Buffer) => {
  const body = multipart('positions.xlsx', bytes);
  return t.app.inject({ method: 'POST', url: '/api/career-admin/positions/import/preview', payload: body.payload, headers: { ...body.headers, ...bearer(tokens[who]!) } });
};

describe('console access', () => {
  it('refuses students and other staff every console call (403); admin passes', async () => {
    const e = await k.makeEmployer();
    const p = await k.makePosition(e);
    for (const who of ['mba01', 'eduadmin']) {
      await k.forbidden(k.call(who, 'POST', '/api/career-admin/positions/list', {}));
      await k.forbidden(k.call(who, 'POST', '/api/career-admin/positions', k.positionInput(e)));
      await k.forbidden(k.call(who, 'PUT', `/api/career-admin/positions/${p}`, k.positionInput(e)));
      await k.forbidden(k.call(who, 'POST', `/api/career-admin/positions/${p}/lifecycle`, { action: 'unpublish' }));
      await k.forbidden(k.call(who, 'POST', '/api/career-admin/positions/export', {}));
      await k.forbidden(k.call(who, 'POST', '/api/career-admin/employers', { cName: 'x', enterpriseIndustry: '1' }));
      await k.forbidden(k.call(who, 'PUT', `/api/career-admin/employers/${e}`, { cName: 'x', enterpriseIndustry: '1' }));
      await k.forbidden(k.call(who, 'POST', '/api/career-admin/employers/list', {}));
    }
    const res = await importPreview('mba01', await sheet([]));
    expect(res.statusCode).toBe(403);
    await k.okData(k.call('admin', 'POST', '/api/career-admin/positions/list', {}));
  });
});

describe('employers', () => {
  it('adds the scheme to a website without one and refuses any scheme but http and https (3310)', async () => {
    const e = await k.makeEmployer({ webUrl: 'www.acme.example.com/careers' });
    expect((await k.okData<EmployerAdminRow>(k.call('careeradmin', 'GET', `/api/career-admin/employers/${e}`))).webUrl).toBe('http://www.acme.example.com/careers');
    const https = await k.makeEmployer({ webUrl: 'https://secure.example.com' });
    expect((await k.okData<EmployerAdminRow>(k.call('careeradmin', 'GET', `/api/career-admin/employers/${https}`))).webUrl).toBe('https://secure.example.com/');
    for (const bad of ['javascript:alert(1)', 'ftp://files.example.com', 'data:text/html,x', 'http://', 'not a host']) {
      await k.refused(k.call('careeradmin', 'POST', '/api/career-admin/employers', { cName: unique('坏网址'), enterpriseIndustry: '1', webUrl: bad }), '3310');
      await k.refused(k.call('careeradmin', 'PUT', `/api/career-admin/employers/${e}`, { cName: unique('坏网址'), enterpriseIndustry: '1', webUrl: bad }), '3310');
    }
    expect((await k.okData<EmployerAdminRow>(k.call('careeradmin', 'GET', `/api/career-admin/employers/${e}`))).webUrl).toBe('http://www.acme.example.com/careers');
  });

  it('refuses unknown dictionary codes and a second employer of the same name', async () => {
    await k.refused(k.call('careeradmin', 'POST', '/api/career-admin/employers', { cName: unique('x'), enterpriseIndustry: '999' }), '3321');
    await k.refused(k.call('careeradmin', 'POST', '/api/career-admin/employers', { cName: unique('x'), enterpriseIndustry: '1', enterpriseProperty: '99' }), '3322');
    const name = unique('同名');
    await k.makeEmployer({ cName: name });
    await k.refused(k.call('careeradmin', 'POST', '/api/career-admin/employers', { cName: name, enterpriseIndustry: '1' }), '3311');
  });

  it('renaming an employer makes its postings findable by the new name', async () => {
    const e = await k.makeEmployer();
    const p = await k.makePosition(e);
    const renamed = unique('新名字');
    await k.okData(k.call('careeradmin', 'PUT', `/api/career-admin/employers/${e}`, { cName: renamed, enterpriseIndustry: '3' }));
    expect((await k.search('mba01', renamed)).map((r) => r.id)).toEqual([p]);
  });
});

describe('posting lifecycle', () => {
  it('draft → published → unpublished → published; expire and reopen; refusals in the wrong state', async () => {
    const e = await k.makeEmployer();
    const p = await k.makePosition(e, {}, false);
    await k.refused(k.call('careeradmin', 'POST', `/api/career-admin/positions/${p}/lifecycle`, { action: 'unpublish' }), '3327');
    await k.act(p, 'publish');
    await k.refused(k.call('careeradmin', 'POST', `/api/career-admin/positions/${p}/lifecycle`, { action: 'publish' }), '3327');
    await k.act(p, 'unpublish');
    await k.act(p, 'publish');
    await k.act(p, 'expire');
    await k.refused(k.call('careeradmin', 'POST', `/api/career-admin/positions/${p}/lifecycle`, { action: 'expire' }), '3327');
    await k.act(p, 'reopen');
    await k.setDeadline(p, -1);
    await k.act(p, 'unpublish');
    await k.refused(k.call('careeradmin', 'POST', `/api/career-admin/positions/${p}/lifecycle`, { action: 'publish' }), '3325');
    const list = await k.okData<Page<PositionAdminRow>>(k.call('careeradmin', 'POST', '/api/career-admin/positions/list', { conModels: [{ fieldName: 'id', fieldValue: String(p), conditionalType: 0 }] }));
    expect(list.data[0]).toMatchObject({ id: p, status: 2, isExpired: true, expiredByHand: false });
  });

  it('refuses an unknown category, education or employer, and education listed twice', async () => {
    const e = await k.makeEmployer();
    await k.refused(k.call('careeradmin', 'POST', '/api/career-admin/positions', k.positionInput(e, { category: 'Nope' })), '3320');
    await k.refused(k.call('careeradmin', 'POST', '/api/career-admin/positions', k.positionInput(e, { educationBackgroundAndCount: [{ dicFieldName: '99', count: 1 }] })), '3323');
    await k.refused(k.call('careeradmin', 'POST', '/api/career-admin/positions', k.positionInput(e, { educationBackgroundAndCount: [{ dicFieldName: '4', count: 1 }, { dicFieldName: '4', count: 2 }] })), '3324');
    await k.refused(k.call('careeradmin', 'POST', '/api/career-admin/positions', k.positionInput(999999)), '3301');
  });
});

describe('attachments', () => {
  it('attaches own uploads only, and previews PDF inline, docx and xlsx as sanitised HTML', async () => {
    const e = await k.makeEmployer();
    const pdf = await k.upload('careeradmin', 'job.pdf', await k.fixture('job-description.pdf'));
    const docx = await k.upload('careeradmin', 'job.docx', await k.fixture('job-description.docx'));
    const xlsx = await k.upload('careeradmin', 'plan.xlsx', await k.fixture('hiring-plan.xlsx'));
    const foreign = await k.upload('mba01', 'mine.pdf', await k.fixture('job-description.pdf'), 'general');
    await k.refused(k.call('careeradmin', 'POST', '/api/career-admin/positions', k.positionInput(e, { fileIds: [foreign.id] })), '3326');
    const p = await k.makePosition(e, { fileIds: [pdf.id, docx.id, xlsx.id] });
    const d = await k.okData<PositionDetail>(k.call('mba01', 'GET', `/api/VD/GetPosition/${p}`));
    expect(d.vcFiles.map((f) => [f.fileName, f.previewKind])).toEqual([['job.pdf', 'pdf'], ['job.docx', 'html'], ['plan.xlsx', 'html']]);

    const inline = await t.app.inject({ method: 'GET', url: d.vcFiles[0]!.previewUrl! });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.headers['content-security-policy']).toBe('sandbox');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const tampered = d.vcFiles[0]!.previewUrl!.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    // The download link of the same file signs another kind: it does not open the inline route.
    expect((await t.app.inject({ method: 'GET', url: d.vcFiles[0]!.fileUrl.replace('/uploadfiles/', '/inline/') })).statusCode).toBe(403);

    // Only PDFs are ever served inline, whatever a signed link names.
    expect((await t.app.inject({ method: 'GET', url: t.app.files.inlineLink(docx.id, 'job.docx') })).statusCode).toBe(404);

    const word = await k.okData<FilePreview>(k.call('mba01', 'GET', `/api/VD/PositionFilePreview/${docx.id}`));
    expect(word.html).toContain('Job description');
    expect(word.html).toContain('<strong>');
    const sheetHtml = await k.okData<FilePreview>(k.call('mba01', 'GET', `/api/VD/PositionFilePreview/${xlsx.id}`));
    expect(sheetHtml.html).toContain('<td>分析师 Analyst</td>');
    await k.refused(k.call('mba01', 'GET', `/api/VD/PositionFilePreview/${pdf.id}`), '3330');
    await k.act(p, 'unpublish');
    await k.refused(k.call('mba01', 'GET', `/api/VD/PositionFilePreview/${docx.id}`), '3300');
  });

  it('refuses an upload whose content is not what its name says', async () => {
    const body = multipart('fake.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    const res = await t.app.inject({ method: 'POST', url: '/api/GsmFile/FileUpLoad?use=positionAttachment', payload: body.payload, headers: { ...body.headers, ...bearer(tokens.careeradmin!) } });
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90012' });
  });

  it('serves the demo attachments written at start', async () => {
    const list = await k.list('mba01', { pageSize: 100, conModels: [k.showExpired] });
    const ids = list.data.map((r) => r.id);
    let found: PositionDetail | undefined;
    for (const id of ids) {
      const d = await k.okData<PositionDetail>(k.call('mba01', 'GET', `/api/VD/GetPosition/${id}`));
      if (d.vcFiles.length === 3) { found = d; break; }
    }
    expect(found).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: found!.vcFiles[0]!.fileUrl });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('import and export', () => {
  it('previews every row problem, saves the confirmed rows as drafts, and refuses forged rows', async () => {
    const e = await k.makeEmployer({ cName: unique('导入单位') });
    const name = (await k.okData<EmployerAdminRow>(k.call('careeradmin', 'GET', `/api/career-admin/employers/${e}`))).cName;
    const tag = unique('导入');
    const res = await importPreview('careeradmin', await sheet([
      [name, `${tag}一`, '实习', '研究部', '300/天', '是', '2999-06-30'],
      [name, `${tag}二`, 'FullTime', '', '', 'no', '2999/7/1'],
      ['没有这个单位', `${tag}三`, 'Nope', '', '', 'maybe', '31/12/2999'],
      [name, '', 'FullTime', '', '', '', '2999-01-01'],
    ]));
    expect(res.json().statusCode, res.body).toBe(200);
    const preview = res.json().data as PositionImportPreview;
    expect(preview.rows.map((r) => [r.row, r.category, r.isNegotiable, r.endDate])).toEqual([[2, 'Intern', true, '2999-06-30'], [3, 'FullTime', false, '2999-07-01']]);
    expect(preview.problems.map((p) => [p.row, p.problems.map((x) => x.code).sort()])).toEqual([[4, ['3320', '3331', '3332', '3333']], [5, ['90100']]]);
    expect(await k.search('mba01', tag, { conModels: [k.showExpired] })).toEqual([]);

    const saved = await k.okData<{ saved: number }>(k.call('careeradmin', 'POST', '/api/career-admin/positions/import/confirm', { rows: preview.rows }));
    expect(saved.saved).toBe(2);
    const staffList = await k.okData<Page<PositionAdminRow>>(k.call('careeradmin', 'POST', '/api/career-admin/positions/list', { queryText: tag }));
    expect(staffList.data.map((r) => r.status)).toEqual([0, 0]);
    await k.refused(k.call('careeradmin', 'POST', '/api/career-admin/positions/import/confirm', { rows: [{ ...preview.rows[0], category: 'Nope' }] }), '3320');
    await k.refused(k.call('careeradmin', 'POST', '/api/career-admin/positions/import/confirm', { rows: [{ ...preview.rows[0], enterpriseId: 999999 }] }), '3331');
  });

  it("lists a row the form would refuse (an e-mail that is none) as a row problem, in the preview and the confirm, and saves nothing", async () => {
    const e = await k.makeEmployer({ cName: unique('导入邮箱') });
    const name = (await k.okData<EmployerAdminRow>(k.call('careeradmin', 'GET', `/api/career-admin/employers/${e}`))).cName;
    const tag = unique('邮箱');
    const preview = (await importPreview('careeradmin', await sheet([[name, tag, 'FullTime', '', '', 'no', '2999-07-01', '', '', 'not-an-email']]))).json().data as PositionImportPreview;
    expect(preview.rows).toEqual([]);
    expect(preview.problems).toMatchObject([{ row: 2, problems: [{ params: { field: 'email' } }] }]);
    // A confirm sent anyway (an old preview, a forged row): the same row problem, not a 500.
    const row = { row: 2, enterpriseId: e, enterpriseCName: name, name: tag, category: 'FullTime', deptName: '', salary: '', isNegotiable: false, endDate: '2999-07-01',
      workAddress: '', contactName: '', email: 'not-an-email', contactAddress: '', isContinueToEmploy: null, internshipMonth: null, internshipDays: null, description: '' };
    const refused = await k.refused(k.call('careeradmin', 'POST', '/api/career-admin/positions/import/confirm', { rows: [{ ...row, email: 'ok@example.edu.cn', row: 1 }, row] }));
    expect(refused.data).toMatchObject([{ row: 2, problems: [{ params: { field: 'email' } }] }]);
    expect(await k.okData<Page<PositionAdminRow>>(k.call('careeradmin', 'POST', '/api/career-admin/positions/list', { queryText: tag }))).toMatchObject({ total: 0 });
  });

  it('reports an unreadable file and an empty sheet', async () => {
    const bad = await importPreview('careeradmin', Buffer.from('PK\u0003\u0004 not really'));
    expect(bad.json().statusCode).toBe(700);
    const empty = (await importPreview('careeradmin', await sheet([]))).json().data as PositionImportPreview;
    expect(empty.problems).toEqual([{ row: 0, problems: [{ code: '90077', params: {} }] }]);
  });

  it('exports the listed postings as a real xlsx that reads back, and the export imports again', async () => {
    const tag = unique('导出');
    const e = await k.makeEmployer();
    await k.makePosition(e, { name: `${tag}甲`, category: 'Intern', isContinueToEmploy: true, internshipMonth: 4, internshipDays: 3, description: '<p>第一段</p><p>第二段</p>' });
    await k.makePosition(e, { name: `${tag}乙` }, false);
    const file = await k.okData<{ fileUrl: string }>(k.call('careeradmin', 'POST', '/api/career-admin/positions/export', { queryText: tag }));
    const res = await t.app.inject({ method: 'GET', url: file.fileUrl });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect(ws.rowCount).toBe(3);
    const names = [ws.getRow(2).getCell(2).text, ws.getRow(3).getCell(2).text].sort();
    expect(names).toEqual([`${tag}乙`, `${tag}甲`].sort());
    const intern = [2, 3].map((n) => ws.getRow(n)).find((r) => r.getCell(2).text === `${tag}甲`)!;
    expect(intern.getCell(3).text).toBe('Intern');
    expect(intern.getCell(12).text).toBe('是 Yes');
    expect(intern.getCell(15).text).toBe('第一段\n第二段');
    const again = (await importPreview('careeradmin', res.rawPayload)).json().data as PositionImportPreview;
    expect(again.problems).toEqual([]);
    expect(again.rows).toHaveLength(2);
  });
});
