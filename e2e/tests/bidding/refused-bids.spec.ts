import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { buttonName } from '../shell/support.ts';
import { EMBA_ENDED, EMBA_OPEN, EMBA_OPEN_EN, MBA_OPEN, apiBid, courseRow, openPlanList, planId, startSelection } from './support.ts';

/**
 * Bids that must be refused (education.md §5): outside the range, not a whole number, and for EMBA
 * above 500 × credit. The dialog refuses them before sending, in both languages; sent straight to
 * the API anyway, the server answers 700 with code 92001 and nothing is placed.
 */
async function openDialog(page: Page, course: string): Promise<void> {
  await courseRow(page, course).getByTestId('bid-button').click();
  await expect(page.getByTestId('bid-dialog')).toBeVisible();
}

/** The field's current message; antd keeps the previous one on screen while it fades out. */
const fieldError = (page: Page) => page.getByTestId('bid-dialog').locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)');

async function expectRefused(page: Page, points: string, message: string, submit: RegExp): Promise<void> {
  await page.getByTestId('bid-points').fill(points);
  await page.getByRole('button', { name: submit }).click();
  await expect(fieldError(page)).toHaveText(message);
  await expect(page.getByTestId('queue-mask')).toHaveCount(0);
}

test('MBA: the dialog refuses points outside 100–500 and fractions, and so does the server', async ({ page }) => {
  const token = await openPlanList(page, 'mba01');
  await startSelection(page, MBA_OPEN);
  await openDialog(page, '数字营销');
  const submit = /^确定投点$/;
  await expectRefused(page, '50', '投点数须在 100 ~ 500 之间', submit);
  await expectRefused(page, '501', '投点数须在 100 ~ 500 之间', submit);
  await expectRefused(page, '150.5', '投点数必须为整数', submit);
  // An emptied field counts as 0, which is below the range.
  await page.getByTestId('bid-points').fill('');
  await page.getByTestId('bid-points').blur();
  await expect(page.getByTestId('bid-points')).toHaveValue('0');
  await page.getByRole('button', { name: submit }).click();
  await expect(fieldError(page)).toHaveText('投点数须在 100 ~ 500 之间');
  await page.getByRole('button', { name: buttonName('取消') }).click();
  await expect(page.getByTestId('bid-dialog')).toHaveCount(0);

  const id = await planId(page.request, token, MBA_OPEN);
  for (const point of [50, 501, 150.5, '120.5', 'abc']) {
    const body = await apiBid(page.request, token, 1, { planID: id, courseNumber: 'MBA6103', point });
    expect(body.statusCode, `point ${point}`).toBe(700);
    expect(body.message).toBe('92001');
    expect(body.params).toEqual({ min: 100, max: 500 });
  }
  await page.getByTestId('bidding-refresh').click();
  await expect(courseRow(page, '数字营销').getByTestId('bid-status')).toHaveText('未投点');
});

test('EMBA: the range is 100 to 500 × credit, in English too, and the server agrees', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('portal.language', 'en-US'));
  const token = await openPlanList(page, 'emba01');
  await startSelection(page, EMBA_OPEN_EN);
  const submit = /^Place bid$/;

  // Capital Operations and M&A (EMBA7101) has 1 credit: at most 500, whatever the plan's query says.
  await courseRow(page, 'Capital Operations and M&A').getByTestId('bid-button').click();
  // emba01 passed EMBA7101 before: the history check asks first, in English.
  await expect(page.locator('.ant-modal-confirm')).toContainText(`You already passed 资本运作与并购 in ${EMBA_ENDED}. Bid anyway?`);
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('bid-range-tip')).toHaveText('Points allowed: 100 to 500');
  await expectRefused(page, '600', 'Points must be between 100 and 500', submit);
  await expectRefused(page, '99', 'Points must be between 100 and 500', submit);
  await expectRefused(page, '100.5', 'Points must be a whole number', submit);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Family Business Succession (EMBA7104) has 2 credits: up to 1000.
  await openDialog(page, 'Family Business Succession');
  await expect(page.getByTestId('bid-range-tip')).toHaveText('Points allowed: 100 to 1000');
  await expectRefused(page, '1001', 'Points must be between 100 and 1000', submit);
  await page.getByRole('button', { name: 'Cancel' }).click();

  const id = await planId(page.request, token, EMBA_OPEN);
  const over = await apiBid(page.request, token, 1, { planID: id, courseNumber: 'EMBA7101', point: 600 });
  expect(over.statusCode).toBe(700);
  expect(over.message).toBe('92001');
  expect(over.params).toEqual({ min: 100, max: 500 });
  const overTwo = await apiBid(page.request, token, 1, { planID: id, courseNumber: 'EMBA7104', point: 1001 });
  expect(overTwo.statusCode).toBe(700);
  expect(overTwo.params).toEqual({ min: 100, max: 1000 });
  const fraction = await apiBid(page.request, token, 1, { planID: id, courseNumber: 'EMBA7104', point: 150.5 });
  expect(fraction.statusCode).toBe(700);
  expect(fraction.message).toBe('92001');
});
