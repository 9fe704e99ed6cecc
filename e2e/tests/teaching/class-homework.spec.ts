import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { unzip } from '../../../apps/server/src/test/unzip.ts';
import { chineseOutsideZh, expectNoSeriousViolations } from '../shared/axe-support.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * A class's homework (issue 27, teaching README 'Class homework') on the demo: EMBA6002 is taught
 * by teacher02 to emba01's class, its deadline three days past. teacher02 opens it again, emba01
 * hands in, and the teacher (then the teaching office, in English) takes every file as one zip.
 */
const pdf = (tag: string) => Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');

/** A week from now at the school, as the picker shows it. */
const aWeekAhead = () => {
  const d = new Date(Date.now() + 7 * 24 * 3600 * 1000 + 8 * 3600 * 1000);
  return `${d.toISOString().slice(0, 10)} 18:00`;
};

const classRow = (page: Page, courseNumber: string): Locator => page.getByTestId('homework-class-row').filter({ hasText: courseNumber });

/** The zip the page downloads, as its entries. */
async function downloadZip(page: Page): Promise<{ name: string; entries: Map<string, Buffer> }> {
  const download = page.waitForEvent('download');
  await page.getByTestId('homework-zip').click();
  const file = await download;
  return { name: file.suggestedFilename(), entries: unzip(await readFile((await file.path())!)) };
}

test('teacher02 sets the deadline, emba01 hands in, the teacher downloads the zip (Chinese)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'zh-CN');
  await signIn(page, 'teacher02', '/teaching/classes');
  await expect(classRow(page, 'EMBA6002')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'homework classes in Chinese');
  await classRow(page, 'EMBA6002').getByTestId('homework-class-open').click();
  await expect(page.getByTestId('class-homework-page')).toBeVisible();

  // A deadline typed as Beijing wall-clock time (the browser is in London), shown back the same.
  const deadline = aWeekAhead();
  // antd puts the test id on the picker's input.
  const picker = page.getByTestId('homework-deadline-picker');
  await picker.click();
  await picker.fill(deadline);
  await picker.press('Enter');
  await expect(picker).toHaveValue(deadline);
  await page.getByTestId('homework-deadline-save').click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(page.getByTestId('homework-deadline')).toHaveText(deadline);
  await expect(page.getByTestId('homework-status')).toHaveText('提交中');

  // emba01 hands in on the training plan, now that the class takes homework again.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await useLanguage(student, 'zh-CN');
  await signIn(student, 'emba01', '/education/training/plan');
  const course = student.getByTestId('training-required-row').filter({ hasText: 'EMBA6002' });
  await expect(course).toBeVisible();
  await student.waitForLoadState('networkidle');
  const bytes = pdf(`try ${test.info().retry}`);
  await course.getByTestId('homework-upload').click();
  // Saved only once the upload is done: the list shows the name while it is still on its way.
  const uploaded = student.waitForResponse((r) => r.url().includes('/api/GsmFile/FileUpLoad'));
  await student.locator('.ant-modal:visible input[type=file]').setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: bytes });
  await uploaded;
  await expect(student.locator('.ant-modal:visible .ant-upload-list-item')).toContainText('report.pdf');
  await expect(student.locator('.ant-modal:visible .ant-upload-list-item-uploading')).toHaveCount(0);
  await student.getByTestId('homework-save').click();
  await expect(course).toContainText('已提交');
  await studentContext.close();

  await page.reload();
  const row = page.getByTestId('homework-submission-row').filter({ has: page.getByTestId('homework-file') }).filter({ hasText: 'report.pdf' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('按时');
  const studentNumber = (await row.locator('td').first().innerText()).trim();
  const name = (await row.locator('td').nth(1).innerText()).trim();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'class homework in Chinese');

  const zip = await downloadZip(page);
  expect(zip.name).toMatch(/^homework-EMBA6002-.*\.zip$/);
  expect(zip.entries.get(`${studentNumber}_${name}_report.pdf`)).toEqual(bytes);
});

test('the teaching office finds the class and downloads its zip, in English', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await signIn(page, 'eduadmin', '/admin/teaching/homework');
  await expect(page.getByTestId('homework-class-row').first()).toBeVisible();
  await page.getByRole('searchbox').fill('EMBA6002');
  await page.getByRole('searchbox').press('Enter');
  await expect(classRow(page, 'EMBA6002')).toHaveCount(1);
  await expect(classRow(page, 'EMBA6002')).toContainText('Open');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'homework admin in English');
  expect(await chineseOutsideZh(page)).toEqual([]);

  await classRow(page, 'EMBA6002').getByTestId('homework-class-open').click();
  await expect(page.getByTestId('homework-submission-row').first()).toBeVisible();
  await expect(page.getByText('Download all as zip')).toBeVisible();
  const zip = await downloadZip(page);
  expect([...zip.entries.keys()].some((n) => n.endsWith('_report.pdf'))).toBe(true);
});
