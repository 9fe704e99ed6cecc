import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { apiSignIn, signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * The counsellors' records on the desk: the career office edits counsellor02's profile (English
 * introduction and a photo) and mba01 (an MBA student, whom counsellor02's mock interviews serve)
 * sees both on the counsellor's page in English; a counsellor opens its own profile. The demo has
 * no account with role counsellor and no record, so 'add' is shown switched off and not used.
 */
test.describe.configure({ mode: 'serial' });

/** A valid 1x1 PNG (the upload sniffs the content). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function counsellorId(page: Page, token: string, username: string): Promise<number> {
  const res = await page.request.get('/api/appointments/admin/counsellors', { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: { id: number; username: string }[] };
  const found = body.data.find((c) => c.username === username);
  expect(found, `${username} has a counsellor record`).toBeTruthy();
  return found!.id;
}

test('careeradmin edits a counsellor\'s English introduction and photo; the student sees them in English', async ({ page }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en-US');
  const token = await signIn(page, 'careeradmin');
  const id = await counsellorId(page, token, 'counsellor02');
  const about = `Coaches case interviews, e2e ${Date.now()}`;

  await page.goto('/appointment/admin');
  await page.getByTestId('desk-tab-office').click();
  // Every demo counsellor account has its record: nothing to add.
  await expect(page.getByTestId('office-counsellor-add')).toBeDisabled();
  await expect(page.getByTestId('office-no-free-account')).toHaveText('Every account with the counsellor role already has a record');
  await page.getByTestId('office-counsellor-row').filter({ hasText: 'Mr. Wu' }).getByTestId('office-counsellor-edit').click();
  const form = page.getByTestId('counsellor-form');
  await expect(page.getByTestId('counsellor-form-nameEn')).toHaveValue('Mr. Wu');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'counsellor form');

  // Bad input: an empty English name is refused by the form with its reason, and nothing is sent.
  await page.getByTestId('counsellor-form-nameEn').fill('');
  await page.getByTestId('counsellor-form-save').click();
  await expect(form.getByText('Name (English) is required')).toBeVisible();
  await expect(page.getByText('Operation succeeded')).toHaveCount(0);

  await page.getByTestId('counsellor-form-nameEn').fill('Mr. Wu');
  await page.getByTestId('counsellor-form-introduceEN').fill(about);
  await form.locator('input[type=file]').setInputFiles({ name: 'wu.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByText('wu.png')).toBeVisible();
  await expect(page.getByText('Upload succeeded').first()).toBeVisible();
  await page.getByTestId('counsellor-form-save').click();
  await expect(page.getByText('Operation succeeded').first()).toBeVisible();
  await expect(form).toHaveCount(0);

  // The student's counsellor page, in English.
  await apiSignIn(page.request, 'mba01');
  await page.goto(`/appointment/consultant-info/${id}`);
  const info = page.getByTestId('counsellor-info');
  await expect(info.getByText(about)).toBeVisible();
  await expect(info.getByRole('img', { name: 'Photo of Mr. Wu' })).toBeVisible();
  await expect(info.locator('img')).toHaveJSProperty('complete', true);
  expect(await info.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test('a counsellor opens its own profile from the desk (zh-CN)', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'counsellor01', '/appointment/admin');
  await page.getByTestId('desk-edit-profile').click();
  await expect(page.getByTestId('counsellor-form-name')).toHaveValue('周老师');
  // Its own record: no account to choose.
  await expect(page.getByTestId('counsellor-form-account')).toHaveCount(0);
  await page.getByTestId('counsellor-form-save').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  await expect(page.getByTestId('counsellor-form')).toHaveCount(0);
});
