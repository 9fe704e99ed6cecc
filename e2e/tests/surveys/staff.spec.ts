import { expect, test } from '@playwright/test';
import { apiSignIn, buttonName, signIn } from '../shell/support.ts';

test('staff build a survey, assign it, and see the result charts after a student answers', async ({ page, browser }) => {
  const name = `返校日调查 ${Date.now() % 100000}`;
  await signIn(page, 'surveyadmin');
  await page.goto('/admin/surveys');
  await expect(page.getByTestId('admin-survey-row').first()).toBeVisible();
  await page.getByTestId('admin-survey-new').click();

  await page.getByTestId('builder-name').fill(name);
  await page.getByTestId('builder-name-en').fill('Homecoming survey');
  await page.getByTestId('builder-kind').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '毕业生调查' }).click();
  await page.getByTestId('builder-add-question').click();
  await page.getByTestId('builder-q1-body').fill('您是否参加返校日？');
  await page.getByTestId('builder-q1-option-0-text').fill('参加');
  await page.getByTestId('builder-q1-option-1-text').fill('不参加');
  await page.getByTestId('builder-add-type').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '单行文本' }).click();
  await page.getByTestId('builder-add-question').click();
  await page.getByTestId('builder-q2-body').fill('您的建议');
  await page.getByTestId('builder-save').click();
  await expect(page).toHaveURL(/\/admin\/surveys\/\d+$/);
  const surveyId = /\/admin\/surveys\/(\d+)$/.exec(page.url())![1];

  await page.goto(`/admin/surveys/${surveyId}/assign`);
  await page.getByTestId('assign-by').getByText('指定学号').click();
  await page.getByTestId('assign-students').fill('2024210001');
  await page.getByTestId('assign-title').fill(name);
  await page.getByTestId('assign-submit').click();
  await expect(page.getByTestId('assignment-row')).toHaveCount(1);
  await expect(page.getByTestId('assignment-row')).toContainText('0/1');

  // grad01 answers in another browser context.
  const student = await browser.newContext();
  const sp = await student.newPage();
  await apiSignIn(sp.request, 'grad01');
  await sp.goto('/graduate-survey/index');
  const row = sp.getByTestId('graduate-survey-row').filter({ hasText: name });
  const href = await row.getByTestId('graduate-survey-link').getAttribute('href');
  await sp.goto(href!);
  await sp.getByTestId('survey-question-q1').getByRole('radio', { name: '参加', exact: true }).check();
  await sp.getByTestId('survey-question-q2').locator('input').fill('多安排校友交流');
  await sp.getByTestId('survey-submit').click();
  await sp.getByRole('dialog').getByRole('button', { name: buttonName('提交') }).click();
  await expect(sp.getByTestId('survey-read-only')).toBeVisible();
  await student.close();

  await page.goto(`/admin/surveys/${surveyId}/results`);
  await expect(page.getByTestId('results-submitted')).toHaveText('1');
  const first = page.getByTestId('result-question').first();
  await expect(first.getByTestId('result-bar')).toHaveCount(2);
  await expect(first.getByTestId('result-bar').first()).toContainText('1 人（100%）');
  await expect(page.getByTestId('result-question').nth(1)).toContainText('多安排校友交流');
  const [download] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('results-export').click()]);
  await download.close();
});

test('a student is sent away from the staff pages', async ({ page }) => {
  await signIn(page, 'mba01');
  await page.goto('/admin/surveys');
  await expect(page).toHaveURL(/\/403\?msg=/);
});

test('faculty results stay hidden below five responses and show as charts above', async ({ page }) => {
  await signIn(page, 'surveyadmin');
  await page.goto('/admin/surveys');
  await page.getByTestId('admin-survey-row').filter({ hasText: '课程教学评估（标准版）' }).getByTestId('admin-survey-results').click();
  await expect(page.getByTestId('survey-results')).toBeVisible();
  await page.getByTestId('results-assignment').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '营销管理' }).click();
  await expect(page.getByTestId('results-hidden')).toBeVisible();
  await page.getByTestId('results-assignment').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '组织行为学' }).click();
  await expect(page.getByTestId('results-hidden')).toHaveCount(0);
  await expect(page.getByTestId('result-matrix')).toBeVisible();
});

test('a teacher sees the anonymous aggregates of the evaluations about that teacher', async ({ page }) => {
  await signIn(page, 'teacher01');
  await page.goto('/admin/surveys/mine');
  await expect(page.getByTestId('teacher-evaluation-row')).toHaveCount(2);
  await page.getByTestId('teacher-evaluation-row').filter({ hasText: '组织行为学' }).getByTestId('teacher-evaluation-link').click();
  await expect(page.getByTestId('results-hidden')).toHaveCount(0);
  await expect(page.getByTestId('result-matrix')).toBeVisible();
  await expect(page.getByTestId('result-question').first().getByTestId('result-average')).toBeVisible();
  await page.goto('/admin/surveys');
  await expect(page).toHaveURL(/\/403\?msg=/);
});
