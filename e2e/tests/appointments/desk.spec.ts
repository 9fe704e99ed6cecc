import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { apiSignIn, signIn, userInfo } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';
import { bookFirstFree, call } from './support.ts';

/**
 * counsellor01 publishes weekly availability on a week no demo slot uses, then approves a booking
 * grad01 (no appointments in the demo) made through the API on one of counsellor01's free slots.
 * Once per language; each run books its own slot and publishes on its own week.
 */
test.describe.configure({ mode: 'serial' });

/** grad01 books the first free slot of counsellor01's offer of `typeKey`, with a resume attached. */
async function grad01Books(request: APIRequestContext, counsellorId: number, typeKey: number): Promise<void> {
  await bookFirstFree(request, await apiSignIn(request, 'grad01'), counsellorId, typeKey);
}

const texts = {
  'zh-CN': { title: '预约管理', published: /已发布 2 个时间段，跳过 0 个/, pass: '已通过', success: '操作成功' },
  'en-US': { title: 'Appointment desk', published: /2 slots published, 0 skipped/, pass: 'Approved', success: 'Operation succeeded' },
} as const;

for (const [i, lang] of (['zh-CN', 'en-US'] as const).entries()) {
  test(`counsellor01 publishes availability and approves a booking (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const x = texts[lang];
    await useLanguage(page, lang);
    const token = await signIn(page, 'counsellor01');
    const [own] = await call<{ id: number; offers: { interviewConsultTypeKey: number }[] }[]>(page.request, token, 'get', '/api/appointments/admin/counsellors');
    expect(own, 'counsellor01 has a counsellor record').toBeTruthy();
    const typeKey = own!.offers.some((o) => o.interviewConsultTypeKey === 2) ? 2 : 1;
    await grad01Books(page.request, own!.id, typeKey);
    const grad01Info = await userInfo(page.request, await apiSignIn(page.request, 'grad01'));
    const grad01Name = lang === 'en-US' && grad01Info.enName ? grad01Info.enName : grad01Info.name;
    // The API sign-ins above replaced this context's session cookie: sign counsellor01 in again.
    await signIn(page, 'counsellor01');

    await page.goto('/appointment/admin');
    await expect(page.getByRole('heading', { name: x.title, level: 1 })).toBeVisible();

    // Publish: one Monday evening, two half-hour slots, on a week far enough ahead that no demo slot is there.
    await page.getByTestId('desk-tab-publish').click();
    const weeksAhead = 9 + i * 2 + test.info().retry * 4;
    const monday = new Date(Date.now() + weeksAhead * 7 * 86400_000);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const firstDate = monday.toISOString().slice(0, 10);
    const dateInput = page.locator('#firstDate');
    await dateInput.click();
    await dateInput.fill(firstDate);
    await dateInput.press('Enter');
    await page.locator('#weeks').fill('1');
    await page.getByTestId('availability-start').fill('19:00');
    await page.getByTestId('availability-end').fill('20:00');
    await page.locator('#slotMinutes').fill('30');
    await page.getByTestId('availability-address').fill('Career Centre, Room 101');
    await expectNoSeriousViolations(page, 'publish form');
    await page.getByTestId('availability-submit').click();
    await expect(page.getByText(x.published).first()).toBeVisible();

    // Approve grad01's booking: pending → approved.
    await page.getByTestId('desk-tab-bookings').click();
    const row = page.getByTestId('booking-row').filter({ hasText: grad01Name }).filter({ has: page.getByTestId('booking-approve') });
    await expect(row.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, 'bookings');
    const before = await row.count();
    await row.first().getByTestId('booking-approve').click();
    await page.getByTestId('desk-dialog-text').fill('See you there');
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    await expect(page.getByText(x.success).first()).toBeVisible();
    await expect(row).toHaveCount(before - 1);
    await expect(page.getByTestId('booking-row').filter({ hasText: grad01Name }).getByTestId('booking-status').filter({ hasText: x.pass }).first()).toBeVisible();

    await page.getByTestId('desk-tab-calendar').click();
    await expect(page.getByTestId('calendar-week')).toBeVisible();
    await expectNoSeriousViolations(page, 'calendar');
  });
}

test('careeradmin sees every counsellor, switches one off and on, and keeps the no-show policy', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'careeradmin', '/appointment/admin');
  await expect(page.getByTestId('desk-counsellor')).toBeVisible();
  await expect(page.getByTestId('booking-row').first()).toBeVisible();
  await page.getByTestId('desk-tab-office').click();
  const rows = page.getByTestId('office-counsellor-row');
  await expect(rows).toHaveCount(2);
  const wu = rows.filter({ hasText: '吴老师' }).getByTestId('office-counsellor-enabled');
  await expect(wu).toBeChecked();
  await page.getByTestId('office-settings-save').waitFor();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'counsellors and policy');

  // Off: counsellor02 leaves the students' mock-interview list; on again: back.
  await wu.click();
  await expect(wu).not.toBeChecked();
  const student = await apiSignIn(page.request, 'mba01');
  const names = async () => (await call<{ data: { name: string }[] }>(page.request, student, 'post', '/api/VDInterviewConsult/QueryVDCounselorListForStudy',
    { interviewConsultTypeKey: 2, pageSize: -1, pageNo: 0 })).data.map((c) => c.name);
  expect(await names()).not.toContain('吴老师');
  await signIn(page, 'careeradmin', '/appointment/admin');
  await page.getByTestId('desk-tab-office').click();
  await rows.filter({ hasText: '吴老师' }).getByTestId('office-counsellor-enabled').click();
  await expect(rows.filter({ hasText: '吴老师' }).getByTestId('office-counsellor-enabled')).toBeChecked();
  expect(await names()).toContain('吴老师');

  await page.getByTestId('office-settings-save').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
});
