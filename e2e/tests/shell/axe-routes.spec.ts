import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../shared/axe-support.ts';
import { visits, waitForContent, type Api } from './axe-route-visits.ts';
import { apiSignIn } from './support.ts';

/**
 * axe on every route of the route table, in both languages, each as an account that may see it:
 * no serious or critical WCAG 2 A/AA violation anywhere (issue 9, 'Accessibility').
 */
const languages = ['zh-CN', 'en-US'] as const;
const features = join(import.meta.dirname, '../../../apps/web/src/features');

/** The path patterns of apps/web/src/features/*\/routes.tsx: `path: '…'` and the survey-view list. */
function routeTable(): string[] {
  const patterns = new Set<string>(['']);
  for (const feature of readdirSync(features)) {
    let text: string;
    try {
      text = readFileSync(join(features, feature, 'routes.tsx'), 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(/path: '([^']*)'/g)) patterns.add(m[1]!);
    const list = /surveyViewPaths = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
    for (const m of list.matchAll(/'([^']*)'/g)) patterns.add(m[1]!);
  }
  return [...patterns];
}

test('the axe visits cover every route of the route table', () => {
  const visited = new Set(visits.map((v) => v.route));
  expect(routeTable().filter((r) => !visited.has(r))).toEqual([]);
});


const accounts = [...new Set(visits.map((v) => v.account))];

// A failure names the rule and the elements; a trace of some ninety page loads would only slow the run.
test.use({ trace: 'off' });

for (const account of accounts) {
  for (const lang of languages) {
    test.describe(`axe as ${account} in ${lang}`, () => {
      // One signed-in context per account and language, as a person browsing: the refresh
      // cookie rotates on every page load, so a stored state could not be shared between contexts.
      let context: BrowserContext;
      let page: Page;
      let api: Api;

      test.beforeAll(async ({ browser }) => {
        context = await browser.newContext({ locale: lang });
        await context.addInitScript((l) => window.localStorage.setItem('portal.language', l), lang);
        page = await context.newPage();
        api = { request: context.request, token: account === 'anonymous' ? '' : await apiSignIn(context.request, account) };
      });
      test.afterAll(async () => { await context.close(); });

      for (const visit of visits.filter((v) => v.account === account)) {
        test(`/${visit.route}`, async () => {
          const path = typeof visit.path === 'string' ? visit.path : await visit.path(api);
          await test.step('open', async () => {
            await page.goto(path);
            await waitForContent(page, visit.ready);
          });
          const found = await test.step('axe', () => seriousViolations(page));
          expect(found, path).toEqual([]);
        });
      }
    });
  }
}
