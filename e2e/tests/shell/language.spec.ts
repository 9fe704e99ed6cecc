import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test('switches to English and back, and remembers the choice', async ({ page }) => {
  await signIn(page, 'mba01');
  await expect(page.getByTestId('language-selector')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('nav-home')).toHaveText('首页');
  await expect(page.getByTestId('home-bulletins')).toContainText('通知公告');

  await page.getByTestId('language-option-en-US').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page).toHaveTitle('Business School Student Portal');
  await expect(page.getByTestId('nav-home')).toHaveText('Home');
  await expect(page.getByTestId('home-bulletins')).toContainText('Bulletins');
  await expect(page.getByTestId('sign-out')).toContainText('Sign out');
  await expect(page.getByTestId('user-name')).toContainText('Ming Li');
  // Server texts follow too: the function groups come with English titles.
  await expect(page.getByTestId('function-group').first()).toHaveText('Teaching');

  await page.reload();
  await expect(page.getByTestId('nav-home')).toHaveText('Home');

  await page.getByTestId('language-option-zh-CN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('nav-home')).toHaveText('首页');
  await expect(page.getByTestId('function-group').first()).toHaveText('教务教学');
});
