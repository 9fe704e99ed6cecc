import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { chineseOutsideZh, expectNoSeriousViolations } from '../shared/axe-support.ts';
import { apiSignIn, signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * The general-situation manual (RES-R04, U04, U05, V16, V20): benyan01 fills the undergraduate
 * form, types Chinese experiences past the 105-character total, sees the live warning and the save
 * refused with the catalogue's 1110 text, shortens them and saves. Every run writes the same
 * values, so a run on a server an earlier run used starts from what that run saved.
 */
test.describe.configure({ mode: 'serial' });

interface Envelope<T> { statusCode: number; data: T; message: string }

async function apiGet<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as Envelope<T>;
  expect(body.statusCode, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** The id of benyan01's manual (kind 3) from the list the resume page reads. */
async function manualIdOf(request: APIRequestContext, token: string): Promise<number> {
  const me = await apiGet<{ id: number }>(request, token, '/api/User/info');
  const rows = await apiGet<{ id: number; kind: number }[]>(request, token, `/api/VDResume/MyResumeList/${me.id}`);
  const manual = rows.find((r) => r.kind === 3);
  expect(manual, 'benyan01 has a manual').toBeTruthy();
  return manual!.id;
}

/** Chooses an option of an antd select by its text, in the dropdown the click opened. */
async function choose(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: new RegExp(`^${label}$`) });
  await option.click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

/** Empties an antd select that holds a value (the clear icon shows on hover). */
async function clear(select: Locator): Promise<void> {
  if ((await select.locator('.ant-select-selection-item').count()) === 0) return;
  await select.hover();
  await select.locator('.ant-select-clear').click();
  await expect(select.locator('.ant-select-selection-item')).toHaveCount(0);
}

const field = (page: Page, name: string) => page.getByTestId(`manual-${name}`);

/** 35 counted characters: spaces do not count toward the 105 total. */
const LONG = '负责学院新生迎新活动的策划 与组织，协调二十名志愿者完成两天报到接待工作';
/** 31 counted characters: 35 + 35 + 31 = 101. */
const SHORT = '担任班级学习委员一年，组织期末复习答疑会三次，帮助同学提高成绩';

test('benyan01 fills the manual; a Chinese total over 105 is refused, then saved once shortened', async ({ page }) => {
  // Some twenty fields, three selects emptied and chosen, two axe passes: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const token = await signIn(page, 'benyan01');
  const id = await manualIdOf(page.request, token);
  await page.goto(`/resume/manual/${id}`);
  await expect(page.getByTestId('manual-form')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('概况手册');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'manual page');

  await field(page, 'cName').fill('张伟');
  await field(page, 'eName').fill('Wei Zhang');
  const birth = field(page, 'birthDay');
  await birth.click();
  await birth.fill('2005-02-20');
  await birth.press('Enter');
  await field(page, 'emailLocal').fill('zhang.wei');
  await expect(page.getByTestId('manual-email-domain')).toHaveText('@example.edu.cn');

  const edu = { universityCN: '示范大学', universityEN: 'Demo University', schoolCN: '经济学院', schoolEN: 'School of Economics', majorCN: '金融学', majorEN: 'Finance' };
  for (const [name, value] of Object.entries(edu)) await field(page, `edu-1-${name}`).fill(value);

  await field(page, 'experienceEN1').fill('Organised the orientation week for new students');
  await field(page, 'planAfterGraduation').getByLabel('就业').check();

  // The exclusive lists (RES-V20): emptied first, so each run picks from the whole dictionary.
  for (const n of [3, 2, 1]) {
    await clear(field(page, `careerInterestKey${n}`));
    await clear(field(page, `mostInterestedIndustriesKey${n}`));
  }
  await choose(page, field(page, 'careerInterestKey1'), '金融');
  // The value chosen in the first list is not offered in the second.
  await field(page, 'careerInterestKey2').click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: /^金融$/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await choose(page, field(page, 'mostInterestedIndustriesKey1'), '银行');

  // Three experiences of 35 + 35 + 35 counted characters reach 105; one more character passes it.
  await field(page, 'experienceCN1').fill(LONG);
  await field(page, 'experienceCN2').fill(LONG);
  await field(page, 'experienceCN3').fill(`${LONG}。`);
  await expect(page.getByTestId('manual-total-cn')).toContainText('106');
  await expect(page.getByTestId('manual-total-cn-warning')).toBeVisible();
  await expectNoSeriousViolations(page, 'manual with the total warning');

  await page.getByTestId('manual-save').click();
  await expect(page.getByText('中文内容合计最多 105 字（不计空格），当前 106 字')).toBeVisible();

  // Shortened to 101: the warning goes and the save is accepted.
  await field(page, 'experienceCN3').fill(SHORT);
  await expect(page.getByTestId('manual-total-cn')).toContainText('101');
  await expect(page.getByTestId('manual-total-cn-warning')).toBeHidden();
  await page.getByTestId('manual-save').click();
  await expect(page.getByText('保存成功').first()).toBeVisible();

  const saved = await apiGet<{ form: Record<string, unknown>; howComplete: number }>(page.request, token, `/api/VDResume/QueryVDResumeGeneralSituation/${id}`);
  expect(saved.form).toMatchObject({
    cName: '张伟', eName: 'Wei Zhang', birthDay: '2005-02-20', email: 'zhang.wei@example.edu.cn', experienceCN1: LONG, experienceCN3: SHORT,
    vdResumeGeneralSituationEduBackground1: edu, careerInterestKey1: '3', mostInterestedIndustriesKey1: '1',
  });
  expect(saved.form.planAfterGraduation).toContain('A');
  await expect(page.getByTestId('manual-completeness')).toContainText(`${saved.howComplete}%`);
});

test('the manual in English: labels, axe, no Chinese outside fields marked Chinese', async ({ page, request }) => {
  const token = await apiSignIn(request, 'benyan01');
  const id = await manualIdOf(request, token);
  await useLanguage(page, 'en-US');
  await signIn(page, 'benyan01', `/resume/manual/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('General-situation manual');
  await expect(page.getByLabel('Chinese name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'manual page in English');
  expect(await chineseOutsideZh(page, '[data-testid="manual-page"]')).toEqual([]);
});
