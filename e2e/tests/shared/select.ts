import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * Chooses an option of an antd Select (by its test id or locator) by its text, or the first option
 * when no text is given, and returns its text. It tries again until the field shows it: a click while the list is still
 * sliding in can choose nothing, and the form then refuses the save. Every step has its own short
 * timeout, so a stuck step is tried again rather than waiting out the whole budget.
 */
export async function pickOption(page: Page, select: string | Locator, text?: string | RegExp): Promise<string> {
  const given = typeof select === 'string' ? page.getByTestId(select) : select;
  // The choice shows on the Select's own box, whether the test holds it or its inner combobox input.
  const field = given.locator('xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)');
  let shown = '';
  await expect(async () => {
    if (await page.locator('.ant-select-dropdown:visible').count() === 0) await field.click({ timeout: 2000 });
    const option = (text === undefined ? options : options.filter({ hasText: text })).first();
    shown = (await option.textContent({ timeout: 2000 }))?.trim() ?? '';
    expect(shown, 'the option has a text to check the field by').not.toBe('');
    await option.click({ timeout: 2000 });
    await expect(field).toContainText(shown, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  return shown;
}
