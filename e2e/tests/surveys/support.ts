import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** A question block of the answering page, by its questionID (GROUP items: `group-item`). */
export const question = (page: Page, id: string): Locator => page.getByTestId(`survey-question-${id}`);

/** Opens the page in a language without clicking the selector: the stored choice is read at start. */
export async function useLanguage(page: Page, lang: 'zh-CN' | 'en-US'): Promise<void> {
  await page.addInitScript((l) => window.localStorage.setItem('portal.language', l), lang);
}

/** Opens a faculty evaluation of mba01 from the list by its course name. */
export async function openFacultySurvey(page: Page, course: string): Promise<void> {
  await page.goto('/education/evaluate/survey');
  const row = page.getByTestId('faculty-survey-row').filter({ hasText: course });
  await row.getByTestId('faculty-survey-link').click();
  await expect(page.getByTestId('survey-form')).toBeVisible();
}
