import ICAL from 'ical.js';
import { expect, test } from '@playwright/test';
import { chineseOutsideZh, expectNoSeriousViolations } from '../shared/axe-support.ts';
import { confirmDialog } from '../shared/confirm.ts';
import { signIn } from '../shell/support.ts';
import { pickOption } from '../shared/select.ts';
import { useLanguage } from '../surveys/support.ts';

/**
 * Grades (ACAD-R05, U08, S08) and the personal calendar feed on the demo: benyan01 has term grades
 * with the undergraduate columns, phd01 with the PhD columns; every user can make a feed link.
 */
for (const lang of ['zh-CN', 'en-US'] as const) {
  const en = lang === 'en-US';

  test(`benyan01 views, filters and sorts the grades (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signIn(page, 'benyan01', '/education/achievement/index');
    const rows = page.getByTestId('grade-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('grades-page')).toHaveAttribute('data-student-type', 'undergraduate');
    await expect(page.getByRole('columnheader', { name: en ? 'Comprehensive GPA' : '综合绩点' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: en ? 'Scholarship level' : '奖学金等级' })).toHaveCount(0);
    const all = await rows.count();
    expect(all).toBeGreaterThanOrEqual(3);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `grades ${lang}`);
    if (en) expect(await chineseOutsideZh(page)).toEqual([]);

    // One school year: fewer rows, all of that year.
    const year = /\d{4}-\d{4}/.exec(await rows.first().innerText())![0];
    await pickOption(page, 'grades-year', year);
    await expect(rows.first()).toContainText(year);
    await expect(async () => expect(await rows.count()).toBeLessThan(all)).toPass();
    await page.getByRole('columnheader', { name: en ? 'Class rank' : '班级排名' }).click();
    await expect(rows.first()).toBeVisible();
    await page.getByTestId('grades-refresh').click();
    await expect(rows.first()).toBeVisible();
  });
}

test('phd01 sees the PhD columns', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await signIn(page, 'phd01', '/education/achievement/index');
  await expect(page.getByTestId('grade-row').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Scholarship level' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Class rank' })).toHaveCount(0);
  expect(await chineseOutsideZh(page)).toEqual([]);
});

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`the calendar feed link downloads and parses as iCalendar (${lang})`, async ({ page, request }) => {
    await useLanguage(page, lang);
    await signIn(page, 'mba01');
    await page.getByTestId('calendar-feed-open').click();
    await page.getByTestId('calendar-feed-make').click();
    // A second run finds a feed already there and confirms the replacement.
    const ok = page.locator('.ant-modal-confirm .ant-btn-primary');
    const box = page.getByTestId('calendar-feed-url');
    // Wait for one of the two: the link, or the confirmation that it replaces the first run's.
    await expect(box.or(ok)).toBeVisible();
    if (await ok.isVisible()) await confirmDialog(page);
    await expect(box).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
    await expectNoSeriousViolations(page, `calendar feed dialog ${lang}`);
    // The dialog only: the home page behind it shows notices other specs typed in Chinese (english-screens reads the fresh demo).
    if (lang === 'en-US') expect(await chineseOutsideZh(page, '.ant-modal')).toEqual([]);
    const url = new URL(await box.inputValue());
    // No bearer header and no cookie: the secret in the path is the only credential.
    const res = await request.get(url.pathname, { headers: { cookie: '' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
    // Parsed by ical.js (Mozilla's RFC 5545 parser): a malformed line throws.
    const cal = new ICAL.Component(ICAL.parse(await res.text()));
    expect(cal.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Shanghai');
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.startDate.zone?.tzid === 'Asia/Shanghai' && e.uid.length > 0)).toBe(true);
  });
}
