import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { pickOption } from '../shared/select.ts';
import { apiSignIn, signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * The office's double-degree console (role mobility.admin), in Chinese and in English:
 * mobilityadmin opens the rounds and the round form, adds a programme to this year's round and an
 * interview day with a venue and a slot to it, is refused the programme's deletion while it has the
 * day, deletes both again; in last year's round sets the partner result of mba01's Mannheim
 * application (internal selection and booking untouched: the student specs book that interview),
 * exports the zip and reads it, and is refused the deletion of the day a classmate booked.
 * Every name is new per run and the results are put back, so the spec runs again on the same server.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

interface Envelope<T> { statusCode: number; data: T; message: string }
interface Manage { id: number; simpleName: string; isEnable: boolean; isOpen: boolean }
interface Project { id: number; name: string }
interface Applicant { id: number; nameAsPassport: string; studentNumber: string; gsmResult: number; partnerResult: number; lastResult: number; interviewStatus: number; pdfFileUrl: string | null }
interface Day { id: number }

const ADMIN = '/api/double-degree/admin';
// Apart from the wizard spec's programmes ('E2E 双学位项目 …'), which have applications and stay.
const PREFIX = 'E2E 控制台项目';
const RUN = Date.now().toString(36);

async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put' | 'delete', url: string, data?: object): Promise<T> {
  const res = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.statusCode, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** This year's round (enabled, open) and last year's, the one with mba01's Mannheim application. */
async function demoRounds(request: APIRequestContext, token: string) {
  const manages = await api<Manage[]>(request, token, 'get', `${ADMIN}/manages`);
  const current = manages.find((m) => m.isEnable && m.isOpen)!;
  for (const m of manages) {
    const projects = await api<Project[]>(request, token, 'get', `${ADMIN}/projects?ddApplyManageId=${m.id}`);
    const mannheim = projects.find((p) => p.name.includes('Mannheim'));
    if (mannheim) return { current, earlier: m, mannheim };
  }
  throw new Error('no round with the Mannheim programme');
}

const texts = {
  'zh-CN': {
    tabs: { programmes: '项目', applicants: '申请人', interviews: '面试安排' }, required: '必填', saved: '保存成功',
    inUse: '该项目已有申请或面试日，不能删除', booked: '该面试日已有预约，不能删除', canBook: '可预约', free: '未预约', results: ['待定', '通过', '未通过'],
  },
  'en-US': {
    tabs: { programmes: 'Programmes', applicants: 'Applicants', interviews: 'Interviews' }, required: 'Required', saved: 'Saved successfully',
    inUse: 'The programme has applications or interview days and cannot be deleted', booked: 'The interview day has bookings and cannot be deleted', canBook: 'Can book', free: 'Free',
    results: ['Pending', 'Passed', 'Not passed'],
  },
} as const;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();
/** OK on the open pop-up confirmation, then wait until it has closed: the next delete must not meet the last one's, still loading. */
const confirmPopover = async (page: Page) => {
  const open = page.locator('.ant-popconfirm:visible');
  await expect(open).toHaveCount(1);
  await open.locator('.ant-popconfirm-buttons .ant-btn-primary').click();
  await expect(open).toHaveCount(0);
};
const message = (page: Page, text: string) => expect(page.locator('.ant-message').getByText(text).last()).toBeVisible();

let restore: { id: number; body: { gsmResult: number; partnerResult: number; lastResult: number } } | null = null;

test.afterAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const token = await apiSignIn(request, 'mobilityadmin');
  // mba01's results as the demo has them, and no programme of this spec left behind if a run stopped half-way.
  if (restore) await api(request, token, 'put', `${ADMIN}/applicants/${restore.id}/results`, restore.body);
  const { current } = await demoRounds(request, token);
  for (const p of (await api<Project[]>(request, token, 'get', `${ADMIN}/projects?ddApplyManageId=${current.id}`)).filter((x) => x.name.startsWith(PREFIX))) {
    for (const d of await api<Day[]>(request, token, 'get', `${ADMIN}/interview-days?ddProjectId=${p.id}`)) await api(request, token, 'delete', `${ADMIN}/interview-days/${d.id}`);
    await api(request, token, 'delete', `${ADMIN}/projects/${p.id}`);
  }
  await request.dispose();
});

for (const lang of ['zh-CN', 'en-US'] as const) {
  const w = texts[lang];

  test(`mobilityadmin adds a programme with an interview day and deletes both (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const token = await signIn(page, 'mobilityadmin');
    const { current } = await demoRounds(page.request, token);
    const name = `${PREFIX} ${lang} ${RUN}`;
    const venue = `E2E 主楼 ${RUN}`;

    await page.goto('/admin/double-degree');
    await expect(page.getByTestId('dd-round-row').first()).toBeVisible();
    await expect(page.getByTestId('dd-round-select')).toContainText(current.simpleName);
    await expectNoSeriousViolations(page, `rounds (${lang})`);

    // The round form: the contracts' schema refuses an empty name before anything is sent.
    await page.getByTestId('dd-round-new').click();
    await expect(page.getByTestId('dd-round-form')).toBeVisible();
    await expect(page.locator('.rte [contenteditable]').first()).toBeVisible();
    await expectNoSeriousViolations(page, `round form (${lang})`);
    await page.getByTestId('dd-round-form-save').click();
    await expect(page.getByTestId('dd-round-form').locator('.ant-form-item-explain-error').filter({ hasText: w.required }).first()).toBeVisible();
    await page.getByRole('dialog').locator('.ant-modal-close').click();
    await expect(page.getByTestId('dd-round-form')).toBeHidden();
    await page.getByTestId(`dd-round-edit-${current.id}`).click();
    await expect(page.getByTestId('dd-round-form-name')).toHaveValue(current.simpleName);
    await page.getByRole('dialog').locator('.ant-modal-close').click();
    await expect(page.getByTestId('dd-round-form')).toBeHidden();

    await tab(page, w.tabs.programmes);
    await expect(page.getByTestId('dd-programme-row').first()).toBeVisible();
    await page.getByTestId('dd-programme-new').click();
    await page.getByTestId('dd-programme-form-name').fill(name);
    await page.getByTestId('dd-programme-form-year').fill('2027-2028');
    await expectNoSeriousViolations(page, `programme form (${lang})`);
    await page.getByTestId('dd-programme-form-save').click();
    await message(page, w.saved);
    const row = page.getByTestId('dd-programme-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expectNoSeriousViolations(page, `programmes (${lang})`);

    await tab(page, w.tabs.interviews);
    await pickOption(page, 'dd-day-programme', name);
    await expect(page.getByTestId('dd-day-card')).toHaveCount(0);
    await page.getByTestId('dd-day-new').click();
    await expect(page.getByTestId('dd-day-form')).toBeVisible();
    await page.getByTestId('dd-day-venue-0').fill(venue);
    // The form offers a morning of half-hour slots: keep the first.
    for (const i of [3, 2, 1]) await page.getByTestId(`dd-day-slot-remove-${i}`).click();
    await expectNoSeriousViolations(page, `interview day form (${lang})`);
    await page.getByTestId('dd-day-save').click();
    await message(page, w.saved);
    const card = page.getByTestId('dd-day-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(venue);
    await expect(card.getByTestId('dd-slot-row')).toHaveCount(1);
    await expect(card.getByTestId('dd-slot-row')).toContainText('09:00–09:30');
    await expect(card.getByTestId('dd-slot-row')).toContainText(w.free);
    await expectNoSeriousViolations(page, `interview days (${lang})`);

    // A programme with an interview day stays (97116); without it, it goes.
    await tab(page, w.tabs.programmes);
    await row.getByRole('button', { name: /删\s*除|Delete/ }).click();
    await confirmPopover(page);
    await message(page, w.inUse);
    await expect(row).toHaveCount(1);
    await tab(page, w.tabs.interviews);
    await card.getByRole('button', { name: /删\s*除|Delete/ }).click();
    await confirmPopover(page);
    await expect(card).toHaveCount(0);
    await tab(page, w.tabs.programmes);
    await row.getByRole('button', { name: /删\s*除|Delete/ }).click();
    await confirmPopover(page);
    await expect(row).toHaveCount(0);
  });

  test(`mobilityadmin sets a result in last year's round, exports it, and cannot delete a booked day (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const token = await signIn(page, 'mobilityadmin');
    const { earlier } = await demoRounds(page.request, token);
    const applicants = await api<Applicant[]>(page.request, token, 'get', `${ADMIN}/applicants?ddApplyManageId=${earlier.id}`);
    const mine = applicants.find((a) => a.nameAsPassport === 'ZHANG SAN')!;
    const other = applicants.find((a) => a.id !== mine.id && a.interviewStatus === 2)!;
    restore ??= { id: mine.id, body: { gsmResult: mine.gsmResult, partnerResult: mine.partnerResult, lastResult: mine.lastResult } };
    // Alternating, so each run changes the shown result whatever the last one left.
    const partner = mine.partnerResult === 1 ? 2 : 1;

    await page.goto('/admin/double-degree');
    await expect(page.getByTestId('dd-round-row').first()).toBeVisible();
    await pickOption(page, 'dd-round-select', earlier.simpleName);
    await tab(page, w.tabs.applicants);
    await expect(page.getByTestId('dd-applicant-row')).toHaveCount(applicants.length);
    // Bookable, unless the interview spec has booked it already on this server.
    if (mine.interviewStatus === 3) await expect(page.getByTestId(`dd-applicant-interview-${mine.id}`)).toHaveText(w.canBook);
    else await expect(page.getByTestId(`dd-applicant-interview-${mine.id}`)).toContainText('–');
    await expect(page.getByTestId(`dd-applicant-interview-${other.id}`)).toContainText('主楼 A301');
    const detail = page.getByTestId(`dd-applicant-detail-${mine.id}`);
    await expect(detail).toHaveAttribute('href', `/study/student-degree-details/${mine.id}`);
    await expect(detail).toHaveAttribute('target', '_blank');
    await expectNoSeriousViolations(page, `applicants (${lang})`);

    await page.getByTestId(`dd-applicant-results-${mine.id}`).click();
    await expect(page.getByTestId('dd-results-form')).toBeVisible();
    await expectNoSeriousViolations(page, `results dialog (${lang})`);
    await page.getByTestId(`dd-results-partnerResult-${partner}`).click();
    await page.getByTestId('dd-results-save').click();
    await message(page, w.saved);
    await expect(page.getByTestId(`dd-applicant-partnerResult-${mine.id}`)).toHaveText(w.results[partner]);
    await expect(page.getByTestId(`dd-applicant-gsmResult-${mine.id}`)).toHaveText(w.results[1]);
    const after = (await api<Applicant[]>(page.request, token, 'get', `${ADMIN}/applicants?ddApplyManageId=${earlier.id}`)).find((a) => a.id === mine.id)!;
    expect(after).toMatchObject({ gsmResult: 1, partnerResult: partner, lastResult: mine.lastResult, interviewStatus: mine.interviewStatus });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('dd-applicants-export').click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    const entries = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir).sort();
    expect(entries).toEqual(['applicants.xlsx', ...applicants.filter((a) => a.pdfFileUrl).map((a) => `pdf/${a.studentNumber}-${a.id}.pdf`)].sort());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await zip.file('applicants.xlsx')!.async('arraybuffer'));
    const sheet = book.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1).map((c) => String(c ?? '')));
    expect(rows[0]).toEqual(expect.arrayContaining(['合作院校面试 Partner interview', '护照英文名 Name as passport']));
    expect(rows).toHaveLength(1 + applicants.length);
    const partnerColumn = rows[0]!.indexOf('合作院校面试 Partner interview');
    expect(rows.find((r) => r.includes('ZHANG SAN'))![partnerColumn]).toBe(`${texts['zh-CN'].results[partner]} ${texts['en-US'].results[partner]}`);

    // The day a classmate booked stays (97114).
    await tab(page, w.tabs.interviews);
    const card = page.getByTestId('dd-day-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('dd-slot-row')).toHaveCount(4);
    await expect(card.getByTestId('dd-slot-row').first()).toContainText(other.studentNumber);
    await expectNoSeriousViolations(page, `booked interview day (${lang})`);
    await card.getByRole('button', { name: /删\s*除|Delete/ }).click();
    await confirmPopover(page);
    await message(page, w.booked);
    await expect(card).toHaveCount(1);
  });
}
