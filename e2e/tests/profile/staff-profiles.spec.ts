import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { demoStudent } from '../shared/demo-students.ts';
import { apiSignIn } from '../shell/support.ts';
import { choose, LOAD_TIMEOUT } from './profile-support.ts';

/**
 * The student affairs office's console (/admin/profiles, role student.affairs): search a student,
 * open the profile read-only (every section, nothing to save or add), export a cohort as xlsx and
 * read the file back; axe in both languages.
 */

const grad = demoStudent('grad01');

async function findGrad(page: Page): Promise<void> {
  await page.goto('/admin/profiles');
  await expect(page.getByTestId('profile-staff-page')).toBeVisible({ timeout: LOAD_TIMEOUT });
  await page.getByTestId('profile-staff-query').fill(grad.studentNumber);
  await page.getByTestId('profile-staff-search').click();
  const rows = page.getByTestId('profile-staff-row');
  await expect(rows).toHaveCount(1, { timeout: LOAD_TIMEOUT });
  await expect(rows.first()).toContainText(grad.studentNumber);
}

test('student affairs finds a student and reads the whole profile, read-only', async ({ page }) => {
  await apiSignIn(page.request, 'studentaffairs');
  await findGrad(page);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'staff console');

  await page.getByTestId('profile-staff-open').first().click();
  await expect(page.getByTestId('profile-staff-view')).toBeVisible({ timeout: LOAD_TIMEOUT });
  const base = page.getByTestId('profile-base');
  await expect(base).toBeVisible();
  await expect(base.getByLabel('学号')).toHaveValue(grad.studentNumber);
  await expect(base.getByLabel('手机')).toBeDisabled();
  await expect(page.getByTestId('profile-base-save')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'staff read-only profile');

  // Every section is there, none with Save or Add.
  const sections = ['recruit-info', 'award', 'degree', 'student-cadres', 'study-info', 'skill-info', 'practice-info', 'graduation-intention', 'activity-statistic'];
  for (const key of sections) {
    await page.getByTestId(`profile-menu-${key}`).click();
    await expect(page.getByTestId(`profile-section-${key}`)).toBeVisible();
    await expect(page.locator('[data-testid$="-save"], [data-testid$="-add"]')).toHaveCount(0);
  }
  await expect(page.getByTestId('profile-statistics')).toBeVisible();
});

for (const lang of ['zh-CN', 'en-US'] as const) test(`student affairs exports a cohort as xlsx (${lang})`, async ({ page }) => {
  await page.addInitScript((l) => window.localStorage.setItem('portal.language', l), lang);
  await apiSignIn(page.request, 'studentaffairs');
  await page.goto('/admin/profiles');
  await page.getByTestId('profile-export-open').click();
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog).toBeVisible({ timeout: LOAD_TIMEOUT });
  await choose(page, dialog.getByTestId('profile-export-year'), new RegExp(`^${grad.entranceYear}$`));
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('profile-export-run').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  const cells: string[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => { cells.push(String(cell.value ?? '')); }));
  expect(cells).toContain(grad.studentNumber);
  expect(cells.some((c) => c.includes('Student number'))).toBe(true);
});

test('the console in English: names, programmes and axe', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('portal.language', 'en-US'));
  await apiSignIn(page.request, 'studentaffairs');
  await findGrad(page);
  await expect(page.getByTestId('profile-staff-row').first()).toContainText('Yang Liu');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'staff console in English');
  await page.getByTestId('profile-staff-open').first().click();
  await expect(page.getByTestId('profile-base')).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(page.getByTestId('profile-base').getByLabel('Student number')).toHaveValue(grad.studentNumber);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'staff read-only profile in English');
});

test('a student cannot use the console', async ({ page }) => {
  const token = await apiSignIn(page.request, 'grad01');
  const res = await page.request.get(`/api/profile/admin/students?queryText=${grad.studentNumber}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
  await page.goto('/admin/profiles');
  await expect(page.getByTestId('profile-staff-forbidden')).toBeVisible({ timeout: LOAD_TIMEOUT });
});
