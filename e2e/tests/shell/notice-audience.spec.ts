import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

interface Envelope<T> { statusCode: number; data: T }

/**
 * The editor's 'notify the audience' option (shell README 'Notices to the audience'): ticked on a
 * notice published tomorrow, the audience's notice waits for the publish time, which the form shows
 * when the notice is opened again; unticked, it is withdrawn. The audience is a direction nobody
 * has, and the notice is deleted at the end, so no other spec's bell or list sees it.
 */
test('newsadmin asks for the audience to be told, sees it waiting for the publish time, and withdraws it', async ({ page }) => {
  const token = await signIn(page, 'newsadmin');
  const headers = { Authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const created = await page.request.post('/api/GSMNewsReports', {
    headers,
    data: {
      title: `E2E 通知范围 ${stamp}`, fieldType: 'report', content: '<p>E2E notice body</p>', isTop: false, useModel: 0,
      publishTime: new Date(stamp + 24 * 3600_000).toISOString(), showDirectionKey: `e2e-nobody-${stamp}`,
    },
  });
  const id = ((await created.json()) as Envelope<{ id: number }>).data.id;
  const state = async () => ((await (await page.request.get(`/api/VDNotice/${id}`, { headers })).json()) as Envelope<{ audienceNotice: string | null }>).data.audienceNotice;
  const option = page.getByRole('checkbox', { name: '通知可见范围内的用户' });

  await page.goto(`/news/edit/report/${id}`);
  await expect(option).not.toBeChecked();
  await expect(page.getByText('通知发布时，向可见范围内的每位用户发送一次门户消息和邮件。')).toBeVisible();
  await option.check();
  await page.getByTestId('notice-form-save').click();
  await expect(page).toHaveURL(/\/news\/list\?fieldType=report$/);
  expect(await state()).toBe('scheduled');

  await page.goto(`/news/edit/report/${id}`);
  await expect(option).toBeChecked();
  await expect(page.getByText('将在发布时间通知可见范围内的用户；取消勾选即撤回。')).toBeVisible();
  await option.uncheck();
  await page.getByTestId('notice-form-save').click();
  await expect(page).toHaveURL(/\/news\/list\?fieldType=report$/);
  expect(await state()).toBeNull();

  const removed = await page.request.delete(`/api/GSMNewsReports/${id}`, { headers });
  expect(((await removed.json()) as Envelope<null>).statusCode).toBe(200);
});
