import { expect, test } from '@playwright/test';
import { demoCalendar } from '../../../apps/server/src/platform/db/demo-calendar.ts';
import { signIn } from '../shell/support.ts';

test('grad01 sees which graduate surveys can be opened, filters them, and opens one in a new tab', async ({ page, context }) => {
  await signIn(page, 'grad01', '/graduate-survey/index');
  const rows = page.getByTestId('graduate-survey-row');
  await expect(rows).toHaveCount(4);
  // Only the open, unsubmitted survey links, in a new tab.
  await expect(page.getByTestId('graduate-survey-link')).toHaveCount(1);
  await expect(page.getByTestId('graduate-survey-link')).toHaveAttribute('target', '_blank');
  await expect(rows.filter({ hasText: '研究生培养质量调查' }).getByTestId('graduate-survey-status')).toHaveText('已提交');
  await expect(rows.filter({ hasText: '研究生培养质量调查' }).getByTestId('graduate-survey-status')).toHaveCSS('color', 'rgb(35, 120, 4)');
  // Last school year's class, surveyed in a window that has closed (surveys.seed.ts).
  await expect(rows.filter({ hasText: `${demoCalendar(new Date()).schoolYear} 届毕业生就业质量调查` }).getByTestId('graduate-survey-link')).toHaveCount(0);
  await expect(rows.filter({ hasText: '校友联络意向调查' }).getByTestId('graduate-survey-link')).toHaveCount(0);

  // The submit-status filter: submitted only.
  await page.locator('.ant-table-filter-trigger').click();
  await page.locator('.ant-table-filter-dropdown .ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '已提交' }).click();
  await page.locator('.ant-table-filter-dropdown').getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('研究生培养质量调查');
  await page.getByTestId('graduate-survey-refresh').click();
  await expect(rows).toHaveCount(1);

  await page.goto('/graduate-survey/index');
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId('graduate-survey-link').click()]);
  await expect(tab).toHaveURL(/\/graduate-survey\/view\/\d+\/\d+\/grad01\?businessType=GraduateSurvey$/);
  await expect(tab.getByTestId('survey-title')).toHaveText('毕业生离校调查');
  await expect(tab.getByTestId('survey-submit')).toBeVisible();
});
