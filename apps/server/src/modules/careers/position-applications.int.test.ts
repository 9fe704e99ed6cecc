import ExcelJS from 'exceljs';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResumeKind, messageText, type ApplicantRow, type ApplyState, type FileRecord, type MyApplication } from '@portal/contracts';
import { notificationEvents } from '../../platform/notifications/notifications.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { resumesKit } from '../resumes/resumes-test-kit.ts';
import { myApplicationLink } from './application-notices.ts';
import { positionApplications } from './position-applications.tables.ts';
import { positionsKit } from './positions-test-kit.ts';

/**
 * Applying to postings (README 'Applications'): a student sends one of their own resumes with a
 * note, once, before the deadline; the office lists the applicants, moves them through the statuses
 * (each move told to the student once) and exports them.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'phd01', 'grad01', 'careeradmin', 'eduadmin']) tokens[u] = (await t.login(u)).token;
  // mba01's Chinese resume gets its PDF the way a student does it: submitted.
  const r = resumesKit(() => t, tokens);
  await r.okData(r.call('mba01', 'GET', `/api/GsmFile/SubmitResume?resumeBaseId=${await r.resumeId('mba01', ResumeKind.cn)}`));
}, 120_000);
afterAll(async () => { await t.close(); });
const k = positionsKit(() => t, tokens);
const r = resumesKit(() => t, tokens);

const newPosition = async () => k.makePosition(await k.makeEmployer());
const apply = (who: string, positionId: number, resumeId: number, note = '', lang?: string) =>
  k.call(who, 'POST', `/api/career/positions/${positionId}/apply`, { resumeId, note }, lang);
const state = (who: string, positionId: number) => k.okData<ApplyState>(k.call(who, 'GET', `/api/career/positions/${positionId}/my-application`));
const applicants = (positionId: number) => k.okData<ApplicantRow[]>(k.call('careeradmin', 'GET', `/api/career-admin/positions/${positionId}/applicants`));
const move = (id: number, status: string) => k.call('careeradmin', 'PUT', `/api/career-admin/applications/${id}/status`, { status });
const rowsOf = async (positionId: number) => t.db.select().from(positionApplications).where(eq(positionApplications.positionId, positionId));
const noticesOf = (applicationId: number) =>
  t.db.select().from(notificationEvents).where(like(notificationEvents.eventKey, `careers.application-status:${applicationId}:%`));

describe('applying', () => {
  it('a student applies with their submitted Chinese resume and a note; the posting page and their list show it', async () => {
    const p = await newPosition();
    const resumeId = await r.resumeId('mba01', ResumeKind.cn);
    const before = await state('mba01', p);
    expect(before).toMatchObject({ application: null, closed: false });
    expect(before.resumes.map((x) => x.resumeId)).toContain(resumeId);
    // The manual and a resume never submitted are not offered.
    expect(before.resumes.map((x) => x.kind)).toEqual([ResumeKind.cn]);

    const made = await k.okData<MyApplication>(apply('mba01', p, resumeId, '  I would like to join the research team.  '));
    expect(made).toMatchObject({ positionId: p, resumeId, resumeKind: ResumeKind.cn, status: 'submitted', note: 'I would like to join the research team.' });
    expect((await state('mba01', p)).application?.id).toBe(made.id);
    const mine = await k.okData<MyApplication[]>(k.call('mba01', 'GET', '/api/career/applications/mine'));
    expect(mine.find((a) => a.id === made.id)).toMatchObject({ positionId: p, status: 'submitted' });
    // Another student's list does not show it.
    const theirs = await k.okData<MyApplication[]>(k.call('phd01', 'GET', '/api/career/applications/mine'));
    expect(theirs.some((a) => a.id === made.id)).toBe(false);
  });

  it('once per posting: a second try is refused (3340) in both languages and leaves one row', async () => {
    const p = await newPosition();
    const resumeId = await r.resumeId('phd01', ResumeKind.upload);
    await k.okData(apply('phd01', p, resumeId));
    const zh = await k.refused(apply('phd01', p, resumeId, 'again'), '3340');
    expect(messageText('3340', 'zh')).toContain('只能投递一次');
    expect(zh.messageEn).toBe(messageText('3340', 'en'));
    const en = await k.refused(apply('phd01', p, resumeId, 'again', 'en-US'), '3340');
    expect(en.messageEn).toMatch(/already applied/);
    expect(await rowsOf(p)).toHaveLength(1);
  });

  it('six submits at once leave one row: one succeeds, the others answer 3340', async () => {
    const p = await newPosition();
    const resumeId = await r.resumeId('phd01', ResumeKind.upload);
    const answers = await Promise.all(Array.from({ length: 6 }, () => apply('phd01', p, resumeId).then((res) => res.json() as { statusCode: number; message: string })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 700).map((a) => a.message)).toEqual(Array(5).fill('3340'));
    expect(await rowsOf(p)).toHaveLength(1);
  });

  it('is open through the deadline day and refused after it (3341), by the database clock', async () => {
    const p = await newPosition();
    const resumeId = await r.resumeId('phd01', ResumeKind.upload);
    await k.setDeadline(p, -1);
    expect((await state('phd01', p)).closed).toBe(true);
    await k.refused(apply('phd01', p, resumeId), '3341');
    expect(await rowsOf(p)).toHaveLength(0);
    await k.setDeadline(p, 0);
    expect((await state('phd01', p)).closed).toBe(false);
    await k.okData(apply('phd01', p, resumeId));
  });

  it('refuses a posting expired by hand (3341) and one not published (3300)', async () => {
    const p = await newPosition();
    await k.act(p, 'expire');
    await k.refused(apply('phd01', p, await r.resumeId('phd01', ResumeKind.upload)), '3341');
    const draft = await k.makePosition(await k.makeEmployer(), {}, false);
    await k.refused(apply('phd01', draft, await r.resumeId('phd01', ResumeKind.upload)), '3300');
    await k.refused(k.call('phd01', 'GET', `/api/career/positions/${draft}/my-application`), '3300');
  });

  it("another student's resume answers 403; the manual (3343), a resume without a PDF (3342) and a missing one (1102) are refused", async () => {
    const p = await newPosition();
    await k.forbidden(apply('mba01', p, await r.resumeId('phd01', ResumeKind.upload)));
    await k.refused(apply('mba01', p, await r.resumeId('mba01', ResumeKind.manual)), '3343');
    await k.refused(apply('grad01', p, await r.resumeId('grad01', ResumeKind.cn)), '3342');
    await k.refused(apply('mba01', p, 99_999_999), '1102');
    expect(await rowsOf(p)).toHaveLength(0);
  });

  it('the note is limited to 500 characters (90003)', async () => {
    const p = await newPosition();
    await k.refused(apply('phd01', p, await r.resumeId('phd01', ResumeKind.upload), 'x'.repeat(501)), '90003');
    expect(await rowsOf(p)).toHaveLength(0);
  });
});

describe('the career office', () => {
  it('lists the applicants with a link to each resume', async () => {
    const p = await newPosition();
    const cn = await k.okData<MyApplication>(apply('mba01', p, await r.resumeId('mba01', ResumeKind.cn), '附言'));
    const own = await k.okData<MyApplication>(apply('phd01', p, await r.resumeId('phd01', ResumeKind.upload)));
    const list = await applicants(p);
    expect(list.map((a) => a.id)).toEqual([cn.id, own.id]);
    expect(list[0]).toMatchObject({ studentId: await k.userId('mba01'), resumeKind: ResumeKind.cn, note: '附言', status: 'submitted', moves: ['sent_to_employer', 'declined'] });
    for (const a of list) {
      expect(a.resumeUrl).toBeTruthy();
      const file = await r.fetchLink(a.resumeUrl!);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
  });

  it('moves an application along the allowed steps, refuses others (3344), and tells the student once per change', async () => {
    const p = await newPosition();
    const a = await k.okData<MyApplication>(apply('mba01', p, await r.resumeId('mba01', ResumeKind.cn)));
    await k.refused(move(a.id, 'interview'), '3344');
    await k.refused(move(a.id, 'submitted'), '3344');
    expect(await noticesOf(a.id)).toHaveLength(0);

    const sent = await k.okData<ApplicantRow>(move(a.id, 'sent_to_employer'));
    expect(sent).toMatchObject({ status: 'sent_to_employer', moves: ['interview', 'declined'] });
    // The same move again is no move: refused, and nothing more is told.
    await k.refused(move(a.id, 'sent_to_employer'), '3344');
    await k.okData(move(a.id, 'interview'));
    await k.okData(move(a.id, 'offer'));
    await k.refused(move(a.id, 'declined'), '3344');

    const notices = await noticesOf(a.id);
    expect(notices.map((n) => n.eventKey).sort()).toEqual(['interview', 'offer', 'sent_to_employer'].map((s) => `careers.application-status:${a.id}:${s}`).sort());
    const mba01 = await k.userId('mba01');
    for (const n of notices) expect(n).toMatchObject({ kind: 'careers.application-status', recipients: [mba01], link: myApplicationLink(a.id) });
    const offer = notices.find((n) => n.eventKey.endsWith(':offer'))!;
    expect(offer.subject).toContain('获得录用');
    expect(offer.subjectEn).toContain('offered the position');

    const mine = await k.okData<MyApplication[]>(k.call('mba01', 'GET', '/api/career/applications/mine'));
    expect(mine.find((x) => x.id === a.id)?.status).toBe('offer');
    await k.refused(move(99_999_999, 'declined'), '3345');
  });

  it('two identical moves at once: one passes, one is refused, one notice', async () => {
    const p = await newPosition();
    const a = await k.okData<MyApplication>(apply('phd01', p, await r.resumeId('phd01', ResumeKind.upload)));
    const answers = await Promise.all([move(a.id, 'declined'), move(a.id, 'declined')].map((q) => q.then((res) => res.json() as { statusCode: number; message: string })));
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 700]);
    expect(answers.find((x) => x.statusCode === 700)?.message).toBe('3344');
    expect(await noticesOf(a.id)).toHaveLength(1);
  });

  it('exports the applicants as xlsx', async () => {
    const p = await newPosition();
    await k.okData(apply('mba01', p, await r.resumeId('mba01', ResumeKind.cn), 'note for the export'));
    await k.okData(apply('phd01', p, await r.resumeId('phd01', ResumeKind.upload)));
    const file = await k.okData<FileRecord>(k.call('careeradmin', 'POST', `/api/career-admin/positions/${p}/applicants/export`));
    const res = await r.fetchLink(file.fileUrl);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Applicants')!;
    expect(sheet.getRow(2).getCell(1).value).toBe('学号 Student number');
    const values = [3, 4].map((i) => (sheet.getRow(i).values as unknown[]).slice(1));
    expect(values).toHaveLength(2);
    expect(values[0]).toContain('note for the export');
    expect(values[0]).toContain('已投递 Submitted');
    expect(values[1]).toContain('自有简历 Own PDF');
    expect(sheet.getRow(5).getCell(1).value ?? null).toBeNull();
  });

  it('students and other staff cannot call the office routes (403); the office cannot apply (403)', async () => {
    const p = await newPosition();
    const a = await k.okData<MyApplication>(apply('phd01', p, await r.resumeId('phd01', ResumeKind.upload)));
    for (const who of ['mba01', 'phd01', 'eduadmin']) {
      await k.forbidden(k.call(who, 'GET', `/api/career-admin/positions/${p}/applicants`));
      await k.forbidden(k.call(who, 'PUT', `/api/career-admin/applications/${a.id}/status`, { status: 'sent_to_employer' }));
      await k.forbidden(k.call(who, 'POST', `/api/career-admin/positions/${p}/applicants/export`));
    }
    await k.forbidden(k.call('careeradmin', 'POST', `/api/career/positions/${p}/apply`, { resumeId: 1, note: '' }));
    expect((await rowsOf(p))[0]?.status).toBe('submitted');
  });
});
