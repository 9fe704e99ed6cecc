import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { signIn } from '../shell/support.ts';
import { pickOption } from '../shared/select.ts';
import { useLanguage } from '../surveys/support.ts';
import { freshProgramme, mySignups, offerInterview, png } from './dd-support.ts';

/**
 * The double-degree wizard (MOB-R03, MOB-U06…U10) in both languages: mba01 applies to a programme
 * of this year's open round, is refused an empty required field with its message, and submits. In
 * English the office then passes the application and offers an interview day, and mba01 books it
 * (the Chinese booking is dd-interview.spec.ts's). Each run makes its own programme through the
 * office's console (dd-support.ts), so the shared demo keeps passing a second run. The office signs
 * in on the separate `request` context: on the page's, its refresh cookie would make the page the office's.
 */
test.describe.configure({ mode: 'serial' });
// Six steps, two axe runs and (in English) a booking: 1.6 min beside another worker, 2.9 min on a loaded machine.
test.setTimeout(240_000);

/** An antd date picker: type the date and confirm it. */
async function pickDate(page: Page, id: string, day: string): Promise<void> {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

/** An antd select by its label: open it and click the option (China is first in the nationality list). */
async function choose(page: Page, label: string, text: string): Promise<void> {
  // The previous select's list fades out for a moment: wait until none shows before opening this one.
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(open).toHaveCount(0);
  await pickOption(page, page.getByRole('combobox', { name: label, exact: true }), text);
}

const texts = {
  'zh-CN': {
    nationality: '国籍', birthCountry: '出生国家', china: '中国', female: '女', marital: '婚姻状况', unmarried: '未婚', fullTime: '全日制',
    apply: /申\s*请/, passportRefused: '护照英文名', photoRefused: null, tickRefused: '请勾选协议', submitted: '已提交', booked: '预约成功', zone: '北京时间（GMT+8）',
  },
  'en-US': {
    nationality: 'Nationality', birthCountry: 'Country of birth', china: 'China', female: 'Female', marital: 'Marital status', unmarried: 'Unmarried', fullTime: 'Full-Time',
    apply: 'Apply', passportRefused: 'Name as in passport', photoRefused: 'Photo is required', tickRefused: 'Please check the agreement', submitted: 'Submitted', booked: null, zone: 'GMT+8',
  },
} as const;

for (const lang of ['zh-CN', 'en-US'] as const) {
  const x = texts[lang];
  test(`mba01 applies through the six steps, refused an empty field on the way (${lang})`, async ({ page, request }) => {
    await useLanguage(page, lang);
    const token = await signIn(page, 'mba01');
    const stamp = String(Date.now());
    const programme = await freshProgramme(request, token, `E2E ${lang === 'zh-CN' ? '双学位项目' : 'double degree'} ${stamp}`);

    await page.goto('/study/index');
    await expect(page.getByTestId('dd-guide')).toBeVisible();
    await expect(page.getByTestId('dd-guide-notice')).not.toBeEmpty();
    await expectNoSeriousViolations(page, `dd guide (${lang})`);
    await page.getByTestId('dd-tab-apply').click();
    await expect(page.getByTestId(`dd-apply-${programme.id}`)).toHaveText(x.apply);
    await expectNoSeriousViolations(page, `dd programmes (${lang})`);
    await page.getByTestId(`dd-apply-${programme.id}`).click();
    await expect(page).toHaveURL(new RegExp(`/study/apply/${programme.id}$`));

    // Step 1: the later steps are locked until it is saved.
    await expect(page.getByTestId('dd-step-personal')).toBeVisible();
    await expect(page.locator('.ant-steps-item-disabled')).toHaveCount(5);
    await expectNoSeriousViolations(page, `dd wizard step 1 (${lang})`);
    if (x.photoRefused) {
      await page.getByTestId('dd-save').click();
      await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: x.photoRefused })).toBeVisible();
    }
    await page.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('photo.png')).toBeVisible();
    await page.locator('#nameAsPassport').fill('');
    await choose(page, x.nationality, x.china);
    await choose(page, x.birthCountry, x.china);
    await page.locator('#birthCity').fill('上海');
    await page.locator('#nativeLanguage').fill('中文');
    await page.getByLabel(x.female, { exact: true }).check();
    await pickDate(page, 'birthDate', '1995-05-01');
    await choose(page, x.marital, x.unmarried);
    await page.getByLabel(x.fullTime, { exact: true }).check();
    await page.locator('#className').fill('MBA 2025 级 1 班');
    await page.locator('#mobile').fill('13800138000');
    await page.locator('#email').fill('mba01@example.edu.cn');
    await page.getByTestId('dd-save').click();
    // The contracts' schema refuses the empty passport name, in the catalogue's words.
    await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: x.passportRefused })).toBeVisible();
    await expect(page.getByTestId('dd-step-personal')).toBeVisible();
    await page.locator('#nameAsPassport').fill('WANG XIAOMING');
    await page.getByTestId('dd-save').click();

    await expect(page.getByTestId('dd-step-education')).toBeVisible();
    await expect(page.locator('.ant-steps-item-disabled')).toHaveCount(0);
    await page.locator('#entries_0_institutions').fill('复旦大学');
    await page.locator('#entries_0_degreeObtained').fill('学士');
    await pickDate(page, 'entries_0_startDate', '2013-09-01');
    await pickDate(page, 'entries_0_endDate', '2017-07-01');
    await page.locator('#specialSkillInterests').fill('篮球、摄影');
    await page.getByTestId('dd-save').click();

    await expect(page.getByTestId('dd-step-employment')).toBeVisible();
    await page.getByTestId('dd-emp-add').click();
    await pickDate(page, 'entries_0_startDate', '2017-08-01');
    await page.locator('#entries_0_isUptoNow').check();
    await page.locator('#entries_0_employer').fill('示例咨询公司');
    await page.locator('#entries_0_position').fill('分析师');
    await page.locator('#entries_0_jobDescription').fill('行业研究与客户报告');
    await page.locator('#workTotalYear').fill('8');
    await page.getByTestId('dd-save').click();

    await expect(page.getByTestId('dd-step-language')).toBeVisible();
    await page.locator('#ieltSscoresOverallBandScore').fill('7.5');
    await page.locator('#undergraduateAcademicPerformance').fill('GPA 3.6/4.0');
    await page.getByTestId('dd-save').click();

    await expect(page.getByTestId('dd-step-essay')).toBeVisible();
    await expect(page.getByTestId('dd-essay-prompt')).toContainText('750');
    await page.locator('#essay').fill('I apply to this programme to deepen my knowledge of European markets.');
    await page.getByTestId('dd-save').click();

    await expect(page.getByTestId('dd-step-declaration')).toBeVisible();
    await expect(page.getByTestId('dd-agreement')).not.toBeEmpty();
    await expectNoSeriousViolations(page, `dd declaration (${lang})`);
    await page.getByTestId('dd-submit').click();
    await expect(page.getByText(x.tickRefused)).toBeVisible();
    await page.getByTestId('dd-agree').check();
    await page.getByTestId('dd-submit').click();
    await confirmDialog(page);

    await expect(page).toHaveURL(/\/study\/index\?tab=mine$/);
    const mine = (await mySignups(page.request, token)).find((s) => s.ddProjectName.includes(stamp));
    expect(mine?.submitTime, 'the application is submitted').toBeTruthy();
    await expect(page.getByTestId(`dd-signup-${mine!.id}`)).toContainText(x.submitted);
    await expectNoSeriousViolations(page, `dd my application (${lang})`);
    await page.getByTestId('dd-tab-apply').click();
    await expect(page.getByTestId(`dd-apply-${programme.id}`)).toBeDisabled();
    if (lang === 'zh-CN') return;

    // The office passes the internal selection and offers a day; mba01 books it, in Beijing time.
    await offerInterview(request, mine!.id, programme.id);
    await page.goto('/study/index?tab=mine');
    await page.getByTestId(`dd-interview-book-${mine!.id}`).click();
    const modal = page.locator('.ant-modal:visible');
    await expect(modal.getByTestId('dd-interview-form')).toBeVisible();
    await expect(modal.getByText(x.zone).first()).toBeVisible();
    await expectNoSeriousViolations(page, `dd interview modal (${lang})`);
    await modal.getByTestId('dd-interview-venues').getByRole('radio').first().check();
    await modal.getByTestId('dd-interview-slots').locator('input[type=radio]:not([disabled])').first().check();
    await modal.getByTestId('dd-interview-ok').click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId(`dd-interview-booked-${mine!.id}`)).toContainText('(GMT+8)');
    expect((await mySignups(page.request, token)).find((s) => s.id === mine!.id)?.interviewStatus).toBe(2);
  });
}
