import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { OptimizeState, type OptimizeQueueRow, type ResumeRow, type ReviewDetail } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/platform.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { countPdfPages } from './pdf/pdf-pages.ts';
import { BOOK_HEADERS } from './resume-book.ts';
import { unzip } from '../../test/unzip.ts';
import { resumesKit } from './resumes-test-kit.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'phd01', 'careeradmin', 'counsellor01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = resumesKit(() => t, tokens);
const list = async (who: string) => k.okData<ResumeRow[]>(k.call(who, 'GET', `/api/VDResume/MyResumeList/${await k.userId(who)}`));

describe('the counsellors\' review', () => {
  it('queues the resumes that asked, shows one read-only with its PDF, and releases a suggestion to the student', async () => {
    const id = await k.resumeId('mba01');
    const queue = await k.okData<{ data: OptimizeQueueRow[]; total: number }>(k.call('counsellor01', 'POST', '/api/career-admin/resumes/queue', { state: 'requested' }));
    expect(queue.data.map((r) => r.id)).toContain(id);
    const detail = await k.okData<ReviewDetail>(k.call('counsellor01', 'GET', `/api/career-admin/resumes/${id}`));
    expect(detail).toMatchObject({ studentName: '李明', pages: 1 });
    expect(countPdfPages((await k.fetchLink(detail.previewUrl)).rawPayload)).toBe(1);

    const draft = '请把核心竞争力量化';
    await k.okData(k.call('counsellor01', 'PUT', `/api/career-admin/resumes/${id}/suggestion`, { optimizeSuggest: draft, release: false }));
    expect((await list('mba01'))[0]!.optimizeSuggest).toBeNull();
    const released = await k.okData<OptimizeQueueRow>(k.call('counsellor01', 'PUT', `/api/career-admin/resumes/${id}/suggestion`, { optimizeSuggest: draft, release: true }));
    expect(released).toMatchObject({ isShowOptimizeSuggest: true, suggestedBy: '周老师' });
    expect((await list('mba01'))[0]!.optimizeSuggest).toBe(draft);

    const done = await k.okData<OptimizeQueueRow>(k.call('careeradmin', 'POST', `/api/career-admin/resumes/${id}/done`));
    expect(done.optimizeState).toBe(OptimizeState.done);
    await k.refused(k.call('careeradmin', 'POST', `/api/career-admin/resumes/${id}/done`), '1121');
    const after = await k.okData<{ data: OptimizeQueueRow[] }>(k.call('counsellor01', 'POST', '/api/career-admin/resumes/queue', { state: 'requested' }));
    expect(after.data.map((r) => r.id)).not.toContain(id);
  });

  it('refuses a suggestion for a resume that never asked (1121)', async () => {
    await k.refused(k.call('counsellor01', 'PUT', `/api/career-admin/resumes/${await k.resumeId('phd01')}/suggestion`, { optimizeSuggest: 'x', release: true }), '1121');
  });
});

describe('the resume book', () => {
  it('zips the submitted public PDFs and own PDFs of a programme and year with an xlsx index', async () => {
    const mba = await k.resumeId('mba01');
    await k.okData(k.call('mba01', 'GET', `/api/GsmFile/SubmitResume?resumeBaseId=${mba}`));
    const [mbaUser] = await t.db.select().from(users).where(eq(users.username, 'mba01'));
    const book = await k.okData<{ fileUrl: string; resumes: number; students: number }>(k.call('careeradmin', 'POST', '/api/career-admin/resume-book', { pageType: 'mba', entranceYear: mbaUser!.studyEntranceYear }));
    expect(book).toMatchObject({ resumes: 1, students: 1 });
    const files = unzip((await k.fetchLink(book.fileUrl)).rawPayload);
    const pdfName = `${mbaUser!.studentNumber}-cn.pdf`;
    expect([...files.keys()].sort()).toEqual(['index.xlsx', pdfName].sort());
    expect(countPdfPages(files.get(pdfName)!)).toBe(1);
    const sheet = new ExcelJS.Workbook();
    await sheet.xlsx.load(files.get('index.xlsx')! as unknown as ArrayBuffer);
    const rows = sheet.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[1]!.slice(1)).toEqual(BOOK_HEADERS);
    expect(rows[2]!.slice(1, 3)).toEqual([mbaUser!.studentNumber, '李明']);

    const [phdUser] = await t.db.select().from(users).where(eq(users.username, 'phd01'));
    const phd = await k.okData<{ resumes: number }>(k.call('careeradmin', 'POST', '/api/career-admin/resume-book', { pageType: 'phd', entranceYear: phdUser!.studyEntranceYear }));
    expect(phd.resumes).toBe(1);
  });
});
