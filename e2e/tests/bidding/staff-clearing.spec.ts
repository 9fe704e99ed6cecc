import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoStudent } from '../shared/demo-students.ts';
import { schoolDateTime } from '../shell/school-time.ts';
import { apiSignIn, buttonName } from '../shell/support.ts';
import { apiBid, confirmDialog, confirmOk, planId } from './support.ts';

/**
 * The staff console runs a plan of its own (so the seeded plans other specs use stay as they are):
 * courseadmin creates and publishes it with the first round open now, adds two courses through the
 * form and one through the xlsx import, two students bid, courseadmin moves the plan on (which
 * clears round 1), checks the results and the export, and the student sees selected / not selected.
 */
const PLAN = `E2E 清算计划 ${Date.now().toString(36)}`;
// The pickers take Beijing times, whatever the zone of the browser or of this process.
const fmt = schoolDateTime;

/** Types a date-time into an antd DatePicker, in the school's time. */
async function pickDateTime(page: Page, testId: string, when: Date): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(fmt(when));
  await input.press('Enter');
  await expect(input).toHaveValue(fmt(when));
}

/** Replaces window.open so a test can read the signed link the console opens. */
async function captureOpen(page: Page): Promise<() => Promise<string>> {
  await page.evaluate(() => {
    const opened: string[] = [];
    Object.assign(window, { __opened: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  return async () => {
    await expect.poll(() => page.evaluate(() => (Reflect.get(window, '__opened') as string[]).length)).toBeGreaterThan(0);
    return page.evaluate(() => (Reflect.get(window, '__opened') as string[]).at(-1) ?? '');
  };
}

async function addCourse(page: Page, number: string, cn: string, en: string, seats: string): Promise<void> {
  await page.getByTestId('admin-course-new').click();
  await page.getByTestId('course-form-number').fill(number);
  await page.getByTestId('course-form-name-cn').fill(cn);
  await page.getByTestId('course-form-name-en').fill(en);
  await page.getByTestId('course-form-teacher').fill('测试教授');
  await page.getByTestId('course-form-seats').fill(seats);
  await page.getByRole('dialog').getByRole('button', { name: buttonName('保存') }).click();
  await expect(page.getByTestId('admin-course-row').filter({ hasText: number })).toBeVisible();
}

test.describe.serial('staff console', () => {
  test('a student cannot open the console', async ({ page }) => {
    await apiSignIn(page.request, 'mba01');
    await page.goto('/admin/bidding');
    await expect(page.getByTestId('forbidden-message')).toHaveText('选课管理仅限课程管理员使用');
  });

  test('creates and publishes a plan whose first round is open, with courses by form and by import', async ({ page }) => {
    await apiSignIn(page.request, 'courseadmin');
    await page.goto('/');
    await page.getByTestId('function-item').filter({ hasText: '选课管理' }).click();
    await expect(page.getByTestId('admin-plan-list')).toBeVisible();

    await page.getByTestId('admin-plan-new').click();
    await page.getByTestId('plan-form-name').fill(PLAN);
    await page.getByTestId('plan-form-name-en').fill('E2E clearing plan');
    await page.getByTestId('plan-form-years').click();
    await page.keyboard.type(String(demoStudent('mba01').entranceYear));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    const now = Date.now();
    const hour = 3600_000;
    await pickDateTime(page, 'plan-form-firstBegin', new Date(now - hour));
    await pickDateTime(page, 'plan-form-firstEnd', new Date(now + 48 * hour));
    await pickDateTime(page, 'plan-form-secondBegin', new Date(now + 72 * hour));
    await pickDateTime(page, 'plan-form-secondEnd', new Date(now + 96 * hour));
    await page.getByTestId('plan-form-published').click();
    await page.getByRole('dialog').getByRole('button', { name: buttonName('保存') }).click();
    await expect(page.locator('.ant-message').getByText('保存成功')).toBeVisible();

    // Published with its first round already begun: the state job opens it within a second or two.
    const row = page.getByTestId('admin-plan-row').filter({ hasText: PLAN });
    await expect(async () => {
      await page.getByTestId('admin-refresh').click();
      await expect(row.getByTestId('admin-plan-state')).toHaveText('第一轮选课中', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    await row.getByTestId('admin-plan-courses').click();
    await expect(page.getByTestId('admin-courses-page')).toBeVisible();
    await addCourse(page, 'E2E01', '清算测试甲', 'Clearing test A', '1');
    await addCourse(page, 'E2E02', '清算测试乙', 'Clearing test B', '5');

    // The template, filled in as it comes (one sample course, MBA6201), goes through the preview.
    const opened = await captureOpen(page);
    await page.getByTestId('admin-course-import').click();
    await page.getByTestId('import-template').click();
    const templateUrl = await opened();
    const template = await page.request.get(templateUrl);
    expect(template.status()).toBe(200);
    await page.locator('.ant-modal input[type=file]').setInputFiles({
      name: 'courses.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await template.body(),
    });
    const preview = page.getByRole('dialog').locator('.ant-table-row');
    await expect(preview).toHaveCount(1);
    await expect(preview).toContainText('MBA6201');
    await expect(preview).toContainText('第01周–第08周 星期二 14:00–16:35');
    await page.getByTestId('import-confirm').click();
    await expect(page.locator('.ant-message').getByText('已新增 1 门、更新 0 门课程')).toBeVisible();
    await expect(page.getByTestId('admin-course-row').filter({ hasText: 'MBA6201' })).toBeVisible();
  });

  test('clears round 1 from the console; results, export and the student’s registration view follow', async ({ page, browser }) => {
    // Two students bid: mba02 outbids mba01 on the one seat of E2E01; mba01 alone on E2E02.
    const mba01 = await apiSignIn(page.request, 'mba01');
    const id = await planId(page.request, mba01, PLAN);
    expect((await apiBid(page.request, mba01, 1, { planID: id, courseNumber: 'E2E01', point: 300 })).statusCode).toBe(200);
    expect((await apiBid(page.request, mba01, 1, { planID: id, courseNumber: 'E2E02', point: 200 })).statusCode).toBe(200);
    const other = await browser.newContext();
    const mba02 = await apiSignIn(other.request, 'mba02');
    expect((await apiBid(other.request, mba02, 1, { planID: id, courseNumber: 'E2E01', point: 400 })).statusCode).toBe(200);
    await other.close();

    await apiSignIn(page.request, 'courseadmin');
    await page.goto('/admin/bidding');
    await page.getByTestId('admin-plan-search').locator('input').fill(PLAN);
    await page.getByTestId('admin-plan-search').locator('input').press('Enter');
    const row = page.getByTestId('admin-plan-row').filter({ hasText: PLAN });
    await row.getByTestId('admin-plan-next').click();
    await expect(confirmDialog(page)).toContainText('正在进行的轮次将立即清算');
    await confirmOk(page, '确定');
    await expect(row.getByTestId('admin-plan-state')).toHaveText('第一轮结果已公布');
    await expect(row.getByTestId('admin-plan-clear1')).toHaveText('重新清算第一轮');

    await row.getByTestId('admin-plan-courses').click();
    const course = page.getByTestId('admin-course-row').filter({ hasText: 'E2E01' });
    await expect(course.getByTestId('admin-clearing-price')).toContainText('第一轮：400');
    await course.getByTestId('admin-course-results').click();
    const bidders = page.getByTestId('course-bidders');
    await expect(bidders.locator('.bidder-row')).toHaveCount(2);
    await expect(bidders.locator('.bidder-row').nth(0)).toContainText('400');
    await expect(bidders.locator('.bidder-row').nth(0).getByTestId('bidder-status')).toHaveText('中选');
    await expect(bidders.locator('.bidder-row').nth(1)).toContainText('300');
    await expect(bidders.locator('.bidder-row').nth(1).getByTestId('bidder-status')).toHaveText('未中选');
    // The course number's past clearing points: this plan's published round 1, its lowest winning bid and seats.
    const history = bidders.locator('.clearing-history-row').filter({ hasText: PLAN });
    await expect(history).toHaveCount(1);
    await expect(history).toContainText('第一轮');
    await expect(history).toContainText('400');
    await expect(history).toContainText('1 / 1');
    await page.keyboard.press('Escape');

    const opened = await captureOpen(page);
    await page.getByTestId('admin-results-export').click();
    const exported = await page.request.get(await opened());
    expect(exported.status()).toBe(200);
    expect(exported.headers()['content-type']).toContain('spreadsheetml');

    // The student's side: the registration view shows the outcome of the clearing.
    await apiSignIn(page.request, 'mba01');
    await page.goto('/education/optional/plane');
    await page.getByTestId('plan-row').filter({ hasText: PLAN }).getByTestId('plan-name').click();
    const electives = page.getByTestId('registration-electives-row');
    await expect(electives.filter({ hasText: '清算测试甲' }).getByTestId('selection-state')).toHaveText('未选中');
    await expect(electives.filter({ hasText: '清算测试乙' }).getByTestId('selection-state')).toHaveText('已选中');
    // A new plan prices uniformly: E2E02 did not fill, so mba01's 200 won at the plan's minimum, 100.
    await expect(page.getByTestId('summary-usePoint')).toHaveText('100');
    await expect(page.getByTestId('summary-inScore')).toHaveText('2');
  });
});
