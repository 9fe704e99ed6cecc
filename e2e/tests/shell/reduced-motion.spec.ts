import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support.ts';

/**
 * The system's 'reduce motion' (shared/reduced-motion.ts): the suite runs with it (playwright.config.ts),
 * so here the dialog is opened both ways. What counts is the dialog's own animations, the ones
 * antd starts around `.ant-modal`; a spinner inside may turn either way.
 */
async function dialogAnimations(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    document.addEventListener('animationstart', (e) => {
      const el = e.target as Element;
      if (el.closest('.ant-modal, .ant-modal-mask')) seen.push(e.animationName);
    }, true);
  });
  await page.getByTestId('calendar-feed-open').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return page.evaluate(() => (window as unknown as { seen: string[] }).seen);
}

test('with the system asking for less motion, a dialog opens and closes without animation', async ({ page }) => {
  await signIn(page, 'mba01');
  expect(await dialogAnimations(page)).toEqual([]);
});

test.describe('without that setting', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the dialog zooms in and out', async ({ page }) => {
    await signIn(page, 'mba01');
    const names = await dialogAnimations(page);
    expect(names.some((n) => /zoom/i.test(n)), names.join(', ')).toBe(true);
  });
});
