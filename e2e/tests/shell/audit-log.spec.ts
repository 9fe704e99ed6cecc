import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../shared/axe-support.ts';
import { buttonName, emailOf, signIn } from './support.ts';

const PLAN_LIST = 'GET /api/GSMCssPlan/GetCssPlanList';

/** Filters the viewer by whom the administrator acted as and by the request, and waits for the rows. */
async function filterRows(page: Page, subject: string, path: string) {
  await page.getByTestId('audit-filter-subject').fill(subject);
  await page.getByTestId('audit-filter-path').fill(path);
  await page.getByTestId('audit-search').click();
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await expect(page.getByTestId('audit-row').getByTestId('audit-request').first()).toContainText(path);
}

test('the administrator reads as a student, stops, and finds the reads in the audit log in both languages', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('simulator-menu').click();
  await page.getByTestId('simulator-login-as').click();
  await page.getByTestId('simulator-email').fill(emailOf('mba01'));
  await page.getByRole('dialog').getByRole('button', { name: buttonName('确定') }).click();
  await expect(page.getByTestId('simulation-banner')).toBeVisible();

  // A page of the student's: its list is a read, audited too.
  await page.goto('/education/optional/plane');
  await expect(page.getByTestId('bidding-plan-list')).toBeVisible();
  await page.getByTestId('simulation-exit').click();
  await expect(page.getByTestId('simulation-banner')).toHaveCount(0);

  // Leaving brings the administrator home, whose tile opens the viewer.
  await expect(page.getByTestId('home-page')).toBeVisible();
  const tile = page.getByTestId('function-item').filter({ hasText: '审计日志' });
  await expect(tile).toHaveAttribute('href', '/admin/audit');
  await tile.click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByTestId('audit-filters')).toBeVisible();
  await filterRows(page, 'mba01', PLAN_LIST);
  const row = page.getByTestId('audit-row').first();
  await expect(row.getByTestId('audit-actor')).toHaveText('系统管理员 (admin)');
  await expect(row.getByTestId('audit-subject')).toHaveText('李明 (mba01)');
  await expect(row.getByTestId('audit-action')).toHaveText('查询');
  await expect(row.getByTestId('audit-status')).toHaveText('成功 · 200');
  await expect(row.getByTestId('audit-at')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(await seriousViolations(page), '/admin/audit in zh-CN').toEqual([]);

  // The start of the simulation, through the action filter.
  await page.getByTestId('audit-filter-path').fill('');
  await page.getByTestId('audit-filter-action').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '开始模拟' }).click();
  await page.getByTestId('audit-search').click();
  await expect(page.getByTestId('audit-row').getByTestId('audit-action').first()).toHaveText('开始模拟');
  await expect(page.getByTestId('audit-row').getByTestId('audit-action').filter({ hasNotText: '开始模拟' })).toHaveCount(0);

  // In English: the student's English name, the texts of the viewer.
  await page.getByTestId('audit-reset').click();
  await page.getByTestId('language-option-en-US').click();
  await filterRows(page, 'mba01', PLAN_LIST);
  await expect(row.getByTestId('audit-subject')).toHaveText('Ming Li (mba01)');
  await expect(row.getByTestId('audit-actor')).toHaveText('Administrator (admin)');
  await expect(row.getByTestId('audit-action')).toHaveText('List');
  await expect(row.getByTestId('audit-status')).toHaveText('Success · 200');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  expect(await seriousViolations(page), '/admin/audit in en-US').toEqual([]);

  // The export holds the filtered rows.
  const shown = await page.getByTestId('audit-row').count();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  expect(String(sheet.getRow(1).getCell(3).value)).toBe('模拟身份 Acting as');
  const paths: string[] = [];
  sheet.eachRow((r, n) => { if (n > 1) paths.push(`${String(r.getCell(5).value)} ${String(r.getCell(6).value)}`); });
  expect(paths.length).toBeGreaterThanOrEqual(shown);
  expect(new Set(paths)).toEqual(new Set([PLAN_LIST]));
});

test('a student is told the audit log is for administrators', async ({ page }) => {
  await signIn(page, 'mba01', '/admin/audit');
  await expect(page.getByTestId('audit-forbidden')).toBeVisible();
  await expect(page.getByTestId('audit-row')).toHaveCount(0);
});
