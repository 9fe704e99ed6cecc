import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { chineseOutsideZh, expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * Lectures (ACAD-R04, U07, S05) on the demo: mba01 signs up for the open 'Digital Transformation'
 * lecture and withdraws again, in both languages; each run leaves the seed as it found it. The
 * demo's EMBA lectures have an EMBA audience: mba01 is not offered them, and the staff form shows it.
 */
test.describe.configure({ mode: 'serial' });

const texts = {
  'zh-CN': { subject: '数字化转型与企业战略', signedUp: '报名成功', revoked: '已撤销报名', mine: '我的讲座', full: '名额已满', fullSubject: 'ESG 投资前沿', emba: '领导力与组织变革' },
  'en-US': {
    subject: 'Digital Transformation and Corporate Strategy', signedUp: 'Signed up', revoked: 'Sign-up withdrawn', mine: 'My lectures', full: 'Full',
    fullSubject: 'Frontiers of ESG Investing', emba: 'Leadership and Organisational Change',
  },
} as const;

async function openLectures(page: Page): Promise<void> {
  await page.goto('/education/lecture/index');
  await expect(page.getByTestId('lecture-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`mba01 signs up for a lecture and withdraws (${lang})`, async ({ page }) => {
    const tx = texts[lang];
    await useLanguage(page, lang);
    await signIn(page, 'mba01');
    await openLectures(page);
    await expectNoSeriousViolations(page, `lectures in ${lang}`);
    if (lang === 'en-US') expect(await chineseOutsideZh(page)).toEqual([]);

    // A full lecture offers no sign-up.
    const full = page.getByTestId('lecture-row').filter({ hasText: tx.fullSubject });
    await expect(full.getByTestId('lecture-signup')).toBeDisabled();
    await expect(full.getByTestId('lecture-signup')).toContainText(tx.full);

    // The EMBA lecture is not for an MBA student: not listed (mba01 sees every other demo lecture on this page).
    await expect(page.getByTestId('lecture-row').filter({ hasText: tx.subject })).toBeVisible();
    await expect(page.getByTestId('lecture-row').filter({ hasText: tx.emba })).toHaveCount(0);

    const row = page.getByTestId('lecture-row').filter({ hasText: tx.subject });
    await row.getByTestId('lecture-open').click();
    await expect(page.getByTestId('lecture-detail')).toBeVisible();
    await expectNoSeriousViolations(page, `lecture detail in ${lang}`);
    await page.keyboard.press('Escape');

    await row.getByTestId('lecture-signup').click();
    await expect(page.getByText(tx.signedUp).first()).toBeVisible();
    await expect(row.getByTestId('lecture-revoke')).toBeVisible();

    await page.getByRole('tab', { name: tx.mine }).click();
    const mine = page.getByTestId('my-lecture-row').filter({ hasText: tx.subject });
    await expect(mine).toBeVisible();
    await expectNoSeriousViolations(page, `my lectures in ${lang}`);
    if (lang === 'en-US') expect(await chineseOutsideZh(page)).toEqual([]);
    await mine.getByTestId('lecture-revoke').click();
    await confirmDialog(page);
    await expect(page.getByText(tx.revoked).first()).toBeVisible();
    await expect(mine).toHaveCount(0);
  });
}

test('mba01 hands in lecture homework after confirming it is final, then removes it', async ({ page }) => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
  await useLanguage(page, 'zh-CN');
  await signIn(page, 'mba01');
  await openLectures(page);
  await page.getByRole('tab', { name: '我的讲座' }).click();
  const row = page.getByTestId('my-lecture-row').filter({ hasText: '宏观经济形势分析' });
  await row.getByTestId('lecture-homework-upload').click();
  await page.locator('.ant-modal:visible input[type=file]').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.locator('.ant-modal:visible .ant-upload-list-item')).toContainText('notes.pdf');
  await expectNoSeriousViolations(page, 'lecture homework dialog');
  await page.getByTestId('lecture-homework-save').click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('作业上传后不能更改，确定上传吗？');
  await confirmDialog(page);
  await expect(row.getByTestId('lecture-homework-view')).toBeVisible();
  await expect(row.getByTestId('lecture-homework-upload')).toHaveCount(0);

  await row.getByTestId('lecture-homework-delete').click();
  await confirmDialog(page);
  await expect(row.getByTestId('lecture-homework-upload')).toBeVisible();
});

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`eduadmin opens the lecture form and teacher01 reads the sign-ups of their lecture (${lang})`, async ({ page }) => {
    const subject = lang === 'zh-CN' ? texts['zh-CN'].subject : texts['en-US'].subject;
    await useLanguage(page, lang);
    await signIn(page, 'eduadmin', '/education/lecture/admin');
    await expect(page.getByTestId('lecture-admin-row').first()).toBeVisible();
    await page.getByTestId('lecture-admin-create').click();
    await expect(page.getByTestId('lecture-form')).toBeVisible();
    await expectNoSeriousViolations(page, `lecture form in ${lang}`);
    if (lang === 'en-US') expect(await chineseOutsideZh(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('lecture-form')).toBeHidden();
    // The EMBA lecture's form names its audience.
    await page.getByTestId('lecture-admin-row').filter({ hasText: texts[lang].emba }).getByTestId('lecture-admin-edit').click();
    const form = page.getByTestId('lecture-form');
    const programmes = form.getByTestId('lecture-audience-programmes').locator('xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
    await expect(programmes).toContainText('EMBA');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    await signIn(page, 'teacher01', '/education/lecture/admin');
    const row = page.getByTestId('lecture-admin-row').filter({ hasText: subject });
    await expect(row).toBeVisible();
    await expect(page.getByTestId('lecture-admin-create')).toHaveCount(0);
    await row.getByTestId('lecture-admin-open').click();
    await expect(page.getByTestId('lecture-signup-row')).toHaveCount(4);
    await expectNoSeriousViolations(page, `lecture sign-ups in ${lang}`);
  });
}
