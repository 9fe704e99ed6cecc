import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { apiSignIn } from '../shell/support.ts';
import { choose, firstEntry, LOAD_TIMEOUT, offered, openSection, reloadForm, save, selectedText, stamp, typeDate } from './profile-support.ts';

/**
 * The student profile area (PROF-R01, U01–U11): a save in each of the nine forms, read back after
 * a reload; the list limit; the cadre month warning; the ranked intentions; the statistics filter;
 * visibility by kind; English dictionary texts; axe. The demo data is shared, so values carry a
 * stamp and lists are edited in place.
 */

async function asStudent(page: Page, username: string): Promise<void> {
  await apiSignIn(page.request, username);
}

test.describe('a master\'s student keeps the profile up to date', () => {
  test.beforeEach(async ({ page }) => { await asStudent(page, 'grad01'); });

  test('base-info saves and reads back; the roll fields are disabled', async ({ page }) => {
    const s = stamp();
    const form = await openSection(page, 'base-info');
    // The roll's fields are shown, never edited.
    await expect(form.getByLabel('姓名')).toBeDisabled();
    await expect(form.getByLabel('学号')).toBeDisabled();
    // A master's student (resume type 2) gives the parents; marital status is type 3's.
    await expect(form.getByLabel('婚姻状况')).toHaveCount(0);
    await form.getByLabel('父亲职业').fill(`工程师${s}`);
    await save(page, form);
    await reloadForm(page, form);
    await expect(form.getByLabel('父亲职业')).toHaveValue(`工程师${s}`);
  });

  test('recruit-info and degree save and read back', async ({ page }) => {
    const s = stamp();
    let form = await openSection(page, 'recruit-info');
    await expect(form.getByLabel('班级')).toBeDisabled();
    await expect(form.getByLabel('高考分数')).toHaveCount(0);
    await expect(form.getByLabel('硕士院校')).toHaveCount(0);
    await form.getByLabel('本科院校').fill(`示范大学${s}`);
    // Both yes/no questions are required of graduates; answer No where none is given yet.
    for (const group of ['profile-recruit-worked', 'profile-recruit-other']) {
      const radios = form.getByTestId(group);
      if ((await radios.locator('.ant-radio-wrapper-checked').count()) === 0) await radios.getByText('否').click();
    }
    await save(page, form);
    await reloadForm(page, form);
    await expect(form.getByLabel('本科院校')).toHaveValue(`示范大学${s}`);

    form = await openSection(page, 'degree');
    await form.getByLabel('学校').fill(`辅修学院${s}`);
    await form.getByLabel('专业').fill('金融学');
    await save(page, form);
    await reloadForm(page, form);
    await expect(form.getByLabel('学校')).toHaveValue(`辅修学院${s}`);
  });

  test('study-info and skill-info save and read back', async ({ page }) => {
    const s = stamp();
    let form = await openSection(page, 'study-info');
    await expect(form.getByLabel('博士资格考试')).toHaveCount(0);
    await form.getByLabel('专业').fill(`管理科学${s}`);
    await save(page, form);
    await reloadForm(page, form);
    await expect(form.getByLabel('专业')).toHaveValue(`管理科学${s}`);

    form = await openSection(page, 'skill-info');
    const language = await firstEntry(form, 'profile-skill-e');
    await language.getByLabel('名称').fill(`英语${s}`);
    await language.getByLabel('分数或成绩').fill('CET-6 580');
    await save(page, form);
    await reloadForm(page, form);
    await expect(form.getByTestId('profile-skill-e-entry').first().getByLabel('名称')).toHaveValue(`英语${s}`);
  });

  test('practice-info saves and reads back', async ({ page }) => {
    const s = stamp();
    const form = await openSection(page, 'practice-info');
    const internship = await firstEntry(form, 'profile-internship');
    await internship.getByLabel('单位名称').fill(`示范咨询${s}`);
    const begin = internship.getByLabel('开始时间');
    if (!(await begin.inputValue())) await typeDate(begin, '2024-07-01');
    await save(page, form);
    await reloadForm(page, form);
    await expect(form.getByTestId('profile-internship-entry').first().getByLabel('单位名称')).toHaveValue(`示范咨询${s}`);
  });

  test('student-cadres warns of an end before the begin, clears it, and saves a valid range', async ({ page }) => {
    const s = stamp();
    const form = await openSection(page, 'student-cadres');
    const entry = await firstEntry(form, 'profile-cadre');
    await typeDate(entry.getByLabel('开始年月'), '2024-09');
    const end = entry.getByLabel('结束年月');
    await end.click();
    await end.fill('2024-05');
    await end.press('Enter');
    await expect(page.locator('.ant-message-warning').filter({ hasText: '结束年月不能早于开始年月' })).toBeVisible();
    await expect(end).toHaveValue('');

    await typeDate(end, '2025-06');
    await entry.getByLabel('组织名称').fill(`学生会${s}`);
    await entry.getByLabel('职务').fill('部长');
    await save(page, form);
    await reloadForm(page, form);
    const saved = form.getByTestId('profile-cadre-entry').first();
    await expect(saved.getByLabel('组织名称')).toHaveValue(`学生会${s}`);
    await expect(saved.getByLabel('结束年月')).toHaveValue('2025-06');
  });
});

test.describe('an MBA student', () => {
  test.beforeEach(async ({ page }) => { await asStudent(page, 'mba01'); });

  test('award saves, and Add stops at the list limit', async ({ page }) => {
    const s = stamp();
    const form = await openSection(page, 'award');
    const bursary = await firstEntry(form, 'profile-jj');
    await bursary.getByLabel('名称').fill(`学业奖学金${s}`);
    await save(page, form);
    await reloadForm(page, form);
    await expect(form.getByTestId('profile-jj-entry').first().getByLabel('名称')).toHaveValue(`学业奖学金${s}`);

    // Punishments stop at three (PROF-K01); the added rows are not saved.
    const add = form.getByTestId('profile-cf-add');
    while (await add.isEnabled()) await add.click();
    await expect(form.getByTestId('profile-cf-entry')).toHaveCount(3);
    await expect(add).toContainText('3/3');
  });

  test('graduation-intention: a choice leaves the other ranks, retired entries are disabled, the save reads back', async ({ page }) => {
    const form = await openSection(page, 'graduation-intention');
    // Resume type 3 (base-info) shows marital status and not the parents: checked here to spare a page load.
    const first = form.getByTestId('profile-intentionKey1');
    const second = form.getByTestId('profile-intentionKey2');
    const before = await offered(page, first);
    expect(before.enabled.length).toBeGreaterThan(2);
    const current = await selectedText(first);
    const pick = before.enabled.find((o) => o !== current) ?? before.enabled[0]!;
    await choose(page, first, new RegExp(`^${pick.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const others = await offered(page, second);
    expect(others.enabled).not.toContain(pick);
    // The demo dictionary holds one retired entry (status 0): offered nowhere, shown disabled (PROF-S04).
    expect(before.disabled.length).toBeGreaterThan(0);
    expect(others.disabled).toEqual(before.disabled);

    for (let n = 1; n <= 5; n += 1) {
      const field = form.getByTestId(`profile-directionKey${n}`);
      if (!(await selectedText(field))) await choose(page, field);
    }
    await save(page, form);
    await reloadForm(page, form);
    await expect(form.getByTestId('profile-intentionKey1')).toContainText(pick);
    await expectNoSeriousViolations(page, 'graduation-intention');
  });

  test('base-info by type 3, the statistics filter and popovers, in English with axe', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('portal.language', 'en-US'));
    let form = await openSection(page, 'base-info');
    await expect(form.getByLabel('Marital status')).toBeVisible();
    await expect(form.getByLabel("Father's occupation")).toHaveCount(0);
    // Dictionary options in English (PROF-U01).
    const marital = await offered(page, form.getByTestId('profile-base-marital'));
    expect(marital.enabled.join(' ')).toMatch(/^[\x20-\x7e]+$/);
    await expectNoSeriousViolations(page, 'base-info in English');

    await page.goto('/student-info/index?section=activity-statistic');
    const year = page.getByTestId('profile-stat-year');
    await expect(year).toBeVisible({ timeout: LOAD_TIMEOUT });
    const years = (await offered(page, year)).enabled;
    const now = new Date().getFullYear();
    expect(years).toEqual(['All years', String(now), String(now - 1), String(now - 2), String(now - 3)]);
    await choose(page, year, /^All years$/);
    await page.getByTestId('profile-stat-search').click();
    form = page.getByTestId('profile-statistics');
    await expect(form).toBeVisible({ timeout: LOAD_TIMEOUT });
    const consults = page.getByTestId('profile-stat-consults');
    const count = Number(await consults.textContent());
    if (count > 0) {
      await consults.click();
      const details = page.getByTestId('profile-stat-consults-details');
      await expect(details).toBeVisible();
      expect(await details.locator('li').count()).toBeLessThanOrEqual(6);
      if (count > 5) await expect(page.getByTestId('profile-stat-consults-more')).toBeVisible();
    }
    await expectNoSeriousViolations(page, 'activity-statistic in English');
  });
});

test('in English, benyan01 changes base-info and saves each of the other eight forms as they stand', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => window.localStorage.setItem('portal.language', 'en-US'));
  await asStudent(page, 'benyan01');
  const s = stamp();
  const base = await openSection(page, 'base-info');
  await base.getByLabel("Father's occupation").fill(`Engineer ${s}`);
  await save(page, base, 'Saved successfully');
  await reloadForm(page, base);
  await expect(base.getByLabel("Father's occupation")).toHaveValue(`Engineer ${s}`);
  // The English forms send back what they show (English dictionary texts, the demo's lists) and the server takes it.
  for (const section of ['recruit-info', 'award', 'degree', 'student-cadres', 'study-info', 'skill-info', 'practice-info', 'graduation-intention'] as const) {
    const form = await openSection(page, section);
    await save(page, form, 'Saved successfully');
  }
});

test('undergraduate and doctoral students see their own enrolment fields', async ({ page }) => {
  await asStudent(page, 'benyan01');
  let form = await openSection(page, 'recruit-info');
  await expect(form.getByLabel('高考分数')).toBeVisible();
  await expect(form.getByLabel('本科院校')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'recruit-info of an undergraduate');

  await apiSignIn(page.request, 'phd01');
  form = await openSection(page, 'recruit-info');
  await expect(form.getByLabel('硕士院校')).toBeVisible();
  await expect(form.getByLabel('博士入学方式')).toBeVisible();
  form = await openSection(page, 'study-info');
  await expect(form.getByLabel('博士资格考试')).toBeVisible();
});
