import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { chineseOutsideZh, expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { apiSignIn, signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * The term rollover (README 'Rollover'): eduadmin previews the demo's autumn term into the next
 * school year's autumn, confirms, and finds the new classes on the classes page; then, in English,
 * a second preview skips every class as already there, with no Chinese on the screen.
 */
test.describe.configure({ mode: 'serial' });

interface Term { schoolYear: number; term: number; name: string; nameEn: string; firstDay: string; lastDay: string }

async function pick(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The autumn of the school year the demo is in (by today's date), and the next school year's autumn. */
async function autumns(page: Page): Promise<{ from: Term; to: Term }> {
  const token = await apiSignIn(page.request, 'eduadmin');
  const body = await (await page.request.get('/api/admin/teaching/terms', { headers: { authorization: `Bearer ${token}` } })).json() as { data: Term[] };
  const today = new Date().toISOString().slice(0, 10);
  const current = body.data.find((x) => x.firstDay <= today && today <= x.lastDay)!;
  const autumn = (y: number) => body.data.find((x) => x.schoolYear === y && x.term === 1)!;
  return { from: autumn(current.schoolYear), to: autumn(current.schoolYear + 1) };
}

// The copies go again at the end (only they: what the target term held before stays): later specs
// (the axe visits) look demo classes up by course number and would otherwise find an empty copy first.
const before = new Set<number>();
async function targetClasses(page: Page): Promise<{ ids: number[]; headers: Record<string, string> }> {
  const { to } = await autumns(page);
  const headers = { authorization: `Bearer ${await apiSignIn(page.request, 'eduadmin')}` };
  const list = await (await page.request.get(`/api/admin/teaching/classes?pageNo=0&pageSize=500&schoolYear=${to.schoolYear}&term=${to.term}`, { headers })).json() as { data: { data: { id: number }[] } };
  return { ids: list.data.data.map((c) => c.id), headers };
}
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  for (const id of (await targetClasses(page)).ids) before.add(id);
  await page.close();
});
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  const { ids, headers } = await targetClasses(page);
  for (const id of ids.filter((x) => !before.has(x))) {
    const res = await (await page.request.delete(`/api/admin/teaching/classes/${id}`, { headers })).json() as { statusCode: number };
    expect(res.statusCode, `delete class ${id}`).toBe(200);
  }
  await page.close();
});

test('eduadmin rolls the autumn term into the next autumn and finds the new classes', async ({ page }) => {
  const { from, to } = await autumns(page);
  await useLanguage(page, 'zh-CN');
  await signIn(page, 'eduadmin', '/admin/teaching/rollover');
  await expect(page.getByTestId('rollover-page')).toBeVisible();
  await pick(page, 'rollover-from', from.name);
  await pick(page, 'rollover-to', to.name);
  await page.getByTestId('rollover-preview').click();
  await expect(page.getByTestId('rollover-summary')).toContainText('将创建');
  await expect(page.getByTestId('rollover-row').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'term rollover preview');
  const mba = page.getByTestId('rollover-row').filter({ hasText: 'MBA5003' });
  await expect(mba).toContainText('将创建');

  await page.getByTestId('rollover-confirm').click();
  await confirmDialog(page);
  await expect(page.locator('.ant-message')).toContainText('已创建');
  await expect(mba.getByTestId('rollover-created')).toBeVisible();

  await page.goto('/admin/teaching/classes');
  // The term filter has no search: its options, newest school year first.
  await page.getByTestId('class-filter-term').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: to.name }).click();
  await page.getByRole('searchbox').fill('MBA5003');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('class-row').filter({ hasText: 'MBA5003' })).toHaveCount(1);
  await expect(page.getByTestId('class-row').filter({ hasText: 'MBA5003' })).toContainText(`${to.schoolYear}-${to.schoolYear + 1} / 1`);
});

test('a second rollover in English skips every class as already there', async ({ page }) => {
  const { from, to } = await autumns(page);
  await useLanguage(page, 'en-US');
  await signIn(page, 'eduadmin', '/admin/teaching/rollover');
  await pick(page, 'rollover-from', from.nameEn);
  await pick(page, 'rollover-to', to.nameEn);
  await page.getByTestId('rollover-preview').click();
  await expect(page.getByTestId('rollover-summary')).toContainText('0 classes to create');
  await expect(page.getByTestId('rollover-row').filter({ hasText: 'MBA5003' }).getByTestId('rollover-problem')).toContainText('already has the class');
  await expect(page.getByTestId('rollover-confirm')).toBeDisabled();
  expect(await chineseOutsideZh(page, '[data-testid="rollover-page"]')).toEqual([]);
});
