import { expect, test } from '@playwright/test';
import { signInThroughUi } from './support.ts';

test.describe('sign-in and home', () => {
  test('mba01 signs in on the sign-in page and sees bulletins and function groups', async ({ page }) => {
    await page.goto('/');
    // The route guard sends an unknown visitor to the sign-in page, remembering the wanted path.
    await expect(page).toHaveURL(/\/login\?returnTo=%2F$/);
    await signInThroughUi(page, 'mba01');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('user-name')).toContainText('李明');

    const bulletins = page.getByTestId('bulletin-item');
    await expect(bulletins.first()).toBeVisible();
    expect(await bulletins.count()).toBeLessThanOrEqual(7);
    await expect(page.getByTestId('bulletin-more')).toHaveAttribute('href', '/news/list?fieldType=report');

    const groups = page.getByTestId('function-group');
    await expect(groups.first()).toBeVisible();
    expect(await groups.count()).toBeGreaterThan(1);
    await expect(page.getByTestId('function-item').filter({ hasText: '规章制度' })).toHaveAttribute('href', '/news/list?fieldType=rule');

    await expect(page.getByTestId('home-calendar')).toBeVisible();
    await expect(page.getByTestId('nav-info-faq')).toBeVisible();
    // mba01 is no administrator: no identity simulator.
    await expect(page.getByTestId('simulator-menu')).toHaveCount(0);
  });

  test('comes back to the wanted page after signing in', async ({ page }) => {
    await page.goto('/news/list?fieldType=rule');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await signInThroughUi(page, 'mba01');
    await expect(page).toHaveURL(/\/news\/list\?fieldType=rule$/);
    await expect(page.getByTestId('notice-list-page')).toBeVisible();
  });

  test('a wrong password shows the coded message in the current language', async ({ page }) => {
    await page.goto('/login');
    await signInThroughUi(page, 'mba01', 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText('用户名或密码错误');
    await page.getByTestId('language-option-en-US').click();
    await expect(page.getByTestId('login-error')).toHaveText('Incorrect username or password');
    await expect(page).toHaveURL(/\/login/);
  });

  test('signing out ends the session', async ({ page }) => {
    await page.goto('/login');
    await signInThroughUi(page, 'mba01');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/login/);
    // The refresh cookie is revoked: opening home asks to sign in again.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });
});
