import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { chineseOutsideZh } from '../shared/axe-support.ts';
import { visits, waitForContent, type Api } from './axe-route-visits.ts';
import { apiSignIn } from './support.ts';

/**
 * Every route in English, on the freshly seeded demo (the 'fresh-demo' project runs before the
 * others): no Chinese text outside what declares itself Chinese (issue 9, 'Language'). The demo has
 * both languages of everything it seeds; what staff type in Chinese only later falls back to Chinese
 * by design, so the other specs' content is not read here.
 */
test.use({ trace: 'off' });

for (const account of [...new Set(visits.map((v) => v.account))]) {
  test.describe(`English screens of ${account}`, () => {
    let context: BrowserContext;
    let page: Page;
    let api: Api;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ locale: 'en-US' });
      await context.addInitScript(() => window.localStorage.setItem('portal.language', 'en-US'));
      page = await context.newPage();
      api = { request: context.request, token: account === 'anonymous' ? '' : await apiSignIn(context.request, account) };
    });
    test.afterAll(async () => { await context.close(); });

    for (const visit of visits.filter((v) => v.account === account)) {
      test(`/${visit.route}`, async () => {
        const path = typeof visit.path === 'string' ? visit.path : await visit.path(api);
        await page.goto(path);
        await waitForContent(page, visit.ready);
        expect(await chineseOutsideZh(page), `Chinese on the English ${path}`).toEqual([]);
      });
    }
  });
}
