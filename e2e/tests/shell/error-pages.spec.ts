import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test.describe('error pages', () => {
  test('an unknown path shows the 404 page inside the shell, whose button goes home', async ({ page }) => {
    await signIn(page, 'mba01', '/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    // The shell around it: the navigation, the user's name and sign-out, as on every other page.
    await expect(page.getByTestId('user-name')).toContainText('李明');
    await expect(page.getByTestId('sign-out')).toBeVisible();
    await expect(page.getByTestId('nav-home')).toBeVisible();
    await expect(page.getByTestId('sign-in-link')).toHaveCount(0);
    await page.getByTestId('back-home').click();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('the 403 page keeps the shell for a signed-in user', async ({ page }) => {
    await signIn(page, 'mba01', '/403');
    await expect(page.getByTestId('forbidden-message')).toHaveText('当前用户无权限访问该页面');
    await expect(page.getByTestId('user-name')).toContainText('李明');
    await expect(page.getByTestId('nav-home')).toBeVisible();
  });

  test('the 404 page needs no sign-in, and offers it', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('back-home')).toHaveText(/返回首页/);
    await expect(page.getByTestId('user-name')).toHaveCount(0);
    await page.getByTestId('sign-in-link').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-submit')).toBeVisible();
  });

  test('the 403 page shows the message it was given, or the standard text', async ({ page }) => {
    await page.goto('/403?msg=' + encodeURIComponent('账号已停用'));
    await expect(page.getByTestId('forbidden-message')).toHaveText('账号已停用');
    await page.goto('/403');
    await expect(page.getByTestId('forbidden-message')).toHaveText('当前用户无权限访问该页面');
    await expect(page.getByTestId('switch-account')).toBeVisible();
  });
});
