import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses the person to grant a role to in the roles page's grant dialog, by typing their number
 * into the search and taking the option that shows it (the options come from the server's search).
 */
export async function pickGrantee(page: Page, dialog: Locator, number: string): Promise<void> {
  await dialog.getByTestId('grant-person').click();
  await page.keyboard.type(number);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: number }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}
