import { expect, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { pickGrantee } from './grant-dialog.ts';

/**
 * The steps of a school's start from an empty database (issue 26) that more than one journey takes:
 * from-empty.spec.ts (people and roles) and teaching/academic-year-from-empty.spec.ts (the academic
 * year after them). Each works on the portal of `baseUrl` (empty-portal.ts), through its screens.
 */

/** A file of docs/samples, as the school would pick it. */
export const sample = (file: string) => fileURLToPath(new URL(`../../../docs/samples/${file}`, import.meta.url));

/** Sets the password on a set-password link (admin:create's or a person's); the page signs the person in. */
export async function setPasswordByLink(page: Page, link: string, password: string, account?: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByTestId('set-password-page')).toBeVisible();
  if (account) await expect(page.getByTestId('set-password-account')).toContainText(account);
  await page.getByTestId('set-password-new').fill(password);
  await page.getByTestId('set-password-repeat').fill(password);
  await page.getByTestId('set-password-submit').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
}

/** Imports one sample roll through /admin/people/import (in Chinese): every row created, none with a problem. */
export async function importRoll(page: Page, kind: '学生' | '教职工', file: string, rows: number): Promise<void> {
  await page.getByTestId('import-kind').getByText(kind, { exact: true }).click();
  await page.getByTestId('import-file').setInputFiles(sample(file));
  await expect(page.getByTestId('import-preview')).toBeVisible();
  await expect(page.getByTestId('import-summary-rows')).toHaveText(String(rows));
  await expect(page.getByTestId('import-summary-create')).toHaveText(String(rows));
  await expect(page.getByTestId('import-summary-withProblems')).toHaveText('0');
  await page.getByTestId('import-confirm').click();
  await expect(page.locator('.ant-message').getByText(`导入完成：新建 ${rows} 人`)).toBeVisible();
  await expect(page.getByTestId('import-preview')).toHaveCount(0);
}

/** Both sample rolls of docs/samples: 20 students, 8 staff. */
export async function importSampleRolls(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/people/import`);
  await expect(page.getByTestId('import-kind')).toBeVisible();
  await importRoll(page, '学生', 'students.xlsx', 20);
  await importRoll(page, '教职工', 'staff.xlsx', 8);
}

/** Grants `role` to the staff member `number` with a reason on the roles page; answers their holder row. */
export async function grantRole(page: Page, baseUrl: string, role: string, number: string, reason: string) {
  await page.goto(`${baseUrl}/admin/people/roles?role=${role}`);
  await expect(page.getByTestId(`role-row-${role}`)).toBeVisible();
  await expect(page.getByTestId('role-holders')).toBeVisible();
  await page.getByTestId('role-grant').click();
  const dialog = page.getByRole('dialog');
  await pickGrantee(page, dialog, number);
  await dialog.getByTestId('grant-reason').fill(reason);
  await dialog.getByTestId('grant-submit').click();
  await expect(dialog).toBeHidden();
  return page.getByTestId(`holder-row-${number}`);
}

/** Finds a person on /admin/people by `search` and issues their password link on their page; answers the link. */
export async function issuePasswordLink(page: Page, baseUrl: string, search: string, number: string): Promise<string> {
  await page.goto(`${baseUrl}/admin/people`);
  await page.getByTestId('people-search').fill(search);
  await page.getByTestId('people-search').press('Enter');
  const row = page.getByTestId(`person-row-${number}`);
  await expect(row).toBeVisible();
  await row.getByTestId('person-open').click();
  await expect(page.getByTestId('person-name')).toBeVisible();
  await page.getByTestId('password-link-button').click();
  const link = await page.getByTestId('password-link-url').inputValue();
  expect(new URL(link).pathname).toBe('/set-password');
  return link;
}
