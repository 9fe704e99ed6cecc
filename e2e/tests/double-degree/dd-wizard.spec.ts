import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';
import { freshProgramme, mySignups, png } from './dd-support.ts';

/**
 * The double-degree wizard (MOB-R03, MOB-U06…U10): mba01 applies to a programme of this year's
 * open round, is refused an empty required field with its message, and submits; then the screens
 * read in English. Each run makes its own programme through the office's console (dd-support.ts),
 * so the shared demo keeps passing a second run. The office signs in on the separate `request`
 * context: on the page's, its refresh cookie would make the page the office's.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

/** An antd date picker: type the date and confirm it. */
async function pickDate(page: Page, id: string, day: string): Promise<void> {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

/** An antd select by its label: open it and click the option (China is first in the nationality list). */
async function choose(page: Page, label: string, text: string): Promise<void> {
  // The previous select's list fades out for a moment: wait until none shows before opening this one.
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(open).toHaveCount(0);
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await open.locator('.ant-select-item-option').filter({ hasText: text }).first().click();
  await expect(open).toHaveCount(0);
}

test('mba01 applies through the six steps, refused an empty field on the way (zh-CN)', async ({ page, request }) => {
  await useLanguage(page, 'zh-CN');
  const token = await signIn(page, 'mba01');
  const stamp = String(Date.now());
  const name = `E2E 双学位项目 ${stamp}`;
  const programme = await freshProgramme(request, token, name);

  await page.goto('/study/index');
  await expect(page.getByTestId('dd-guide')).toBeVisible();
  await expect(page.getByTestId('dd-guide-notice')).not.toBeEmpty();
  await expectNoSeriousViolations(page, 'dd guide (zh-CN)');
  await page.getByTestId('dd-tab-apply').click();
  await expect(page.getByTestId(`dd-apply-${programme.id}`)).toHaveText(/申\s*请/);
  await expectNoSeriousViolations(page, 'dd programmes (zh-CN)');
  await page.getByTestId(`dd-apply-${programme.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/study/apply/${programme.id}$`));

  // Step 1: the later steps are locked until it is saved.
  await expect(page.getByTestId('dd-step-personal')).toBeVisible();
  await expect(page.locator('.ant-steps-item-disabled')).toHaveCount(5);
  await expectNoSeriousViolations(page, 'dd wizard step 1 (zh-CN)');
  await page.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('photo.png')).toBeVisible();
  await page.locator('#nameAsPassport').fill('');
  await choose(page, '国籍', '中国');
  await choose(page, '出生国家', '中国');
  await page.locator('#birthCity').fill('上海');
  await page.locator('#nativeLanguage').fill('中文');
  await page.getByLabel('女', { exact: true }).check();
  await pickDate(page, 'birthDate', '1995-05-01');
  await choose(page, '婚姻状况', '未婚');
  await page.getByLabel('全日制', { exact: true }).check();
  await page.locator('#className').fill('MBA 2025 级 1 班');
  await page.locator('#mobile').fill('13800138000');
  await page.locator('#email').fill('mba01@example.edu.cn');
  await page.getByTestId('dd-save').click();
  // The contracts' schema refuses the empty passport name, in the catalogue's words.
  await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: '请填写护照英文名' })).toBeVisible();
  await expect(page.getByTestId('dd-step-personal')).toBeVisible();
  await page.locator('#nameAsPassport').fill('WANG XIAOMING');
  await page.getByTestId('dd-save').click();

  await expect(page.getByTestId('dd-step-education')).toBeVisible();
  await expect(page.locator('.ant-steps-item-disabled')).toHaveCount(0);
  await page.locator('#entries_0_institutions').fill('复旦大学');
  await page.locator('#entries_0_degreeObtained').fill('学士');
  await pickDate(page, 'entries_0_startDate', '2013-09-01');
  await pickDate(page, 'entries_0_endDate', '2017-07-01');
  await page.locator('#specialSkillInterests').fill('篮球、摄影');
  await page.getByTestId('dd-save').click();

  await expect(page.getByTestId('dd-step-employment')).toBeVisible();
  await page.getByTestId('dd-emp-add').click();
  await pickDate(page, 'entries_0_startDate', '2017-08-01');
  await page.locator('#entries_0_isUptoNow').check();
  await page.locator('#entries_0_employer').fill('示例咨询公司');
  await page.locator('#entries_0_position').fill('分析师');
  await page.locator('#entries_0_jobDescription').fill('行业研究与客户报告');
  await page.locator('#workTotalYear').fill('8');
  await page.getByTestId('dd-save').click();

  await expect(page.getByTestId('dd-step-language')).toBeVisible();
  await page.locator('#ieltSscoresOverallBandScore').fill('7.5');
  await page.locator('#undergraduateAcademicPerformance').fill('GPA 3.6/4.0');
  await page.getByTestId('dd-save').click();

  await expect(page.getByTestId('dd-step-essay')).toBeVisible();
  await expect(page.getByTestId('dd-essay-prompt')).toContainText('750');
  await page.locator('#essay').fill('I apply to this programme to deepen my knowledge of European markets.');
  await page.getByTestId('dd-save').click();

  await expect(page.getByTestId('dd-step-declaration')).toBeVisible();
  await expect(page.getByTestId('dd-agreement')).not.toBeEmpty();
  await expectNoSeriousViolations(page, 'dd declaration (zh-CN)');
  await page.getByTestId('dd-submit').click();
  await expect(page.getByText('请勾选协议')).toBeVisible();
  await page.getByTestId('dd-agree').check();
  await page.getByTestId('dd-submit').click();
  await confirmDialog(page);

  await expect(page).toHaveURL(/\/study\/index\?tab=mine$/);
  const signups = await mySignups(page.request, token);
  const mine = signups.find((s) => s.ddProjectName.includes(stamp));
  expect(mine?.submitTime, JSON.stringify(signups)).toBeTruthy();
  await expect(page.getByTestId(`dd-signup-${mine!.id}`)).toContainText('已提交');
  await expectNoSeriousViolations(page, 'dd my application (zh-CN)');
  await page.getByTestId('dd-tab-apply').click();
  await expect(page.getByTestId(`dd-apply-${programme.id}`)).toBeDisabled();
});

test('the double-degree screens read in English (en-US)', async ({ page, request }) => {
  await useLanguage(page, 'en-US');
  const token = await signIn(page, 'mba01');
  const programme = await freshProgramme(request, token, `E2E double degree ${Date.now()}`);
  await page.goto('/study/index');
  await expect(page.getByRole('tab', { name: 'Application Guide' })).toBeVisible();
  await expect(page.getByText('Application period', { exact: true })).toBeVisible();
  await page.getByTestId('dd-tab-apply').click();
  await expect(page.getByRole('columnheader', { name: 'Double Degree Program' })).toBeVisible();
  await expect(page.getByTestId(`dd-apply-${programme.id}`)).toHaveText('Apply');
  await expectNoSeriousViolations(page, 'dd programmes (en-US)');
  await page.getByTestId('dd-tab-mine').click();
  await expect(page.getByText('Internal selection result').first()).toBeVisible();
  await expect(page.getByText('Save documents').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'dd my application (en-US)');
  await page.goto(`/study/apply/${programme.id}`);
  await expect(page.getByText('Personal Info')).toBeVisible();
  await expect(page.getByText('Name as in passport')).toBeVisible();
  await page.getByTestId('dd-save').click();
  await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: 'Photo is required' })).toBeVisible();
  await expectNoSeriousViolations(page, 'dd wizard step 1 (en-US)');
});
