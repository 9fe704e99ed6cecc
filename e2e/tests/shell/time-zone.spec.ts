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
