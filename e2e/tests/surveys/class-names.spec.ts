import { expect, test } from '@playwright/test';
import { demoStudent } from '../shared/demo-students.ts';
import { apiSignIn } from '../shell/support.ts';
import { useLanguage } from './support.ts';

/**
 * Classes have an English form (issue 9): on an English screen the staff choose and read classes
 * by their English names (users.class_name_en), never the Chinese ones.
 */
test('the English assignment page names the classes in English', async ({ page }) => {
  await useLanguage(page, 'en-US');
  const token = await apiSignIn(page.request, 'surveyadmin');
  // The seeded standard evaluation went to mba01's class.
  const res = await page.request.post('/api/SurveyAdmin/GetSurveyPageList', { headers: { Authorization: `Bearer ${token}` }, data: { pageNo: 0, pageSize: 50 } });
  const surveys = ((await res.json()) as { data: { data: { id: number; name: string }[] } }).data.data;
  const standard = surveys.find((s) => s.name === '课程教学评估（标准版）');
  expect(standard).toBeTruthy();
  const mba = demoStudent('mba01');

  await page.goto(`/admin/surveys/${standard!.id}/assign`);
  const rows = page.getByTestId('assignment-row').filter({ hasText: mba.classNameEn });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('assignment-row').filter({ hasText: mba.className })).toHaveCount(0);

  await page.getByTestId('assign-class').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.filter({ hasText: mba.classNameEn })).toBeVisible();
  await expect(options.filter({ hasText: /[\u3400-\u9fff]/ })).toHaveCount(0);
});
