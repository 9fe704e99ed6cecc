import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test.describe('notices for a student', () => {
  test('opens a notice from the home bulletins', async ({ page }) => {
    await signIn(page, 'mba01');
    // An item with an external link opens a new tab; take one that opens the detail page.
    const item = page.getByTestId('bulletin-item').filter({ has: page.locator('a[href^="/news/details/"]') }).first();
    const title = (await item.locator('.bulletin-title').innerText()).trim();
    await item.getByRole('link').click();

    await expect(page).toHaveURL(/\/news\/details\/\d+$/);
    await expect(page.getByTestId('notice-title')).toHaveText(title);
    await expect(page.getByTestId('notice-content')).not.toBeEmpty();
    // A student may not edit a notice that is not theirs.
    await expect(page.getByTestId('notice-detail-edit')).toHaveCount(0);

    await page.getByTestId('language-option-en-US').click();
    await expect(page.getByTestId('notice-title')).not.toHaveText(title);
  });

  test('lists bulletins and regulations without edit or delete', async ({ page }) => {
    await signIn(page, 'mba01');
    await page.getByTestId('bulletin-more').click();
    await expect(page).toHaveURL(/\/news\/list\?fieldType=report$/);
    await expect(page.getByTestId('notice-row').first()).toBeVisible();
    expect(await page.getByTestId('notice-row').count()).toBeLessThanOrEqual(10);
    await expect(page.getByTestId('notice-edit')).toHaveCount(0);
    await expect(page.getByTestId('notice-delete')).toHaveCount(0);
    await expect(page.getByTestId('notice-new')).toHaveCount(0);

    await page.getByTestId('notice-tab-rule').click();
    await expect(page).toHaveURL(/fieldType=rule$/);
    await expect(page.getByTestId('notice-row').first()).toBeVisible();
  });
});
