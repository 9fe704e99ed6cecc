import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * A study-trip plan not open to the student is explained before they try (server module mobility,
 * README 'Eligibility'), in Chinese and in English: the demo's plan of this year is for MBA and EMBA
 * students of the last two entrance years, so benyan01 (an undergraduate of three years ago) reads
 * on the plan list and on the project list whom it is for, who they are and what does not match,
 * and every Apply button is disabled with the reason. Nothing is written, so the run can repeat.
 */
test.describe.configure({ mode: 'serial' });

interface Envelope<T> { statusCode: number; data: T; message: string }

const texts = {
  'zh-CN': {
    reason: /^该游学计划仅面向MBA、EMBA (\d{4})–(\d{4}) 级学生，你是本研 (\d{4}) 级（不符：项目、入学年份）$/,
    audience: /^MBA、EMBA \d{4}–\d{4} 级学生$/,
    rowReason: '该计划不面向你，见上方说明',
  },
  'en-US': {
    reason: /^This study-trip plan is open to MBA or EMBA (\d{4})–(\d{4}) students; you are Undergraduate (\d{4}) \(not matching: programme, entrance year\)$/,
    audience: /^MBA or EMBA \d{4}–\d{4} students$/,
    rowReason: 'The plan is not open to you: see above',
  },
} as const;

for (const lang of ['zh-CN', 'en-US'] as const) {
  const w = texts[lang];

  test(`benyan01 sees why this year's study trip is not open to them, and cannot apply (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const token = await signIn(page, 'benyan01');
    const res = await page.request.get('/api/GSMVisitSchoolPlan/GeVisitSchoolPlanList?pageNo=0', { headers: { Authorization: `Bearer ${token}` } });
    const plans = (await res.json()) as Envelope<{ data: { id: number; isCurrent: boolean; eligible: boolean }[] }>;
    const current = plans.data.data.find((p) => p.isCurrent)!;
    expect(current.eligible).toBe(false);

    await page.goto('/visiting-scholar/index');
    await expect(page.getByTestId('plan-row')).toHaveCount(2);
    await expect(page.getByTestId(`plan-audience-${current.id}`)).toHaveText(w.audience);
    const reason = page.getByTestId(`plan-ineligible-${current.id}`);
    await expect(reason).toHaveText(w.reason);
    // The years named are the plan's two and the student's own, three years back.
    const [, from, to, mine] = (await reason.textContent())!.match(w.reason)!.map(Number);
    expect(to! - from!).toBe(1);
    expect(from! - mine!).toBe(1);
    await expectNoSeriousViolations(page, `study-trip plans, not eligible (${lang})`);

    await page.getByTestId(`plan-select-${current.id}`).click();
    await page.getByTestId('statement-confirm').click();
    await expect(page.getByTestId('project-row')).toHaveCount(4);
    await expect(page.getByTestId('plan-ineligible')).toHaveText(w.reason);
    const buttons = page.locator('[data-testid^="project-apply-"]');
    await expect(buttons).toHaveCount(4);
    for (const b of await buttons.all()) await expect(b).toBeDisabled();
    await expect(page.locator('[data-testid^="project-ineligible-"]').first()).toHaveText(w.rowReason);
    if (lang === 'en-US') await expect(page.getByTestId('plan-ineligible')).not.toHaveText(/[\u4e00-\u9fff]/);
    await expectNoSeriousViolations(page, `visiting projects, not eligible (${lang})`);
  });
}
