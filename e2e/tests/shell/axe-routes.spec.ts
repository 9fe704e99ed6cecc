import { expect, test } from '@playwright/test';
import { webRoutePaths } from '../../../apps/server/src/test/web-route-table.ts';
import { seriousViolations } from '../shared/axe-support.ts';
import { describeVisits, visits } from './axe-route-visits.ts';

/**
 * axe on every route of the route table, in both languages, each as an account that may see it:
 * no serious or critical WCAG 2 A/AA violation anywhere (issue 9, 'Accessibility').
 */
const languages = ['zh-CN', 'en-US'] as const;

test('the axe visits cover every route of the route table', () => {
  const visited = new Set(visits.map((v) => v.route));
  expect(webRoutePaths().filter((r) => !visited.has(r))).toEqual([]);
});

const accounts = [...new Set(visits.map((v) => v.account))];

// A failure names the rule and the elements; a trace of some ninety page loads would only slow the run.
test.use({ trace: 'off' });

for (const account of accounts) {
  for (const lang of languages) {
    describeVisits(`axe as ${account} in ${lang}`, account, lang, async (page, path) => {
      const found = await test.step('axe', () => seriousViolations(page));
      expect(found, path).toEqual([]);
    });
  }
}
