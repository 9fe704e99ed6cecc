import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * Study trip and visiting projects (MOB-R01, R02) and the office's console, in Chinese and in
 * English: mba01 opens the open plan through its statement, applies to the full project, sees its
 * place in the queue and cancels; emba01 applies for an exemption and mobilityadmin returns it with a
 * comment, which emba01 then reads. Each language leaves the data as the next run needs it: the
 * application is cancelled, and a returned exemption can be submitted again.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

interface Envelope<T> { statusCode: number; data: T; message: string }
async function api<T>(request: APIRequestContext, token: string, url: string, data?: object): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const res = data === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.statusCode, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

interface ProjectRow { id: number; limitCount: number; selectCount: number; rankCount: number }

const texts = {
  'zh-CN': { queued: '排队第 3 位', returned: '已退回', tab: '免修审核', review: '审核', success: '操作成功', comment: '请补充单位出具的证明' },
  'en-US': { queued: 'Queued, number 3', returned: 'Returned', tab: 'Exemptions', review: 'Review', success: 'Operation succeeded', comment: 'Please add a letter from your employer' },
} as const;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

for (const lang of ['zh-CN', 'en-US'] as const) {
  const w = texts[lang];

  test(`mba01 applies to a full visiting project, sees the queue and cancels (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const token = await signIn(page, 'mba01');
    const plans = await api<{ data: { id: number; isOpen: boolean }[] }>(page.request, token, '/api/GSMVisitSchoolPlan/GeVisitSchoolPlanList?pageNo=0');
    const open = plans.data.find((p) => p.isOpen)!;
    const projects = await api<{ data: ProjectRow[] }>(page.request, token, '/api/GSMVisitSchoolProject/GeVisitSchoolProjectList', { pageNo: 0, planId: open.id });
    const full = projects.data.find((p) => p.rankCount === p.limitCount + 2)!;

    await page.goto('/visiting-scholar/index');
    await expect(page.getByTestId('plan-row')).toHaveCount(2);
    await expectNoSeriousViolations(page, `study-trip plans (${lang})`);
    await page.getByTestId(`plan-select-${open.id}`).click();
    await expect(page.getByTestId('statement-text')).toBeVisible();
    await expectNoSeriousViolations(page, `statement (${lang})`);
    await page.getByTestId('statement-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/visiting-scholar/list/${Buffer.from(`select&@@&${open.id}`).toString('base64')}$`));
    await expect(page.getByTestId('project-row')).toHaveCount(4);
    await expect(page.getByTestId('countdown')).toBeVisible();
    await expectNoSeriousViolations(page, `visiting projects (${lang})`);

    await page.getByTestId(`project-apply-${full.id}`).click();
    await confirmDialog(page);
    await expect(page.getByTestId(`project-state-${full.id}`)).toHaveText(w.queued);
    await page.getByTestId('documents-open').click();
    await expect(page.getByTestId('documents-form')).toBeVisible();
    await expectNoSeriousViolations(page, `documents (${lang})`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('documents-form')).toHaveCount(0);

    await page.getByTestId(`project-cancel-${full.id}`).click();
    await confirmDialog(page);
    await expect(page.getByTestId(`project-state-${full.id}`)).toHaveText('-');
    await expect(page.getByTestId(`project-apply-${full.id}`)).toBeEnabled();
  });

  test(`emba01 applies for an exemption and mobilityadmin returns it (${lang})`, async ({ page, browser }) => {
    await useLanguage(page, lang);
    const token = await signIn(page, 'emba01', '/visiting-scholar/index');
    await page.getByTestId('exemption-open').click();
    await expect(page.getByTestId('exemption-form')).toBeVisible();
    await page.getByTestId('exemption-reason').fill(`${lang}: 本学期驻外工作，无法参加 / working abroad this term`);
    await page.locator('.ant-modal input[type=file]').setInputFiles({ name: 'proof.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.locator('.ant-modal .ant-upload-list-item-done', { hasText: 'proof.pdf' }).last()).toBeVisible();
    await expectNoSeriousViolations(page, `exemption form (${lang})`);
    await page.getByTestId('exemption-confirm').click();
    await expect(page.getByText(w.success).first()).toBeVisible();
    const mine = await api<{ id: number; status: number }>(page.request, token, '/api/GSMVisitSchoolExempt/GetExemptInfo');
    expect(mine.status).toBe(1);

    const office = await browser.newContext({ locale: lang });
    const staff = await office.newPage();
    await useLanguage(staff, lang);
    await signIn(staff, 'mobilityadmin');
    await staff.goto('/admin/mobility');
    await expect(staff.getByTestId('admin-plan').first()).toBeVisible();
    await expectNoSeriousViolations(staff, `office plans (${lang})`);
    await staff.getByRole('tab', { name: w.tab }).click();
    await expect(staff.getByTestId(`exemption-review-${mine.id}`)).toBeVisible();
    await expectNoSeriousViolations(staff, `office exemptions (${lang})`);
    await staff.getByTestId(`exemption-review-${mine.id}`).click();
    await staff.getByTestId('review-return').click();
    await staff.getByTestId('review-opinion').fill(w.comment);
    await expectNoSeriousViolations(staff, `review dialog (${lang})`);
    await staff.getByTestId('review-save').click();
    await expect(staff.getByTestId('exemption-row').filter({ hasText: w.comment })).toContainText(w.returned);
    await office.close();

    await page.reload();
    await page.getByTestId('exemption-open').click();
    await expect(page.getByTestId('exemption-opinion')).toContainText(w.comment);
    await expect(page.getByTestId('exemption-confirm')).toBeEnabled();
  });
}
