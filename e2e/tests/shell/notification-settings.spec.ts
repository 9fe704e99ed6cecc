import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdf } from '../appointments/support.ts';
import { chineseOutsideZh, seriousViolations } from '../shared/axe-support.ts';
import { pickOption } from '../shared/select.ts';
import { apiSignIn, buttonName, DEMO_PASSWORD, emailOf, signIn, signInThroughUi } from './support.ts';

/**
 * Issue 28's e-mail settings, the administrators' delivery log and the language that follows the
 * user. mba22 and mba23 are classmates of the demo no other spec signs in as: mba22 changes their
 * e-mail choices and books (then cancels) an appointment whose notices fill the log; mba23's
 * language is switched from 'another device'.
 */
const OPTIONAL = 'appointments.reminder';
const MANDATORY = 'appointments.cancelled';

interface Envelope<T> { statusCode: number; data: T; message: string }
async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put', url: string, data?: object): Promise<T> {
  const res = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  const body = (await res.json()) as Envelope<T>;
  expect(body.statusCode, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** A sign-in that leaves the account's language as it is (apiSignIn puts the seed's back). */
async function signInKeepingLanguage(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  return ((await res.json()) as Envelope<{ accessToken: string }>).data.accessToken;
}

interface Preference { kind: string; mandatory: boolean; email: boolean }
const emailSwitch = (page: Page, kind: string) => page.getByTestId(`preference-email-${kind}`);
const english = (page: Page) => page.addInitScript(() => window.localStorage.setItem('portal.language', 'en-US'));

test.describe.serial('notification settings, delivery log and language', () => {
  test('a student turns an optional e-mail off and finds it off after a reload; a mandatory one is locked', async ({ page }) => {
    await english(page);
    const token = await signIn(page, 'mba22');
    // From the user menu.
    await page.getByTestId('user-name').click();
    await page.getByTestId('user-menu-notification-settings').click();
    await expect(page).toHaveURL(/\/notifications\/settings$/);
    await expect(page.getByTestId('preference-family-appointments')).toContainText('Appointments');
    await expect(page.getByTestId(`preference-row-${OPTIONAL}`)).toContainText('Appointment reminders');

    await expect(emailSwitch(page, OPTIONAL)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('notification-settings-save')).toBeDisabled();
    await emailSwitch(page, OPTIONAL).click();
    await page.getByTestId('notification-settings-save').click();
    await expect(page.getByText('Operation succeeded')).toBeVisible();
    const saved = await call<Preference[]>(page.request, token, 'get', '/api/notifications/preferences');
    expect(saved.find((p) => p.kind === OPTIONAL)).toMatchObject({ email: false });

    await page.reload();
    await expect(emailSwitch(page, OPTIONAL)).toHaveAttribute('aria-checked', 'false');
    // The mandatory kind: on, locked, and it says why.
    await expect(emailSwitch(page, MANDATORY)).toHaveAttribute('aria-checked', 'true');
    await expect(emailSwitch(page, MANDATORY)).toBeDisabled();
    await expect(page.getByTestId(`preference-required-${MANDATORY}`)).toContainText('Required by the school');
    await page.getByTestId(`preference-required-${MANDATORY}`).locator('.preference-switch').hover();
    await expect(page.getByRole('tooltip')).toContainText('cannot be turned off');

    expect(await chineseOutsideZh(page), 'Chinese on the English settings page').toEqual([]);
    expect(await seriousViolations(page), '/notifications/settings in en-US').toEqual([]);

    // The list page links here too.
    await page.goto('/notifications');
    await page.getByTestId('notifications-settings-link').click();
    await expect(page).toHaveURL(/\/notifications\/settings$/);
  });

  test('the server\'s refusal of a kind made mandatory meanwhile shows its message', async ({ page }) => {
    await english(page);
    // The page as it was before the school made the kind mandatory.
    await page.route('**/api/notifications/preferences', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const res = await route.fetch();
      const body = (await res.json()) as Envelope<Preference[]>;
      body.data = body.data.map((p) => (p.kind === MANDATORY ? { ...p, mandatory: false } : p));
      return route.fulfill({ response: res, json: body });
    });
    await signIn(page, 'mba22', '/notifications/settings');
    await expect(emailSwitch(page, MANDATORY)).toBeEnabled();
    await emailSwitch(page, MANDATORY).click();
    await page.getByTestId('notification-settings-save').click();
    await expect(page.getByText('The school requires everyone to receive this kind of notice; its e-mail cannot be turned off')).toBeVisible();
  });

  test('the administrator finds a cancellation\'s deliveries in the log and filters them, in both languages', async ({ page, request }) => {
    test.setTimeout(120_000);
    // mba22 books the first free slot of a counsellor, then cancels: the counsellor and mba22 are told.
    const student = await apiSignIn(request, 'mba22');
    const me = await call<{ id: number }>(request, student, 'get', '/api/User/info');
    const counsellors = await call<{ data: { id: number }[] }>(request, student, 'post', '/api/VDInterviewConsult/QueryVDCounselorListForStudy', { interviewConsultTypeKey: 1, pageSize: -1, pageNo: 0 });
    let booked: { slot: number; consult: number } | undefined;
    for (const c of counsellors.data) {
      const detail = await call<{ vdInterviewConsultId: number; queryByIdForStudyDtoDateTimeDetailDto: { id: number; disabled: boolean }[] }>(
        request, student, 'post', '/api/VDInterviewConsult/QueryCounselorSubscribeDetail', { VDCounselorId: c.id, interviewConsultTypeKey: 1 });
      const free = detail.queryByIdForStudyDtoDateTimeDetailDto.find((s) => !s.disabled);
      if (free) { booked = { slot: free.id, consult: detail.vdInterviewConsultId }; break; }
    }
    expect(booked, 'a counsellor with a free career-consulting slot').toBeTruthy();
    const upload = await request.post('/api/GsmFile/FileUpLoad?use=appointment', {
      headers: { Authorization: `Bearer ${student}` }, multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf } },
    });
    const file = ((await upload.json()) as Envelope<{ id: string; fileName: string; fileUrl: string }>).data;
    const { id } = await call<{ id: number }>(request, student, 'post', '/api/VDInterviewConsult/SaveVDSubscribe', {
      id: 0, studentId: me.id, status: 0, fromType: 2, vdvdInterviewConsultTimesDetailId: booked!.slot, vdInterviewConsultId: booked!.consult,
      q1: 'Consulting', q2: 'Finance', q3: 'Nothing else', vdSubscribeYourQuestionList: [],
      biographicalNotesFileId: file.id, biographicalNotesFileName: file.fileName, biographicalNotesUrl: file.fileUrl,
    });
    await call(request, student, 'post', `/api/appointments/my/${id}/cancel`);

    // The server's job runner delivers within seconds: in the portal sent, by e-mail skipped (the e2e server has no SMTP).
    const admin = await apiSignIn(request, 'admin');
    const prefix = `appointments.cancelled:${id}:`;
    interface Row { eventKey: string; status: string; channel: string }
    const ours = async () => (await call<{ data: Row[] }>(request, admin, 'get', `/api/admin/notifications/deliveries?kind=${MANDATORY}&pageSize=100`)).data.filter((r) => r.eventKey.startsWith(prefix));
    await expect.poll(async () => (await ours()).filter((r) => r.status !== 'pending').length, { timeout: 30_000 }).toBe(4);
    const eventKey = (await ours()).map((r) => r.eventKey).find((k) => k.endsWith(':student'))!;

    // From the administrators' home tile, in Chinese.
    await signIn(page, 'admin');
    await page.getByTestId('function-item').filter({ hasText: '通知发送记录' }).click();
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    await page.getByTestId('delivery-filter-event').fill(eventKey);
    await page.getByTestId('delivery-search').click();
    const rows = page.locator('[data-testid^="delivery-row-"]');
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByTestId('delivery-recipient')).toHaveText('MBA 同学 22 (mba22)');
    await expect(rows.first().getByTestId('delivery-kind')).toHaveText('咨询预约取消');
    const email = rows.filter({ has: page.getByTestId('delivery-channel').getByText('邮件', { exact: true }) });
    await expect(email.getByTestId('delivery-status')).toHaveText('已跳过');
    await expect(email.getByTestId('delivery-detail')).toHaveText('未配置邮件服务器');
    await expect(rows.filter({ has: page.getByTestId('delivery-channel').getByText('门户', { exact: true }) }).getByTestId('delivery-status')).toHaveText('已发送');
    expect(await seriousViolations(page), '/admin/notifications in zh-CN').toEqual([]);

    // In English, by status and kind.
    await page.getByTestId('language-option-en-US').click();
    await expect(rows.first().getByTestId('delivery-recipient')).toHaveText('MBA Student 22 (mba22)');
    await pickOption(page, 'delivery-filter-status', 'Skipped');
    await pickOption(page, 'delivery-filter-kind', 'Appointment cancellations');
    await page.getByTestId('delivery-search').click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('delivery-status')).toHaveText('Skipped');
    await expect(rows.first().getByTestId('delivery-detail')).toHaveText('No mail server configured');
    await expect(rows.first().getByTestId('delivery-kind')).toHaveText('Appointment cancellations');
    await expect(rows.first().getByTestId('delivery-channel')).toHaveText('E-mail');
    await expect(page.getByRole('heading', { name: 'Notification deliveries' })).toBeVisible();
    expect(await chineseOutsideZh(page), 'Chinese on the English delivery log').toEqual([]);
    expect(await seriousViolations(page), '/admin/notifications in en-US').toEqual([]);
  });

  test('a student has no tile for the log and gets the 403 page', async ({ page }) => {
    const token = await signIn(page, 'mba22');
    await expect(page.getByTestId('function-item').first()).toBeVisible();
    await expect(page.locator('a[href="/admin/notifications"]')).toHaveCount(0);
    await page.goto('/admin/notifications');
    await expect(page).toHaveURL(/\/403\?msg=/);
    await expect(page.getByTestId('forbidden-message')).toHaveText('仅系统管理员可以查看通知发送记录');
    const res = await page.request.get('/api/admin/notifications/deliveries', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
  });

  test('a user who chose English on one device signs in on a fresh browser in English', async ({ page, request }) => {
    // 'The other device': mba23 switches to English there.
    const other = await apiSignIn(request, 'mba23');
    await call(request, other, 'put', '/api/me/language', { language: 'en-US' });

    // A fresh browser: Chinese by default, until mba23 signs in.
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await signInThroughUi(page, 'mba23', DEMO_PASSWORD, { keepLanguage: true });
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByTestId('nav-home')).toHaveText('Home');
    await expect(page.getByTestId('user-name')).toContainText('MBA Student 23');

    // Back to Chinese on the other device: this browser follows at its next page load.
    await call(request, other, 'put', '/api/me/language', { language: 'zh-CN' });
    await page.reload();
    await expect(page.getByTestId('nav-home')).toHaveText('首页');

    // A switch here reaches the server, for the e-mails and the other devices.
    await page.getByTestId('language-option-en-US').click();
    await expect(page.getByTestId('nav-home')).toHaveText('Home');
    await expect.poll(async () => (await call<{ language: string }>(request, other, 'get', '/api/User/info')).language).toBe('en-US');
  });

  test('an administrator acting as that user keeps their own language', async ({ page, request }) => {
    const mba23 = await signInKeepingLanguage(request, 'mba23');
    await call(request, mba23, 'put', '/api/me/language', { language: 'en-US' });
    await signIn(page, 'admin');
    await expect(page.getByTestId('nav-home')).toHaveText('首页');
    await page.getByTestId('simulator-menu').click();
    await page.getByTestId('simulator-login-as').click();
    await page.getByTestId('simulator-email').fill(emailOf('mba23'));
    await page.getByRole('dialog').getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.getByTestId('simulation-banner')).toBeVisible();
    await expect(page.getByTestId('user-name')).toContainText('MBA 同学 23');
    await page.reload();
    await expect(page.getByTestId('simulation-banner')).toBeVisible();
    await expect(page.getByTestId('nav-home')).toHaveText('首页');
    // mba23's own choice is untouched.
    expect((await call<{ language: string }>(request, mba23, 'get', '/api/User/info')).language).toBe('en-US');
  });
});
