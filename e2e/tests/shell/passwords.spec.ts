import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { passwordLinkMessages as m } from '@portal/contracts/messages/password-links.messages';
import { chineseOutsideZh, seriousViolations } from '../shared/axe-support.ts';
import { passwordLinkAsAdmin } from './password-links.ts';
import { DEMO_PASSWORD, signInThroughUi } from './support.ts';

/**
 * One-time password links and the change of one's own password (issue 26, 'Sign-in for the
 * school's people'), on emba12, a classmate of the demo that no other spec signs in as: its
 * password changes here for good.
 */
const student = 'emba12';
const firstPassword = 'Autumn-lanterns-over-the-lake';
const secondPassword = 'Winter-river-stones-9';

const signInStatus = async (api: APIRequestContext, password: string) =>
  ((await (await api.post('/api/auth/login', { data: { username: student, password } })).json()) as { statusCode: number }).statusCode;

const refusal = (page: Page) => page.getByTestId('set-password-error');

test.describe.serial('passwords', () => {
  let link: string;

  test('a link sets the password once, the rules refused in either language', async ({ page }) => {
    link = await passwordLinkAsAdmin(student);
    await page.goto(link);
    await expect(page.getByTestId('set-password-page')).toBeVisible();
    await expect(page.getByTestId('set-password-account')).toContainText('EMBA 同学 12');
    await expect(page.getByTestId('password-rules')).toContainText('至少 10 个字符');

    await test.step('too short: said at once, in the server\'s words', async () => {
      await page.getByTestId('set-password-new').fill('short1');
      await page.getByTestId('set-password-repeat').fill('short1');
      await page.getByTestId('set-password-submit').click();
      await expect(page.getByText('密码至少需要 10 个字符')).toBeVisible();
    });

    await test.step('a common password: refused by the server, the message following the language', async () => {
      await page.getByTestId('set-password-new').fill('password123');
      await page.getByTestId('set-password-repeat').fill('password123');
      await page.getByTestId('set-password-submit').click();
      await expect(refusal(page)).toContainText(m['99201'].zh);
      await page.getByTestId('language-option-en-US').click();
      await expect(refusal(page)).toContainText(m['99201'].en);
      await expect(page.getByTestId('set-password-page')).toContainText('Set your password');
      await expect(page.getByTestId('set-password-account')).toContainText('EMBA Student 12');
      await expect(page.getByTestId('password-rules')).toContainText('at least 10 characters');
    });

    await test.step('two different passwords: said at once', async () => {
      await page.getByTestId('set-password-new').fill(firstPassword);
      await page.getByTestId('set-password-repeat').fill(`${firstPassword}!`);
      await page.getByTestId('set-password-submit').click();
      await expect(page.getByText('The two new passwords are not the same')).toBeVisible();
    });

    await test.step('a good one: set, and signed in', async () => {
      await page.getByTestId('set-password-repeat').fill(firstPassword);
      await page.getByTestId('set-password-submit').click();
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expect(page.getByTestId('user-name')).toContainText('EMBA Student 12');
    });

    await test.step('the new password signs in, the demo one no more', async () => {
      await page.getByTestId('sign-out').click();
      await expect(page.getByTestId('login-submit')).toBeVisible();
      await signInThroughUi(page, student, firstPassword);
      await expect(page.getByTestId('home-page')).toBeVisible();
      expect(await signInStatus(page.request, DEMO_PASSWORD)).toBe(700);
    });

    await test.step('the link a second time: refused, with the way to the sign-in page', async () => {
      const res = await page.request.post('/api/auth/password-link', { data: { token: new URL(link, 'http://x').searchParams.get('token'), password: 'Another-good-password-7' } });
      expect(((await res.json()) as { message: string }).message).toBe('99211');
      await page.goto(link);
      await expect(page.getByTestId('set-password-invalid')).toContainText(m['99211'].en);
      // The routes' axe visits see the form; this is the page's other face.
      expect(await seriousViolations(page)).toEqual([]);
      expect(await chineseOutsideZh(page)).toEqual([]);
      await page.getByTestId('language-option-zh-CN').click();
      await expect(page.getByTestId('set-password-invalid')).toContainText(m['99211'].zh);
      await page.getByTestId('set-password-to-sign-in').click();
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  test('a signed-in user changes the password from the user menu', async ({ page }) => {
    await page.goto('/login');
    await signInThroughUi(page, student, firstPassword);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.getByTestId('user-name').click();
    await page.getByTestId('user-menu-change-password').click();
    await expect(page.getByTestId('change-password-page')).toBeVisible();

    await test.step('a wrong current password: refused', async () => {
      await page.getByTestId('change-password-current').fill('not-the-password');
      await page.getByTestId('change-password-new').fill(secondPassword);
      await page.getByTestId('change-password-repeat').fill(secondPassword);
      await page.getByTestId('change-password-submit').click();
      await expect(page.locator('.ant-message').getByText(m['99220'].zh)).toBeVisible();
    });

    await test.step('a common password as the new one: refused', async () => {
      await page.getByTestId('change-password-current').fill(firstPassword);
      await page.getByTestId('change-password-new').fill('password123');
      await page.getByTestId('change-password-repeat').fill('password123');
      await page.getByTestId('change-password-submit').click();
      await expect(page.locator('.ant-message').getByText(m['99201'].zh)).toBeVisible();
    });

    await test.step('the right one: changed; the old password no longer signs in', async () => {
      await page.getByTestId('change-password-new').fill(secondPassword);
      await page.getByTestId('change-password-repeat').fill(secondPassword);
      await page.getByTestId('change-password-submit').click();
      await expect(page.locator('.ant-message').getByText('密码已修改。')).toBeVisible();
      await expect(page.getByTestId('home-page')).toBeVisible();
      expect(await signInStatus(page.request, firstPassword)).toBe(700);
      expect(await signInStatus(page.request, secondPassword)).toBe(200);
    });
  });
});
