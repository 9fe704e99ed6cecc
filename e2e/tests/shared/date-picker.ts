import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Clicks a date in the open antd picker (single or range), paging the shown months towards it.
 * The picker opens on whatever month antd chooses (the browser's today, a value already picked, the
 * month of the other end of a range), so the helper reads the shown months off the cells' titles
 * instead of assuming it, and only clicks the arrows a user could see (a range picker hides the left
 * panel's 'next' and the right panel's 'previous').
 */
export async function pickDay(page: Page, date: string): Promise<void> {
  const dropdown = page.locator('.ant-picker-dropdown:visible');
  const inView = dropdown.locator('td.ant-picker-cell-in-view');
  const target = dropdown.locator(`td[title="${date}"].ant-picker-cell-in-view:not(.ant-picker-cell-disabled)`);
  await expect(inView.first()).toBeVisible();
  for (let step = 0; step < 24; step += 1) {
    if ((await target.count()) > 0) {
      await target.first().click();
      return;
    }
    const first = (await inView.first().getAttribute('title')) ?? '';
    const last = (await inView.last().getAttribute('title')) ?? '';
    expect(first, 'picker cells carry their date as a title').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The date is in a shown month yet disabled: paging will not help.
    expect(date < first.slice(0, 7) || date > `${last.slice(0, 7)}-31`, `${date} is shown but cannot be picked`).toBe(true);
    const arrow = date < first ? '.ant-picker-header-prev-btn' : '.ant-picker-header-next-btn';
    await dropdown.locator(`${arrow}:visible`).first().click();
    await expect(inView.first()).not.toHaveAttribute('title', first);
  }
  throw new Error(`${date} not reached in the picker`);
}
