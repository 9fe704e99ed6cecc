import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pngOf } from '../../../apps/server/src/platform/files/png-encode.ts';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { emailOf, signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * The personal-information page (PROF-U12, V13…V16, M01) in both languages: emba01 is refused a
 * photo of the wrong size, an invalid submit asks to check the required items, then a 447×626 photo
 * is uploaded and the record saved; mba01 saves the MBA form. E-mail and mobile stay the demo's,
 * which other specs sign in and match by. The photos are real PNGs written to a temp dir.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

const dir = mkdtempSync(join(tmpdir(), 'person-info-'));
const file = (name: string, width: number, height: number) => {
  const path = join(dir, name);
  writeFileSync(path, pngOf(width, height));
  return path;
};
const wrongSize = file('photo-446x626.png', 446, 626);
const rightSize = file('photo-447x626.png', 447, 626);

const texts = {
  'zh-CN': { wrongSize: '照片尺寸不符合要求', checkRequired: '请检查必填项', required: '必填', saved: '个人信息已保存', hint: '二寸标准照', submit: /提\s*交/ },
  'en-US': {
    wrongSize: 'photo size does not meet requirements', checkRequired: 'please check required items', required: 'required', saved: 'Personal information saved',
    hint: 'two-inch standard 35 mm × 49 mm, 300 dpi, under 1M', submit: 'Submit',
  },
} as const;

async function openPage(page: Page, username: string, lang: 'zh-CN' | 'en-US', form: 'emba' | 'mba') {
  await useLanguage(page, lang);
  const token = await signIn(page, username);
  await page.goto('/education/person-info');
  await expect(page.getByTestId(`person-info-form-${form}`)).toBeVisible();
  return token;
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  const x = texts[lang];

  test(`emba01: a wrong-size photo is refused, a 447×626 photo is saved (${lang})`, async ({ page }) => {
    const token = await openPage(page, 'emba01', lang, 'emba');
    await expect(page.getByText(x.hint)).toBeVisible();
    await expect(page.getByTestId('person-info-email')).toHaveValue(emailOf('emba01'));
    await expectNoSeriousViolations(page, `person-info EMBA ${lang}`);

    await page.locator('input[type=file]').setInputFiles(wrongSize);
    await expect(page.locator('.ant-message').getByText(x.wrongSize)).toBeVisible();
    await expect(page.getByText('photo-446x626.png')).toHaveCount(0);

    // No photo yet and the company cleared: the submit names the required items.
    const company = page.getByTestId('person-info-company');
    await company.fill('');
    await page.getByTestId('person-info-submit').click();
    await expect(page.locator('.ant-message').getByText(x.checkRequired)).toBeVisible();
    await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: new RegExp(`^${x.required}$`) }).first()).toBeVisible();

    await page.locator('input[type=file]').setInputFiles(rightSize);
    await expect(page.getByText('photo-447x626.png')).toBeVisible();
    await company.fill(`华夏新能源科技 ${lang}`);
    await page.getByTestId('person-info-submit').click();
    await expect(page.locator('.ant-message').getByText(x.saved)).toBeVisible();

    const me = await (await page.request.get('/api/User/info', { headers: { Authorization: `Bearer ${token}` } })).json() as { data: { id: number } };
    const res = await page.request.get(`/api/GsmSchoolRollStudent/${me.data.id}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = await res.json() as { data: { isPhoto: boolean; company: string; email: string } };
    expect(body.data).toMatchObject({ isPhoto: true, company: `华夏新能源科技 ${lang}`, email: emailOf('emba01') });
  });

  test(`mba01 saves the MBA form (${lang})`, async ({ page }) => {
    await openPage(page, 'mba01', lang, 'mba');
    await expect(page.getByTestId('person-info-emergency')).toHaveCount(0);
    await expectNoSeriousViolations(page, `person-info MBA ${lang}`);
    await page.getByTestId('person-info-position').fill(`产品总监 ${lang}`);
    await page.getByTestId('person-info-submit').click();
    await expect(page.locator('.ant-message').getByText(x.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('person-info-position')).toHaveValue(`产品总监 ${lang}`);
  });
}
