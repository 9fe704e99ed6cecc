import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';
import { students } from './staff-teacher-support.ts';
import { api, expectMessage, pdf, roundsOf, texts } from './support.ts';

/**
 * Mentor selection (SEL-R01, U01…U04), in Chinese and in English: mba01 is refused entry without a
 * resume, uploads one, enters the open mbaxy round and chooses a mentor through the confirmation,
 * sees the count used and the phone 'confidential'; in English withdraws that choice. Last year's
 * closed round shows the mentor who confirmed mba01, with the released phone, and nothing to choose.
 * Last, mba01's third choice goes to the mentor mentor01 answers for, who confirms it on the desk.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

const BASE = '/education/selection/alumni/mba';

for (const [lang, mentor] of [['zh-CN', '孙立群'], ['en-US', '李婉清']] as const) {
  const w = texts[lang];

  test(`mba01 uploads a resume and chooses a mentor in the open round (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const token = await signIn(page, 'mba01');
    const open = (await roundsOf(page.request, token, 'mbaxy', 'mentor')).find((r) => r.isCurrentSelection);
    expect(open, 'an open mbaxy round of mba01').toBeTruthy();
    const resume = await api<{ resumeGuid: string | null }>(page.request, token, 'get', '/api/GSMSelectionStudent/GetResume');

    await page.goto(BASE);
    const row = page.getByTestId('round-row').filter({ hasText: open!.name });
    await expect(row).toHaveCount(1);
    await expectNoSeriousViolations(page, `mentor rounds (${lang})`);
    if (!resume.resumeGuid) {
      // SEL-S04: no entry without a resume.
      await row.getByTestId('round-select').click();
      await expectMessage(page, w.uploadFirst);
      await expect(page).toHaveURL(new RegExp(`${BASE}$`));
    }

    await page.getByTestId('resume-edit').click();
    const dialog = page.getByTestId('resume-dialog');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(dialog.locator('.ant-upload-list-item').first()).toContainText('cv.pdf');
    await expect(dialog.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
    await expectNoSeriousViolations(page, `resume dialog (${lang})`);
    await page.getByTestId('resume-save').click();
    await expectMessage(page, w.saved);
    await expect(dialog).toBeHidden();

    const before = await api<{ selectedTimes: number; studentSelectionTimes: number }>(page.request, token, 'get', `/api/GSMSelectionStudent/GetSelectCount/${open!.id}`);
    await row.getByTestId('round-select').click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/${open!.id}$`));
    await expect(page.getByTestId('selection-count')).toHaveText(w.count(before.selectedTimes, before.studentSelectionTimes));
    const mentorRow = page.getByTestId('mentor-row').filter({ hasText: mentor });
    await expect(mentorRow).toHaveCount(1);
    await expectNoSeriousViolations(page, `mentor list (${lang})`);

    await mentorRow.getByTestId('choice-select').click();
    // SEL-V04: the confirmation names the count (first choice) or the times used (later ones).
    await expect(page.locator('.ant-modal-confirm')).toContainText(String(before.selectedTimes > 0 ? before.selectedTimes : before.studentSelectionTimes));
    await confirmDialog(page);
    await expectMessage(page, w.success);
    await expect(mentorRow.getByTestId('mentor-status')).toHaveText(w.waiting);
    await expect(page.getByTestId('selection-count')).toHaveText(w.count(before.selectedTimes + 1, before.studentSelectionTimes));

    // SEL-S07: not confirmed by this mentor, so the phone stays confidential.
    await mentorRow.getByTestId('mentor-show').click();
    await expect(page.getByTestId('mentor-phone')).toHaveText(w.confidential);
    await expectNoSeriousViolations(page, `mentor CV drawer (${lang})`);
    await page.getByTestId('mentor-cv-drawer').getByRole('button', { name: /close|关闭/i }).click();
    await expect(page.getByTestId('mentor-phone')).toBeHidden();

    if (lang === 'en-US') {
      await mentorRow.getByTestId('choice-withdraw').click();
      await confirmDialog(page);
      await expect(mentorRow.getByTestId('mentor-status')).toHaveText(w.withdrawn);
      // A withdrawn choice stays counted (server README 'Choices').
      await expect(page.getByTestId('selection-count')).toHaveText(w.count(before.selectedTimes + 1, before.studentSelectionTimes));
    }
  });

  test(`mba01 views last year's round: the confirmed mentor's phone, others confidential (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const token = await signIn(page, 'mba01');
    const past = (await roundsOf(page.request, token, 'mbaxy', 'mentor')).find((r) => r.releaseStatus === 2);
    expect(past, 'a closed mbaxy round of mba01').toBeTruthy();
    await page.goto(BASE);
    const row = page.getByTestId('round-row').filter({ hasText: past!.name });
    await expect(row.getByTestId('round-my-choice')).toHaveText(w.myChoice);
    await row.getByTestId('round-name').click();
    await expect(page.getByTestId('round-remark')).toContainText('上一学年的校友导师双选');
    await expectNoSeriousViolations(page, `plan information (${lang})`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('round-remark')).toBeHidden();

    await row.getByTestId('round-view').click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/${past!.id}$`));
    await expect(page.getByTestId('selection-view-only')).toContainText(w.viewOnly);
    await expect(page.getByTestId('mentor-row').first()).toBeVisible();
    await expect(page.getByTestId('choice-select')).toHaveCount(0);
    const confirmed = page.getByTestId('mentor-row').filter({ hasText: '钱晓岚' });
    await expect(confirmed.getByTestId('mentor-status')).toHaveText(w.confirmed);
    await confirmed.getByTestId('mentor-show').click();
    await expect(page.getByTestId('mentor-phone')).toHaveText(/^139\d{8}$/);
    await page.getByTestId('mentor-cv-drawer').getByRole('button', { name: /close|关闭/i }).click();
    await expect(page.getByTestId('mentor-phone')).toBeHidden();
    await page.getByTestId('mentor-row').filter({ hasText: '赵文博' }).getByTestId('mentor-show').click();
    await expect(page.getByTestId('mentor-phone')).toHaveText(w.confidential);
    await page.getByTestId('mentor-cv-drawer').getByRole('button', { name: /close|关闭/i }).click();

    await page.getByTestId('mentor-row').filter({ hasText: '钱晓岚' }).getByTestId('mentor-requirements').click();
    await expect(page.getByTestId('mentor-requirements-dialog')).toContainText('金融、咨询或科技行业背景优先');
    await expectNoSeriousViolations(page, `mentor requirements (${lang})`);
    await page.keyboard.press('Escape');
    await page.getByTestId('selection-back').click();
    await expect(page).toHaveURL(new RegExp(`${BASE}$`));
  });
}

test('mba01 chooses the mentor mentor01 answers for, mentor01 confirms it, and mba01 then reads the phone (zh-CN)', async ({ page, browser }) => {
  const w = texts['zh-CN'];
  await useLanguage(page, 'zh-CN');
  const token = await signIn(page, 'mba01');
  const open = (await roundsOf(page.request, token, 'mbaxy', 'mentor')).find((r) => r.isCurrentSelection)!;
  const [me] = await students(page.request, ['mba01']);
  await page.goto(`${BASE}/${open.id}`);
  const mentorRow = page.getByTestId('mentor-row').filter({ hasText: '赵文博' });
  await mentorRow.getByTestId('choice-select').click();
  await confirmDialog(page);
  await expectMessage(page, w.success);
  await expect(mentorRow.getByTestId('mentor-status')).toHaveText(w.waiting);

  // mentor01, in a browser of its own, confirms mba01 on the desk.
  const desk = await browser.newContext({ locale: 'zh-CN' });
  try {
    const teacher = await desk.newPage();
    await useLanguage(teacher, 'zh-CN');
    await signIn(teacher, 'mentor01');
    await teacher.goto('/selection/teacher');
    // Every round of mentor01's choices is listed; mba01 chose mentor01 in this round only.
    const choice = teacher.getByTestId('choice-row').filter({ hasText: me!.studentNumber });
    await choice.getByTestId('choice-confirm').click();
    await confirmDialog(teacher);
    await expect(choice.getByTestId('choice-final')).toHaveText('已确认（不可更改）');
  } finally {
    await desk.close();
  }

  // mba01 sees the confirmation and, the phone being released, the number.
  await page.reload();
  await expect(mentorRow.getByTestId('mentor-status')).toHaveText(w.confirmed);
  await mentorRow.getByTestId('mentor-show').click();
  await expect(page.getByTestId('mentor-phone')).toHaveText(/^139\d{8}$/);
});
