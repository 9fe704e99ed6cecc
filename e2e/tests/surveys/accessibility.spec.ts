import { expect, test } from '@playwright/test';
import { signIn } from '../shell/support.ts';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { openFacultySurvey, useLanguage } from './support.ts';

for (const lang of ['zh-CN', 'en-US'] as const) {
  test.describe(`axe in ${lang}`, () => {
    test.beforeEach(async ({ page }) => { await useLanguage(page, lang); });

    test('the faculty list, the mentor list and the answering page', async ({ page }) => {
      await signIn(page, 'mba01', '/education/evaluate/survey');
      await expect(page.getByTestId('faculty-survey-row').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'faculty list');
      await page.goto('/education/selection/alumni/excellent');
      await expect(page.getByTestId('mentor-survey-row').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'mentor list');
      await openFacultySurvey(page, lang === 'en-US' ? 'Marketing Management' : '营销管理');
      await page.getByTestId('survey-submit').click();
      await expect(page.getByTestId('survey-error').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'answering page');
    });

    test('the graduate list and a graduate survey', async ({ page }) => {
      await signIn(page, 'grad01', '/graduate-survey/index');
      await expect(page.getByTestId('graduate-survey-row').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'graduate list');
      const href = await page.getByTestId('graduate-survey-link').getAttribute('href');
      await page.goto(href!);
      await expect(page.getByTestId('survey-form')).toBeVisible();
      await expectNoSeriousViolations(page, 'graduate survey');
    });
  });
}
