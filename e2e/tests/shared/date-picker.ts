import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

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
    const first = (await inView.first().getAttribute('title')) ?? '';
    const last = (await inView.last().getAttribute('title')) ?? '';
    expect(first, 'picker cells carry their date as a title').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const shown = date >= first.slice(0, 7) && date <= `${last.slice(0, 7)}-31`;
    // A CI run once found a date of a shown month unclickable in a range picker that disables none,
    // and the same test passed here: the panel was caught mid-render. So a date in a shown month
    // gets a few seconds to become clickable, and a failure names the cell's classes.
    if (shown) await target.first().waitFor({ state: 'visible', timeout: 5000 }).catch(() => undefined);
    if ((await target.count()) > 0) {
      await target.first().click();
      return;
    }
    if (shown) {
      const cells = await dropdown.locator(`td[title="${date}"]`).evaluateAll((tds) => tds.map((td) => td.className));
      throw new Error(`${date} is shown (${first} … ${last}) but cannot be picked; its cells: ${JSON.stringify(cells)}`);
    }
    const arrow = date < first ? '.ant-picker-header-prev-btn' : '.ant-picker-header-next-btn';
    await dropdown.locator(`${arrow}:visible`).first().click();
    await expect(inView.first()).not.toHaveAttribute('title', first);
  }
  throw new Error(`${date} not reached in the picker`);
}

/**
 * Picks a date in a single date picker and checks the field took it, trying again until it does.
 * A CI run clicked the right cell and the field stayed empty: the click landed while the panel was
 * still opening or already closing. So the helper opens the panel when none is shown, picks, and
 * reads the field, each step on a short timeout, within one budget.
 */
export async function chooseDay(page: Page, field: Locator, date: string): Promise<void> {
  const input = field.locator('input').or(field.and(page.locator('input'))).first();
  await expect(async () => {
    if (await page.locator('.ant-picker-dropdown:visible').count() === 0) await field.click({ timeout: 2000 });
    if ((await input.inputValue()) !== date) await pickDay(page, date);
    await expect(input).toHaveValue(date, { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
}
