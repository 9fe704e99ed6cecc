import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { demoStudent } from '../shared/demo-students.ts';
import { apiSignIn, signIn } from '../shell/support.ts';
import { pickOption } from '../shared/select.ts';
import { call, sheetRows, useLanguage } from './staff-teacher-support.ts';

/**
 * selectionadmin reads the demo: the rounds filtered by kind, the open alumni-mentor round's demand
 * against capacity (the first mentor has more waiting choices than places), its students, a
 * matching not offered before the end, and the pairs of last year's ended MBA scheme as a real xlsx.
 * Nothing is changed here.
 */
interface RoundRow { id: number; name: string; selectionType: string; pageType: string; releaseStatus: number; timeStatus: number; confirmedCount: number }

const texts = {
  'zh-CN': { scheme: '论文导师方案', notEnded: '本轮尚未结束' },
  'en-US': { scheme: 'Supervisor scheme', notEnded: 'The round has not ended' },
} as const;

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`selectionadmin reads rounds, demand against capacity and the pairs (${lang})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const x = texts[lang];
    const admin = await apiSignIn(request, 'selectionadmin');
    const list = await call<{ data: RoundRow[] }>(request, admin, 'get', '/api/admin/selection/rounds?pageSize=100');
    const open = list.data.find((r) => r.pageType === 'mbaxy' && r.timeStatus === 1 && r.name.includes('校友导师'))!;
    const ended = list.data.find((r) => r.selectionType === 'supervisor' && r.pageType === 'mba' && r.releaseStatus === 2 && r.confirmedCount > 0)!;
    expect(open, 'the open alumni-mentor round of the demo').toBeTruthy();
    expect(ended, 'the ended MBA scheme of the demo').toBeTruthy();

    await useLanguage(page, lang);
    await signIn(page, 'selectionadmin', '/admin/selection');
    await expect(page.getByTestId('round-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'rounds');
    await pickOption(page, 'rounds-kind', x.scheme);
    await expect(page.getByTestId('round-row').first()).toContainText(x.scheme);
    for (const text of await page.getByTestId('round-row').allTextContents()) expect(text).toContain(x.scheme);

    // The open round: demand against capacity, the first mentor (quota 3, one confirmed, five waiting) over it.
    await page.goto(`/admin/selection/rounds/${open.id}`);
    const first = page.getByTestId('teacher-row').filter({ hasText: '赵文博' });
    await expect(first).toBeVisible();
    await expect(first.getByTestId('demand-over')).toBeVisible();
    await expect(page.getByTestId('demand-summary')).toBeVisible();
    const demand = await call<{ name: string; selectionTimes: number; remaining: number; waitingCount: number }[]>(request, admin, 'get', `/api/admin/selection/rounds/${open.id}/teachers`);
    const zhao = demand.find((d) => d.name === '赵文博')!;
    await expect(first.locator('td').nth(3)).toHaveText(String(zhao.selectionTimes));
    await expect(first.locator('td').nth(7)).toHaveText(String(zhao.remaining));
    await expectNoSeriousViolations(page, 'round teachers');

    await page.getByTestId('round-tab-students').click();
    await expect(page.getByTestId('student-row').first()).toBeVisible();
    await expect(page.getByTestId('student-row').filter({ hasText: demoStudent('mba01').studentNumber })).toBeVisible();
    await expectNoSeriousViolations(page, 'round students');

    await page.getByTestId('round-tab-matching').click();
    // The round is open: students still choose and teachers still rank, so neither preview nor confirmation is offered (96015 on the server).
    await expect(page.getByTestId('matching-panel')).toContainText(x.notEnded);
    await expect(page.getByTestId('matching-preview')).toBeDisabled();
    await expect(page.getByTestId('matching-confirm')).toBeDisabled();
    await expectNoSeriousViolations(page, 'matching not offered');

    await page.getByTestId('round-page-edit').click();
    await expect(page.getByTestId('round-form')).toBeVisible();
    await expect(page.getByTestId('round-form-name')).toHaveValue(open.name);
    await expect(page.locator('.rte [contenteditable]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'round form');
    await page.getByRole('dialog').locator('.ant-modal-close').click();
    await expect(page.getByTestId('round-form')).toBeHidden();

    // Last year's ended scheme: its one confirmed pair, mba01 with the first supervisor, in the xlsx.
    await page.goto(`/admin/selection/rounds/${ended.id}`);
    await expect(page.getByTestId('round-confirmed')).toHaveText(String(ended.confirmedCount));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pairs-export').click()]);
    expect(download.suggestedFilename()).toBe(`selection-pairs-${ended.id}.xlsx`);
    const rows = await sheetRows(await download.path());
    expect(rows[0]).toEqual(expect.arrayContaining(['学号 Student number', '导师 Teacher']));
    expect(rows).toHaveLength(1 + ended.confirmedCount);
    expect(rows.find((r) => r[0] === demoStudent('mba01').studentNumber)).toEqual(expect.arrayContaining(['孙教授']));
  });
}
