import { expect, test } from '@playwright/test';
import { schoolDateTime } from './school-time.ts';
import { signIn } from './support.ts';

test('a browser in London is shown the school\'s Beijing times', async ({ page }) => {
  const token = await signIn(page, 'mba01');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Europe/London');

  const res = await page.request.post('/api/VDNotice/QueryNoticeForStudy', {
    headers: { authorization: `Bearer ${token}` }, data: { pageNo: 0, pageSize: 1 },
  });
  const notice = ((await res.json()) as { data: { data: { id: number; publishTime: string }[] } }).data.data[0]!;
  await page.goto(`/news/details/${notice.id}`);
  // Seeded notices go out at 09:00 Beijing time, which is 01:00 or 02:00 in London.
  await expect(page.locator('.notice-meta')).toContainText(schoolDateTime(notice.publishTime));
  await expect(page.locator('.notice-meta')).toContainText(/ 09:\d\d/);
});

test('the home calendar rings the school\'s today when the browser\'s date is still the day before', async ({ page }) => {
  // The latest 20:00 UTC already past: 20:00 or 21:00 in London, 04:00 next day in Beijing.
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 20));
  if (at > now) at.setUTCDate(at.getUTCDate() - 1);
  await page.clock.install({ time: at });
  await signIn(page, 'mba01');
  const beijing = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', day: 'numeric' }).format(at);
  const london = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', day: 'numeric' }).format(at);
  expect(beijing).not.toBe(london);
  const today = page.getByTestId('home-calendar').getByTestId('calendar-today');
  await expect(today).toHaveCount(1);
  await expect(today).toHaveText(new RegExp(`^${beijing}$`));
  // antd's own ring of the browser's day is not shown.
  const browserDay = page.getByTestId('home-calendar').locator('.ant-picker-cell-today .ant-picker-cell-inner');
  expect(await browserDay.evaluate((el) => getComputedStyle(el, '::before').borderTopWidth)).toBe('0px');
});
