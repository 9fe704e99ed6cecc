import { expect, type Locator, type Page } from '@playwright/test';
import { confirmDialog } from '../shared/confirm.ts';
import { pickOption } from '../shared/select.ts';
import { schoolDateTime } from '../shell/school-time.ts';
import { buttonName } from '../shell/support.ts';
import { sample } from '../people/from-empty-steps.ts';
import type { JourneyTerm } from './journey-terms.ts';

/**
 * The screens of the teaching office and the bidding console that academic-year-from-empty.spec.ts
 * goes through, one function a screen, so the spec reads as the journey.
 */

/** Types a day into an antd DatePicker (its input or its wrapper) and checks it took it. */
async function typeDay(field: Locator, day: string): Promise<void> {
  const input = (await field.evaluate((e) => e.tagName)) === 'INPUT' ? field : field.locator('input');
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

/** eduadmin (in Chinese) enters a term by its first day and weeks on /admin/teaching/terms. */
export async function createTerm(page: Page, t: JourneyTerm): Promise<void> {
  await page.goto('/admin/teaching/terms');
  await expect(page.getByTestId('terms-admin-page')).toBeVisible();
  await page.getByTestId('terms-create').click();
  await expect(page.getByTestId('term-form')).toBeVisible();
  await page.getByTestId('term-school-year').fill(String(t.schoolYear));
  await pickOption(page, 'term-code', new RegExp(`^${t.term} `));
  await page.getByTestId('term-name').fill(t.name);
  await page.getByTestId('term-name-en').fill(t.nameEn);
  await typeDay(page.getByTestId('term-first-day'), t.firstDay);
  await page.getByTestId('term-weeks').fill(String(t.weeks));
  await page.getByTestId('term-form-save').click();
  await expect(page.locator('.ant-message')).toContainText('操作成功');
  const row = page.getByTestId('terms-year').filter({ hasText: `${t.schoolYear}-${t.schoolYear + 1}` }).getByTestId('term-row').filter({ hasText: t.name });
  await expect(row).toContainText(t.firstDay);
}

/** A catalogue sheet (cohorts or courses) imported on its page: the preview counts its rows, none with a problem. */
export async function importCatalogueSheet(page: Page, kind: 'cohorts' | 'courses', rows: number): Promise<void> {
  await page.goto(`/admin/teaching/${kind}`);
  await page.getByTestId(`${kind}-import`).click();
  await page.locator('.ant-modal input[type=file]').setInputFiles(sample(`${kind}.xlsx`));
  await expect(page.getByTestId('catalogue-import-preview')).toBeVisible();
  await expect(page.getByTestId('catalogue-import-summary')).toContainText(`共 ${rows} 行`);
  await expect(page.getByTestId('catalogue-import-summary')).toContainText('有问题 0');
  await page.getByTestId('catalogue-import-confirm').click();
  await expect(page.locator('.ant-message')).toContainText('已导入');
}

/** A sheet of the classes page's import (classes with their meetings, or enrolments): previewed clean, then confirmed. */
export async function importClassSheet(page: Page, kind: 'classes' | 'enrolments', rows: number, creates: number): Promise<void> {
  await page.goto('/admin/teaching/classes');
  await expect(page.getByTestId('class-admin-page')).toBeVisible();
  await page.getByTestId('class-import').click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.getByText(kind === 'classes' ? '开课班及上课时间' : '选课名单', { exact: true }).click();
  await dialog.locator('input[type=file]').setInputFiles(sample(`${kind}.xlsx`));
  await expect(page.getByTestId('class-import-summary')).toHaveText(`共 ${rows} 行，0 行有问题，将新建 ${creates} 项`);
  await expect(page.getByTestId('import-row-problem')).toHaveCount(0);
  await page.getByTestId('class-import-confirm').click();
  await expect(page.locator('.ant-message')).toContainText(`已导入 ${creates} 项`);
}

/** Types a date-time into an antd DatePicker, in the school's time. */
async function pickDateTime(page: Page, testId: string, when: Date): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(schoolDateTime(when));
  await input.press('Enter');
  await expect(input).toHaveValue(schoolDateTime(when));
}

export interface PlanInput { name: string; nameEn: string; term: JourneyTerm; entranceYear: number; termLabel: string }

/**
 * courseadmin (in English) creates an MBA plan for the term and publishes it, its first round open
 * from an hour ago: the plan's own job opens it, which the list shows. The windows are relative to
 * now because a bid is judged by its window on the database clock; staff 'next' moves the rest.
 */
export async function createPublishedPlan(page: Page, plan: PlanInput): Promise<Locator> {
  await page.goto('/admin/bidding');
  await expect(page.getByTestId('admin-plan-list')).toBeVisible();
  await page.getByTestId('admin-plan-new').click();
  await page.getByTestId('plan-form-name').fill(plan.name);
  await page.getByTestId('plan-form-name-en').fill(plan.nameEn);
  await page.getByTestId('plan-form-years').click();
  await page.keyboard.type(String(plan.entranceYear));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('plan-form').locator('.ant-select-selection-item', { hasText: String(plan.entranceYear) })).toBeVisible();
  await page.getByTestId('plan-form-school-year').fill(`${plan.term.schoolYear}-${plan.term.schoolYear + 1}`);
  await pickOption(page, 'plan-form-term', new RegExp(`^${plan.termLabel}$`));
  const now = Date.now();
  const hour = 3600_000;
  await pickDateTime(page, 'plan-form-firstBegin', new Date(now - hour));
  await pickDateTime(page, 'plan-form-firstEnd', new Date(now + 48 * hour));
  await pickDateTime(page, 'plan-form-secondBegin', new Date(now + 72 * hour));
  await pickDateTime(page, 'plan-form-secondEnd', new Date(now + 96 * hour));
  await page.getByTestId('plan-form-published').click();
  await page.getByRole('dialog').getByRole('button', { name: buttonName('Save') }).click();
  await expect(page.locator('.ant-message').getByText('Saved successfully')).toBeVisible();
  const row = page.getByTestId('admin-plan-row').filter({ hasText: plan.nameEn });
  await expectPlanState(page, row, 'First round open');
  return row;
}

/** Waits for a plan row to show a state, refreshing the list (a job may be what moves it). */
export async function expectPlanState(page: Page, row: Locator, state: string): Promise<void> {
  await expect(async () => {
    await page.getByTestId('admin-refresh').click();
    await expect(row.getByTestId('admin-plan-state')).toHaveText(state, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** Staff 'next' on a plan row, confirmed: the state it moves to shows. */
export async function nextStep(page: Page, row: Locator, state: string): Promise<void> {
  await row.getByTestId('admin-plan-next').click();
  await confirmDialog(page);
  await expectPlanState(page, row, state);
}

export interface AdvertisedCourse {
  number: string; nameEn: string; teacher: string; teacherEn: string; venue: string; venueEn: string;
  /** One-based, as the form takes them. */
  weeks: [number, number]; weekday: string; begin: string; end: string;
}

/** Adds a course to the plan picked from the catalogue, with its teacher, venue and the weekly times it is advertised at. */
export async function addCatalogueCourse(page: Page, row: Locator, c: AdvertisedCourse): Promise<void> {
  await row.getByTestId('admin-plan-courses').click();
  await expect(page.getByTestId('admin-courses-page')).toBeVisible();
  await page.getByTestId('admin-course-new').click();
  const picker = page.getByTestId('course-form-catalogue');
  await picker.click();
  await page.keyboard.type(c.number);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: c.number }).first().click();
  await expect(page.getByTestId('course-form-number')).toHaveValue(c.number);
  await expect(page.getByTestId('course-form-name-en')).toHaveValue(c.nameEn);
  await page.getByTestId('course-form-teacher').fill(c.teacher);
  await page.getByTestId('course-form-teacher-en').fill(c.teacherEn);
  await page.getByTestId('course-form-venue').fill(c.venue);
  await page.getByTestId('course-form-venue-en').fill(c.venueEn);
  await page.getByTestId('class-time-add').click();
  const time = page.getByTestId('class-time-row');
  await time.locator('input').nth(0).fill(String(c.weeks[0]));
  await time.locator('input').nth(1).fill(String(c.weeks[1]));
  await pickOption(page, time.locator('.ant-select'), c.weekday);
  const hours = time.locator('.ant-picker input');
  await hours.nth(0).click();
  await hours.nth(0).fill(c.begin);
  await hours.nth(0).press('Enter');
  await hours.nth(1).fill(c.end);
  await hours.nth(1).press('Enter');
  await expect(hours.nth(0)).toHaveValue(c.begin);
  await expect(hours.nth(1)).toHaveValue(c.end);
  await page.getByRole('dialog').getByRole('button', { name: buttonName('Save') }).click();
  const course = page.getByTestId('admin-course-row').filter({ hasText: c.number });
  await expect(course).toBeVisible();
  await expect(course.getByTestId('class-time')).toContainText(`${c.begin}–${c.end}`);
  await page.getByTestId('admin-courses-back').click();
}
