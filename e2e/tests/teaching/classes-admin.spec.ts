import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { apiSignIn, signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * The teaching office's classes (README 'Classes'), in both languages: eduadmin creates a class
 * meeting on Sundays 14:00-16:35, sees a second class at the same venue and time refused with the
 * first one named, and adds mba01 to the roster with a reason and removes them again.
 */
test.describe.configure({ mode: 'serial' });

const texts = {
  'zh-CN': { clash: '上课地点冲突', added: '操作成功', course: 'MBA6105' },
  'en-US': { clash: 'Venue clash', added: 'Success', course: 'MBA6105' },
} as const;

async function pick(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

async function fillClass(page: Page, name: string, venue: string): Promise<void> {
  await page.getByTestId('class-create').click();
  const form = page.getByTestId('class-form');
  await pick(page, 'class-course', texts['zh-CN'].course);
  await page.getByTestId('class-term').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByTestId('class-name').fill(name);
  await page.getByTestId('class-venue').fill(venue);
  await page.getByTestId('class-add-slot').click();
  const slot = form.getByTestId('class-slot').first();
  await slot.locator('input').nth(0).fill('0');
  await slot.locator('input').nth(1).fill('1');
  await slot.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').last().click();
  await slot.locator('input').nth(3).fill('14:00');
  await slot.locator('input').nth(4).fill('16:35');
  await page.getByTestId('class-save').click();
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`eduadmin sets up a class, meets a clash and keeps its roster (${lang})`, async ({ page }) => {
    const tx = texts[lang];
    const run = `${lang}-${Date.now()}`;
    const mba01 = await apiSignIn(page.request, 'mba01');
    const info = await (await page.request.get('/api/User/info', { headers: { authorization: `Bearer ${mba01}` } })).json() as { data: { studentNumber: string } };
    await useLanguage(page, lang);
    await signIn(page, 'eduadmin', '/admin/teaching/classes');
    await expect(page.getByTestId('class-admin-page')).toBeVisible();
    await expectNoSeriousViolations(page, `classes in ${lang}`);

    const venue = `E2E ${run}`;
    await fillClass(page, `E2E 班 ${run}`, venue);
    await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
    await page.getByRole('searchbox').fill(`E2E 班 ${run}`);
    await page.getByRole('searchbox').press('Enter');
    const row = page.getByTestId('class-row').filter({ hasText: `E2E 班 ${run}` });
    await expect(row.getByTestId('class-meetings')).toContainText('14:00-16:35');

    await fillClass(page, `E2E 班 ${run} B`, venue);
    await expect(page.locator('.ant-message')).toContainText(tx.clash);
    await expect(page.locator('.ant-message')).toContainText(`E2E 班 ${run}`);
    await page.locator('.ant-modal:visible .ant-modal-close').click();

    await row.getByTestId('class-open').click();
    await expect(page.getByTestId('class-roster-page')).toBeVisible();
    await page.getByTestId('roster-add').click();
    await page.getByTestId('roster-student').fill(info.data.studentNumber);
    await page.getByTestId('roster-reason').fill('e2e');
    await page.getByTestId('roster-dialog-ok').click();
    const student = page.getByTestId('roster-row').filter({ hasText: info.data.studentNumber });
    await expect(student).toBeVisible();
    await student.getByTestId('roster-remove').click();
    await page.getByTestId('roster-reason').fill('e2e');
    await page.getByTestId('roster-dialog-ok').click();
    await expect(student).toHaveCount(0);
  });
}
