import { expect, test, type Page } from '@playwright/test';
import { chineseOutsideZh, seriousViolations } from '../shared/axe-support.ts';
import { pickOption } from '../shared/select.ts';
import { signIn } from '../shell/support.ts';

/** A number of this run's own: the staff member made here never meets another run's. */
const run = `hp${Date.now().toString(36)}`;

const changeRow = (page: Page, n = 0) => page.getByTestId('person-changes').getByTestId('person-change-row').nth(n);

test('the people list finds a student by the English name and opens their page', async ({ page }) => {
  await signIn(page, 'admin', '/admin/people');
  await expect(page.getByTestId('people-page')).toBeVisible();
  await expect(page.getByTestId('people-import-link')).toBeVisible();
  await expect(page.getByTestId('people-roles-link')).toBeVisible();

  await page.getByTestId('people-search').fill('Ming Li');
  await page.getByTestId('people-search').press('Enter');
  const row = page.getByTestId('person-row-mba01');
  await expect(row).toBeVisible();
  await expect(row).toContainText('李明');
  await expect(page.locator('[data-testid^="person-row-"]').filter({ hasNotText: /Ming|明/ })).toHaveCount(0);

  await row.getByTestId('person-open').click();
  await expect(page.getByTestId('person-page')).toBeVisible();
  await expect(page.getByTestId('person-roll-username')).toHaveText('mba01');
  await expect(page.getByTestId('person-status')).toHaveText('在用');
  await expect(page.getByTestId('person-role-student')).toBeVisible();
  await expect(page.getByTestId('person-signins')).toBeVisible();
});

test('a new member of staff: checked before sending, created, edited, sent a password link, disabled and enabled, in both languages', async ({ page }) => {
  await signIn(page, 'admin', '/admin/people');
  await page.getByTestId('people-new-staff').click();
  await expect(page).toHaveURL(/\/admin\/people\/new\?kind=staff$/);
  const form = page.getByTestId('person-form');
  await expect(form).toBeVisible();
  await expect(form.getByTestId('person-field-studentNumber')).toHaveCount(0);

  // The rules of personProblems, at their fields, before anything is sent.
  await page.getByTestId('person-field-email').fill('not-an-address');
  await page.getByTestId('person-save').click();
  await expect(form).toContainText('请填写姓名');
  await expect(form).toContainText('教职工须填写工号');
  await expect(form).toContainText('请输入正确的邮箱');

  await page.getByTestId('person-field-name').fill(`测试职员${run}`);
  await page.getByTestId('person-field-enName').fill(`Test Staff ${run}`);
  await page.getByTestId('person-field-hrUserId').fill(run);
  await page.getByTestId('person-field-email').fill(`${run}@example.edu.cn`);
  await page.getByTestId('person-field-department').fill('信息中心');
  await page.getByTestId('person-save').click();
  await expect(page).toHaveURL(/\/admin\/people\/\d+$/);
  await expect(page.getByTestId('person-page')).toBeVisible();
  await expect(page.getByTestId('person-roll-username')).toHaveText(run);
  await expect(page.getByTestId('person-status')).toHaveText('在用');
  await expect(changeRow(page).getByTestId('person-change-action')).toHaveText('新建');
  await expect(changeRow(page).getByTestId('person-change-actor')).toHaveText('系统管理员 (admin)');

  // A refusal of the server shows at its field: another person's e-mail.
  await page.getByTestId('person-edit').click();
  await page.getByTestId('person-field-email').fill('mba01@example.edu.cn');
  await page.getByTestId('person-save').click();
  await expect(page.getByTestId('person-form')).toContainText('该邮箱已被其他人员使用');
  await page.getByTestId('person-field-email').fill(`${run}@example.edu.cn`);
  await page.getByTestId('person-field-mobile').fill('13800138000');
  await page.getByTestId('person-save').click();
  await expect(page.getByTestId('person-form')).toHaveCount(0);
  await expect(page.getByTestId('person-roll-mobile')).toHaveText('13800138000');
  await expect(changeRow(page).getByTestId('person-change-action')).toHaveText('修改');
  await expect(changeRow(page).getByTestId('person-change-fields')).toContainText('手机');

  // Without SMTP the link is answered this once, to pass on.
  await page.getByTestId('password-link-button').click();
  await expect(page.getByTestId('password-link-url')).toHaveValue(/\/set-password\?token=.+/);
  await expect(changeRow(page).getByTestId('person-change-action')).toHaveText('发送设置密码链接');

  await page.getByTestId('person-disable').click();
  await expect(page.locator('.ant-modal-confirm:visible')).toContainText(`停用 测试职员${run} 的账号？`);
  await page.getByTestId('person-disable-confirm').click();
  await expect(page.getByTestId('person-status')).toHaveText('已停用');
  await expect(page.getByTestId('password-link-button')).toHaveCount(0);
  await page.getByTestId('person-enable').click();
  await expect(page.getByTestId('person-status')).toHaveText('在用');
  await expect(changeRow(page).getByTestId('person-change-action')).toHaveText('启用');
  await expect(changeRow(page, 1).getByTestId('person-change-action')).toHaveText('停用');

  // In English: the English names, the texts of the page; the department has no English form.
  await page.getByTestId('language-option-en-US').click();
  await expect(page.getByTestId('person-name')).toHaveText(`Test Staff ${run}`);
  await expect(page.getByTestId('person-status')).toHaveText('Active');
  await expect(changeRow(page).getByTestId('person-change-action')).toHaveText('Enabled');
  await expect(changeRow(page).getByTestId('person-change-actor')).toHaveText('Administrator (admin)');
  await expect(page.getByTestId('person-change-row').filter({ hasText: 'Edited' }).getByTestId('person-change-fields')).toContainText('Mobile');
  expect(await chineseOutsideZh(page, '[data-testid="person-page"]'), 'Chinese on the English person page').toEqual([]);
  expect(await seriousViolations(page), 'the person page in en-US').toEqual([]);

  // Leaving, confirmed in its dialog with the day and the reason, and the return.
  await page.getByTestId('person-left').click();
  await expect(page.getByTestId('person-left-date')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(`Mark Test Staff ${run} as left?`);
  await pickOption(page, 'person-left-reason', 'Withdrew');
  await page.getByTestId('person-left-submit').click();
  await expect(page.getByTestId('person-status')).toHaveText('Left');
  await expect(page.getByTestId('person-roll-left')).toContainText('Withdrew');
  await page.getByTestId('person-return').click();
  await expect(page.getByTestId('person-status')).toHaveText('Active');
  await expect(changeRow(page).getByTestId('person-change-action')).toHaveText('Returned');
});
