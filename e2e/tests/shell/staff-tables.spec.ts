import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './support.ts';

/**
 * Staff tables show the spinner or the empty text, never both (issue 9): the list's answer is
 * held back, and while it is the table says only that it is loading.
 */
async function holdAnswers(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the notice list shows the spinner alone while it loads', async ({ page }) => {
  await signIn(page, 'newsadmin');
  const release = await holdAnswers(page, '**/api/VDNotice/QueryNoticeForStudy');
  await page.goto('/news/list?fieldType=report');
  const table = page.getByTestId('notice-list-page').locator('.ant-table-wrapper');
  await expect(table.locator('.ant-spin-spinning')).toBeVisible();
  await expect(table.getByText('暂无通知')).toHaveCount(0);
  release();
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
  await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);
});

test('a paged staff table shows the spinner alone while it loads, and the empty text once it is empty', async ({ page }) => {
  await signIn(page, 'courseadmin');
  const release = await holdAnswers(page, '**/api/admin/bidding/plans?*');
  await page.goto('/admin/bidding');
  const table = page.getByTestId('admin-plan-list').locator('.ant-table-wrapper');
  await expect(table.locator('.ant-spin-spinning')).toBeVisible();
  await expect(table.locator('.ant-empty')).toHaveCount(0);
  release();
  await expect(page.getByTestId('admin-plan-row').first()).toBeVisible();

  await page.getByTestId('admin-plan-search').locator('input').fill('没有这样的计划');
  await page.getByTestId('admin-plan-search').locator('input').press('Enter');
  await expect(table.locator('.ant-empty')).toBeVisible();
  await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);
});
