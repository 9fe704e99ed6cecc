import { expect, test } from '@playwright/test';
import { buttonName, signIn } from '../shell/support.ts';
import { openFacultySurvey, question } from './support.ts';

test.describe('faculty evaluation by mba01', () => {
  test('lists the evaluations, searches with the keyword trimmed, and shows the mentor list second', async ({ page }) => {
    await signIn(page, 'mba01', '/education/evaluate/survey');
    await expect(page.getByTestId('faculty-survey-row')).toHaveCount(5);
    await expect(page.getByTestId('faculty-survey-row').filter({ hasText: '组织行为学' }).getByTestId('survey-status')).toHaveText('已填写');
    await page.getByTestId('faculty-survey-search').locator('input').fill('  营销管理  ');
    await page.getByTestId('faculty-survey-search').locator('input').press('Enter');
    await expect(page.getByTestId('faculty-survey-row')).toHaveCount(1);
    await expect(page.getByTestId('faculty-mentor-list').getByTestId('mentor-survey-row')).toHaveCount(3);
    await page.getByTestId('language-option-en-US').click();
    await expect(page.getByTestId('faculty-survey-row')).toContainText('Marketing Management');
  });

  test('fills every question type, with relevancy, gapless numbers, required errors, a draft, one confirmation and the read-only view', async ({ page }) => {
    // Thirteen questions, a reload and two reopenings on a shared two-core machine: past the default minute.
    test.setTimeout(150_000);
    await signIn(page, 'mba01');
    await openFacultySurvey(page, '管理经济学');
    await expect(page).toHaveURL(/\/education\/evaluate\/survey_new\/view\/\d+\/0\/\d+\/mba01\?businessType=0/);
    const width = await page.getByTestId('survey-page').evaluate((el) => el.getBoundingClientRect().width / document.documentElement.clientWidth);
    expect(width).toBeGreaterThan(0.85);
    expect(width).toBeLessThan(0.95);

    // Relevancy: 'dissatisfied' reveals x2; another choice removes it and its answer. Only shown
    // questions are numbered: with x2 hidden, x3 is the second question (no 1, 3, 4, 5).
    const numberOf = (id: string) => question(page, id).locator('.survey-no').first();
    await expect(question(page, 'x2')).toHaveCount(0);
    await expect(numberOf('x1')).toHaveText('1.');
    await expect(numberOf('x3')).toHaveText('2.');
    await expect(numberOf('x12')).toHaveText('11.');
    await question(page, 'x1').getByRole('radio', { name: /^不满意/ }).check();
    await expect(question(page, 'x2')).toBeVisible();
    await expect(numberOf('x2')).toHaveText('2.');
    await expect(numberOf('x3')).toHaveText('3.');
    await question(page, 'x2').locator('textarea').fill('节奏太快');
    await question(page, 'x1').getByRole('radio', { name: /^满意/ }).check();
    await expect(question(page, 'x2')).toHaveCount(0);
    await question(page, 'x1').getByRole('radio', { name: /^非常不满意/ }).check();
    await expect(question(page, 'x2').locator('textarea')).toHaveValue('');

    // Required errors on submit.
    await page.getByTestId('survey-submit').click();
    await expect(question(page, 'x2').getByTestId('survey-error')).toHaveText('此题为必答题');
    await expect(question(page, 'x3').getByTestId('survey-error')).toHaveText('请为每一行选择一项');
    await expect(question(page, 'x6').getByTestId('survey-error')).toHaveText('此题为必答题');
    await expect(page.locator('#survey-q-x11-error')).toHaveText('此题有必填项未填写');
    await expect(question(page, 'x11-x11a').getByTestId('survey-error')).toHaveText('此题为必答题');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Every type.
    await question(page, 'x2').locator('textarea').fill('案例与工作场景联系不够');
    await page.getByTestId('survey-matrix-x3r1-4').check();
    await page.getByTestId('survey-matrix-x3r2-5').check();
    await page.getByTestId('survey-matrix-x3r3-1').check();
    await question(page, 'x4').getByRole('radio', { name: '其他（请说明）' }).check();
    await question(page, 'x4').getByTestId('survey-remark-other').fill('出差两周');
    await question(page, 'x5').getByRole('checkbox', { name: '案例分析' }).check();
    await question(page, 'x5').getByRole('checkbox', { name: '其他' }).check();
    await question(page, 'x5').getByTestId('survey-remark-other').fill('读书会');
    await question(page, 'x6').getByRole('checkbox', { name: '作业反馈' }).check();
    await question(page, 'x6').getByRole('checkbox', { name: '案例更新' }).check();
    await question(page, 'x6').getByRole('button', { name: '上移“案例更新”' }).click();
    await expect(page.getByTestId('survey-rank-x6-cases')).toHaveText('第 1 位');
    await question(page, 'x7').locator('input').fill('6');
    await question(page, 'x8').locator('input').fill('2025-12-20');
    await question(page, 'x8').locator('input').press('Enter');
    await question(page, 'x9').locator('input').fill('21:30');
    await question(page, 'x9').locator('input').press('Enter');
    await question(page, 'x10').getByRole('radio', { name: '是' }).check();
    await question(page, 'x11-x11a').getByRole('radio', { name: '能', exact: true }).check();
    await question(page, 'x11-x11b').locator('input').fill('9');
    await question(page, 'x11-x11c').locator('input').fill('小李');
    await expect(question(page, 'x13')).toHaveCount(0);
    await question(page, 'x12').getByRole('radio', { name: '愿意', exact: true }).check();
    await question(page, 'x13').locator('input').fill('mba01@example.edu.cn');

    // A draft, kept across a reload.
    await page.getByTestId('survey-save-draft').click();
    await expect(page.getByText('草稿已保存，可稍后继续填写')).toBeVisible();
    await page.reload();
    await expect(question(page, 'x7').locator('input')).toHaveValue('6');
    await expect(question(page, 'x13').locator('input')).toHaveValue('mba01@example.edu.cn');
    await expect(page.getByTestId('survey-rank-x6-cases')).toHaveText('第 1 位');

    // Submit: one confirmation, worded for the very negative answers (no second dialog after it).
    await page.getByTestId('survey-submit').click();
    const dialog = page.getByRole('dialog').filter({ hasText: '您选择了“非常不满意”或“非常不同意”' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('1. 总体而言');
    await expect(dialog).toContainText('提交后将不能再修改');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await dialog.getByRole('button', { name: buttonName('确认并提交') }).click();
    await expect(page.getByTestId('survey-read-only')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('survey-submit')).toHaveCount(0);
    await expect(question(page, 'x7').locator('input')).toBeDisabled();

    // Reopened from the list: read-only with the earlier answers; `p` means view only.
    await openFacultySurvey(page, '管理经济学');
    await expect(page.getByTestId('survey-read-only')).toBeVisible();
    await expect(question(page, 'x13').locator('input')).toHaveValue('mba01@example.edu.cn');
    await page.goto(`${page.url()}&p=1`);
    await expect(page.getByTestId('survey-read-only')).toBeVisible();
    await expect(question(page, 'x11-x11b').locator('input')).toHaveValue('9');
    await page.goto('/education/evaluate/survey');
    await expect(page.getByTestId('faculty-survey-row').filter({ hasText: '管理经济学' }).getByTestId('survey-status')).toHaveText('已填写');
  });

  test('opens a view-only survey with p, without the save buttons', async ({ page }) => {
    await signIn(page, 'mba01');
    await openFacultySurvey(page, '数据分析与决策');
    await expect(page.getByTestId('survey-submit')).toBeVisible();
    await expect(question(page, 'x7').locator('input')).toHaveValue('6');
    await page.goto(`${page.url()}&p=1`);
    await expect(page.getByTestId('survey-read-only')).toHaveText('仅查看模式。');
    await expect(page.getByTestId('survey-submit')).toHaveCount(0);
    await expect(question(page, 'x7').locator('input')).toHaveValue('6');
  });
});
