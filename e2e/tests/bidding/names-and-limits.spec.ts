import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn } from '../shell/support.ts';
import { apiBid, bearer, courseRow, openPlanList } from './support.ts';
import type { Envelope } from './support.ts';

/**
 * An English bidding screen has no Chinese names (plan, teachers, venues), each row tells the past
 * clearing points, the add/drop table fits 1,366 px without breaking its headers, and a bid button
 * the student cannot use says why.
 */
const cjk = /[\u4e00-\u9fff]/;
const english = (page: Page) => page.addInitScript(() => localStorage.setItem('portal.language', 'en-US'));

interface Plan { id: number; planName: string; planNameEn: string | null; planState: number }

/** The student's seeded plan in a state (2: first round open, 5: add/drop open), whatever the demo calendar names it. */
async function planIn(request: APIRequestContext, token: string, state: number): Promise<Plan & { planNameEn: string }> {
  const res = await request.get('/api/GSMCssPlan/GetCssPlanList', { headers: bearer(token), params: { pageNo: 0, pageSize: 50 } });
  const plan = ((await res.json()) as Envelope<{ data: Plan[] }>).data.data.find((p) => p.planState === state);
  expect(plan?.planNameEn, `English name of the plan in state ${state}`).toBeTruthy();
  return { ...plan!, planNameEn: plan?.planNameEn ?? '' };
}

test('the English first-round page names the plan, teachers and venues in English, and tells past clearing points', async ({ page }) => {
  await english(page);
  const token = await openPlanList(page, 'mba01');
  const nameEn = (await planIn(page.request, token, 2)).planNameEn;
  await page.getByTestId('plan-row').filter({ hasText: nameEn }).getByTestId('plan-start').click();
  await expect(page.getByTestId('bidding-title')).toHaveText(`First-round selection[${nameEn}]`);
  await expect(page.getByTestId('course-row').first()).toBeVisible();
  for (const cell of await page.getByTestId('course-teacher').allTextContents()) expect(cell).not.toMatch(cjk);
  for (const cell of await page.getByTestId('course-venue').allTextContents()) expect(cell).not.toMatch(cjk);
  await expect(courseRow(page, 'Corporate Finance').getByTestId('course-teacher')).toHaveText('Prof. Wang');
  // Earlier plans offered the same course numbers and published their results.
  const past = await page.getByTestId('past-clearing').allTextContents();
  for (const text of past) expect(text).toMatch(/^Last time: (1 point|\d+ points|none)$/);
  expect(past.some((text) => /\d+ points?$/.test(text))).toBe(true);
  // The status tag and the button say different things.
  await expect(courseRow(page, 'Strategic Management').getByTestId('bid-status')).toHaveText('Bid placed');
  await expect(courseRow(page, 'Strategic Management').getByTestId('bid-button')).toHaveText('Bid');
});

test('the English add/drop table at 1,366 px keeps its headers whole and Seats left clear of the fixed column', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await english(page);
  const token = await openPlanList(page, 'mba01');
  const nameEn = (await planIn(page.request, token, 5)).planNameEn;
  await page.getByTestId('plan-row').filter({ hasText: nameEn }).getByTestId('plan-start').click();
  await expect(page.getByTestId('course-row').first()).toBeVisible();
  const header = (text: string) => page.locator('thead th').filter({ hasText: new RegExp(`^${text}$`) });
  for (const title of ['Instructor', 'Ranking', 'Seats left']) {
    // One line: a word broken in two doubles the title's height.
    const box = await header(title).first().evaluate((th) => {
      const text = th.querySelector('.ant-table-column-title') ?? th;
      const style = getComputedStyle(text);
      const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.6;
      const range = document.createRange();
      range.selectNodeContents(text);
      return Math.round(range.getBoundingClientRect().height / line);
    });
    expect(box, `${title} on one line`).toBe(1);
  }
  // Scrolled to its end, the table shows 'Seats left' left of the fixed operate column.
  await page.locator('.ant-table-content, .ant-table-body').first().evaluate((el) => { el.scrollLeft = el.scrollWidth; });
  const seats = await header('Seats left').boundingBox();
  const operate = await header('Operate').boundingBox();
  await page.screenshot({ path: test.info().outputPath('add-drop-1366.png') });
  expect(seats && operate && seats.x + seats.width <= operate.x + 1).toBe(true);
});

test('with no course left to add, every bid button is disabled and says why', async ({ page }) => {
  const token = await apiSignIn(page.request, 'mba02');
  const { id: plan, planName } = await planIn(page.request, token, 2);
  const list = await page.request.get('/api/GSMCssPlan/GetCssStudentListFirst', { headers: bearer(token), params: { planID: plan, pageNo: 0, pageSize: 30 } });
  const rows = ((await list.json()) as Envelope<{ data: { courseNumber: string; selectStatus: number }[] }>).data.data;
  const account = await page.request.get(`/api/GSMCssPlan/GetCssPlan/${plan}`, { headers: bearer(token) });
  const left = ((await account.json()) as Envelope<{ account: { usesAvailable: number } }>).data.account.usesAvailable;
  // Use up mba02's course places with the smallest bids, and give them back afterwards.
  const placed = rows.filter((r) => r.selectStatus !== 1 && r.selectStatus !== 3).slice(0, left).map((r) => r.courseNumber);
  for (const courseNumber of placed) expect((await apiBid(page.request, token, 1, { planID: plan, courseNumber, point: 100 })).statusCode).toBe(200);
  try {
    await page.goto('/education/optional/plane');
    await page.getByTestId('plan-row').filter({ hasText: planName }).getByTestId('plan-start').click();
    await expect(page.getByTestId('bid-blocked-reason')).toHaveText('可选课程数已用完，不能再投点');
    const open = page.getByTestId('course-row').filter({ has: page.getByTestId('bid-status').getByText('未投点', { exact: true }) }).first();
    await expect(open.getByTestId('bid-button')).toBeDisabled();
    await open.getByTestId('bid-button-wrap').hover();
    await expect(page.getByRole('tooltip')).toHaveText('可选课程数已用完，不能再投点');
    await expect(page.getByTestId('course-row').getByTestId('bid-button').and(page.locator(':enabled'))).toHaveCount(0);
  } finally {
    for (const courseNumber of placed) {
      await page.request.delete('/api/GSMCssPlan/DeleteGSMCsscoursesStudentInfo', { headers: bearer(token), params: { planID: plan, courseNumber } });
    }
  }
});
