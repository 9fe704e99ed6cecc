import { expect, test } from '@playwright/test';
import { chineseOutsideZh, expectNoSeriousViolations } from '../shared/axe-support.ts';
import { demoStudent } from '../shared/demo-students.ts';
import { signIn } from '../shell/support.ts';
import { pickOption } from '../shared/select.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * The career office's review (README 'Review', RES-G06): careeradmin finds mba01's Chinese resume,
 * which the demo has asking for optimisation, reads its PDF, writes a suggestion released to the
 * student; mba01 then reads it on the resume list. The suggestion is new each run (retry and time),
 * so the assertions never meet what an earlier run wrote. A student meets the 403 page; a counsellor
 * reads the same pages in English.
 */
test.describe.configure({ mode: 'serial' });

test('careeradmin releases a suggestion and mba01 reads it on the resume list', async ({ page, browser }) => {
  // Two users, a PDF laid out for the detail and three axe passes: longer than the default minute on a busy machine.
  test.setTimeout(120_000);
  const mba01 = demoStudent('mba01');
  const suggestion = `E2E 建议 ${test.info().retry}-${Date.now()}：项目经历请写明量化成果。`;

  await signIn(page, 'careeradmin', '/career/admin/resumes');
  await expect(page.getByRole('heading', { name: '简历优化', level: 1 })).toBeVisible();
  await expect(page.getByTestId('review-row').first()).toBeVisible();
  await expect(page.getByTestId('resume-book')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'review queue');

  // The resume book of phd01's cohort: the demo has phd01's own PDF public (a later spec may have hidden it).
  await pickOption(page, 'resume-book-programme', /^博士$/);
  await page.getByTestId('resume-book-year').fill(String(demoStudent('phd01').entranceYear));
  await page.getByTestId('resume-book-build').click();
  await expect(page.getByTestId('resume-book-result')).toContainText(/共 \d+ 份简历，来自 \d+ 名学生|没有公开的简历/);
  await expectNoSeriousViolations(page, 'resume book result');
  // The book opens in a window of its own when it holds resumes; this test reads no further there.
  for (const extra of page.context().pages().slice(1)) await extra.close();

  // 'All' finds the request whether an earlier run left it requested or done.
  await page.getByTestId('review-filter').getByText('全部').click();
  await page.getByTestId('review-search').locator('input').fill(mba01.studentNumber);
  await page.getByTestId('review-search').locator('input').press('Enter');
  const row = page.getByTestId('review-row').filter({ hasText: '中文简历' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('review-open').click();

  await expect(page).toHaveURL(/\/career\/admin\/resumes\/\d+$/);
  await expect(page.getByTestId('review-header')).toContainText(mba01.studentNumber);
  const pdf = page.getByTestId('review-pdf');
  await expect(pdf).toHaveAttribute('title', /简历/);
  await expect(pdf).toHaveAttribute('src', /\S/);
  await expect(page.getByTestId('review-open-pdf')).toHaveAttribute('target', '_blank');
  // Not 'networkidle': Chromium's PDF viewer in the frame keeps its connection open.
  await expectNoSeriousViolations(page, 'review detail');

  await page.getByTestId('review-suggestion').fill(suggestion);
  await page.getByTestId('review-release').check();
  await page.getByTestId('review-save').click();
  await expect(page.getByText('已保存并发布给学生').first()).toBeVisible();

  const student = await browser.newContext({ locale: 'zh-CN' });
  try {
    const mba = await student.newPage();
    await signIn(mba, 'mba01');
    await mba.goto('/resume/index');
    await expect(mba.getByText(suggestion).first()).toBeVisible();

    // The review pages are the career office's: a student is sent to the 403 page.
    await mba.goto('/career/admin/resumes');
    await expect(mba.getByTestId('forbidden-page')).toBeVisible();
  } finally {
    await student.close();
  }
});

test('counsellor01 reads the queue and a resume in English', async ({ page }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en-US');
  await signIn(page, 'counsellor01', '/career/admin/resumes');
  await expect(page.getByRole('heading', { name: 'Resume review', level: 1 })).toBeVisible();
  await page.getByTestId('review-filter').getByText('All').click();
  await expect(page.getByTestId('review-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'review queue in English');
  expect(await chineseOutsideZh(page, '[data-testid="review-queue-page"]')).toEqual([]);

  await page.getByTestId('review-row').first().getByTestId('review-open').click();
  await expect(page.getByTestId('review-header')).toBeVisible();
  await expect(page.getByTestId('review-pdf')).toHaveAttribute('title', /^Resume of /);
  await expectNoSeriousViolations(page, 'review detail in English');
  expect(await chineseOutsideZh(page, '[data-testid="review-detail-page"]')).toEqual([]);
});
