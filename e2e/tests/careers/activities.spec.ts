import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { chineseOutsideZh, expectNoSeriousViolations } from '../shared/axe-support.ts';
import { apiSignIn, signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * Career activities (CAR-R04, U04, README 'Activities') in both languages: mba01 signs up for an
 * activity and withdraws; joins the waitlist of a full one and is promoted when mba02 (through the
 * API) withdraws. The activities are made for each run through the office's API, named by language,
 * retry and time, so a retry is never refused by what an earlier try wrote.
 */
test.describe.configure({ mode: 'serial' });

const texts = {
  'zh-CN': { mine: '我的活动', signedUp: '报名成功', waitlisted: '已加入候补名单', withdrawn: '已取消报名', registered: '报名成功', waiting: '候补中', gone: '已取消', join: '加入候补' },
  'en-US': { mine: 'My activities', signedUp: 'You are registered', waitlisted: 'You joined the waitlist', withdrawn: 'Registration withdrawn', registered: 'Registered', waiting: 'On the waitlist', gone: 'Withdrawn', join: 'Join waitlist' },
} as const;

const hours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();

async function api<T>(request: APIRequestContext, token: string, method: 'post' | 'put', url: string, data?: object): Promise<T> {
  const res = await request[method](url, { headers: { Authorization: `Bearer ${token}` }, data: data ?? {} });
  const body = (await res.json()) as { statusCode: number; data: T; message: string };
  expect(body.statusCode, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** An open activity for everyone, made by the career office. */
async function makeActivity(request: APIRequestContext, name: string, personNum: number, surveyID: number | null = null): Promise<number> {
  const token = await apiSignIn(request, 'careeradmin');
  return (await api<{ id: number }>(request, token, 'post', '/api/career-admin/activities', {
    vdActiveType: 1, activityTypeKey: '4', name, nameEn: name, vdActiveTimes: [{ beginTime: hours(24 * 6), endTime: hours(24 * 6 + 2) }], personNum,
    address: '舜德楼 101', addressEn: 'Shunde Building 101', introduce: '<p>e2e</p>', introduceEn: '<p>e2e</p>', signupBeginTime: hours(-1), signupEndTime: hours(24 * 4),
    surveyID, studentTypeIds: [], entranceYears: [], signupClosed: false,
  })).id;
}

async function openActivities(page: Page, search: string): Promise<void> {
  await page.goto('/activity/index');
  await expect(page.getByTestId('activity-row').first()).toBeVisible();
  await page.getByTestId('activity-search').locator('input').fill(search);
  await page.getByTestId('activity-search').locator('input').press('Enter');
  await expect(page.getByTestId('activity-row')).toHaveCount(1);
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`mba01 signs up and withdraws, then is promoted from a waitlist (${lang})`, async ({ page, request }) => {
    const tx = texts[lang];
    const tag = `${lang}-${test.info().retry}-${Date.now()}`;
    const open = await makeActivity(request, `E2E open ${tag}`, 30);
    const full = await makeActivity(request, `E2E full ${tag}`, 1);
    const mba02 = await apiSignIn(request, 'mba02');
    const held = await api<{ id: number }>(request, mba02, 'post', '/api/VDStudentActive/StudentSignUp', { vdActivityId: full, studentId: await userIdOf(request, mba02) });
    expect(open).toBeGreaterThan(0);

    await useLanguage(page, lang);
    await signIn(page, 'mba01', '/activity/index');
    await expect(page.getByTestId('activity-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `activities in ${lang}`);
    if (lang === 'en-US') expect(await chineseOutsideZh(page)).toEqual([]);

    // Sign up through the drawer; the page then shows My Activities.
    await openActivities(page, `E2E open ${tag}`);
    await page.getByTestId('activity-row').getByTestId('activity-signup').click();
    await expect(page.getByTestId('activity-detail')).toBeVisible();
    await expectNoSeriousViolations(page, `sign-up drawer in ${lang}`);
    await page.getByTestId('signup-confirm').click();
    await expect(page.getByText(tx.signedUp).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: tx.mine })).toHaveAttribute('aria-selected', 'true');
    const mine = page.getByTestId('my-activity-row').filter({ hasText: `E2E open ${tag}` });
    await expect(mine.getByTestId('signup-status')).toHaveText(tx.registered);
    await expectNoSeriousViolations(page, `my activities in ${lang}`);

    // Withdraw from the my-activity drawer.
    await mine.getByTestId('my-activity-open').click();
    await expect(page.getByTestId('signup-withdraw')).toBeEnabled();
    await expectNoSeriousViolations(page, `my-activity drawer in ${lang}`);
    await page.getByTestId('signup-withdraw').click();
    await expect(page.getByText(tx.withdrawn).first()).toBeVisible();
    await expect(mine.getByTestId('signup-status')).toHaveText(tx.gone);

    // The full one offers its waitlist; mba02 withdraws and mba01 holds the place.
    await page.getByRole('tab', { name: lang === 'zh-CN' ? '活动报名' : 'Registration' }).click();
    await openActivities(page, `E2E full ${tag}`);
    await expect(page.getByTestId('activity-row').getByTestId('activity-signup')).toHaveText(tx.join);
    await page.getByTestId('activity-row').getByTestId('activity-signup').click();
    await page.getByTestId('signup-confirm').click();
    await expect(page.getByText(tx.waitlisted).first()).toBeVisible();
    const waiting = page.getByTestId('my-activity-row').filter({ hasText: `E2E full ${tag}` });
    await expect(waiting.getByTestId('signup-status')).toHaveText(tx.waiting);

    await api(request, mba02, 'put', `/api/VDStudentActive/CancleStudentSignUp/${held.id}`);
    await page.reload();
    await expect(page.getByTestId('my-activity-row').filter({ hasText: `E2E full ${tag}` }).getByTestId('signup-status')).toHaveText(tx.registered);
  });
}

test('an activity with a survey opens its survey page in a new window after sign-up', async ({ page, request }) => {
  const name = `E2E survey ${test.info().retry}-${Date.now()}`;
  const office = await apiSignIn(request, 'careeradmin');
  const options = await (await request.get('/api/career-admin/activities/options', { headers: { Authorization: `Bearer ${office}` } })).json() as
    { data: { surveys: { id: number; nameEn: string }[] } };
  const survey = options.data.surveys.find((x) => x.nameEn === 'Career activity registration survey')!;
  await makeActivity(request, name, 10, survey.id);

  await useLanguage(page, 'zh-CN');
  await signIn(page, 'mba01');
  await openActivities(page, name);
  await page.evaluate(() => {
    const opened: string[] = [];
    Object.assign(window, { __opened: opened });
    window.open = (url?: string | URL) => { opened.push(String(url)); return null; };
  });
  await page.getByTestId('activity-row').getByTestId('activity-signup').click();
  await page.getByTestId('signup-confirm').click();
  await expect.poll(() => page.evaluate(() => (Reflect.get(window, '__opened') as string[]).length)).toBeGreaterThan(0);
  const link = await page.evaluate(() => (Reflect.get(window, '__opened') as string[]).at(-1) ?? '');
  expect(link).toMatch(new RegExp(`^/activity/view/${survey.id}/\\d+/\\d+\\?businessType=Activity$`));
  await page.goto(link);
  await expect(page.getByTestId('survey-page')).toBeVisible();
  await expect(page.getByTestId('survey-question-a1')).toBeVisible();
});

async function userIdOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/User/info', { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: { id: number } };
  return body.data.id;
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`careeradmin creates an activity and exports its registrants (${lang})`, async ({ page, request }) => {
    const name = `E2E console ${lang}-${test.info().retry}-${Date.now()}`;
    await useLanguage(page, lang);
    await signIn(page, 'careeradmin', '/career/admin/activities');
    await expect(page.getByTestId('activity-admin-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `activity console in ${lang}`);
    if (lang === 'en-US') expect(await chineseOutsideZh(page)).toEqual([]);

    await page.getByTestId('activity-admin-create').click();
    await expect(page.getByTestId('activity-form')).toBeVisible();
    await page.getByTestId('activity-form-name').fill(name);
    await page.getByTestId('activity-form-name-en').fill(name);
    await page.getByTestId('activity-form-address').fill('伟伦楼 101');
    await page.getByTestId('activity-form-address-en').fill('Weilun Building 101');
    await page.getByTestId('activity-form-places').fill('5');
    await expectNoSeriousViolations(page, `activity form in ${lang}`);
    await page.getByTestId('activity-form-save').click();
    await expect(page.getByTestId('activity-form')).toBeHidden();

    // A student registers (through the API), then the office exports the list.
    const id = await findActivity(request, name);
    const mba02 = await apiSignIn(request, 'mba02');
    await api(request, mba02, 'post', '/api/VDStudentActive/StudentSignUp', { vdActivityId: id, studentId: await userIdOf(request, mba02) });
    await page.getByTestId('activity-admin-search').locator('input').fill(name);
    await page.getByTestId('activity-admin-search').locator('input').press('Enter');
    await page.getByTestId('activity-admin-row').filter({ hasText: name }).getByTestId('activity-admin-open').click();
    await expect(page.getByTestId('registrant-row')).toHaveCount(1);
    await expectNoSeriousViolations(page, `registrants in ${lang}`);
    // The export opens its signed link in a new window: the link is caught and fetched here.
    await page.evaluate(() => {
      const opened: string[] = [];
      Object.assign(window, { __opened: opened });
      window.open = (url?: string | URL) => { opened.push(String(url)); return null; };
    });
    await page.getByTestId('activity-export').click();
    await expect.poll(() => page.evaluate(() => (Reflect.get(window, '__opened') as string[]).length)).toBeGreaterThan(0);
    const link = await page.evaluate(() => (Reflect.get(window, '__opened') as string[]).at(-1) ?? '');
    expect(link).toMatch(/\/files\/.+\.xlsx/);
    const file = await page.request.get(link);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('spreadsheetml');
    expect((await file.body()).subarray(0, 2).toString('latin1')).toBe('PK');
  });
}

async function findActivity(request: APIRequestContext, name: string): Promise<number> {
  const token = await apiSignIn(request, 'careeradmin');
  const page = await api<{ data: { id: number; name: string }[] }>(request, token, 'post', '/api/career-admin/activities/list', { queryText: name });
  const row = page.data.find((r) => r.name === name);
  expect(row, name).toBeTruthy();
  return row!.id;
}
