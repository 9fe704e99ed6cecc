import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { runAxe } from '../shared/axe-support.ts';
import { demoStudent } from '../shared/demo-students.ts';
import { apiSignIn, buttonName, signIn } from '../shell/support.ts';
import { pickOption } from '../shared/select.ts';
import { useLanguage } from './support.ts';

const pickType = async (page: Page, select: string, label: string) => {
  await page.getByTestId(select).click();
  // Every type is in the list without scrolling: Matrix and Group come last.
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${label}$`) }).click();
};

test('staff build a survey with a matrix and a group, assign it, and see the result charts after a student answers', async ({ page, browser }) => {
  // Three screens and two users on a shared two-core machine: well past the default minute.
  test.setTimeout(180_000);
  const name = `返校日调查 ${Date.now() % 100000}`;
  await signIn(page, 'surveyadmin', '/admin/surveys');
  await expect(page.getByTestId('admin-survey-row').first()).toBeVisible();
  await page.getByTestId('admin-survey-new').click();

  // The schema's refusals in the catalogue's words, with the form's labels.
  await page.getByTestId('builder-save').click();
  await expect(page.getByTestId('builder-issues')).toContainText('请填写问卷名称（中文）');
  await expect(page.getByTestId('builder-issues')).not.toContainText(/Too small|expected|name:/);

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

  // A matrix (five scored columns, two rows) and a group, as the seeded evaluations have.
  await pickType(page, 'builder-add-type', '矩阵');
  await page.getByTestId('builder-add-question').click();
  await page.getByTestId('builder-q3-body').fill('请评价以下方面');
  for (const [i, text] of ['很差', '较差', '一般', '较好', '很好'].entries()) await page.getByTestId(`builder-q3-option-${i}-text`).fill(text);
  await page.getByTestId('builder-q3-sub1-body').fill('场地');
  await page.getByTestId('builder-q3-sub2-body').fill('日程');
  await pickType(page, 'builder-add-type', '题组');
  await page.getByTestId('builder-add-question').click();
  await page.getByTestId('builder-q4-body').fill('同行人员');
  await page.getByTestId('builder-q4-sub1-body').fill('同行人姓名');
  await page.getByTestId('builder-q4-add-sub').click();
  await pickType(page, 'builder-q4-sub2-type', '数字');
  await page.getByTestId('builder-q4-sub2-body').fill('同行人数');
  // No internal keys (q1, o1, q3_1) anywhere on the screen.
  await expect(page.getByTestId('survey-builder')).not.toContainText(/\b[qo]\d+\b|q\d+_\d+/);
  await page.getByTestId('builder-save').click();
  await expect(page).toHaveURL(/\/admin\/surveys\/\d+$/);
  const surveyId = /\/admin\/surveys\/(\d+)$/.exec(page.url())![1];
  await page.reload();
  await expect(page.getByTestId('builder-q3-type')).toContainText('矩阵');
  await expect(page.getByTestId('builder-q3-sub2-body')).toHaveValue('日程');
  await expect(page.getByTestId('builder-q4-type')).toContainText('题组');
  await expect(page.getByTestId('builder-q4-sub2-type')).toContainText('数字');

  await page.goto(`/admin/surveys/${surveyId}/assign`);
  await page.getByTestId('assign-by').getByText('指定学号').click();
  await page.getByTestId('assign-students').fill(demoStudent('grad01').studentNumber);
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
  await signIn(page, 'mba01', '/admin/surveys');
  await expect(page).toHaveURL(/\/403\?msg=/);
});

test('faculty results stay hidden below five responses and show as charts above', async ({ page }) => {
  await signIn(page, 'surveyadmin', '/admin/surveys');
  await page.getByTestId('admin-survey-row').filter({ hasText: '课程教学评估（标准版）' }).getByTestId('admin-survey-results').click();
  await expect(page.getByTestId('survey-results')).toBeVisible();
  await pickOption(page, 'results-assignment', '营销管理');
  await expect(page.getByTestId('results-hidden')).toBeVisible();
  await pickOption(page, 'results-assignment', '组织行为学');
  await expect(page.getByTestId('results-hidden')).toHaveCount(0);
  await expect(page.getByTestId('result-matrix')).toBeVisible();
  // The one-sentence answers of the released evaluation are listed, not just counted.
  await expect(page.getByTestId('result-texts').locator('li').first()).toBeVisible();
});

test('a teacher sees the anonymous aggregates and comments of the evaluations about that teacher, without a refused call', async ({ page }) => {
  await signIn(page, 'teacher01');
  const refused: string[] = [];
  page.on('response', (res) => { if (res.url().includes('/api/') && res.status() >= 400) refused.push(`${res.status()} ${res.url()}`); });
  await page.goto('/admin/surveys/mine');
  await expect(page.getByTestId('teacher-evaluation-row')).toHaveCount(2);
  await page.getByTestId('teacher-evaluation-row').filter({ hasText: '组织行为学' }).getByTestId('teacher-evaluation-link').click();
  await expect(page.getByTestId('results-hidden')).toHaveCount(0);
  await expect(page.getByTestId('result-matrix')).toBeVisible();
  await expect(page.getByTestId('result-question').first().getByTestId('result-average')).toBeVisible();
  await expect(page.getByTestId('result-texts').locator('li').first()).toBeVisible();
  // Without an assignment chosen: the teacher's own scope, named, and still no call refused.
  await page.goto(page.url().replace(/\?.*$/, ''));
  await expect(page.getByTestId('results-assignment')).toContainText('关于我的全部评估');
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  expect(refused).toEqual([]);
  await page.goto('/admin/surveys');
  await expect(page).toHaveURL(/\/403\?msg=/);
});

test('the builder words its refusals in English with the English labels', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await signIn(page, 'surveyadmin', '/admin/surveys/new');
  await page.getByTestId('builder-add-question').click();
  await page.getByTestId('builder-save').click();
  const issues = page.getByTestId('builder-issues');
  await expect(issues).toContainText('Name (Chinese) is required');
  await expect(issues).toContainText('Question 1 · Question (Chinese) is required');
  await expect(issues).not.toContainText(/Too small|expected string|questions\.0/);
});

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`the builder edits the seeded matrix and group, shows no keys and names every field (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    await signIn(page, 'surveyadmin', '/admin/surveys');
    await page.getByTestId('admin-survey-name').filter({ hasText: lang === 'en-US' ? 'Course evaluation (extended)' : '课程综合评估（扩展版）' }).click();
    await expect(page.getByTestId('builder-q3-type')).toContainText(lang === 'en-US' ? 'Matrix' : '矩阵');
    await expect(page.getByTestId('builder-q11-type')).toContainText(lang === 'en-US' ? 'Group' : '题组');
    await expect(page.getByTestId('builder-q3-sub1-body')).not.toHaveValue('');
    // The seeded keys (x3, s3r1, option values) stay internal.
    await expect(page.getByTestId('survey-builder')).not.toContainText(/\bx\d+[a-z]?\b|\bx\d+r\d\b/);
    const unnamed = await runAxe(page, { runOnly: { type: 'rule', values: ['label', 'aria-input-field-name', 'select-name', 'button-name', 'aria-toggle-field-name'] } });
    expect(unnamed.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
}
