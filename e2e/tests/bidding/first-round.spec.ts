import { expect, test } from '@playwright/test';
import { buttonName } from '../shell/support.ts';
import { MBA_ENDED, MBA_OPEN, confirmDialog, confirmOk, courseRow, expectSelectionSucceeded, holdQueue, openPlanList, startSelection } from './support.ts';

/**
 * A first-round bid and drop by mba01 on 公司金融 (MBA6101), which mba01 passed in an earlier plan:
 * the history check asks first (1201), the mask stays while the queue is not settled, then the
 * ranking and the points log show the bid; the drop gives the points back. In order, one course.
 */
test.describe.serial('first round', () => {
  test('declining the history confirmation sends no bid', async ({ page }) => {
    await openPlanList(page, 'mba01');
    await startSelection(page, MBA_OPEN);
    const row = courseRow(page, '公司金融');
    await row.getByTestId('bid-button').click();
    await expect(confirmDialog(page)).toContainText(`您已在「${MBA_ENDED}」中修过「公司金融」，确定继续投点吗？`);
    await confirmDialog(page).getByRole('button', { name: buttonName('取消') }).click();
    await expect(page.getByTestId('bid-dialog')).toHaveCount(0);
    await expect(row.getByTestId('bid-status')).toHaveText('未投点');
  });

  test('bids after the 1201 confirmation, waits for the queue, shows the ranking and the points log', async ({ page }) => {
    await openPlanList(page, 'mba01');
    await startSelection(page, MBA_OPEN);
    await expect(page.getByTestId('bidding-title')).toContainText(`【${MBA_OPEN}】`);
    await expect(page.getByTestId('bid-account')).toContainText('剩余点数 740 / 共 1000');

    const row = courseRow(page, '公司金融');
    await expect(row.getByTestId('class-time')).toHaveText('第01周–第08周星期一 14:00–16:35');
    await row.getByTestId('bid-button').click();
    await expect(confirmDialog(page)).toContainText('修过「公司金融」');
    await confirmOk(page, '确定');

    const dialog = page.getByTestId('bid-dialog');
    await expect(dialog.getByTestId('bid-course-name')).toHaveValue('公司金融');
    await expect(dialog.getByTestId('bid-course-type')).toHaveValue('选修');
    await expect(dialog.getByTestId('bid-points')).toHaveValue('100');
    await expect(dialog.getByTestId('bid-range-tip')).toHaveText('可投点数范围：100 ~ 500');
    await expect(dialog.getByTestId('bid-points-left')).toHaveText('剩余可用点数：740');
    await dialog.getByTestId('bid-points').fill('300');

    // The queue answers 'still clearing' twice: the mask stays up through both polls.
    const queue = await holdQueue(page, 2);
    await page.getByRole('button', { name: '确定投点' }).click();
    await expect(page.getByTestId('queue-mask')).toBeVisible();
    await expect(page.getByTestId('queue-mask')).toContainText('正在排队处理');
    await expect.poll(queue.calls, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('queue-mask')).toBeVisible();
    await expectSelectionSucceeded(page);
    expect(queue.calls()).toBeGreaterThanOrEqual(3);

    await expect(row.getByTestId('bid-status')).toHaveText('已投点');
    await expect(row.getByTestId('bid-points-cell')).toHaveText('300');
    // Seeded classmates bid 100–400 on the course: the rank is a number, 1 for the highest bid.
    await expect(row.getByTestId('bid-queue')).toHaveText(/^\d+$/);
    await expect(row.getByTestId('bid-button')).toBeDisabled();
    await expect(row.getByTestId('drop-button')).toBeEnabled();
    await expect(page.getByTestId('bid-account')).toContainText('剩余点数 440 / 共 1000（冻结 560');

    await page.getByTestId('bidding-back').click();
    await page.getByTestId('plans-log').click();
    const first = page.getByTestId('point-log-row').first();
    await expect(first).toContainText('公司金融');
    await expect(first.getByTestId('log-type')).toHaveText('投点冻结');
    await expect(first.getByTestId('log-amount')).toHaveText('−300');
    await expect(first).toContainText('440');
    await page.getByTestId('log-tab-uses').click();
    const use = page.getByTestId('max-use-log-row').first();
    await expect(use).toContainText('公司金融');
    await expect(use.getByTestId('log-amount')).toHaveText('−1');
  });

  test('drops the bid and gets the points back', async ({ page }) => {
    await openPlanList(page, 'mba01');
    await startSelection(page, MBA_OPEN);
    const row = courseRow(page, '公司金融');
    await row.getByTestId('drop-button').click();
    await expect(confirmDialog(page)).toContainText('确认退选「公司金融」？');
    await confirmOk(page, '确认退选');
    await expectSelectionSucceeded(page, '已退选公司金融');
    await expect(row.getByTestId('bid-status')).toHaveText('已退选');
    await expect(row.getByTestId('bid-points-cell')).toHaveText('—');
    await expect(row.getByTestId('drop-button')).toBeDisabled();
    await expect(row.getByTestId('bid-button')).toBeEnabled();
    await expect(page.getByTestId('bid-account')).toContainText('剩余点数 740 / 共 1000');

    await page.goto('/education/optional/log');
    const first = page.getByTestId('point-log-row').first();
    await expect(first.getByTestId('log-type')).toHaveText('退选返还');
    await expect(first.getByTestId('log-amount')).toHaveText('+300');
    await expect(first).toContainText('740');
  });
});
