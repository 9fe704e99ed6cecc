import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../shared/axe-support.ts';
import { chooseDay, pickDay } from '../shared/date-picker.ts';
import { signIn } from '../shell/support.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * Meal booking (BOOK-R04) and the canteen's console, in Chinese and in English: mba01 books a day
 * and changes it; canteen01 publishes a menu and exports the daily counts, and the downloaded sheet
 * holds the figures the server counts. The demo gives mba01 today, tomorrow and the day after;
 * the days used here (3 to 6 ahead) are always open, whatever the hour.
 *
 * A serial group is retried whole, so a retry must not trip over the first try's rows: it books two
 * days later and publishes its menus three weeks later.
 */
test.describe.configure({ mode: 'serial' });
// Several screens, dialogs and axe runs each, on a shared two-core machine: well past the default minute.
test.setTimeout(150_000);

interface Envelope<T> { statusCode: number; data: T; message: string }
async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const res = method === 'get' ? await request.get(url, { headers }) : await request.post(url, { headers, data: data ?? {} });
  const body = (await res.json()) as Envelope<T>;
  expect(body.statusCode, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const texts = {
  'zh-CN': { yes: '是', no: '否', success: '操作成功', date: '订餐日期', history: '历史记录', counts: '每日用餐统计' },
  'en-US': { yes: 'Yes', no: 'No', success: 'Operation succeeded', date: 'Reservation date', history: 'History', counts: 'Daily counts' },
} as const;

const radio = (page: Page, group: string, label: string): Locator => page.getByTestId(group).getByText(label, { exact: true });

for (const [lang, ahead] of [['zh-CN', 3], ['en-US', 4]] as const) {
  const w = texts[lang];

  test(`mba01 books a day and changes it (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const token = await signIn(page, 'mba01');
    const menu = await api<{ startDate: string; fileName: string }>(page.request, token, 'get', '/api/GSMRestaurantStudentMenu');
    const day = plusDays(menu.startDate, ahead + 2 * test.info().retry);
    await page.goto('/order-meal/index');
    await expect(page.getByTestId('meal-menu-content')).toContainText('宫保鸡丁');
    await expect(page.getByRole('columnheader', { name: w.date })).toBeVisible();
    const rows = page.getByTestId('meal-row');
    await expect(rows.first()).toBeVisible();
    // Today's booking closed at yesterday's cut-off: its edit button is off.
    await expect(rows.filter({ hasText: menu.startDate }).getByTestId('meal-edit')).toBeDisabled();
    // mba01 booked meals on this menu, so the menu's survey opens on the meal survey route.
    await expect(page.getByTestId('meal-survey')).toHaveAttribute('href', /^\/order-meal\/survey\/view\/\d+\/Meal\/\d+\/[^/?]+\?businessType=Meal$/);
    await expectNoSeriousViolations(page, `meal booking (${lang})`);

    await page.getByTestId('meal-add').click();
    await chooseDay(page, page.getByTestId('meal-form').locator('.ant-picker'), day);
    await radio(page, 'meal-form-lunch', w.yes).click();
    await radio(page, 'meal-form-dinner', w.no).click();
    await expectNoSeriousViolations(page, `meal booking dialog (${lang})`);
    await page.getByTestId('meal-form-save').click();
    await expect(page.getByText(w.success)).toBeVisible();
    const row = rows.filter({ hasText: day });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('meal-yes')).toHaveCount(1);

    await row.getByTestId('meal-edit').click();
    await expect(page.getByTestId('meal-form').locator('.ant-picker')).toHaveClass(/ant-picker-disabled/);
    await radio(page, 'meal-form-dinner', w.yes).click();
    await page.getByTestId('meal-form-save').click();
    await expect(row.getByTestId('meal-yes')).toHaveCount(2);
    const list = await api<{ data: { reserveDate: string; isReserveLunch: boolean; isReservedinner: boolean }[] }>(page.request, token, 'get', '/api/GSMRestaurantStudentReserve?pageNo=0');
    expect(list.data.find((r) => r.reserveDate === day)).toMatchObject({ isReserveLunch: true, isReservedinner: true });

    await page.getByRole('tab', { name: w.history }).click();
    const history = page.getByTestId('meal-history-row');
    await expect(history).toHaveCount(4);
    await expectNoSeriousViolations(page, `meal history (${lang})`);
  });

  test(`canteen01 publishes a menu and exports the daily counts (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const token = await signIn(page, 'canteen01');
    const { today } = await api<{ today: string }>(page.request, token, 'get', '/api/meals-admin/options');
    const start = (lang === 'zh-CN' ? 10 : 14) + 21 * test.info().retry;
    const [from, to] = [plusDays(today, start), plusDays(today, start + 2)];
    await page.goto('/admin/meals');
    await expect(page.getByTestId('menu-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, `canteen menus (${lang})`);

    await page.getByTestId('menu-new').click();
    await page.getByTestId('menu-form').locator('.ant-picker-range').click();
    await pickDay(page, from);
    await pickDay(page, to);
    await page.getByTestId('menu-form-content').click();
    await page.keyboard.type(`Noodles ${lang}`);
    await expectNoSeriousViolations(page, `menu dialog (${lang})`);
    await page.getByTestId('menu-form-save').click();
    await expect(page.getByText(w.success)).toBeVisible();
    await expect(page.getByTestId('menu-row').filter({ hasText: `${from} ~ ${to}` })).toHaveCount(1);

    await page.getByRole('tab', { name: w.counts }).click();
    await expect(page.getByTestId('counts-row')).toHaveCount(8);
    await expectNoSeriousViolations(page, `daily counts (${lang})`);
    const counts = await api<{ days: { date: string; lunch: number; dinner: number }[]; totalLunch: number; totalDinner: number }>(
      page.request, token, 'get', `/api/meals-admin/counts?from=${today}&to=${plusDays(today, 7)}`);
    await expect(page.getByTestId('counts-total')).toContainText(String(counts.totalLunch));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('counts-export').click()]);
    expect(download.suggestedFilename()).toBe(`meal-counts-${today}-${plusDays(today, 7)}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0]!;
    const read: [string, number, number][] = [];
    sheet.eachRow((r, n) => { if (n > 1) read.push([String(r.getCell(1).value), Number(r.getCell(3).value), Number(r.getCell(4).value)]); });
    expect(read.pop()).toEqual(['合计 Total', counts.totalLunch, counts.totalDinner]);
    expect(read).toEqual(counts.days.map((d) => [d.date, d.lunch, d.dinner]));
    expect(counts.totalLunch + counts.totalDinner).toBeGreaterThan(0);
  });
}
