import { expect, test } from '@playwright/test';
import { MBA_ADD_DROP, confirmDialog, confirmOk, courseRow, expectSelectionSucceeded, openPlanList, planRow, startSelection } from './support.ts';

/**
 * Add/drop in mba01's add/drop plan (uniform price): mba01 bid 450 on 公司金融 (MBA6101) in round 1 and
 * won it at its clearing price, 240 (the other 210 came back), and lost 创业管理; a bid
 * on a course with seats left and its drop, then giving up the round-1 course, which frees its
 * seat, refunds the points (the plan's setting) and lands in the 'dropped courses' table.
 */
test.describe.serial('add/drop', () => {
  test('shows round-1 results and seats left, and bids and drops on a course with seats', async ({ page }) => {
    await openPlanList(page, 'mba01');
    await expect(planRow(page, MBA_ADD_DROP).getByTestId('plan-state')).toHaveText('补退选中');
    await startSelection(page, MBA_ADD_DROP);
    await expect(page.getByTestId('bidding-title')).toContainText('补退选');

    const won = courseRow(page, '公司金融');
    await expect(won.getByTestId('bid-status')).toContainText('第一轮已中选');
    await expect(won.getByTestId('bid-remainder')).toHaveText('0');
    await expect(won.getByTestId('bid-button')).toBeDisabled();
    await expect(won.getByTestId('drop-button')).toBeEnabled();
    // No seat left on a course the student did not win: the bid joins its waitlist; nothing to drop yet.
    await expect(courseRow(page, '创业管理').getByTestId('bid-button')).toHaveText('加入候补');
    await expect(courseRow(page, '创业管理').getByTestId('bid-button')).toBeEnabled();
    await expect(courseRow(page, '创业管理').getByTestId('drop-button')).toBeDisabled();

    const open = courseRow(page, '领导力开发');
    await expect(open.getByTestId('bid-remainder')).not.toHaveText('0');
    await open.getByTestId('bid-button').click();
    await page.getByTestId('bid-points').fill('150');
    await page.getByRole('button', { name: '确定投点' }).click();
    await expectSelectionSucceeded(page);
    await expect(open.getByTestId('bid-status')).toHaveText('已投点');
    await expect(open.getByTestId('bid-points-cell')).toHaveText('150');
    await expect(open.getByTestId('bid-queue')).toHaveText(/^\d+$/);
    await expect(open.getByTestId('bid-button')).toBeDisabled();
    await expect(page.getByTestId('bid-account')).toContainText('剩余点数 610 / 共 1000（冻结 150，已扣除 240）');

    await open.getByTestId('drop-button').click();
    await expect(confirmDialog(page)).toContainText('退选后投点将返还。');
    await confirmOk(page, '确认退选');
    // A drop says the course was dropped, not that a selection succeeded.
    await expectSelectionSucceeded(page, '已退选领导力开发');
    await expect(open.getByTestId('bid-status')).toHaveText('已退选');
    await expect(page.getByTestId('bid-account')).toContainText('剩余点数 760 / 共 1000');

    // A full course: the bid is a waitlist entry, shown with its place in line, and can be withdrawn.
    const full = courseRow(page, '创业管理');
    await full.getByTestId('bid-button').click();
    await page.getByTestId('bid-points').fill('150');
    await page.getByRole('button', { name: '确定投点' }).click();
    await expectSelectionSucceeded(page);
    await expect(full.getByTestId('bid-waitlist')).toHaveText(/^候补中：第 \d+ 位$/);
    await expect(page.getByTestId('bid-account')).toContainText('剩余点数 610 / 共 1000');
    await full.getByTestId('drop-button').click();
    await confirmOk(page, '确认退选');
    await expectSelectionSucceeded(page, '已退选创业管理');
    await expect(page.getByTestId('bid-account')).toContainText('剩余点数 760 / 共 1000');
  });

  test('gives up the course won in round 1 and sees it among the dropped courses', async ({ page }) => {
    await openPlanList(page, 'mba01');
    await startSelection(page, MBA_ADD_DROP);
    const won = courseRow(page, '公司金融');
    await won.getByTestId('drop-button').click();
    await expect(confirmDialog(page)).toContainText('这是第一轮已中选的课程，退选后名额将释放，点数将返还。');
    await confirmOk(page, '确认退选');
    await expectSelectionSucceeded(page, '已退选公司金融');
    await expect(won.getByTestId('bid-status')).toContainText('退选时间');
    await expect(won.getByTestId('bid-status')).not.toContainText('第一轮已中选');
    // The seat is free again, and the 240 points the win cost are back.
    await expect(won.getByTestId('bid-remainder')).toHaveText('1');
    await expect(page.getByTestId('bid-account')).toContainText('剩余点数 1000 / 共 1000');

    await page.getByTestId('bidding-back').click();
    await planRow(page, MBA_ADD_DROP).getByTestId('plan-name').click();
    await expect(page.getByTestId('registration-page')).toBeVisible();
    const dropped = page.getByTestId('registration-dropped-row').filter({ hasText: '公司金融' });
    await expect(dropped).toBeVisible();
    await expect(dropped).toContainText('450');
    await expect(page.getByTestId('registration-electives-row').filter({ hasText: '公司金融' }).getByTestId('selection-state')).toHaveText('已退选');
    await expect(page.getByTestId('summary-nousePoint')).toHaveText('1000');
  });
});
