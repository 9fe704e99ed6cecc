import { expect, test, type Page } from '@playwright/test';
import { buttonName, emailOf, signIn } from './support.ts';

/** Signs in as admin and starts acting as the student (mba01 unless named); answers the administrator's own name. */
async function actAsMba01(page: Page, student = 'mba01'): Promise<string> {
  await signIn(page, 'admin');
  const adminName = (await page.getByTestId('user-name').innerText()).trim();
  await page.getByTestId('simulator-menu').click();
  await page.getByTestId('simulator-login-as').click();
  await page.getByTestId('simulator-email').fill(emailOf(student));
  await page.getByRole('dialog').getByRole('button', { name: buttonName('确定') }).click();
  return adminName;
}

test.describe('identity simulator', () => {
  test('admin acts as mba01 and returns', async ({ page }) => {
    const adminName = await actAsMba01(page);


    await expect(page.getByTestId('simulation-banner')).toBeVisible();
    await expect(page.getByTestId('user-name')).toContainText('李明');
    await expect(page.getByTestId('simulation-banner')).toContainText(adminName);
    // The acting user is now the student: the student's menu, no teacher-only entries.
    await expect(page.getByTestId('function-item').filter({ hasText: '课程考勤' })).toHaveCount(0);

    await page.getByTestId('simulation-exit').click();
    await expect(page.getByTestId('simulation-banner')).toHaveCount(0);
    await expect(page.getByTestId('user-name')).toHaveText(adminName);
  });

  test('leaving says so and brings the administrator home from the student\'s page', async ({ page }) => {
    const adminName = await actAsMba01(page);
    await expect(page.getByTestId('simulation-banner')).toBeVisible();

    // Left from the banner, on a page of the student's.
    await page.goto('/education/optional/plane');
    await expect(page.getByTestId('bidding-plan-list')).toBeVisible();
    await page.getByTestId('simulation-exit').click();
    await expect(page.getByText('已退出模拟，已恢复为您本人的身份')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveText(adminName);
    await expect(page.getByTestId('simulation-banner')).toHaveCount(0);

    // Left from the simulator menu, in English.
    await page.getByTestId('language-option-en-US').click();
    await page.getByTestId('simulator-menu').click();
    await page.getByTestId('simulator-login-as').click();
    await page.getByTestId('simulator-email').fill(emailOf('mba01'));
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('simulation-banner')).toBeVisible();
    await page.goto('/education/evaluate/survey');
    await page.getByTestId('simulator-menu').click();
    await page.getByTestId('simulator-exit').click();
    await expect(page.getByText('Simulation ended: you are signed in as yourself again')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-name')).toHaveText(/Administrator/);
  });

  test('leaving from an EMBA page says so once, in English with the English names', async ({ page }) => {
    await actAsMba01(page, 'emba01');
    await page.getByTestId('language-option-en-US').click();
    await expect(page.getByTestId('simulation-banner')).toContainText('Administrator (administrator) is acting as');
    await expect(page.getByTestId('simulation-banner')).not.toContainText(/[\u4e00-\u9fff]/);
    await page.goto('/education/training/plan');
    await expect(page.getByTestId('training-required-row').first()).toBeVisible();
    // Every refusal answered from the exit on: each would be a message on the screen.
    const refused: string[] = [];
    page.on('response', async (r) => {
      if (!new URL(r.url()).pathname.startsWith('/api/')) return;
      const body = await r.json().catch(() => null) as { statusCode?: number } | null;
      if (r.status() >= 400 || (body?.statusCode !== undefined && body.statusCode !== 200)) refused.push(`${new URL(r.url()).pathname} ${r.status()} ${body?.statusCode}`);
    });
    await page.getByTestId('simulation-exit').click();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByText('Simulation ended: you are signed in as yourself again')).toBeVisible();
    // The student's page asked nothing more as the administrator: one message, no refusal behind it.
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await expect(page.locator('.ant-message-notice')).toHaveCount(1);
  });

  test('an unknown e-mail is refused with the coded message', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByTestId('simulator-menu').click();
    await page.getByTestId('simulator-login-as').click();
    await page.getByTestId('simulator-email').fill('nobody@example.edu.cn');
    await page.getByRole('dialog').getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.getByText('未找到该邮箱对应的用户')).toBeVisible();
    await expect(page.getByTestId('simulation-banner')).toHaveCount(0);
  });

  test('is not offered to students', async ({ page }) => {
    await signIn(page, 'mba01');
    await expect(page.getByTestId('simulator-menu')).toHaveCount(0);
  });
});
