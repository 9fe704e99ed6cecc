import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * OK on the confirmation dialog, until it has gone. It first waits for the dialog to show: a check
 * made before it renders finds nothing to close and passes without the OK (CI once saw a withdraw
 * never sent that way). Then it clicks again while the dialog is still zooming in, since a click
 * during the animation can do nothing.
 */
export async function confirmDialog(page: Page): Promise<void> {
  const open = page.locator('.ant-modal-confirm:visible');
  await expect(open).toHaveCount(1);
  await expect(async () => {
    if (await open.count() > 0) await open.locator('.ant-btn-primary').click({ timeout: 2000 });
    await expect(open).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}
