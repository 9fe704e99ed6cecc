import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { pickOption } from '../shared/select.ts';
import { apiSignIn, signIn, userInfo } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';
import { bookFirstFree, call, freeSlotsOf, slotText } from './support.ts';

/**
 * The desk's changes to a booking (issue 28): grad01 books a mock interview with counsellor01
 * through the API; on the desk counsellor01 moves it to another free slot (bookings table), changes
 * that slot's place (calendar) and cancels it with a reason (the table in Chinese, the calendar in
 * English). grad01, in a browser of its own, sees each change on its bookings page, and its bell
 * counts the notices the changes sent. Each run books, and frees again, slots of its own.
 */
test.describe.configure({ mode: 'serial' });

const texts = {
  'zh-CN': { success: '操作成功', toReview: '待审核', cancelled: '已取消', free: '空闲' },
  'en-US': { success: 'Operation succeeded', toReview: 'To review', cancelled: 'Cancelled', free: 'Free' },
} as const;

const WEEK = 7 * 86_400_000;
/** The Monday (YYYY-MM-DD) of the week of a day (YYYY-MM-DD). */
function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The calendar's slot at '2026-05-01 09:30~10:30' (Beijing), moving to its week first from the week
 * shown (the tab keeps its week while another tab is open).
 */
async function calendarSlot(page: Page, time: string): Promise<Locator> {
  const [day, hours] = time.split(' ') as [string, string];
  await page.getByTestId('desk-tab-calendar').click();
  const week = page.getByTestId('calendar-week');
  await expect(week).toBeVisible();
  const monday = mondayOf(day);
  const weeks = Math.round((Date.parse(monday) - Date.parse((await week.innerText()).slice(0, 10))) / WEEK);
  for (let i = 0; i < Math.abs(weeks); i += 1) await page.getByTestId(weeks > 0 ? 'calendar-next' : 'calendar-previous').click();
  await expect(week).toContainText(monday);
  const slot = page.getByTestId('calendar-day').filter({ hasText: day }).getByTestId('calendar-slot').filter({ hasText: hours });
  await expect(slot).toHaveCount(1);
  return slot;
}

for (const [i, lang] of (['zh-CN', 'en-US'] as const).entries()) {
  test(`counsellor01 moves a booking, changes its place and cancels it; grad01 sees each (${lang})`, async ({ page, browser, baseURL }, info) => {
    test.setTimeout(150_000);
    const x = texts[lang];
    const tag = `${101 + i}-${info.retry}`;

    // grad01 in a browser of its own, so neither sign-in replaces the other's session.
    const studentContext = await browser.newContext({
      baseURL, locale: lang, timezoneId: 'Europe/London', reducedMotion: 'reduce', viewport: { width: 1366, height: 900 },
    });
    const student = await studentContext.newPage();
    await useLanguage(student, lang);
    const studentToken = await apiSignIn(student.request, 'grad01');
    const me = await userInfo(student.request, studentToken);
    const name = lang === 'en-US' && me.enName ? me.enName : me.name;

    const counsellorToken = await apiSignIn(page.request, 'counsellor01');
    const [own] = await call<{ id: number; offers: { interviewConsultTypeKey: number }[] }[]>(page.request, counsellorToken, 'get', '/api/appointments/admin/counsellors');
    expect(own?.offers.some((o) => o.interviewConsultTypeKey === 2), 'counsellor01 offers mock interviews').toBe(true);
    const booked = await bookFirstFree(student.request, studentToken, own!.id, 2);
    // The slot it moves to: the next one grad01 could book too (a day ahead at least, so it has not begun by the move).
    const next = (await freeSlotsOf(student.request, studentToken, own!.id, 2)).free[0];
    expect(next, 'a second free mock-interview slot').toBeTruthy();
    const before = slotText(booked.beginTime, booked.endTime);
    const after = slotText(next!.beginTime, next!.endTime);

    await useLanguage(page, lang);
    await signIn(page, 'counsellor01', '/appointment/admin');
    await expect(page.getByTestId('appointment-desk-page')).toBeVisible();
    // This booking's row, by its detail link: a booking an earlier run cancelled may sit at the same time.
    const detailLink = `a[href*="/question-info/${booked.bookingId}?"]`;
    const row = page.getByTestId('booking-row').filter({ has: page.locator(detailLink) });

    // Move, from the bookings table: the dialog offers the free slot; the confirmation names both times.
    await expect(row).toContainText(before);
    await expect(row).toContainText(name);
    await row.getByTestId('booking-move').click();
    const moveDialog = page.getByTestId('desk-move-dialog');
    await expect(moveDialog).toBeVisible();
    await pickOption(page, moveDialog.getByTestId('desk-move-slot'), after);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, 'move dialog');
    await moveDialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(page.locator('.ant-modal-confirm:visible')).toContainText(after);
    await confirmDialog(page);
    await expect(page.getByText(x.success).first()).toBeVisible();
    await expect(row).toContainText(after);

    // Edit place, on the calendar's slot the booking now holds.
    const places = { 'zh-CN': `职业发展中心 ${tag} 室`, 'en-US': `Career Centre, Room ${tag}` };
    const place = places[lang];
    await (await calendarSlot(page, after)).getByTestId('calendar-place').click();
    const placeDialog = page.getByTestId('desk-place-dialog');
    await expect(placeDialog.getByTestId('desk-place-booked')).toBeVisible();
    await placeDialog.getByTestId('desk-place-address').fill(places['zh-CN']);
    await placeDialog.getByTestId('desk-place-address-en').fill(places['en-US']);
    await expectNoSeriousViolations(page, 'place dialog');
    await placeDialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(page.getByText(x.success).first()).toBeVisible();
    await expect(placeDialog).toBeHidden();
    await expect(await calendarSlot(page, after)).toContainText(place);
    await page.getByTestId('desk-tab-bookings').click();
    await expect(row).toContainText(place);

    // grad01 sees the new time and place.
    const studentSession = await signIn(student, 'grad01', '/appointment/index');
    await student.getByTestId('appointment-tab-history').click();
    const history = student.getByTestId('history-row').filter({ has: student.locator(detailLink) });
    await expect(history.getByTestId('history-time')).toHaveText(after);
    await expect(history).toContainText(place);
    await expect(history.getByTestId('history-status')).toHaveText(x.toReview);

    // Cancel with a reason, confirmed: from the table in Chinese, from the calendar in English.
    const reason = `E2E ${tag}: the counsellor is away`;
    if (lang === 'zh-CN') await row.getByTestId('booking-cancel').click();
    else await (await calendarSlot(page, after)).getByTestId('booking-cancel').click();
    await page.getByTestId('desk-dialog-text').fill(reason);
    await page.locator('.ant-modal:visible .ant-modal-footer .ant-btn-primary').click();
    await expect(page.locator('.ant-modal-confirm:visible')).toContainText(after);
    await confirmDialog(page);
    await expect(page.getByText(x.success).first()).toBeVisible();
    if (lang === 'en-US') {
      const slot = await calendarSlot(page, after);
      await expect(slot).toContainText(x.free);
      await expect(slot.getByTestId('booking-cancel')).toHaveCount(0);
      await page.getByTestId('desk-tab-bookings').click();
    }
    await expect(row.getByTestId('booking-status')).toHaveText(x.cancelled);
    await expect(row.getByTestId('booking-move')).toHaveCount(0);
    await expect(row.getByTestId('booking-cancel')).toHaveCount(0);

    await student.reload();
    await student.getByTestId('appointment-tab-history').click();
    await expect(history.getByTestId('history-status')).toHaveText(x.cancelled);

    // The bell: the two changes and the cancellation reached grad01 (with the booking's receipt before them).
    type Notice = { kind: string; link: string | null };
    const unreadNotices = async () => (await call<{ data: Notice[]; unread: number }>(student.request, studentSession, 'get', '/api/notifications?pageSize=50&unreadOnly=true'));
    const kinds = async () => (await unreadNotices()).data.filter((n) => n.link?.includes(`/question-info/${booked.bookingId}?`)).map((n) => n.kind).sort();
    await expect.poll(kinds, { timeout: 30_000 }).toEqual(['appointments.booked', 'appointments.cancelled', 'appointments.changed', 'appointments.changed']);
    const { unread } = await unreadNotices();
    await student.reload();
    await expect(student.getByTestId('notification-count')).toHaveText(String(unread > 99 ? '99+' : unread));
    await studentContext.close();
  });
}
