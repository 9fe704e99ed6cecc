import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { schoolDateTime } from '../shell/school-time.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';
import { chooseFreeSlot, drawer, historyOf, pdf } from './support.ts';

/**
 * mba01 books a mock interview (not blocked by the seed's unfinished career consultation, rule 105),
 * finds it in the history, changes it to another slot, and is refused the change of the seed's
 * pending booking less than 24 hours away (BOOK-M01). Once per language; each run takes a fresh free
 * slot, so the two runs and a retry never meet each other's bookings.
 */
test.describe.configure({ mode: 'serial' });

const texts = {
  'zh-CN': { title: '咨询预约', history: '历史预约', pending: '待审核', confirm: '24 小时', refused: '不足 24 小时', edit: '修改预约' },
  'en-US': { title: 'Appointments', history: 'History', pending: 'To review', confirm: '24 hours', refused: 'less than 24 hours', edit: 'Change the appointment' },
} as const;

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`mba01 books, finds, changes, and is refused near the time (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const x = texts[lang];
    await useLanguage(page, lang);
    const token = await signIn(page, 'mba01', '/appointment/index');
    await expect(page.getByRole('heading', { name: x.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('counsellor-list-2').getByTestId('counsellor-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, 'counsellor cards');

    await page.getByTestId('counsellor-list-2').getByTestId('counsellor-order').first().click();
    const chosen = await chooseFreeSlot(page);
    const body = drawer(page);
    const answer = `E2E ${lang} ${test.info().retry}-${Date.now()}`;
    await body.getByTestId('order-q4').fill(`${answer} position`);
    await body.getByTestId('order-q5').fill('Second round, case interview');
    await body.getByTestId('order-q6').fill('Structure and delivery');
    await body.getByTestId('order-add-question').click();
    await body.getByTestId('order-own-question').fill('How long should my answers be?');
    await body.locator('input[type=file]').first().setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(body.locator('.ant-upload-list-item').first()).toContainText('cv.pdf');
    await expectNoSeriousViolations(page, 'order drawer');

    await page.getByTestId('order-submit').click();
    // BOOK-V07: the confirmation names the 24-hour rule before anything is saved.
    await expect(page.getByTestId('appointment-confirm')).toContainText(x.confirm);
    await confirmDialog(page);

    // The history tab opens on the saved booking: Beijing time, to review.
    const booked = page.getByTestId('history-row').filter({ hasText: `${chosen.day} ${chosen.time}` });
    await expect(booked).toHaveCount(1);
    await expect(booked.getByTestId('history-status')).toHaveText(x.pending);
    await expectNoSeriousViolations(page, 'history');

    // Change it: the drawer opens filled in; another free slot is taken and the first one freed.
    await booked.getByTestId('history-edit').click();
    await expect(page.getByText(x.edit).first()).toBeVisible();
    await expect(drawer(page).getByTestId('order-q4')).toHaveValue(`${answer} position`);
    const moved = await chooseFreeSlot(page, `${chosen.day} ${chosen.time}`);
    await page.getByTestId('order-submit').click();
    await expect(page.getByTestId('history-row').filter({ hasText: `${moved.day} ${moved.time}` })).toHaveCount(1);
    await expect(page.getByTestId('history-row').filter({ hasText: `${chosen.day} ${chosen.time}` })).toHaveCount(0);

    // The detail of the changed booking shows the mock interview's answers and the own question.
    await page.getByTestId('history-row').filter({ hasText: `${moved.day} ${moved.time}` }).getByTestId('history-view').click();
    await expect(page).toHaveURL(/\/appointment\/question-info\/\d+\?type=2$/);
    await expect(page.getByTestId('question-info-answers')).toContainText(`${answer} position`);
    await expect(page.getByTestId('question-info-own')).toContainText('How long should my answers be?');
    await page.getByTestId('question-info-back').click();

    // The seed's pending booking less than 24 hours away: the edit check says no (BOOK-M01).
    const now = Date.now();
    const near = (await historyOf(page.request, token)).find((r) => r.subscribeStatus === 0
      && Date.parse(r.vdvdInterviewConsultTimesDetailBeginTime) > now && Date.parse(r.vdvdInterviewConsultTimesDetailBeginTime) - now < 24 * 3600_000);
    expect(near, 'the seed gives mba01 a pending booking within 24 hours').toBeTruthy();
    await page.getByTestId('appointment-tab-history').click();
    const nearRow = page.getByTestId('history-row').filter({ hasText: schoolDateTime(near!.vdvdInterviewConsultTimesDetailBeginTime) });
    await expect(nearRow).toHaveCount(1);
    await nearRow.getByTestId('history-edit').click();
    await expect(page.getByText(x.refused).first()).toBeVisible();
    await expect(page.getByTestId('order-drawer-body')).toHaveCount(0);
  });
}
