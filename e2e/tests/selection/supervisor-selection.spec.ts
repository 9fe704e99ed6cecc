import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';
import { expectMessage, roundsOf, texts } from './support.ts';

/**
 * Thesis-supervisor selection (SEL-R03…R05, U05, U06), in Chinese and in English: benyan01 finds a
 * supervisor by a keyword with spaces around it and chooses them; mba01 sees the ended scheme (its
 * marker, 'view my thesis teacher', no counts) and, in the open scheme, a full supervisor it cannot
 * select.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

for (const [lang, supervisor] of [['zh-CN', '何教授'], ['en-US', '马讲师']] as const) {
  const w = texts[lang];

  test(`benyan01 chooses a supervisor in the benyan scheme (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const token = await signIn(page, 'benyan01');
    const scheme = (await roundsOf(page.request, token, 'benyan', 'supervisor')).find((r) => r.isCurrentSelection);
    expect(scheme, 'an open benyan scheme of benyan01').toBeTruthy();
    await page.goto('/education/selection/paper/benyan');
    const row = page.getByTestId('scheme-row').filter({ hasText: scheme!.name });
    await expect(row).toHaveCount(1);
    await expectNoSeriousViolations(page, `supervisor schemes (${lang})`);
    await row.getByTestId('scheme-select').click();
    await expect(page).toHaveURL(new RegExp(`/education/selection/paper/benyan/${scheme!.id}$`));
    await expect(page.getByTestId('supervisor-row').first()).toBeVisible();

    await page.getByTestId('supervisor-search').locator('input').fill(`  ${supervisor} `);
    await page.getByTestId('supervisor-search').locator('input').press('Enter');
    await expect(page.getByTestId('supervisor-row')).toHaveCount(1);
    const supRow = page.getByTestId('supervisor-row').filter({ hasText: supervisor });
    await expect(supRow).toHaveCount(1);
    await expectNoSeriousViolations(page, `supervisor list (${lang})`);

    await supRow.getByTestId('choice-select').click();
    await confirmDialog(page);
    await expectMessage(page, w.success);
    await expect(supRow.getByTestId('supervisor-status')).toHaveText(w.supervisorWaiting);
    await expect(supRow.getByTestId('choice-withdraw')).toBeVisible();
  });

  test(`mba01 sees the ended scheme and a full supervisor (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const token = await signIn(page, 'mba01');
    const schemes = await roundsOf(page.request, token, 'mba', 'supervisor');
    const ended = schemes.find((r) => r.isEnded);
    const open = schemes.find((r) => r.isCurrentSelection);
    expect(ended && open, 'an ended and an open mba scheme').toBeTruthy();
    await page.goto('/education/selection/paper/mba');
    const endedRow = page.getByTestId('scheme-row').filter({ hasText: ended!.name });
    await expect(endedRow.getByTestId('round-ended')).toHaveText(w.ended);
    await expect(endedRow.getByTestId('round-my-choice')).toContainText('孙教授');
    await endedRow.getByTestId('scheme-myTeacher').click();
    await expect(page.getByTestId('supervisor-row').first()).toBeVisible();
    // Counts are hidden once the scheme has ended; nothing to select.
    await expect(page.getByTestId('supervisor-counts')).toHaveCount(0);
    await expect(page.getByTestId('choice-select')).toHaveCount(0);
    await expect(page.getByTestId('supervisor-row').filter({ hasText: '孙教授' }).getByTestId('supervisor-status')).not.toHaveText('');
    await page.getByTestId('selection-back').click();

    await page.getByTestId('scheme-row').filter({ hasText: open!.name }).getByTestId('scheme-select').click();
    const full = page.getByTestId('supervisor-row').filter({ hasText: '刘副教授' });
    await expect(full.getByTestId('choice-select')).toBeDisabled();
    await expect(full.getByTestId('supervisor-counts')).toContainText('1 / 1');
    await expectNoSeriousViolations(page, `open mba scheme (${lang})`);
  });
}
