import { expect, test } from '@playwright/test';
import { chineseOutsideZh, expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * The lecture waitlist (issue 29) on the demo, in both languages: the 'Frontiers of ESG Investing'
 * lecture is full (5 of 5) with mba07 and mba08 waiting. mba09 (no other lecture spec uses them)
 * joins the line as third and leaves it again, so each run leaves the seed as it found it; the
 * lecture's teacher (teacher02) reads the line on the staff sign-ups page.
 */
test.describe.configure({ mode: 'serial' });

const texts = {
  'zh-CN': { subject: 'ESG 投资前沿', waitlisted: '候补中，第 3 位', joined: '已加入候补名单，第 3 位', left: '已退出候补名单', full: '名额已满', waitlist: '候补名单' },
  'en-US': {
    subject: 'Frontiers of ESG Investing', waitlisted: 'Waitlisted, position 3', joined: 'You are on the waitlist, position 3', left: 'You left the waitlist', full: 'Full',
    waitlist: 'Waitlist',
  },
} as const;

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`mba09 joins the waitlist of a full lecture, sees the position and leaves; its teacher reads the line (${lang})`, async ({ page }) => {
    const tx = texts[lang];
    await useLanguage(page, lang);
    await signIn(page, 'mba09');
    await page.goto('/education/lecture/index');
    const row = page.getByTestId('lecture-row').filter({ hasText: tx.subject });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('lecture-signup')).toBeDisabled();
    await expect(row.getByTestId('lecture-signup')).toContainText(tx.full);

    await row.getByTestId('lecture-join-waitlist').click();
    await confirmDialog(page);
    await expect(page.getByText(tx.joined).first()).toBeVisible();
    await expect(row.getByTestId('lecture-waitlisted')).toHaveText(tx.waitlisted);
    await expect(row.getByTestId('lecture-join-waitlist')).toHaveCount(0);
    await expectNoSeriousViolations(page, `lecture waitlist in ${lang}`);
    if (lang === 'en-US') expect(await chineseOutsideZh(page)).toEqual([]);

    await row.getByTestId('lecture-leave-waitlist').click();
    await confirmDialog(page);
    await expect(page.getByText(tx.left).first()).toBeVisible();
    await expect(row.getByTestId('lecture-join-waitlist')).toBeVisible();
    await expect(row.getByTestId('lecture-waitlisted')).toHaveCount(0);

    await signIn(page, 'teacher02', '/education/lecture/admin');
    await page.getByTestId('lecture-admin-row').filter({ hasText: tx.subject }).getByTestId('lecture-admin-open').click();
    const line = page.getByTestId('lecture-waitlist');
    await expect(line.getByRole('heading', { name: tx.waitlist })).toBeVisible();
    await expect(line.getByTestId('lecture-waitlist-row')).toHaveCount(2);
    await expect(line.getByTestId('lecture-waitlist-row').first()).toContainText('1');
    await expectNoSeriousViolations(page, `lecture waitlist (staff) in ${lang}`);
    if (lang === 'en-US') expect(await chineseOutsideZh(page)).toEqual([]);
  });
}
