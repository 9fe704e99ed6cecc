import { expect, test } from '@playwright/test';
import { apiSignIn } from '../shell/support.ts';
import { MBA_PUBLISHED, courseRow, planId } from './support.ts';

/**
 * Issue 29, in both languages: on the results of mba01's published plan, mba01 reads why the 110-point
 * bid on 创业管理 (MBA6104) lost (the price against the bid, or the lottery at the price), opens the
 * course's charts (the bids' histogram, with its text summary), and asks the simulator what 110
 * would have done at last term's price of MBA6104 (the ended plan's, which mba01's 110 also lost).
 */
const encoded = (name: string) => encodeURIComponent(Buffer.from(encodeURIComponent(name)).toString('base64'));

const cases = [
  {
    lang: 'zh-CN', course: '创业管理', outcome: /^未中选：(结算价 \d+，高于您的出价 110|与结算价 \d+ 同分，抽签未中)$/,
    charts: /投点人数 \d+，最低 \d+，最高 \d+；结算价 \d+。/, verdict: /^(不能选中：110 低于结算价 \d+|同分抽签：110 等于结算价 110)（.+，第 \d 轮）$/,
  },
  {
    lang: 'en-US', course: 'Entrepreneurship', outcome: /^Not won: (price \d+ against your 110|tied at the price \d+, lost the lottery)$/,
    charts: /Bids: \d+; lowest \d+, highest \d+; clearing price \d+\./, verdict: /^(Would have lost: 110 is below the price \d+|A lottery at equal points: 110 equals the price 110) \(.+, round \d\)$/,
  },
] as const;

for (const c of cases) {
  test(`${c.lang}: a lost bid is explained on the results, with the course's charts and the simulator's answer`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('portal.language', lang), c.lang);
    const token = await apiSignIn(page.request, 'mba01');
    const id = await planId(page.request, token, MBA_PUBLISHED);
    await page.goto(`/education/optional/lesson-primary-details/${encoded(MBA_PUBLISHED)}/${id}`);

    const lost = courseRow(page, c.course);
    await expect(lost.getByTestId('bid-points-cell')).toHaveText('110');
    await expect(lost.getByTestId('bid-outcome')).toHaveText(c.outcome);

    await lost.getByTestId('course-charts-button').click();
    const charts = page.getByTestId('course-charts');
    await expect(charts.getByTestId('chart-histogram-1')).toBeVisible();
    await expect(charts.getByTestId('chart-histogram-1').getByRole('img')).toBeVisible();
    await expect(charts.getByTestId('chart-histogram-summary').first()).toHaveText(c.charts);
    await expect(charts.getByTestId('chart-past-prices')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(charts).toBeHidden();

    const simulator = page.getByTestId('bid-simulator');
    await simulator.getByTestId('sim-course').fill('MBA6104');
    await simulator.getByTestId('sim-points').fill('110');
    await simulator.getByTestId('sim-run').click();
    await expect(simulator.getByTestId('sim-verdict')).toHaveText(c.verdict);
  });
}
