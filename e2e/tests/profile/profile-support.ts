import { expect } from '@playwright/test';
import { pickOption } from '../shared/select.ts';
import type { Locator, Page } from '@playwright/test';

/**
 * Helpers of the profile specs. They write to the shared demo data, so every value they type
 * carries a stamp of the run, and lists are edited in place (the first entry, or one added when
 * there is none), never grown: a spec passes the same on its tenth run.
 */
export const stamp = () => Date.now().toString(36).slice(-6);

/** The sub-view's form test ids (sections/*.tsx). */
export const formIds = {
  'base-info': 'profile-base',
  'recruit-info': 'profile-recruit',
  award: 'profile-award',
  degree: 'profile-degree',
  'student-cadres': 'profile-cadres',
  'study-info': 'profile-study',
  'skill-info': 'profile-skill',
  'practice-info': 'profile-practice',
  'graduation-intention': 'profile-intention',
  'activity-statistic': 'profile-statistics',
} as const;
export type Section = keyof typeof formIds;

/** A page load on a loaded two-core machine may take more than the default ten seconds. */
export const LOAD_TIMEOUT = 30_000;

/** Opens one sub-view of the signed-in student and waits for its form. */
export async function openSection(page: Page, section: Section): Promise<Locator> {
  await page.goto(`/student-info/index?section=${section}`);
  const form = page.getByTestId(formIds[section]);
  await expect(form).toBeVisible({ timeout: LOAD_TIMEOUT });
  return form;
}

/** Reloads the page and waits for the form again: what it shows now is what the server stored. */
export async function reloadForm(page: Page, form: Locator): Promise<void> {
  await page.reload();
  await expect(form).toBeVisible({ timeout: LOAD_TIMEOUT });
}

/** Save, then the success message (PROF: 'after a save, a success message'). */
export async function save(page: Page, form: Locator, text = '保存成功'): Promise<void> {
  await form.getByTestId(`${await form.getAttribute('data-testid')}-save`).click();
  await expect(page.locator('.ant-message-success').filter({ hasText: text })).toBeVisible({ timeout: LOAD_TIMEOUT });
}

/** The first entry of a list, added when the list is empty. */
export async function firstEntry(form: Locator, testId: string): Promise<Locator> {
  const entries = form.getByTestId(`${testId}-entry`);
  if ((await entries.count()) === 0) await form.getByTestId(`${testId}-add`).click();
  return entries.first();
}

/** Types a month or a date into an antd picker and confirms it. */
export async function typeDate(field: Locator, value: string): Promise<void> {
  await field.click();
  await field.fill(value);
  await field.press('Enter');
  await expect(field).toHaveValue(value);
}

/** Picks the option of an antd select whose text is `option` (or the first enabled one). */
export const choose = (page: Page, field: Locator, option?: string | RegExp): Promise<string> => pickOption(page, field, option);

/** The texts a select offers, read off its open dropdown (closed again after). */
export async function offered(page: Page, field: Locator): Promise<{ enabled: string[]; disabled: string[] }> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  let enabled: string[] = [];
  let disabled: string[] = [];
  // Again until the list is read whole: a list that closes while it is read (the page re-rendered
  // under it) gave [] once on CI.
  await expect(async () => {
    if ((await dropdown.count()) === 0) await field.click();
    await expect(dropdown.locator('.ant-select-item-option').first()).toBeVisible({ timeout: 2000 });
    enabled = await dropdown.locator('.ant-select-item-option:not(.ant-select-item-option-disabled)').allTextContents();
    disabled = await dropdown.locator('.ant-select-item-option-disabled').allTextContents();
    expect(enabled.length + disabled.length).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(dropdown).toHaveCount(0);
  return { enabled, disabled };
}

/** The text a select shows for its value; '' while it shows its placeholder. */
export async function selectedText(field: Locator): Promise<string> {
  const text = (await field.innerText()).trim();
  return text === '请选择' || text === 'Please choose' ? '' : text;
}
