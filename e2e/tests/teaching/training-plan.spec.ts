import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { chineseOutsideZh, expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { pickOption } from '../shared/select.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * The EMBA training plan (ACAD-R03, U05, U06) and the staff review of class changes, on the demo:
 * emba01 has a pending change on EMBA7102 and open homework on EMBA6001; emba102 asks to move into
 * emba01's EMBA7102 class, which eduadmin approves.
 */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

const rowOf = (page: Page, table: string, text: string): Locator => page.getByTestId(`${table}-row`).filter({ hasText: text });

async function openPlan(page: Page): Promise<void> {
  await page.goto('/education/training/plan');
  await expect(rowOf(page, 'training-required', 'EMBA6001')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('emba01 withdraws a class change, applies again and withdraws it, and hands in homework', async ({ page }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'zh-CN');
  await signIn(page, 'emba01');
  await openPlan(page);
  await expectNoSeriousViolations(page, 'training plan in Chinese');

  // The seeded pending change: withdraw shows instead of apply (ACAD-S03). A retry finds it
  // withdrawn by the first try, or finds the first try's own application, and writes its own reason.
  const retry = test.info().retry + test.info().repeatEachIndex;
  const reason = `Travel on Sundays (try ${retry + 1})`;
  const elective = rowOf(page, 'training-elective', 'EMBA7102');
  if (retry === 0) await expect(elective.getByTestId('change-apply')).toHaveCount(0);
  if (await elective.getByTestId('change-withdraw').count() > 0) {
    await elective.getByTestId('change-withdraw').click();
    await confirmDialog(page);
  }
  await expect(elective.getByTestId('change-apply')).toBeVisible();

  await elective.getByTestId('change-apply').click();
  await pickOption(page, 'change-class');
  await page.getByTestId('change-reason').fill(reason);
  await page.getByTestId('change-submit').click();
  await expect(page.getByText('操作成功，请等待老师审核')).toBeVisible();
  await expect(rowOf(page, 'training-records', reason)).toContainText('待审核');

  await elective.getByTestId('change-withdraw').click();
  await confirmDialog(page);
  await expect(rowOf(page, 'training-records', reason)).toContainText('已撤回');

  // Quick apply with nothing chosen names the rule.
  await page.getByTestId('training-required-quick-apply').click();
  await expect(page.getByText('请至少选择一条记录')).toBeVisible();

  // Homework on EMBA6001: the server check, the upload, the save.
  const course = rowOf(page, 'training-required', 'EMBA6001');
  await course.getByTestId('homework-upload').click();
  await page.locator('.ant-modal:visible input[type=file]').setInputFiles({ name: 'essay.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.locator('.ant-modal:visible .ant-upload-list-item')).toContainText('essay.pdf');
  await page.getByTestId('homework-save').click();
  await expect(course).toContainText('已提交');
  await expect(course.getByTestId('homework-download')).toBeVisible();
});

test('eduadmin approves a class change, in English', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await signIn(page, 'eduadmin', '/education/training/changes');
  const row = rowOf(page, 'change-review', 'To study with my project group');
  await expect(row).toContainText('Pending');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'class change review in English');
  expect(await chineseOutsideZh(page)).toEqual([]);
  await row.getByTestId('review-approve').click();
  await page.getByTestId('review-confirm').click();
  await expect(row).toContainText('Approved');
});

test('the plan in English and the review in Chinese pass axe; other students see the plan is for EMBA', async ({ page, browser }) => {
  await useLanguage(page, 'en-US');
  await signIn(page, 'emba01');
  await openPlan(page);
  await expectNoSeriousViolations(page, 'training plan in English');
  expect(await chineseOutsideZh(page)).toEqual([]);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await useLanguage(staff, 'zh-CN');
  await signIn(staff, 'eduadmin');
  await staff.goto('/education/training/changes');
  await expect(staff.getByTestId('change-review-row').first()).toBeVisible();
  await staff.waitForLoadState('networkidle');
  await expectNoSeriousViolations(staff, 'class change review in Chinese');
  await staffContext.close();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'mba01');
  await other.goto('/education/training/plan');
  await expect(other.getByTestId('training-emba-only')).toBeVisible();
  await otherContext.close();
});
