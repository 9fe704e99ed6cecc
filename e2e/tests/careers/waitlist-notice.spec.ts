import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * The bell and a waitlist promotion (issue 28, 'Done when'), in both languages: mba23 waits for
 * the only place of an activity mba24 holds; mba24 withdraws (through the API) and mba23's bell
 * counts one more without a reload; its item opens mba23's sign-up on My activities. mba23 and
 * mba24 are classmates no other spec signs in as; the count is read before and compared after,
 * so notices other specs may give them do not matter.
 */
test.describe.configure({ mode: 'serial' });

const hours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();
const han = /[\u4e00-\u9fff]/;

interface Envelope<T> { statusCode: number; data: T; message: string }
async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put', url: string, data?: object): Promise<T> {
  const res = await request[method](url, { headers: { Authorization: `Bearer ${token}` }, ...(method === 'get' ? {} : { data: data ?? {} }) });
  const body = (await res.json()) as Envelope<T>;
  expect(body.statusCode, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

interface Row { id: number; kind: string; title: string; titleEn: string; link: string | null; readAt: string | null }
const noticesOf = (request: APIRequestContext, token: string) =>
  api<{ data: Row[]; unread: number }>(request, token, 'get', '/api/notifications?pageSize=50');
const userIdOf = async (request: APIRequestContext, token: string) => (await api<{ id: number }>(request, token, 'get', '/api/User/info')).id;

/** The bell's count as the banner shows it: the pill is hidden at 0. */
async function expectCount(page: Page, n: number, timeout?: number): Promise<void> {
  const pill = page.getByTestId('notification-count');
  if (n === 0) await expect(pill).toBeHidden({ timeout });
  else await expect(pill).toHaveText(String(n), { timeout });
}

const texts = {
  'zh-CN': { registered: '报名成功', title: (zh: string) => `候补成功：您已获得“${zh}”的名额` },
  'en-US': { registered: 'Registered', title: (_zh: string, en: string) => `Off the waitlist: you have a place at ${en}` },
} as const;

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`the bell counts mba23's promotion from a waitlist and opens the sign-up (${lang})`, async ({ page, request }) => {
    // The zh run waits for the bell's own poll (every 60 s), as a student leaving the page open would.
    test.setTimeout(180_000);
    const tag = `${lang}-${test.info().retry}-${Date.now()}`;
    const name = { zh: `E2E 候补通知 ${tag}`, en: `E2E waitlist notice ${tag}` };
    const office = await apiSignIn(request, 'careeradmin');
    const { id: activity } = await api<{ id: number }>(request, office, 'post', '/api/career-admin/activities', {
      vdActiveType: 1, activityTypeKey: '4', name: name.zh, nameEn: name.en, vdActiveTimes: [{ beginTime: hours(24 * 6), endTime: hours(24 * 6 + 2) }], personNum: 1,
      address: '舜德楼 101', addressEn: 'Shunde Building 101', introduce: '<p>e2e</p>', introduceEn: '<p>e2e</p>', signupBeginTime: hours(-1), signupEndTime: hours(24 * 4),
      surveyID: null, studentTypeIds: [], entranceYears: [], signupClosed: false,
    });
    const holder = await apiSignIn(request, 'mba24');
    const held = await api<{ id: number }>(request, holder, 'post', '/api/VDStudentActive/StudentSignUp', { vdActivityId: activity, studentId: await userIdOf(request, holder) });

    await useLanguage(page, lang);
    const token = await signIn(page, 'mba23');
    const waiting = await api<{ id: number; status: number }>(page.request, token, 'post', '/api/VDStudentActive/StudentSignUp',
      { vdActivityId: activity, studentId: await userIdOf(page.request, token), joinWaitlist: true });
    expect(waiting.status).toBe(3);
    const before = (await noticesOf(page.request, token)).unread;
    await expectCount(page, before);

    // mba24 gives the place back; the server promotes mba23 and its runner delivers the notice.
    await api(request, holder, 'put', `/api/VDStudentActive/CancleStudentSignUp/${held.id}`);
    if (lang === 'zh-CN') {
      await expectCount(page, before + 1, 75_000);
    } else {
      // The student comes back to the portal's tab (e.g. from the e-mail): the bell asks again at once.
      await expect.poll(async () => (await noticesOf(page.request, token)).unread).toBe(before + 1);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
      await expectCount(page, before + 1);
    }

    const notice = (await noticesOf(page.request, token)).data.find((n) => n.kind === 'careers.activity-promoted' && n.link?.endsWith(`signup=${waiting.id}`));
    expect(notice, 'the promotion notice').toBeTruthy();
    await page.getByTestId('notification-bell').click();
    const item = page.getByTestId(`notification-item-${notice!.id}`);
    await expect(item).toContainText(texts[lang].title(name.zh, name.en));
    if (lang === 'en-US') expect(await item.innerText()).not.toMatch(han);

    await item.click();
    await expect(page).toHaveURL(new RegExp(`/activity/index\\?tab=mine&signup=${waiting.id}$`));
    const drawer = page.getByTestId('my-signup-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('signup-status').first()).toHaveText(texts[lang].registered);
    await expect(drawer).toContainText(lang === 'en-US' ? name.en : name.zh);
    await expectCount(page, before);
  });
}
